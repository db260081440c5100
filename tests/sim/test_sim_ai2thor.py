"""The AI2-THOR backend at the Controller boundary, against the contract fake
(tests/support/ai2thor_fake.py): exact Controller arguments and actions, EgoTV-style state recording,
visibility, every exception path, restarts; the missing-build error and the registry."""
import shutil
import time

import pytest

from generators.planning.planners import plan_task
from contracts.library.tasks import TaskInstance
from sim.backends import get_backend
from sim.backends.ai2thor.backend import AI2ThorSimulator, UnityCrashedError
from sim.backends.ai2thor.build import commit_id, find_build
from sim.backends.ai2thor.options import AI2ThorOptionError
from sim.base import LowLevelAction as A
from sim.episode import render_episode
from sim.errors import BackendUnavailableError, InvalidActionError, MissingBuildError, UnknownBackendError
from tests.support.ai2thor_fake import FakeController


@pytest.fixture
def fake():
    made = []

    def factory(**kwargs):
        made.append(FakeController(**kwargs))
        return made[-1]

    return factory, made


def _sim(factory, **kw):
    return AI2ThorSimulator(**{"preset": "fast", "x_display": ":7", "controller_factory": factory, **kw})


def _walk_to(sim, scene, rid):
    from sim.navigation import shortest_walk

    while sim.observe().agent["horizon"] > 0:
        assert sim.step(A("LookUp")).success
    loc, a = scene.location(scene.receptacle(rid).location), sim.observe().agent
    for name in shortest_walk(sim.reachable_positions(), (a["x"], a["y"], a["yaw"]), (loc.x, loc.y, loc.yaw)):
        assert sim.step(A(name)).success
    assert sim.step(A("LookDown")).success  # the executor's 30 degree pitch


def test_controller_arguments_and_reset_sequence(fake):
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(3, 42)
    c = made[0]
    assert c.init_kwargs == {
        "scene": "FloorPlan3", "gridSize": 0.25, "snapToGrid": True, "rotateStepDegrees": 90,
        "visibilityDistance": 1.5, "fieldOfView": 90, "width": 224, "height": 224, "quality": "Low",
        "renderDepthImage": False, "renderInstanceSegmentation": True, "x_display": ":7"}
    names = [a for a, _ in c.calls]
    assert c.calls[0] == ("InitialRandomSpawn", {"randomSeed": 42, "numPlacementAttempts": 5,
                                                 "placeStationary": True, "forceVisible": True})
    dirtied = sorted(args["objectId"].split("|")[0] for a, args in c.calls if a == "DirtyObject")
    assert dirtied == ["Bowl", "Cup", "Mug", "Pan", "Plate", "Pot"]  # AI2-THOR starts them clean
    assert all(args["forceAction"] for a, args in c.calls if a == "DirtyObject")
    assert names.index("GetReachablePositions") < names.index("GetInteractablePoses") < names.index("TeleportFull")
    assert names[-1] == "TeleportFull" and c.calls[-1][1]["horizon"] == 0
    assert all(o["isDirty"] for o in c.objects.values() if o["dirtyable"])
    # every receptacle is used from a pose that sees it, at the executor's pitch
    assert scene.extra["no_visible_pose"] == []
    for r in scene.receptacles:
        loc = scene.location(r.location)
        pitch = 0 if r.type == "Cabinet" else 60 if r.type == "Drawer" else 30
        assert c.visible(scene.extra["object_ids"][r.id], (loc.x, loc.y, loc.yaw, pitch)), r.id
    ids = scene.extra["object_ids"]
    assert ids["sink_1"].endswith("|SinkBasin") and scene.extra["faucets"]["sink_1"].startswith("Faucet|")
    n = len(c.calls)
    assert sim.reset(3, 42) is scene and len(c.calls) == n  # nothing happened since: no respawn
    sim.reset(5, 1)
    assert len(made) == 1 and ("InitialRandomSpawn", {"randomSeed": 1, "numPlacementAttempts": 5,
                                                      "placeStationary": True, "forceVisible": True}) in c.calls[n:]
    sim.close()
    assert c.stopped


