"""Plumbing between a trained run, a dataset and the streaming verifier.

Which graph a video is verified against: the *intended* task's gold graph. For a mistake video
that is the task it was asked to do (``intended_task`` / ``intended_receptacle`` of its row,
built by the library's :func:`graph_for_task`; the same graph as its correct twin's positive), for
a correct video its own positive graph. The parser's graphs are not used here (gold only).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

import torch

from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.splits import SPLIT_NAMES
from contracts.library.tasks import get_task
from nsg.clip.cache import CropFeatures
from nsg.clip.features import ensure_features
from nsg.clip.spec import FeatureSpec
from nsg.errors import InvalidValueError, UnknownChoiceError
from nsg.inputs.queries import all_query_words
from nsg.inputs.reader import VideoRecord, load_manifest, read_annotation
from nsg.inputs.roi import crop_arguments
from nsg.models.frame_inputs import crop_slots, gather_inputs
from nsg.models.registry import ModelConfig
from nsg.online.placement import PlacementProbe, ProbedScorer
from nsg.online.scoring import SegmentScorer, segment_chunks
from nsg.online.stream import VideoQueries
from nsg.run_record import RunRecord, load_run


@dataclass
class LoadedRun:
    """A trained NSG run, ready to score: its record (:class:`nsg.run_record.RunRecord`), the
    model built from it, the checked feature spec and the feature cache root."""

    path: Path                   # the run directory
    record: RunRecord
    model: torch.nn.Module
    spec: FeatureSpec
    features: str

    @property
    def config(self) -> ModelConfig:
        return self.record.config

    @property
    def segment_frames(self) -> int:
        return self.record.segment_frames

    def cache(self, records: Sequence[VideoRecord]):
        """The feature cache with every record's features present (computed if missing)."""
        return ensure_features(records, self.spec.model, self.spec.weights_path, self.spec.fps,
                               self.features, progress=False, roi=self.spec.roi)

    def scorer(self, queries: VideoQueries, words, placement: PlacementProbe | None = None) -> SegmentScorer | ProbedScorer:
        """The per-query scorer of one video: the run's encoders, with the relation queries scored
        by ``placement`` when one is given (nsg.online.placement)."""
        scorer = SegmentScorer(self.model, words, queries.nodes, self.config.query_style)
        return ProbedScorer(scorer, placement, queries.nodes) if placement else scorer


def online_run(run: str | Path, checkpoint: str = "best.pt", features: str | None = None,
               clip_weights: str | None = None) -> LoadedRun:
    """An ``nsg`` run read by :func:`nsg.run_record.load_run`, ready to stream (other models have no
    per-query scores to stream)."""
    record = load_run(run, checkpoint)
    config = record.config
    if config.kind not in ("nsg", "oracle"):  # the oracle's encoders stream alike; its annotation mask is
        raise InvalidValueError(f"run {str(run)!r} is a {config.kind!r} run; online verification needs an "  # not used
                                "'nsg' (or 'oracle') run: per-query scores and the aligner", setting="run")
    return LoadedRun(Path(run), record, record.build_model(), record.checked_spec(clip_weights),
                     features or record.features)


def query_words(cache) -> dict[str, torch.Tensor]:
    return dict(zip(all_query_words(), cache.text_features(all_query_words())))


def mistake_pairs(records: Iterable[VideoRecord]) -> list[VideoRecord]:
    """The mistake videos and their correct twins (twins present in ``records``), in manifest order."""
    records = list(records)
    by_job = {r.key: r for r in records}
    keep = set()
    for r in records:
        if r.row.mistake_type and r.row.twin in by_job:
            keep |= {r.key, r.row.twin}
    return [r for r in records if r.key in keep]


def twin_of(records: Sequence[VideoRecord]) -> dict[str, str]:
    """job id -> its twin's job id, both ways (a correct video's row names no twin)."""
    out = {}
    for r in records:
        if r.row.twin:
            out[r.key] = r.row.twin
            out.setdefault(r.row.twin, r.key)
    return out


def intended_graph(rec: VideoRecord) -> TaskGraph:
    """The graph the video is verified against (module doc)."""
    if rec.row.mistake_type:
        if not rec.row.intended_task and rec.negative.graph is not None:
            return rec.negative.graph   # a mistake video's negative is its twin's positive, word for word
        return graph_for_task(get_task(rec.row.intended_task), rec.object, rec.row.intended_receptacle)
    if rec.positive.graph is None:
        return rec.gold_graph()
    return rec.positive.graph


