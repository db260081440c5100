"""``python -m generators render``: arguments, the run, and how it ends on the terminal.

Every numeric option is checked by the argument parser (:mod:`contracts.argtypes`), so a bad value
is one line naming the option and its valid range. SIGTERM is handled like Ctrl-C: the workers
are stopped, finished videos are kept and the same message is printed. Exit status: 0 done, 1
done but some job failed every attempt, 2 bad input, 75 stopped on a resource error (full disk
...) or because every Ray worker was lost (resume after fixing it), 128 + signal number when
interrupted.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Mapping, Sequence

from contracts.argtypes import add_option, field_default, int_range, options_from, positive_float
from contracts.errors import end_command
from generators.dataset import sampling
from generators.dataset.config import RenderConfig
from sim.backends.embedded.randomize import CHOICES as RANDOMIZE_CHOICES
from generators.dataset.render import dataset_jobs, render_dataset
from generators.dataset.runners import RUNNERS
from generators.errors import DatasetError
from generators.planning.planners import PLANNERS, planner_help
from sim.commands.ai2thor import AI2THOR_HINTS, add_ai2thor_arguments, ai2thor_backend_options

INTERRUPTED = "interrupted; finished videos are kept: run the same command again to resume"
# the options that set RenderConfig's fields (and the backend's), added to the errors that name one
HINTS = {"out_dir": "--out", "workers": "--workers", "executor": "--executor", "ray_max_restarts": "--ray-max-restarts",
         "max_attempts": "--max-attempts", "mistakes": "--mistakes", "distractors": "--distractors",
         "planner_timeout": "--planner-timeout", "randomize": "--randomize", **AI2THOR_HINTS}


def _parse_counts(items: Sequence[str]) -> dict[str, int]:
    counts = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not value.strip().isdigit():
            raise DatasetError(f"--count expects SPLIT=N with N >= 0 (e.g. train=10), got {item!r}")
        counts[name.strip()] = int(value)
    return counts


def add_render_arguments(p: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m generators render``."""
    add_option(p, RenderConfig, "out_dir", "--out", metavar="DIR")
    p.add_argument("--size", default=None, choices=sampling.SIZE_PRESETS,
                   help="small: every task of every split once (default); full: EgoTV's sizes "
                        "(5,363 train, 540/350/1,082/338 test); with --count, the sizes of the splits it "
                        "does not name")
    p.add_argument("--full", action="store_true", help="same as --size full")
    p.add_argument("--count", action="append", default=[], metavar="SPLIT=N",
                   help="jobs for one split, overriding --size (repeatable); other splits are skipped unless --size "
                        "or --full is given (--size small --count train=600: the small dataset with 600 train jobs)")
    p.add_argument("--splits", default=None, help="comma-separated splits to render (default: all five)")
    add_option(p, RenderConfig, "jobs_file", "--jobs", metavar="FILE")
    add_option(p, RenderConfig, "seed", type=int_range(0))
    add_option(p, RenderConfig, "backend")
    p.add_argument("--preset", default=None, help="renderer quality preset of the backend (e.g. default, fast)")
    p.add_argument("--width", type=int_range(16, 4096), default=None,
                   help="frame width in pixels, 16-4096 (default: the preset's)")
    p.add_argument("--height", type=int_range(16, 4096), default=None,
                   help="frame height in pixels, 16-4096 (default: the preset's)")
    p.add_argument("--fps", type=int_range(1, 120), default=None,
                   help="video frame rate, 1-120 (default: the recorder's, 5 as EgoTV)")
    p.add_argument("--no-motion", action="store_true",
                   help="one frame per low-level step (the earlier, short videos) instead of continuous "
                        "egocentric motion: moves, turns and head pitch over several frames, interaction results "
                        "held for their seconds (timings in sim/data/motion.json)")
    # distractors and mistakes: checked by RenderConfig.validate (library callers get the same message)
    add_option(p, RenderConfig, "distractors", type=float, metavar="PROBABILITY")
    add_option(p, RenderConfig, "randomize", choices=RANDOMIZE_CHOICES)
    add_option(p, RenderConfig, "workers", type=int_range(1, 256))
    add_option(p, RenderConfig, "executor", choices=sorted(RUNNERS))
    add_option(p, RenderConfig, "ray_address")
    add_option(p, RenderConfig, "ray_max_restarts", type=int_range(0, 1000))
    p.add_argument("--planner", default=field_default(RenderConfig, "planner"), choices=list(PLANNERS),
                   help=planner_help())
    add_option(p, RenderConfig, "max_attempts", type=int_range(1, 100))
    add_option(p, RenderConfig, "planner_timeout", type=positive_float)
    add_option(p, RenderConfig, "mistakes", type=float, metavar="FRACTION")
    add_option(p, RenderConfig, "no_video", action="store_true")
    p.add_argument("--list-jobs", action="store_true", help="print the job list as JSON lines and exit (renders nothing)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--no-plots", action="store_true", help="statistics without PNG plots")
    add_ai2thor_arguments(p)


