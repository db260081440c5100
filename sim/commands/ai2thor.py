"""Command-line flags for the AI2-THOR backend's options (``--backend ai2thor`` or ``auto``),
wired from the definitions in :mod:`sim.backends.ai2thor.options`; used by
``python -m generators render``. ``--preset``, ``--width`` and ``--height`` are every backend's
and belong to the command that renders."""
from __future__ import annotations

import argparse
from typing import Any

from sim.backends.ai2thor.options import BACKENDS_TAKING_OPTIONS, OPTIONS, check_combination
from sim.errors import AI2ThorOptionError

# backend option key -> its flag (the argparse destination is the flag's name)
FLAGS = {"platform": "--ai2thor-platform", "x_display": "--x-display",
         "local_executable_path": "--ai2thor-executable", "quality": "--ai2thor-quality"}
# added to the error line of a command when a backend error names one of these settings
AI2THOR_HINTS = {**FLAGS, "local_executable_path": "--ai2thor-executable PATH", "preset": "--preset"}


def _dest(flag: str) -> str:
    return flag.lstrip("-").replace("-", "_")


def add_ai2thor_arguments(parser: argparse.ArgumentParser) -> None:
    """Flags for ``--backend ai2thor`` (and ``auto``); ``--preset``/``--width``/``--height`` are shared."""
    g = parser.add_argument_group("AI2-THOR backend (--backend ai2thor or auto; `python -m sim doctor` checks them)")
    for option in OPTIONS:
        g.add_argument(FLAGS[option.key], default=None, choices=option.choices, metavar=option.metavar,
                       help=option.help)


def ai2thor_backend_options(args: argparse.Namespace) -> dict[str, Any]:
    """The backend options the AI2-THOR flags set (only those given). They are refused with the
    embedded backend, which would ignore them."""
    options = {key: value for key, flag in FLAGS.items() if (value := getattr(args, _dest(flag), None)) is not None}
    backend = getattr(args, "backend", None)
    if options and backend not in BACKENDS_TAKING_OPTIONS:
        flags = ", ".join(flag for key, flag in FLAGS.items() if key in options)
        raise AI2ThorOptionError(f"{flags}: only for --backend {' or '.join(BACKENDS_TAKING_OPTIONS)}, "
                                 f"not --backend {backend}")
    check_combination(options.get("platform"), options.get("x_display"), options.get("local_executable_path"))
    return options
