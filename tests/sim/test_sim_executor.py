"""Plan execution: navigation paths on the walkable grid, interaction macros, frame records."""
import pytest

from sim.scenes import procedural_kitchen
from sim.backends.embedded.world import KitchenWorld
from sim.base import LowLevelAction
from sim.errors import NavigationError
from sim.plan_executor import PlanExecutor, RecordConfig
from sim.navigation import shortest_walk
from tests.support.sim_helpers import WorldOnlySimulator, planned


@pytest.mark.parametrize("number", [1, 7, 19, 26])
def test_shortest_walks_reach_every_location_on_the_grid(number):
    scene = procedural_kitchen(number, 0)
    for loc in scene.locations:
        world = KitchenWorld(scene)
        a = world.agent
        actions = shortest_walk(sorted(world.grid), (a.x, a.y, a.yaw), (loc.x, loc.y, loc.yaw))
        for name in actions:
            assert world.apply(LowLevelAction(name)) == "", f"{name} on the way to {loc.name}"
            assert (world.agent.x, world.agent.y) in world.grid
        assert (world.agent.x, world.agent.y, world.agent.yaw) == (loc.x, loc.y, loc.yaw)
        # shortest: never fewer moves than the Manhattan distance, and no pointless turns
        moves = actions.count("MoveAhead")
        start = scene.location(scene.agent_start)
        assert moves >= round((abs(loc.x - start.x) + abs(loc.y - start.y)) / 0.25)
        assert "RotateLeft RotateRight" not in " ".join(actions)
        assert "RotateRight RotateLeft" not in " ".join(actions)


def test_walk_to_a_point_off_the_grid_is_a_navigation_error():
    with pytest.raises(NavigationError, match="not on the reachable grid"):
        shortest_walk([(1.0, 1.0), (1.25, 1.0)], (1.0, 1.0, 0), (3.0, 3.0, 0))
    with pytest.raises(NavigationError, match="no walkable path"):
        shortest_walk([(1.0, 1.0), (2.0, 2.0)], (1.0, 1.0, 0), (2.0, 2.0, 0))


def _run(plan, config=None):
    sim = WorldOnlySimulator()
    scene = sim.reset(plan["scene"], plan["seed"])
    return sim, PlanExecutor(sim, scene, config or RecordConfig()).run(plan)


def _interactions_of_step(ep, i):
    return [(a.action, a.args.get("objectId")) for a in ep.actions if a.step == i and "objectId" in a.args]


def test_heat_macro_and_frame_records():
    plan = planned("heat_simple", "Potato", None, 4, 3)
    sim, ep = _run(plan, RecordConfig(motion=False))  # frame accounting with motion: test_sim_motion.py
    assert ep.ok, ep.error
    i = next(k for k, s in enumerate(plan["plan"]) if s["action"] == "HeatObject")
    o, mw = plan["plan"][i]["args"][:2]
    assert _interactions_of_step(ep, i) == [
        ("OpenObject", mw), ("PutObject", mw), ("CloseObject", mw), ("ToggleObjectOn", mw),
        ("ToggleObjectOff", mw), ("OpenObject", mw), ("PickupObject", o), ("CloseObject", mw)]
    assert ep.final_states[plan["target"]]["hot"] and ep.final_states[plan["target"]]["held"]
    # one frame per low-level step + initial view + hold frames after interactions + lead frames
    n_inter = sum(1 for a in ep.actions if "objectId" in a.args)
    n_places = sum(1 for s in plan["plan"] if s["action"] != "GotoLocation")
    assert len(ep.frames) == len(ep.records) == 1 + len(ep.actions) + n_inter + n_places
    steps = [r.step for r in ep.records]
    assert steps == sorted(steps) and set(steps) == set(range(len(plan["plan"])))
    assert all(r.subtask == plan["subtask_of_step"][r.step] for r in ep.records)
    # walking happens looking level, interactions looking down at counters and devices
    horizon = 0
    for a in ep.actions:
        horizon += {"LookDown": 30, "LookUp": -30}.get(a.action, 0)
        if a.action in ("MoveAhead", "RotateLeft", "RotateRight"):
            assert horizon == 0
        if a.action in ("PutObject", "PickupObject") and a.args["objectId"] == mw:
            assert horizon == 30  # sim/data/interaction.json: Microwave


def test_cool_and_clean_macros():
    plan = planned("clean_then_cool", "Apple", None, 6, 2)
    _, ep = _run(plan)
    assert ep.ok, ep.error
    for i, s in enumerate(plan["plan"]):
        if s["action"] == "CoolObject":
            o, fridge = s["args"][:2]
            got = _interactions_of_step(ep, i)
            assert got[-5:] == [("PutObject", fridge), ("CloseObject", fridge), ("OpenObject", fridge),
                                ("PickupObject", o), ("CloseObject", fridge)]
            assert got[0] == ("OpenObject", fridge) or len(got) == 5
        if s["action"] == "CleanObject":
            o, sink = s["args"][:2]
            assert _interactions_of_step(ep, i) == [("PutObject", sink), ("ToggleObjectOn", sink),
                                                    ("ToggleObjectOff", sink), ("PickupObject", o)]
    st = ep.final_states[plan["target"]]
    assert st["cold"] and st["clean"]


def test_slice_and_place_end_in_the_receptacle():
    plan = planned("slice_then_place", "Tomato", "Plate", 5, 1)
    _, ep = _run(plan)
    assert ep.ok, ep.error
    st = ep.final_states[plan["target"]]
    assert st["sliced"] and st["in"] == plan["place_receptacle"] and not st["held"]
    knives = [a for a in ep.actions if a.action == "SliceObject"]
    assert [a.args["objectId"] for a in knives] == [plan["target"]]


def test_a_failing_low_level_step_stops_the_episode_with_the_reason():
    plan = dict(planned("heat_simple", "Potato", None, 4, 3))
    steps = [s for s in plan["plan"] if s["action"] != "GotoLocation"]  # teleport-free: first pickup fails
    plan["plan"] = steps
    plan["subtask_of_step"] = plan["subtask_of_step"][: len(steps)]
    _, ep = _run(plan)
    assert not ep.ok
    assert "PickupObject failed" in ep.error and "used from" in ep.error


def test_record_config_counts_extra_frames():
    plan = planned("heat_simple", "Potato", None, 4, 3)
    _, ep0 = _run(plan, RecordConfig(hold_frames=0, lead_frames=0, motion=False))
    _, ep2 = _run(plan, RecordConfig(hold_frames=2, lead_frames=1, motion=False))
    n_inter = sum(1 for a in ep0.actions if "objectId" in a.args)
    n_places = sum(1 for s in plan["plan"] if s["action"] != "GotoLocation")
    assert len(ep0.frames) == 1 + len(ep0.actions)
    assert len(ep2.frames) == len(ep0.frames) + 2 * n_inter + n_places
    with pytest.raises(ValueError):
        RecordConfig(fps=0)
