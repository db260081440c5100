"""The perception benchmark: ``python -m nsg.probe --dataset DIR --out OUT``.

Linear probes of object identity, receptacle identity and each state, fitted on frozen features
of TRAIN-split crops and frames and scored on every test split (:mod:`nsg.clip.probe`); writes
``OUT/probe.json`` (``{"roi": {"object": acc, ...}, "frame": {...}, "splits": ...}``, the top level
for novel_scenes) and prints the table.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Sequence

import numpy as np
import torch

from contracts.argtypes import int_range
from contracts.files import write_atomic
from nsg.clip.examples import Examples, collect_examples
from nsg.clip.frozen import load_clip
from nsg.clip.spec import clip_choice
from nsg.clip.probe import PROBE_LABELS, VIEWS, run_probes
from nsg.clip.standin import caption
from nsg.commands.common import CLIP_HINTS, add_clip_arguments, device, finish
from nsg.errors import DatasetReadError, InvalidValueError
from nsg.inputs.roi import resize_square
from nsg.inputs.reader import load_manifest

HINTS = {"splits": "--splits", "examples": "--examples", **CLIP_HINTS}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.probe", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--dataset", help="rendered dataset directory (native or EgoTV layout)")
    src.add_argument("--examples", help="an examples file with train and test splits (`python -m nsg.standin_clip "
                                        "examples --splits ...`): probe where the dataset is not, e.g. a GPU machine")
    ap.add_argument("--out", required=True, help="output directory (probe.json)")
    add_clip_arguments(ap, roi=False)
    ap.add_argument("--frames-per-video", type=int_range(1, 10000), default=None,
                    help="sampled frames per video, >= 1 (default 12; with --dataset only)")
    ap.add_argument("--max-videos", type=int_range(1), default=None, help="at most N videos per split, >= 1 (with --dataset only)")
    ap.add_argument("--seed", type=int_range(0), default=0)
    ap.add_argument("--device", default="cpu", type=device)
    ap.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    ap.add_argument("--no-progress", action="store_true")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    return finish(lambda: _probe(build_parser().parse_args(argv)), HINTS)


def _probe(a: argparse.Namespace) -> int:
    if a.threads:
        torch.set_num_threads(a.threads)
    if a.examples and (a.frames_per_video or a.max_videos):
        raise InvalidValueError("--frames-per-video and --max-videos choose images from --dataset; an examples file "
                                "already holds its images (write it with `examples --max-frames-per-video`)",
                                setting="examples")
    a.clip_model, a.clip_weights = clip_choice(a.clip_model, a.clip_weights)
    clip = load_clip(a.clip_model, a.clip_weights, a.fps, a.device)
    ex = _from_examples(a.examples, clip.image_size) if a.examples else _from_dataset(a, clip.image_size)
    feats = clip.encode_frames(ex.images).numpy()
    report = run_probes(ex, feats, a.seed).to_json()
    report.update({"clip_model": a.clip_model, "clip_weights": a.clip_weights, "images": len(ex),
                   "dataset": str(a.dataset or a.examples)})
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    write_atomic(out / "probe.json", json.dumps(report, indent=1))
    print(table(report))
    return 0


def _from_examples(path: str, image_size: int) -> Examples:
    """The file's images at the encoder's size (``encode_frames`` resizes too, but area
    interpolation here is what :func:`collect_examples` would have done)."""
    ex = Examples.load(path)
    if len(set(ex.split)) < 2 or "train" not in ex.split:
        raise DatasetReadError(f"examples file {path!r} holds the splits {sorted(set(ex.split))}; the probe needs "
                               "train and at least one test split (write it with `examples --splits train,novel_scenes`)")
    if ex.images.shape[1] != image_size:
        ex.images = np.stack([resize_square(im, image_size) for im in ex.images])
    return ex


def _from_dataset(a: argparse.Namespace, image_size: int) -> Examples:
    records = sorted(load_manifest(a.dataset), key=lambda r: r.key)
    if a.max_videos:
        by_split: dict[str, list] = {}
        for r in records:
            by_split.setdefault(r.split, []).append(r)
        records = [r for rs in by_split.values() for r in rs[:a.max_videos]]
    if not any(r.split == "train" for r in records) or len({r.split for r in records}) < 2:
        raise DatasetReadError(f"dataset {a.dataset!r} needs train-split videos and at least one test split to probe")
    return collect_examples(records, image_size, caption, a.fps, a.frames_per_video or 12, seed=a.seed,
                            progress=not a.no_progress)


def table(report: dict) -> str:
    """Markdown table: one row per (split, view), one column per label (balanced accuracy, %)."""
    head = "| split | input | " + " | ".join(PROBE_LABELS) + " |"
    lines = [head, "|" + "---|" * (len(PROBE_LABELS) + 2)]
    for split, views in sorted(report["splits"].items()):
        for view in VIEWS:
            cells = views.get(view, {})
            lines.append(f"| {split} | {view} | " + " | ".join(
                "-" if cells.get(k) is None else f"{100 * cells[k]:.1f}" for k in PROBE_LABELS) + " |")
    return "\n".join(lines)
