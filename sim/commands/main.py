"""``python -m sim COMMAND``: the simulator package's command line (today: ``doctor``); it ends
as every command does (:func:`contracts.errors.end_command`)."""
from __future__ import annotations

import argparse
from typing import Sequence

from contracts.errors import end_command
from sim.commands import doctor


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m sim", description="Simulator tools.")
    sub = p.add_subparsers(dest="command", required=True)
    doctor.add_commands(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return end_command(lambda: args.func(args), getattr(args, "hints", None))
