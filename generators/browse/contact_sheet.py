"""Contact sheets: one row of frames per annotated span of a video (sub-task or distractor).

Looking at a video is how one checks that the motion is continuous, that a distractor is
visibly not the task, and that each state change is on screen; a sheet shows all of it on one
page. Each row is one run of frames with the same ``subtask`` label, ``per_span`` frames taken
evenly from its first to its last frame, labelled with the span's name and its seconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from contracts.dataset.loader import LoaderError, read_annotation, read_frames, read_manifest, spans, video_id
from contracts.dataset.manifest import ManifestRow


@dataclass(frozen=True)
class SheetRow:
    label: str
    start: int
    end: int
    frames: list[int]


PER_SPAN = 6   # frames drawn per span, by default


def sheet_rows(labels: list, per_span: int) -> list[SheetRow]:
    """Evenly spaced frame indices of each labelled span (a span shorter than ``per_span``
    gives each of its frames)."""
    out = []
    for s in spans(labels, skip_none=False):
        n = s.end - s.start + 1
        if n <= per_span:
            picks = list(range(s.start, s.end + 1))
        else:
            picks = sorted({s.start + round(k * (n - 1) / max(1, per_span - 1)) for k in range(per_span)})
        out.append(SheetRow(str(s.value), s.start, s.end, picks))
    return out


def find_row(dataset: Path, vid: str) -> ManifestRow:
    rows = read_manifest(dataset)
    for r in rows:
        if video_id(r) == vid or r.job_id == vid:
            return r
    some = ", ".join(video_id(r) for r in rows[:5])
    raise LoaderError(f"no video {vid!r} in {dataset}/manifest.jsonl; videos are named like: {some} ...")


def write_contact_sheet(dataset: str | Path, vid: str, out: str | Path, per_span: int = PER_SPAN) -> Path:
    """Draw the sheet of video ``vid`` (a manifest ``job_id``) of ``dataset`` into ``out`` (PNG)."""
    from PIL import Image, ImageDraw

    if per_span < 1:
        raise ValueError(f"per_span must be at least 1, got {per_span}")
    dataset = Path(dataset)
    row = find_row(dataset, vid)
    ann = read_annotation(dataset / row.annotations)
    frames, _, fps = read_frames(dataset / row.video, fps=None)
    labels = ann.frame_subtasks()
    if len(labels) != len(frames):
        raise LoaderError(f"{vid}: {len(labels)} annotated frames but the video has {len(frames)}")
    strips = sheet_rows(labels, per_span)
    h, w = frames.shape[1:3]
    label_w, pad = 150, 4
    sheet = Image.new("RGB", (label_w + per_span * (w + pad), len(strips) * (h + pad) + 24), "white")
    draw = ImageDraw.Draw(sheet)
    draw.text((4, 4), f"{vid}: {row.task} / {row.object}  ({len(frames)} frames, {len(frames) / fps:.1f} s)",
              fill="black")
    for k, strip in enumerate(strips):
        y = 24 + k * (h + pad)
        draw.text((4, y + 4), strip.label, fill="black")
        draw.text((4, y + 20), f"{strip.start / fps:.1f}-{(strip.end + 1) / fps:.1f} s", fill="gray")
        for j, i in enumerate(strip.frames):
            sheet.paste(Image.fromarray(np.asarray(frames[i])), (label_w + j * (w + pad), y))
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out)
    return out
