"""The embedded MuJoCo kitchen: it renders, state changes are visible, boxes, errors."""
import json

import numpy as np
import pytest

from sim.backends import get_backend
from sim.base import LowLevelAction as A
from sim.errors import InvalidActionError, RenderingUnavailableError, SimError
from sim.episode import render_episode
from sim.plan_executor import PlanExecutor
from tests.support.sim_helpers import planned


@pytest.fixture(scope="module")
def sim():
    with get_backend("embedded", preset="fast", width=64, height=64) as s:
        yield s


def _box_mean(frame, box):
    x1, y1, x2, y2 = box
    return frame[y1:y2 + 1, x1:x2 + 1].reshape(-1, 3).astype(float).mean(0)


def test_renders_a_kitchen_with_varied_frames(sim):
    scene = sim.reset(1, 0)
    assert scene.name == "FloorPlan1" and sim.reachable_positions()
    a = sim.observe()
    assert a.frame.shape == (64, 64, 3) and a.frame.dtype == np.uint8
    assert a.frame.std() > 10  # not a constant image
    b = sim.step(A("RotateRight"))
    assert b.success and np.abs(a.frame.astype(int) - b.frame.astype(int)).mean() > 5
    assert b.agent["yaw"] == (a.agent["yaw"] + 90) % 360
    for box in b.boxes.values():
        x1, y1, x2, y2 = box
        assert 0 <= x1 <= x2 < 64 and 0 <= y1 <= y2 < 64


def test_heating_makes_the_target_look_hot_and_cooling_frosted(sim):
    """The mean colour of the target's box, held in front of the camera before and after."""
    plan = planned("heat_simple", "Potato", None, 4, 3)
    scene = sim.reset(4, 3)
    ep = PlanExecutor(sim, scene).run(plan)
    assert ep.ok, ep.error
    t = plan["target"]
    held = [(r, f) for r, f in zip(ep.records, ep.frames) if r.states["held"] and t in r.boxes]
    before = [_box_mean(f, r.boxes[t]) for r, f in held if not r.states["hot"]]
    after = [_box_mean(f, r.boxes[t]) for r, f in held if r.states["hot"]]
    assert before and after
    b, a = before[-1], after[-1]
    assert a[0] - a[2] > b[0] - b[2] + 20, (b, a)  # redder relative to blue: glowing hot
    assert np.abs(a - b).sum() > 40


def test_a_kitchen_reset_after_an_episode_looks_as_it_did_at_first(sim):
    """The state painter writes an object's colours only when its states change; a reset to the
    same kitchen sets the base colours back, and every object must be painted again from them."""
    sim.reset(4, 3)
    first = sim.observe().frame
    plan = planned("heat_simple", "Potato", None, 4, 3)
    ep = PlanExecutor(sim, sim.reset(4, 3)).run(plan)
    assert ep.ok and ep.records[-1].states["hot"]
    sim.reset(4, 3)
    assert np.array_equal(sim.observe().frame, first)


def test_doors_open_and_objects_move_into_the_hand(sim):
    scene = sim.reset(3, 1)
    fridge = scene.receptacles_of_type("Fridge")[0]
    loc = scene.location(fridge.location)
    w = sim.world
    w.agent.x, w.agent.y, w.agent.yaw = loc.x, loc.y, loc.yaw
    closed = sim.step(A("LookDown"))
    opened = sim.step(A("OpenObject", {"objectId": fridge.id}))
    assert opened.success and opened.object_states[fridge.id]["open"]
    assert np.abs(closed.frame.astype(int) - opened.frame.astype(int)).mean() > 10
    inside = [o.id for o in scene.objects if o.receptacle == fridge.id]
    assert any(oid in opened.boxes for oid in inside)  # the contents became visible
    assert not any(oid in closed.boxes for oid in inside)
    got = sim.step(A("PickupObject", {"objectId": inside[0]}))
    assert got.success and got.object_states[inside[0]]["held"]
    x1, y1, x2, y2 = got.boxes[inside[0]]
    assert y2 > 32  # held low in front of the camera, in view
    failed = sim.step(A("PickupObject", {"objectId": inside[-1] if len(inside) > 1 else fridge.id}))
    assert not failed.success and failed.error


