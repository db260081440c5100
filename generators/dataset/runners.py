"""Where jobs run: in this process, in local worker processes, or on Ray actors.

Every executor yields :class:`JobOutcome` values in completion order; only the caller writes the
manifest, so there is one writer whatever the parallelism, and the final manifest is sorted by
job order, identical for every executor and worker count.

- ``workers == 1``: one :class:`EpisodeWorker` in this process;
- ``workers > 1``: a spawned process pool, one simulator per process (spawn, not fork: forking
  a process that has loaded MuJoCo/OpenGL or started threads is not safe); with the embedded
  backend a planning process plans the jobs while the workers render and each job goes to a
  worker once planned (:mod:`generators.dataset.plan_cache`);
- ``executor == "ray"``: one actor per worker (``num_cpus=1`` each) on a running cluster
  (``ray_address``) or on a local Ray started here with ``num_cpus=workers``. Actors return the
  video and annotation as bytes and the driver writes them, so workers need no shared disk; a
  lost actor is restarted and its job retried elsewhere (:mod:`generators.dataset.ray_runner`).

Worker processes never outlive the run. Each one asks the kernel to kill it when its parent
dies (Linux ``PR_SET_PDEATHSIG``; elsewhere a thread watches the parent id), so a ``kill -9``
of the main process leaves no worker blocked on a pipe. Workers ignore SIGINT and lead their own
process group: on Ctrl-C, SIGTERM or any error the main process kills each worker's group (the
worker and its ffmpeg) and waits for it before it returns, that is before the directory lock is
released, so nothing is written into the dataset after the lock is gone.
"""
from __future__ import annotations

import os
import signal
import sys
import threading
import time
from typing import TYPE_CHECKING, Callable, Iterator, Mapping

from generators.dataset.heap import settle_heap_once
from generators.dataset.jobs import Job
from generators.dataset.plan_cache import Planned, plan_ahead
from generators.dataset.ray_runner import run_ray
from generators.dataset.worker import EpisodeWorker, JobOutcome

from generators.errors import DatasetError

if TYPE_CHECKING:
    from generators.dataset.config import RenderConfig


_PROCESS_WORKER: EpisodeWorker | None = None


def _die_with_parent(parent: int) -> None:
    """Make this process end when ``parent`` does, even if the parent is killed with SIGKILL."""
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(signal.SIGKILL), 0, 0, 0)
    else:  # no parent-death signal: watch the parent id instead
        def watch() -> None:
            while os.getppid() == parent:
                time.sleep(0.5)
            os._exit(1)

        threading.Thread(target=watch, name="parent-watch", daemon=True).start()
    if os.getppid() != parent:  # the parent died before the signal was armed
        os._exit(1)


def _process_init(config: "RenderConfig", parent: int) -> None:
    global _PROCESS_WORKER
    from multiprocessing.util import Finalize

    _die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the main process decides; it then ends us
    os.setpgid(0, 0)  # our own group: the main process can end this worker and its ffmpeg at once
    _render_in_one_thread(config.workers)
    _PROCESS_WORKER = EpisodeWorker(config)
    # worker processes end with os._exit: atexit would not run, multiprocessing finalizers do
    Finalize(_PROCESS_WORKER, _PROCESS_WORKER.close, exitpriority=10)


def _render_in_one_thread(workers: int) -> None:
    """When the workers fill the CPUs, each draws in its own thread (``LP_NUM_THREADS=0``, read
    by Mesa's llvmpipe when the GL context is made): llvmpipe's helper threads, one per core by
    default, would only compete with the other workers for the same cores (5-7 % more CPU time
    a frame, measured on 2 cores with 2 workers). The pixels are the same; a value set by the
    user is kept."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if workers >= cores:
        os.environ.setdefault("LP_NUM_THREADS", "0")


def _process_run(job: Job, planned: Planned | None = None) -> JobOutcome:
    assert _PROCESS_WORKER is not None, "worker process was not initialised"
    outcome = _PROCESS_WORKER.run(job, planned)
    settle_heap_once()
    return outcome


def _planner_init(parent: int) -> None:
    _die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.setpgid(0, 0)


def _plan_in_process(job: Job, config: "RenderConfig") -> Planned:
    """The planning process's unit of work: :func:`plan_ahead`, then the heap settled once."""
    planned = plan_ahead(job, config)
    settle_heap_once()
    return planned


