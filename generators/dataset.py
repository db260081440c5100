"""Write an EgoTV-style dataset: sample jobs, plan, describe, render, record; resumable and parallel.

Layout of a dataset directory ``DIR`` (default ``out/egotv``)::

    DIR/dataset.json              settings that decide what a job renders (checked on resume)
    DIR/<split>/<job_id>.mp4      the egocentric video
    DIR/<split>/<job_id>.json     its annotation (plan, low-level actions, per-frame steps, boxes,
                                  states, the positive and negative description with graphs)
    DIR/manifest.jsonl            one line per video, sorted by split then job index
    DIR/failures.jsonl            one line per failed attempt (never in the manifest)
    DIR/stats.json, stats.md, plots/*.png

Per job (:class:`generators.render_worker.EpisodeWorker`): reset the simulator to the job's scene and seed, build the
PDDL problem from the scene the simulator reports, plan (the plan is STRIPS-checked before it
leaves the planner), pick one positive and one negative description (abstract ones for the
abstraction split), render the episode (the recorder rejects action failures and disagreements
between the STRIPS state and the simulator's object states). A failed attempt is logged and the
job retried with the next seed, up to ``max_attempts``.

Crash safety: videos and annotations are written atomically by the recorder; a manifest line is
appended (flush + fsync) only after both files exist; on start-up a torn last line is cut off,
rows whose files are missing are dropped, and the jobs without a row are rendered again. The
manifest is rewritten sorted by job order at the end, so an interrupted and resumed run, a run
with N workers and a Ray run all give the same manifest as one uninterrupted sequential run.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from generators import jobs as job_lib
from generators import splits as split_lib
from generators.errors import GeneratorError
from generators.executors import execute
from sim.backends.ai2thor_options import add_ai2thor_arguments, ai2thor_backend_options
from generators.records import (JsonlAppender, is_temp_name, read_jsonl, repair_jsonl, write_atomic,
                                write_jsonl_atomic)

DEFAULT_OUT = "out/egotv"
# Share of jobs that also get a mistake video (generators.mistakes). Chosen from the audit: with
# 0.25 every type appears in the small default dataset and the blind baselines stay at chance.
DEFAULT_MISTAKES = 0.25
EXECUTORS: tuple[str, ...] = ("local", "ray")
MANIFEST, FAILURES, SETTINGS = "manifest.jsonl", "failures.jsonl", "dataset.json"


class DatasetError(GeneratorError):
    """A dataset run that cannot start or continue (bad settings, output directory ...)."""


class OutputDirError(DatasetError, OSError):
    """The output directory cannot be created or written."""


class DatasetMismatchError(DatasetError):
    """``DIR`` already holds a dataset rendered with different settings."""


@dataclass(frozen=True)
class RenderConfig:
    """Everything a dataset run depends on.

    ``backend_options`` go to the backend factory (embedded: ``preset``, ``width``, ``height``
    ...), ``episode`` to ``sim.executor.RecordConfig`` (``fps``, ``hold_frames``, ``lead_frames``,
    ``max_steps``). ``planner`` is a method of :func:`generators.planning.plan_problem`
    ("ff" or "topk"). ``size`` is a preset
    ("small": every task of every split once; "full": EgoTV's split sizes) or a mapping
    split -> number of jobs. ``jobs_file`` replaces sampling by an explicit job list (JSON lines
    with split, task, object, receptacle, scene, seed).
    """

    out_dir: str = DEFAULT_OUT
    size: str | Mapping[str, int] = "small"
    splits: tuple[str, ...] | None = None
    seed: int = 0
    backend: str = "embedded"
    backend_options: Mapping[str, Any] = field(default_factory=dict)
    episode: Mapping[str, Any] = field(default_factory=dict)
    workers: int = 1
    executor: str = "local"
    ray_address: str | None = None
    max_attempts: int = 3
    planner: str = "ff"
    planner_timeout: float = 30.0
    jobs_file: str | None = None
    mistakes: float = DEFAULT_MISTAKES
    no_video: bool = False
    progress: bool = True
    stats: bool = True
    plots: bool = True

    def settings(self) -> dict:
        """The settings that decide what a given job renders: a resumed run must use the same."""
        return {"seed": self.seed, "backend": self.backend, "backend_options": dict(self.backend_options),
                "episode": dict(self.episode), "max_attempts": self.max_attempts, "planner": self.planner,
                "mistakes": self.mistakes, "no_video": self.no_video}

    def validate(self) -> None:
        if self.executor not in EXECUTORS:
            raise DatasetError(f"unknown executor {self.executor!r}; valid executors: {', '.join(EXECUTORS)}")
        if not isinstance(self.workers, int) or self.workers < 1:
            raise DatasetError(f"--workers must be a positive integer, got {self.workers!r}")
        if not isinstance(self.max_attempts, int) or self.max_attempts < 1:
            raise DatasetError(f"--max-attempts must be a positive integer, got {self.max_attempts!r}")
        if not isinstance(self.mistakes, (int, float)) or not 0.0 <= self.mistakes <= 1.0:
            raise DatasetError(f"--mistakes must be a fraction within [0, 1], got {self.mistakes!r}")
        if self.planner_timeout <= 0:
            raise DatasetError(f"--planner-timeout must be positive, got {self.planner_timeout!r}")
        from sim.executor import RecordConfig

        try:
            RecordConfig(**dict(self.episode))
        except (TypeError, ValueError) as exc:
            raise DatasetError(f"bad episode recording settings {dict(self.episode)}: {exc}") from None


@dataclass
class RenderSummary:
    out_dir: str
    jobs: int
    rendered: int
    resumed: int
    failed: int
    videos: int
    seconds: float
    backend: str
    missing_tasks: dict[str, list[str]] = field(default_factory=dict)  # tasks of the job list with no video
    stats: dict | None = None

    def to_json(self) -> dict:
        d = asdict(self)
        d.pop("stats")
        return d


# --------------------------------------------------------------------------- output directory

def prepare_output_dir(out_dir: str | os.PathLike) -> Path:
    """Create ``out_dir`` if needed and prove it writable; raise :class:`OutputDirError` if not."""
    path = Path(out_dir)
    if path.exists() and not path.is_dir():
        raise OutputDirError(f"output directory {str(path)!r} exists and is not a directory; "
                             "choose another --out")
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".write-probe{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise OutputDirError(f"output directory {str(path)!r} is not writable "
                             f"({exc.strerror or exc}); choose another --out or fix its permissions") from exc
    return path


class _DirectoryLock:
    """Exclusive lock on a dataset directory: two runs writing one directory would delete each
    other's unfinished files. Released by the OS when the process dies."""

    def __init__(self, out: Path):
        self.path = out / ".lock"
        self._fh = None

    def __enter__(self) -> "_DirectoryLock":
        import fcntl

        self._fh = open(self.path, "a")
        try:
            fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._fh.close()
            raise DatasetError(f"another render is writing {self.path.parent} (it holds {self.path}); "
                               "wait for it or write to another --out") from None
        return self

    def __exit__(self, *exc) -> None:
        self._fh.close()


def _check_settings(out: Path, config: RenderConfig) -> None:
    wanted = config.settings()
    settings_path = out / SETTINGS
    if settings_path.exists():
        try:
            have = json.loads(settings_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError:  # written atomically, so this is a user edit
            raise DatasetMismatchError(f"{settings_path} is not valid JSON; fix or delete it") from None
        diff = {k: (have.get(k), v) for k, v in wanted.items() if have.get(k) != v}
        if diff:
            detail = "; ".join(f"{k}: {a!r} there, {b!r} now" for k, (a, b) in sorted(diff.items()))
            raise DatasetMismatchError(
                f"{out} holds a dataset rendered with other settings ({detail}); resume with the same "
                "settings or write to another --out")
    else:
        write_atomic(settings_path, json.dumps(wanted, indent=1, sort_keys=True) + "\n")


# --------------------------------------------------------------------------- jobs

def dataset_jobs(config: RenderConfig) -> list[job_lib.Job]:
    """The job list of a run, in manifest order: the sampled (or listed) jobs, their mistake
    twins, and every job's negative (chosen over the whole list, so it is part of the list)."""
    from generators.mistakes import assign_mistakes
    from generators.negatives import assign_negatives

    if config.jobs_file:
        jobs = job_lib.load_jobs_file(config.jobs_file)
        if config.splits is not None:
            jobs = [j for j in jobs if j.split in config.splits]
    else:
        jobs = job_lib.sample_jobs(config.size, config.seed, config.splits)
    jobs = sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))
    jobs = assign_negatives(assign_mistakes(jobs, config.mistakes, config.seed), config.seed)
    return sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))


