"""The incremental aligner: the exact NSG dynamic programme, run forward over segment prefixes.

The offline aligner (:mod:`nsg.models.align`) works over suffixes, D[i][j] = best score of queries
i.. on segments j.., so it must see the whole video before it can say anything. Streaming needs
the mirror image over prefixes. For one query sequence (a topological sort) let

    F[m][S] = best summed log-probability of placing the first m queries, in order, one per
              segment, on segments 0..S-1   (F[0][S] = 0, F[m][S] = -inf when S < m),

then a new segment S gives F[m][S+1] = max(F[m][S], F[m-1][S] + l(m-1, S)). The update reads
only the previous column, so its cost is O(N) per sort, whatever S is: that is the point.
F[N][S] is exactly ``align_sequence(logp[:, :S]).best``, and F[m][S] is the offline optimum of
the sort's first m queries on the prefix (tests check both, on every prefix).

Each cell also keeps the alignment that reaches it as a shared linked list ``(segment, parent)``
(persistent: an update adds one cell, never copies a path), so the partial alignment of any
prefix is read in O(m) without a backward pass over the segments.

Ties: a strictly better candidate replaces the cell, so among equally good alignments the
earlier segment is kept. The offline aligner breaks ties the other way (latest segment), so the
two agree on the score always and on the segments whenever the optimum is unique.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from nsg.errors import InvalidValueError

NEG_INF = float("-inf")
Path = tuple  # (segment, parent Path) or None: the persistent linked list of an alignment


def path_segments(path: Path | None) -> list[int]:
    """The segments of a linked-list alignment, first query first."""
    out: list[int] = []
    while path is not None:
        out.append(path[0])
        path = path[1]
    return out[::-1]


@dataclass
class PrefixTable:
    """The current column of every sort: ``score[k][m]`` = F[m][S] of sort k, ``path[k][m]`` its
    alignment (segment per query of the sort's first m queries)."""

    score: list[list[float]]
    path: list[list[Path | None]]
    segments: int


class StreamingAligner:
    """Forward DP over all topological sorts of one graph, one :meth:`push` per new segment."""

    def __init__(self, sorts: Sequence[Sequence[int]], num_nodes: int):
        if num_nodes < 1:
            raise InvalidValueError(f"a graph needs at least one node, got {num_nodes}")
        if not sorts or any(sorted(s) != list(range(num_nodes)) for s in sorts):
            raise InvalidValueError(f"sorts must be permutations of the {num_nodes} nodes, got {list(sorts)[:3]}")
        self.sorts = [tuple(s) for s in sorts]
        self.n = num_nodes
        self._order = torch.tensor(self.sorts, dtype=torch.long)                      # [K, N]
        k = len(self.sorts)
        self._score = torch.full((k, num_nodes + 1), NEG_INF, dtype=torch.float64)
        self._score[:, 0] = 0.0
        self._path: list[list[Path | None]] = [[None] * (num_nodes + 1) for _ in range(k)]
        self.segments = 0

    def push(self, node_logp: torch.Tensor | Sequence[float]) -> PrefixTable:
        """Add one segment: ``node_logp[q]`` is node q's log-probability on it (graph order)."""
        col = torch.as_tensor(node_logp, dtype=torch.float64).reshape(-1)
        if col.numel() != self.n:
            raise InvalidValueError(f"expected {self.n} node log-probabilities, got {col.numel()}")
        if torch.isnan(col).any():
            raise InvalidValueError("node log-probabilities contain NaN")
        cand = self._score[:, :-1] + col[self._order]                                 # [K, N]
        better = cand > self._score[:, 1:]
        if bool(better.any()):
            s = self.segments
            for k, improved in enumerate(better.tolist()):
                paths = self._path[k]
                for m in range(self.n, 0, -1):   # descending: paths[m-1] is still the old column
                    if improved[m - 1]:
                        paths[m] = (s, paths[m - 1])
            self._score[:, 1:] = torch.maximum(self._score[:, 1:], cand)
        self.segments += 1
        return self.table()

    def table(self) -> PrefixTable:
        return PrefixTable(score=self._score.tolist(), path=[list(p) for p in self._path], segments=self.segments)


def prefix_table_offline(logp: torch.Tensor, sorts: Sequence[Sequence[int]], segments: int) -> PrefixTable:
    """F[m][S] of every sort, and its alignment, recomputed from scratch with the offline aligner on
    the first ``segments`` segments (one :func:`~nsg.models.align.align_sequence` call per sort and
    prefix length m). ``logp`` is ``[N, S_total]`` in graph order.

    This is what "re-running the offline NSG at every prefix" costs; the evaluation's baseline and
    the benchmark use it, and the tests check :class:`StreamingAligner` against it.
    """
    from nsg.models.align import align_sequence

    n = logp.shape[0]
    scores, paths = [], []
    for order in sorts:
        score: list[float] = [0.0] + [NEG_INF] * n
        path: list[Path | None] = [None] * (n + 1)
        for m in range(1, min(n, segments) + 1):
            best, index = align_sequence(logp[list(order[:m]), :segments].to(torch.float64))
            score[m] = float(best)
            if score[m] != NEG_INF:
                for seg in index.tolist():
                    path[m] = (seg, path[m])
        scores.append(score)
        paths.append(path)
    return PrefixTable(score=scores, path=paths, segments=segments)
