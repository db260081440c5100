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

from nsg.cli import device
from nsg.clip.cache import FeatureCache
from nsg.clip.features import build_features
from nsg.clip.frozen import load_clip
from nsg.clip.spec import add_clip_arguments
from nsg.inputs.reader import load_manifest


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.features build --dataset DIR [--clip-model M --clip-weights PATH] [--fps F]``"""
    ap = argparse.ArgumentParser(prog="python -m nsg.features", description="Build the CLIP feature cache.")
    sub = ap.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compute missing frame/text features of a dataset")
    b.add_argument("--dataset", required=True, help="rendered dataset directory (with manifest.jsonl)")
    add_clip_arguments(b)
    b.add_argument("--splits", nargs="*", default=None, help="only these splits (default: all)")
    b.add_argument("--device", default="cpu", type=device)
    args = ap.parse_args(argv)
    records = load_manifest(args.dataset, args.splits)
    clip = load_clip(args.clip_model, args.clip_weights, args.fps, args.device)
    report = build_features(records, FeatureCache(args.features, clip.spec), clip)
    print(json.dumps(asdict(report)))
    return 0


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