# --------------------------------------------------------------------------- resume

@dataclass
class _Progress:
    rows: dict[str, dict]  # job id -> manifest row of every finished job
    final_failures: set[str]  # jobs that failed every attempt (not retried on resume)


def _remove_leftovers(out: Path, finished: set[str]) -> int:
    """Delete what a killed run left in the split directories: temporary files, and the video or
    annotation of a job that has no manifest row (killed between the two writes or before its
    manifest line). Only names this module writes are touched; such a job is rendered again."""
    removed = 0
    for name in split_lib.SPLIT_NAMES:
        d = out / name
        if not d.is_dir():
            continue
        for p in d.iterdir():
            if not p.is_file():
                continue
            orphan = job_lib.is_job_stem(name, p.stem) and p.suffix in (".mp4", ".json") and p.stem not in finished
            if is_temp_name(p.name) or orphan:
                p.unlink()
                removed += 1
    return removed


def _recover(out: Path, jobs: Sequence[job_lib.Job]) -> _Progress:
    """Read what a previous run finished; repair the logs so they hold finished jobs only."""
    repair_jsonl(out / MANIFEST)
    repair_jsonl(out / FAILURES)
    by_id = {j.job_id: j for j in jobs}
    rows, kept = {}, []
    all_rows = read_jsonl(out / MANIFEST)
    for row in all_rows:
        if row.get("video") is not None and not ((out / row["video"]).is_file()
                                                 and (out / row["annotations"]).is_file()):
            continue  # files deleted by hand: render again
        job = by_id.get(row["job_id"])
        if job is not None and (row["task"], row["object"], row["receptacle"], row["scene"], row["job_seed"]) != \
                (job.task, job.object, job.receptacle, job.scene, job.seed):
            raise DatasetMismatchError(
                f"{out / MANIFEST}: {row['job_id']} is ({row['task']}, {row['object']}, {row['receptacle']}, "
                f"scene {row['scene']}, seed {row['job_seed']}) but this run's job is ({job.task}, {job.object}, "
                f"{job.receptacle}, scene {job.scene}, seed {job.seed}); write to another --out")
        rows[row["job_id"]] = row
        kept.append(row)
    if len(kept) != len(all_rows):
        write_jsonl_atomic(out / MANIFEST, kept)
    failures = read_jsonl(out / FAILURES)
    final = {f["job_id"] for f in failures if f.get("final")} - set(rows)
    # failed attempts of a job that was interrupted before it finished will be logged again
    finished = [f for f in failures if f["job_id"] in rows or f["job_id"] in final]
    if len(finished) != len(failures):
        write_jsonl_atomic(out / FAILURES, finished)
    return _Progress(rows, final)


