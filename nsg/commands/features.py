"""Build the CLIP feature cache: ``python -m nsg.features build --dataset DIR [--clip-model M --clip-weights FILE] [--fps F]``.

Frame features per video and text features per description and query word, computed by frozen
open_clip towers from a local weights file (never downloaded) and cached under
``runs/features/<model>__<weights sha256>__fps<fps>/``; the library is :mod:`nsg.clip.features`.
"""
from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from typing import Sequence

from nsg.clip.cache import FeatureCache
from nsg.clip.features import build_features
from nsg.clip.frozen import load_clip
from nsg.clip.spec import clip_choice
from nsg.commands.common import CLIP_HINTS, add_clip_arguments, device, finish
from nsg.inputs.reader import load_manifest

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"splits": "--splits", **CLIP_HINTS}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.features", description="Build the CLIP feature cache.")
    sub = ap.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compute missing frame/text features of a dataset")
    b.add_argument("--dataset", required=True, help="rendered dataset directory (with manifest.jsonl)")
    add_clip_arguments(b)
    b.add_argument("--splits", nargs="*", default=None, help="only these splits (default: all)")
    b.add_argument("--device", default="cpu", type=device)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.features build --dataset DIR [--clip-model M --clip-weights PATH] [--fps F]``"""
    return finish(lambda: _build(build_parser().parse_args(argv)), HINTS)


def _build(args: argparse.Namespace) -> int:
    records = load_manifest(args.dataset, args.splits)
    clip = load_clip(*clip_choice(args.clip_model, args.clip_weights), args.fps, args.device, roi=args.roi)
    report = build_features(records, FeatureCache(args.features, clip.spec), clip)
    print(json.dumps(asdict(report)))
    return 0

