"""The contract fake against what the installed ai2thor 5.0.0 package really does (its Python
code, exercised without a Unity build) and against the metadata keys and types of the real
Controller; and the fake's physics and visibility rules."""
import inspect
import subprocess

import pytest

from tests.support.ai2thor_fake import HEAT_STEPS, FakeController
from tests.support.ai2thor_fake_kitchen import AGENT_TYPES, OBJECT_TYPES, TEMPERATURES, TOP_LEVEL_TYPES


class _Event:
    def __init__(self, ok, code, message="failed"):
        self.metadata = {"lastActionSuccess": ok, "errorCode": code, "errorMessage": message, "sceneName": "FloorPlan1"}


class _Server:
    """Stands in for ai2thor's FIFO server, so that the real Controller.step runs without Unity."""

    def __init__(self, reply):
        self.reply, self.sent, self.stopped = reply, [], False

    def send(self, action):
        self.sent.append(action)

    def receive(self):
        if isinstance(self.reply, BaseException):
            raise self.reply
        return self.reply

    def stop(self):
        self.stopped = True


def _real_step(reply, action="PickupObject", **args):
    from ai2thor.controller import Controller

    c = Controller.__new__(Controller)  # no Unity: only step()'s own logic runs
    c.headless, c.server, c.last_event = False, _Server(reply), _Event(True, "")
    return c, c.step(action=action, **args)


@pytest.mark.parametrize("code", ["InvalidAction", "MissingArguments", "AmbiguousAction", "InvalidArgument"])
def test_real_controller_raises_value_error_for_bad_actions_and_so_does_the_fake(code):
    with pytest.raises(ValueError, match="failed"):
        _real_step(_Event(False, code))
    c = FakeController(width=32, height=32)
    with pytest.raises(ValueError, match="Invalid action"):
        c.step(action="FlyAway")
    with pytest.raises(ValueError, match="missing a required argument"):
        c.step(action="PickupObject")
    with pytest.raises(ValueError, match="unexpected keyword"):
        c.step(action="RotateLeft", degrees=90, speed=3)


def test_real_controller_returns_ordinary_failures_and_so_does_the_fake():
    _, ev = _real_step(_Event(False, "", "not visible"))
    assert ev.metadata["lastActionSuccess"] is False
    c = FakeController(width=32, height=32)
    apple = next(k for k, o in c.objects.items() if o["objectType"] == "Apple")
    ev = c.step(action="PickupObject", objectId=apple, forceAction=False)
    assert ev.metadata["lastActionSuccess"] is False and "not visible" in ev.metadata["errorMessage"]


@pytest.mark.parametrize("exc, expected", [(OSError("pipe closed"), RuntimeError),
                                           (TimeoutError("no reply"), TimeoutError)])
def test_real_controller_raises_when_unity_dies_and_so_does_the_fake(exc, expected):
    with pytest.raises(expected, match="Error encountered when running action"):
        _real_step(exc)
    c = FakeController(width=32, height=32)
    c.crash_on["MoveAhead"] = expected
    with pytest.raises(expected, match="Error encountered when running action"):
        c.step(action="MoveAhead", moveMagnitude=0.25)
    with pytest.raises(RuntimeError):  # dead from then on
        c.step(action="RotateLeft", degrees=90)


def test_real_quality_check_and_local_executable_platform(monkeypatch):
    from ai2thor.build import ExternalBuild
    from ai2thor.controller import Controller
    from ai2thor.platform import Linux64

    with pytest.raises(ValueError, match="Quality Best is invalid"):
        Controller(quality="Best")
    with pytest.raises(ValueError, match="Quality Best is invalid"):
        FakeController(quality="Best")
    # a local executable always runs as Linux64, whose launch env has DISPLAY=None without a display ...
    assert ExternalBuild("/opt/thor/thor").platform is Linux64
    monkeypatch.setattr(Linux64, "_valid_x_displays", classmethod(lambda cls, w, h: []))
    env = Linux64.launch_env(300, 300, None)
    assert env == {"DISPLAY": None}
    with pytest.raises(TypeError):  # ... which Popen refuses
        subprocess.Popen(["true"], env=env)
    monkeypatch.delenv("DISPLAY", raising=False)
    with pytest.raises(TypeError, match="NoneType"):
        FakeController(local_executable_path="/opt/thor/thor")


