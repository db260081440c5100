"""What nsg's commands share: the one way they end (library errors become one line on stderr and
exit status 2) and the feature-spec options of every command that reads CLIP features."""
from __future__ import annotations

import sys
from typing import Callable

from nsg.clip.spec import DEFAULT_CACHE, DEFAULT_STANDIN_WEIGHTS, STANDIN_MODEL
from nsg.errors import NSGError
from nsg.inputs.reader import DEFAULT_FPS
from strips.argtypes import float_range


def run_main(main: Callable[[], int | None]) -> None:
    """Run a command's ``main`` and exit with its status; an :class:`NSGError` prints as
    ``error: ...`` (it names the bad value and what would be valid) and exits with 2."""
    try:
        sys.exit(main())
    except NSGError as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(2)


def add_clip_arguments(ap) -> None:
    """The feature-spec options shared by every command that reads features."""
    ap.add_argument("--clip-model", default=STANDIN_MODEL,
                    help=f"open_clip architecture name (default: the stand-in {STANDIN_MODEL})")
    ap.add_argument("--clip-weights", default=str(DEFAULT_STANDIN_WEIGHTS),
                    help="local weights file for --clip-model (never downloaded); "
                         f"default: the stand-in's {DEFAULT_STANDIN_WEIGHTS}")
    ap.add_argument("--fps", type=float_range(0.0, 120.0, low_open=True), default=DEFAULT_FPS,
                    help="frame sampling rate, in (0, 120] (default 2.5)")
    ap.add_argument("--features", default=str(DEFAULT_CACHE), help=f"feature cache root (default {DEFAULT_CACHE})")
