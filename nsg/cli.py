"""The one way nsg commands end: library errors become one line on stderr and exit status 2."""
from __future__ import annotations

import sys
from typing import Callable

from nsg.errors import NSGError


def run_main(main: Callable[[], int | None]) -> None:
    """Run a command's ``main`` and exit with its status; an :class:`NSGError` prints as
    ``error: ...`` (it names the bad value and what would be valid) and exits with 2."""
    try:
        sys.exit(main())
    except NSGError as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(2)
