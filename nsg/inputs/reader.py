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
from typing import Iterable, Sequence

import numpy as np

from contracts.dataset.annotation import Annotation
from contracts.dataset.loader import (DEFAULT_FPS, LABELS, LAYOUTS, LoaderError, check_splits, dataset_layout,
                                     frame_indices, iter_manifest, read_frames, row_samples, sample_id)
from contracts.dataset.loader import Sample as LoaderSample
from contracts.dataset.loader import read_annotation as loader_read_annotation
from contracts.dataset.manifest import ManifestRow
from contracts.errors import ContractError, UnknownNameError
from contracts.language.graphs import TaskGraph, graph_for_task
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
    def from_sample(cls, sample: LoaderSample, where: str) -> "DescriptionRef":
        """The description of one of the loader's samples: its text, and its graph from the row
        (``ManifestRow.task_graph``: graph JSON, else graph text), else the task it states."""
        row, text, task = sample.row, sample.description, sample.described_task
        try:
            graph = row.task_graph(sample.side)
            if graph is None and isinstance(task, str):
                graph = graph_for_task(parse_task_name(task), row.object, row.receptacle)
        except (ContractError, KeyError, TypeError, ValueError) as exc:
            raise DatasetReadError(f"{where} {sample.side}: unreadable graph of description {text!r}: {exc}") from exc
        return cls(text=text, graph=graph, task=task)


@dataclass(frozen=True)
class VideoRecord:
    """One manifest row, with paths resolved against the dataset directory."""

    key: str  # the video's one id, ManifestRow.identity(): the job id (an EgoTV export keeps its source's)
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
    def legacy_key(self) -> str:
        """The id nsg used before it took :meth:`ManifestRow.identity` (the video path without
        suffix, an export's source's): feature caches, runs' ``val_videos.json`` and sample ids
        written then use it, so it is still read, never written."""
        return self.row.video_key or str(Path(self.row.video).with_suffix(""))

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
    """One verification sample: a video and a description, label 1 when the description is true.
    The loader's :class:`~contracts.dataset.loader.Sample` with nsg's view of the video (a
    :class:`VideoRecord`) and of the description (its graph parsed); same id, same label."""

    record: VideoRecord
    description: DescriptionRef
    label: int
    variant: str = ""   # a made-up sample's kind (nsg.inputs.receptacle_swaps), part of its id

    @property
    def sample_id(self) -> str:
        return sample_id(self.record.key, "positive" if self.label else "negative", self.variant)


def named_in(record: VideoRecord, ids: Iterable[str]) -> bool:
    """Whether ``ids`` (a run's ``val_videos.json`` ...) names ``record``'s video: by its id or, in
    a file written before nsg took the loader's ids, by its :attr:`~VideoRecord.legacy_key`."""
    return record.key in ids or record.legacy_key in ids


def resolve_sample_id(given: str, records: Sequence[VideoRecord]) -> str | None:
    """``given`` as a sample id of ``records``: itself, or an id in the form nsg wrote before it
    took the loader's ids (``{video path without suffix}:pos``); None when it names no sample."""
    for r in records:
        for side in ("positive", "negative"):
            if given in (sample_id(r.key, side), sample_id(r.legacy_key, side)):
                return sample_id(r.key, side)
    return None


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
    try:
        wanted = check_splits(None if splits is None else list(splits))
    except UnknownNameError as exc:
        raise UnknownChoiceError("split", exc.value, SPLIT_NAMES, setting="splits") from None
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
    positive, negative = row_samples(row, root)  # the loader's samples: ids, labels, descriptions
    return VideoRecord(
        key=positive.video_id, split=row.split, task=row.task, object=row.object, receptacle=row.receptacle,
        scene=row.scene, video=positive.video, annotations=positive.annotations,
        positive=DescriptionRef.from_sample(positive, where), negative=DescriptionRef.from_sample(negative, where),
        row=row,
    )


def verification_samples(records: Sequence[VideoRecord]) -> list[Sample]:
    """Each video twice, as the loader gives them: with its positive description (label 1) and
    its negative one (label 0)."""
    out = []
    for r in records:
        out.append(Sample(r, r.positive, LABELS["positive"]))
        out.append(Sample(r, r.negative, LABELS["negative"]))
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