def test_presets_platforms_and_refused_combinations(fake):
    from ai2thor.platform import CloudRendering

    factory, made = fake
    AI2ThorSimulator(platform="CloudRendering", controller_factory=factory).reset(1, 0)
    kw = made[0].init_kwargs
    assert kw["platform"] is CloudRendering and "x_display" not in kw and (kw["width"], kw["quality"]) == (224, "Ultra")
    with pytest.raises(AI2ThorOptionError, match="unknown AI2-THOR preset 'tiny'; valid presets: default, fast"):
        _sim(factory, preset="tiny")
    with pytest.raises(AI2ThorOptionError, match="unknown AI2-THOR quality 'Best'; valid: .*Ultra"):
        _sim(factory, quality="Best")
    with pytest.raises(AI2ThorOptionError, match="unknown AI2-THOR platform 'Windows'; valid: Linux64, CloudRendering"):
        _sim(factory, platform="Windows")
    with pytest.raises(AI2ThorOptionError, match="cannot be combined with platform='CloudRendering'.*What works"):
        AI2ThorSimulator(platform="CloudRendering", local_executable_path="/x/thor", controller_factory=factory)
    with pytest.raises(AI2ThorOptionError, match="not used by platform='CloudRendering'"):
        AI2ThorSimulator(platform="CloudRendering", x_display=":0", controller_factory=factory)
    with pytest.raises(InvalidActionError, match="FloorPlan1..30, not 31"):
        _sim(factory).reset(31, 0)


def test_low_level_actions_map_to_exact_calls_without_force(fake):
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(1, 0)
    c = made[0]
    n0 = len(c.calls)
    for a in ("RotateLeft", "MoveAhead", "RotateRight", "LookDown", "LookUp"):
        sim.step(A(a))
    assert c.calls[n0:] == [("RotateLeft", {"degrees": 90}), ("MoveAhead", {"moveMagnitude": 0.25}),
                            ("RotateRight", {"degrees": 90}), ("LookDown", {"degrees": 30}),
                            ("LookUp", {"degrees": 30})]
    knife = next(o for o in scene.objects if o.type == "Knife")
    apple = next(o for o in scene.objects if o.type == "Apple")
    _walk_to(sim, scene, knife.receptacle)
    obs = sim.step(A("PickupObject", {"objectId": knife.id}))
    assert obs.success and obs.object_states[knife.id]["held"] and knife.id in obs.boxes
    assert c.calls[-1] == ("PickupObject", {"objectId": scene.extra["object_ids"][knife.id], "forceAction": False})
    _walk_to(sim, scene, apple.receptacle)
    whole = scene.extra["object_ids"][apple.id]
    assert sim.step(A("SliceObject", {"objectId": apple.id})).success
    assert sim.step(A("PutObject", {"objectId": apple.receptacle})).success
    assert c.calls[-1][1] == {"objectId": scene.extra["object_ids"][apple.receptacle], "forceAction": False,
                              "placeStationary": True}
    obs = sim.step(A("PickupObject", {"objectId": apple.id}))
    assert c.calls[-1][1]["objectId"] == f"{whole}|AppleSliced_0"  # AI2-THOR's slice name
    assert obs.object_states[apple.id]["sliced"] and obs.object_states[apple.id]["type"] == "AppleSliced"
    assert whole not in c.objects  # the whole apple is gone, as in AI2-THOR
    with pytest.raises(InvalidActionError, match="unknown object id 'apple_9'"):
        sim.step(A("PickupObject", {"objectId": "apple_9"}))


def test_out_of_view_interaction_fails_with_the_reason_unless_forced(fake):
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(1, 0)
    fridge = scene.receptacles_of_type("Fridge")[0].id
    obs = sim.step(A("OpenObject", {"objectId": fridge}))  # from the start pose, the fridge is out of view
    assert not obs.success and "is not visible" in obs.error and "is not in view from x=" in obs.error
    assert not made[0].objects[scene.extra["object_ids"][fridge]]["isOpen"]
    forced = _sim(factory, force_action=True)
    forced.reset(1, 0)
    assert forced.step(A("OpenObject", {"objectId": fridge})).success  # forceAction skips the check


