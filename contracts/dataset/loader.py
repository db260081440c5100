"""Load a rendered dataset without reading our internals: manifest, samples, annotations, frames.

One place reads ``DIR/manifest.jsonl`` for everyone (``nsg``, ``generators browse``,
``generators export`` and users' own models), so the rules live here once:

- a missing directory or manifest is an error that says what to run;
- a torn last line (a run that is still writing, a copy cut short) is skipped with a
  :class:`~contracts.errors.DataWarning` naming it; a malformed complete line is an error naming
  the file and line;
- every row is one video and gives two verification samples, as in EgoTV: with its positive
  description (label 1) and with its negative description (label 0);
- a ``--no-video`` row (``video`` null) is still a row: its samples carry ``video=None``.
- a directory in EgoTV's own layout (``train/``, ``test_splits/<split>/``, one folder per trial
  with ``video.mp4`` and ``traj_data.json``; no manifest) is read through
  :mod:`contracts.dataset.egotv_read`: its trials are the rows, its ``traj_data.json`` files the
  annotations.

:class:`generators.access.torch_dataset.EgoTVDataset` is a PyTorch ``Dataset`` over those
samples: frames resampled to a chosen fps, description, label, graph, annotation. It lives in
its own module so that reading a manifest (browse, export, nsg) does not import torch.

This module must not import ``nsg`` (``nsg`` imports ``generators``, never the reverse).
"""
from __future__ import annotations

import json
import math
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from contracts.dataset import egotv_read
from contracts.dataset.annotation import Annotation
from contracts.dataset.egotv_names import TRAJ_FILE
from contracts.dataset.layout import MANIFEST
from contracts.dataset.manifest import ManifestRow
from contracts.errors import DataWarning, LoaderError, UnknownNameError
from contracts.library.splits import SPLIT_NAMES

DEFAULT_FPS = 2.5
LABELS: dict[str, int] = {"positive": 1, "negative": 0}


LAYOUTS: tuple[str, ...] = ("auto", "native", "egotv")


def dataset_layout(root: str | Path, wanted: str = "auto") -> str:
    """``native`` (our manifest) or ``egotv`` (EgoTV's trial folders), detected; ``wanted``
    other than ``auto`` must match what the directory holds, else one line says why not."""
    if wanted not in LAYOUTS:
        raise UnknownNameError("layout", wanted, LAYOUTS)
    found = "egotv" if egotv_read.is_egotv_layout(root) else "native"
    if wanted != "auto" and wanted != found:
        if wanted == "egotv":
            raise LoaderError(f"{str(root)!r} is not in EgoTV's layout: it has {MANIFEST} or no train/ or "
                              f"test_splits/ folder")
        raise LoaderError(f"{str(root)!r} is in EgoTV's layout (no {MANIFEST}); read it with layout 'egotv' or 'auto'")
    return found


def manifest_path(root: str | Path) -> Path:
    """``root/manifest.jsonl``, or a :class:`LoaderError` saying why ``root`` is not a dataset."""
    root = Path(root)
    if not root.is_dir():
        raise LoaderError(f"dataset directory {str(root)!r} does not exist; render a dataset there first "
                          "(`python -m generators render` writes one)")
    path = root / MANIFEST
    if not path.is_file():
        raise LoaderError(f"{str(path)!r} not found: {str(root)!r} is not a rendered dataset "
                          f"(expected {MANIFEST} with one JSON object per video, or EgoTV's train/ and "
                          f"test_splits/ folders)")
    return path


