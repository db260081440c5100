"""The embedded simulator: a MuJoCo kitchen rendered offscreen on the CPU (no GPU, no X).

``reset(n, seed)`` builds the procedural kitchen FloorPlan``n`` (:func:`sim.scenes.
procedural_kitchen`), compiles it to a MuJoCo model (:mod:`sim.backends.embedded.mjcf`) and
returns that Scene: the renderer draws exactly the layout the planner plans in. The world's
state and rules live in :class:`sim.backends.embedded.world.KitchenWorld`; this class turns the
state into a picture after every step:

- doors and the drawer: joint positions, then forward kinematics (nothing is simulated);
- pickupable objects are mocap bodies placed in their receptacle's slots, in a movable
  receptacle they stand in, or in front of the camera while held;
- visible states through ``model.geom_rgba`` and material emission: hot objects glow red-orange,
  cold ones turn pale blue-white, dirty ones are darker with brown spots until cleaned, sliced
  ones are swapped for their pieces, devices show a light, running water or glowing burners;
- the egocentric camera is a free camera at eye height (1.5 m) with the agent's yaw and pitch;
- ``randomize`` (domain randomisation, :mod:`sim.backends.embedded.randomize`): per reset a look
  drawn from the scene and seed (or ``look_seed``), recorded in :attr:`randomization`;
- 2-D boxes of visible objects: the objects' surface points projected into the camera and
  tested against the frame's own depth buffer (:mod:`sim.backends.embedded.boxes`; no second
  render), or with ``box_scale`` in (0, 1] a segmentation pass at that fraction of the frame
  size (``boxes=False`` skips both);
- ``step_frames`` shows a move, turn or pitch over several frames (pose interpolated), and a
  door or drawer swinging open or shut (its joints interpolated).

Quality presets (``sim/data/render_presets.json``), both 224x224: ``default`` (shadows from a
512 map, no multisampling or reflection) and ``fast`` (no shadows, coarser floor grid and round
shapes, one-level texture filtering). Width, height, fovy and ``box_scale`` can be overridden.
"""
from __future__ import annotations

import math

import numpy as np

from sim.scenes import Scene, procedural_kitchen
from sim.backends.embedded.boxes import BoxProjector, segmentation_boxes
from sim.backends.embedded.gl import context_error, select_gl
from sim.datafiles import load_sim_data
from sim.backends.embedded.layout import (EYE_HEIGHT, FixtureFrame, fixture_frames, fixture_spec,
                                          movable_spec)
from sim.backends.embedded.mjcf import build_kitchen_mjcf, geom_table
from sim.backends.embedded.randomize import Look, draw_look, fill_textures, parse_axes
from sim.backends.embedded.world import ItemState, KitchenWorld
from sim.backends.embedded.shapes import object_radius
from sim.backends.embedded.state_paint import StatePainter
from sim.base import LowLevelAction, Observation, Simulator
from sim.errors import InvalidActionError, SimError

select_gl()
import mujoco  # noqa: E402  (after select_gl: MuJoCo reads MUJOCO_GL when imported)

from sim.backends.embedded.offscreen import OffscreenRenderer  # noqa: E402

PRESETS = ("default", "fast")
_NAVIGATION = ("MoveAhead", "RotateLeft", "RotateRight", "LookDown", "LookUp")
_DOOR_ACTIONS = ("OpenObject", "CloseObject")
EYE_BACK = 0.2  # metres the eye sits behind the agent's standing point (see _camera_frame)


def render_preset(preset: str = "default", **overrides) -> dict:
    """The quality settings of ``preset`` with ``overrides`` (width, height, fovy ...) applied."""
    presets = load_sim_data("render_presets.json")
    if preset not in PRESETS:
        raise InvalidActionError(f"unknown render preset {preset!r}", PRESETS)
    q = dict(presets[preset])
    for k, v in overrides.items():
        if v is None:
            continue
        if k not in q:
            raise InvalidActionError(f"unknown render setting {k!r}", list(q))
        q[k] = v
    if int(q["width"]) < 16 or int(q["height"]) < 16:
        raise InvalidActionError(f"frame size {q['width']}x{q['height']} is too small (16 pixels at least)")
    return q


