"""AI2-THOR backend (production): the Simulator interface over ``ai2thor.controller.Controller``.

Written against ai2thor 5.0.0 (installed here; the 4.x API EgoTV used has the same actions).
It needs AI2-THOR's Unity build, which this machine cannot download: the constructor checks
for it first (:mod:`sim.backends.ai2thor.build`, milliseconds) and raises
:class:`MissingBuildError` saying how to provide one (``python -m sim doctor`` lists it too).

- ``reset(n, seed)``: FloorPlan``n``; ``InitialRandomSpawn(randomSeed=seed, ...)``; every task
  object AI2-THOR can make dirty is made dirty (``DirtyObject``: AI2-THOR starts objects clean,
  the STRIPS start state has nothing clean); ``GetReachablePositions``; a pose per receptacle
  from ``GetInteractablePoses`` (:mod:`sim.backends.ai2thor.poses`); a :class:`Scene`
  (:mod:`sim.backends.ai2thor.scene`); ``TeleportFull`` to the start pose, looking level.
- ``step``: MoveAhead 0.25 m, Rotate 90, Look 30 degrees (``step_frames``: the same step shown
  over several frames by teleporting through the in-between poses, ALFRED's smooth navigation); interactions with the objectId of
  the Scene id and ``forceAction=False`` (AI2-THOR then refuses objects out of view, so videos
  never show an object jumping into the hand unseen); toggling a sink toggles its faucet; after
  ``SliceObject`` the Scene id follows slice 0 (``<objectId>|AppleSliced_0``).
- States are recorded EgoTV's way (:mod:`sim.backends.ai2thor.states`), not read from
  ``temperature``.
- Errors: ``Controller.step`` raises ``ValueError`` for an invalid action or argument (its
  ``errorCode`` is InvalidAction, MissingArguments, AmbiguousAction or InvalidArgument): that
  step returns ``success=False`` with the message. ``RuntimeError`` / ``TimeoutError``
  (``RestartError`` included) mean Unity died or hung: the controller is dropped and
  :class:`UnityCrashedError` raised; the next ``reset`` starts a new one. After
  ``max_restarts`` restarts the error is ``fatal`` and every later reset raises it at once.

``controller_factory(**kwargs)`` (default: ai2thor's Controller): tests pass ``tests/ai2thor_fake.py``.
"""
from __future__ import annotations

import os
from typing import Any, Callable

from sim.scenes import Scene
from sim.backends.ai2thor.build import find_build, missing_build_message
from sim.backends.ai2thor.options import check_combination, resolve_preset
from sim.backends.ai2thor.poses import choose_poses, not_in_view_reason
from sim.backends.ai2thor.scene import fixed_receptacle_ids, scene_from_metadata, task_object_ids
from sim.backends.ai2thor.states import StateBook, contents, read_observation, slice_ids
from sim.datafiles import load_sim_data
from sim.base import LOW_LEVEL_ACTIONS, LowLevelAction, Observation, Simulator
from sim.errors import (BackendUnavailableError, InvalidActionError, MissingBuildError, SimError, UnityCrashedError,
                        XServerError)

GRID_SIZE = 0.25
ROTATE_DEGREES = 90
LOOK_DEGREES = 30
_DEVICE_ACTIONS = ("ToggleObjectOn", "CloseObject")
_NAVIGATION = ("MoveAhead", "RotateLeft", "RotateRight", "LookDown", "LookUp")


def _default_factory(**kwargs):
    try:
        from ai2thor.controller import Controller
    except ImportError as exc:
        raise BackendUnavailableError("the ai2thor package is not installed: `pip install ai2thor`") from exc
    return Controller(**kwargs)


