"""AI2-THOR backend (production): the same Simulator interface over ``ai2thor.controller.Controller``.

Written against ai2thor 5.x (the 4.x API EgoTV used has the same action names used here).
It needs AI2-THOR's Unity build, which this machine cannot download: the constructor checks for
it first (:mod:`sim.backends.ai2thor_build`, milliseconds) and raises :class:`MissingBuildError`
saying how to provide one. Rendering runs under an X display (found or started with
:class:`sim.xserver.XServer`) or, with ``platform="CloudRendering"``, headless through Vulkan.

- ``reset(n, seed)``: FloorPlan``n``, ``InitialRandomSpawn(randomSeed=seed, ...)``,
  ``GetReachablePositions``, a :class:`Scene` built from the metadata
  (:mod:`sim.backends.ai2thor_scene`), then ``TeleportFull`` to the start pose, looking level.
- ``step``: low-level actions map one to one (MoveAhead 0.25 m, Rotate 90, Look 30 degrees,
  interactions with the objectId of the Scene id; toggling a sink toggles its faucet; after
  ``SliceObject`` the target id refers to one of its slices, as ALFRED picks up a slice).
- Object states come from the metadata, with EgoTV's bookkeeping where AI2-THOR forgets:
  temperature drifts back to room temperature, so hot / cold stick once seen until the
  opposite is seen; objects that are not "dirtyable" count as cleaned once they were in a sink
  basin while its faucet ran. These are documented approximations of the metadata.

The controller is created by ``controller_factory(**kwargs)`` (default: ai2thor's Controller);
tests pass a fake that records the exact actions and arguments.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from generators.scenes import Scene
from sim.backends.ai2thor_build import find_build, missing_build_message
from sim.backends.ai2thor_scene import scene_from_metadata
from sim.base import LOW_LEVEL_ACTIONS, LowLevelAction, Observation, Simulator
from sim.errors import BackendUnavailableError, InvalidActionError, MissingBuildError, SimError

GRID_SIZE = 0.25
ROTATE_DEGREES = 90
LOOK_DEGREES = 30


def _default_factory(**kwargs):
    try:
        from ai2thor.controller import Controller
    except ImportError as exc:
        raise BackendUnavailableError("the ai2thor package is not installed: `pip install ai2thor`") from exc
    return Controller(**kwargs)


class AI2ThorSimulator(Simulator):
    """AI2-THOR through a Controller. ``platform``: "Linux64" (X display; started with Xvfb if
    needed) or "CloudRendering" (Vulkan, no X). ``force_action`` passes forceAction=True to
    interactions (AI2-THOR then skips its visibility/distance test, not its physics)."""

    name = "ai2thor"

    def __init__(self, width: int = 300, height: int = 300, x_display: str | None = None,
                 platform: str | None = None, local_executable_path: str | None = None,
                 field_of_view: float = 90, visibility_distance: float = 1.5, force_action: bool = True,
                 spawn_args: dict | None = None, start_xvfb: bool = True,
                 controller_factory: Callable[..., Any] | None = None):
        if platform not in (None, "Linux64", "CloudRendering"):
            raise InvalidActionError(f"unknown AI2-THOR platform {platform!r}", ["Linux64", "CloudRendering"])
        if controller_factory is None:
            build = find_build(local_executable_path, platform)
            if not build.found:
                raise MissingBuildError(missing_build_message(build))
            platform = platform or build.platform
        self.width, self.height = int(width), int(height)
        self.platform, self.x_display = platform, x_display
        self.local_executable_path = local_executable_path
        self.field_of_view, self.visibility_distance = field_of_view, visibility_distance
        self.force_action, self.start_xvfb = force_action, start_xvfb
        self.spawn_args = {"numPlacementAttempts": 5, "placeStationary": True, "forceVisible": True,
                           **(spawn_args or {})}
        self._factory = controller_factory or _default_factory
        self._controller = None
        self._xserver = None
        self._event = None
        self._fresh: tuple[int, int] | None = None  # (scene, seed) of a reset not stepped since
        self.scene: Scene | None = None

    # ---- controller ---------------------------------------------------------------------
    def controller_kwargs(self, scene_name: str) -> dict:
        """Arguments of the Controller constructor (public so that tests can check them)."""
        kw: dict[str, Any] = dict(
            scene=scene_name, gridSize=GRID_SIZE, snapToGrid=True, rotateStepDegrees=ROTATE_DEGREES,
            visibilityDistance=self.visibility_distance, fieldOfView=self.field_of_view,
            width=self.width, height=self.height, renderDepthImage=False, renderInstanceSegmentation=True)
        if self.local_executable_path:
            kw["local_executable_path"] = self.local_executable_path
        if self.platform == "CloudRendering":
            from ai2thor.platform import CloudRendering

            kw["platform"] = CloudRendering
        else:
            kw["x_display"] = self._display()
        return kw

    def _display(self) -> str:
        if self.x_display:
            return self.x_display
        from sim.xserver import XServer, display_usable

        if self._xserver is None:
            import os

            if display_usable(os.environ.get("DISPLAY")) or self.start_xvfb:
                self._xserver = XServer()
                self._xserver.start()
            else:
                raise SimError("no X display and start_xvfb=False; pass x_display or platform='CloudRendering'")
        return self._xserver.display

    def _step(self, action: str, **args):
        self._fresh = None
        self._event = self._controller.step(action=action, **args)
        return self._event

    # ---- Simulator interface ------------------------------------------------------------
    def reset(self, scene_number: int, seed: int) -> Scene:
        if not isinstance(scene_number, int) or not 1 <= scene_number <= 30:
            raise InvalidActionError(f"AI2-THOR kitchens are FloorPlan1..30, not {scene_number!r}",
                                     [str(i) for i in range(1, 31)])
        name = f"FloorPlan{scene_number}"
        if self._fresh == (scene_number, int(seed)) and self.scene is not None:
            return self.scene  # nothing happened since this very reset: skip the costly respawn
        if self._controller is None:
            self._controller = self._factory(**self.controller_kwargs(name))
        else:
            self._controller.reset(scene=name)
        ev = self._step("InitialRandomSpawn", randomSeed=int(seed), **self.spawn_args)
        if not ev.metadata.get("lastActionSuccess", True):
            raise SimError(f"InitialRandomSpawn failed in {name}: {ev.metadata.get('errorMessage')}")
        ev = self._step("GetReachablePositions")
        points = [(float(p["x"]), float(p["z"])) for p in ev.metadata["actionReturn"] or []]
        self._reachable = sorted(points)
        self.scene = scene_from_metadata(scene_number, int(seed), ev.metadata["objects"], self._reachable,
                                         ev.metadata["agent"])
        start = self.scene.location(self.scene.agent_start)
        self._ids = dict(self.scene.extra["object_ids"])
        self._faucets = dict(self.scene.extra["faucets"])
        self._temperature: dict[str, str] = {}
        self._rinsed: set[str] = set()
        self._sliced: set[str] = set()
        ev = self._step("TeleportFull", x=start.x, y=self.scene.extra["agent_y"], z=start.y,
                        rotation={"x": 0, "y": start.yaw, "z": 0}, horizon=0, standing=True)
        if not ev.metadata.get("lastActionSuccess", True):
            raise SimError(f"TeleportFull to the start pose failed in {name}: {ev.metadata.get('errorMessage')}")
        self._fresh = (scene_number, int(seed))
        return self.scene

    def reachable_positions(self) -> list[tuple[float, float]]:
        self._require_reset()
        return list(self._reachable)

    def step(self, action: LowLevelAction) -> Observation:
        self._require_reset()
        if action.name not in LOW_LEVEL_ACTIONS:
            raise InvalidActionError(f"unknown low-level action {action.name!r}", LOW_LEVEL_ACTIONS)
        if action.name == "MoveAhead":
            self._step("MoveAhead", moveMagnitude=GRID_SIZE)
        elif action.name in ("RotateLeft", "RotateRight"):
            self._step(action.name, degrees=ROTATE_DEGREES)
        elif action.name in ("LookDown", "LookUp"):
            self._step(action.name, degrees=LOOK_DEGREES)
        else:
            sid = action.args.get("objectId")
            if sid not in self._ids:
                raise InvalidActionError(f"{action.name}: unknown object id {sid!r} in {self.scene.name}",
                                         list(self._ids))
            target = self._ids[sid]
            if action.name in ("ToggleObjectOn", "ToggleObjectOff") and sid in self._faucets:
                target = self._faucets[sid]
            args: dict[str, Any] = {"objectId": target, "forceAction": self.force_action}
            if action.name == "PutObject":
                args["placeStationary"] = True
            self._step(action.name, **args)
            if self._event.metadata.get("lastActionSuccess"):
                self._after_interaction(action.name, sid)
        return self._observation()

    def observe(self) -> Observation:
        self._require_reset()
        return self._observation()

    def close(self) -> None:
        if self._controller is not None:
            try:
                self._controller.stop()
            finally:
                self._controller = None
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
            # the whole object is replaced by slices "<objectId>|AppleSliced_0" ...: follow one
            prefix = self._ids[sid] + "|"
            slices = sorted(o["objectId"] for o in objects if o["objectId"].startswith(prefix))
            if slices:
                self._ids[sid] = slices[0]
            self._sliced.add(sid)
        if name == "ToggleObjectOn" and sid in self._faucets:
            basin = self._ids[sid]
            for o in objects:
                if basin in (o.get("parentReceptacles") or []):
                    self._rinsed.add(o["objectId"])

    def _observation(self) -> Observation:
        ev = self._event
        md = ev.metadata
        by_id = {o["objectId"]: o for o in md["objects"]}
        sid_of = {oid: sid for sid, oid in self._ids.items()}
        for sid, faucet in self._faucets.items():
            sid_of.setdefault(faucet, sid)
        states: dict[str, dict] = {}
        for sid, oid in self._ids.items():
            o = by_id.get(oid)
            if o is None:
                continue
            states[sid] = self._object_state(sid, oid, o, sid_of, by_id)
        boxes = {}
        for oid, box in (getattr(ev, "instance_detections2D", None) or {}).items():
            sid = sid_of.get(oid)
            if sid is not None and sid not in boxes:
                boxes[sid] = [int(v) for v in box]
        a = md["agent"]
        agent = {"x": float(a["position"]["x"]), "y": float(a["position"]["z"]),
                 "yaw": float(round(float(a["rotation"]["y"]), 3) % 360),
                 "horizon": float(round(float(a.get("cameraHorizon", 0.0)), 3))}
        return Observation(frame=np.asarray(ev.frame, dtype=np.uint8).copy(), object_states=states, boxes=boxes,
                           success=bool(md.get("lastActionSuccess", True)), error=md.get("errorMessage") or "",
                           agent=agent)

    def _object_state(self, sid: str, oid: str, o: dict, sid_of: dict, by_id: dict) -> dict:
        entry: dict[str, Any] = {"type": o["objectType"]}
        if o.get("openable"):
            entry["open"] = bool(o.get("isOpen"))
        if sid in self._faucets:
            entry["on"] = bool(by_id.get(self._faucets[sid], {}).get("isToggled"))
        elif o.get("toggleable"):
            entry["on"] = bool(o.get("isToggled"))
        if not o.get("pickupable"):
            return entry
        temp = o.get("temperature")
        if temp in ("Hot", "Cold"):
            self._temperature[sid] = temp
        elif o.get("isCooked"):
            self._temperature.setdefault(sid, "Hot")
        # AI2-THOR lists every receptacle around the object (plate and counter): the innermost,
        # a pickupable receptacle, is the one it is "in"
        parents = sorted((p for p in (o.get("parentReceptacles") or []) if p in sid_of),
                         key=lambda p: not by_id.get(p, {}).get("pickupable"))
        parents = [sid_of[p] for p in parents]
        clean = (not o.get("isDirty")) if o.get("dirtyable") else oid in self._rinsed
        entry.update({"hot": self._temperature.get(sid) == "Hot", "cold": self._temperature.get(sid) == "Cold",
                      "clean": bool(clean), "sliced": bool(o.get("isSliced")) or sid in self._sliced,
                      "held": bool(o.get("isPickedUp")),
                      "in": None if o.get("isPickedUp") else (parents[0] if parents else None)})
        return entry
