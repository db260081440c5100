"""Render a dataset: the job list, then plan, describe, render and record each job; resumable, parallel.

Per job (:class:`generators.dataset.worker.EpisodeWorker`): reset the simulator to the job's
scene and seed, build the PDDL problem from the scene the simulator reports, plan (the plan is
STRIPS-checked before it leaves the planner), pick one positive and one negative description
(abstract ones for the abstraction split), render the episode (the recorder rejects action
failures and disagreements between the STRIPS state and the simulator's object states). A failed
attempt is logged and the job retried with the next seed, up to ``max_attempts``. The files of
the directory are listed in :mod:`contracts.dataset.layout`.

Crash safety: videos and annotations are written atomically by the recorder; a manifest line is
appended (flush + fsync) only after both files exist; on start-up (:mod:`generators.dataset.resume`)
a torn last line is cut off, rows whose files are missing or fail the cheap checks of
:mod:`generators.dataset.verify` are dropped, and the jobs without a row are rendered again. The
manifest is rewritten sorted by job order at the end, so an interrupted and resumed run, a run
with N workers and a Ray run all give the same manifest as one uninterrupted sequential run.

Resource errors (ENOSPC, EMFILE, EACCES ... on the output) are not failures of a job: the run
stops at once with :class:`~generators.errors.ResourceStop`, keeping what was finished and
counting no attempt. The command line is :mod:`generators.commands.render`.
"""
from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path
from typing import Mapping

from contracts.dataset.loader import written_rows
from contracts.dataset.manifest import ManifestRow
from generators.dataset import jobs as job_lib
from generators.dataset import sampling
from generators.dataset.config import DEFAULT_RANDOMIZE, RenderConfig, RenderSummary
from contracts.dataset.layout import FAILURES, MANIFEST, PLANS
from generators.dataset.mistakes import assign_mistakes
from generators.dataset.negatives import assign_negatives
from generators.dataset.outdir import DirectoryLock, check_settings, prepare_output_dir
from generators.dataset.plan_cache import PlanLog, load_plans
from generators.dataset.resume import recover, remove_leftovers, remove_temporaries
from generators.dataset.runners import check_runner, execute
from generators.dataset.stats import write_stats
from generators.errors import DatasetError, ResourceError, ResourceStop
from contracts.files import (JsonlAppender, read_jsonl, resource_errno, resource_hint, resource_message, write_atomic,
                          write_jsonl_atomic)


def dataset_jobs(config: RenderConfig) -> list[job_lib.Job]:
    """The job list of a run, in manifest order: the sampled (or listed) jobs, their mistake
    twins, and every job's negative (chosen over the whole list, so it is part of the list)."""
    if config.jobs_file:
        jobs = job_lib.load_jobs_file(config.jobs_file)
        if config.splits is not None:
            jobs = [j for j in jobs if j.split in config.splits]
    else:
        jobs = sampling.sample_jobs(config.size, config.seed, config.splits)
    jobs = sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))
    jobs = assign_negatives(assign_mistakes(jobs, config.mistakes, config.seed), config.seed)
    return sorted(jobs, key=lambda j: job_lib.job_sort_key(j.job_id))


def _order_key(row: ManifestRow) -> tuple:
    return (*job_lib.job_sort_key(row.job_id), 0 if row.attempt is None else row.attempt)


def _failure_order_key(failure: Mapping) -> tuple:
    return (*job_lib.job_sort_key(failure["job_id"]), failure.get("attempt", 0))


def _resolve_backend(config: RenderConfig, log=print) -> RenderConfig:
    """Check the backend once, before the output directory is touched and any worker starts
    (:func:`sim.backends.choose_backend`), so every worker uses the same backend and the
    fall-back of "auto" is reported once."""
    if config.no_video:
        return config  # nothing is rendered: no simulator is needed
    if config.randomize != DEFAULT_RANDOMIZE and config.backend != "embedded":
        raise DatasetError(f"randomize {config.randomize!r} needs the embedded backend; backend "
                           f"{config.backend!r} has no domain randomisation (use randomize none)", setting="randomize")
    from sim.backends import choose_backend
    from sim.errors import BackendOptionError

    try:
        name, options, note = choose_backend(config.backend, dict(config.backend_options))
    except BackendOptionError as exc:
        raise DatasetError(str(exc)) from None
    if note:
        log(note)
    if (name, options) == (config.backend, dict(config.backend_options)):
        return config
    return RenderConfig(**{**asdict(config), "backend": name, "backend_options": options})