class AI2ThorSimulator(Simulator):
    """AI2-THOR through a Controller. ``preset``: "fast" or "default" (frame size and Unity
    quality); ``platform``: "Linux64" (X display; Xvfb started if needed) or "CloudRendering"
    (Vulkan, no X); ``force_action=True`` skips AI2-THOR's visibility check (off by default)."""

    name = "ai2thor"

    def __init__(self, preset: str | None = None, width: int | None = None, height: int | None = None,
                 quality: str | None = None, x_display: str | None = None, platform: str | None = None,
                 local_executable_path: str | None = None, field_of_view: float = 90,
                 visibility_distance: float = 1.5, force_action: bool = False, spawn_args: dict | None = None,
                 start_xvfb: bool = True, max_restarts: int = 1,
                 controller_factory: Callable[..., Any] | None = None):
        self.width, self.height, self.quality = resolve_preset(preset, width, height, quality)
        self.preset = preset or "default"
        check_combination(platform, x_display, local_executable_path)
        if controller_factory is None:
            build = find_build(local_executable_path, platform)
            if not build.found:
                raise MissingBuildError(missing_build_message(build), setting="local_executable_path")
            platform = platform or build.platform
        self.platform, self.x_display = platform or "Linux64", x_display
        self.local_executable_path = local_executable_path
        self.field_of_view, self.visibility_distance = field_of_view, visibility_distance
        self.force_action, self.start_xvfb, self.max_restarts = force_action, start_xvfb, int(max_restarts)
        self.spawn_args = {"numPlacementAttempts": 5, "placeStationary": True, "forceVisible": True,
                           **(spawn_args or {})}
        inter = load_sim_data("interaction.json")
        self._pitch, self._default_pitch = inter["horizon"], inter["default_horizon"]
        self._factory = controller_factory or _default_factory
        self._controller = None
        self._xserver = None
        self._event = None
        self._error: str | None = None  # why the last step failed without an event (ValueError)
        self._crashes = 0
        self._fresh: tuple[int, int] | None = None  # (scene, seed) of a reset not stepped since
        self.scene: Scene | None = None

    # ---- controller ---------------------------------------------------------------------
    def controller_kwargs(self, scene_name: str) -> dict:
        """Arguments of the Controller constructor (public so that tests can check them)."""
        kw: dict[str, Any] = dict(
            scene=scene_name, gridSize=GRID_SIZE, snapToGrid=True, rotateStepDegrees=ROTATE_DEGREES,
            visibilityDistance=self.visibility_distance, fieldOfView=self.field_of_view,
            width=self.width, height=self.height, quality=self.quality, renderDepthImage=False,
            renderInstanceSegmentation=True)
        if self.local_executable_path:
            kw["local_executable_path"] = self.local_executable_path
        if self.platform == "CloudRendering":
            from ai2thor.platform import CloudRendering

            kw["platform"] = CloudRendering
        else:
            kw["x_display"] = self._display()
        return kw

    def _display(self) -> str:
        """A display that passes ai2thor's own Linux64 validation (GLX, depth 24, size)."""
        if self.x_display:
            return self.x_display
        from sim.xserver import XServer, display_usable, validate_for_ai2thor

        if self._xserver is None:
            if not (display_usable(os.environ.get("DISPLAY")) or self.start_xvfb):
                raise XServerError("no X display and start_xvfb=False; pass x_display or platform='CloudRendering'")
            self._xserver = XServer(screen=f"{max(1024, self.width)}x{max(768, self.height)}x24")
            self._xserver.start()
            problems = validate_for_ai2thor(self._xserver.display, self.width, self.height)
            if problems:
                raise XServerError(f"X display {self._xserver.display} fails ai2thor's Linux64 check: "
                                   f"{'; '.join(problems)}; `python -m sim doctor` says what to install")
        return self._xserver.display

    def _start(self, scene_name: str) -> None:
        try:
            self._controller = self._factory(**self.controller_kwargs(scene_name))
        except (SimError, KeyboardInterrupt):
            raise
        except Exception as exc:  # Unity failed to start: its exceptions are plain Exception/TypeError
            raise BackendUnavailableError(
                f"AI2-THOR's Controller could not start ({type(exc).__name__}: {exc}); "
                "`python -m sim doctor` checks the build, the X display and Vulkan") from exc

    def _call(self, action: str, **args) -> bool:
        """One Controller step; False (with the reason in ``self._error``) when it failed."""
        self._fresh, self._error = None, None
        try:
            self._event = self._controller.step(action=action, **args)
        except ValueError as exc:
            self._error = f"{action}: AI2-THOR rejected the action or its arguments: {exc}"
            return False
        except (RuntimeError, TimeoutError) as exc:
            self._crashed(action, args, exc)
        ok = bool(self._event.metadata.get("lastActionSuccess"))
        if not ok:
            self._error = f"{action}: {self._event.metadata.get('errorMessage') or 'failed'}"
        return ok

    def _crashed(self, action: str, args: dict, exc: BaseException) -> None:
        self._crashes += 1
        controller, self._controller, self.scene = self._controller, None, None
        try:
            controller.stop()
        except Exception:  # noqa: BLE001 - it is already dead; stopping is best effort
            pass
        fatal = self._crashes > self.max_restarts
        then = (f"it was restarted {self.max_restarts} time(s) already: giving up (finished videos are kept; "
                "run the same command again to resume)" if fatal else "it is restarted at the next reset")
        raise UnityCrashedError(f"AI2-THOR's Unity process died during {action} {args} "
                                f"({type(exc).__name__}: {exc}); {then}", fatal=fatal)

    def _setup(self, action: str, **args) -> dict:
        if not self._call(action, **args):
            raise SimError(f"setting up {self._scene_name}: {self._error}")
        return self._event.metadata

    # ---- Simulator interface ------------------------------------------------------------
    def reset(self, scene_number: int, seed: int) -> Scene:
        if not isinstance(scene_number, int) or not 1 <= scene_number <= 30:
            raise InvalidActionError(f"AI2-THOR kitchens are FloorPlan1..30, not {scene_number!r}",
                                     [str(i) for i in range(1, 31)])
        if self._crashes > self.max_restarts:
            raise UnityCrashedError(f"AI2-THOR's Unity process died {self._crashes} times; not restarting it "
                                    "again (run the same command again to resume)", fatal=True)
        if self._fresh == (scene_number, int(seed)) and self.scene is not None:
            return self.scene  # nothing happened since this very reset: skip the costly respawn
        self._scene_name = name = f"FloorPlan{scene_number}"
        self.scene = None
        if self._controller is None:
            self._start(name)
        else:
            try:
                self._controller.reset(scene=name)
            except ValueError as exc:  # a scene the build does not contain
                raise SimError(f"AI2-THOR cannot load {name}: {exc}") from exc
            except (RuntimeError, TimeoutError) as exc:
                self._crashed("reset", {"scene": name}, exc)
        self._setup("InitialRandomSpawn", randomSeed=int(seed), **self.spawn_args)
        md = self._event.metadata
        items = task_object_ids(md["objects"])
        for o in md["objects"]:
            if o["objectId"] in items and o.get("dirtyable") and not o.get("isDirty"):
                self._setup("DirtyObject", objectId=o["objectId"], forceAction=True)
        md = self._setup("GetReachablePositions")
        self._reachable = sorted((float(p["x"]), float(p["z"])) for p in md["actionReturn"] or [])
        if not self._reachable:
            raise SimError(f"GetReachablePositions returned no positions in {name}")
        objects, agent = md["objects"], md["agent"]
        poses, _ = choose_poses(self._query, objects, fixed_receptacle_ids(objects), items, self._reachable,
                                lambda t: self._pitch.get(t, self._default_pitch))
        scene = scene_from_metadata(scene_number, int(seed), objects, self._reachable, agent, poses)
        start = scene.location(scene.agent_start)
        self._ids = dict(scene.extra["object_ids"])
        self._faucets = dict(scene.extra["faucets"])
        self._types = {r.id: r.type for r in scene.receptacles}
        self._book = StateBook()
        self._setup("TeleportFull", x=start.x, y=scene.extra["agent_y"], z=start.y,
                    rotation={"x": 0, "y": start.yaw, "z": 0}, horizon=0, standing=True)
        self.scene = scene
        self._fresh = (scene_number, int(seed))
        return scene

    def _query(self, action: str, **args) -> dict | None:
        return self._event.metadata if self._call(action, **args) else None
    def reachable_positions(self) -> list[tuple[float, float]]:
        self._require_reset()
        return list(self._reachable)

    def step(self, action: LowLevelAction) -> Observation:
        self._require_reset()
        if action.name not in LOW_LEVEL_ACTIONS:
            raise InvalidActionError(f"unknown low-level action {action.name!r}", LOW_LEVEL_ACTIONS)
        if action.name == "MoveAhead":
            self._call("MoveAhead", moveMagnitude=GRID_SIZE)
        elif action.name in ("RotateLeft", "RotateRight"):
            self._call(action.name, degrees=ROTATE_DEGREES)
        elif action.name in ("LookDown", "LookUp"):
            self._call(action.name, degrees=LOOK_DEGREES)
        else:
            self._interact(action)
        return self._observation()

    def step_frames(self, action: LowLevelAction, n: int) -> list[Observation]:
        """Smooth navigation, as ALFRED's generator renders it: the move, turn or look is done
        by the Controller in one step (so AI2-THOR decides whether it is possible, as before),
        then the in-between poses are shown by ``TeleportFull`` to interpolated positions,
        rotations and horizons, and a last teleport returns to the step's own pose. An
        in-between pose AI2-THOR refuses (a collision along the way) ends the in-between views
        early: fewer frames, never a different end pose."""
        start = self._pose()
        last = self.step(action)
        if n <= 1 or not last.success or action.name not in _NAVIGATION:
            return [last]
        end = self._pose()
        turn = (end["yaw"] - start["yaw"] + 180) % 360 - 180  # the short way round
        frames = []
        for k in range(1, n):
            t = k / n
            pose = {key: start[key] + t * (end[key] - start[key]) for key in ("x", "y", "z", "horizon")}
            pose["yaw"] = (start["yaw"] + t * turn) % 360
            if not self._teleport(pose):
                break
            frames.append(self._observation())
        if not self._teleport(end):
            raise SimError(f"AI2-THOR refused to return to the pose its own {action.name} reached: {self._error}")
        return frames + [self._observation()]

    def _pose(self) -> dict[str, float]:
        a = self._event.metadata["agent"]
        return {"x": float(a["position"]["x"]), "y": float(a["position"]["y"]), "z": float(a["position"]["z"]),
                "yaw": float(a["rotation"]["y"]), "horizon": float(a.get("cameraHorizon", 0.0))}

    def _teleport(self, pose: dict[str, float]) -> bool:
        return self._call("TeleportFull", x=round(pose["x"], 4), y=pose["y"], z=round(pose["z"], 4),
                          rotation={"x": 0, "y": round(pose["yaw"], 3), "z": 0}, horizon=round(pose["horizon"], 3),
                          standing=True)

    def _interact(self, action: LowLevelAction) -> None:
        sid = action.args.get("objectId")
        if sid not in self._ids:
            raise InvalidActionError(f"{action.name}: unknown object id {sid!r} in {self.scene.name}", list(self._ids))
        target = self._ids[sid]
        if action.name in ("ToggleObjectOn", "ToggleObjectOff") and sid in self._faucets:
            target = self._faucets[sid]
        args: dict[str, Any] = {"objectId": target, "forceAction": self.force_action}
        if action.name == "PutObject":
            args["placeStationary"] = True
        if self._call(action.name, **args):
            self._after_interaction(action.name, sid)
        elif self._event is not None:
            self._error = f"{self._error} (Scene id {sid}){self._why_not_visible(sid, target)}"

    def _why_not_visible(self, sid: str, oid: str) -> str:
        fixture = sid if sid in self._types else next((o.receptacle for o in self.scene.objects if o.id == sid), None)
        return not_in_view_reason(self._event.metadata, oid, fixture, self.scene.extra.get("no_visible_pose", []))

    def observe(self) -> Observation:
        self._require_reset()
        return self._observation()

    def close(self) -> None:
        controller, self._controller = self._controller, None
        if controller is not None:
            controller.stop()
        if self._xserver is not None:
            self._xserver.stop()
            self._xserver = None

    # ---- bookkeeping --------------------------------------------------------------------
    def _require_reset(self) -> None:
        if self._controller is None or self.scene is None:
            raise SimError("call reset(scene_number, seed) before stepping the AI2-THOR simulator")

    def _after_interaction(self, name: str, sid: str) -> None:
        objects = self._event.metadata["objects"]
        if name == "SliceObject":
            whole_type = next(o.type for o in self.scene.objects if o.id == sid)
            slices = slice_ids(self._ids[sid], whole_type, objects)
            if slices:
                self._ids[sid] = slices[0]
            self._book.sliced.add(sid)
            return
        rtype = self._types.get(sid)
        if name not in _DEVICE_ACTIONS or rtype is None:
            return
        by_id = {o["objectId"]: o for o in objects}
        sid_of = {oid: s for s, oid in self._ids.items()}
        inside = sorted(sid_of[oid] for oid in contents(self._ids[sid], by_id) if oid in sid_of)
        self._book.device_acted(name, rtype, inside)
        if rtype == "SinkBasin" and name == "ToggleObjectOn":
            # as ALFRED's clean macro: if the water has not cleaned a dirty object yet, CleanObject does
            for s in inside:
                o = by_id.get(self._ids[s], {})
                if o.get("dirtyable") and o.get("isDirty"):
                    self._call("CleanObject", objectId=self._ids[s], forceAction=True)

    def _observation(self) -> Observation:
        return read_observation(self._event, self._ids, self._faucets, self._book, self._error)
