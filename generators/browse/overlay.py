"""A streaming verifier's run drawn over one video (``browse --online FILE --overlay JOB_ID``).

Two files in ``OUT/overlays`` (``OUT``: the site directory):

- ``<id>.online.mp4``: every frame of the video (enlarged to at least 400 pixels high), a
  coloured border and banner with the verdict in force (red: mistake flagged, blue: complete),
  beside it the node checklist (ticked when the state counts the node done, with its
  probability), the next expected steps and the flags so far, and under both a timeline of the annotated mistake span, the
  verdicts, the flags and a playhead. H.264 through imageio-ffmpeg, as the renderer's videos.
- ``<id>.online.png``: a contact sheet with one tile per state change (the frame at that time,
  the time, the verdict and the checklist).

The state in force at frame ``i`` is the last with ``t_s <= i / fps`` (as on the page). Both
files are written under temporary names and renamed when complete (Ctrl-C leaves neither torn).
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Iterator

import numpy as np

from contracts.dataset.loader import read_frames
from contracts.dataset.manifest import ManifestRow
from generators.browse.online_view import OnlineRun, OnlineState, mistake_span
from generators.errors import BrowseError
from contracts.files import atomic_path

PANEL_W, BAR_H, MIN_H, LINE = 360, 30, 400, 18
COLOURS = {"on_track": (60, 150, 60), "mistake": (200, 30, 30), "complete": (40, 110, 200)}
SHEET_COLUMNS, SHEET_MAX_TILES = 4, 40


def _font(size: int = 14):
    from PIL import ImageFont

    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1: the bitmap font only
        return ImageFont.load_default()


def _fit(text: str, font, width: float) -> str:
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "...") > width:
        text = text[:-1]
    return text + "..."


def _verdict(state: OnlineState | None) -> str:
    if state is None:
        return "not started"
    if state.verdict == "mistake":
        return f"MISTAKE: {state.mistake_type or '?'}"
    return state.verdict.replace("_", " ")


def draw_checklist(draw, x: int, y: int, width: int, run: OnlineRun, state: OnlineState | None, font) -> int:
    """The nodes with a box each (ticked when done) and the probability; returns the next free y."""
    for n in run.nodes:
        p = state.done.get(n.id, 0.0) if state else 0.0
        ticked = state is not None and state.ticked(n.id)
        draw.rectangle([x, y + 3, x + 11, y + 14], outline=(40, 40, 40), fill=(210, 240, 210) if ticked else None)
        if ticked:
            draw.line([(x + 2, y + 8), (x + 5, y + 12), (x + 10, y + 4)], fill=(0, 110, 0), width=2)
        colour = (20, 20, 20) if ticked else (110, 110, 110)
        draw.text((x + 17, y), _fit(n.text, font, width - 70), fill=colour, font=font)
        draw.text((x + width - 42, y), f"{p:.2f}", fill=(110, 110, 110), font=font)
        y += LINE
    return y


def _panel(run: OnlineRun, state: OnlineState | None, height: int, span, font):
    """The checklist side of the state in force (the clock is drawn per frame, on top)."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (PANEL_W, height), (250, 250, 250))
    d = ImageDraw.Draw(img)
    d.text((10, 6), _fit(run.job_id, font, PANEL_W - 20), fill=(20, 20, 20), font=font)
    t = state.t_s if state else -1.0
    d.text((10, 10 + 2 * LINE), _verdict(state), fill=COLOURS.get(state.verdict if state else "", (90, 90, 90)),
           font=_font(18))
    y = draw_checklist(d, 10, 18 + 3 * LINE, PANEL_W - 20, run, state, font) + 6
    nxt = ", ".join(run.node_text(n) for n in state.next) if state else ""
    d.text((10, y), _fit(f"next: {nxt or '-'}", font, PANEL_W - 20), fill=(60, 60, 60), font=font)
    y += LINE + 6
    for f in run.flags():
        if f.t_s > t + 1e-6 or y > height - LINE:
            break
        text = f"! flag at {f.t_s:.1f} s: {f.mistake_type or 'mistake'} at {run.node_text(f.node)}"
        d.text((10, y), _fit(text, font, PANEL_W - 20), fill=COLOURS["mistake"], font=font)
        if span:
            d.text((22, y + LINE), f"{f.t_s - span[0]:+.1f} s after the annotated start", fill=COLOURS["mistake"],
                   font=font)
        y += 2 * LINE if span else LINE
    if span and y <= height - LINE:
        d.text((10, y), f"annotated mistake: {span[0]:.1f}-{span[1]:.1f} s", fill=(120, 60, 60), font=font)
    return img