def _plans_ahead(config: "RenderConfig") -> bool:
    """Whether jobs are planned in a planning process: the embedded kitchen's scene is the
    procedural kitchen the planner builds (another backend reports its own scene at reset)."""
    return config.backend == "embedded" and not config.no_video


def _run_local(pending: list[Job], config: "RenderConfig", log: Callable[[str], None] = print,
               planned: Mapping[str, Planned] | None = None, on_planned: PlannedHook | None = None,
               ) -> Iterator[JobOutcome]:
    planned = dict(planned or {})
    if config.workers == 1:
        worker = EpisodeWorker(config)
        try:
            for job in pending:
                yield worker.run(job, planned.get(job.job_id))
        finally:
            worker.close()
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed
    from concurrent.futures.process import BrokenProcessPool

    # spawn, not fork: a forked copy of a process with GL state or threads is not safe to use
    ctx = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max_workers=config.workers, mp_context=ctx,
                               initializer=_process_init, initargs=(config, os.getpid()))
    to_plan = [j for j in pending if j.job_id not in planned] if _plans_ahead(config) else []
    planner = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_planner_init,
                                  initargs=(os.getpid(),)) if to_plan else None
    futures, plan_futures = [], {}
    try:
        if planner is not None:
            plan_futures = {planner.submit(_plan_in_process, job, config): job for job in to_plan}
        waiting = {j.job_id for j in to_plan}
        futures = [pool.submit(_process_run, job, planned.get(job.job_id)) for job in pending
                   if job.job_id not in waiting]
        for fut in as_completed(plan_futures):  # each job goes to a worker as soon as it is planned
            job = plan_futures[fut]
            attempts = fut.result()
            if on_planned is not None:
                on_planned(job, attempts)  # durable before the job is rendered
            futures.append(pool.submit(_process_run, job, attempts))
            yield from _finished(futures)
        for fut in as_completed(futures):
            if not getattr(fut, "yielded", False):
                yield fut.result()
    except BrokenProcessPool as exc:
        raise DatasetError(f"a worker process died ({exc}); the videos finished so far are kept: "
                           "run the same command again to resume") from exc
    finally:
        if planner is not None:
            _stop_pool(planner, list(plan_futures))
        _stop_pool(pool, futures)


def _finished(futures: list) -> Iterator[JobOutcome]:
    """Outcomes of the render jobs done so far that were not handed on yet (marked on the future)."""
    for fut in futures:
        if fut.done() and not getattr(fut, "yielded", False):
            fut.yielded = True
            yield fut.result()


def _stop_pool(pool, futures: list) -> None:
    """Shut the pool down; if jobs are still running (interrupt, error), kill the workers' process
    groups first and wait for them, so none writes after this returns."""
    unfinished = [f for f in futures if not f.done()]
    for fut in unfinished:
        fut.cancel()
    if unfinished:
        for proc in list((getattr(pool, "_processes", None) or {}).values()):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):  # already gone, or not yet its own group
                proc.kill()
        for proc in list((getattr(pool, "_processes", None) or {}).values()):
            proc.join(10)
    pool.shutdown(wait=True, cancel_futures=True)


PlannedHook = Callable[[Job, Planned], None]  # told of each job planned ahead, before it renders
# runner name (``--executor``) -> the function that runs a job list (jobs, config, log, plans kept
# from an earlier run, hook for new plans)
RUNNERS: dict[str, Callable[..., Iterator[JobOutcome]]] = {
    "local": _run_local,
    "ray": run_ray,
}


def check_runner(name: str) -> None:
    if name not in RUNNERS:
        raise DatasetError(f"unknown executor {name!r}; valid executors: {', '.join(RUNNERS)}")


def execute(pending: list[Job], config: "RenderConfig", log: Callable[[str], None] = print,
            planned: Mapping[str, Planned] | None = None, on_planned: PlannedHook | None = None) -> Iterator[JobOutcome]:
    """Outcomes of ``pending`` jobs in completion order (the caller sorts what it writes);
    ``log`` hears what the runner has to say (a lost Ray worker ...); ``planned``: attempts kept
    from an earlier run by job id (used, never planned again); ``on_planned``: told of each job the
    planning process planned, before the job is rendered."""
    check_runner(config.executor)
    if not pending:
        return iter(())
    return RUNNERS[config.executor](pending, config, log, planned or {}, on_planned)