def _order_key(row: Mapping) -> tuple:
    return (*job_lib.job_sort_key(row["job_id"]), row.get("attempt", 0))


def _resolve_backend(config: RenderConfig, log=print) -> RenderConfig:
    """Check the backend once, before the output directory is touched and any worker starts:
    an unknown name, an option it does not take or a missing AI2-THOR build fail here (backends
    are cheap to construct: they load their scene or start their controller on first reset).
    "auto" is resolved here, so every worker uses the same backend and the fall-back is
    reported once."""
    if config.no_video:
        return config  # nothing is rendered: no simulator is needed
    from sim import backends

    name, options = config.backend, dict(config.backend_options)
    if name == "auto":
        name, why = backends.resolve_auto(**options)
        if name == backends.DEFAULT_BACKEND:
            log(f"backend auto: no AI2-THOR build found ({why}); using the embedded MuJoCo kitchen")
        options = backends.accepted_options(backends.backend_class(name), options)
    cls = backends.backend_class(name)  # UnknownBackendError lists the valid names
    try:
        probe = cls(**options)
    except TypeError as exc:
        raise DatasetError(f"backend {name!r} does not take the option(s) {sorted(options)} ({exc})") from None
    probe.close()
    if (name, options) == (config.backend, dict(config.backend_options)):
        return config
    return RenderConfig(**{**asdict(config), "backend": name, "backend_options": options})


