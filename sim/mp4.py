"""Read an mp4's structure without decoding a frame: is it complete, how many video frames?

The recorder checks each file it wrote with this (an encoder that failed late leaves a file that
looks fine by size alone), and a resumed dataset run checks every kept sample. Reading the box
headers costs a few small reads per video, whatever its length.
"""
from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import BinaryIO, Iterator

from sim.errors import Mp4Error

_CONTAINERS = (b"moov", b"trak", b"mdia", b"minf", b"stbl")


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
