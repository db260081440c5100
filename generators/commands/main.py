"""Command line of the generators package: ``python -m generators COMMAND`` (``--help`` lists them all).

Thin: parse arguments, call the library, print. It ends as every command does
(:func:`contracts.errors.end_command`): an error of the library (or the file system's) is one line
naming the bad value (and the option that sets it), with the error's exit status; Ctrl-C is one
line and 130, SIGTERM the same line and 143. Each command group registers itself (``add_commands``) from its
module of :mod:`generators.commands`.
"""
from __future__ import annotations

import argparse
from typing import Sequence

from contracts.errors import end_command
from generators.commands import audit, browse, export, procedural, render, symbolic


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m generators",
                                description="EgoTV-style datasets: the task library and planner, rendering, "
                                            "audit, browsing, exports and procedural knowledge. Commands:")
    sub = p.add_subparsers(dest="command", required=True)
    symbolic.add_commands(sub)  # tasks, splits, plan, describe
    audit.add_commands(sub)
    procedural.add_commands(sub)  # pkg, qa, tuples (procedural knowledge, issue 15)
    browse.add_commands(sub)  # browse, contact-sheet
    export.add_commands(sub)
    render.add_commands(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return end_command(lambda: args.func(args), getattr(args, "hints", None))
