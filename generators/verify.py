"""Cheap checks of a finished sample: is what is on disk the video and annotation the manifest says?

A resumed run keeps every job that has a manifest row. A file can still be damaged after its row
was written (a disk that filled while ffmpeg wrote the trailer, a copy cut short, a file emptied
by hand), and a damaged sample would only fail much later, in feature extraction or training.
So each kept sample is checked here without decoding a frame:

- the video and the annotation exist and are not empty;
- the annotation parses as JSON and its ``n_frames`` equals the manifest row's;
- the mp4 is structurally complete (every top-level box lies within the file, ``moov`` is
  present) and its video track holds exactly ``n_frames`` samples (the ``stsz`` box).

Reading the box headers costs a few small reads per video, whatever its length.
"""
from __future__ import annotations

import json
import os
import struct
from pathlib import Path
from typing import BinaryIO, Iterator, Mapping

_CONTAINERS = (b"moov", b"trak", b"mdia", b"minf", b"stbl")


class Mp4Error(ValueError):
    """An mp4 file that is truncated or has no readable video track."""


def _boxes(fh: BinaryIO, start: int, end: int) -> Iterator[tuple[bytes, int, int]]:
    """(type, payload start, box end) of the boxes between ``start`` and ``end``; a box whose
    size runs past ``end`` means the file was cut short."""
    pos = start
    while pos + 8 <= end:
        fh.seek(pos)
        size, kind = struct.unpack(">I4s", fh.read(8))
        header = 8
        if size == 1:
            size, header = struct.unpack(">Q", fh.read(8))[0], 16
        elif size == 0:
            size = end - pos
        if size < header or pos + size > end:
            raise Mp4Error(f"box {kind.decode('latin-1')!r} at byte {pos} runs past the end "
                           f"({pos + size} > {end} bytes): the file is truncated")
        yield kind, pos + header, pos + size
        pos += size
    if pos != end:
        raise Mp4Error(f"{end - pos} stray bytes at the end: the file is truncated")


def _find(fh: BinaryIO, start: int, end: int, kind: bytes) -> tuple[int, int] | None:
    for k, a, b in _boxes(fh, start, end):
        if k == kind:
            return a, b
    return None


def mp4_frame_count(path: str | os.PathLike) -> int:
    """Number of samples in the first video track of an mp4, from its sample-size table."""
    path = Path(path)
    size = path.stat().st_size
    with open(path, "rb") as fh:
        top = {k: (a, b) for k, a, b in _boxes(fh, 0, size)}
        if b"moov" not in top:
            raise Mp4Error("no 'moov' box (the index ffmpeg writes last): the file is truncated")
        for kind, a, b in _boxes(fh, *top[b"moov"]):
            if kind != b"trak":
                continue
            mdia = _find(fh, a, b, b"mdia")
            hdlr = mdia and _find(fh, *mdia, b"hdlr")
            if not hdlr:
                continue
            fh.seek(hdlr[0] + 8)  # version/flags, pre_defined, then the handler type
            if fh.read(4) != b"vide":
                continue
            minf = _find(fh, *mdia, b"minf")
            stbl = minf and _find(fh, *minf, b"stbl")
            stsz = stbl and _find(fh, *stbl, b"stsz")
            if not stsz:
                raise Mp4Error("the video track has no sample table")
            fh.seek(stsz[0] + 8)  # version/flags, sample_size, then sample_count
            return struct.unpack(">I", fh.read(4))[0]
    raise Mp4Error("no video track")


def sample_problem(out: Path, row: Mapping) -> str | None:
    """Why the files of a manifest row are not a usable sample, or None when they are."""
    if row.get("video") is None:  # a --no-video row: nothing on disk to check
        return None
    video, annotation = out / row["video"], out / row["annotations"]
    for p in (video, annotation):
        if not p.is_file():
            return f"{row[('video' if p is video else 'annotations')]} is missing"
        if p.stat().st_size == 0:
            return f"{p.relative_to(out)} is empty (0 bytes)"
    try:
        ann = json.loads(annotation.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return f"{row['annotations']} does not parse ({type(exc).__name__}: {exc})"
    want = row.get("n_frames")
    if not isinstance(ann, dict) or ann.get("n_frames") != want:
        got = ann.get("n_frames") if isinstance(ann, dict) else type(ann).__name__
        return f"{row['annotations']} says {got} frames, the manifest {want}"
    try:
        frames = mp4_frame_count(video)
    except (OSError, Mp4Error, struct.error) as exc:
        return f"{row['video']} is damaged ({exc})"
    if frames != want:
        return f"{row['video']} has {frames} frames, its annotation {want}"
    return None
