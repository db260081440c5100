"""The AI2-THOR backend at the Controller boundary, with a fake controller that records every
action and argument and answers with AI2-THOR-style metadata; the missing-build error; the
backend registry (unknown names, auto fallback)."""
import copy
import time

import numpy as np
import pytest

from generators.planning import plan_task
from generators.tasks import TaskInstance
from sim.backends import get_backend
from sim.backends.ai2thor_backend import AI2ThorSimulator
from sim.backends.ai2thor_build import commit_id, find_build
from sim.base import LowLevelAction as A
from sim.episode import render_episode
from sim.errors import InvalidActionError, MissingBuildError, UnknownBackendError

COUNTER, MICRO, FRIDGE = "CounterTop|+01.40|+00.90|+00.10", "Microwave|-01.40|+00.90|+00.10", "Fridge|+00.10|+00.00|+01.40"
SINK, FAUCET = "Sink|+00.10|+00.90|-01.40|SinkBasin", "Faucet|+00.10|+01.10|-01.60"
APPLE, KNIFE, PLATE, MUG = ("Apple|+01.35|+00.95|+00.20", "Knife|+01.45|+00.95|+00.00",
                            "Plate|+01.40|+00.91|+00.30", "Mug|+00.10|+00.50|+01.40")


def _obj(oid, otype, pos, **kw):
    base = {"objectId": oid, "objectType": otype, "name": otype, "position": dict(zip("xyz", pos)),
            "rotation": {"x": 0, "y": 0, "z": 0}, "visible": True, "pickupable": False, "isPickedUp": False,
            "openable": False, "isOpen": False, "toggleable": False, "isToggled": False, "sliceable": False,
            "isSliced": False, "dirtyable": False, "isDirty": False, "cookable": False, "isCooked": False,
            "temperature": "RoomTemp", "receptacle": False, "parentReceptacles": None,
            "axisAlignedBoundingBox": {"size": {"x": 0.6, "y": 0.9, "z": 0.6}}}
    base.update(kw)
    return base


class FakeEvent:
    def __init__(self, metadata, frame, detections):
        self.metadata, self.frame, self.instance_detections2D = metadata, frame, detections


