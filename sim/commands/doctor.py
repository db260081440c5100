"""``python -m sim doctor [--json] [--ai2thor-executable PATH] [--x-display :N]``.

Exit status: 0 when the default backend (the embedded kitchen) is usable, 1 when it is not, 2
for bad arguments. AI2-THOR being unusable is reported, not an error: it is optional here.
"""
from __future__ import annotations

import argparse
import json

# the doctor's settings (sim.doctor.run_doctor's arguments) -> the options that set them
HINTS = {"local_executable_path": "--ai2thor-executable PATH", "x_display": "--x-display"}


def cmd_doctor(args: argparse.Namespace) -> int:
    from sim import doctor
    from sim.backends import DEFAULT_BACKEND

    reports = doctor.run_doctor(args.ai2thor_executable, args.x_display)
    print(json.dumps(doctor.reports_json(reports), indent=1) if args.json else doctor.format_reports(reports, HINTS))
    default = next(r for r in reports if r.name == DEFAULT_BACKEND)
    return 0 if default.usable else 1


def add_commands(sub: argparse._SubParsersAction) -> None:
    d = sub.add_parser("doctor", help="which simulator backends work here, and what is missing")
    d.add_argument("--json", action="store_true", help="machine-readable report")
    d.add_argument("--ai2thor-executable", default=None, metavar="PATH", help="check this Unity build instead")
    d.add_argument("--x-display", default=None, metavar=":N", help="check this X display for Linux64")
    d.set_defaults(func=cmd_doctor, hints=HINTS)
