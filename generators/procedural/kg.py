"""The procedural knowledge graph of the kitchen domain, built only from declarative data.

Why a graph: PKR-QA-style questions are traversals (step -> next step -> device ...), and a
Knowledge-Module baseline needs typed triples to learn from. Every edge is derived from one of
the project's sources of truth (the task library, ``kitchen.json``, ``kitchen.pddl``); the
schema (entity types, relation types, their head/tail types and sources) is data in
``generators/data/pkg_schema.json``, so the builder cannot invent a relation.

Node ids are ``Type:key`` (``Step:heat_then_clean/heat``); every node carries ``type``, ``key``
and ``name`` (the words the baseline embeds). Edges carry ``relation``.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import networkx as nx

from pddl_domains import vocabulary as vocab
from generators.errors import GeneratorError
from contracts.errors import UnknownNameError
from contracts.library.tasks import all_tasks
from generators.datafiles import load_generator_data

NOTHING = "Nothing:nothing"


def schema() -> dict:
    return load_generator_data("pkg_schema.json")


def relation_names() -> list[str]:
    return list(schema()["relations"])


def node_id(etype: str, key: str) -> str:
    if etype not in schema()["entity_types"]:
        raise UnknownNameError("entity type", etype, schema()["entity_types"])
    return f"{etype}:{key}"


def step_id(task: str, subtask: str) -> str:
    return node_id("Step", f"{task}/{subtask}")


def action_of(subtask: str) -> str:
    """The Action node of a sub-task's skill (``heat`` -> ``Action:HeatObject``)."""
    actions = schema()["subtask_actions"]
    if subtask not in actions:
        raise UnknownNameError("sub-task", subtask, actions)
    return node_id("Action", actions[subtask])


