"""``python -m generators audit DATASET``: validity, balance and blind baselines of a dataset
(ours or EgoTV's layout), printed as Markdown or JSON and written beside it."""
from __future__ import annotations

import argparse
import json


def cmd_audit(args: argparse.Namespace) -> int:
    from contracts.dataset.loader import dataset_layout, read_manifest, written_rows
    from generators.dataset.audit import audit_dataset, audit_markdown, write_audit

    # the manifest read once: the audit and the statistics it rewrites share the rows
    egotv = dataset_layout(args.dataset, args.layout) == "egotv"
    rows = read_manifest(args.dataset) if egotv else (written_rows(args.dataset) or None)
    result = audit_dataset(args.dataset, video=not args.no_video_baseline, rows=rows)
    if not args.no_write:
        write_audit(args.dataset, result, rows)
    print(json.dumps(result, indent=1) if args.json else audit_markdown(result))
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    a = sub.add_parser("audit", help="validity, balance and blind baselines of a dataset (also --no-video ones)")
    a.add_argument("dataset", help="dataset directory: manifest.jsonl, or EgoTV's layout (train/, test_splits/)")
    a.add_argument("--layout", default="auto", help="auto (detect, default), native or egotv (refuse anything else)")
    a.add_argument("--json", action="store_true", help="the whole result as JSON")
    a.add_argument("--no-video-baseline", action="store_true", help="skip the video-only baseline")
    a.add_argument("--no-write", action="store_true", help="do not write audit.json / audit.md / stats.md")
    a.set_defaults(func=cmd_audit)
