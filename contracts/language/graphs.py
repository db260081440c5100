"""Task graphs: the ground truth a description carries and the NSG parser produces.

A graph's nodes are queries (``StateQuery(apple, hot)``, ``RelationQuery(apple, plate, in)``);
its edges are ordering constraints. Its text form is the parser's target sequence:

    Step 0: StateQuery(apple, hot), Step 1: StateQuery(apple, clean), Step 0 -> Step 1

JSON form (also what ``python -m nsg.parse`` prints)::

    {"nodes": [{"query": "StateQuery(apple, hot)", "subtask": "heat", "object": "apple",
                "receptacle": null}, ...], "edges": [[0, 1]]}
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from graphlib import CycleError, TopologicalSorter

import networkx as nx

from pddl_domains import vocabulary as vocab
from contracts.library.tasks import TaskSpec
from contracts.errors import GraphSyntaxError

_STATE_TO_SUBTASK = {v: k for k, v in vocab.SUBTASK_STATE.items()}


@dataclass(frozen=True)
class QueryNode:
    subtask: str
    object: str  # query token, e.g. "apple", "butter_knife"
    receptacle: str | None = None

    @property
    def query(self) -> str:
        if self.subtask == "place":  # no receptacle named: placed somewhere (vocab.ANY_RECEPTACLE)
            return f"RelationQuery({self.object}, {self.receptacle or vocab.ANY_RECEPTACLE}, in)"
        return f"StateQuery({self.object}, {vocab.SUBTASK_STATE[self.subtask]})"

    def to_json(self) -> dict:
        return {"query": self.query, "subtask": self.subtask, "object": self.object,
                "receptacle": self.receptacle}


@dataclass(frozen=True)
class TaskGraph:
    nodes: tuple[QueryNode, ...]
    edges: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        n = len(self.nodes)
        for a, b in self.edges:
            if not (0 <= a < n and 0 <= b < n) or a == b:
                raise GraphSyntaxError(f"edge {a} -> {b} is not between two distinct of the {n} steps")
        if all(a < b for a, b in self.edges):  # every edge forward in node order (the parser's graphs): no cycle
            return
        order = TopologicalSorter({i: () for i in range(n)})
        for a, b in self.edges:
            order.add(b, a)
        try:  # the standard library's check: a third of networkx's time, and every parse builds a graph
            order.prepare()
        except CycleError:
            raise GraphSyntaxError(f"edges {list(self.edges)} form a cycle") from None

    def digraph(self) -> nx.DiGraph:
        g = nx.DiGraph()
        g.add_nodes_from(range(len(self.nodes)))
        g.add_edges_from(self.edges)
        return g

    def topological_sorts(self) -> list[tuple[int, ...]]:
        return [tuple(order) for order in nx.all_topological_sorts(self.digraph())]

    def to_text(self) -> str:
        parts = [f"Step {i}: {node.query}" for i, node in enumerate(self.nodes)]
        parts += [f"Step {a} -> Step {b}" for a, b in self.edges]
        return ", ".join(parts)

    def to_json(self) -> dict:
        return {"nodes": [n.to_json() for n in self.nodes], "edges": [list(e) for e in self.edges]}

    @classmethod
    def from_json(cls, d: dict) -> "TaskGraph":
        nodes = tuple(QueryNode(n["subtask"], n["object"], n.get("receptacle")) for n in d["nodes"])
        return cls(nodes, tuple((int(a), int(b)) for a, b in d["edges"]))

    def canonical(self) -> tuple:
        """A form equal for graphs equal up to renumbering of steps (queries are unique)."""
        names = [n.query for n in self.nodes]
        return (tuple(sorted(names)),
                tuple(sorted((names[a], names[b]) for a, b in _transitive_reduction(self))))


def _transitive_reduction(g: TaskGraph) -> list[tuple[int, int]]:
    return list(nx.transitive_reduction(g.digraph()).edges)


def graph_for_task(spec: TaskSpec, object_type: str, receptacle: str | None = None) -> TaskGraph:
    """The ground-truth graph of a task applied to an object (types as in the task library)."""
    index = {s: i for i, s in enumerate(spec.subtasks)}
    nodes = tuple(QueryNode(s, vocab.token_name(object_type),
                            vocab.token_name(receptacle) if s == "place" and receptacle else None)
                  for s in spec.subtasks)
    return TaskGraph(nodes, tuple((index[a], index[b]) for a, b in spec.edges))


_STEP_RE = re.compile(r"Step\s+(\d+)\s*:\s*(StateQuery|RelationQuery)\s*\(([^()]*)\)")
_EDGE_RE = re.compile(r"Step\s+(\d+)\s*->\s*Step\s+(\d+)")


def parse_graph_text(text: str) -> TaskGraph:
    """Parse the text form; raises :class:`GraphSyntaxError` naming the offending part."""
    steps: dict[int, QueryNode] = {}
    edges: list[tuple[int, int]] = []
    for raw in _split_top_level(text):
        part = raw.strip()
        if not part:
            continue
        m = _EDGE_RE.fullmatch(part)
        if m:
            edges.append((int(m.group(1)), int(m.group(2))))
            continue
        m = _STEP_RE.fullmatch(part)
        if not m:
            raise GraphSyntaxError(f"cannot read {part!r}: expected 'Step i: Query(...)' or 'Step i -> Step j'")
        idx, qtype, args = int(m.group(1)), m.group(2), [a.strip() for a in m.group(3).split(",")]
        if idx in steps:
            raise GraphSyntaxError(f"step {idx} is defined twice")
        steps[idx] = _node(qtype, args, part)
    if sorted(steps) != list(range(len(steps))):
        raise GraphSyntaxError(f"steps must be numbered 0..{len(steps) - 1}, got {sorted(steps)}")
    if not steps:
        raise GraphSyntaxError("no step in graph text")
    return TaskGraph(tuple(steps[i] for i in range(len(steps))), tuple(edges))


def _node(qtype: str, args: list[str], part: str) -> QueryNode:
    voc = vocab.query_vocabulary()
    if qtype == "StateQuery":
        if len(args) != 2:
            raise GraphSyntaxError(f"{part!r}: StateQuery takes (object, state)")
        obj, state = args
        if state not in _STATE_TO_SUBTASK:
            raise GraphSyntaxError(f"{part!r}: unknown state {state!r}; valid: {sorted(_STATE_TO_SUBTASK)}")
        if obj not in voc["objects"]:
            raise GraphSyntaxError(f"{part!r}: unknown object {obj!r}")
        return QueryNode(_STATE_TO_SUBTASK[state], obj)
    if len(args) != 3 or args[2] not in vocab.RELATIONS:
        raise GraphSyntaxError(f"{part!r}: RelationQuery takes (object, receptacle, in)")
    if args[0] not in voc["objects"]:
        raise GraphSyntaxError(f"{part!r}: unknown object {args[0]!r}")
    if args[1] == vocab.ANY_RECEPTACLE:
        return QueryNode("place", args[0], None)
    if args[1] not in voc["receptacles"]:
        raise GraphSyntaxError(f"{part!r}: unknown receptacle {args[1]!r}")
    return QueryNode("place", args[0], args[1])


def _split_top_level(text: str) -> list[str]:
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def graph_edit_distance(a: TaskGraph, b: TaskGraph) -> float:
    """Node and edge insertions/deletions/substitutions (unit costs) between two graphs,
    comparing transitive reductions so equivalent orderings are equal."""
    ga, gb = nx.DiGraph(), nx.DiGraph()
    for g, nxg in ((a, ga), (b, gb)):
        for i, node in enumerate(g.nodes):
            nxg.add_node(i, q=node.query)
        nxg.add_edges_from(_transitive_reduction(g))
    return float(nx.graph_edit_distance(ga, gb, node_match=lambda x, y: x["q"] == y["q"], timeout=5))