class FakeController:
    """Records (action, args); keeps a small kitchen: a counter with an apple, a knife and a
    dirty plate; a microwave; a fridge with a mug; a sink with its faucet. Temperature drifts
    back to room temperature three steps after it changes, as AI2-THOR's does."""

    def __init__(self, **kwargs):
        self.init_kwargs = kwargs
        self.calls: list[tuple[str, dict]] = []
        self.stopped = False
        # a grid that is NOT aligned to multiples of 0.25 (AI2-THOR aligns it to the spawn point)
        self.grid = [(round(-0.9 + 0.25 * i, 2), round(-0.9 + 0.25 * j, 2)) for i in range(8) for j in range(8)]
        self.objects = {o["objectId"]: o for o in [
            _obj(COUNTER, "CounterTop", (1.4, 0.9, 0.1), receptacle=True),
            _obj(MICRO, "Microwave", (-1.4, 0.9, 0.1), receptacle=True, openable=True, toggleable=True),
            _obj(FRIDGE, "Fridge", (0.1, 0.0, 1.4), receptacle=True, openable=True),
            _obj(SINK, "SinkBasin", (0.1, 0.9, -1.4), receptacle=True),
            _obj(FAUCET, "Faucet", (0.1, 1.1, -1.6), toggleable=True),
            _obj(APPLE, "Apple", (1.35, 0.95, 0.2), pickupable=True, sliceable=True, cookable=True,
                 parentReceptacles=[COUNTER]),
            _obj(KNIFE, "Knife", (1.45, 0.95, 0.0), pickupable=True, parentReceptacles=[COUNTER]),
            _obj(PLATE, "Plate", (1.4, 0.91, 0.3), pickupable=True, receptacle=True, dirtyable=True,
                 isDirty=True, parentReceptacles=[COUNTER]),
            _obj(MUG, "Mug", (0.1, 0.5, 1.4), pickupable=True, receptacle=True, dirtyable=True,
                 parentReceptacles=[FRIDGE]),
        ]}
        self.agent = {"position": {"x": 0.12, "y": 0.9, "z": -0.37}, "rotation": {"x": 0, "y": 87.0, "z": 0},
                      "cameraHorizon": 0.0}
        self.held = None
        self.drift: dict[str, int] = {}
        self.n = 0
        self._event(True, "", None)

    # -- helpers
    def _event(self, ok, err, ret):
        self.n += 1
        for oid in list(self.drift):
            self.drift[oid] -= 1
            if self.drift[oid] == 0 and oid in self.objects:
                self.objects[oid]["temperature"] = "RoomTemp"
                del self.drift[oid]
        md = {"lastActionSuccess": ok, "errorMessage": err, "actionReturn": ret,
              "agent": copy.deepcopy(self.agent), "objects": copy.deepcopy(list(self.objects.values()))}
        frame = np.full((self.init_kwargs["height"], self.init_kwargs["width"], 3), self.n % 256, np.uint8)
        det = {oid: [1, 2, 11, 12] for oid, o in self.objects.items() if o["pickupable"] and not o["isPickedUp"]}
        if self.held:
            det[self.held] = [20, 30, 40, 47]
        self.last_event = FakeEvent(md, frame, det)
        return self.last_event

    def _inside(self, rid):
        return [oid for oid, o in self.objects.items() if rid in (o["parentReceptacles"] or [])]

    def _heat(self, oid, temp):
        self.objects[oid]["temperature"] = temp
        self.drift[oid] = 3

    # -- the Controller API used by the backend
    def reset(self, scene=None, **kw):
        self.calls.append(("reset", {"scene": scene}))
        return self._event(True, "", None)

    def stop(self):
        self.stopped = True

    def step(self, action=None, **args):
        self.calls.append((action, dict(args)))
        handler = getattr(self, "_" + action, None)
        if handler is None:
            return self._event(False, f"unknown action {action}", None)
        return handler(**args)

    def _InitialRandomSpawn(self, randomSeed, **kw):
        return self._event(True, "", None)

    def _GetReachablePositions(self):
        return self._event(True, "", [{"x": x, "y": 0.9, "z": z} for x, z in self.grid])

    def _TeleportFull(self, x, y, z, rotation, horizon, standing):
        self.agent = {"position": {"x": x, "y": y, "z": z}, "rotation": dict(rotation), "cameraHorizon": horizon}
        return self._event(True, "", None)

    def _MoveAhead(self, moveMagnitude):
        yaw = np.radians(self.agent["rotation"]["y"])
        p = self.agent["position"]
        nx_, nz = round(p["x"] + moveMagnitude * np.sin(yaw), 2), round(p["z"] + moveMagnitude * np.cos(yaw), 2)
        if (nx_, nz) not in self.grid:
            return self._event(False, "blocked", None)
        p["x"], p["z"] = nx_, nz
        return self._event(True, "", None)

    def _rotate(self, sign, degrees):
        self.agent["rotation"]["y"] = (self.agent["rotation"]["y"] + sign * degrees) % 360
        return self._event(True, "", None)

    def _RotateLeft(self, degrees):
        return self._rotate(-1, degrees)

    def _RotateRight(self, degrees):
        return self._rotate(1, degrees)

    def _LookDown(self, degrees):
        self.agent["cameraHorizon"] += degrees
        return self._event(True, "", None)

    def _LookUp(self, degrees):
        self.agent["cameraHorizon"] -= degrees
        return self._event(True, "", None)

    def _PickupObject(self, objectId, forceAction):
        o = self.objects.get(objectId)
        parents = (o or {}).get("parentReceptacles") or []
        if o is None or self.held or any(self.objects[p]["openable"] and not self.objects[p]["isOpen"] for p in parents):
            return self._event(False, f"cannot pick up {objectId}", None)
        o["isPickedUp"], o["parentReceptacles"], self.held = True, None, objectId
        return self._event(True, "", None)

    def _PutObject(self, objectId, forceAction, placeStationary):
        r = self.objects[objectId]
        if self.held is None or (r["openable"] and not r["isOpen"]):
            return self._event(False, f"cannot put into {objectId}", None)
        o = self.objects[self.held]
        o["isPickedUp"], o["parentReceptacles"], self.held = False, [objectId], None
        return self._event(True, "", None)

    def _OpenObject(self, objectId, forceAction):
        self.objects[objectId]["isOpen"] = True
        return self._event(True, "", None)

    def _CloseObject(self, objectId, forceAction):
        self.objects[objectId]["isOpen"] = False
        if objectId == FRIDGE:
            for oid in self._inside(FRIDGE):
                self._heat(oid, "Cold")
        return self._event(True, "", None)

    def _ToggleObjectOn(self, objectId, forceAction):
        self.objects[objectId]["isToggled"] = True
        if objectId == MICRO:
            for oid in self._inside(MICRO):
                self._heat(oid, "Hot")
        if objectId == FAUCET:
            for oid in self._inside(SINK):
                self.objects[oid]["isDirty"] = False
        return self._event(True, "", None)

    def _ToggleObjectOff(self, objectId, forceAction):
        self.objects[objectId]["isToggled"] = False
        return self._event(True, "", None)

    def _SliceObject(self, objectId, forceAction):
        if self.held != KNIFE:
            return self._event(False, "need a knife", None)
        whole = self.objects.pop(objectId)  # AI2-THOR replaces the object by its slices
        for k in range(3):
            s = copy.deepcopy(whole)
            s.update(objectId=f"{objectId}|AppleSliced_{k}", objectType="AppleSliced", isSliced=False,
                     sliceable=False)
            self.objects[s["objectId"]] = s
        return self._event(True, "", None)


