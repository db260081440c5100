"""The query grammar as decoder symbols, and the automaton that constrains decoding.

Task graphs here are *layered*: a task is a sequence of groups of unordered sub-tasks, and every
step of a group precedes every step of the next group (the task-name grammar: ``_then_`` between
groups, ``_and_`` inside one). The parser's decoder therefore writes each step with its group
index, and the edges follow: ``Step i -> Step j`` whenever j's group is the one after i's::

    [StateQuery] [o:apple] [s:hot] [g:0] [RelationQuery] [o:apple] [r:plate] [rel:in] [g:1] </s>
    = Step 0: StateQuery(apple, hot), Step 1: RelationQuery(apple, plate, in), Step 0 -> Step 1

Steps are written in a fixed sub-task order (heat, cool, clean, slice, place, pick), so the
step list says *which* sub-tasks are described and the group tags say *in what order*; each
tag is a local decision ("X, then Y" -> X in group 0, Y in group 1). Measured: writing explicit
edge lists (``[edge] [n:i] [n:j]``) instead trained much worse on 3-step tasks, whose three
2-edge structures it confused. The price: a graph that is not layered cannot be written
(:func:`graph_to_symbols` refuses one); none of the task library's graphs is.

:class:`GrammarState` reads a prefix of symbols and says which may come next, so every finished
sequence spells a graph that :func:`contracts.language.graphs.parse_graph_text` accepts: query types
StateQuery or RelationQuery; arguments from the closed vocabularies (objects, states,
receptacles, relation); no step written twice; edges only from a group to the next one present
(tags are compared by rank), so they join existing steps and never form a cycle; at most :data:`MAX_STEPS` steps, so every sequence
ends with the end symbol within :data:`MAX_SYMBOLS`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import networkx as nx

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import QueryNode, TaskGraph
from nsg.errors import InvalidValueError

MAX_STEPS = 6
MAX_SYMBOLS = MAX_STEPS * 5 + 1  # the longest sequence (all RelationQuery steps), end symbol included
END = "</s>"
STATE_Q, RELATION_Q = "[StateQuery]", "[RelationQuery]"
_STATE_TO_SUBTASK = {v: k for k, v in vocab.SUBTASK_STATE.items()}


@lru_cache(maxsize=1)
def vocabularies() -> dict[str, tuple[str, ...]]:
    voc = vocab.query_vocabulary()
    return {"objects": tuple(f"[o:{o}]" for o in voc["objects"]),
            "states": tuple(f"[s:{s}]" for s in voc["states"]),
            "receptacles": tuple(f"[r:{r}]" for r in voc["receptacles"] + [vocab.ANY_RECEPTACLE]),
            "relations": tuple(f"[rel:{r}]" for r in voc["relations"]),
            "groups": tuple(f"[g:{i}]" for i in range(MAX_STEPS))}


@lru_cache(maxsize=1)
def _symbol_sets() -> dict[str, frozenset[str]]:
    return {k: frozenset(v) for k, v in vocabularies().items()}


@lru_cache(maxsize=1)
def symbols() -> tuple[str, ...]:
    """Every grammar symbol except the end symbol (which is the tokenizer's EOS)."""
    v = vocabularies()
    return (STATE_Q, RELATION_Q) + v["objects"] + v["states"] + v["receptacles"] + v["relations"] + v["groups"]


def _arg(symbol: str) -> str:
    return symbol[symbol.index(":") + 1:-1]


@dataclass
class GrammarState:
    """What a prefix of symbols has written so far. Build with :meth:`read`."""

    steps: list[tuple[str, ...]] = field(default_factory=list)  # finished steps (type, args..., group)
    partial: list[str] = field(default_factory=list)            # symbols of the unfinished step
    finished: bool = False

    @classmethod
    def read(cls, prefix: list[str]) -> "GrammarState":
        st = cls()
        for pos, sym in enumerate(prefix):
            if not st.allows(sym):
                raise InvalidValueError(f"symbol {sym!r} not allowed after {prefix[:pos]}; "
                                 f"allowed: {sorted(st.allowed())}")
            st._push(sym)
        return st

    def allows(self, sym: str) -> bool:
        """``sym in self.allowed()``, without building the set (the parser checks every symbol it
        writes; :meth:`allowed` builds one over the whole vocabulary)."""
        if self.finished:
            return False
        v = _symbol_sets()
        if not self.partial:
            return sym == END and bool(self.steps) or sym in (STATE_Q, RELATION_Q) and len(self.steps) < MAX_STEPS
        head, args = self.partial[0], self.partial[1:]
        n_args = 2 if head == STATE_Q else 3
        if len(args) == n_args:
            return sym in v["groups"]
        if not args:  # an object with a state (receptacle) still free for it
            if sym not in v["objects"]:
                return False
            key = "states" if head == STATE_Q else "receptacles"
            return len(self._used(head, sym)) < len(v[key])
        if head == STATE_Q:
            return sym in v["states"] and sym not in self._used(head, args[0])
        if len(args) == 1:
            return sym in v["receptacles"] and sym not in self._used(head, args[0])
        return sym in v["relations"]

    def _push(self, sym: str) -> None:
        if sym == END:
            self.finished = True
            return
        self.partial.append(sym)
        if self.partial[0] == STATE_Q and len(self.partial) == 4 or len(self.partial) == 5:
            self.steps.append(tuple(self.partial))
            self.partial = []

    def allowed(self) -> set[str]:
        if self.finished:
            return set()
        v = vocabularies()
        if self.partial:
            head, args = self.partial[0], self.partial[1:]
            n_args = 2 if head == STATE_Q else 3
            if len(args) == n_args:
                return set(v["groups"])
            if head == STATE_Q:
                if not args:
                    return {o for o in v["objects"] if self._free_states(o)}
                return self._free_states(args[0])
            if not args:
                return {o for o in v["objects"] if self._free_receptacles(o)}
            if len(args) == 1:
                return self._free_receptacles(args[0])
            return set(v["relations"])
        out = {END} if self.steps else set()
        if len(self.steps) < MAX_STEPS:
            out |= {STATE_Q, RELATION_Q}
        return out

    def _used(self, head: str, obj: str) -> set[str]:
        """The states (``head`` a state query) or receptacles already written for ``obj``."""
        return {s[2] for s in self.steps if s[0] == head and s[1] == obj}

    def _free_states(self, obj: str) -> set[str]:
        return set(_symbol_sets()["states"] - self._used(STATE_Q, obj))

    def _free_receptacles(self, obj: str) -> set[str]:
        return set(_symbol_sets()["receptacles"] - self._used(RELATION_Q, obj))

    def graph(self) -> TaskGraph:
        """The graph of the steps written so far: edges from every step of a group to every step
        of the next group present (tags are compared by rank, so gaps between tags mean nothing)."""
        nodes, groups = [], []
        for step in self.steps:
            if step[0] == STATE_Q:
                nodes.append(QueryNode(_STATE_TO_SUBTASK[_arg(step[2])], _arg(step[1])))
            else:
                rec = _arg(step[2])
                nodes.append(QueryNode("place", _arg(step[1]), None if rec == vocab.ANY_RECEPTACLE else rec))
            groups.append(int(_arg(step[-1])))
        rank = {g: r for r, g in enumerate(sorted(set(groups)))}
        groups = [rank[g] for g in groups]
        edges = tuple((i, j) for i in range(len(nodes)) for j in range(len(nodes)) if groups[j] == groups[i] + 1)
        return TaskGraph(tuple(nodes), edges)


def _groups(graph: TaskGraph) -> list[int]:
    """Group index of every step: its depth (longest path from a step with no predecessor)."""
    g = graph.digraph()
    depth: dict[int, int] = {}
    for node in nx.topological_sort(g):
        depth[node] = max((depth[p] + 1 for p in g.predecessors(node)), default=0)
    return [depth[i] for i in range(len(graph.nodes))]


def canonical_order(graph: TaskGraph, order: list[int] | None = None) -> TaskGraph:
    """The same graph with steps in ``order`` (default: the fixed sub-task order heat, cool,
    clean, slice, place, pick, then query text) and edges between consecutive groups: the
    parser's target. Raises ValueError for a graph that is not layered (see the module docstring)."""
    groups = _groups(graph)
    if order is None:
        order = sorted(range(len(graph.nodes)), key=lambda i: (vocab.SUBTASKS.index(graph.nodes[i].subtask),
                                                              graph.nodes[i].query))
    elif sorted(order) != list(range(len(graph.nodes))):
        raise InvalidValueError(f"order {order} is not a permutation of the {len(graph.nodes)} steps")
    nodes = tuple(graph.nodes[i] for i in order)
    g = [groups[i] for i in order]
    edges = tuple((i, j) for i in range(len(nodes)) for j in range(len(nodes)) if g[j] == g[i] + 1)
    out = TaskGraph(nodes, edges)
    if out.canonical() != graph.canonical():
        raise InvalidValueError(f"graph {graph.to_text()!r} is not layered (groups of unordered steps in sequence)")
    return out


def graph_to_symbols(graph: TaskGraph, order: list[int] | None = None) -> list[str]:
    """The symbol sequence (end symbol included) of a layered graph, steps in ``order``
    (see :func:`canonical_order`)."""
    if len(graph.nodes) > MAX_STEPS:
        raise InvalidValueError(f"graph has {len(graph.nodes)} steps; the grammar allows {MAX_STEPS}")
    graph = canonical_order(graph, order)
    groups = _groups(graph)
    out: list[str] = []
    for node, grp in zip(graph.nodes, groups):
        if node.subtask == "place":
            out += [RELATION_Q, f"[o:{node.object}]", f"[r:{node.receptacle or vocab.ANY_RECEPTACLE}]", "[rel:in]"]
        else:
            out += [STATE_Q, f"[o:{node.object}]", f"[s:{vocab.SUBTASK_STATE[node.subtask]}]"]
        out.append(f"[g:{grp}]")
    return out + [END]


def symbols_to_graph(seq: list[str]) -> TaskGraph:
    """Inverse of :func:`graph_to_symbols` (validates the sequence against the grammar)."""
    body = seq[:-1] if seq and seq[-1] == END else seq
    return _graph(tuple(body))


@lru_cache(maxsize=4096)
def _graph(body: tuple[str, ...]) -> TaskGraph:
    """:func:`symbols_to_graph`, cached: the rule parser writes the same few hundred graphs for thousands of
    descriptions, and a graph is immutable (frozen nodes and tuples), so one instance serves them all."""
    return GrammarState.read(list(body)).graph()
