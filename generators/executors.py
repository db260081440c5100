"""Where jobs run: in this process, in local worker processes, or on Ray actors.

Every executor yields :class:`JobOutcome` values in completion order; only the caller writes the
manifest, so there is one writer whatever the parallelism, and the final manifest is sorted by
job order, identical for every executor and worker count.

- ``workers == 1``: one :class:`EpisodeWorker` in this process;
- ``workers > 1``: a spawned process pool, one simulator per process (spawn, not fork: forking
  a process that has loaded MuJoCo/OpenGL or started threads is not safe);
- ``executor == "ray"``: one actor per worker (``num_cpus=1`` each) on a running cluster
  (``ray_address``) or on a local Ray started here with ``num_cpus=workers``. Actors return the
  video and annotation as bytes and the driver writes them, so workers need no shared disk.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from generators.jobs import Job
from generators.render_worker import EpisodeWorker, JobOutcome

if TYPE_CHECKING:
    from generators.dataset import RenderConfig


_PROCESS_WORKER: EpisodeWorker | None = None


def _process_init(config: "RenderConfig") -> None:
    global _PROCESS_WORKER
    from multiprocessing.util import Finalize

    _PROCESS_WORKER = EpisodeWorker(config)
    # worker processes end with os._exit: atexit would not run, multiprocessing finalizers do
    Finalize(_PROCESS_WORKER, _PROCESS_WORKER.close, exitpriority=10)


def _process_run(job: Job) -> JobOutcome:
    assert _PROCESS_WORKER is not None, "worker process was not initialised"
    return _PROCESS_WORKER.run(job)


def _run_local(pending: list[Job], config: "RenderConfig") -> Iterator[JobOutcome]:
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
    from concurrent.futures.process import BrokenProcessPool

    # spawn, not fork: a forked copy of a process with GL state or threads is not safe to use
    with ProcessPoolExecutor(max_workers=config.workers, mp_context=multiprocessing.get_context("spawn"),
                             initializer=_process_init, initargs=(config,)) as pool:
        futures = [pool.submit(_process_run, job) for job in pending]
        try:
            for fut in as_completed(futures):
                yield fut.result()
        except BrokenProcessPool as exc:
            from generators.dataset import DatasetError

            raise DatasetError(f"a worker process died ({exc}); the videos finished so far are kept: "
                               "run the same command again to resume") from exc
        finally:
            for fut in futures:
                fut.cancel()


class _RayWorker:
    """Ray actor body: one EpisodeWorker per actor, returning files as bytes."""

    def __init__(self, config: "RenderConfig"):
        self.worker = EpisodeWorker(config, return_files=True)

    def run(self, job: Job) -> JobOutcome:
        return self.worker.run(job)

    def close(self) -> None:
        self.worker.close()


def _run_ray(pending: list[Job], config: "RenderConfig") -> Iterator[JobOutcome]:
    try:
        import ray
        from ray.util import ActorPool
    except ImportError as exc:  # ray is in the [sim] extra
        from generators.dataset import DatasetError

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
        try:  # let each actor release its simulator, then end it
            ray.get([actor.close.remote() for actor in actors], timeout=30)
        except Exception:  # noqa: BLE001 - an actor that died or hangs is ended below anyway
            pass
        for actor in actors:
            ray.kill(actor)
        if started:
            ray.shutdown()


def execute(pending: list[Job], config: "RenderConfig") -> Iterator[JobOutcome]:
    """Outcomes of ``pending`` jobs in completion order (the caller sorts what it writes)."""
    if not pending:
        return iter(())
    return _run_ray(pending, config) if config.executor == "ray" else _run_local(pending, config)