@pytest.fixture
def fake():
    made = []

    def factory(**kwargs):
        made.append(FakeController(**kwargs))
        return made[-1]

    return factory, made


def test_controller_construction_reset_and_scene(fake):
    factory, made = fake
    sim = AI2ThorSimulator(width=64, height=48, x_display=":7", controller_factory=factory)
    scene = sim.reset(3, 42)
    c = made[0]
    assert c.init_kwargs == {
        "scene": "FloorPlan3", "gridSize": 0.25, "snapToGrid": True, "rotateStepDegrees": 90,
        "visibilityDistance": 1.5, "fieldOfView": 90, "width": 64, "height": 48, "renderDepthImage": False,
        "renderInstanceSegmentation": True, "x_display": ":7"}
    assert c.calls[0] == ("InitialRandomSpawn", {"randomSeed": 42, "numPlacementAttempts": 5,
                                                 "placeStationary": True, "forceVisible": True})
    assert c.calls[1] == ("GetReachablePositions", {})
    start = scene.location("start")
    assert (start.x, start.y, start.yaw) == (0.1, -0.4, 90.0)  # nearest grid point, heading rounded
    assert c.calls[2] == ("TeleportFull", {"x": 0.1, "y": 0.9, "z": -0.4, "rotation": {"x": 0, "y": 90.0, "z": 0},
                                           "horizon": 0, "standing": True})
    ids = scene.extra["object_ids"]
    assert ids["apple_1"] == APPLE and ids["counter_1"] == COUNTER and ids["sink_1"] == SINK
    assert scene.extra["faucets"] == {"sink_1": FAUCET}
    assert {o.id: o.receptacle for o in scene.objects} == {
        "apple_1": "counter_1", "knife_1": "counter_1", "mug_1": "fridge_1", "plate_1": "counter_1"}
    grid = set(sim.reachable_positions())
    assert all((loc.x, loc.y) in grid for loc in scene.locations)
    fridge_loc = scene.location("loc_fridge_1")
    assert fridge_loc.yaw == 0.0  # the fridge is north (+z) of its location
    # resetting again to the same, untouched state sends nothing; another scene reuses the controller
    n = len(c.calls)
    assert sim.reset(3, 42) is scene and len(c.calls) == n
    sim.reset(5, 1)
    assert len(made) == 1 and c.calls[n] == ("reset", {"scene": "FloorPlan5"})
    sim.close()
    assert c.stopped


def test_cloud_rendering_platform_is_passed_instead_of_a_display(fake):
    from ai2thor.platform import CloudRendering

    factory, made = fake
    AI2ThorSimulator(platform="CloudRendering", controller_factory=factory).reset(1, 0)
    kw = made[0].init_kwargs
    assert kw["platform"] is CloudRendering and "x_display" not in kw