def render_dataset(config: RenderConfig, log=print) -> RenderSummary:
    """Render (or finish rendering) the dataset described by ``config``; see the module docstring."""
    start = time.perf_counter()
    config.validate()
    jobs = dataset_jobs(config)  # bad sizes, splits or job files fail before touching the disk
    config = _resolve_backend(config, log)
    out = prepare_output_dir(config.out_dir).resolve()  # absolute: workers may run elsewhere
    config = RenderConfig(**{**asdict(config), "out_dir": str(out)})
    with _DirectoryLock(out):
        return _render_locked(out, jobs, config, log, start)


def _render_locked(out: Path, jobs: list[job_lib.Job], config: RenderConfig, log, start: float) -> RenderSummary:
    from tqdm import tqdm

    from generators.stats import write_stats

    _check_settings(out, config)
    state = _recover(out, jobs)
    _remove_leftovers(out, set(state.rows))
    for name in {j.split for j in jobs}:
        (out / name).mkdir(exist_ok=True)
    pending = [j for j in jobs if j.job_id not in state.rows and j.job_id not in state.final_failures]
    resumed = len(jobs) - len(pending)
    rendered, failed = 0, len(state.final_failures & {j.job_id for j in jobs})
    if resumed:
        log(f"resuming in {out}: {resumed} of {len(jobs)} jobs already done ({failed} of them failed every attempt)")
    bar = tqdm(total=len(jobs), initial=resumed, unit="video", desc="render", disable=not config.progress,
               dynamic_ncols=True, smoothing=0.1)
    try:
        with JsonlAppender(out / MANIFEST) as manifest, JsonlAppender(out / FAILURES) as failure_log:
            for outcome in execute(pending, config):
                for f in outcome.failures:
                    failure_log.append(f)
                if outcome.record is not None:
                    if outcome.files:
                        for rel, data in outcome.files.items():
                            write_atomic(out / rel, data)
                    manifest.append(outcome.record)  # only now: its video and annotation exist
                    rendered += 1
                else:
                    failed += 1
                bar.set_postfix(failed=failed, s_per_video=f"{outcome.seconds:.1f}", refresh=False)
                bar.update(1)
    finally:
        bar.close()
    rows = sorted(read_jsonl(out / MANIFEST), key=_order_key)
    write_jsonl_atomic(out / MANIFEST, rows)
    write_jsonl_atomic(out / FAILURES, sorted(read_jsonl(out / FAILURES), key=_order_key))
    stats = write_stats(out, plots=config.plots) if config.stats else None
    have = {(r["split"], r["task"]) for r in rows}
    missing: dict[str, list[str]] = {}
    for job in jobs:
        if (job.split, job.task) not in have and job.task not in missing.get(job.split, []):
            missing.setdefault(job.split, []).append(job.task)
    return RenderSummary(out_dir=str(out), jobs=len(jobs), rendered=rendered, resumed=resumed, failed=failed,
                         videos=len(rows), seconds=round(time.perf_counter() - start, 2), backend=config.backend,
                         missing_tasks=missing, stats=stats)


# --------------------------------------------------------------------------- command line

def _parse_counts(items: Sequence[str]) -> dict[str, int]:
    counts = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not value.strip().isdigit():
            raise DatasetError(f"--count expects SPLIT=N (e.g. train=10), got {item!r}")
        counts[name.strip()] = int(value)
    return counts


