"""Scoring a streamed verdict against the annotated mistake, and the blind flagger.

Per video (:func:`outcome`): the first flag (first state whose verdict is ``mistake``), its time
and type, the type in the final state, and the end-of-video verdict. Over videos
(:func:`summarize`): detection recall per mistake type (a mistake video with any flag; the type
named need not be right, ``type_accuracy`` says how often it is, judged on the final state),
false-alarm rate (correct videos with any flag), detection delay (flag time minus the start of the
annotated mistake span, seconds, negative when the flag came first; median over detected
videos), PREGO's per-video precision / recall / F1 (:func:`prego_counts`), the delay after the
span's end (flag time minus the end of the mistaken step: the span
starts with the walk towards the step, so a verifier of states, which can only see a step once it
is done, cannot flag much before the end; this second figure is its own latency), and
end-of-video accuracy (``complete`` means "the intended task was done") beside the offline NSG's
(P(intended description true) > 0.5 on the whole video).

The blind flagger (:class:`BlindFlagger`) never looks at a video: from the train split it learns,
per number of graph steps, which step position the mistakes start at (median) and when that step
starts (mean over correct videos); it flags *every* video at that time. Its row shows what timing
alone gets: all mistakes "found", every correct video a false alarm.
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Sequence

from contracts.dataset.manifest import MISTAKE_TYPES
from nsg.online.rules import State


def outcome(states: Sequence[State | dict], mistake_type: str | None, mistake_start_s: float | None,
            offline_prob: float | None = None, mistake_end_s: float | None = None) -> dict:
    rows = [s.to_json() if isinstance(s, State) else s for s in states]
    flag = next((s for s in rows if s["verdict"] == "mistake"), None)
    last = rows[-1]
    out = {"mistake_type": mistake_type, "flagged": flag is not None,
           "flag_t_s": flag["t_s"] if flag else None, "flag_segment": flag["segment"] if flag else None,
           "flag_type": flag["mistake_type"] if flag else None,
           "final_verdict": last["verdict"], "final_type": last["mistake_type"],
           "delay_s": (flag["t_s"] - mistake_start_s) if flag and mistake_start_s is not None else None,
           "delay_after_end_s": (flag["t_s"] - mistake_end_s) if flag and mistake_end_s is not None else None}
    if offline_prob is not None:
        out["offline_prob"] = offline_prob
    return out


def _rate(xs: Sequence[bool]) -> float | None:
    return sum(xs) / len(xs) if xs else None


def summarize(outcomes: Sequence[dict]) -> dict:
    """Metrics over videos (see the module doc); counts are given beside every rate."""
    mistakes = [o for o in outcomes if o["mistake_type"]]
    correct = [o for o in outcomes if not o["mistake_type"]]
    per_type = {}
    for t in MISTAKE_TYPES:
        mine = [o for o in mistakes if o["mistake_type"] == t]
        per_type[t] = {"n": len(mine), "recall": _rate([o["flagged"] for o in mine]),
                       "type_accuracy": _rate([o["final_type"] == t for o in mine if o["flagged"]])}
    delays = [o["delay_s"] for o in mistakes if o["flagged"] and o["delay_s"] is not None]
    after = [o["delay_after_end_s"] for o in mistakes if o["flagged"] and o.get("delay_after_end_s") is not None]
    truth = [o["mistake_type"] is None for o in outcomes]
    out = {"n_mistake": len(mistakes), "n_correct": len(correct), "per_type": per_type,
           "recall": _rate([o["flagged"] for o in mistakes]),
           "false_alarm": _rate([o["flagged"] for o in correct]),
           "delay_median_s": statistics.median(delays) if delays else None,
           "delay_n": len(delays),
           "delay_after_end_median_s": statistics.median(after) if after else None,
           "end_accuracy": _rate([(o["final_verdict"] == "complete") == t for o, t in zip(outcomes, truth)])}
    out["prego"] = prego_counts(outcomes)
    if outcomes and all("offline_prob" in o for o in outcomes):
        out["offline_end_accuracy"] = _rate([(o["offline_prob"] > 0.5) == t for o, t in zip(outcomes, truth)])
    return out


def prego_counts(outcomes: Sequence[dict]) -> dict:
    """Per-video detection counted as the PREGO protocol does: a mistake video flagged at or after
    its mistake's start is a true positive; a flag on a correct video, or before the mistake
    started, is a false positive (and that mistake, not found in time, a false negative)."""
    mistakes = [o for o in outcomes if o["mistake_type"]]
    on_time = [o["flagged"] and o["delay_s"] is not None and o["delay_s"] >= 0 for o in mistakes]
    early = sum(o["flagged"] and not ok for o, ok in zip(mistakes, on_time))
    tp = sum(on_time)
    fp = sum(o["flagged"] for o in outcomes if not o["mistake_type"]) + early
    fn = len(mistakes) - tp
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    f1 = 2 * precision * recall / (precision + recall) if precision and recall else (0.0 if tp + fp + fn else None)
    return {"tp": tp, "fp": fp, "fn": fn, "precision": precision, "recall": recall, "f1": f1}


@dataclass
class BlindFlagger:
    """Flags every video at a time that depends only on the graph's number of steps."""

    position: dict[int, int] = field(default_factory=dict)        # steps -> mistaken step position
    start_s: dict[int, list[float]] = field(default_factory=dict)  # steps -> mean start of each position

    @classmethod
    def fit(cls, correct_starts: Sequence[tuple[int, list[float]]],
            mistake_positions: Sequence[tuple[int, int]]) -> "BlindFlagger":
        """``correct_starts``: (steps, start time of each step) of train correct videos;
        ``mistake_positions``: (steps, position of the step the annotated mistake starts in) of
        train mistake videos."""
        starts: dict[int, list[list[float]]] = {}
        for n, s in correct_starts:
            starts.setdefault(n, []).append(s)
        mean = {n: [statistics.mean(v[i] for v in rows if len(v) > i) for i in range(max(map(len, rows)))]
                for n, rows in starts.items()}
        pos: dict[int, list[int]] = {}
        for n, p in mistake_positions:
            pos.setdefault(n, []).append(p)
        return cls({n: int(statistics.median_low(v)) for n, v in pos.items()}, mean)

    def time(self, steps: int) -> float:
        """The flag time for a graph of ``steps`` nodes (nearest fitted size when unseen)."""
        if not self.start_s:
            return 0.0
        n = min(self.start_s, key=lambda m: (abs(m - steps), m))
        p = self.position.get(n, steps // 2)
        starts = self.start_s[n]
        return starts[min(p, len(starts) - 1)]

    def outcome(self, steps: int, mistake_type: str | None, mistake_start_s: float | None,
                mistake_end_s: float | None = None) -> dict:
        t = self.time(steps)
        return {"mistake_type": mistake_type, "flagged": True, "flag_t_s": t, "flag_segment": None,
                "flag_type": None, "final_verdict": "mistake", "final_type": None,
                "delay_s": (t - mistake_start_s) if mistake_start_s is not None else None,
                "delay_after_end_s": (t - mistake_end_s) if mistake_end_s is not None else None}


def step_position(starts: Sequence[float], mistake_start_s: float) -> int:
    """How many executed steps began before the mistake span (its step's position)."""
    return max(0, sum(1 for s in starts if s <= mistake_start_s + 1e-9) - 1)