def render_dataset(config: RenderConfig, log=print) -> RenderSummary:
    """Render (or finish rendering) the dataset described by ``config``; see the module docstring."""
    start = time.perf_counter()
    config.validate()
    check_runner(config.executor)
    jobs = dataset_jobs(config)  # bad sizes, splits or job files fail before touching the disk
    config = _resolve_backend(config, log)
    out = prepare_output_dir(config.out_dir).resolve()  # absolute: workers may run elsewhere
    config = RenderConfig(**{**asdict(config), "out_dir": str(out)})
    with DirectoryLock(out):
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
        kept = len(read_jsonl(out / MANIFEST))  # only counted, leniently: this is the error path
        raise ResourceStop(f"stopped: {detail}. The {kept} finished sample(s) are kept and no attempt was "
                           f"counted; {resource_hint(code, str(out))}, then run the same command again to "
                           "resume") from None


def _render_jobs(out: Path, jobs: list[job_lib.Job], config: RenderConfig, log, start: float) -> RenderSummary:
    from tqdm import tqdm

    check_settings(out, config)
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
    planned = load_plans(out, pending, config)
    by_id = {j.job_id: j for j in pending}
    plan_log = PlanLog(out, config)

    def on_planned(job: job_lib.Job, attempts: list[dict]) -> None:
        planned[job.job_id] = attempts
        plan_log.add(job, attempts)

    outcomes = execute(pending, config, log, dict(planned), on_planned)
    try:
        with JsonlAppender(out / MANIFEST) as manifest, JsonlAppender(out / FAILURES) as failure_log:
            for outcome in outcomes:
                if outcome.planned:  # what the worker planned itself, with what it was given
                    merged = {int(a["attempt"]): a for a in planned.get(outcome.job_id, []) + outcome.planned}
                    on_planned(by_id[outcome.job_id], [merged[k] for k in sorted(merged)])
                for f in outcome.failures:
                    failure_log.append(f)
                if outcome.record is not None:
                    if outcome.files:
                        for rel, data in outcome.files.items():
                            write_atomic(out / rel, data)
                    manifest.append(outcome.record.to_json())  # only now: its video and annotation exist
                    rendered += 1
                else:
                    failed += 1
                bar.set_postfix(failed=failed, s_per_video=f"{outcome.seconds:.1f}", refresh=False)
                bar.update(1)
    finally:
        close = getattr(outcomes, "close", None)
        if close is not None:
            close()  # stop and wait for the workers now, while the directory lock is held
        remove_temporaries(out)  # a worker killed mid-write (full disk, Ctrl-C) leaves its temporary
        plan_log.close()
        bar.close()
    rows = sorted(written_rows(out), key=_order_key)
    write_jsonl_atomic(out / MANIFEST, [r.to_json() for r in rows])
    (out / PLANS).unlink(missing_ok=True)  # every job is done: nothing left to resume from
    write_jsonl_atomic(out / FAILURES, sorted(read_jsonl(out / FAILURES), key=_failure_order_key))
    stats = write_stats(out, plots=config.plots) if config.stats else None
    have = {(r.split, r.task) for r in rows}
    missing: dict[str, list[str]] = {}
    for job in jobs:
        if (job.split, job.task) not in have and job.task not in missing.get(job.split, []):
            missing.setdefault(job.split, []).append(job.task)
    return RenderSummary(out_dir=str(out), jobs=len(jobs), rendered=rendered, resumed=resumed, failed=failed,
                         videos=len(rows), seconds=round(time.perf_counter() - start, 2), backend=config.backend,
                         missing_tasks=missing, stats=stats)
