"""One video, streamed: segments in time order -> a state after each (:func:`stream_segments`).

Two ways to get the same states, so that their cost can be compared on the same decisions:

- :func:`stream_segments` (the streaming one): per new segment, score only that segment
  (:class:`~nsg.online.scoring.SegmentScorer`) and push one column into the forward DP
  (:class:`~nsg.online.align.StreamingAligner`): constant work per segment;
- :func:`recompute_states` (the baseline "offline NSG at every prefix"): for every prefix, score
  all its segments again and re-run the offline aligner for every sort and prefix length.

Both, and the threshold fit's replay, turn per-segment steps into states through one loop
(:func:`track`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Sequence

import torch

from contracts.language.graphs import TaskGraph
from nsg.online.align import PrefixTable, StreamingAligner, prefix_table_offline
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


Step = tuple[PrefixTable, list[float], float]   # one segment: its alignment table, every query's probability, its end (s)


def track(queries: VideoQueries, thresholds: Thresholds, steps: Iterable[Step]) -> list[State]:
    """The one tracker loop: a state after each segment of ``steps`` (consumed lazily, so a
    streaming caller's scoring is timed with it), the last state with the end rules applied.
    Streaming, the prefix baseline and the threshold fit all end here."""
    n = len(queries.graph.nodes)
    sorts = queries.graph.topological_sorts()
    tracker = Tracker(queries.graph, [a.kind for a in queries.alts], thresholds, queries.place_node)
    states = [tracker.update(table, sorts, p[:n], p[n:], t_s) for table, p, t_s in steps]
    states[-1] = tracker.finish()
    return states


def streamed_steps(queries: VideoQueries, times: Sequence[float], count: int,
                   segment_logits: Callable[[int], torch.Tensor]) -> Iterator[Step]:
    """Streaming: per new segment (``count`` of them), its logits only (``segment_logits(s)``: every
    query, graph nodes then alternatives) pushed as one column into the forward DP: constant work
    per segment."""
    n = len(queries.graph.nodes)
    aligner = StreamingAligner(queries.graph.topological_sorts(), n)
    for s in range(count):
        logits = segment_logits(s).reshape(-1).double()
        yield aligner.push(log_sigmoid(logits[:n])), torch.sigmoid(logits).tolist(), times[s]


def stream_segments(scorer: SegmentScorer, segments: torch.Tensor, times: Sequence[float],
                    queries: VideoQueries, thresholds: Thresholds) -> list[State]:
    """States of a video streamed from its segments' frame features ``[S, k, D]``, scoring each
    new segment only (:class:`~nsg.online.scoring.SegmentScorer`)."""
    return track(queries, thresholds, streamed_steps(queries, times, segments.shape[0],
                                                             lambda s: scorer.logits(segments[s])[:, 0]))


def stream_logits(logits: torch.Tensor, times: Sequence[float], queries: VideoQueries,
                  thresholds: Thresholds) -> list[State]:
    """States of a whole video from precomputed logits ``[n_queries, S]``."""
    return track(queries, thresholds, streamed_steps(queries, times, logits.shape[1], lambda s: logits[:, s]))


def recompute_states(scorer: SegmentScorer, segments: torch.Tensor, times: Sequence[float],
                     queries: VideoQueries, thresholds: Thresholds) -> list[State]:
    """The baseline: at every prefix, everything from scratch (scores of all segments so far, the
    offline aligner for every sort and prefix length), then the same rules."""
    n = len(queries.graph.nodes)
    sorts = queries.graph.topological_sorts()

    def steps() -> Iterator[Step]:
        for s in range(1, segments.shape[0] + 1):
            logits = scorer.logits(segments[:s]).double()                          # recomputed each time
            yield prefix_table_offline(log_sigmoid(logits[:n]), sorts, s), torch.sigmoid(logits[:, -1]).tolist(), times[s - 1]

    return track(queries, thresholds, steps())