def test_low_level_actions_map_to_exact_controller_calls(fake):
    factory, made = fake
    sim = AI2ThorSimulator(width=32, height=32, x_display=":0", controller_factory=factory)
    sim.reset(1, 0)
    c = made[0]
    n0 = len(c.calls)
    obs = sim.step(A("RotateLeft"))
    assert obs.agent["yaw"] == 0.0 and obs.frame.shape == (32, 32, 3)
    for a in ("MoveAhead", "RotateRight", "LookDown", "LookUp"):
        sim.step(A(a))
    sim.step(A("PickupObject", {"objectId": "knife_1"}))
    sim.step(A("SliceObject", {"objectId": "apple_1"}))
    sim.step(A("PutObject", {"objectId": "counter_1"}))
    obs = sim.step(A("PickupObject", {"objectId": "apple_1"}))
    sim.step(A("ToggleObjectOn", {"objectId": "sink_1"}))
    assert c.calls[n0:] == [
        ("RotateLeft", {"degrees": 90}), ("MoveAhead", {"moveMagnitude": 0.25}), ("RotateRight", {"degrees": 90}),
        ("LookDown", {"degrees": 30}), ("LookUp", {"degrees": 30}),
        ("PickupObject", {"objectId": KNIFE, "forceAction": True}),
        ("SliceObject", {"objectId": APPLE, "forceAction": True}),
        ("PutObject", {"objectId": COUNTER, "forceAction": True, "placeStationary": True}),
        ("PickupObject", {"objectId": APPLE + "|AppleSliced_0", "forceAction": True}),  # a slice
        ("ToggleObjectOn", {"objectId": FAUCET, "forceAction": True}),  # the sink's faucet
    ]
    assert obs.object_states["apple_1"]["sliced"] and obs.object_states["apple_1"]["held"]
    assert obs.boxes["apple_1"] == [20, 30, 40, 47]
    failed = sim.step(A("PutObject", {"objectId": "fridge_1"}))  # closed fridge
    assert not failed.success and "cannot put" in failed.error


def test_a_plan_runs_through_the_fake_controller_with_sticky_temperature(fake, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # Fast Downward writes output.sas into the working directory
    factory, made = fake
    sim = AI2ThorSimulator(width=32, height=32, x_display=":0", controller_factory=factory)
    scene = sim.reset(2, 7)
    plan = plan_task(TaskInstance("heat_simple", "Apple", None, 2, 7), scene).to_json()
    res = render_episode(plan, scene, sim, tmp_path / "v.mp4", tmp_path / "v.json")
    assert res.ok, res.reason
    c = made[0]
    inter = [(a, args.get("objectId")) for a, args in c.calls if "objectId" in args]
    assert inter == [("PickupObject", APPLE), ("OpenObject", MICRO), ("PutObject", MICRO), ("CloseObject", MICRO),
                     ("ToggleObjectOn", MICRO), ("ToggleObjectOff", MICRO), ("OpenObject", MICRO),
                     ("PickupObject", APPLE), ("CloseObject", MICRO)]
    assert c.objects[APPLE]["temperature"] == "RoomTemp"  # AI2-THOR forgot; the backend did not
    assert res.final_check["requirements"][0]["simulator"] is True


def test_missing_build_fails_fast_with_instructions(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    start = time.perf_counter()
    with pytest.raises(MissingBuildError) as err:
        get_backend("ai2thor")
    assert time.perf_counter() - start < 1.0
    msg = str(err.value)
    assert f"thor-Linux64-{commit_id()}" in msg and "local_executable_path" in msg and "--backend auto" in msg
    with pytest.raises(MissingBuildError, match="not an executable file"):
        get_backend("ai2thor", local_executable_path=str(tmp_path / "nope"))


def test_auto_uses_ai2thor_when_a_build_is_there_else_embedded(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("HOME", str(tmp_path))
    sim = get_backend("auto", preset="fast", width=32, height=32)
    assert sim.name == "embedded"
    assert "no AI2-THOR build found" in capsys.readouterr().err
    name = f"thor-Linux64-{commit_id()}"
    exe = tmp_path / ".ai2thor" / "releases" / name / name
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    assert find_build().found and find_build().platform == "Linux64"
    sim = get_backend("auto", preset="fast", width=32, height=32)
    assert isinstance(sim, AI2ThorSimulator) and sim.width == 32 and sim.platform == "Linux64"


def test_unknown_backend_lists_the_valid_names():
    with pytest.raises(UnknownBackendError, match="unknown simulator backend 'unity'; valid backends: "
                                                  "ai2thor, auto, embedded"):
        get_backend("unity")


def test_bad_platform_and_scene_number(fake):
    factory, _ = fake
    with pytest.raises(InvalidActionError, match="unknown AI2-THOR platform 'Windows'; valid: CloudRendering, Linux64"):
        AI2ThorSimulator(platform="Windows", controller_factory=factory)
    with pytest.raises(InvalidActionError, match="FloorPlan1..30, not 31"):
        AI2ThorSimulator(controller_factory=factory, x_display=":0").reset(31, 0)
