"""The procedural knowledge graph: every relation checked against the task library, kitchen.json
and kitchen.pddl (read here independently), and the exports read back by networkx."""
from __future__ import annotations

import json

import networkx as nx
import pytest

from pddl_domains import vocabulary as vocab
from contracts.errors import UnknownNameError
from generators.procedural import kg
from contracts.library.tasks import all_tasks
from pddl_domains import domain_path
from strips.pddl_domain import load_domain
from tests.conftest import run_module

# what a reader of kitchen.pddl expects each sub-task action to add (written out by hand)
EXPECTED_STATES = {"HeatObject": {"hot"}, "CoolObject": {"cold"}, "CleanObject": {"clean"},
                   "SliceObject": {"sliced"}, "PlaceObject": {"placed"}, "PickupObject": {"picked"}}


@pytest.fixture(scope="module")
def g():
    return kg.build_graph()


def edges(g, relation):
    return {(h, t) for h, t, r in g.edges(keys=True) if r == relation}


def test_every_edge_has_a_schema_relation_with_the_right_types(g):
    rels = kg.schema()["relations"]
    for h, t, r in g.edges(keys=True):
        assert r in rels
        assert g.nodes[h]["type"] in rels[r]["head"].split("|"), (h, r, t)
        assert g.nodes[t]["type"] in rels[r]["tail"].split("|"), (h, r, t)
    assert {r for _, _, r in g.edges(keys=True)} == set(rels)


def test_steps_and_order_match_the_task_library(g):
    want_steps = {(f"Task:{s.name}", f"Step:{s.name}/{x}") for s in all_tasks() for x in s.subtasks}
    assert edges(g, "HAS_STEP") == want_steps
    want_prec = {(f"Step:{s.name}/{a}", f"Step:{s.name}/{b}") for s in all_tasks() for a, b in s.edges}
    assert edges(g, "PRECEDES") == want_prec
    assert edges(g, "PRECEDED_BY") == {(b, a) for a, b in want_prec}
    for s in all_tasks():  # the graph's order relation is acyclic per task and spans its DAG
        sub = nx.DiGraph([e for e in want_prec if e[0].startswith(f"Step:{s.name}/")])
        assert nx.is_directed_acyclic_graph(sub)


def test_devices_tools_affordances_and_contents_match_kitchen_json(g):
    k = vocab.kitchen()
    steps = [n for n, d in g.nodes(data=True) if d["type"] == "Step"]
    assert edges(g, "USES_DEVICE") == {(s, f"Device:{k['devices'][g.nodes[s]['subtask']]}")
                                       for s in steps if g.nodes[s]["subtask"] in k["devices"]}
    assert edges(g, "USES_TOOL") == {(s, f"Tool:{t}") for s in steps if g.nodes[s]["subtask"] == "slice"
                                     for t in k["slicing_tools"]}
    actions = kg.schema()["subtask_actions"]
    assert edges(g, "AFFORDS") == {(f"Object:{o}", f"Action:{actions[s]}")
                                   for s, objs in k["affordances"].items() for o in objs}
    assert edges(g, "CAN_HOLD") == {(f"Receptacle:{r}", f"Object:{o}") for r in k["place_targets"]
                                    for o in k["receptacle_contents"].get(r, [])}
    assert edges(g, "SLICES_INTO") == {(f"Object:{a}", f"Object:{b}") for a, b in k["sliced_forms"].items()}
    assert edges(g, "INSTANCE_OF") == {(s, f"Action:{actions[g.nodes[s]['subtask']]}") for s in steps}


def test_action_relations_match_kitchen_pddl(g):
    dom = load_domain(domain_path("kitchen"))
    assert {n for n, d in g.nodes(data=True) if d["type"] == "Action"} == {f"Action:{a}" for a in dom.actions}
    want_req = {(f"Action:{a}", f"Condition:{atom.predicate}") for a, act in dom.actions.items() for atom in act.pre}
    assert edges(g, "REQUIRES") == want_req
    got = {}
    for h, t in edges(g, "RESULTS_IN_STATE"):
        got.setdefault(h.split(":")[1], set()).add(t.split(":")[1])
    assert got == EXPECTED_STATES
    removes = {(h.split(":")[1], t.split(":")[1]) for h, t in edges(g, "REMOVES_STATE")}
    assert ("HeatObject", "cold") in removes and ("CoolObject", "hot") in removes
    assert edges(g, "HAS_PURPOSE") == {("Device:Microwave", "State:hot"), ("Device:Fridge", "State:cold"),
                                       ("Device:SinkBasin", "State:clean"), ("Tool:Knife", "State:sliced"),
                                       ("Tool:ButterKnife", "State:sliced")}


def test_cli_export_loads_with_networkx(tmp_path, g):
    r = run_module("generators", "pkg", "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    gm = nx.read_graphml(tmp_path / "pkg.graphml")
    assert gm.number_of_nodes() == g.number_of_nodes() and gm.number_of_edges() == g.number_of_edges()
    data = json.loads((tmp_path / "pkg.json").read_text())
    data.pop("schema")
    gj = nx.node_link_graph(data, directed=True, multigraph=True, edges="links")
    assert set(gj.edges(keys=True)) == set(g.edges(keys=True))
    assert gj.nodes["Step:heat_then_clean/heat"]["name"] == g.nodes["Step:heat_then_clean/heat"]["name"]


def test_bad_names_are_refused_with_the_valid_ones(g):
    with pytest.raises(UnknownNameError, match="valid relations: .*PRECEDES"):
        kg.tails(g, "Step:heat_then_clean/heat", "FOLLOWS")
    with pytest.raises(UnknownNameError, match="valid entity types"):
        kg.node_id("Gadget", "x")
