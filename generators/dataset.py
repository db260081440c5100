"""Write an EgoTV-style dataset: sample jobs, plan, describe, render, record; resumable and parallel.

Layout of a dataset directory ``DIR`` (default ``out/egotv``)::

    DIR/dataset.json              settings that decide what a job renders (checked on resume)
    DIR/<split>/<job_id>.mp4      the egocentric video
    DIR/<split>/<job_id>.json     its annotation (plan, low-level actions, per-frame steps, boxes,
                                  states, the positive and negative description with graphs)
    DIR/manifest.jsonl            one line per video, sorted by split then job index
    DIR/failures.jsonl            one line per failed attempt (never in the manifest)
    DIR/stats.json, stats.md, plots/*.png

Per job (:class:`EpisodeWorker`): reset the simulator to the job's scene and seed, build the
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
import shutil
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Sequence

from generators import jobs as job_lib
from generators import splits as split_lib
from generators.errors import GeneratorError
from generators.records import (JsonlAppender, is_temp_name, read_jsonl, repair_jsonl, write_atomic,
                                write_jsonl_atomic)

DEFAULT_OUT = "out/egotv"
EXECUTORS: tuple[str, ...] = ("local", "ray")
MANIFEST, FAILURES, SETTINGS = "manifest.jsonl", "failures.jsonl", "dataset.json"
FAILURE_STAGES: tuple[str, ...] = ("scene", "problem", "planning", "describe", "render")


class DatasetError(GeneratorError):
    """A dataset run that cannot start or continue (bad settings, output directory ...)."""


class OutputDirError(DatasetError, OSError):
    """The output directory cannot be created or written."""


class DatasetMismatchError(DatasetError):
    """``DIR`` already holds a dataset rendered with different settings."""


@dataclass(frozen=True)
class RenderConfig:
    """Everything a dataset run depends on.

    ``episode`` is passed to the recorder as its configuration (frame size, fps, quality preset
    ...: see ``sim.episode``); ``backend_options`` to the backend factory. ``size`` is a preset
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
    progress: bool = True
    stats: bool = True
    plots: bool = True

    def settings(self) -> dict:
        """The settings that decide what a given job renders: a resumed run must use the same."""
        return {"seed": self.seed, "backend": self.backend, "backend_options": dict(self.backend_options),
                "episode": dict(self.episode), "max_attempts": self.max_attempts, "planner": self.planner}

    def validate(self) -> None:
        if self.executor not in EXECUTORS:
            raise DatasetError(f"unknown executor {self.executor!r}; valid executors: {', '.join(EXECUTORS)}")
        if not isinstance(self.workers, int) or self.workers < 1:
            raise DatasetError(f"--workers must be a positive integer, got {self.workers!r}")
        if not isinstance(self.max_attempts, int) or self.max_attempts < 1:
            raise DatasetError(f"--max-attempts must be a positive integer, got {self.max_attempts!r}")
        if self.planner_timeout <= 0:
            raise DatasetError(f"--planner-timeout must be positive, got {self.planner_timeout!r}")


@dataclass
class JobOutcome:
    """What rendering one job produced: a manifest row, or None when every attempt failed.

    ``files`` carries the video and annotation bytes when the worker did not write them into the
    dataset directory itself (Ray workers on other machines); the driver writes them.
    """

    job_id: str
    record: dict | None
    failures: list[dict]
    seconds: float
    files: dict[str, bytes] | None = None


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

