"""The embedded kitchen's world rules and walkable grid (no rendering)."""
import networkx as nx
import pytest

from sim.scenes import procedural_kitchen
from sim.backends.embedded.layout import reachable_grid
from sim.backends.embedded.world import KitchenWorld
from sim.base import LowLevelAction as A
from sim.errors import InvalidActionError


def _stand_at(world: KitchenWorld, rid: str) -> None:
    loc = world.scene.location(world.scene.receptacle(rid).location)
    world.agent.x, world.agent.y, world.agent.yaw = loc.x, loc.y, loc.yaw


@pytest.mark.parametrize("number", range(1, 31))
def test_every_location_is_on_one_connected_walkable_grid(number):
    scene = procedural_kitchen(number, 0)
    points = set(reachable_grid(scene))
    g = nx.Graph()
    g.add_nodes_from(points)
    for x, y in points:
        for q in ((round(x + 0.25, 2), y), (x, round(y + 0.25, 2))):
            if q in points:
                g.add_edge((x, y), q)
    start = scene.location(scene.agent_start)
    component = nx.node_connected_component(g, (start.x, start.y))
    assert all((loc.x, loc.y) in component for loc in scene.locations)
    # the grid keeps out of the fixtures: a counter's own slot position is never walkable
    for r in scene.receptacles:
        assert (round(r.x, 2), round(r.y, 2)) not in points


def test_interactions_need_the_right_place_an_open_door_and_a_free_hand():
    scene = procedural_kitchen(3, 1)
    w = KitchenWorld(scene)
    fridge = scene.receptacles_of_type("Fridge")[0].id
    inside = [o.id for o in scene.objects if o.receptacle == fridge]
    assert inside, "FloorPlan3 seed 1 keeps something in the fridge"
    assert "used from" in w.apply(A("PickupObject", {"objectId": inside[0]}))
    _stand_at(w, fridge)
    assert "closed" in w.apply(A("PickupObject", {"objectId": inside[0]}))
    assert w.apply(A("OpenObject", {"objectId": fridge})) == ""
    assert w.apply(A("OpenObject", {"objectId": fridge})).endswith("already open")
    assert w.apply(A("PickupObject", {"objectId": inside[0]})) == ""
    other = next(o.id for o in scene.objects if o.id != inside[0])
    assert "already holds" in w.apply(A("PickupObject", {"objectId": other}))
    assert w.object_states()[inside[0]]["held"] is True
    # closing the fridge with something inside cools it
    assert w.apply(A("PutObject", {"objectId": fridge})) == ""
    assert w.apply(A("CloseObject", {"objectId": fridge})) == ""
    assert w.object_states()[inside[0]]["cold"] is True


def test_heat_clean_slice_rules():
    scene = procedural_kitchen(3, 1)
    w = KitchenWorld(scene)
    apple = scene.objects_of_type("Apple")[0]
    counter = apple.receptacle
    _stand_at(w, counter)
    assert "knife" in w.apply(A("SliceObject", {"objectId": apple.id}))
    knife = next(o for o in scene.objects if o.type in ("Knife", "ButterKnife") and o.receptacle == counter)
    assert w.apply(A("PickupObject", {"objectId": knife.id})) == ""
    assert w.apply(A("SliceObject", {"objectId": apple.id})) == ""
    assert w.object_states()[apple.id]["sliced"] and w.object_states()[apple.id]["type"] == "AppleSliced"
    assert w.apply(A("PutObject", {"objectId": counter})) == ""
    assert w.apply(A("PickupObject", {"objectId": apple.id})) == ""
    mw = scene.receptacles_of_type("Microwave")[0].id
    _stand_at(w, mw)
    assert "closed" in w.apply(A("PutObject", {"objectId": mw}))
    for name in ("OpenObject", "PutObject"):
        assert w.apply(A(name, {"objectId": mw})) == ""
    assert "close the door" in w.apply(A("ToggleObjectOn", {"objectId": mw}))
    assert w.apply(A("CloseObject", {"objectId": mw})) == ""
    assert w.object_states()[apple.id]["hot"] is False
    assert w.apply(A("ToggleObjectOn", {"objectId": mw})) == ""
    assert w.object_states()[apple.id]["hot"] is True
    sink = scene.receptacles_of_type("SinkBasin")[0].id
    for name in ("ToggleObjectOff", "OpenObject", "PickupObject"):
        assert w.apply(A(name, {"objectId": mw if name != "PickupObject" else apple.id})) == ""
    _stand_at(w, sink)
    assert w.object_states()[apple.id]["clean"] is False  # dirty until cleaned, as in STRIPS
    assert w.apply(A("PutObject", {"objectId": sink})) == ""
    assert w.apply(A("ToggleObjectOn", {"objectId": sink})) == ""
    assert w.object_states()[apple.id]["clean"] is True


def test_bad_actions_raise_with_valid_choices():
    w = KitchenWorld(procedural_kitchen(1, 0))
    with pytest.raises(InvalidActionError, match="valid: .*MoveAhead"):
        w.apply(A("Jump"))
    with pytest.raises(InvalidActionError, match="unknown object id 'unicorn_1'"):
        w.apply(A("PickupObject", {"objectId": "unicorn_1"}))
    with pytest.raises(InvalidActionError, match="needs an objectId"):
        w.apply(A("OpenObject"))


def test_walking_into_a_wall_fails_and_changes_nothing():
    w = KitchenWorld(procedural_kitchen(2, 0))
    before = w.agent.to_json()
    for _ in range(40):  # walk until blocked
        err = w.apply(A("MoveAhead"))
        if err:
            break
    assert "blocked" in err
    after_block = w.agent.to_json()
    assert w.apply(A("MoveAhead")).startswith("MoveAhead blocked") and w.agent.to_json() == after_block
    assert after_block != before