def iter_manifest(root: str | Path) -> Iterator[tuple[str, ManifestRow]]:
    """``(where, row)`` for every complete line of the manifest; ``where`` is ``file:line``.

    Every row is a :class:`ManifestRow` (a line that is not one raises
    :class:`~contracts.errors.RecordError` naming the line and the field); the split is not
    checked here: :func:`read_manifest` does that.
    """
    if egotv_read.is_egotv_layout(root):
        yield from egotv_read.iter_rows(root)
        return
    path = manifest_path(root)
    with path.open("r", encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            if not line.endswith("\n"):  # the torn last line of a run still writing, or of a cut copy
                warnings.warn(DataWarning(
                    f"{path}:{lineno}: the last line is cut short (no newline), left out; if no render is "
                    "writing this dataset, render into it again (it resumes and repairs the manifest)"))
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise LoaderError(f"{path}:{lineno}: not JSON ({exc})") from exc
            yield f"{path}:{lineno}", ManifestRow.from_json(row, f"{path}:{lineno}")


def written_rows(root: str | Path) -> list[ManifestRow]:
    """The rows of the manifest a renderer writes into ``root``, in file order; [] while none is
    written yet (the writer's own view when it resumes, sorts or summarises: no split check)."""
    return [row for _, row in iter_manifest(root)] if (Path(root) / MANIFEST).is_file() else []


def check_splits(splits: Iterable[str] | str | None) -> set[str] | None:
    """The wanted split names as a set (None: all); an unknown name lists the valid ones."""
    if splits is None:
        return None
    wanted = {splits} if isinstance(splits, str) else set(splits)
    for s in sorted(wanted):
        if s not in SPLIT_NAMES:
            raise UnknownNameError("split", s, SPLIT_NAMES)
    return wanted


def read_manifest(root: str | Path, splits: Iterable[str] | str | None = None) -> list[ManifestRow]:
    """The rows of ``root/manifest.jsonl`` in file order (split names checked), optionally only
    some splits."""
    wanted = check_splits(splits)
    rows = []
    for where, row in iter_manifest(root):
        if row.split not in SPLIT_NAMES:
            raise LoaderError(f"{where}: unknown split {row.split!r}; valid splits: {list(SPLIT_NAMES)}")
        if wanted is None or row.split in wanted:
            rows.append(row)
    return rows


def video_id(row: ManifestRow) -> str:
    """:meth:`ManifestRow.identity` (the job id, else the video path without suffix), required:
    the one id of a video for every reader (samples, features, browse, online)."""
    found = row.identity()
    if found is None:
        raise LoaderError(f"manifest row of task {row.task!r} in split {row.split!r} has neither job_id nor video")
    return found


def sample_id(video: str, side: str, variant: str = "") -> str:
    """The id of a verification sample: ``{video id}:pos`` / ``:neg`` (``:{variant}`` added for
    a made-up sample), one form for the loader's samples and nsg's."""
    if side not in LABELS:
        raise LoaderError(f"unknown description side {side!r}; valid sides: {', '.join(LABELS)}")
    base = f"{video}:{side[:3]}"
    return f"{base}:{variant}" if variant else base


@dataclass(frozen=True)
class Sample:
    """One verification sample: a video (or None) and a description, label 1 when it is true."""

    sample_id: str
    video_id: str
    split: str
    label: int
    side: str  # "positive" or "negative": which of the row's descriptions this is
    description: str
    kind: str | None  # positive, negative, abstract ... as the renderer wrote it
    graph: dict | None  # TaskGraph.to_json(): {"nodes": [...], "edges": [[i, j], ...]}
    graph_text: str | None
    described_task: str | None  # the task the description states (differs for negatives)
    video: Path | None
    annotations: Path | None
    row: ManifestRow = field(repr=False, compare=False)


def row_samples(row: ManifestRow, root: str | Path) -> list[Sample]:
    """The positive (label 1) and negative (label 0) sample of one manifest row."""
    root = Path(root)
    vid = video_id(row)
    return [Sample(sample_id=sample_id(vid, side), video_id=vid, split=row.split, label=label, side=side,
                   description=row.description(side), kind=row.kind(side),
                   graph=dict(row.graph(side)) if row.graph(side) is not None else None,
                   graph_text=row.graph_text(side), described_task=row.described_task(side),
                   video=root / row.video if row.video else None,
                   annotations=root / row.annotations if row.annotations else None, row=row)
            for side, label in LABELS.items()]


def load_samples(root: str | Path, splits: Iterable[str] | str | None = None) -> list[Sample]:
    """Every verification sample of a dataset (two per video), in manifest order."""
    return [s for row in read_manifest(root, splits) for s in row_samples(row, root)]


def read_annotation(path: str | Path | None) -> Annotation | None:
    """The annotation of a video (:class:`~contracts.dataset.annotation.Annotation`), in either
    layout: our JSON file, or EgoTV's ``traj_data.json`` read as one; None for no path. A missing
    or damaged file is a :class:`LoaderError` naming it (a :class:`RecordError` names the field)."""
    if path is None:
        return None
    path = Path(path)
    if not path.is_file():
        raise LoaderError(f"annotation file {str(path)!r} does not exist (listed in the manifest)")
    if path.name == TRAJ_FILE:
        return egotv_read.annotation_from_traj(egotv_read.load_traj(path), path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LoaderError(f"annotation file {str(path)!r} is not valid JSON: {exc}") from exc
    return Annotation.from_json(data, str(path))


@dataclass(frozen=True)
class Span:
    """A run of consecutive frames ``[start, end]`` (inclusive) with one value of a per-frame label."""

    start: int
    end: int
    value: Any


def spans(values: Sequence[Any], skip_none: bool = True) -> list[Span]:
    """Runs of equal consecutive values: the timeline of one per-frame label (step, sub-task ...)."""
    out: list[Span] = []
    start = 0
    for i in range(1, len(values) + 1):
        if i == len(values) or values[i] != values[start]:
            if not (skip_none and values[start] is None):
                out.append(Span(start, i - 1, values[start]))
            start = i
    return out


def frame_indices(n_frames: int, native_fps: float, fps: float | None) -> list[int]:
    """Native frame indices that resample ``n_frames`` at ``native_fps`` to ``fps`` (None: all).

    Frame k of the result is the native frame shown at time k / fps; at least one frame."""
    if fps is None:
        return list(range(n_frames))
    if fps <= 0 or native_fps <= 0:
        raise ValueError(f"frame rates must be positive, got fps={fps}, native_fps={native_fps}")
    count = max(1, int(math.floor(n_frames / native_fps * fps + 1e-9)))
    return [min(n_frames - 1, int(math.floor(k * native_fps / fps + 1e-9))) for k in range(count)]


def read_frames(path: str | Path, fps: float | None = DEFAULT_FPS) -> tuple[Any, list[int], float]:
    """Frames of a video as ``uint8 [T, H, W, 3]`` RGB at ``fps`` (None: every frame), the
    native indices they come from, and the video's native frame rate."""
    import cv2
    import numpy as np

    path = Path(path)
    if not path.is_file():
        raise LoaderError(f"video {str(path)!r} does not exist (listed in the manifest)")
    cap = cv2.VideoCapture(str(path))
    try:
        native = float(cap.get(cv2.CAP_PROP_FPS) or 0.0)
        frames = []
        while True:
            ok, frame = cap.read()
            if not ok:
                break
            frames.append(cv2.cvtColor(frame, cv2.COLOR_BGR2RGB))
    finally:
        cap.release()
    if not frames or not math.isfinite(native) or native <= 0:
        raise LoaderError(f"video {str(path)!r} cannot be decoded (no frame or no frame rate): corrupt or not a video")
    idx = frame_indices(len(frames), native, fps)
    return np.stack([frames[i] for i in idx]), idx, native
