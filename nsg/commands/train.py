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

from contracts.argtypes import add_option, float_range, int_range, options_from, positive_float
from nsg.commands.common import CLIP_HINTS, add_clip_arguments, device, finish
from nsg.errors import TrainingInterrupted
from nsg.inputs.graph_source import GRAPH_SOURCES
from nsg.inputs.queries import QUERY_STYLES
from nsg.inputs.reader import check_layout, load_manifest
from nsg.models.registry import MODEL_KINDS
from nsg.training.loop import SMALL_TRAIN_VIDEOS, small_train_split, train
from nsg.training.options import TrainOptions

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
    """The command line as :class:`~nsg.training.options.TrainOptions` (defaults and help from its fields)."""
    ap = argparse.ArgumentParser(prog="python -m nsg.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    add_option(ap, TrainOptions, "dataset", required=True)
    ap.add_argument("--layout", default="auto", help="auto (detect, default), native or egotv (refuse anything else)")
    add_option(ap, TrainOptions, "model", choices=MODEL_KINDS)
    add_option(ap, TrainOptions, "out")
    add_option(ap, TrainOptions, "epochs", type=epoch_count)
    add_option(ap, TrainOptions, "batch_size", type=int_range(1, 65536))
    add_option(ap, TrainOptions, "lr", type=positive_float)
    add_option(ap, TrainOptions, "val_fraction", type=float_range(0.0, 1.0, high_open=True))
    add_option(ap, TrainOptions, "seed", type=int_range(0))
    add_option(ap, TrainOptions, "device", type=device)
    add_option(ap, TrainOptions, "resume", action="store_true")
    add_option(ap, TrainOptions, "overwrite", action="store_true")
    add_option(ap, TrainOptions, "graphs", choices=GRAPH_SOURCES)
    add_option(ap, TrainOptions, "parser_checkpoint")
    add_option(ap, TrainOptions, "segment_frames", type=int_range(1, 10000))
    add_option(ap, TrainOptions, "hidden", type=int_range(1, 65536))
    add_option(ap, TrainOptions, "query_style", choices=QUERY_STYLES)
    add_clip_arguments(ap)
    add_option(ap, TrainOptions, "max_videos", type=int_range(1))
    add_option(ap, TrainOptions, "threads", type=int_range(1, 1024))
    add_option(ap, TrainOptions, "progress", "--no-progress", action="store_false", help="no progress bar")
    add_option(ap, TrainOptions, "receptacle_negatives", action="store_true")
    add_option(ap, TrainOptions, "patience", type=int_range(0, 100000))
    add_option(ap, TrainOptions, "lr_patience", type=int_range(0, 100000))
    add_option(ap, TrainOptions, "ema", type=float_range(0.0, 1.0, high_open=True))
    a = ap.parse_args(argv)
    check_layout(a.dataset, a.layout)
    return options_from(TrainOptions, a)


GROW_TRAIN = "make render-nsg DATASET={dataset}"


def small_split_warning(dataset: str, records, max_videos: int | None) -> str | None:
    """One line when the train split (``records``) is too small for NSG to beat the blind baselines
    (:func:`nsg.training.loop.small_train_split`), naming the command that grows it."""
    n = small_train_split(records, max_videos)
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
    records = load_manifest(opts.dataset, ["train"])   # read once: the warning and the run share it
    warning = small_split_warning(opts.dataset, records, opts.max_videos) if int(os.environ.get("RANK", "0")) == 0 else None
    if warning:
        print(warning, file=sys.stderr)
    try:
        summary = train(opts, records)
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

