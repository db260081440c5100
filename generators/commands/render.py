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

from contracts.argtypes import int_range, positive_float
from contracts.errors import ContractError, command_running, error_line, interrupted_status
from generators.dataset import sampling
from generators.dataset.config import (DEFAULT_DISTRACTORS, DEFAULT_MISTAKES, DEFAULT_OUT, DEFAULT_RANDOMIZE,
                                       RenderConfig)
from sim.backends.embedded.randomize import CHOICES as RANDOMIZE_CHOICES
from generators.dataset.render import dataset_jobs, render_dataset
from generators.dataset.runners import RUNNERS
from generators.errors import DatasetError, GeneratorError
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
    p.add_argument("--out", default=DEFAULT_OUT, help=f"dataset directory (default {DEFAULT_OUT})")
    p.add_argument("--size", default=None, choices=sampling.SIZE_PRESETS,
                   help="small: every task of every split once (default); full: EgoTV's sizes "
                        "(5,363 train, 540/350/1,082/338 test); with --count, the sizes of the splits it "
                        "does not name")
    p.add_argument("--full", action="store_true", help="same as --size full")
    p.add_argument("--count", action="append", default=[], metavar="SPLIT=N",
                   help="jobs for one split, overriding --size (repeatable); other splits are skipped unless --size "
                        "or --full is given (--size small --count train=600: the small dataset with 600 train jobs)")
    p.add_argument("--splits", default=None, help="comma-separated splits to render (default: all five)")
    p.add_argument("--jobs", dest="jobs_file", default=None, metavar="FILE",
                   help="render the jobs listed in FILE (JSON lines: split, task, object, receptacle, scene, seed)")
    p.add_argument("--seed", type=int_range(0), default=0, help="dataset seed: same seed, same jobs and manifest")
    p.add_argument("--backend", default="embedded", help="simulator backend: embedded (default), ai2thor, auto")
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
    p.add_argument("--distractors", type=float, default=None, metavar="PROBABILITY",
                   help="probability in [0, 1] of distractor activity before each sub-task (look around, walk past "
                        "a fixture, open and close a cabinet, pick up another object and put it back); default "
                        "generators/data/distractors.json's (0.6); 0 turns it off")
    p.add_argument("--randomize", default=DEFAULT_RANDOMIZE, choices=RANDOMIZE_CHOICES,
                   help="domain randomisation of the embedded kitchen, seeded per video and recorded in its "
                        "annotation: materials, lighting, objects, camera or all (default none: the "
                        "kitchen's own look, as datasets rendered before)")
    p.add_argument("--workers", type=int_range(1, 256), default=1,
                   help="parallel worker processes / Ray actors, 1-256 (default 1)")
    p.add_argument("--executor", default="local", choices=sorted(RUNNERS), help="local processes (default) or ray")
    p.add_argument("--ray-address", default=None, help="address of a running Ray cluster (default: start one locally)")
    p.add_argument("--ray-max-restarts", type=int_range(0, 1000), default=3,
                   help="times Ray restarts a lost worker (its process or node died), 0-1000 (default 3); its job "
                        "is retried on another worker with the same seed")
    p.add_argument("--planner", default="ff", choices=list(PLANNERS), help=planner_help())
    p.add_argument("--max-attempts", type=int_range(1, 100), default=3,
                   help="attempts per job, each with the next seed, 1-100 (default 3)")
    p.add_argument("--planner-timeout", type=positive_float, default=30.0,
                   help="planner time limit per attempt, seconds (> 0)")
    # checked by RenderConfig.validate (library callers get the same message)
    p.add_argument("--mistakes", type=float, default=DEFAULT_MISTAKES, metavar="FRACTION",
                   help="share of jobs that also get a mistake video, in [0, 1]: the same task done wrongly "
                        f"(order, missing_step, wrong_step, wrong_receptacle); default {DEFAULT_MISTAKES}")
    p.add_argument("--no-video", action="store_true",
                   help="plan every job and write its manifest row (descriptions, graphs) but render nothing")
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
    return RenderConfig(out_dir=args.out, size=size, splits=splits, seed=args.seed, backend=args.backend,
                        backend_options=backend_options, episode=episode, workers=args.workers,
                        executor=args.executor, ray_address=args.ray_address,
                        ray_max_restarts=args.ray_max_restarts, max_attempts=args.max_attempts,
                        planner=args.planner,
                        planner_timeout=args.planner_timeout, jobs_file=args.jobs_file,
                        mistakes=args.mistakes, no_video=args.no_video, randomize=args.randomize,
                        distractors=args.distractors if args.distractors is not None else DEFAULT_DISTRACTORS,
                        progress=not args.no_progress, plots=not args.no_plots)


def cli_render(args: argparse.Namespace) -> int:
    """``python -m generators render``: thin wrapper over :func:`render_dataset`."""
    from sim.errors import SimError

    try:
        with command_running():  # SIGTERM = Ctrl-C (also when called without generators' main)
            config = config_from_args(args)
            if args.list_jobs:
                config.validate()
                for job in dataset_jobs(config):
                    sys.stdout.write(json.dumps(job.to_json()) + "\n")
                return 0
            summary = render_dataset(config, log=lambda m: print(m, file=sys.stderr))
    except (GeneratorError, ContractError, SimError) as exc:
        print(error_line(exc, HINTS), file=sys.stderr)
        return getattr(exc, "exit_status", 2)
    except KeyboardInterrupt as exc:
        print(f"\n{INTERRUPTED}", file=sys.stderr)
        return interrupted_status(exc)
    print(json.dumps(summary.to_json()))
    if summary.stats:
        for name, d in summary.stats["splits"].items():
            print(f"{name:13s} {d['videos']:5d} videos  {d['tasks']:3d} tasks  "
                  f"mean {d['video_seconds'].get('mean', 0)} s", file=sys.stderr)
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
