"""Reading a rendered EgoTV-style dataset: manifest rows, videos, annotations, verification samples.

A dataset directory holds ``manifest.jsonl`` (one line per video) and, under it, the videos and
annotation files the rows point to (paths relative to the directory). Each video gives two
verification samples, as in EgoTV: with its positive description (label 1) and with its negative
description (label 0).

Keys this module relies on (written by ``generators.dataset.render`` / ``sim.recorder``):

- manifest row (:class:`contracts.dataset.manifest.ManifestRow`, which validates it): ``split``,
  ``task``, ``object``, ``receptacle``, ``scene``, ``video``, ``annotations``, ``positive``,
  ``negative`` (the texts), and the gold graphs ``positive_graph`` / ``negative_graph``
  (``TaskGraph.to_json()``; or ``*_graph_text``), ``negative_task``. nsg also needs ``scene``,
  ``video`` and ``annotations`` set (:data:`NSG_FIELDS`). A directory in EgoTV's layout gives the
  same rows (the loader reads its trials; :mod:`contracts.dataset.egotv_read`).
- annotation file: an :class:`~contracts.dataset.annotation.Annotation` (the one reader of both
  layouts is the loader's); nsg reads ``frame_subtasks()``, ``frame_states()`` (the target's
  ``hot/cold/clean/sliced/held/in`` per frame), ``frame_boxes()`` and ``target``.

Nothing here needs torch: the dataset is plain Python + numpy + OpenCV (through the loader).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence

import numpy as np

from contracts.dataset.annotation import Annotation
from contracts.dataset.loader import (DEFAULT_FPS, LAYOUTS, LoaderError, dataset_layout, frame_indices, iter_manifest,
                                     read_frames)
from contracts.dataset.loader import read_annotation as loader_read_annotation
from contracts.dataset.manifest import ManifestRow
from contracts.errors import ContractError
from contracts.language.graphs import TaskGraph, graph_for_task, parse_graph_text
from contracts.library.splits import SPLIT_NAMES
from contracts.library.tasks import get_task, parse_task_name
from nsg.errors import CorruptVideoError, DatasetReadError, UnknownChoiceError
from nsg.inputs.roi import frame_boxes

# fields nsg needs besides those every manifest row has (ManifestRow.from_json checks those):
# the scene, and a rendered video with its annotation file (a --no-video row has neither)
NSG_FIELDS: tuple[str, ...] = ("scene", "video", "annotations")


@dataclass(frozen=True)
class DescriptionRef:
    """A description of a sample and, when the manifest carries it, its gold graph."""

    text: str
    graph: TaskGraph | None = None
    task: str | None = None

    @classmethod
    def from_row(cls, row: ManifestRow, side: str, where: str) -> "DescriptionRef":
        """One side (``positive`` / ``negative``) of a row: its text, and its graph from the row's
        graph JSON, else its graph text, else the task the description states."""
        text, task = row.description(side), row.described_task(side)
        graph_json, graph_text = row.graph(side), row.graph_text(side)
        graph = None
        try:
            if isinstance(graph_json, Mapping):
                graph = TaskGraph.from_json(graph_json)
            elif isinstance(graph_text, str):
                graph = parse_graph_text(graph_text)
            elif isinstance(task, str):
                graph = graph_for_task(parse_task_name(task), row.object, row.receptacle)
        except (ContractError, KeyError, TypeError, ValueError) as exc:
            raise DatasetReadError(f"{where} {side}: unreadable graph of description {text!r}: {exc}") from exc
        return cls(text=text, graph=graph, task=task)


@dataclass(frozen=True)
class VideoRecord:
    """One manifest row, with paths resolved against the dataset directory."""

    key: str  # stable id: the video path relative to the dataset, without suffix (an export: its source's)
    split: str
    task: str
    object: str
    receptacle: str | None
    scene: int
    video: Path
    annotations: Path
    positive: DescriptionRef
    negative: DescriptionRef
    row: ManifestRow

    @property
    def complexity(self) -> int:
        return get_task(self.task).complexity

    @property
    def ordering(self) -> int:
        return get_task(self.task).ordering

    def gold_graph(self) -> TaskGraph:
        """The graph of the task the video shows."""
        return graph_for_task(get_task(self.task), self.object, self.receptacle)


@dataclass(frozen=True)
class Sample:
    """One verification sample: a video and a description, label 1 when the description is true."""

    record: VideoRecord
    description: DescriptionRef
    label: int
    variant: str = ""   # a made-up sample's kind (nsg.inputs.receptacle_swaps), part of its id

    @property
    def sample_id(self) -> str:
        side = "pos" if self.label else "neg"
        return f"{self.record.key}:{side}:{self.variant}" if self.variant else f"{self.record.key}:{side}"


def check_layout(dataset_dir: str | Path, layout: str = "auto") -> str:
    """``native`` or ``egotv`` (EgoTV's trial folders, read through the same loader); a
    ``layout`` other than ``auto`` that the directory does not have is refused in one line."""
    if layout not in LAYOUTS:
        raise UnknownChoiceError("layout", layout, LAYOUTS, setting="layout")
    try:
        return dataset_layout(dataset_dir, layout)
    except LoaderError as exc:
        raise DatasetReadError(str(exc)) from exc


def load_manifest(dataset_dir: str | Path, splits: Iterable[str] | None = None) -> list[VideoRecord]:
    """Every row of ``DIR/manifest.jsonl`` (optionally only some splits), validated.

    Raises :class:`DatasetReadError` for a missing directory or manifest, a malformed line, or a row
    missing a required key; an unknown split name raises :class:`UnknownChoiceError`.
    """
    root = Path(dataset_dir)
    wanted = None
    if splits is not None:
        wanted = set(splits)
        for s in wanted:
            if s not in SPLIT_NAMES:
                raise UnknownChoiceError("split", s, SPLIT_NAMES, setting="splits")
    records = []
    try:  # the manifest is read by the public loader (torn last line skipped, errors name the line)
        for where, row in iter_manifest(root):
            rec = _record(root, row, where)
            if wanted is None or rec.split in wanted:
                records.append(rec)
    except LoaderError as exc:  # the loader's and ManifestRow's (a missing or mistyped field)
        raise DatasetReadError(str(exc)) from exc
    return records


def _record(root: Path, row: ManifestRow, where: str) -> VideoRecord:
    if row.split not in SPLIT_NAMES:
        raise DatasetReadError(f"{where}: unknown split {row.split!r}; valid splits: {list(SPLIT_NAMES)}")
    missing = [name for name in NSG_FIELDS if getattr(row, name) is None]
    if missing:
        raise DatasetReadError(f"{where}: manifest row lacks {missing} (null or absent); nsg needs "
                               f"{list(NSG_FIELDS)} in every row (a dataset rendered without videos cannot be used)")
    video = Path(row.video)
    return VideoRecord(
        key=row.video_key or str(video.with_suffix("")),  # an EgoTV export keeps its source's id
        split=row.split, task=row.task, object=row.object, receptacle=row.receptacle, scene=row.scene,
        video=root / video, annotations=root / row.annotations,
        positive=DescriptionRef.from_row(row, "positive", where),
        negative=DescriptionRef.from_row(row, "negative", where),
        row=row,
    )


def verification_samples(records: Sequence[VideoRecord]) -> list[Sample]:
    """Each video twice: with its positive description (label 1) and its negative one (label 0)."""
    out = []
    for r in records:
        out.append(Sample(r, r.positive, 1))
        out.append(Sample(r, r.negative, 0))
    return out


# ---------------------------------------------------------------- videos


def read_video(path: str | Path) -> tuple[np.ndarray, float]:
    """All frames of a video as ``uint8 [T, H, W, 3]`` RGB and the video's frame rate, decoded by
    the public loader (:func:`contracts.dataset.loader.read_frames`).

    Raises :class:`DatasetReadError` when the file is missing and :class:`CorruptVideoError` when it
    cannot be decoded (not a video, truncated before the first frame, no frame rate).
    """
    path = Path(path)
    if not path.is_file():
        raise DatasetReadError(f"video {str(path)!r} does not exist (listed in the manifest)")
    try:
        frames, _, native_fps = read_frames(path, None)
    except LoaderError as exc:
        raise CorruptVideoError(str(exc)) from exc
    return frames, native_fps


def sample_indices(n_frames: int, native_fps: float, fps: float = DEFAULT_FPS) -> list[int]:
    """Frame indices that resample a video of ``n_frames`` at ``native_fps`` to ``fps``: the
    loader's :func:`~contracts.dataset.loader.frame_indices` (frame k is the native frame at time
    k / fps, nearest earlier; the whole video; at least one frame)."""
    return frame_indices(n_frames, native_fps, fps)


# ---------------------------------------------------------------- annotations


def read_annotation(path: str | Path) -> Annotation:
    """The annotation record of a video (:class:`contracts.dataset.annotation.Annotation`), read
    by the public loader; :class:`DatasetReadError` when it is missing, not JSON or not an
    annotation."""
    try:
        return loader_read_annotation(Path(path))
    except LoaderError as exc:
        raise DatasetReadError(str(exc)) from exc


def frame_boxes_of(annotation: Annotation, n_frames: int) -> list[dict[str, list[list[int]]]]:
    """Per native frame, the visible objects' boxes grouped by query token
    (:func:`nsg.inputs.roi.frame_boxes`); a frame without boxes (or past the annotation's end)
    gets none (crops are then left empty: the model sees whole frames only)."""
    return [frame_boxes(b) for b in annotation.frame_boxes(n_frames)]