@dataclass
class VideoInput:
    """One video as the verifier consumes it, with its ground truth for the evaluation."""

    record: VideoRecord
    graph: TaskGraph
    segments: torch.Tensor        # [S, k, D]
    times: list[float]            # end time of each segment, seconds
    duration_s: float
    indices: list[int]            # native frame of each sampled frame (the segments hold them, then zeros)

    @property
    def num_frames(self) -> int:
        return len(self.indices)

    @property
    def job_id(self) -> str:
        """The video's id (``ManifestRow.identity()``: its job id), as twins name each other."""
        return self.record.key

    @property
    def mistake_type(self) -> str | None:
        return self.record.row.mistake_type

    @property
    def fps(self) -> float:
        return float(self.record.row.fps or 0.0)

    def mistake_span_s(self) -> tuple[float, float] | None:
        """The annotated mistake in seconds: the first frame of the mistaken step's sub-task (its
        walk included) and the end of its last frame (the step done)."""
        frames = self.record.row.mistake_frames
        if not self.mistake_type or not frames:
            return None
        return frames[0] / self.fps, (frames[-1] + 1) / self.fps

    def mistake_start_s(self) -> float | None:
        span = self.mistake_span_s()
        return span[0] if span else None

    def mistake_end_s(self) -> float | None:
        span = self.mistake_span_s()
        return span[1] if span else None


def video_input(rec: VideoRecord, cache, k: int) -> VideoInput:
    entry = cache.load_video(rec)
    feats, idx, native = entry["features"].float(), entry["indices"].tolist(), float(entry["native_fps"])
    graph = intended_graph(rec)
    if cache.spec.crops:  # approximate: every query of the stream sees the intended task's crops
        crops = CropFeatures.from_entry(entry)
        feats = gather_inputs(feats, crops, crop_slots(crops, feats.shape[0], crop_arguments(graph)))
    segments = segment_chunks(feats, k, len(graph.nodes))
    duration = (idx[-1] + 1) / native if idx else 0.0
    times = [(idx[min((s + 1) * k, len(idx)) - 1] + 1) / native if s * k < len(idx) else duration
             for s in range(segments.shape[0])]
    return VideoInput(rec, graph, segments, times, duration, idx)


class Manifests:
    """Each dataset's manifest read once per command (the evaluated dataset, the fit dataset and
    the run's own are often one), its records handed out by split."""

    def __init__(self) -> None:
        self._rows: dict[Path, list[VideoRecord]] = {}

    def records(self, dataset: str | Path, splits: Iterable[str] | None = None) -> list[VideoRecord]:
        wanted = None if splits is None else set(splits)
        for s in sorted(wanted or ()):
            if s not in SPLIT_NAMES:
                raise UnknownChoiceError("split", s, SPLIT_NAMES, setting="splits")
        key = Path(dataset).resolve()
        if key not in self._rows:
            self._rows[key] = load_manifest(dataset)
        return [r for r in self._rows[key] if wanted is None or r.split in wanted]


def load_records(dataset: str | Path, splits: Sequence[str], manifests: Manifests | None = None) -> list[VideoRecord]:
    """The mistake videos of ``splits`` with their correct twins (what online verification is
    fitted and evaluated on), read through ``manifests`` when given."""
    records = mistake_pairs((manifests or Manifests()).records(dataset, splits))
    if not records:
        raise InvalidValueError(f"dataset {str(dataset)!r} has no mistake video with its correct twin in splits "
                                f"{list(splits)}: online verification is fitted and evaluated on mistake twins, which "
                                "an EgoTV download does not have; render them (python -m generators render with a "
                                "mistake rate), or stream its videos one at a time with the thresholds.json of an "
                                "earlier evaluation")
    return records


def step_starts(rec: VideoRecord) -> list[float]:
    """Start time (s) of each executed step, from the annotation's per-frame sub-tasks."""
    subs = read_annotation(rec.annotations).frame_subtasks()
    fps = float(rec.row.fps or 1.0)
    starts = []
    for step in rec.row.executed_order or ():
        first = next((i for i, s in enumerate(subs) if s == step), None)
        if first is not None:
            starts.append(first / fps)
    return sorted(starts)
