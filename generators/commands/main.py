"""Command line of the generators package: ``python -m generators COMMAND`` (``--help`` lists them all).

Thin: parse arguments, call the library, print. Errors of the library (and the file system's)
are printed as one line naming the bad value (and the option that sets it), with exit status 2;
Ctrl-C is one line and 130, SIGTERM the same line and 143. Each command group registers itself (``add_commands``) from its
module of :mod:`generators.commands`.
"""
from __future__ import annotations

import argparse
import sys
from typing import Sequence

from contracts.errors import INTERRUPTED, ContractError, command_running, error_line, interrupted_status
from generators.commands import audit, browse, export, procedural, render, symbolic
from generators.errors import GeneratorError



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
    try:
        with command_running():  # SIGTERM = Ctrl-C; a DataWarning is one line
            return args.func(args)
    except (GeneratorError, ContractError) as exc:
        print(error_line(exc, getattr(args, "hints", None)), file=sys.stderr)
        return exc.exit_status
    except OSError as exc:  # the file system's refusal (a path in the way, no access): one line naming it
        print(f"error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else ""), file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:  # outputs are written under temporary names and renamed when complete
        print(f"\n{INTERRUPTED}", file=sys.stderr)
        return interrupted_status(exc)