def load_jobs_file(path: str | os.PathLike) -> list[job_lib.Job]:
    """Jobs from a JSON-lines file (or a JSON list); each is validated as a task instance of its
    split, so a bad line fails before anything is rendered, naming the line and the bad value."""
    text = Path(path).read_text(encoding="utf-8")
    stripped = text.lstrip()
    entries = json.loads(text) if stripped.startswith("[") else \
        [json.loads(line) for line in text.splitlines() if line.strip()]
    out: list[job_lib.Job] = []
    next_index: dict[str, int] = {}
    for n, e in enumerate(entries, start=1):
        where = f"{path}, job {n}"
        missing = [k for k in ("split", "task", "object", "scene") if k not in e]
        if missing:
            raise DatasetError(f"{where}: missing field(s) {', '.join(missing)}; a job needs split, task, "
                               "object, receptacle (placing tasks), scene, seed")
        split = split_lib.get_split(e["split"])
        index = int(e.get("index", next_index.get(split.name, 0)))
        next_index[split.name] = index + 1
        job = job_lib.Job(split.name, index, e["task"], e["object"], e.get("receptacle"), int(e["scene"]),
                          int(e.get("seed", 0)))
        try:
            job.instance()  # validates task, object, receptacle, scene
        except GeneratorError as exc:
            raise DatasetError(f"{where}: invalid task instance: {exc}") from exc
        if not split.admits(job.task, job.object, job.receptacle, job.scene):
            raise DatasetError(f"{where}: ({job.task}, {job.object}, {job.receptacle}, FloorPlan{job.scene}) "
                               f"is not admitted by split {split.name!r} (its tasks, scenes "
                               f"{split.scenes[0]}-{split.scenes[-1]} and held-out pair rule)")
        out.append(job)
    ids = [j.job_id for j in out]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise DatasetError(f"{path}: duplicate job ids {dupes[:5]}")
    return out


def dataset_jobs(config: RenderConfig) -> list[job_lib.Job]:
    """The job list of a run, in manifest order."""
    if config.jobs_file:
        jobs = load_jobs_file(config.jobs_file)
        if config.splits is not None:
            jobs = [j for j in jobs if j.split in config.splits]
    else:
        jobs = job_lib.sample_jobs(config.size, config.seed, config.splits)
    return sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))


# --------------------------------------------------------------------------- one job

def _relative_paths(job: job_lib.Job) -> tuple[str, str]:
    return f"{job.split}/{job.job_id}.mp4", f"{job.split}/{job.job_id}.json"


def executed_order(plan_json: Mapping) -> list[str]:
    """The task's sub-tasks in the order the plan completed them (ties keep the task's order)."""
    from generators.tasks import get_task

    done = plan_json["check"]["completion_step"]
    subtasks = get_task(plan_json["task"]).subtasks
    return sorted(subtasks, key=lambda s: (float("inf") if done.get(s) is None else done[s], subtasks.index(s)))


def pick_descriptions(job: job_lib.Job, seed: int, order: Sequence[str] | None = None):
    """The (positive, negative) descriptions of a job: abstract ones for an abstract split.

    ``order`` is the order the video completes the sub-tasks in; with it, tasks with unordered
    sub-tasks can get a negative that reverses what the video shows."""
    from generators.descriptions import describe

    ds = describe(job.task, job.object, job.receptacle, seed=seed, n=1, executed_order=order)
    abstract = split_lib.get_split(job.split).descriptions == "abstract"
    pos, neg = (ds.abstract, ds.abstract_negative) if abstract else (ds.positive, ds.negative)
    if not pos or not neg:
        kind = "abstract" if abstract else "concrete"
        raise DatasetError(f"no {kind} {'positive' if not pos else 'negative'} description for "
                           f"{job.task} / {job.object}")
    return pos[0], neg[0]


def manifest_row(job: job_lib.Job, attempt: int, plan_json: Mapping, positive, negative,
                 n_frames: int, fps: float) -> dict:
    """One manifest line. Only values that a rerun reproduces (no timings, no host names)."""
    from generators.tasks import get_task

    spec = get_task(job.task)
    video, annotations = _relative_paths(job)
    return {
        "job_id": job.job_id, "split": job.split, "index": job.index,
        "task": job.task, "object": job.object, "receptacle": job.receptacle,
        "scene": job.scene, "scene_name": f"FloorPlan{job.scene}",
        "seed": job.seed + attempt, "job_seed": job.seed, "attempt": attempt,
        "video": video, "annotations": annotations,
        "positive": positive.text, "negative": negative.text,
        "positive_kind": positive.kind, "negative_kind": negative.kind,
        "positive_graph": positive.graph.to_json(), "negative_graph": negative.graph.to_json(),
        "positive_graph_text": positive.graph.to_text(), "negative_graph_text": negative.graph.to_text(),
        "negative_task": negative.task, "negative_type": negative.negative_type,
        "complexity": spec.complexity, "ordering": spec.ordering,
        "target": plan_json.get("target"), "place_receptacle": plan_json.get("place_receptacle"),
        "plan_steps": len(plan_json["plan"]),
        "n_frames": int(n_frames), "fps": fps, "duration_s": round(n_frames / fps, 3) if fps else None,
    }


