"""Train the semantic parser: ``python -m nsg.parser.train [--out runs/parser] [--arch minilm|t5] [--pretrained-t5 DIR]``.

``--arch minilm`` (default): the frozen-MiniLM parser (:mod:`nsg.parser.minilm.fit`, :mod:`nsg.parser.minilm.slot_parser`),
trained on the phrasing families and the description generator's templates. The shipped default
parser is reproduced by ``python -m nsg.parser.train --out nsg/parser/data/default --threads 1``
(``make parser-reproduce``).

``--arch t5`` (or ``--pretrained-t5 DIR``): the grammar-constrained T5 (:mod:`nsg.parser.t5.fit`). It trains on :func:`nsg.parser.corpus.training_pairs` (train split only), shows progress, keeps a
resumable state after every epoch (``--resume``), then evaluates on every split and writes
``metrics.json`` next to the saved parser. The parser directory is written atomically (a
temporary sibling renamed into place), so a killed run never leaves a half-saved parser.
"""
from __future__ import annotations

import argparse
import json
from typing import Sequence

import torch

from nsg.commands.common import finish
from nsg.parser.minilm.fit import train_default
from nsg.parser.t5.fit import train_parser

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"resume": "--resume", "pretrained_t5": "--pretrained-t5 DIR"}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.parser.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="runs/parser", help="parser directory (default runs/parser)")
    ap.add_argument("--arch", choices=("minilm", "t5"), default="minilm",
                    help="minilm: frozen MiniLM + head (default); t5: the T5 parser (implied by --pretrained-t5)")
    ap.add_argument("--epochs", type=int, default=None, help="default 8 (minilm) or 10 (t5)")
    ap.add_argument("--paraphrases", type=int, default=32000, help="minilm: generated paraphrases to train on")
    ap.add_argument("--template-limit", type=int, default=6000, help="minilm: template descriptions to train on")
    ap.add_argument("--encoder-layers", type=int, default=6, help="minilm: MiniLM layers used (1-6)")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pretrained-t5", default=None, help="local directory of a pretrained t5-small (never downloaded)")
    ap.add_argument("--resume", action="store_true", help="continue from the state kept after the last epoch")
    ap.add_argument("--eval-limit", type=int, default=200, help="instances per split for evaluation")
    ap.add_argument("--max-pairs", type=int, default=None, help="train on at most this many pairs (smoke runs)")
    ap.add_argument("--description-seeds", type=int, default=2,
                    help="describe every train instance with this many seeds (more distinct texts)")
    ap.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.parser.train``: library errors end in one line naming the option (:data:`HINTS`)."""
    ap = build_parser()
    return finish(lambda: _train(ap, ap.parse_args(argv)), HINTS)


def _train(ap: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.arch == "minilm" and not args.pretrained_t5:
        if args.resume or args.max_pairs:
            ap.error("--resume and --max-pairs apply to --arch t5 only")
        report = train_default(args.out, args.paraphrases, args.template_limit, args.epochs or 8, args.seed,
                               args.encoder_layers, eval_limit=args.eval_limit // 2)
        print(json.dumps(report["splits"], indent=1))
        print(f"parser saved to {args.out} ({report['training']['train_seconds']} s)")
        return 0
    report = train_parser(args.out, args.epochs or 10, args.batch_size, args.lr, args.seed, args.pretrained_t5,
                          args.resume, args.eval_limit, args.max_pairs, description_seeds=args.description_seeds)
    print(json.dumps({s: {k: round(v, 4) for k, v in m.items() if isinstance(v, float)}
                      for s, m in report["splits"].items()}, indent=1))
    print(f"parser saved to {args.out} ({report['train_seconds']} s)")
    return 0

