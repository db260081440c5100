"""``python -m sim doctor [--json] [--ai2thor-executable PATH] [--x-display :N]``.

Exit status: 0 when the default backend (the embedded kitchen) is usable, 1 when it is not, 2
for bad arguments. AI2-THOR being unusable is reported, not an error: it is optional here.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m sim", description="Simulator tools.")
    sub = p.add_subparsers(dest="command", required=True)
    d = sub.add_parser("doctor", help="which simulator backends work here, and what is missing")
    d.add_argument("--json", action="store_true", help="machine-readable report")
    d.add_argument("--ai2thor-executable", default=None, metavar="PATH", help="check this Unity build instead")
    d.add_argument("--x-display", default=None, metavar=":N", help="check this X display for Linux64")
    args = p.parse_args(argv)
    from sim.backends import DEFAULT_BACKEND
    from sim.doctor import format_reports, reports_json, run_doctor

    reports = run_doctor(args.ai2thor_executable, args.x_display)
    print(json.dumps(reports_json(reports), indent=1) if args.json else format_reports(reports))
    default = next(r for r in reports if r.name == DEFAULT_BACKEND)
    return 0 if default.usable else 1


if __name__ == "__main__":
    sys.exit(main())