def failure_row(job: job_lib.Job, attempt: int, stage: str, reason: str, final: bool = False) -> dict:
    return {"job_id": job.job_id, "split": job.split, "task": job.task, "object": job.object,
            "receptacle": job.receptacle, "scene": job.scene, "seed": job.seed + attempt,
            "attempt": attempt, "stage": stage, "reason": reason, "final": final}


class EpisodeWorker:
    """Renders jobs with one simulator, kept open for the worker's lifetime (one per process).

    With ``return_files`` the video and annotation are rendered into a private temporary
    directory and returned as bytes, for workers that do not share the dataset's file system.
    """

    def __init__(self, config: RenderConfig, return_files: bool = False):
        from sim.backends import get_backend

        self.config = config
        self.out = Path(config.out_dir)
        self.return_files = return_files
        self.simulator = get_backend(config.backend, **dict(config.backend_options))
        self.simulator.__enter__()

    def close(self) -> None:
        self.simulator.close()

    def run(self, job: job_lib.Job) -> JobOutcome:
        start = time.perf_counter()
        if self.return_files:
            with tempfile.TemporaryDirectory(prefix="egotv-job-") as tmp:
                outcome = self._attempts(job, Path(tmp))
                if outcome.record is not None:
                    outcome.files = {rel: (Path(tmp) / rel).read_bytes()
                                     for rel in (outcome.record["video"], outcome.record["annotations"])}
        else:
            outcome = self._attempts(job, self.out)
        outcome.seconds = time.perf_counter() - start
        return outcome

    def _attempts(self, job: job_lib.Job, root: Path) -> JobOutcome:
        from generators.planning import plan_problem
        from generators.problems import build_problem
        from sim.episode import render_episode
        from sim.errors import SimError

        video_rel, ann_rel = _relative_paths(job)
        (root / job.split).mkdir(parents=True, exist_ok=True)
        failures: list[dict] = []
        for attempt in range(self.config.max_attempts):
            seed = job.seed + attempt
            stage = "scene"
            try:
                instance = job.instance(attempt)
                scene = self.simulator.reset(job.scene, seed)
                stage = "problem"
                problem = build_problem(scene, instance)
                stage = "planning"
                plan = plan_problem(problem, method=self.config.planner, timeout=self.config.planner_timeout,
                                    seed=seed)
                plan_json = plan.to_json()
                stage = "describe"
                positive, negative = pick_descriptions(job, seed, executed_order(plan_json))
                stage = "render"
                result = render_episode(plan_json, scene, self.simulator, root / video_rel, root / ann_rel,
                                        descriptions={"positive": positive.to_json(), "negative": negative.to_json()},
                                        config=dict(self.config.episode) or None)
            except (GeneratorError, SimError) as exc:
                failures.append(failure_row(job, attempt, stage, f"{type(exc).__name__}: {exc}"))
                continue
            if not result.ok:
                failures.append(failure_row(job, attempt, "render", result.reason))
                continue
            row = manifest_row(job, attempt, plan_json, positive, negative, result.n_frames,
                               _episode_fps(result, self.config))
            return JobOutcome(job.job_id, row, failures, 0.0)
        failures[-1]["final"] = True
        return JobOutcome(job.job_id, None, failures, 0.0)


def _episode_fps(result, config: RenderConfig) -> float:
    fps = getattr(result, "fps", None) or config.episode.get("fps")
    if fps is None:
        from sim.episode import DEFAULT_FPS
        fps = DEFAULT_FPS
    return float(fps)


# --------------------------------------------------------------------------- executors

_PROCESS_WORKER: EpisodeWorker | None = None


def _process_init(config: RenderConfig) -> None:
    global _PROCESS_WORKER
    from multiprocessing.util import Finalize

    _PROCESS_WORKER = EpisodeWorker(config)
    # worker processes end with os._exit: atexit would not run, multiprocessing finalizers do
    Finalize(_PROCESS_WORKER, _PROCESS_WORKER.close, exitpriority=10)


def _process_run(job: job_lib.Job) -> JobOutcome:
    assert _PROCESS_WORKER is not None, "worker process was not initialised"
    return _PROCESS_WORKER.run(job)


