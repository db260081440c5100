"""Thumbnails and file references of the browser site.

Videos are not copied by default: pages point at the dataset's own files through relative
paths, so a site next to (or inside) the dataset works from ``file://`` and from
``python -m http.server`` started in a directory that holds both. ``copy_videos`` makes the
site self-contained instead (hard links where the file system allows, else copies).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

THUMB_SIZE = 96


def relative_href(target: Path, site: Path) -> str:
    """``target`` as a URL path relative to the site's root directory."""
    return Path(os.path.relpath(target.resolve(), site.resolve())).as_posix()


def write_thumbnail(video: Path, out: Path, size: int = THUMB_SIZE) -> bool:
    """A JPEG of the video's middle frame (where the task is under way); False if unreadable.

    An unreadable video does not stop the site: its row is listed without a thumbnail and its
    page still shows the annotation."""
    import cv2

    cap = cv2.VideoCapture(str(video))
    try:
        n = int(cap.get(cv2.CAP_PROP_FRAME_COUNT) or 0)
        if n > 1:
            cap.set(cv2.CAP_PROP_POS_FRAMES, n // 2)
        ok, frame = cap.read()
    finally:
        cap.release()
    if not ok or frame is None:
        return False
    h, w = frame.shape[:2]
    scale = size / max(h, w)
    small = cv2.resize(frame, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=cv2.INTER_AREA)
    out.parent.mkdir(parents=True, exist_ok=True)
    return bool(cv2.imwrite(str(out), small, [cv2.IMWRITE_JPEG_QUALITY, 85]))


def place_file(src: Path, dst: Path) -> None:
    """Put ``src`` at ``dst`` for a self-contained site: a hard link, or a copy across devices."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    if dst.exists():
        if dst.stat().st_size == src.stat().st_size:
            return
        dst.unlink()
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)
