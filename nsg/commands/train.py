"""Train NSG or a baseline on verification labels: ``python -m nsg.train --dataset DIR --model nsg``.

What the loop does (loss, validation split, checkpoints, resume, multi-GPU with ``torchrun``) is
said once, in :mod:`nsg.training.loop`; the models are the table :mod:`nsg.models.registry`.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from contracts.argtypes import float_range, int_range, positive_float
from nsg.commands.common import CLIP_HINTS, add_clip_arguments, device, finish
from nsg.inputs.graph_source import GRAPH_SOURCES
from nsg.inputs.queries import QUERY_STYLES
from nsg.inputs.reader import check_layout
from nsg.models.batching import DEFAULT_SEGMENT_FRAMES
from nsg.models.registry import MODEL_KINDS
from nsg.training.loop import (AUTO_EPOCH_RANGE, AUTO_SAMPLES, DEFAULT_RUNS, SMALL_TRAIN_VIDEOS, TrainingInterrupted,
                               TrainOptions, small_train_split, train)

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"resume": "--resume", "overwrite": "--resume or --overwrite", "device": "--device", "graphs": "--graphs",
         "parser_checkpoint": "--parser-checkpoint", "layout": "--layout",
         "receptacle_negatives": "--receptacle-negatives", **CLIP_HINTS}


def epoch_count(text: str) -> int | None:
    """``--epochs``: a positive integer, or ``auto`` (None)."""
    if text.strip().lower() == "auto":
        return None
    try:
        return int_range(1, 100000)(text)
    except argparse.ArgumentTypeError as exc:
        raise argparse.ArgumentTypeError(f"{exc} (or auto)") from None


def parse_args(argv: Sequence[str] | None = None) -> TrainOptions:
    ap = argparse.ArgumentParser(prog="python -m nsg.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", required=True,
                    help="dataset directory: ours (manifest.jsonl) or EgoTV's layout (train/, test_splits/)")
    ap.add_argument("--layout", default="auto", help="auto (detect, default), native or egotv (refuse anything else)")
    ap.add_argument("--model", default="nsg", choices=MODEL_KINDS)
    ap.add_argument("--out", default=None, help=f"run directory (default {DEFAULT_RUNS}/<model>)")
    ap.add_argument("--epochs", type=epoch_count, default=50,
                    help="epochs, >= 1, or auto: enough to show the model about "
                         f"{AUTO_SAMPLES:,} training samples, {AUTO_EPOCH_RANGE[0]}-{AUTO_EPOCH_RANGE[1]} epochs "
                         "(default 50)")
    ap.add_argument("--batch-size", type=int_range(1, 65536), default=64, help="samples per batch, >= 1 (default 64)")
    ap.add_argument("--lr", type=positive_float, default=1e-3, help="Adam learning rate, > 0 (default 1e-3)")
    ap.add_argument("--val-fraction", type=float_range(0.0, 1.0, high_open=True), default=0.2,
                    help="share of train videos held out for validation, in [0, 1) (default 0.2)")
    ap.add_argument("--seed", type=int_range(0), default=0)
    ap.add_argument("--device", default="cpu", type=device, help="cpu (default) or cuda / cuda:N")
    ap.add_argument("--resume", action="store_true", help="continue from <run>/last.pt")
    ap.add_argument("--overwrite", action="store_true", help="start again in a run directory that has a checkpoint")
    ap.add_argument("--graphs", default="gold", choices=GRAPH_SOURCES,
                    help="description graphs: gold (manifest) or parser (as the paper)")
    ap.add_argument("--parser-checkpoint", default=None, help="parser directory for --graphs parser (default: the shipped parser, nsg/parser/data/default)")
    ap.add_argument("--segment-frames", type=int_range(1, 10000), default=DEFAULT_SEGMENT_FRAMES,
                    help="k frames per segment, >= 1 (default 20)")
    ap.add_argument("--hidden", type=int_range(1, 65536), default=150, help="hidden size, >= 1 (default 150)")
    ap.add_argument("--query-style", default="state_relation", choices=QUERY_STYLES)
    add_clip_arguments(ap)
    ap.add_argument("--max-videos", type=int_range(1), default=None,
                    help="use only the first N train videos, N >= 1 (smoke runs)")
    ap.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--receptacle-negatives", action="store_true",
                    help="also train on each true description with its receptacle swapped for one the object "
                         "never enters (label 0): teaches the relation encoder to read the receptacle")
    ap.add_argument("--patience", type=int_range(0, 100000), default=0,
                    help="stop once validation loss has not improved for N epochs (--epochs is then the most); "
                         "0 (default): train every epoch")
    a = ap.parse_args(argv)
    check_layout(a.dataset, a.layout)
    return TrainOptions(dataset=a.dataset, model=a.model, out=a.out, epochs=a.epochs, batch_size=a.batch_size,
                        lr=a.lr, val_fraction=a.val_fraction, seed=a.seed, device=a.device, resume=a.resume,
                        overwrite=a.overwrite, graphs=a.graphs, parser_checkpoint=a.parser_checkpoint,
                        segment_frames=a.segment_frames, hidden=a.hidden, query_style=a.query_style,
                        clip_model=a.clip_model, clip_weights=a.clip_weights, fps=a.fps, features=a.features,
                        max_videos=a.max_videos, threads=a.threads, progress=not a.no_progress,
                        receptacle_negatives=a.receptacle_negatives, roi=a.roi, patience=a.patience)


GROW_TRAIN = "make render-nsg DATASET={dataset}"


def small_split_warning(dataset: str, max_videos: int | None) -> str | None:
    """One line when the train split is too small for NSG to beat the blind baselines
    (:func:`nsg.training.loop.small_train_split`), naming the command that grows it."""
    n = small_train_split(dataset, max_videos)
    if n is None:
        return None
    fix = (f"Grow the train split in place (it resumes; test splits are kept): {GROW_TRAIN.format(dataset=dataset)}"
           if check_layout(dataset) == "native" else  # EgoTV's layout is exported or downloaded, not rendered into
           f"Grow the train split of the dataset this was exported from ({GROW_TRAIN.format(dataset='SOURCE')}) and "
           f"export it again (python -m generators export SOURCE {dataset} --format egotv --overwrite)")
    return (f"warning: only {n} training videos; NSG needed about {SMALL_TRAIN_VIDEOS} to beat the blind baselines "
            f"(learning curve in docs/nsg.md). {fix}")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.train``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: run(parse_args(argv)), HINTS)


def run(opts: TrainOptions) -> int:
    warning = small_split_warning(opts.dataset, opts.max_videos) if int(os.environ.get("RANK", "0")) == 0 else None
    if warning:
        print(warning, file=sys.stderr)
    try:
        summary = train(opts)
    except TrainingInterrupted as exc:
        print(f"{exc.message()} ({HINTS[exc.setting]})", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("interrupted before training started; nothing was saved", file=sys.stderr)
        return 130
    if int(os.environ.get("RANK", "0")) == 0:
        last = summary["history"][-1] if summary["history"] else {}
        print(json.dumps({"run": summary["run"], "best_val_f1": round(summary["best_val_f1"], 4),
                          "last_epoch": last}))
    return 0