def test_real_release_build_reads_metadata_json_or_goes_to_the_network(tmp_path, monkeypatch):
    from ai2thor.build import Build
    from ai2thor.platform import Linux64

    b = Build(Linux64, "abc123", False, releases_dir=str(tmp_path))

    def no_network(self):
        raise ConnectionError("would download " + self.url)

    monkeypatch.setattr(Build, "zipfile", no_network)
    with pytest.raises(ConnectionError, match="would download .*thor-Linux64-abc123.zip"):
        b.server_types
    (tmp_path / "thor-Linux64-abc123").mkdir()
    (tmp_path / "thor-Linux64-abc123" / "metadata.json").write_text('{"server_types": ["FIFO"]}')
    assert b.server_types == ["FIFO"]


def _check_types(entry: dict, table: dict, where: str):
    assert set(entry) == set(table), (where, set(entry) ^ set(table))
    for key, types in table.items():
        assert object in types or isinstance(entry[key], types), (where, key, entry[key])


def test_fake_metadata_has_the_real_keys_and_types():
    c = FakeController(width=32, height=32, gridSize=0.25)
    c.step(action="InitialRandomSpawn", randomSeed=3)
    ev = c.step(action="GetReachablePositions")
    _check_types(ev.metadata, TOP_LEVEL_TYPES, "metadata")
    _check_types(ev.metadata["agent"], AGENT_TYPES, "agent")
    for o in ev.metadata["objects"]:
        _check_types(o, OBJECT_TYPES, o["objectId"])
        assert o["temperature"] in TEMPERATURES and set(o["position"]) == {"x", "y", "z"}
        assert (o["receptacleObjectIds"] is None) != o["receptacle"]
    assert all(set(p) == {"x", "y", "z"} for p in ev.metadata["actionReturn"])
    assert ev.frame.shape == (32, 32, 3) and ev.frame.dtype.name == "uint8"


def test_objects_start_clean_at_room_temperature_closed_and_off():
    c = FakeController(width=32, height=32)
    objs = c.step(action="GetReachablePositions").metadata["objects"]
    assert not any(o["isDirty"] or o["isCooked"] or o["isSliced"] or o["isOpen"] or o["isToggled"] for o in objs)
    assert {o["temperature"] for o in objs} == {"RoomTemp"}


def _stand_before(c, otype, horizon=30):
    oid = next(k for k, o in c.objects.items() if o["objectType"] == otype)
    pose = c.step(action="GetInteractablePoses", objectId=oid, rotations=[0, 90, 180, 270], horizons=[horizon],
                  standings=[True]).metadata["actionReturn"][0]
    ev = c.step(action="TeleportFull", x=pose["x"], y=0.9, z=pose["z"], rotation={"y": pose["rotation"]},
                horizon=horizon, standing=True)
    assert ev.metadata["lastActionSuccess"]
    return oid


def test_heat_needs_the_microwave_on_across_physics_steps_and_only_cookables_cook():
    for stay_on, expect in ((0, "RoomTemp"), (HEAT_STEPS, "Hot")):
        c = FakeController(width=32, height=32)
        micro = _stand_before(c, "Microwave")
        c.step(action="OpenObject", objectId=micro, forceAction=False)
        food = [k for k, o in c.objects.items() if o["objectType"] in ("Apple", "Potato")]
        for oid in food:  # placed by hand: the test is about heating, not carrying
            c.objects[oid]["parentReceptacles"] = [micro]
            c.objects[oid]["position"] = dict(c.objects[micro]["position"])
        c.step(action="CloseObject", objectId=micro, forceAction=False)
        assert c.step(action="ToggleObjectOn", objectId=micro, forceAction=False).metadata["lastActionSuccess"]
        for _ in range(stay_on):
            c.step(action="LookUp", degrees=0)
        c.step(action="ToggleObjectOff", objectId=micro, forceAction=False)
        temps = {c.objects[o]["objectType"]: (c.objects[o]["temperature"], c.objects[o]["isCooked"]) for o in food}
        assert temps == {"Apple": (expect, False), "Potato": (expect, expect == "Hot")}


