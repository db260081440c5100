"""Train the stand-in CLIP: ``python -m nsg.standin_clip train --dataset DIR [--epochs 10]``.

A small model of open_clip's CLIP architecture, trained contrastively on frames of the TRAIN split
and captions written from each frame's recorded object states; the library is
:mod:`nsg.clip.standin` (see its docstring for what it is and is not).
"""
from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Sequence

import torch

from contracts.argtypes import float_range, int_range, positive_float
from contracts.files import atomic_path
from nsg.clip.examples import Examples, collect_examples
from nsg.clip.spec import DEFAULT_STANDIN_WEIGHTS, STANDIN_MODEL
from nsg.clip.standin import caption, train_standin
from nsg.clip.standin_objects import train_object_standin
from nsg.commands.common import device, finish
from nsg.errors import DatasetReadError, InvalidValueError
from nsg.inputs.reader import DEFAULT_FPS, load_manifest


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.standin_clip", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="train the stand-in CLIP on the train split of a dataset")
    t.add_argument("--dataset", required=True)
    t.add_argument("--out", default=str(DEFAULT_STANDIN_WEIGHTS), help=f"weights file (default {DEFAULT_STANDIN_WEIGHTS})")
    t.add_argument("--model", default=STANDIN_MODEL,
                   help=f"stand-in architecture: {STANDIN_MODEL} (64 px) or standin-clip-small (128 px); "
                        "features then need --clip-model with the same name")
    t.add_argument("--cover-captions", action="store_true",
                   help="draw each video's frames so that every distinct caption (state) is covered first")
    t.add_argument("--epochs", type=int_range(1, 100000), default=10, help="epochs, >= 1")
    t.add_argument("--batch-size", type=int_range(2, 65536), default=128, help="pairs per batch, >= 2 (contrastive)")
    t.add_argument("--lr", type=positive_float, default=5e-4, help="learning rate, > 0")
    t.add_argument("--fps", type=float_range(0.0, 120.0, low_open=True), default=DEFAULT_FPS, help="in (0, 120]")
    t.add_argument("--max-frames-per-video", type=int_range(1), default=48, help=">= 1")
    t.add_argument("--max-videos", type=int_range(1), default=None, help=">= 1")
    t.add_argument("--seed", type=int_range(0), default=0)
    t.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    t.add_argument("--objects", action="store_true",
                   help="train on frames AND object crops with identity and state heads (nsg.clip.standin_objects)")
    t.add_argument("--examples", default=None,
                   help="with --objects: train from a file written by `examples` instead of reading the dataset")
    t.add_argument("--device", default="cpu", type=device)
    e = sub.add_parser("examples", help="write the train split's labelled frames and crops to one .npz file "
                                        "(to train the stand-in elsewhere, e.g. on a GPU machine)")
    e.add_argument("--dataset", required=True)
    e.add_argument("--out", required=True, help="the .npz file to write")
    e.add_argument("--image-size", type=int_range(8, 1024), default=128, help="pixels of each square image")
    e.add_argument("--max-frames-per-video", type=int_range(1), default=12, help=">= 1")
    e.add_argument("--fps", type=float_range(0.0, 120.0, low_open=True), default=DEFAULT_FPS, help="in (0, 120]")
    e.add_argument("--seed", type=int_range(0), default=0)
    e.add_argument("--splits", default="train",
                   help="comma-separated splits to write (default train; add test splits to probe the trained "
                        "encoder from the same file: `python -m nsg.probe --examples`)")
    e.add_argument("--jobs-of", default=None, metavar="DATASET",
                   help="keep only the train videos whose job (seed and task) DATASET's train split also has: "
                        "two renders of the same jobs (plain and randomised) then train on the same jobs")
    e.add_argument("--jpeg-quality", type=int_range(1, 100), default=None,
                   help="store the images as JPEG of this quality, 1-100 (default: lossless)")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.standin_clip train``: library errors end in one line."""
    args = build_parser().parse_args(argv)
    return finish(lambda: (_train if args.command == "train" else _examples)(args), {"model": "--model", "out": "--out", "splits": "--splits"})


def _examples(args: argparse.Namespace) -> int:
    splits = [s for s in args.splits.split(",") if s]
    if "train" not in splits:
        raise InvalidValueError(f"--splits {args.splits!r} must include train (the encoder trains on it)",
                                setting="splits")
    ex = train_examples(args.dataset, args.image_size, args.fps, args.max_frames_per_video, args.seed, splits,
                        args.jobs_of)
    out = Path(args.out)
    if out.suffix != ".npz":
        raise InvalidValueError(f"examples file {str(out)!r} must end in .npz", setting="out")
    with atomic_path(out) as tmp:
        ex.save(tmp, args.jpeg_quality)
    print(json.dumps({"examples": str(out), "images": len(ex), "crops": ex.kind.count("crop")}))
    return 0


def train_examples(dataset: str, image_size: int, fps: float, frames_per_video: int, seed: int,
                   splits: Sequence[str] = ("train",), jobs_of: str | None = None) -> Examples:
    """The labelled images of ``splits`` (test splits only to be probed; the order, and so the frames
    drawn, is that of ``nsg.probe`` on the dataset), the train videos restricted to the jobs of
    ``jobs_of``'s train split when given."""
    records = sorted(load_manifest(dataset, list(splits)), key=lambda r: r.key)
    if jobs_of is not None:
        jobs = {(r.row.job_seed, r.task) for r in load_manifest(jobs_of, ["train"])}
        records = [r for r in records if r.split != "train" or (r.row.job_seed, r.task) in jobs]
    if not any(r.split == "train" for r in records):
        raise DatasetReadError(f"dataset {dataset!r} has no train-split video"
                               + (f" of a job that {jobs_of!r} also has" if jobs_of else ""))
    return collect_examples(records, image_size, caption, fps, frames_per_video, seed=seed)


def check_out(out: Path) -> None:
    """Refuse, before the minutes of training, a weights path that cannot be written: a directory,
    or a place under a file or without write access (it used to fail at the end, naming the
    temporary file)."""
    if out.is_dir():
        raise InvalidValueError(f"out {str(out)!r} is a directory; give the weights file's path, e.g. "
                                f"{str(out / DEFAULT_STANDIN_WEIGHTS.name)!r}", setting="out")
    parent = next((p for p in (out.parent, *out.parent.parents) if p.exists()), Path("."))
    if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
        raise InvalidValueError(f"out {str(out)!r} cannot be written: {str(parent)!r} is "
                                f"{'not a directory' if not parent.is_dir() else 'not writable'}", setting="out")


def _train(args: argparse.Namespace) -> int:
    check_out(Path(args.out))
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.objects:
        ex = (Examples.load(args.examples).train_only() if args.examples else
              train_examples(args.dataset, 128, args.fps, args.max_frames_per_video, args.seed))
        report = train_object_standin(ex, args.out, args.model, args.epochs, args.batch_size, args.lr, args.device,
                                      args.seed)
        print(json.dumps({k: v for k, v in report.items() if k != "history"}, indent=1))
        return 0
    report = train_standin(args.dataset, args.out, args.epochs, args.batch_size, args.lr, args.fps,
                           args.max_frames_per_video, args.max_videos, args.seed, model_name=args.model,
                           cover_captions=args.cover_captions)
    print(json.dumps({k: v for k, v in report.items() if k != "history"}, indent=1))
    return 0