def config_from_args(args: argparse.Namespace) -> RenderConfig:
    counts = _parse_counts(args.count)
    preset = "full" if args.full else args.size
    size: str | Mapping[str, int]
    if counts and preset:
        size = {**sampling.resolve_sizes(preset), **counts}
    else:
        size = counts or preset or "small"
    splits = tuple(s.strip() for s in args.splits.split(",") if s.strip()) if args.splits else None
    backend_options = {k: v for k, v in (("preset", args.preset), ("width", args.width), ("height", args.height))
                       if v is not None}
    backend_options.update(ai2thor_backend_options(args))
    episode = {"fps": args.fps} if args.fps is not None else {}
    if args.no_motion:
        episode["motion"] = False
    return options_from(RenderConfig, args, size=size, splits=splits, backend_options=backend_options,
                        episode=episode, progress=not args.no_progress, plots=not args.no_plots)


def cli_render(args: argparse.Namespace) -> int:
    """``python -m generators render``: thin wrapper over :func:`render_dataset`, ending as every
    command does (:func:`contracts.errors.end_command`, also when called without generators' main),
    with render's own interrupted line."""
    return end_command(lambda: _render(args), HINTS, interrupted=INTERRUPTED)


def _render(args: argparse.Namespace) -> int:
    config = config_from_args(args)
    if args.list_jobs:
        config.validate()
        for job in dataset_jobs(config):
            sys.stdout.write(json.dumps(job.to_json()) + "\n")
        return 0
    summary = render_dataset(config, log=lambda m: print(m, file=sys.stderr))
    print(json.dumps(summary.to_json()))
    if summary.stats:
        for name, d in summary.stats["splits"].items():
            print(f"{name:13s} {d['videos']:5d} videos  {d['tasks']:3d} tasks  "
                  f"mean {d['video_seconds'].get('mean', 0)} s", file=sys.stderr)
        looks = summary.stats.get("randomization")  # absent for a plain dataset
        if looks:
            axes = ", ".join(f"{a} {n}" for a, n in looks["axes"].items())
            print(f"drawn looks: {looks['randomised']} of {looks['videos']} videos ({axes}); ranges in stats.md",
                  file=sys.stderr)
    for name, tasks in summary.missing_tasks.items():
        print(f"warning: split {name} has no video of task(s) {', '.join(tasks)} (every attempt failed)",
              file=sys.stderr)
    print(f"{summary.videos} videos in {summary.out_dir}; {summary.failed} jobs failed every attempt "
          f"(see failures.jsonl); {summary.seconds:.0f} s", file=sys.stderr)
    return 0 if summary.failed == 0 else 1


def add_commands(sub: argparse._SubParsersAction) -> None:
    r = sub.add_parser("render", help="render an EgoTV-style dataset (see README)")
    add_render_arguments(r)
    r.set_defaults(func=cli_render)