def test_an_open_microwave_cannot_be_switched_on():
    c = FakeController(width=32, height=32)
    micro = _stand_before(c, "Microwave")
    c.step(action="OpenObject", objectId=micro, forceAction=False)
    assert not c.step(action="ToggleObjectOn", objectId=micro, forceAction=False).metadata["lastActionSuccess"]


def test_visibility_unless_forced_and_interactable_poses_see_the_object():
    c = FakeController(width=32, height=32)
    fridge = next(k for k, o in c.objects.items() if o["objectType"] == "Fridge")
    ev = c.step(action="OpenObject", objectId=fridge, forceAction=False)
    assert not ev.metadata["lastActionSuccess"] and "not visible" in ev.metadata["errorMessage"]
    assert c.step(action="OpenObject", objectId=fridge, forceAction=True).metadata["lastActionSuccess"]
    ev = c.step(action="GetInteractablePoses", objectId=fridge, rotations=[0, 90, 180, 270], horizons=[30],
                standings=[True])
    poses = ev.metadata["actionReturn"]
    assert poses and all(c.visible(fridge, (p["x"], p["z"], p["rotation"], p["horizon"])) for p in poses)
    assert set(poses[0]) == {"x", "y", "z", "rotation", "horizon", "standing"}


def test_slices_replace_the_whole_object_with_ai2thor_names():
    c = FakeController(width=32, height=32)
    knife = _stand_before(c, "Knife")
    assert c.step(action="PickupObject", objectId=knife, forceAction=True).metadata["lastActionSuccess"]
    tomato = next(k for k, o in c.objects.items() if o["objectType"] == "Tomato")
    ev = c.step(action="SliceObject", objectId=tomato, forceAction=True)
    ids = [o["objectId"] for o in ev.metadata["objects"]]
    assert tomato not in ids and f"{tomato}|TomatoSliced_0" in ids
    assert {o["objectType"] for o in ev.metadata["objects"] if o["objectId"].startswith(tomato)} == {"TomatoSliced"}


def test_backend_constructor_arguments_exist_in_the_real_controller():
    from ai2thor._quality_settings import QUALITY_SETTINGS
    from ai2thor.controller import Controller

    from sim.backends.ai2thor.options import PRESETS

    params = inspect.signature(Controller.__init__).parameters
    assert {"scene", "width", "height", "quality", "x_display", "platform", "local_executable_path"} <= set(params)
    # the rest (gridSize, snapToGrid, ...) are forwarded to Unity's Initialize
    assert any(p.kind == p.VAR_KEYWORD for p in params.values())
    assert all(QUALITY_SETTINGS.get(p.quality, 0) > 0 for p in PRESETS.values())


def test_real_reachable_positions_feed_teleport_full():
    """ai2thor's own offline_controller teleports to GetReachablePositions' dicts (x, y, z) with
    rotation=dict(y=...) and horizon: the shapes the backend sends and the fake accepts."""
    import ai2thor.offline_controller as oc

    src = inspect.getsource(oc)
    assert 'action="GetReachablePositions"' in src and '"TeleportFull"' in src and 'dict(y=0.0)' in src
    c = FakeController(width=32, height=32)
    p = c.step(action="GetReachablePositions").metadata["actionReturn"][5]
    ev = c.step(action="TeleportFull", **p, rotation={"y": 90.0}, horizon=0.0, standing=True)
    assert ev.metadata["lastActionSuccess"] and ev.metadata["agent"]["rotation"]["y"] == 90.0
