"""From the incremental alignment and the new segment's scores to a state and a verdict.

Which nodes are done by now. A hypothesis is "the first m nodes of topological sort k are done",
scored G = F_k[m] - sum of log(done) over those m nodes: the best alignment of those m nodes on the
segments so far (:mod:`nsg.online.align`), where each aligned node must beat probability ``done``
to be worth counting (the graph's named place node beats ``done_place`` when it is set: scored by
the placement probe, its probabilities have their own scale, :mod:`nsg.online.placement`). The
best hypothesis gives the done set (always closed under the graph's order) and its alignment; a
softmax of G over the distinct done sets gives each node's probability of being done (P(node
done) = the weight of the done sets that contain it). ``next`` are the nodes not done
whose predecessors all are.

Verdict rules, checked after every segment (the first flag is kept for the rest of the video):

- ``order``: a node not done, one of whose predecessors is not done either, rises by at least
  ``order`` above its lowest score so far on the new segment (a step happening before a step it
  needs; a rise, so that a state the object has from the start, or a receptacle it starts in, is
  not a step done);
- ``wrong_step``: an alternative state (a sub-task outside the graph) *rises* by at least
  ``wrong_step`` above its lowest score so far (a rise, not a level: an object can start cold);
- ``wrong_receptacle``: while the graph's place node is expected next (every step before it
  done), an alternative receptacle rises by at least ``wrong_receptacle`` above its lowest score
  since the place became expected *and* above the place node on the new segment (the object sits
  in the sink or the microwave during earlier steps; those are not placements);
- both alternative rules must hold for ``hold`` consecutive segments (an object set down on the
  way, or sitting in the microwave while it heats, is not yet a wrong placement); evidence still
  holding when the video ends flags at the last segment;
- ``place_end`` (off unless fitted): at the end of the video, the graph's named place node is done
  but its probability on the last segment is below ``place_end``: the object does not rest where
  it was to be put. In the library's tasks nothing moves the object after its place step (only a
  slice follows one, done where it lies), so a place seen done earlier and gone at the end was the
  object passing through (the microwave of a heat step, the sink of a clean step) before it was
  put elsewhere. Named ``wrong_receptacle`` when an alternative receptacle scores above the place
  node on that segment, else ``missing_step``;
- ``missing_step``: at the end of the video, the done set is not every node. An ``order`` flag
  whose missing predecessor is still not done at the end becomes ``missing_step`` in the final
  state: at the moment a later step is done without an earlier one, the two cannot be told apart,
  only the end can say whether the earlier step ever came (the flag's segment is unchanged).

``complete`` when every node is done and nothing was flagged. Thresholds are fitted on the train
split (:mod:`nsg.online.fit`); the values here are only defaults.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Sequence

from contracts.language.graphs import TaskGraph
from nsg.errors import InvalidValueError
from nsg.online.align import PrefixTable, path_segments


@dataclass(frozen=True)
class Thresholds:
    done: float = 0.5
    order: float = 0.8
    wrong_step: float = 0.5
    wrong_receptacle: float = 0.3
    hold: int = 1
    done_place: float | None = None   # the place node's own done level (None: ``done``); see module doc
    place_end: float | None = None    # the place node's least probability on the last segment (None: off)

    def __post_init__(self) -> None:
        for name in ("done", "done_place", "place_end"):
            value = getattr(self, name)
            if value is not None and not 0.0 < value < 1.0:
                raise InvalidValueError(f"the {name} threshold must be in (0, 1), got {value}")
        if self.hold < 1:
            raise InvalidValueError(f"hold must be at least 1 segment, got {self.hold}")

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class State:
    """What the verifier says after one segment (the JSONL ``states`` entries)."""

    segment: int
    t_s: float
    verdict: str                      # on_track | mistake | complete
    mistake_type: str | None
    node: str | None                  # node id, e.g. "n2"
    done: dict[str, float]
    next: list[str]
    alignment: dict[str, int] = field(default_factory=dict)   # done node id -> segment

    def to_json(self) -> dict:
        return asdict(self)


def node_id(i: int) -> str:
    return f"n{i}"


@dataclass
class Flag:
    kind: str
    node: int | None
    segment: int
    waiting_for: tuple[int, ...] = ()     # order: the predecessors not done when it was flagged


class Tracker:
    """Verdict rules over a stream: :meth:`update` once per segment, :meth:`finish` at the end."""

    def __init__(self, graph: TaskGraph, alt_kinds: Sequence[str], thresholds: Thresholds,
                 place_node: int | None = None):
        self.graph, self.th = graph, thresholds
        self.n = len(graph.nodes)
        self.preds = [tuple(a for a, b in graph.edges if b == q) for q in range(self.n)]
        self.alt_kinds = list(alt_kinds)
        self.place_node = place_node
        self.flag: Flag | None = None
        self._alt_min: list[float] | None = None
        self._node_min: list[float] | None = None
        self._streak = [0] * len(self.alt_kinds)
        self._pending: list[tuple[float, Flag]] = []   # alternatives holding on the last segment
        self.last: State | None = None
        self._done: set[int] = set()
        self._last_p: tuple[list[float], list[float]] = ([], [])   # the last segment's node and alternative p
        self._penalty = [-math.log(thresholds.done_place if q == place_node and thresholds.done_place
                                   else thresholds.done) for q in range(self.n)]   # per node, for done_sets

    def done_sets(self, table: PrefixTable, sorts: Sequence[Sequence[int]]) -> dict[frozenset, tuple[float, list[int], tuple]]:
        """Best penalised score, sort and alignment of each distinct done set."""
        penalty = self._penalty
        best: dict[frozenset, tuple[float, list[int], tuple]] = {}
        for k, order in enumerate(sorts):
            for m in range(self.n + 1):
                f = table.score[k][m]
                if f == float("-inf"):
                    continue
                g = f + sum(penalty[q] for q in order[:m])
                key = frozenset(order[:m])
                if key not in best or g > best[key][0]:
                    best[key] = (g, list(order[:m]), table.path[k][m])
        return best

    def update(self, table: PrefixTable, sorts: Sequence[Sequence[int]], node_p: Sequence[float],
               alt_p: Sequence[float], t_s: float) -> State:
        """The state after segment ``table.segments - 1``; ``node_p`` / ``alt_p`` are the graph
        nodes' and the alternatives' probabilities on that segment."""
        seg = table.segments - 1
        sets = self.done_sets(table, sorts)
        top = max(sets.values(), key=lambda v: v[0])
        z = max(v[0] for v in sets.values())
        weights = {key: math.exp(v[0] - z) for key, v in sets.items()}
        total = sum(weights.values())
        done_p = [sum(w for key, w in weights.items() if q in key) / total for q in range(self.n)]
        done = set(top[1])
        self._done = done
        nxt = [q for q in range(self.n) if q not in done and all(p in done for p in self.preds[q])]
        align = dict(zip((node_id(q) for q in top[1]), path_segments(top[2])))
        if self.flag is None:
            self.flag = self._check(seg, done, node_p, alt_p, nxt)
        else:
            self._alternatives(seg, node_p, alt_p, nxt, at_least=self.th.hold)
        self._node_min = [min(x, y) for x, y in zip(self._node_min or node_p, node_p)]
        self._last_p = (list(node_p), list(alt_p))
        state = self._state(seg, t_s, done, done_p, nxt, align)
        self.last = state
        return state

    def _check(self, seg: int, done: set[int], node_p: Sequence[float], alt_p: Sequence[float],
               nxt: list[int]) -> Flag | None:
        found: list[tuple[float, Flag]] = []     # (excess over the threshold, flag)
        node_low = self._node_min if self._node_min is not None else list(node_p)
        for q in range(self.n):
            missing = tuple(p for p in self.preds[q] if p not in done)
            rise = node_p[q] - node_low[q]
            if q not in done and missing and rise >= self.th.order:
                found.append((rise - self.th.order, Flag("order", q, seg, missing)))
        found += self._alternatives(seg, node_p, alt_p, nxt, at_least=self.th.hold)
        return max(found, key=lambda f: f[0])[1] if found else None

    def _alternatives(self, seg: int, node_p: Sequence[float], alt_p: Sequence[float], nxt: list[int],
                      at_least: int) -> list[tuple[float, Flag]]:
        """Evidence of the alternatives on this segment (updates their streaks and lows); the
        flags of those whose evidence has held for ``at_least`` segments."""
        lows = self._alt_min if self._alt_min is not None else list(alt_p)
        found = []
        for a, (kind, p, low) in enumerate(zip(self.alt_kinds, alt_p, lows)):
            if kind == "wrong_step":
                excess, node = p - low - self.th.wrong_step, (nxt[0] if nxt else None)
            elif kind == "wrong_receptacle" and self.place_node is not None:
                if self.place_node not in nxt:     # not expected yet: the low restarts at each segment
                    lows[a] = p
                excess = min(p - lows[a], p - node_p[self.place_node]) - self.th.wrong_receptacle
                node = self.place_node
            else:
                continue
            self._streak[a] = self._streak[a] + 1 if excess >= 0 else 0
            if self._streak[a] >= 1:
                found.append((excess, Flag(kind, node, seg)))
                if self._streak[a] < at_least:
                    found[-1] = (excess, Flag(kind, node, -1))     # holding, not long enough yet
        self._alt_min = [min(x, y) for x, y in zip(lows, alt_p)]
        self._pending = [(x, Flag(f.kind, f.node, seg)) for x, f in found]
        return [(x, f) for x, f in found if f.segment == seg]

    def _state(self, seg: int, t_s: float, done: set[int], done_p: list[float], nxt: list[int],
               align: dict[str, int], final: bool = False) -> State:
        flag = self.flag
        if flag is not None:
            kind = flag.kind
            if final and kind == "order" and any(p not in done for p in flag.waiting_for):
                kind = "missing_step"
            verdict, node = "mistake", (node_id(flag.node) if flag.node is not None else None)
        elif len(done) == self.n:
            verdict, kind, node = "complete", None, None
        else:
            verdict, kind, node = "on_track", None, None
        return State(seg, round(t_s, 3), verdict, kind, node, {node_id(q): round(p, 4) for q, p in enumerate(done_p)},
                     [node_id(q) for q in nxt], align)

    def _place_gone(self, seg: int) -> Flag | None:
        """The ``place_end`` rule (module doc) on the last segment's scores."""
        q = self.place_node
        if q is None or self.th.place_end is None or q not in self._done:
            return None
        node_p, alt_p = self._last_p
        if node_p[q] >= self.th.place_end:
            return None
        elsewhere = [p for kind, p in zip(self.alt_kinds, alt_p) if kind == "wrong_receptacle"]
        return Flag("wrong_receptacle" if elsewhere and max(elsewhere) > node_p[q] else "missing_step", q, seg)

    def finish(self) -> State:
        """The last segment's state with the end-of-video rules applied (missing steps)."""
        if self.last is None:
            raise InvalidValueError("finish() before any segment")
        last = self.last
        if self.flag is None and self._pending:   # the video ended while an alternative held
            self.flag = max(self._pending, key=lambda f: f[0])[1]
        if self.flag is None:
            self.flag = self._place_gone(last.segment)
        if self.flag is None and len(self._done) < self.n:
            nxt = [int(x[1:]) for x in last.next]
            self.flag = Flag("missing_step", nxt[0] if nxt else min(set(range(self.n)) - self._done), last.segment)
        final = self._state(last.segment, last.t_s, self._done, [last.done[node_id(q)] for q in range(self.n)],
                            [int(x[1:]) for x in last.next], last.alignment, final=True)
        self.last = final
        return final
