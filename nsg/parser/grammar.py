"""The query grammar as decoder symbols, and the automaton that constrains decoding.

The parser's decoder writes a graph as a sequence of grammar symbols, one per query type,
argument and edge endpoint; it is a lossless spelling of the text form::

    Step 0: StateQuery(apple, hot), Step 1: RelationQuery(apple, plate, in), Step 0 -> Step 1
    [StateQuery] [o:apple] [s:hot] [RelationQuery] [o:apple] [r:plate] [rel:in] [edge] [n:0] [n:1] </s>

Steps are numbered in the order they are written. :class:`GrammarState` reads a prefix of
symbols and says which symbols may come next, so that every finished sequence spells a graph
that :func:`generators.graphs.parse_graph_text` accepts: query types are StateQuery or
RelationQuery; arguments come from the closed vocabularies (objects, states, receptacles,
relation); no step is written twice; edges join two existing, distinct steps, are not repeated
and never close a cycle; at most :data:`MAX_STEPS` steps and :data:`MAX_EDGES` edges, so the
sequence always ends (with the end symbol) within :data:`MAX_SYMBOLS`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import networkx as nx

from generators import vocabulary as vocab
from generators.graphs import QueryNode, TaskGraph

MAX_STEPS = 6
MAX_EDGES = 10
MAX_SYMBOLS = MAX_STEPS * 4 + MAX_EDGES * 3 + 1  # the longest sequence, end symbol included
END = "</s>"
STATE_Q, RELATION_Q, EDGE = "[StateQuery]", "[RelationQuery]", "[edge]"
_STATE_TO_SUBTASK = {v: k for k, v in vocab.SUBTASK_STATE.items()}


@lru_cache(maxsize=1)
def vocabularies() -> dict[str, tuple[str, ...]]:
    voc = vocab.query_vocabulary()
    return {"objects": tuple(f"[o:{o}]" for o in voc["objects"]),
            "states": tuple(f"[s:{s}]" for s in voc["states"]),
            "receptacles": tuple(f"[r:{r}]" for r in voc["receptacles"]),
            "relations": tuple(f"[rel:{r}]" for r in voc["relations"]),
            "indices": tuple(f"[n:{i}]" for i in range(MAX_STEPS))}


@lru_cache(maxsize=1)
def symbols() -> tuple[str, ...]:
    """Every grammar symbol except the end symbol (which is the tokenizer's EOS)."""
    v = vocabularies()
    return (STATE_Q, RELATION_Q, EDGE) + v["objects"] + v["states"] + v["receptacles"] + v["relations"] + v["indices"]


def _arg(symbol: str) -> str:
    return symbol[symbol.index(":") + 1:-1]


@dataclass
class GrammarState:
    """What a prefix of symbols has written so far. Build with :meth:`read`."""

    steps: list[tuple[str, ...]] = field(default_factory=list)  # finished steps (type, args...)
    partial: list[str] = field(default_factory=list)            # symbols of the unfinished step/edge
    edges: list[tuple[int, int]] = field(default_factory=list)
    finished: bool = False

    @classmethod
    def read(cls, prefix: list[str]) -> "GrammarState":
        st = cls()
        for pos, sym in enumerate(prefix):
            allowed = st.allowed()
            if sym not in allowed:
                raise ValueError(f"symbol {sym!r} not allowed after {prefix[:pos]}; "
                                 f"allowed: {sorted(allowed)}")
            st._push(sym)
        return st

    def _push(self, sym: str) -> None:
        if sym == END:
            self.finished = True
            return
        self.partial.append(sym)
        head = self.partial[0]
        if head == STATE_Q and len(self.partial) == 3:
            self.steps.append(tuple(self.partial))
            self.partial = []
        elif head == RELATION_Q and len(self.partial) == 4:
            self.steps.append(tuple(self.partial))
            self.partial = []
        elif head == EDGE and len(self.partial) == 3:
            self.edges.append((int(_arg(self.partial[1])), int(_arg(self.partial[2]))))
            self.partial = []

    def _digraph(self) -> nx.DiGraph:
        g = nx.DiGraph()
        g.add_nodes_from(range(len(self.steps)))
        g.add_edges_from(self.edges)
        return g

    def _targets(self, src: int, g: nx.DiGraph) -> list[int]:
        return [j for j in range(len(self.steps))
                if j != src and (src, j) not in self.edges and not nx.has_path(g, j, src)]

    def allowed(self) -> set[str]:
        if self.finished:
            return set()
        v = vocabularies()
        n = len(self.steps)
        if self.partial:
            head, args = self.partial[0], self.partial[1:]
            if head == STATE_Q:
                if not args:
                    return {o for o in v["objects"] if self._free_states(o)}
                return self._free_states(args[0])
            if head == RELATION_Q:
                if not args:
                    return {o for o in v["objects"] if self._free_receptacles(o)}
                if len(args) == 1:
                    return self._free_receptacles(args[0])
                return set(v["relations"])
            g = self._digraph()
            if not args:
                return {f"[n:{i}]" for i in range(n) if self._targets(i, g)}
            return {f"[n:{j}]" for j in self._targets(int(_arg(args[0])), g)}
        out = {END} if n >= 1 else set()
        if not self.edges and n < MAX_STEPS:
            out |= {STATE_Q, RELATION_Q}
        if n >= 2 and len(self.edges) < MAX_EDGES:
            g = self._digraph()
            if any(self._targets(i, g) for i in range(n)):
                out.add(EDGE)
        return out

    def _free_states(self, obj: str) -> set[str]:
        used = {s[2] for s in self.steps if s[0] == STATE_Q and s[1] == obj}
        return set(vocabularies()["states"]) - used

    def _free_receptacles(self, obj: str) -> set[str]:
        used = {s[2] for s in self.steps if s[0] == RELATION_Q and s[1] == obj}
        return set(vocabularies()["receptacles"]) - used

    def graph(self) -> TaskGraph:
        """The graph of a finished sequence."""
        nodes = []
        for step in self.steps:
            if step[0] == STATE_Q:
                nodes.append(QueryNode(_STATE_TO_SUBTASK[_arg(step[2])], _arg(step[1])))
            else:
                nodes.append(QueryNode("place", _arg(step[1]), _arg(step[2])))
        return TaskGraph(tuple(nodes), tuple(self.edges))


def canonical_order(graph: TaskGraph) -> TaskGraph:
    """The same graph with steps in a fixed order (depth in the DAG, then sub-task, then query)
    and only the edges of its transitive reduction: the parser's training target."""
    g = graph.digraph()
    depth = {}
    for node in nx.topological_sort(g):
        depth[node] = max((depth[p] + 1 for p in g.predecessors(node)), default=0)
    order = sorted(range(len(graph.nodes)), key=lambda i: (depth[i], vocab.SUBTASKS.index(graph.nodes[i].subtask),
                                                          graph.nodes[i].query))
    new_index = {old: new for new, old in enumerate(order)}
    reduced = nx.transitive_reduction(g)
    edges = sorted((new_index[a], new_index[b]) for a, b in reduced.edges)
    return TaskGraph(tuple(graph.nodes[i] for i in order), tuple(edges))


def graph_to_symbols(graph: TaskGraph) -> list[str]:
    """The symbol sequence (end symbol included) of a graph in canonical order."""
    graph = canonical_order(graph)
    out: list[str] = []
    for node in graph.nodes:
        if node.subtask == "place":
            out += [RELATION_Q, f"[o:{node.object}]", f"[r:{node.receptacle}]", "[rel:in]"]
        else:
            out += [STATE_Q, f"[o:{node.object}]", f"[s:{vocab.SUBTASK_STATE[node.subtask]}]"]
    for a, b in graph.edges:
        out += [EDGE, f"[n:{a}]", f"[n:{b}]"]
    if len(graph.nodes) > MAX_STEPS or len(graph.edges) > MAX_EDGES:
        raise ValueError(f"graph exceeds the grammar's limits ({MAX_STEPS} steps, {MAX_EDGES} edges)")
    return out + [END]


def symbols_to_graph(seq: list[str]) -> TaskGraph:
    """Inverse of :func:`graph_to_symbols` (validates the sequence against the grammar)."""
    body = seq[:-1] if seq and seq[-1] == END else seq
    st = GrammarState.read(list(body))
    return st.graph()
