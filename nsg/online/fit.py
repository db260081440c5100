"""Fitting the verdict thresholds on the train split only.

The objective, on the train split's mistake videos and their correct twins: first that the
false-alarm rate stays within ``max_false_alarm`` (an assistant that cries wolf on correct work is
switched off: the issue's operating point is 10%), then detection recall minus false-alarm rate
(Youden's J), then end-of-video accuracy, then the earlier default. Without a cap (``None``) it is
J alone, as before.
It is maximised by coordinate ascent over a fixed grid per threshold (a few rounds), not jointly:
an approximation, cheap because the incremental alignment does not depend on any threshold and is
computed once per video (:func:`precompute`); only the rules are re-run.

:func:`fit_thresholds` refuses any video whose split is not ``train``: that is the guarantee that
thresholds never see test data (tested), whatever the caller passes.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import torch

from nsg.errors import InvalidValueError
from nsg.online.align import PrefixTable, StreamingAligner
from nsg.online.metrics import outcome, summarize
from nsg.online.rules import Thresholds
from nsg.online.stream import VideoQueries, log_sigmoid, track

GRID: dict[str, tuple[float, ...]] = {
    "done": (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9),
    "order": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1.01),
    "wrong_step": (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.01),
    "wrong_receptacle": (0.0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1.01),
    "hold": (1, 2, 3),
    "done_place": (None, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7),
    "place_end": (None, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3),
}  # 1.01: the rule never fires (a probability or a margin of probabilities never reaches it)
ROUNDS = 3


@dataclass
class ScoredVideo:
    """One video's scores, threshold-independent: logits of every query per segment and the
    incremental alignment after each segment."""

    job_id: str
    split: str
    mistake_type: str | None
    mistake_start_s: float | None
    queries: VideoQueries
    logits: torch.Tensor                 # [n_queries, S]
    times: list[float]
    tables: list[PrefixTable]


def precompute(job_id: str, split: str, mistake_type: str | None, mistake_start_s: float | None,
               queries: VideoQueries, logits: torch.Tensor, times: Sequence[float]) -> ScoredVideo:
    n = len(queries.graph.nodes)
    al = StreamingAligner(queries.graph.topological_sorts(), n)
    lp = log_sigmoid(logits[:n].double())
    tables = [al.push(lp[:, s]) for s in range(logits.shape[1])]
    return ScoredVideo(job_id, split, mistake_type, mistake_start_s, queries, logits, list(times), tables)


def replay(v: ScoredVideo, th: Thresholds) -> list:
    """The states of a scored video under thresholds ``th`` (same rules as the stream)."""
    p = torch.sigmoid(v.logits.double())
    return track(v.queries, th, ((t, p[:, s].tolist(), v.times[s]) for s, t in enumerate(v.tables)))


def objective(videos: Sequence[ScoredVideo], th: Thresholds,
              max_false_alarm: float | None = None) -> tuple[bool, float, float]:
    """(false alarms within the cap, J, end-of-video accuracy): compared as a tuple."""
    s = summarize([outcome(replay(v, th), v.mistake_type, v.mistake_start_s) for v in videos])
    fa = s["false_alarm"] or 0.0
    within = max_false_alarm is None or fa <= max_false_alarm + 1e-12
    return (within, (s["recall"] or 0.0) - fa, s["end_accuracy"] or 0.0)


@dataclass
class FitResult:
    thresholds: Thresholds
    objective: float
    end_accuracy: float
    fitted_on: list[str]             # job ids, all of split train
    max_false_alarm: float | None = None
    within_cap: bool = True          # whether the train false-alarm rate met the cap
    encoder_spread: dict[str, float] | None = None   # per query type, on the same videos (nsg.online.spread)
    fit_videos: str = "train"        # held_out (the run's validation videos) or train (all of them)

    def to_json(self) -> dict:
        return {"thresholds": self.thresholds.to_json(), "train_j": self.objective,
                "train_end_accuracy": self.end_accuracy, "fitted_on": self.fitted_on,
                "fitted_on_splits": ["train"], "fit_videos": self.fit_videos,
                "max_false_alarm": self.max_false_alarm,
                "train_within_cap": self.within_cap, "train_encoder_spread": self.encoder_spread,
                "objective": "false_alarm <= max_false_alarm, then recall - false_alarm, on train mistake pairs"}


def fit_thresholds(videos: Sequence[ScoredVideo], start: Thresholds = Thresholds(),
                   max_false_alarm: float | None = None) -> FitResult:
    bad = sorted({v.split for v in videos} - {"train"})
    if bad:
        raise InvalidValueError(f"thresholds are fitted on the train split only; got videos of {bad}")
    if not any(v.mistake_type for v in videos) or all(v.mistake_type for v in videos):
        raise InvalidValueError("fitting needs train mistake videos and correct twins; the train split has "
                                f"{sum(bool(v.mistake_type) for v in videos)} mistake and "
                                f"{sum(not v.mistake_type for v in videos)} correct videos")
    if max_false_alarm is not None and not 0.0 <= max_false_alarm <= 1.0:
        raise InvalidValueError(f"max_false_alarm must be a rate in [0, 1], got {max_false_alarm}",
                                setting="max_false_alarm")
    best, score = start, objective(videos, start, max_false_alarm)
    for _ in range(ROUNDS):
        improved = False
        for name, grid in GRID.items():
            for value in grid:
                cand = replace(best, **{name: value})
                got = objective(videos, cand, max_false_alarm)
                if got > score:
                    best, score, improved = cand, got, True
        if not improved:
            break
    return FitResult(best, score[1], score[2], [v.job_id for v in videos], max_false_alarm, score[0])