class EmbeddedKitchen(Simulator):
    """MuJoCo kitchen backend. ``preset``: "default" or "fast"; ``width``/``height``/``fovy``
    override the preset; ``boxes=False`` computes no 2-D boxes; ``box_scale`` 0 (the presets')
    projects surface points against the depth buffer, a value in (0, 1] draws a segmentation
    image at that fraction of the frame size (1.0: every pixel, the boxes of before issue 13)."""

    name = "embedded"

    def __init__(self, preset: str = "default", width: int | None = None, height: int | None = None,
                 fovy: float | None = None, boxes: bool = True, box_scale: float | None = None,
                 randomize: str = "none", look_seed: int | None = None):
        self.quality = render_preset(preset, width=width, height=height, fovy=fovy, box_scale=box_scale)
        self.randomize, self.look_seed, _ = randomize, look_seed, parse_axes(randomize)  # bad: fails now
        self.look: Look | None = None
        self._gait: tuple[float, int] = (0.0, 0)  # (fraction through a walking step, steps walked)
        self.preset = preset
        self.x264_preset = str(self.quality["x264_preset"])
        self.boxes = boxes
        self.width, self.height = int(self.quality["width"]), int(self.quality["height"])
        self._states = load_sim_data("object_styles.json")["states"]
        self._key: tuple[int, int] | None = None
        self._model = self._data = self._renderer = None
        self.world: KitchenWorld | None = None
        self.scene: Scene | None = None
        self._focus: set[str] | None = None

    # ---- Simulator interface ---------------------------------------------------------------
    def reset(self, scene_number: int, seed: int) -> Scene:
        if self._key != (scene_number, seed) or self._model is None:
            scene = procedural_kitchen(scene_number, seed)
            key = f"{scene_number}-{seed}" if self.look_seed is None else str(self.look_seed)
            self.look = draw_look(self.randomize, key, [o.id for o in scene.objects])
            spec = build_kitchen_mjcf(scene, self.quality, self.look)
            model = mujoco.MjModel.from_xml_string(spec.xml)
            if self.look is not None and self.look.materials is not None:
                fill_textures(model, self.look)
            if self._renderer is None:
                try:
                    self._renderer = OffscreenRenderer(self.width, self.height, skybox=False)  # walls hide it
                except Exception as exc:  # GL context creation: name the packages to install
                    raise context_error(exc) from exc
            self._renderer.load(model, str(self.quality.get("texture_filter", "trilinear")))
            self._model, self._data, self.scene, self._key = model, mujoco.MjData(model), scene, (scene_number, seed)
            self._frames: dict[str, FixtureFrame] = fixture_frames(scene)
            self._doors = {rid: [(model.joint(d.joint).qposadr[0], d.open_value) for d in doors]
                           for rid, doors in spec.doors.items()}
            self._table = geom_table(model)
            self._projector = BoxProjector(model, self._table.owner, self._table.owners)
            self._mocap = {o.id: model.body(o.id).mocapid[0] for o in scene.objects}
            self._matid = {o.id: model.material(f"mat::{o.id}").id for o in scene.objects}
            self._painter = StatePainter(model, self._table, self._states, self._matid)
            self._camera = mujoco.MjvCamera()
            self._camera.type = mujoco.mjtCamera.mjCAMERA_FREE
        else:
            mujoco.mj_resetData(self._model, self._data)
            self._model.geom_rgba[:] = self._table.base_rgba
            self._painter.forget()
        self.world = KitchenWorld(self.scene)
        self._focus, self._gait = None, (0.0, 0)
        self._sync()
        return self.scene

    @property
    def randomization(self) -> dict | None:
        """The drawn look of the current scene (None without randomisation), for the annotation."""
        return None if self.look is None else self.look.to_json()

    def reachable_positions(self) -> list[tuple[float, float]]:
        self._require_reset()
        return sorted(self.world.grid)

    def step(self, action: LowLevelAction) -> Observation:
        self._require_reset()
        error = self.world.apply(action)
        if not error:
            self._sync()
        return self._observe(success=not error, error=error)

    def observe(self) -> Observation:
        self._require_reset()
        return self._observe()

    def step_frames(self, action: LowLevelAction, n: int) -> list[Observation]:
        """Moves, turns and head pitch interpolated over ``n`` frames (a held object moves
        with the camera); other actions, and failed ones, give one frame."""
        self._require_reset()
        a = self.world.agent
        start = (a.x, a.y, a.yaw, a.horizon)
        last = self.step(action)
        if n > 1 and last.success and action.name in _DOOR_ACTIONS:
            return self._swing(action, n) + [last]
        if n <= 1 or not last.success or action.name not in _NAVIGATION:
            return [last]
        end = (a.x, a.y, a.yaw, a.horizon)
        turn = (end[2] - start[2] + 180) % 360 - 180  # the short way round
        frames, walked = [], self._gait[1]
        for k in range(1, n):
            t = k / n
            self._gait = (t if action.name == "MoveAhead" else 0.0, walked)
            a.x, a.y = start[0] + t * (end[0] - start[0]), start[1] + t * (end[1] - start[1])
            a.yaw, a.horizon = (start[2] + t * turn) % 360, start[3] + t * (end[3] - start[3])
            self._sync(poses_only=True)
            frames.append(self._observe())
        a.x, a.y, a.yaw, a.horizon = end
        self._gait = (0.0, walked + (action.name == "MoveAhead"))
        self._sync(poses_only=True)
        return frames + [last]

    def _swing(self, action: LowLevelAction, n: int) -> list[Observation]:
        """The n - 1 in-between views of a door or drawer front opening or closing: its joints
        moved part of the way, everything else as the step left it (objects inside a drawer are
        shown at their end place). The world state is the step's; only the drawing moves."""
        joints = self._doors.get(action.args.get("objectId"), [])
        if not joints:
            return []
        opening = action.name == "OpenObject"
        frames = []
        for k in range(1, n):
            t = k / n if opening else 1 - k / n
            for adr, value in joints:
                self._data.qpos[adr] = value * t
            mujoco.mj_kinematics(self._model, self._data)
            frames.append(self._observe())
        self._sync()
        return frames

    def focus_boxes(self, ids: list[str] | None) -> None:
        """Project only these objects' points (the depth buffer still holds every occluder)."""
        self._focus = None if ids is None else set(ids)

    def close(self) -> None:
        self._close_renderer()
        self._model = self._data = None
        self._key = None

    # ---- drawing --------------------------------------------------------------------------
    def _require_reset(self) -> None:
        if self.world is None or self._model is None:
            raise SimError("call reset(scene_number, seed) before stepping the embedded simulator")

    def _close_renderer(self) -> None:
        if self._renderer is not None:
            self._renderer.close()
            self._renderer = None

    def _sync(self, poses_only: bool = False) -> None:
        """Write the world state into the model: doors, device lights, object poses and looks.
        ``poses_only``: only the poses of what the agent carries (the in-between views of a move
        or turn, where nothing else moves): the rest is as the last full sync left it."""
        m, d, w = self._model, self._data, self.world
        if not poses_only:
            for rid, joints in self._doors.items():
                is_open = bool(w.fixtures[rid].open)
                for adr, value in joints:
                    d.qpos[adr] = value if is_open else 0.0
            for rid, f in w.fixtures.items():
                if f.on is not None:
                    self._painter.show(rid, "on", bool(f.on))
        placed: dict[str, tuple[np.ndarray, float]] = {}
        for oid in self.world.items:
            if not poses_only or w.fixture_of(oid) is None:
                self._place(oid, placed)
        for oid, (pos, yaw) in placed.items():
            d.mocap_pos[self._mocap[oid]] = pos
            d.mocap_quat[self._mocap[oid]] = (math.cos(yaw / 2), 0.0, 0.0, math.sin(yaw / 2))
            if not poses_only:
                self._painter.paint(w.items[oid])
        mujoco.mj_kinematics(m, d)
        mujoco.mj_camlight(m, d)

    def _place(self, oid: str, placed: dict[str, tuple[np.ndarray, float]]) -> tuple[np.ndarray, float]:
        """World position (bottom centre) and yaw (radians, about z) of object ``oid``."""
        if oid in placed:
            return placed[oid]
        w = self.world
        item = w.items[oid]
        if item.parent is None:
            result = self._held_pose(item)
        elif item.parent in w.items:  # inside a movable receptacle (a plate, a pot ...)
            ppos, pyaw = self._place(item.parent, placed)
            spec = movable_spec(w.items[item.parent].type) or {"floor": 0.01, "ring": 0.03}
            k = len([o for o in w.contents(item.parent) if w.items[o].slot < item.slot])
            off = np.zeros(3)
            if k:
                a = 2 * math.pi * (k - 1) / 3 + pyaw
                off[:2] = spec["ring"] * math.cos(a), spec["ring"] * math.sin(a)
            result = (ppos + np.array([0.0, 0.0, spec["floor"]]) + off, pyaw)
        else:
            f = self._frames[item.parent]
            lx, ly, lz = f.slot_local(item.slot)
            if f.rtype == "Drawer" and w.fixtures[f.rid].open:
                ly += fixture_spec("Drawer")["drawer_travel"]
            result = (np.array(f.to_world(lx, ly, lz)), -math.radians(f.yaw))
        placed[oid] = result
        return result

    def _held_pose(self, item: ItemState) -> tuple[np.ndarray, float]:
        eye, fwd, right, up = self._camera_frame()
        dist = 0.3 + 1.2 * object_radius(item.type)
        pos = eye + fwd * dist + right * 0.1 - up * (0.16 + 0.3 * object_radius(item.type))
        # the object's +x points to the camera's right: a knife lies across the view, slices side by side
        yaw = math.radians(-self.world.agent.yaw)
        return pos, yaw

    def _camera_frame(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Eye position and camera axes. The eye sits EYE_BACK behind the standing point: the
        Scene puts locations 0.75 m from the wall, 0.1 m from a fixture's front, and a head
        right above the body centre would see nothing but the fridge door."""
        a = self.world.agent
        cam = self.look.camera if self.look is not None else None
        lift, side, nod = self.look.head_offset(*self._gait) if cam else (0.0, 0.0, 0.0)
        t, h = math.radians(a.yaw), math.radians(a.horizon + nod)
        fwd = np.array([math.sin(t) * math.cos(h), math.cos(t) * math.cos(h), -math.sin(h)])
        right = np.array([math.cos(t), -math.sin(t), 0.0])
        up = np.cross(right, fwd)
        height = (cam["eye_height"] if cam is not None else EYE_HEIGHT) + lift
        eye = np.array([a.x - EYE_BACK * math.sin(t), a.y - EYE_BACK * math.cos(t), height]) + side * right
        return eye, fwd, right, up

    def _render(self) -> tuple[np.ndarray, dict[str, list[int]]]:
        eye, fwd, _, _ = self._camera_frame()
        cam = self._camera
        cam.lookat[:] = eye + fwd
        cam.distance = 1.0
        cam.azimuth = 90.0 - self.world.agent.yaw
        cam.elevation = -self.world.agent.horizon - (self.look.head_offset(*self._gait)[2] if self.look else 0.0)
        r = self._renderer
        r.update(self._data, cam)
        if not self.boxes:
            return r.render(), {}
        if self.box_scale > 0:  # a segmentation pass at box_scale of the frame size
            frame = r.render()
            return frame, self._boxes(r.render_geom_ids(self.box_scale))
        frame = r.render(depth=True)  # box_scale 0: projection, no second pass
        # the two eye cameras sit ipd/2 either side: the mono frame is drawn from their average
        cam = mujoco.mjv_averageCamera(r.scene.camera[0], r.scene.camera[1])
        return frame, self._projector.boxes(self._data, cam, r.depth, self._focus, r.culled)

    @property
    def box_scale(self) -> float:
        return float(self.quality.get("box_scale", 1.0))

    def _boxes(self, ids: np.ndarray) -> dict[str, list[int]]:
        """Boxes in frame pixels from a segmentation image of geom ids (any size)."""
        return segmentation_boxes(ids, self._table.owner, self._table.owners, self.width, self.height)

    def _observe(self, success: bool = True, error: str = "") -> Observation:
        frame, boxes = self._render()
        return Observation(frame=frame, object_states=self.world.object_states(), boxes=boxes,
                           success=success, error=error, agent=self.world.agent.to_json())
