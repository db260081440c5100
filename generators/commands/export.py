"""``python -m generators export DATASET OUT --format hf|webdataset|egotv``: a rendered dataset
in a standard format (:mod:`generators.access.export`)."""
from __future__ import annotations

import argparse
from pathlib import Path

from generators.access.export import DEFAULT_SHARD_SAMPLES, FORMATS, ExportConfig, export_dataset

# the options that set ExportConfig's fields, added to the errors that name a field
HINTS = {"overwrite": "--overwrite", "splits": "--splits", "shard_samples": "--shard-samples"}


def cmd_export(args: argparse.Namespace) -> int:
    splits = tuple(s.strip() for s in args.splits.split(",") if s.strip()) if args.splits else None
    report = export_dataset(ExportConfig(dataset=Path(args.dataset), out=Path(args.out), format=args.format,
                                         splits=splits, video=args.video, shard_samples=args.shard_samples,
                                         overwrite=args.overwrite))
    counts = ", ".join(f"{k} {v}" for k, v in report.samples.items())
    what = "trials (videos)" if report.format == "egotv" else "samples"
    extra = f", {report.skipped_no_video} rows without video skipped" if report.skipped_no_video else ""
    print(f"{report.format} export of {sum(report.samples.values())} {what} ({counts}{extra}) in {report.seconds:.1f} s: "
          f"{report.out}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    e = sub.add_parser("export", help="export a dataset as a Hugging Face dataset, WebDataset shards or EgoTV's layout")
    e.add_argument("dataset", help="dataset directory: manifest.jsonl, or EgoTV's layout (train/, test_splits/)")
    e.add_argument("out", help="output directory (new or empty; or an earlier export with --overwrite)")
    e.add_argument("--format", required=True, help=f"one of: {', '.join(FORMATS)}")
    e.add_argument("--splits", default=None, help="comma-separated splits to export (default: all)")
    e.add_argument("--video", default=None, help="hf: 'path' (absolute paths, default) or 'bytes' (mp4 in the table); "
                   "egotv: 'link' (hard links, copies across file systems; default) or 'copy'")
    e.add_argument("--shard-samples", type=int, default=DEFAULT_SHARD_SAMPLES,
                   help=f"webdataset: samples per tar shard (default {DEFAULT_SHARD_SAMPLES})")
    e.add_argument("--overwrite", action="store_true", help="replace an earlier export in OUT")
    e.set_defaults(func=cmd_export, hints=HINTS)
