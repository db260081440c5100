"""Evaluate a trained run on the test splits: ``python -m nsg.evaluate --run runs/nsg/nsg [--json]``.

Reports accuracy and F1 per test split, broken down by complexity (sub-tasks of the video's task)
and ordering (ordering constraints of the video's task), and for NSG-style models the confusion
of aligned segments against each segment's annotated sub-task. Writes ``metrics.json`` and PNG
plots to ``<run>/eval`` (``--out``), plus, for one sample (``--sample ID``, default the first
positive sample), a picture of which segment each query was aligned to. ``--json`` prints the
metrics as JSON on stdout. The library is :mod:`nsg.training.evaluation`.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Sequence

import torch

from contracts.argtypes import int_range
from contracts.library.splits import TEST_SPLITS
from nsg.commands.common import device, finish
from nsg.inputs.graph_source import GRAPH_SOURCES
from nsg.inputs.reader import check_layout
from nsg.training.evaluation import evaluate_run

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"out": "--out", "sample": "--sample", "splits": "--splits", "graphs": "--graphs", "layout": "--layout",
         "parser_checkpoint": "--parser-checkpoint", "clip_weights": "--clip-weights"}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.evaluate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default="runs/nsg/nsg", help="run directory written by nsg.train (default runs/nsg/nsg)")
    ap.add_argument("--checkpoint", default="best.pt", help="best.pt (default), last.pt or a path")
    ap.add_argument("--dataset", default=None,
                    help="dataset directory, ours or in EgoTV's layout (default: the one trained on)")
    ap.add_argument("--layout", default="auto", help="auto (detect, default), native or egotv (refuse anything else)")
    ap.add_argument("--splits", nargs="*", default=list(TEST_SPLITS))
    ap.add_argument("--graphs", default=None, choices=GRAPH_SOURCES, help="default: as in training")
    ap.add_argument("--parser-checkpoint", default=None,
                    help="parser directory for --graphs parser (default: the shipped parser, nsg/parser/data/default)")
    ap.add_argument("--out", default=None, help="output directory (default <run>/eval)")
    ap.add_argument("--sample", default=None, help="sample id for the alignment picture (e.g. novel_tasks_00001:pos; "
                    "novel_tasks/novel_tasks_00001:pos, the id of earlier releases, too)")
    ap.add_argument("--features", default=None, help="feature cache root (default: the one trained with)")
    ap.add_argument("--clip-weights", default=None, help="the run's CLIP weights file, if it moved")
    ap.add_argument("--batch-size", type=int_range(1, 65536), default=64, help="samples per batch, >= 1")
    ap.add_argument("--device", default="cpu", type=device)
    ap.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    ap.add_argument("--json", action="store_true", help="print the metrics as JSON")
    ap.add_argument("--no-progress", action="store_true", help="no progress bar while missing features are computed")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.evaluate``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: _evaluate(build_parser().parse_args(argv)), HINTS)


def _evaluate(args: argparse.Namespace) -> int:
    if args.dataset is not None:
        check_layout(args.dataset, args.layout)
    if args.threads:
        torch.set_num_threads(args.threads)
    report = evaluate_run(args.run, args.dataset, args.splits, args.graphs, args.parser_checkpoint, args.out,
                          args.sample, args.checkpoint, args.batch_size, args.device,
                          progress=not args.no_progress, features=args.features, clip_weights=args.clip_weights)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['model']} ({report['run']}, graphs: {report['graphs']})")
        for s, scores in report["splits"].items():
            extra = (f"  alignment acc {100 * scores['alignment']['alignment_accuracy']:.1f}"
                     if "alignment" in scores else "")
            print(f"  {s:14s} n={scores['n']:5d}  acc {100 * scores['accuracy']:5.1f}  F1 {100 * scores['f1']:5.1f}{extra}")
        print(f"  mean F1 {100 * report['mean_f1']:.1f}; plots in {Path(report['plots'][0]).parent}")
    return 0