def _bar(run: OnlineRun, width: int, duration: float, span, font):
    """The timeline under the frame: annotated span (top half), verdicts (bottom half), flags."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (width, BAR_H), (235, 235, 235))
    d = ImageDraw.Draw(img)
    x = lambda t: int(round(min(max(t / duration, 0.0), 1.0) * (width - 1)))  # noqa: E731
    if span:
        d.rectangle([x(span[0]), 2, max(x(span[1]), x(span[0]) + 1), BAR_H // 2 - 1], fill=(232, 131, 122))
    for k, s in enumerate(run.states):
        end = run.states[k + 1].t_s if k + 1 < len(run.states) else duration
        colour = tuple(int(c + (255 - c) * 0.45) for c in COLOURS[s.verdict])
        d.rectangle([x(s.t_s), BAR_H // 2, max(x(end), x(s.t_s)), BAR_H - 2], fill=colour)
    for f in run.flags():
        d.polygon([(x(f.t_s), 0), (x(f.t_s) - 5, BAR_H // 2), (x(f.t_s) + 5, BAR_H // 2)], fill=COLOURS["mistake"])
    return img


def overlay_frames(frames: np.ndarray, fps: float, run: OnlineRun, row: ManifestRow) -> Iterator[np.ndarray]:
    """The overlay's frames (uint8 RGB, even sizes), one per video frame."""
    from PIL import Image, ImageDraw

    n, h, w = frames.shape[:3]
    scale = max(1, math.ceil(MIN_H / h))
    fh, fw = h * scale, w * scale
    height, width = fh + BAR_H + (fh + BAR_H) % 2, fw + PANEL_W + (fw + PANEL_W) % 2
    duration = max(n / fps, run.states[-1].t_s if run.states else 0.0)
    span, font = mistake_span(row, fps), _font()
    bar = _bar(run, width, duration, span, font)
    panel, shown = None, None
    for i in range(n):
        t = i / fps
        k = run.state_index_at(t)
        state = run.states[k] if k >= 0 else None
        if k != shown:  # the side panel changes only with the state in force
            panel, shown = _panel(run, state, fh, span, font), k
        canvas = Image.new("RGB", (width, height), (250, 250, 250))
        canvas.paste(Image.fromarray(frames[i]).resize((fw, fh), Image.NEAREST), (0, 0))
        canvas.paste(panel, (fw, 0))
        canvas.paste(bar, (0, fh))
        d = ImageDraw.Draw(canvas)
        d.text((fw + 10, 6 + LINE), f"t = {t:5.1f} s of {duration:.1f} s", fill=(60, 60, 60), font=font)
        if state is not None and state.verdict != "on_track":
            colour = COLOURS[state.verdict]
            d.rectangle([0, 0, fw - 1, fh - 1], outline=colour, width=max(3, fh // 100))
            d.rectangle([0, 0, fw - 1, LINE + 6], fill=colour)
            d.text((8, 3), _verdict(state), fill=(255, 255, 255), font=font)
        px = int(round(min(t / duration, 1.0) * (width - 1)))
        d.line([(px, fh), (px, fh + BAR_H)], fill=(0, 0, 0), width=2)
        yield np.asarray(canvas)


def _write_mp4(frames: Iterator[np.ndarray], size: tuple[int, int], fps: float, n: int, out: Path) -> Path:
    import imageio_ffmpeg

    from sim.mp4 import mp4_frame_count

    with atomic_path(out) as tmp:
        writer = imageio_ffmpeg.write_frames(str(tmp), size, fps=fps, codec="libx264", pix_fmt_out="yuv420p",
                                             quality=None, macro_block_size=1, ffmpeg_log_level="error",
                                             output_params=["-crf", "23", "-preset", "veryfast"])
        writer.send(None)
        try:
            for f in frames:
                writer.send(np.ascontiguousarray(f))
        finally:
            writer.close()
        if mp4_frame_count(tmp) != n:
            raise BrowseError(f"the overlay {out} was written with {mp4_frame_count(tmp)} of {n} frames")
    return out


def sheet_states(run: OnlineRun) -> list[int]:
    """Indices of the states that change something: the first, then each new tick, verdict or flag."""
    keep, before = [], None
    for k, s in enumerate(run.states):
        sig = (s.verdict, s.mistake_type, s.node if s.verdict == "mistake" else None,
               tuple(s.ticked(n.id) for n in run.nodes))
        if sig != before:
            keep.append(k)
        before = sig
    if len(keep) > SHEET_MAX_TILES:  # evenly spaced, the first and last kept
        keep = [keep[round(j * (len(keep) - 1) / (SHEET_MAX_TILES - 1))] for j in range(SHEET_MAX_TILES)]
    return keep


def write_sheet(frames: np.ndarray, fps: float, run: OnlineRun, row: ManifestRow, out: Path) -> Path:
    """The contact sheet: one tile per state change (:func:`sheet_states`)."""
    from PIL import Image, ImageDraw

    n, h, w = frames.shape[:3]
    font, span = _font(), mistake_span(row, fps)
    picks = sheet_states(run)
    flagged = {id(f) for f in run.flags()}
    tile_w, tile_h, pad = max(w, 260), h + LINE * (2 + len(run.nodes)) + 8, 6
    cols = max(1, min(SHEET_COLUMNS, len(picks)))
    rows = max(1, math.ceil(len(picks) / cols))
    sheet = Image.new("RGB", (cols * (tile_w + pad) + pad, rows * (tile_h + pad) + 3 * LINE + pad), "white")
    d = ImageDraw.Draw(sheet)
    flags = "; ".join(f"flag {f.mistake_type} at {f.t_s:.1f} s" for f in run.flags()) or "no flag"
    truth = f"annotated {row.mistake_type}: {span[0]:.1f}-{span[1]:.1f} s" if span else "annotated: correct"
    for k, text in enumerate((f"{run.job_id}: {row.task}  ({n} frames, {n / fps:.1f} s)", f"{truth}; {flags}")):
        d.text((pad, 4 + k * LINE), _fit(text, font, sheet.width - 2 * pad), fill=(0, 0, 0), font=font)
    for j, k in enumerate(picks):
        s = run.states[k]
        x, y = pad + (j % cols) * (tile_w + pad), 3 * LINE + (j // cols) * (tile_h + pad)
        frame = frames[min(n - 1, max(0, int(round(s.t_s * fps)) - 1))]
        sheet.paste(Image.fromarray(frame), (x, y))
        if s.verdict != "on_track":
            d.rectangle([x, y, x + w - 1, y + h - 1], outline=COLOURS[s.verdict], width=3)
        mark = "! flag: " if id(s) in flagged else ""
        d.text((x, y + h + 2), f"{s.t_s:.1f} s  {mark}{_verdict(s)}", fill=COLOURS[s.verdict], font=font)
        draw_checklist(d, x, y + h + 2 + LINE, tile_w, run, s, font)
    with atomic_path(out) as tmp:
        sheet.save(tmp, format="PNG")
    return out


def write_overlay(video: Path, run: OnlineRun, row: ManifestRow, out_dir: Path) -> list[Path]:
    """``out_dir/<id>.online.mp4`` and ``out_dir/<id>.online.png`` of ``run`` on ``video``."""
    frames, _, fps = read_frames(video, fps=None)
    n, h, w = frames.shape[:3]
    scale = max(1, math.ceil(MIN_H / h))
    size = (w * scale + PANEL_W + (w * scale + PANEL_W) % 2, h * scale + BAR_H + (h * scale + BAR_H) % 2)
    mp4 = _write_mp4(overlay_frames(frames, fps, run, row), size, fps, n, out_dir / f"{run.job_id}.online.mp4")
    png = write_sheet(frames, fps, run, row, out_dir / f"{run.job_id}.online.png")
    return [mp4, png]