def test_an_episode_whose_target_is_never_in_view_is_rejected(fake, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(2, 7)
    apple = next(o for o in scene.objects if o.type == "Apple")
    blind = scene.extra["object_ids"][apple.id]
    real_visible = FakeController.visible
    monkeypatch.setattr(FakeController, "visible",
                        lambda self, oid, pose=None: oid != blind and real_visible(self, oid, pose))
    plan = plan_task(TaskInstance("heat_simple", "Apple", None, 2, 7), scene).to_json()
    res = render_episode(plan, scene, sim, tmp_path / "v.mp4", tmp_path / "v.json")
    assert not res.ok and "PickupObject" in res.reason and "is not in view" in res.reason
    assert not (tmp_path / "v.mp4").exists() and not (tmp_path / "v.json").exists()


def test_heat_cool_clean_are_recorded_when_the_device_acts_not_from_temperature(fake, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # Fast Downward writes output.sas into the working directory
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(2, 7)
    plan = plan_task(TaskInstance("heat_then_clean_then_place", "Mug", "CounterTop", 2, 7), scene).to_json()
    res = render_episode(plan, scene, sim, tmp_path / "v.mp4", tmp_path / "v.json")
    assert res.ok, res.reason
    c, mug = made[0], scene.extra["object_ids"][plan["target"]]
    assert c.objects[mug]["temperature"] == "RoomTemp"  # the microwave was on for one step only
    assert not c.objects[mug]["isDirty"]  # made dirty at reset, cleaned in the basin
    assert ("CleanObject", {"objectId": mug, "forceAction": True}) in c.calls  # ALFRED's clean step
    on = [a for a, args in c.calls if a == "ToggleObjectOn"]
    assert len(on) == 2 and all(not args["forceAction"] for a, args in c.calls if a == "ToggleObjectOn")
    states = {r["subtask"]: r["simulator_value"] for r in res.final_check["requirements"]}
    assert states == {"heat": True, "clean": True, "place": plan["place_receptacle"]}


def test_an_object_outside_the_device_is_not_changed(fake):
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(2, 7)
    sink = scene.receptacles_of_type("SinkBasin")[0].id
    _walk_to(sim, scene, sink)
    obs = sim.step(A("ToggleObjectOn", {"objectId": sink}))
    assert obs.success and obs.object_states[sink]["on"]
    assert not any(s.get("clean") for s in obs.object_states.values())  # nothing was in the basin
    micro = scene.receptacles_of_type("Microwave")[0].id
    _walk_to(sim, scene, micro)
    obs = sim.step(A("ToggleObjectOn", {"objectId": micro}))
    assert obs.success and not any(s.get("hot") for s in obs.object_states.values())


def test_value_errors_become_failed_steps(fake, monkeypatch):
    factory, made = fake
    sim = _sim(factory)
    scene = sim.reset(1, 0)

    # a build whose MoveAhead takes no moveMagnitude: the fake raises ValueError as Controller.step does
    monkeypatch.setattr(FakeController, "_do_MoveAhead", lambda self: (True, "", None))
    obs = sim.step(A("MoveAhead"))
    assert not obs.success and obs.error.startswith("MoveAhead: AI2-THOR rejected the action or its arguments")
    assert sim.step(A("RotateLeft")).success  # the controller is still usable
    assert scene is sim.scene


@pytest.mark.parametrize("exc", [RuntimeError, TimeoutError])
def test_a_dead_unity_restarts_once_then_fails_for_good(fake, exc):
    factory, made = fake
    sim = _sim(factory)
    sim.reset(1, 0)
    made[0].crash_on["RotateLeft"] = exc
    with pytest.raises(UnityCrashedError, match="died during RotateLeft .*restarted at the next reset") as err:
        sim.step(A("RotateLeft"))
    assert not err.value.fatal and made[0].stopped
    sim.reset(1, 0)  # a new controller
    assert len(made) == 2 and sim.step(A("RotateRight")).success
    made[1].crash_on["InitialRandomSpawn"] = exc
    with pytest.raises(UnityCrashedError, match="giving up .*run the same command again") as err:
        sim.reset(4, 0)
    assert err.value.fatal
    start = time.perf_counter()
    with pytest.raises(UnityCrashedError, match="not restarting it again"):
        sim.reset(1, 0)
    assert len(made) == 2 and time.perf_counter() - start < 0.1


def test_a_controller_that_cannot_start_is_a_clear_backend_error(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)

    def factory(**kwargs):  # as ai2thor 5.0.0 does with local_executable_path and no display
        return FakeController(**{**kwargs, "x_display": None, "local_executable_path": "/opt/thor/thor"})

    with pytest.raises(BackendUnavailableError, match="could not start .*TypeError.*python -m sim doctor"):
        _sim(factory).reset(1, 0)


def test_missing_build_fails_fast_with_instructions(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    start = time.perf_counter()
    with pytest.raises(MissingBuildError) as err:
        get_backend("ai2thor", preset="fast")
    assert time.perf_counter() - start < 1.0
    msg = str(err.value)
    assert "\n" not in msg and "python -m sim doctor" in msg
    assert f"thor-Linux64-{commit_id()}" in msg and "local_executable_path" in msg and "'auto' to fall back" in msg
    with pytest.raises(MissingBuildError, match="not an executable file"):
        get_backend("ai2thor", local_executable_path=str(tmp_path / "nope"))


def test_auto_needs_the_executable_and_metadata_json(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("HOME", str(tmp_path))
    sim = get_backend("auto", preset="fast", width=32, height=32)
    assert sim.name == "embedded"
    assert "no AI2-THOR build found" in capsys.readouterr().err
    name = f"thor-Linux64-{commit_id()}"
    exe = tmp_path / ".ai2thor" / "releases" / name / name
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    assert not find_build().found and "no metadata.json" in find_build().reason
    (exe.parent / "metadata.json").write_text('{"server_types": ["FIFO"]}')
    assert find_build().found and find_build().platform == "Linux64"
    sim = get_backend("auto", preset="fast", width=32, height=32, x_display=":0")
    assert isinstance(sim, AI2ThorSimulator) and sim.width == 32 and sim.platform == "Linux64"


def test_unknown_backend_lists_the_valid_names():
    with pytest.raises(UnknownBackendError, match="unknown simulator backend 'unity'; valid backends: "
                                                  "ai2thor, auto, embedded"):
        get_backend("unity")


def test_a_receptacle_no_pose_sees_is_reported_and_its_episode_rejected(fake, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    factory, made = fake
    real_visible = FakeController.visible

    def blind_microwave(self, oid, pose=None):
        return not oid.startswith("Microwave|") and real_visible(self, oid, pose)

    monkeypatch.setattr(FakeController, "visible", blind_microwave)
    sim = _sim(factory)
    scene = sim.reset(2, 7)
    micro = scene.receptacles_of_type("Microwave")[0].id
    assert scene.extra["no_visible_pose"] == [micro]
    plan = plan_task(TaskInstance("heat_simple", "Apple", None, 2, 7), scene).to_json()
    res = render_episode(plan, scene, sim, tmp_path / "v.mp4", tmp_path / "v.json")
    assert not res.ok and f"GetInteractablePoses found no pose that sees {micro}" in res.reason


def test_scene_missing_from_the_build_and_display_problems_are_sim_errors(fake, monkeypatch):
    from sim import xserver
    from sim.errors import SimError, XServerError

    factory, made = fake
    simulator = _sim(factory)
    simulator.reset(1, 0)

    def not_in_build(self, scene=None, **kw):
        raise ValueError(f"Scene '{scene}_physics' not contained in build")

    monkeypatch.setattr(FakeController, "reset", not_in_build)
    with pytest.raises(SimError, match="cannot load FloorPlan2: Scene 'FloorPlan2_physics' not contained"):
        simulator.reset(2, 0)
    monkeypatch.delenv("DISPLAY", raising=False)
    with pytest.raises(XServerError, match="no X display and start_xvfb=False"):
        _sim(factory, x_display=None, start_xvfb=False).reset(1, 0)

    class StubX:  # an X server whose display fails ai2thor's Linux64 check
        def __init__(self, *a, **k):
            self.display = None

        def start(self):
            self.display = ":42"
            return self.display

        def stop(self):
            self.display = None

    monkeypatch.setattr(xserver, "XServer", StubX)
    monkeypatch.setattr(xserver, "validate_for_ai2thor", lambda d, w, h: ["Display :42 does not have GLX"])
    with pytest.raises(XServerError, match="X display :42 fails ai2thor.s Linux64 check: Display :42 .*GLX"):
        _sim(factory, x_display=None).reset(1, 0)


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb not installed (apt-get install -y xvfb)")
def test_without_a_display_the_backend_starts_a_validated_xvfb_and_stops_it(fake, monkeypatch):
    from sim.xserver import display_usable, validate_for_ai2thor

    monkeypatch.delenv("DISPLAY", raising=False)
    factory, made = fake
    simulator = _sim(factory, x_display=None, width=1280, height=800)  # larger than the default screen
    simulator.reset(1, 0)
    display = made[0].init_kwargs["x_display"]
    assert display_usable(display) and validate_for_ai2thor(display, 1280, 800) == []
    simulator.close()
    assert not display_usable(display)
