"""A contract fake of ``ai2thor.controller.Controller`` (5.0.0): it behaves like the real one
where we know how the real one behaves, so that the backend's tests can fail for the reasons a
live build would make it fail. Each rule and its source is listed in docs/simulators.md
("AI2-THOR contract"); in short:

- exceptions: ``step`` raises ``ValueError`` for an unknown action, a missing or unexpected
  argument (ai2thor/controller.py: errorCode InvalidAction / MissingArguments /
  InvalidArgument); ``RuntimeError`` or ``TimeoutError`` once Unity is dead (``crash_on``);
  the constructor refuses an unknown quality with ``ValueError`` and, with
  ``local_executable_path`` and no display, fails with ``TypeError`` as ``Popen`` does;
- start states: clean, room temperature, not cooked, closed, off (AI2-THOR's scene defaults);
- physics: objects heat only while they stay in a switched-on microwave for ``HEAT_STEPS``
  steps, cool in the fridge after ``COOL_STEPS``, drift back to room temperature after
  ``DRIFT_STEPS``; running water cleans after ``WASH_STEPS``; only COOKABLE types cook;
- visibility: interactions fail on objects out of view (distance ``visibilityDistance``, field
  of view, inside a closed receptacle) unless ``forceAction=True``;
- ``GetInteractablePoses`` returns the grid poses that see the object;
- slices are new objects ``<objectId>|<Type>Sliced_<k>`` and the whole object disappears.
"""
from __future__ import annotations

import copy
import inspect
import math
import os

import numpy as np

from tests.support.ai2thor_fake_kitchen import SLICEABLE, build_kitchen, make_object

HEAT_STEPS, COOL_STEPS, DRIFT_STEPS, WASH_STEPS = 2, 2, 3, 2
CAMERA_HEIGHT = 0.675  # above the agent's position y
INIT_KEYS = {"scene", "gridSize", "snapToGrid", "rotateStepDegrees", "visibilityDistance", "fieldOfView", "width",
             "height", "quality", "renderDepthImage", "renderInstanceSegmentation", "x_display", "platform",
             "local_executable_path"}


class FakeEvent:
    def __init__(self, metadata: dict, frame: np.ndarray, detections: dict):
        self.metadata, self.frame, self.instance_detections2D = metadata, frame, detections


