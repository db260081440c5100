"""Cheap checks of a finished sample: is what is on disk the video and annotation the manifest says?

A resumed run keeps every job that has a manifest row. A file can still be damaged after its row
was written (a disk that filled while ffmpeg wrote the trailer, a copy cut short, a file emptied
by hand), and a damaged sample would only fail much later, in feature extraction or training.
So each kept sample is checked here without decoding a frame:

- the video and the annotation exist and are not empty;
- the annotation reads as an annotation record and its frame count equals the manifest row's;
- the mp4 is structurally complete (every top-level box lies within the file, ``moov`` is
  present) and its video track holds exactly ``n_frames`` samples (the ``stsz`` box).

Reading the box headers costs a few small reads per video, whatever its length.
"""
from __future__ import annotations

import struct
from pathlib import Path
from contracts.dataset.egotv_names import TRAJ_FILE
from contracts.dataset.loader import LoaderError, read_annotation
from contracts.dataset.manifest import ManifestRow
from sim.mp4 import Mp4Error, mp4_frame_count


def sample_problem(out: Path, row: ManifestRow) -> str | None:
    """Why the files of a manifest row are not a usable sample, or None when they are. A row of
    a directory in EgoTV's layout (annotation ``traj_data.json``, whose ``images`` need not be one
    per video frame) gets the same checks except the frame counts."""
    if row.video is None:  # a --no-video row: nothing on disk to check
        return None
    video, annotation = out / row.video, out / row.annotations
    for p in (video, annotation):
        if not p.is_file():
            return f"{row.video if p is video else row.annotations} is missing"
        if p.stat().st_size == 0:
            return f"{p.relative_to(out)} is empty (0 bytes)"
    try:
        ann = read_annotation(annotation)
    except LoaderError as exc:  # not JSON, or not an annotation record (RecordError names the field)
        return f"{row.annotations} does not parse ({type(exc).__name__}: {exc})"
    if annotation.name == TRAJ_FILE:
        return video_problem(video, None, row.video)
    want = row.n_frames
    if ann.n_frames != want:
        return f"{row.annotations} says {ann.n_frames} frames, the manifest {want}"
    return video_problem(video, want, row.video)


def video_problem(video: Path, frames: int | None, name: str | None = None) -> str | None:
    """Why ``video`` is not a complete mp4 (of ``frames`` frames, when given), or None. ``name``:
    how the message names it (default the path)."""
    name = name or str(video)
    try:
        found = mp4_frame_count(video)
    except (OSError, Mp4Error, struct.error) as exc:
        return f"{name} is damaged ({exc})"
    if frames is not None and found != frames:
        return f"{name} has {found} frames, its annotation {frames}"
    return None