def _words(camel: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", camel).lower()


def _type_text(type_name: str) -> str:
    return vocab.text_name(type_name)


@dataclass
class _Builder:
    g: nx.MultiDiGraph

    def node(self, etype: str, key: str, name: str, **attrs) -> str:
        nid = node_id(etype, key)
        if nid not in self.g:
            self.g.add_node(nid, type=etype, key=key, name=name, **attrs)
        return nid

    def edge(self, head: str, relation: str, tail: str) -> None:
        spec = schema()["relations"].get(relation)
        if spec is None:
            raise UnknownNameError("relation", relation, relation_names())
        for end, allowed in ((head, spec["head"]), (tail, spec["tail"])):
            if self.g.nodes[end]["type"] not in allowed.split("|"):
                raise GeneratorError(f"relation {relation}: {end} is a {self.g.nodes[end]['type']}, "
                                     f"expected {allowed}")
        if not self.g.has_edge(head, tail, key=relation):
            self.g.add_edge(head, tail, key=relation, relation=relation)


def _state_of_atom(predicate: str, args: tuple[str, ...], params: tuple[str, ...]) -> str | None:
    consts = [a for a in args if a not in params]
    keys = [f"{predicate} {' '.join(consts)}"] if consts else [predicate]
    for k in keys:
        if k in schema()["state_predicates"]:
            return schema()["state_predicates"][k]
    return None


def _domain_facts(b: _Builder) -> None:
    """Action nodes with REQUIRES / RESULTS_IN_STATE / REMOVES_STATE from kitchen.pddl."""
    from pddl_domains import domain_path
    from strips.pddl_domain import load_domain

    dom = load_domain(domain_path("kitchen"))
    for name, act in dom.actions.items():
        a = b.node("Action", name, _words(name))
        for atom in act.pre:
            c = b.node("Condition", atom.predicate, atom.predicate.replace("-", " "))
            b.edge(a, "REQUIRES", c)
        for part, rel in (("add", "RESULTS_IN_STATE"), ("delete", "REMOVES_STATE")):
            for atom in getattr(act, part):
                state = _state_of_atom(atom.predicate, atom.args, act.parameters)
                if state is not None:
                    b.edge(a, rel, b.node("State", state, state))


def _kitchen_facts(b: _Builder) -> None:
    k = vocab.kitchen()
    objects = set(k["objects"]) | set(k["sliced_forms"].values())
    for o in sorted(objects):
        b.node("Object", o, _type_text(o))
    for whole, sliced in k["sliced_forms"].items():
        b.edge(node_id("Object", whole), "SLICES_INTO", node_id("Object", sliced))
    for subtask, objs in k["affordances"].items():
        for o in objs:
            b.edge(node_id("Object", o), "AFFORDS", action_of(subtask))
    for r in k["place_targets"]:
        rid = b.node("Receptacle", r, _type_text(r))
        for o in k["receptacle_contents"].get(r, []):
            b.edge(rid, "CAN_HOLD", node_id("Object", o))
    for subtask, device in k["devices"].items():
        d = b.node("Device", device, _type_text(device))
        for s in b.g.successors(action_of(subtask)):
            if b.g.has_edge(action_of(subtask), s, key="RESULTS_IN_STATE"):
                b.edge(d, "HAS_PURPOSE", s)
    for tool in k["slicing_tools"]:
        t = b.node("Tool", tool, _type_text(tool))
        b.edge(t, "HAS_PURPOSE", node_id("State", "sliced"))


def _task_facts(b: _Builder) -> None:
    k = vocab.kitchen()
    for spec in all_tasks():
        t = b.node("Task", spec.name, spec.name.replace("_", " "))
        for s in spec.subtasks:
            sid = b.node("Step", f"{spec.name}/{s}", f"{s} step of {spec.name.replace('_', ' ')}",
                         task=spec.name, subtask=s)
            b.edge(t, "HAS_STEP", sid)
            b.edge(sid, "INSTANCE_OF", action_of(s))
            if s in k["devices"]:
                b.edge(sid, "USES_DEVICE", node_id("Device", k["devices"][s]))
            if s == "slice":
                for tool in k["slicing_tools"]:
                    b.edge(sid, "USES_TOOL", node_id("Tool", tool))
        for a, c in spec.edges:
            b.edge(step_id(spec.name, a), "PRECEDES", step_id(spec.name, c))
            b.edge(step_id(spec.name, c), "PRECEDED_BY", step_id(spec.name, a))


@lru_cache(maxsize=1)
def _cached() -> nx.MultiDiGraph:
    b = _Builder(nx.MultiDiGraph(name="egoverify procedural knowledge graph"))
    b.node("Nothing", "nothing", "nothing")
    _domain_facts(b)
    _kitchen_facts(b)
    _task_facts(b)
    return b.g


def build_graph() -> nx.MultiDiGraph:
    """The whole graph (a fresh copy; callers may mutate it)."""
    return _cached().copy()


def kg() -> nx.MultiDiGraph:
    """The shared, cached graph (read-only by convention)."""
    return _cached()


def tails(g: nx.MultiDiGraph, head: str, relation: str) -> list[str]:
    """Tail nodes of ``head`` under ``relation`` (sorted; [] when none)."""
    if relation not in schema()["relations"]:
        raise UnknownNameError("relation", relation, relation_names())
    if head not in g:
        raise UnknownNameError("entity", head, list(g.nodes)[:60])
    return sorted(t for _, t, r in g.out_edges(head, keys=True) if r == relation)


def triples(g: nx.MultiDiGraph) -> list[tuple[str, str, str]]:
    return sorted((h, r, t) for h, t, r in g.edges(keys=True))


def name(g: nx.MultiDiGraph, nid: str) -> str:
    return g.nodes[nid]["name"]


def export(out: str | Path) -> dict[str, str]:
    """Write ``pkg.json`` (networkx node-link) and ``pkg.graphml`` into ``out``; return the paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    g = build_graph()
    data = nx.node_link_data(g, edges="links")
    data["schema"] = schema()
    (out / "pkg.json").write_text(json.dumps(data, indent=1) + "\n")
    nx.write_graphml(g, out / "pkg.graphml")
    counts = summary(g)
    (out / "pkg_summary.json").write_text(json.dumps(counts, indent=1) + "\n")
    return {"json": str(out / "pkg.json"), "graphml": str(out / "pkg.graphml"),
            "summary": str(out / "pkg_summary.json")}


def summary(g: nx.MultiDiGraph) -> dict:
    nodes: dict[str, int] = {}
    for _, d in g.nodes(data=True):
        nodes[d["type"]] = nodes.get(d["type"], 0) + 1
    rels: dict[str, int] = {}
    for _, _, r in g.edges(keys=True):
        rels[r] = rels.get(r, 0) + 1
    return {"nodes": g.number_of_nodes(), "edges": g.number_of_edges(),
            "entity_types": dict(sorted(nodes.items())), "relations": dict(sorted(rels.items()))}
