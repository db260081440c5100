"""Continuous egocentric motion: moves, turns and head pitch over several frames (issue 13)."""
import numpy as np
import pytest

from sim.backends import get_backend
from sim.base import LowLevelAction as A
from sim.datafiles import load_sim_data
from sim.plan_executor import PlanExecutor, RecordConfig
from tests.support.sim_helpers import WorldOnlySimulator, planned

NAVIGATION = ("MoveAhead", "RotateLeft", "RotateRight", "LookDown", "LookUp")


@pytest.fixture(scope="module")
def sim():
    with get_backend("embedded", preset="fast", width=64, height=64) as s:
        yield s


def test_a_turn_is_interpolated_and_ends_where_the_step_does(sim):
    sim.reset(3, 1)
    yaw0 = sim.observe().agent["yaw"]
    shown = sim.step_frames(A("RotateRight"), 5)
    assert len(shown) == 5 and all(o.success for o in shown)
    yaws = [(o.agent["yaw"] - yaw0) % 360 for o in shown]
    assert yaws == pytest.approx([18, 36, 54, 72, 90])
    diffs = [np.abs(a.frame.astype(int) - b.frame.astype(int)).mean() for a, b in zip(shown, shown[1:])]
    assert min(diffs) > 0.5  # every in-between frame is a new view
    assert sim.observe().agent["yaw"] == (yaw0 + 90) % 360  # the world is at the step's pose


def test_a_failed_or_non_navigation_step_gives_one_frame(sim):
    scene = sim.reset(3, 1)
    fridge = scene.receptacles_of_type("Fridge")[0]
    assert len(sim.step_frames(A("OpenObject", {"objectId": fridge.id}), 4)) == 1  # not standing there
    sim.world.agent.horizon = 60
    shown = sim.step_frames(A("LookDown"), 3)
    assert len(shown) == 1 and not shown[0].success


def test_executor_frames_follow_the_seconds_and_fps(sim):
    plan = planned("cool_simple", "Apple", None, 2, 5)
    seconds = {k: v for k, v in load_sim_data("motion.json")["seconds"].items() if k in NAVIGATION}
    counts = {}
    for fps in (5, 10):
        scene = sim.reset(2, 5)
        ep = PlanExecutor(sim, scene, RecordConfig(fps=fps, lead_frames=0, motion=True)).run(plan)
        assert ep.ok, ep.error
        assert len(ep.frames) == len(ep.records)
        nav = [a for a in ep.actions if a.action in seconds]
        per_action = {k: sum(1 for r in ep.records if r.action == k) for k in range(len(ep.actions))}
        for k, a in enumerate(ep.actions):
            if a.action in seconds:
                assert per_action[k] == max(1, int(seconds[a.action] * fps + 0.5))
        counts[fps] = (len(ep.frames), len(nav))
    assert counts[10][0] > counts[5][0] and counts[10][1] == counts[5][1]


def test_motion_off_and_backends_without_interpolation_give_one_frame_per_step(sim):
    plan = planned("cool_simple", "Apple", None, 2, 5)
    runs = {}
    for name, config, s in [("off", RecordConfig(motion=False), sim), ("world_only", RecordConfig(), WorldOnlySimulator()),
                            ("default", RecordConfig(), sim)]:
        ep = PlanExecutor(s, s.reset(2, 5), config).run(plan)
        assert ep.ok and len(ep.frames) == len(ep.records)
        runs[name] = ep
    seconds = {k: v for k, v in load_sim_data("motion.json")["seconds"].items() if k in NAVIGATION}
    per_action = lambda ep, k: sum(1 for r in ep.records if r.action == k)  # noqa: E731
    for k, a in enumerate(runs["off"].actions):
        if a.action in seconds:  # a backend without interpolation: one frame per move, whatever motion says
            assert per_action(runs["world_only"], k) == per_action(runs["off"], k)
            assert per_action(runs["default"], k) > per_action(runs["off"], k)
    assert len(runs["off"].frames) < len(runs["world_only"].frames) < len(runs["default"].frames)


def test_interaction_results_are_held_for_their_seconds(sim):
    plan = planned("heat_simple", "Apple", None, 2, 5)
    held = load_sim_data("motion.json")["interaction_seconds"]
    shown_for = load_sim_data("motion.json")["seconds"]  # a door swings first
    ep = PlanExecutor(sim, sim.reset(2, 5), RecordConfig(fps=5, lead_frames=0)).run(plan)
    assert ep.ok, ep.error
    for k, a in enumerate(ep.actions):
        if a.action in held:
            frames = [i for i, r in enumerate(ep.records) if r.action == k]
            drawn = max(1, int(shown_for.get(a.action, 0) * 5 + 0.5))
            assert len(frames) == drawn + int(held[a.action] * 5 + 0.5), a.action
            result = frames[drawn - 1]
            assert all(ep.frames[i] is ep.frames[result] or (ep.frames[i] == ep.frames[result]).all()
                       for i in frames[drawn - 1:])  # the result stays on screen
    toggled = [k for k, a in enumerate(ep.actions) if a.action == "ToggleObjectOn"]
    assert toggled and sum(1 for r in ep.records if r.action == toggled[0]) >= 10  # the microwave runs 2 s or more


def test_doors_swing_over_their_seconds(sim):
    plan = planned("cool_simple", "Apple", None, 2, 5)
    motion = load_sim_data("motion.json")
    ep = PlanExecutor(sim, sim.reset(2, 5), RecordConfig(fps=5, lead_frames=0)).run(plan)
    assert ep.ok, ep.error
    k = next(i for i, a in enumerate(ep.actions) if a.action == "OpenObject")
    shown = [i for i, r in enumerate(ep.records) if r.action == k]
    swing = int(motion["seconds"]["OpenObject"] * 5 + 0.5)
    assert len(shown) == swing + int(motion["interaction_seconds"]["OpenObject"] * 5 + 0.5)
    end = ep.frames[shown[swing - 1]].astype(int)  # the step's own view: the door open
    diffs = [np.abs(ep.frames[i].astype(int) - end).mean() for i in shown[:swing - 1]]
    assert all(d > 0.01 for d in diffs) and diffs == sorted(diffs, reverse=True)  # closing in on the open view
    assert all(ep.records[i].states == ep.records[shown[-1]].states for i in shown)