class FakeController:
    """``crash_on``: action name -> exception class raised (Unity dead from then on)."""

    def __init__(self, **kwargs):
        from ai2thor._quality_settings import QUALITY_SETTINGS

        unknown = set(kwargs) - INIT_KEYS
        if unknown:
            raise ValueError(f"Invalid argument(s) for Initialize: {sorted(unknown)}")
        if kwargs.get("quality", "Ultra") not in QUALITY_SETTINGS:
            raise ValueError(f"Quality {kwargs['quality']} is invalid")
        if kwargs.get("local_executable_path") and not (kwargs.get("x_display") or os.environ.get("DISPLAY")):
            raise TypeError("expected str, bytes or os.PathLike object, not NoneType")  # Popen(env={"DISPLAY": None})
        self.init_kwargs = kwargs
        self.width, self.height = kwargs.get("width", 300), kwargs.get("height", 300)
        self.grid_size = kwargs.get("gridSize", 0.25)
        self.visibility_distance = kwargs.get("visibilityDistance", 1.5)
        self.fov = kwargs.get("fieldOfView", 90)
        self.calls: list[tuple[str, dict]] = []
        self.crash_on: dict[str, type] = {}
        self.dead = self.stopped = False
        self.n = 0
        self._load(kwargs.get("scene", "FloorPlan1"), 0)

    # ---- world --------------------------------------------------------------------------
    def _load(self, scene: str, seed: int) -> None:
        self.scene_name = scene
        self.objects = build_kitchen(seed)
        self.grid = [(round(-1.0 + 0.25 * i, 2), round(-1.0 + 0.25 * j, 2)) for i in range(9) for j in range(9)]
        self.agent = {"position": {"x": 0.0, "y": 0.9, "z": 0.0}, "rotation": {"x": 0.0, "y": 0.0, "z": 0.0},
                      "cameraHorizon": 0.0}
        self.held: str | None = None
        self.timers: dict[tuple[str, str], int] = {}

    def _parents(self, oid: str) -> list[str]:
        return self.objects[oid]["parentReceptacles"] or []

    def _enclosed(self, oid: str) -> bool:
        return any(self.objects[p]["openable"] and not self.objects[p]["isOpen"] for p in self._parents(oid))

    def visible(self, oid: str, pose: tuple | None = None) -> bool:
        """In view from ``pose`` (x, z, yaw, horizon; default: the agent's) within visibilityDistance."""
        o = self.objects[oid]
        if o["isPickedUp"]:
            return True
        if self._enclosed(oid):
            return False
        a = self.agent
        x, z, yaw, hor = pose or (a["position"]["x"], a["position"]["z"], a["rotation"]["y"], a["cameraHorizon"])
        p = o["position"]
        dx, dy, dz = p["x"] - x, p["y"] - (0.9 + CAMERA_HEIGHT), p["z"] - z
        flat = math.hypot(dx, dz)
        if math.sqrt(flat ** 2 + dy ** 2) > self.visibility_distance:
            return False
        bearing = (math.degrees(math.atan2(dx, dz)) - yaw + 180) % 360 - 180
        elevation = math.degrees(math.atan2(dy, flat)) + hor
        return abs(bearing) <= self.fov / 2 and abs(elevation) <= self.fov / 2

    def _tick(self) -> None:
        """One physics step: heat, cold, water and drift act on what stays where they act."""
        def count(kind: str, oid: str, limit: int) -> bool:
            self.timers[(kind, oid)] = self.timers.get((kind, oid), 0) + 1
            return self.timers[(kind, oid)] >= limit

        for oid, o in self.objects.items():
            parents = [self.objects[p] for p in self._parents(oid)]
            heated = any(p["objectType"] == "Microwave" and p["isToggled"] for p in parents)
            cooled = any(p["isColdSource"] for p in parents)
            washed = any(p["objectType"] == "SinkBasin" for p in parents) and any(
                f["objectType"] == "Faucet" and f["isToggled"] for f in self.objects.values())
            if heated and count("heat", oid, HEAT_STEPS):
                o["temperature"], o["isCooked"] = "Hot", o["isCooked"] or o["cookable"]
            elif cooled and count("cold", oid, COOL_STEPS):
                o["temperature"] = "Cold"
            elif not (heated or cooled):
                self.timers.pop(("heat", oid), None), self.timers.pop(("cold", oid), None)
                if o["temperature"] != "RoomTemp" and count("drift", oid, DRIFT_STEPS):
                    o["temperature"] = "RoomTemp"
                    self.timers.pop(("drift", oid))
            if washed and o["isDirty"] and count("wash", oid, WASH_STEPS):
                o["isDirty"] = False

    def _event(self, action: str, ok: bool, err: str = "", ret=None) -> FakeEvent:
        self.n += 1
        objects = []
        for oid, o in self.objects.items():
            o = copy.deepcopy(o)
            o["visible"] = o["isInteractable"] = self.visible(oid)
            a = self.agent["position"]
            o["distance"] = round(math.dist((a["x"], a["z"]), (o["position"]["x"], o["position"]["z"])), 3)
            if o["receptacle"]:
                o["receptacleObjectIds"] = [k for k in self.objects if oid in self._parents(k)]
            objects.append(o)
        md = {"objects": objects, "agent": {"name": "agent", **copy.deepcopy(self.agent), "isStanding": True,
                                            "inHighFrictionArea": False},
              "lastAction": action, "lastActionSuccess": ok, "errorMessage": err, "errorCode": "",
              "actionReturn": ret, "sceneName": self.scene_name, "screenWidth": self.width,
              "screenHeight": self.height, "sequenceId": self.n, "colors": [], "thirdPartyCameras": [],
              "isSceneAtRest": True,
              "inventoryObjects": [{"objectId": self.held, "objectType": self.objects[self.held]["objectType"]}]
              if self.held else []}
        frame = np.full((self.height, self.width, 3), self.n % 256, np.uint8)
        boxes = {o["objectId"]: (i % 7, 1, i % 7 + 5, 9) for i, o in enumerate(objects) if o["visible"]}
        self.last_event = FakeEvent(md, frame, boxes)
        return self.last_event

    # ---- the Controller API -------------------------------------------------------------
    def reset(self, scene=None, **init_params):
        if self.dead:
            raise RuntimeError(f"Error encountered when running action Reset in scene {self.scene_name}.")
        self._load(scene or self.scene_name, 0)
        return self._event("Reset", True)

    def stop(self):
        self.stopped = True

    def step(self, action=None, **args):
        self.calls.append((action, dict(args)))
        if self.dead or action in self.crash_on:
            exc = self.crash_on.get(action, RuntimeError)
            self.dead = True
            raise exc(f"Error encountered when running action {dict(action=action, **args)} "
                      f"in scene {self.scene_name}.")
        handler = getattr(self, "_do_" + str(action), None)
        if handler is None:
            raise ValueError(f"Invalid action: {action}")
        try:
            inspect.signature(handler).bind(**args)
        except TypeError as exc:
            raise ValueError(f"{action}: invalid or missing arguments: {exc}") from None
        ok, err, ret = handler(**args)
        if ok and action not in ("GetInteractablePoses", "GetReachablePositions"):
            self._tick()
        return self._event(action, ok, err, ret)

    # ---- actions: each returns (success, errorMessage, actionReturn) ----------------------
    def _target(self, objectId, forceAction, need: str | None = None):
        o = self.objects.get(objectId)
        if o is None:
            return None, f"Object ID appears to be invalid: {objectId}"
        if need and not o[need]:
            return None, f"{objectId} is not {need}"
        if not forceAction and not self.visible(objectId):
            return None, f"{objectId} is not visible"
        return o, ""

    def _do_InitialRandomSpawn(self, randomSeed=0, numPlacementAttempts=5, placeStationary=True,
                               forceVisible=False, numDuplicatesOfType=None, excludedReceptacles=None):
        self._load(self.scene_name, randomSeed)
        return True, "", None

    def _do_GetReachablePositions(self):
        return True, "", [{"x": x, "y": 0.9, "z": z} for x, z in self.grid]

    def _do_GetInteractablePoses(self, objectId, positions=None, rotations=None, horizons=None, standings=None):
        if objectId not in self.objects:
            return False, f"Object ID appears to be invalid: {objectId}", None
        poses = [{"x": x, "y": 0.9, "z": z, "rotation": float(r), "horizon": float(h), "standing": True}
                 for x, z in self.grid for r in (rotations or (0, 90, 180, 270)) for h in (horizons or (-30, 0, 30, 60))
                 if self.visible(objectId, (x, z, r, h))]
        return True, "", poses

    def _do_TeleportFull(self, x, y, z, rotation, horizon, standing):
        if not self._standable(x, z):
            return False, f"({x}, {z}) is not a valid position", None
        yaw = rotation["y"] if isinstance(rotation, dict) else rotation
        self.agent = {"position": {"x": x, "y": y, "z": z}, "rotation": {"x": 0.0, "y": float(yaw), "z": 0.0},
                      "cameraHorizon": float(horizon)}
        return True, "", None

    def _standable(self, x: float, z: float) -> bool:
        """On a reachable grid point, or on the straight segment between two adjacent ones (as
        AI2-THOR lets the agent stand anywhere it does not collide)."""
        g = self.grid_size
        for gx, gz in self.grid:
            dx, dz = x - gx, z - gz
            d = math.hypot(dx, dz)
            if d < 1e-3:
                return True
            if d <= g + 1e-3 and (min(abs(dx), abs(dz)) < 1e-3) and \
                    (round(gx + g * dx / d, 2), round(gz + g * dz / d, 2)) in self.grid:
                return True
        return False

    def _do_MoveAhead(self, moveMagnitude=None):
        step, p = moveMagnitude or self.grid_size, self.agent["position"]
        yaw = math.radians(self.agent["rotation"]["y"])
        nx, nz = round(p["x"] + step * math.sin(yaw), 2), round(p["z"] + step * math.cos(yaw), 2)
        if (nx, nz) not in self.grid:
            return False, "blocked", None
        p["x"], p["z"] = nx, nz
        return True, "", None

    def _rotate(self, sign, degrees):
        self.agent["rotation"]["y"] = (self.agent["rotation"]["y"] + sign * (degrees or 90)) % 360
        return True, "", None

    def _do_RotateLeft(self, degrees=None):
        return self._rotate(-1, degrees)

    def _do_RotateRight(self, degrees=None):
        return self._rotate(1, degrees)

    def _do_LookDown(self, degrees=30):
        self.agent["cameraHorizon"] += degrees
        return True, "", None

    def _do_LookUp(self, degrees=30):
        self.agent["cameraHorizon"] -= degrees
        return True, "", None

    def _do_PickupObject(self, objectId, forceAction=False, manualInteract=False):
        o, err = self._target(objectId, forceAction, "pickupable")
        if o is None or self.held or self._enclosed(objectId):
            return False, err or f"cannot pick up {objectId}: hand full or inside a closed receptacle", None
        o["isPickedUp"], o["parentReceptacles"], self.held = True, None, objectId
        return True, "", None

    def _do_PutObject(self, objectId, forceAction=False, placeStationary=True):
        r, err = self._target(objectId, forceAction, "receptacle")
        if r is None or self.held is None or (r["openable"] and not r["isOpen"]):
            return False, err or f"cannot put into {objectId}: nothing held or it is closed", None
        o = self.objects[self.held]
        o["isPickedUp"], o["parentReceptacles"], self.held = False, [objectId] + self._parents(objectId), None
        o["position"] = dict(r["position"], y=r["position"]["y"] + 0.05)
        return True, "", None

    def _set(self, objectId, forceAction, need, key, value, refuse=None):
        o, err = self._target(objectId, forceAction, need)
        if o is None or o[key] == value or (refuse and refuse(o)):
            return False, err or f"{objectId}: {key} is already {value} or cannot change now", None
        o[key] = value
        return True, "", None

    def _do_OpenObject(self, objectId, forceAction=False, openness=1.0):
        return self._set(objectId, forceAction, "openable", "isOpen", True)

    def _do_CloseObject(self, objectId, forceAction=False):
        return self._set(objectId, forceAction, "openable", "isOpen", False)

    def _do_ToggleObjectOn(self, objectId, forceAction=False):  # an open microwave cannot be switched on
        return self._set(objectId, forceAction, "toggleable", "isToggled", True, lambda o: o["isOpen"])

    def _do_ToggleObjectOff(self, objectId, forceAction=False):
        return self._set(objectId, forceAction, "toggleable", "isToggled", False)

    def _do_DirtyObject(self, objectId, forceAction=False):
        return self._set(objectId, forceAction, "dirtyable", "isDirty", True)

    def _do_CleanObject(self, objectId, forceAction=False):
        return self._set(objectId, forceAction, "dirtyable", "isDirty", False)

    def _do_SliceObject(self, objectId, forceAction=False):
        o, err = self._target(objectId, forceAction, "sliceable")
        if o is None or self.held is None or self.objects[self.held]["objectType"] not in ("Knife", "ButterKnife"):
            return False, err or "SliceObject needs a Knife or ButterKnife in hand", None
        del self.objects[objectId]
        p = o["position"]
        for k in range(SLICEABLE[o["objectType"]]):
            s = make_object(f"{o['objectType']}Sliced", (p["x"], p["y"], p["z"]),
                            parentReceptacles=o["parentReceptacles"])
            s["objectId"] = f"{objectId}|{o['objectType']}Sliced_{k}"
            self.objects[s["objectId"]] = s
        return True, "", None
