"""Write an EgoTV-style dataset: sample jobs, plan, describe, render, record; resumable and parallel.

Layout of a dataset directory ``DIR`` (default ``out/egotv``)::

    DIR/dataset.json              settings that decide what a job renders (checked on resume)
    DIR/<split>/<job_id>.mp4      the egocentric video
    DIR/<split>/<job_id>.json     its annotation (plan, low-level actions, per-frame steps, boxes,
                                  states, the positive and negative description with graphs)
    DIR/manifest.jsonl            one line per video, sorted by split then job index
    DIR/failures.jsonl            one line per failed attempt (never in the manifest)
    DIR/stats.json, stats.md, plots/*.png

Per job (:class:`generators.dataset.worker.EpisodeWorker`): reset the simulator to the job's scene and seed, build the
PDDL problem from the scene the simulator reports, plan (the plan is STRIPS-checked before it
leaves the planner), pick one positive and one negative description (abstract ones for the
abstraction split), render the episode (the recorder rejects action failures and disagreements
between the STRIPS state and the simulator's object states). A failed attempt is logged and the
job retried with the next seed, up to ``max_attempts``.

Crash safety: videos and annotations are written atomically by the recorder; a manifest line is
appended (flush + fsync) only after both files exist; on start-up (:mod:`generators.dataset.resume`) a
torn last line is cut off, rows whose files are missing or fail the cheap checks of
:mod:`generators.dataset.verify` are dropped, and the jobs without a row are rendered again. The
manifest is rewritten sorted by job order at the end, so an interrupted and resumed run, a run
with N workers and a Ray run all give the same manifest as one uninterrupted sequential run.

Resource errors (ENOSPC, EMFILE, EACCES ... on the output) are not failures of a job: the run
stops at once with :class:`ResourceStop`, keeping what was finished and counting no attempt.
The command line is :mod:`generators.dataset.render_cli`.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Mapping

from generators.dataset import jobs as job_lib
from generators.errors import GeneratorError
from generators.dataset.runners import execute
from generators.errors import ResourceError
from strips.files import (JsonlAppender, read_jsonl, resource_errno, resource_hint, resource_message, write_atomic,
                          write_jsonl_atomic)
from generators.dataset.resume import FAILURES, MANIFEST, recover, remove_leftovers

DEFAULT_OUT = "out/egotv"
# Share of jobs that also get a mistake video (generators.dataset.mistakes). Chosen from the audit: with
# 0.25 every type appears in the small default dataset and the blind baselines stay at chance.
DEFAULT_MISTAKES = 0.25
EXECUTORS: tuple[str, ...] = ("local", "ray")
SETTINGS = "dataset.json"


class DatasetError(GeneratorError):
    """A dataset run that cannot start or continue (bad settings, output directory ...)."""


class OutputDirError(DatasetError, OSError):
    """The output directory cannot be created or written."""


class DatasetMismatchError(DatasetError):
    """``DIR`` already holds a dataset rendered with different settings."""


class ResourceStop(DatasetError):
    """The run stopped on a resource error (full disk, no file descriptors, no write access):
    finished jobs are kept, no attempt was counted, the same command resumes once it is fixed."""

    exit_status = 75  # EX_TEMPFAIL: try again later


@dataclass(frozen=True)
class RenderConfig:
    """Everything a dataset run depends on.

    ``backend_options`` go to the backend factory (embedded: ``preset``, ``width``, ``height``
    ...), ``episode`` to ``sim.plan_executor.RecordConfig`` (``fps``, ``hold_frames``, ``lead_frames``,
    ``max_steps``). ``planner`` is a method of :func:`generators.planning.planners.plan_problem`
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
        from sim.plan_executor import RecordConfig

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
    from generators.dataset.mistakes import assign_mistakes
    from generators.dataset.negatives import assign_negatives

    if config.jobs_file:
        jobs = job_lib.load_jobs_file(config.jobs_file)
        if config.splits is not None:
            jobs = [j for j in jobs if j.split in config.splits]
    else:
        jobs = job_lib.sample_jobs(config.size, config.seed, config.splits)
    jobs = sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))
    jobs = assign_negatives(assign_mistakes(jobs, config.mistakes, config.seed), config.seed)
    return sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))


# --------------------------------------------------------------------------- run

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
    try:
        return _render_jobs(out, jobs, config, log, start)
    except (ResourceError, OSError) as exc:  # ResourceError comes from the workers, OSError from here
        code = resource_errno(exc)
        if code is None:
            raise
        detail = str(exc) if isinstance(exc, ResourceError) else resource_message(code, str(getattr(
            exc, "filename", None) or out))
        kept = len(read_jsonl(out / MANIFEST))
        raise ResourceStop(f"stopped: {detail}. The {kept} finished sample(s) are kept and no attempt was "
                           f"counted; {resource_hint(code, str(out))}, then run the same command again to "
                           "resume") from None


def _render_jobs(out: Path, jobs: list[job_lib.Job], config: RenderConfig, log, start: float) -> RenderSummary:
    from tqdm import tqdm

    from generators.dataset.stats import write_stats

    _check_settings(out, config)
    state = recover(out, jobs, log)
    remove_leftovers(out, set(state.rows))
    for name in {j.split for j in jobs}:
        (out / name).mkdir(exist_ok=True)
    pending = [j for j in jobs if j.job_id not in state.rows and j.job_id not in state.final_failures]
    resumed = len(jobs) - len(pending)
    rendered, failed = 0, len(state.final_failures & {j.job_id for j in jobs})
    if resumed:
        log(f"resuming in {out}: {resumed} of {len(jobs)} jobs already done ({failed} of them failed every attempt)")
    bar = tqdm(total=len(jobs), initial=resumed, unit="video", desc="render", disable=not config.progress,
               dynamic_ncols=True, smoothing=0.1)
    outcomes = execute(pending, config)
    try:
        with JsonlAppender(out / MANIFEST) as manifest, JsonlAppender(out / FAILURES) as failure_log:
            for outcome in outcomes:
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
        close = getattr(outcomes, "close", None)
        if close is not None:
            close()  # stop and wait for the workers now, while the directory lock is held
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


def __getattr__(name: str):
    """The command-line functions moved to :mod:`generators.dataset.render_cli`; old imports still work."""
    if name in ("add_render_arguments", "config_from_args", "cli_render", "main"):
        from generators.dataset import render_cli

        return getattr(render_cli, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
