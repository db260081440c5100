"""``python -m generators browse DATASET`` (a static HTML browser of a dataset) and
``contact-sheet DATASET VIDEO`` (one row of frames per span of a video)."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from contracts.argtypes import int_range
from generators.browse.contact_sheet import PER_SPAN

# the options that set SiteConfig's fields, added to the errors that name a field
HINTS = {"out": "--out", "online": "--online", "overlays": "--overlay"}


def cmd_browse(args: argparse.Namespace) -> int:
    from generators.browse.site import SiteConfig, build_site

    splits = tuple(s.strip() for s in args.splits.split(",") if s.strip()) if args.splits else None
    report = build_site(SiteConfig(dataset=Path(args.dataset), out=Path(args.out) if args.out else None,
                                   splits=splits, thumbnails=not args.no_thumbnails,
                                   copy_videos=args.copy_videos, title=args.title,
                                   online=tuple(Path(f) for f in args.online or ()),
                                   overlays=tuple(args.overlay or ())))
    print(f"{report.videos} videos, {report.pages} pages, {report.thumbnails} thumbnails in {report.seconds:.1f} s: "
          f"{report.index}")
    for path in report.overlays:
        print(f"overlay: {path}")
    for problem in report.problems:
        print(f"warning: {problem}")
    # the pages link the dataset's videos relatively: a server must see both the site and the dataset
    root = report.out if args.copy_videos else Path(os.path.commonpath([report.out.resolve(),
                                                                          Path(args.dataset).resolve()]))
    page = report.index.resolve().relative_to(root.resolve()).as_posix()
    print(f"open {report.index} in a browser, or serve it: python -m http.server -d {root} "
          f"and visit http://localhost:8000/{page}")
    return 0


def cmd_contact_sheet(args: argparse.Namespace) -> int:
    from generators.browse.contact_sheet import write_contact_sheet

    out = Path(args.out) if args.out else Path(args.dataset) / "sheets" / f"{args.video}.png"
    print(write_contact_sheet(args.dataset, args.video, out, per_span=args.per_span))
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser("browse", help="write a static HTML browser of a dataset (index, one page per video)")
    b.add_argument("dataset", help="dataset directory: manifest.jsonl, or EgoTV's layout (train/, test_splits/)")
    b.add_argument("--out", default=None, help="site directory (default DATASET/site)")
    b.add_argument("--splits", default=None, help="comma-separated splits to include (default: all)")
    b.add_argument("--copy-videos", action="store_true",
                   help="put the videos into the site (hard links or copies) instead of linking the dataset's")
    b.add_argument("--no-thumbnails", action="store_true", help="skip the thumbnail images (faster)")
    b.add_argument("--title", default=None, help="site title (default: the dataset directory's name)")
    b.add_argument("--online", action="append", metavar="FILE",
                   help="online.jsonl of a streaming verifier (python -m nsg.online; repeatable): the pages of "
                        "its videos show the node checklist filling in as the video plays, the verdict, and "
                        "flags on the timeline beside the annotated mistake span")
    b.add_argument("--overlay", action="append", metavar="JOB_ID",
                   help="with --online: also draw that video's run over its frames, into "
                        "OUT/overlays/JOB_ID.online.mp4 and a contact sheet (one tile per state change) "
                        "OUT/overlays/JOB_ID.online.png, linked from its page (OUT: --out; repeatable)")
    b.set_defaults(func=cmd_browse, hints=HINTS)
    c = sub.add_parser("contact-sheet", help="a PNG with one row of frames per sub-task / distractor span of a video")
    c.add_argument("dataset", help="dataset directory holding manifest.jsonl")
    c.add_argument("video", help="the video's job_id (manifest.jsonl)")
    c.add_argument("--out", default=None, help="PNG path (default DATASET/sheets/VIDEO.png)")
    c.add_argument("--per-span", type=int_range(1, 20), default=PER_SPAN, help=f"frames per span, 1-20 (default {PER_SPAN})")
    c.set_defaults(func=cmd_contact_sheet)
