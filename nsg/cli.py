"""The one way nsg commands end: library errors become one line on stderr and exit status 2;
Ctrl-C becomes one line and exit status 130.

Every command writes through temporary names that are renamed when complete (checkpoints,
feature-cache entries, evaluation directories, weights), so an interrupted command leaves the
previous output or nothing, and the line can say so instead of a traceback.
"""
from __future__ import annotations

import sys
from typing import Callable

from contracts.errors import ContractError
from generators.errors import GeneratorError
from nsg.errors import NSGError

INTERRUPTED = "interrupted: nothing half-written was kept; run the same command again"


def one_line(exc: BaseException) -> str:
    """An error as one line: a library error says what is wrong; an OSError names its file."""
    if isinstance(exc, OSError) and not isinstance(exc, (NSGError, GeneratorError, ContractError)) and exc.strerror:
        return f"{exc.strerror}: {exc.filename}" if exc.filename else exc.strerror
    text = str(exc).strip() or type(exc).__name__
    return " ".join(text.split())


def device(text: str) -> str:
    """argparse type of ``--device``: ``cpu``, ``cuda`` or ``cuda:N`` present on this machine,
    refused by the parser before anything is loaded (``--device gpu`` used to fail deep in torch)."""
    import argparse

    import torch

    try:
        dev = torch.device(text)
    except (RuntimeError, ValueError):
        raise argparse.ArgumentTypeError(f"must be cpu, cuda or cuda:N, got {text!r}") from None
    if dev.type not in ("cpu", "cuda"):
        raise argparse.ArgumentTypeError(f"must be cpu, cuda or cuda:N, got {text!r}")
    if dev.type == "cuda":
        count = torch.cuda.device_count()
        if count == 0:
            raise argparse.ArgumentTypeError(f"{text!r} asked for, but this machine has no CUDA device; use cpu")
        if dev.index is not None and dev.index >= count:
            raise argparse.ArgumentTypeError(f"{text!r} asked for, but this machine has {count} CUDA device(s)")
    return text


def run_main(main: Callable[[], int | None]) -> None:
    """Run a command's ``main`` and exit with its status; an :class:`NSGError` (or an error of the
    contracts it reads datasets through, of the ``generators.procedural`` code the QA baselines
    call, or of the file system) prints as ``error: ...``
    (it names the bad value and what would be valid) and exits with 2; Ctrl-C exits with 130."""
    try:
        sys.exit(main())
    except (NSGError, GeneratorError, ContractError, OSError) as exc:
        print(f"error: {one_line(exc)}", file=sys.stderr)
        sys.exit(getattr(exc, "exit_status", 2))  # an OSError has none
    except KeyboardInterrupt:
        print(f"\n{INTERRUPTED}", file=sys.stderr)
        sys.exit(130)