def add_render_arguments(p: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m generators render``."""
    p.add_argument("--out", default=DEFAULT_OUT, help=f"dataset directory (default {DEFAULT_OUT})")
    p.add_argument("--size", default="small", choices=job_lib.SIZE_PRESETS,
                   help="small: every task of every split once (default); full: EgoTV's sizes "
                        "(5,363 train, 540/350/1,082/338 test)")
    p.add_argument("--full", action="store_true", help="same as --size full")
    p.add_argument("--count", action="append", default=[], metavar="SPLIT=N",
                   help="jobs for one split, overriding --size (repeatable; other splits are skipped)")
    p.add_argument("--splits", default=None, help="comma-separated splits to render (default: all five)")
    p.add_argument("--jobs", dest="jobs_file", default=None, metavar="FILE",
                   help="render the jobs listed in FILE (JSON lines: split, task, object, receptacle, scene, seed)")
    p.add_argument("--seed", type=int, default=0, help="dataset seed: same seed, same jobs and manifest")
    p.add_argument("--backend", default="embedded", help="simulator backend: embedded (default), ai2thor, auto")
    p.add_argument("--preset", default=None, help="renderer quality preset of the backend (e.g. default, fast)")
    p.add_argument("--width", type=int, default=None, help="frame width in pixels (default: the preset's)")
    p.add_argument("--height", type=int, default=None, help="frame height in pixels (default: the preset's)")
    p.add_argument("--fps", type=int, default=None, help="video frame rate (default: the recorder's, 5 as EgoTV)")
    p.add_argument("--workers", type=int, default=1, help="parallel worker processes / Ray actors (default 1)")
    p.add_argument("--executor", default="local", choices=EXECUTORS, help="local processes (default) or ray")
    p.add_argument("--ray-address", default=None, help="address of a running Ray cluster (default: start one locally)")
    p.add_argument("--planner", default="ff", choices=["ff", "topk"],
                   help="ff: Fast Downward FF greedy search (default); topk: one of symk's k best plans")
    p.add_argument("--max-attempts", type=int, default=3, help="attempts per job, each with the next seed (default 3)")
    p.add_argument("--planner-timeout", type=float, default=30.0, help="planner time limit per attempt, seconds")
    p.add_argument("--mistakes", type=float, default=DEFAULT_MISTAKES, metavar="FRACTION",
                   help="share of jobs that also get a mistake video: the same task done wrongly (order, "
                        f"missing_step, wrong_step, wrong_receptacle); default {DEFAULT_MISTAKES}")
    p.add_argument("--no-video", action="store_true",
                   help="plan every job and write its manifest row (descriptions, graphs) but render nothing")
    p.add_argument("--list-jobs", action="store_true", help="print the job list as JSON lines and exit (renders nothing)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--no-plots", action="store_true", help="statistics without PNG plots")
    add_ai2thor_arguments(p)


def config_from_args(args: argparse.Namespace) -> RenderConfig:
    counts = _parse_counts(args.count)
    size: str | Mapping[str, int] = counts or ("full" if args.full else args.size)
    splits = tuple(s.strip() for s in args.splits.split(",") if s.strip()) if args.splits else None
    backend_options = {k: v for k, v in (("preset", args.preset), ("width", args.width), ("height", args.height))
                       if v is not None}
    backend_options.update(ai2thor_backend_options(args))
    episode = {"fps": args.fps} if args.fps is not None else {}
    return RenderConfig(out_dir=args.out, size=size, splits=splits, seed=args.seed, backend=args.backend,
                        backend_options=backend_options, episode=episode, workers=args.workers,
                        executor=args.executor, ray_address=args.ray_address, max_attempts=args.max_attempts,
                        planner=args.planner,
                        planner_timeout=args.planner_timeout, jobs_file=args.jobs_file,
                        mistakes=args.mistakes, no_video=args.no_video,
                        progress=not args.no_progress, plots=not args.no_plots)


def cli_render(args: argparse.Namespace) -> int:
    """``python -m generators render``: thin wrapper over :func:`render_dataset`."""
    from sim.errors import SimError

    try:
        config = config_from_args(args)
        if args.list_jobs:
            config.validate()
            for job in dataset_jobs(config):
                sys.stdout.write(json.dumps(job.to_json()) + "\n")
            return 0
        summary = render_dataset(config, log=lambda m: print(m, file=sys.stderr))
    except (GeneratorError, SimError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted; finished videos are kept: run the same command again to resume", file=sys.stderr)
        return 130
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


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m generators.dataset", description="Render an EgoTV-style dataset.")
    add_render_arguments(p)
    return cli_render(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
