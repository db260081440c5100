"""One table comparing runs: ``python -m nsg.table runs/nsg/nsg runs/nsg/mean ... [--paper] [--json]``.

Reads each run's ``eval/metrics.json`` (written by ``python -m nsg.evaluate``) and prints F1 per
test split and their average as a Markdown table; ``--paper`` adds the EgoTV paper's rows
(``nsg/reference/paper_results.json``) for comparison. The library is :mod:`nsg.training.tables`.
"""
from __future__ import annotations

import argparse
import json
from typing import Sequence

from contracts.library.splits import TEST_SPLITS
from nsg.commands.common import finish
from nsg.training.tables import f1_rows, load_reports, markdown


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.table", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("runs", nargs="+", help="run directories (or metrics.json files)")
    ap.add_argument("--paper", action="store_true", help="add the paper's F1 rows")
    ap.add_argument("--metric", default="f1", choices=["f1", "accuracy"])
    ap.add_argument("--json", action="store_true")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.table``: library errors end in one line (no error names one of its options)."""
    return finish(lambda: _table(build_parser().parse_args(argv)))


def _table(args: argparse.Namespace) -> int:
    rows = f1_rows(load_reports(args.runs), args.paper, args.metric)
    if args.json:
        print(json.dumps([{"model": n, **dict(zip(TEST_SPLITS, v))} for n, v in rows], indent=1))
    else:
        print(markdown(rows, args.metric.upper() if args.metric == "f1" else "accuracy"))
    return 0