def _run_local(pending: list[job_lib.Job], config: RenderConfig) -> Iterator[JobOutcome]:
    if config.workers == 1:
        worker = EpisodeWorker(config)
        try:
            for job in pending:
                yield worker.run(job)
        finally:
            worker.close()
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    # spawn, not fork: renderers (EGL/OSMesa contexts) and planner subprocesses do not survive a fork
    with ProcessPoolExecutor(max_workers=config.workers, mp_context=multiprocessing.get_context("spawn"),
                             initializer=_process_init, initargs=(config,)) as pool:
        futures = [pool.submit(_process_run, job) for job in pending]
        try:
            for fut in as_completed(futures):
                yield fut.result()
        finally:
            for fut in futures:
                fut.cancel()


class _RayWorker:
    """Ray actor body: one EpisodeWorker per actor, returning files as bytes."""

    def __init__(self, config: RenderConfig):
        self.worker = EpisodeWorker(config, return_files=True)

    def run(self, job: job_lib.Job) -> JobOutcome:
        return self.worker.run(job)


def _run_ray(pending: list[job_lib.Job], config: RenderConfig) -> Iterator[JobOutcome]:
    try:
        import ray
        from ray.util import ActorPool
    except ImportError as exc:  # pragma: no cover - ray is in the [sim] extra
        raise DatasetError("--executor ray needs Ray: pip install 'ray>=2.9'") from exc
    started = False
    if not ray.is_initialized():
        if config.ray_address:
            ray.init(address=config.ray_address, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(num_cpus=config.workers, include_dashboard=False, log_to_driver=False)
        started = True
    actor_cls = ray.remote(num_cpus=1)(_RayWorker)
    actors = [actor_cls.remote(config) for _ in range(config.workers)]
    try:
        yield from ActorPool(actors).map_unordered(lambda actor, job: actor.run.remote(job), pending)
    finally:
        for actor in actors:
            ray.kill(actor)
        if started:
            ray.shutdown()


def _execute(pending: list[job_lib.Job], config: RenderConfig) -> Iterator[JobOutcome]:
    if not pending:
        return iter(())
    return _run_ray(pending, config) if config.executor == "ray" else _run_local(pending, config)


# --------------------------------------------------------------------------- resume

@dataclass
class _Progress:
    rows: dict[str, dict]
    final_failures: set[str]
    failures: list[dict]


def _remove_leftovers(out: Path, split_names: Iterable[str]) -> int:
    """Delete temporary files of a killed run (never complete files) in the split directories."""
    removed = 0
    for name in split_names:
        d = out / name
        if d.is_dir():
            for p in d.iterdir():
                if p.is_file() and is_temp_name(p.name):
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
        if not ((out / row["video"]).is_file() and (out / row["annotations"]).is_file()):
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
    return _Progress(rows, final, finished)


def _order_key(row: Mapping) -> tuple:
    return (*job_lib.job_sort_key(row["job_id"]), row.get("attempt", 0))


def _resolve_backend(config: RenderConfig) -> RenderConfig:
    """Check the backend before any worker starts (unknown name, missing build: fail fast, once);
    "auto" is resolved here so that every worker uses the same backend."""
    from sim.backends import resolve_backend

    name = resolve_backend(config.backend, **dict(config.backend_options))
    if name == config.backend:
        return config
    return RenderConfig(**{**asdict(config), "backend": name})


def render_dataset(config: RenderConfig, log=print) -> RenderSummary:
    """Render (or finish rendering) the dataset described by ``config``; see the module docstring."""
    from tqdm import tqdm

    from generators.stats import write_stats

    start = time.perf_counter()
    config.validate()
    jobs = dataset_jobs(config)  # bad sizes, splits or job files fail before touching the disk
    config = _resolve_backend(config)
    out = prepare_output_dir(config.out_dir)
    config = RenderConfig(**{**asdict(config), "out_dir": str(out)})
    _check_settings(out, config)
    state = _recover(out, jobs)
    _remove_leftovers(out, split_lib.SPLIT_NAMES)
    for name in {j.split for j in jobs}:
        (out / name).mkdir(exist_ok=True)
    pending = [j for j in jobs if j.job_id not in state.rows and j.job_id not in state.final_failures]
    resumed = len(jobs) - len(pending)
    if resumed:
        log(f"resuming in {out}: {resumed} of {len(jobs)} jobs already done")
    rendered = failed = 0
    bar = tqdm(total=len(jobs), initial=resumed, unit="video", desc="render", disable=not config.progress,
               dynamic_ncols=True, smoothing=0.1)
    try:
        with JsonlAppender(out / MANIFEST) as manifest, JsonlAppender(out / FAILURES) as failure_log:
            for outcome in _execute(pending, config):
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
                bar.update(1)
                bar.set_postfix(failed=failed, s_per_video=f"{outcome.seconds:.1f}")
    finally:
        bar.close()
    rows = sorted(read_jsonl(out / MANIFEST), key=_order_key)
    write_jsonl_atomic(out / MANIFEST, rows)
    write_jsonl_atomic(out / FAILURES, sorted(read_jsonl(out / FAILURES), key=_order_key))
    stats = write_stats(out, plots=config.plots) if config.stats else None
    return RenderSummary(out_dir=str(out), jobs=len(jobs), rendered=rendered, resumed=resumed, failed=failed,
                         videos=len(rows), seconds=round(time.perf_counter() - start, 2), backend=config.backend,
                         stats=stats)


# --------------------------------------------------------------------------- reading a dataset

def read_manifest(out_dir: str | os.PathLike) -> list[dict]:
    return read_jsonl(Path(out_dir) / MANIFEST)


def labelled_samples(rows: Iterable[Mapping]) -> Iterator[dict]:
    """Each video twice, as in EgoTV: with its positive description (label 1) and with its
    negative one (label 0)."""
    for row in rows:
        for side, label in (("positive", 1), ("negative", 0)):
            yield {"job_id": row["job_id"], "split": row["split"], "video": row["video"],
                   "annotations": row["annotations"], "description": row[side],
                   "graph": row[f"{side}_graph"], "label": label}


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
    p.add_argument("--fps", type=float, default=None, help="video frame rate (default: the recorder's, 5)")
    p.add_argument("--workers", type=int, default=1, help="parallel worker processes / Ray actors (default 1)")
    p.add_argument("--executor", default="local", choices=EXECUTORS, help="local processes (default) or ray")
    p.add_argument("--ray-address", default=None, help="address of a running Ray cluster (default: start one locally)")
    p.add_argument("--max-attempts", type=int, default=3, help="attempts per job, each with the next seed (default 3)")
    p.add_argument("--planner-timeout", type=float, default=30.0, help="planner time limit per attempt, seconds")
    p.add_argument("--list-jobs", action="store_true", help="print the job list as JSON lines and exit (renders nothing)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--no-plots", action="store_true", help="statistics without PNG plots")


def config_from_args(args: argparse.Namespace) -> RenderConfig:
    counts = _parse_counts(args.count)
    size: str | Mapping[str, int] = counts or ("full" if args.full else args.size)
    splits = tuple(s.strip() for s in args.splits.split(",") if s.strip()) if args.splits else None
    backend_options = {k: v for k, v in (("preset", args.preset), ("width", args.width), ("height", args.height))
                       if v is not None}
    episode = {"fps": args.fps} if args.fps is not None else {}
    return RenderConfig(out_dir=args.out, size=size, splits=splits, seed=args.seed, backend=args.backend,
                        backend_options=backend_options, episode=episode, workers=args.workers,
                        executor=args.executor, ray_address=args.ray_address, max_attempts=args.max_attempts,
                        planner_timeout=args.planner_timeout, jobs_file=args.jobs_file,
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
    print(json.dumps(summary.to_json()))
    if summary.stats:
        for name, d in summary.stats["splits"].items():
            print(f"{name:13s} {d['videos']:5d} videos  {d['tasks']:3d} tasks  "
                  f"mean {d['video_seconds'].get('mean', 0)} s", file=sys.stderr)
    print(f"{summary.videos} videos in {summary.out_dir}; {summary.failed} jobs failed every attempt "
          f"(see failures.jsonl); {summary.seconds:.0f} s", file=sys.stderr)
    return 0 if summary.failed == 0 else 1


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m generators.dataset", description="Render an EgoTV-style dataset.")
    add_render_arguments(p)
    return cli_render(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