def test_slicing_and_cleaning_change_the_picture(sim):
    plan = planned("slice_then_clean", "Apple", None, 3, 1)
    scene = sim.reset(3, 1)
    ep = PlanExecutor(sim, scene).run(plan)
    assert ep.ok, ep.error
    t = plan["target"]
    i_slice = next(k for k, a in enumerate(ep.actions) if a.action == "SliceObject")
    frames = {r.action: f for r, f in zip(ep.records, ep.frames)}
    before, after = frames[i_slice - 1], frames[i_slice]
    assert np.abs(before.astype(int) - after.astype(int)).mean() > 0.5  # whole apple -> pieces
    assert ep.final_states[t]["sliced"] and ep.final_states[t]["clean"]


def test_default_preset_end_to_end_episode(tmp_path):
    plan = planned("cool_simple", "Apple", None, 2, 5)
    with get_backend("embedded", preset="default", width=64, height=64) as sim:
        res = render_episode(plan, sim.reset(2, 5), sim, tmp_path / "v.mp4", tmp_path / "v.json")
    assert res.ok, res.reason
    ann = json.loads((tmp_path / "v.json").read_text())
    assert ann["backend"] == "embedded" and ann["render"]["preset"] == "default"
    assert ann["frames"][-1]["states"]["cold"] is True
    assert any(plan["target"] in f["boxes"] for f in ann["frames"])


def test_bad_configuration_and_use_before_reset():
    with pytest.raises(InvalidActionError, match="unknown render preset 'ultra'.*default, fast"):
        get_backend("embedded", preset="ultra")
    with pytest.raises(InvalidActionError, match="too small"):
        get_backend("embedded", width=4, height=4)
    with pytest.raises(SimError, match="call reset"):
        get_backend("embedded").step(A("MoveAhead"))


def test_gl_selection_names_the_missing_packages(monkeypatch):
    from sim.backends.embedded import gl

    monkeypatch.delenv("MUJOCO_GL", raising=False)
    monkeypatch.setattr(gl, "egl_missing", lambda: ["libegl-mesa0", "libgbm1"])
    monkeypatch.setattr(gl, "osmesa_available", lambda: False)
    with pytest.raises(RenderingUnavailableError, match="libegl-mesa0, libgbm1.*apt-get install -y libegl1"):
        gl.select_gl()
    monkeypatch.setattr(gl, "osmesa_available", lambda: True)
    monkeypatch.setattr(gl, "_check_not_imported_with_other", lambda choice: None)
    assert gl.select_gl() == "osmesa"
    monkeypatch.setenv("MUJOCO_GL", "egl")
    monkeypatch.setattr(gl, "_check_not_imported_with_other", lambda choice: None)
    assert gl.select_gl() == "egl"


def test_culling_and_no_skybox_change_no_pixel_and_no_box():
    """Leaving out the geoms outside the view and the hidden skybox (issue 37) must give the very
    frame, depth and boxes that drawing everything gives, doors open or shut, plain or randomised."""
    import random

    from sim.backends.embedded.backend import EmbeddedKitchen

    for randomize in ("none", "all"):
        with EmbeddedKitchen(preset="fast", randomize=randomize) as s:
            s.reset(9, 3)
            r = s._renderer
            rng = random.Random(randomize)
            grid = s.reachable_positions()
            culled = 0
            for k in range(12):
                (x, y), yaw, pitch = rng.choice(grid), rng.uniform(0, 360), rng.choice([-30, 0, 30, 60])
                s.world.agent.x, s.world.agent.y, s.world.agent.yaw, s.world.agent.horizon = x, y, yaw, pitch
                for rid in list(s._doors)[: k % 3]:
                    s.world.fixtures[rid].open = True
                s._sync()
                seen = []
                for cull, sky in ((True, False), (False, True)):
                    r.cull, r.culled = cull, None
                    r.scene.flags[4] = int(sky)  # mjRND_SKYBOX
                    obs = s.observe()
                    seen.append((obs.frame, r.depth.copy(), obs.boxes))
                    culled += int(cull and r.culled is not None and r.culled.sum())
                (fa, da, ba), (fb, db, bb) = seen
                assert np.array_equal(fa, fb) and np.array_equal(da, db) and ba == bb, (randomize, k)
            assert culled > 0  # the culling did leave geoms out
