"""Where the target rests, read from the last frames of a segment: the relation queries' scores
for the online verifier when the NSG relation encoder cannot tell the receptacles apart.

Why: with the stand-in CLIP the relation encoder, trained from video-level labels only, found 1
of 21 test wrong receptacles. The frame features do carry the place, but only in the few frames
where the agent walks up to it and puts the object down: a per-frame probe of the object's
receptacle misses the plate, pan and pot (0-9%), while the same kind of probe on a video's last
frames finds the sink, microwave and fridge every time (docs/nsg.md). So this is a supervised
reader: a balanced multinomial logistic regression (scikit-learn) from a segment's tail (the mean
of its last :data:`TAIL` real frames, and its last frame) to the kind of receptacle the agent
has put the target in by the segment's end (``none`` before it is first picked up, so that where
it starts is no placement, and while it is held), fitted on the recorded states of train-split
videos only: the run's own training videos, never the held-out ones the thresholds are fitted on
(:func:`nsg.online.inputs.probe_records`), never a test split (refused).

``RelationQuery(object, r, in)`` then scores ``logit P(kind r)`` on every segment, for the graph's
place node and the wrong-receptacle alternatives alike (:class:`ProbedScorer`); the state queries
keep the NSG encoders' scores. Approximate by design: a device the object rests in on its way
(the sink of a clean step, the microwave of a heat step) reads as "in" there, as in the
annotation diagnostic (:mod:`nsg.online.truth`); the ``place_end`` rule of :mod:`nsg.online.rules`
is what tells such a pass-through from the place step.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np
import torch

from contracts.language.graphs import QueryNode
from nsg.errors import DatasetReadError
from nsg.inputs.reader import VideoRecord, read_annotation
from nsg.online.scoring import SegmentScorer, segment_chunks, segment_end_frame
from nsg.online.truth import receptacle_kind, resting_kind

TAIL = 4            # sampled frames averaged at a segment's end (1.6 s at 2.5 fps)
NONE = "none"       # the target is held, or rests nowhere recorded
FLOOR = 1e-4        # probabilities are clipped to [FLOOR, 1 - FLOOR] before the logit
MIN_SEGMENTS = 20   # train segments with the target put in a kind before the probe scores that kind


def tail_inputs(segments: torch.Tensor, tail: int = TAIL) -> np.ndarray:
    """``[S, k, D]`` -> ``[S, 2D]``: the mean of each segment's last ``tail`` real frames and its last
    real frame. Real frames are the non-zero rows (the collator pads the last segment with zeros;
    a segment with none gives zeros)."""
    s, _, d = segments.shape
    out = np.zeros((s, 2 * d), dtype=np.float32)
    real = segments.abs().sum(-1) > 0
    for i in range(s):
        rows = segments[i][real[i]]
        if len(rows):
            out[i, :d] = rows[-tail:].mean(0).numpy()
            out[i, d:] = rows[-1].numpy()
    return out


def segment_labels(record: VideoRecord, indices: Sequence[int], k: int, num_segments: int) -> list[str]:
    """Per segment, the receptacle kind the target rests in at the segment's last sampled frame,
    counted only once the target has been held (before that: :data:`NONE`)."""
    per_frame = read_annotation(record.annotations).frame_states()  # the target's states
    if not per_frame:
        raise DatasetReadError(f"{record.annotations}: no per-frame states recorded; the placement probe is "
                               "fitted on recorded states (re-render the dataset with the recorder)")
    first_held = next((i for i, st in enumerate(per_frame) if st.get("held")), len(per_frame))
    out = []
    for s in range(num_segments):
        last = segment_end_frame(indices, k, s) if s * k < len(indices) else None   # None: a padding segment
        frame = None if last is None else min(last, len(per_frame) - 1)
        if frame is None or frame < first_held:
            out.append(NONE)       # not put anywhere yet: where it starts is no placement
            continue
        out.append(resting_kind(per_frame[frame]) or NONE)
    return out


@dataclass
class PlacementProbe:
    """The fitted reader; :meth:`probabilities` maps segments to P(kind) per receptacle kind."""

    model: object                                   # sklearn LogisticRegression
    classes: list[str]
    counts: dict[str, int] = field(default_factory=dict)   # train segments per kind

    @classmethod
    def fit(cls, records: Sequence[VideoRecord], cache, k: int, progress: Callable[[str], None] = lambda _: None,
            seed: int = 0) -> "PlacementProbe":
        from sklearn.linear_model import LogisticRegression

        bad = sorted({r.split for r in records} - {"train"})
        if bad:
            raise DatasetReadError(f"the placement probe is fitted on train-split videos only; got videos of {bad}")
        xs, ys = [], []
        for rec in records:
            entry = cache.load_video(rec)
            segments = segment_chunks(entry["features"].float(), k)
            xs.append(tail_inputs(segments))
            ys += segment_labels(rec, entry["indices"].tolist(), k, segments.shape[0])
        if len(set(ys)) < 2:
            raise DatasetReadError(f"the placement probe needs train segments of at least two kinds; got {set(ys)}")
        counts = dict(Counter(ys).most_common())
        progress(f"placement probe: {len(ys)} segments of {len(records)} train videos, kinds {counts}")
        model = LogisticRegression(max_iter=3000, class_weight="balanced", random_state=seed)
        model.fit(np.concatenate(xs), np.array(ys))
        return cls(model, [str(c) for c in model.classes_], counts)

    def knows(self, receptacle: str) -> bool:
        """Whether the train videos showed the target put there often enough to score it at all
        (:data:`MIN_SEGMENTS`); a kind it does not know keeps the NSG relation encoder's score
        (the shelf of the test splits: no train video puts anything on a shelf)."""
        return self.counts.get(receptacle_kind(receptacle), 0) >= MIN_SEGMENTS

    def probabilities(self, segments: torch.Tensor) -> np.ndarray:
        """``[S, k, D]`` -> ``[S, len(classes)]``."""
        return self.model.predict_proba(tail_inputs(segments))

    def logits(self, receptacles: Sequence[str], segments: torch.Tensor) -> torch.Tensor:
        """``[len(receptacles), S]``: logit of P(the target rests in that kind) per segment."""
        probs = self.probabilities(segments)
        column = {c: i for i, c in enumerate(self.classes)}
        out = np.full((len(receptacles), segments.shape[0]), FLOOR)
        for r, name in enumerate(receptacles):
            if receptacle_kind(name) in column:
                out[r] = probs[:, column[receptacle_kind(name)]]
        p = torch.from_numpy(np.clip(out, FLOOR, 1 - FLOOR))
        return torch.log(p) - torch.log1p(-p)


class ProbedScorer:
    """A :class:`SegmentScorer` whose relation queries (``place`` with a receptacle) are scored by a
    :class:`PlacementProbe`; same ``logits`` contract, so streaming and the prefix baseline use it
    unchanged."""

    def __init__(self, scorer: SegmentScorer, probe: PlacementProbe, queries: Sequence[QueryNode]):
        self.scorer, self.probe = scorer, probe
        self.rows = [i for i, q in enumerate(queries)
                     if q.subtask == "place" and q.receptacle and probe.knows(q.receptacle)]
        self.receptacles = [queries[i].receptacle for i in self.rows]

    def logits(self, segments: torch.Tensor) -> torch.Tensor:
        if segments.dim() == 2:
            segments = segments.unsqueeze(0)
        out = self.scorer.logits(segments)
        if self.rows:
            out[self.rows] = self.probe.logits(self.receptacles, segments).to(out.dtype)
        return out
