"""Parser evaluation: ``python -m nsg.parser.evaluate [--checkpoint DIR] [--leave-family-out] [--json]``.

Reports exact graph match, mean graph edit distance and the share of valid outputs

- per split of the description generator (train = held-in templates; the abstraction split's
  abstract descriptions), as :mod:`nsg.parser.corpus` draws them;
- per phrasing family on fresh paraphrases (seeds never used for training: held-in phrasing);
- on the hand-written files (``nsg/parser/data/eval/handwritten_descriptions*.jsonl``), full and abstract;
- with ``--leave-family-out``: for each family, a head trained WITHOUT it (no text of the family
  and no training text matching its markers, ``held_out_markers`` in ``data/phrasing.json``),
  tested on that family. imperative is not held out: the generator's templates are imperative.

Works for the T5 parser too (``--checkpoint`` of a T5 directory), for comparisons. The library
is :mod:`nsg.parser.evaluation`.
"""
from __future__ import annotations

import argparse
import json
from typing import Sequence

import torch

from nsg.commands.common import finish
from nsg.parser.evaluation import HELD_OUT_FAMILIES, evaluate_checkpoint, leave_family_out, table
from nsg.parser.model import DEFAULT_PARSER_DIR, Parser

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"parser_checkpoint": "--checkpoint"}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.parser.evaluate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default=str(DEFAULT_PARSER_DIR), help=f"parser directory (default {DEFAULT_PARSER_DIR})")
    ap.add_argument("--split-limit", type=int, default=200, help="instances per split")
    ap.add_argument("--family-n", type=int, default=300, help="fresh paraphrases per family")
    ap.add_argument("--leave-family-out", action="store_true", help="train one head per held-out family (minutes each)")
    ap.add_argument("--lfo-train", type=int, default=8000, help="paraphrases in the leave-family-out pool")
    ap.add_argument("--lfo-templates", type=int, default=2000, help="template texts in the leave-family-out pool")
    ap.add_argument("--lfo-epochs", type=int, default=6)
    ap.add_argument("--families", nargs="*", default=list(HELD_OUT_FAMILIES), help="families to hold out")
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--json", action="store_true", help="print the whole report as JSON")
    ap.add_argument("--out", default=None, help="also write the JSON report here")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.parser.evaluate``: library errors end in one line naming the option (:data:`HINTS`)."""
    ap = build_parser()
    return finish(lambda: _evaluate(ap, ap.parse_args(argv)), HINTS)


def _evaluate(ap: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    torch.set_num_threads(args.threads)
    bad = [f for f in args.families if f not in HELD_OUT_FAMILIES]
    if bad:
        ap.error(f"cannot hold out {bad}; valid: {list(HELD_OUT_FAMILIES)}")
    report = evaluate_checkpoint(Parser.load(args.checkpoint), args.split_limit, args.family_n)
    if args.leave_family_out:
        report["leave_family_out"] = leave_family_out(args.families, args.lfo_train, template_limit=args.lfo_templates,
                                                      epochs=args.lfo_epochs)
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(report, fh, indent=1)
    print(json.dumps(report, indent=1) if args.json else table(report))
    return 0

