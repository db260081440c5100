"""One video, streamed: segments in time order -> a state after each (:class:`OnlineVerifier`).

Two ways to get the same states, so that their cost can be compared on the same decisions:

- :class:`OnlineVerifier` (the streaming one): per new segment, score only that segment
  (:class:`~nsg.online.scoring.SegmentScorer`) and push one column into the forward DP
  (:class:`~nsg.online.align.StreamingAligner`): constant work per segment;
- :func:`recompute_states` (the baseline "offline NSG at every prefix"): for every prefix, score
  all its segments again and re-run the offline aligner for every sort and prefix length.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from contracts.language.graphs import TaskGraph
from nsg.online.align import StreamingAligner, prefix_table_offline
from nsg.online.rules import State, Thresholds, Tracker
from nsg.online.scoring import Alternative, SegmentScorer, alternatives


@dataclass
class VideoQueries:
    """The queries one video is scored with: the graph's nodes, then the alternatives."""

    graph: TaskGraph
    alts: list[Alternative]

    @classmethod
    def of(cls, graph: TaskGraph) -> "VideoQueries":
        return cls(graph, alternatives(graph))

    @property
    def nodes(self) -> list:
        return list(self.graph.nodes) + [a.node for a in self.alts]

    @property
    def place_node(self) -> int | None:
        named = [i for i, n in enumerate(self.graph.nodes) if n.subtask == "place" and n.receptacle]
        return named[0] if named else None


def log_sigmoid(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.logsigmoid(x)


class OnlineVerifier:
    """The streaming verifier of one video against one graph."""

    def __init__(self, scorer: SegmentScorer | None, queries: VideoQueries, thresholds: Thresholds):
        self.scorer, self.q = scorer, queries
        self.sorts = queries.graph.topological_sorts()
        self.n = len(queries.graph.nodes)
        self.aligner = StreamingAligner(self.sorts, self.n)
        self.tracker = Tracker(queries.graph, [a.kind for a in queries.alts], thresholds, queries.place_node)

    def push_logits(self, logits: torch.Tensor, t_s: float) -> State:
        """One segment given as the logits of every query (graph nodes, then alternatives)."""
        logits = logits.reshape(-1).double()
        table = self.aligner.push(log_sigmoid(logits[:self.n]))
        p = torch.sigmoid(logits).tolist()
        return self.tracker.update(table, self.sorts, p[:self.n], p[self.n:], t_s)

    def push(self, segment: torch.Tensor, t_s: float) -> State:
        """One segment given as its frame features ``[k, D]``."""
        return self.push_logits(self.scorer.logits(segment)[:, 0], t_s)

    def finish(self) -> State:
        return self.tracker.finish()


def stream_logits(logits: torch.Tensor, times: Sequence[float], queries: VideoQueries,
                  thresholds: Thresholds) -> list[State]:
    """States of a whole video from precomputed logits ``[n_queries, S]`` (threshold fitting
    re-runs the rules many times on the same scores); the last state has the end rules applied."""
    v = OnlineVerifier(None, queries, thresholds)
    states = [v.push_logits(logits[:, s], times[s]) for s in range(logits.shape[1])]
    states[-1] = v.finish()
    return states


def recompute_states(scorer: SegmentScorer, segments: torch.Tensor, times: Sequence[float],
                     queries: VideoQueries, thresholds: Thresholds) -> list[State]:
    """The baseline: at every prefix, everything from scratch (scores of all segments so far, the
    offline aligner for every sort and prefix length), then the same rules."""
    n = len(queries.graph.nodes)
    sorts = queries.graph.topological_sorts()
    tracker = Tracker(queries.graph, [a.kind for a in queries.alts], thresholds, queries.place_node)
    states = []
    for s in range(1, segments.shape[0] + 1):
        logits = scorer.logits(segments[:s]).double()                          # recomputed each time
        table = prefix_table_offline(log_sigmoid(logits[:n]), sorts, s)
        p = torch.sigmoid(logits[:, -1]).tolist()
        states.append(tracker.update(table, sorts, p[:n], p[n:], times[s - 1]))
    states[-1] = tracker.finish()
    return states

