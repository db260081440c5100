"""Jobs on Ray actors, surviving lost workers: the ``--executor ray`` runner.

Long runs go to preemptible cloud nodes, where a worker process or a whole node disappears now
and then; such a loss must cost one job's time, never the run. So:

- each actor is created with Ray's ``max_restarts`` (``--ray-max-restarts``, default 3): when its
  process or node dies, Ray starts it again (on another node if its node is gone);
- the job that was running on the lost actor goes back to the front of the queue and runs on
  the next free actor with the **same seed**, so the dataset equals an uninterrupted run's. The
  loss is logged (which worker, its pid and node, which job) and counted as an attempt of that
  job (a ``failures.jsonl`` row with stage ``worker``): a job lost ``max_attempts`` times gives
  up like any other failing job, and a resumed run retries it;
- an actor that died more often than it may restart is retired; the run ends with one error line
  only when no actor is left.

Ray itself does not retry anything here (``max_task_retries=0``): the driver decides, so every
retry is seen, logged and counted. Actors return the video and annotation as bytes and the
driver writes them atomically, so a worker killed mid-job leaves no file in the dataset.
Each actor has at most one job in flight, handed to it as soon as it returns the previous one.
"""
from __future__ import annotations

import os
import re
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator

from generators.dataset.heap import settle_heap_once
from generators.dataset.jobs import Job
from generators.dataset.worker import EpisodeWorker, JobOutcome, failure_row
from generators.errors import DatasetError, WorkersLostError

if TYPE_CHECKING:
    from generators.dataset.config import RenderConfig


class _RayWorker:
    """Ray actor body: one EpisodeWorker per actor, returning files as bytes."""

    def __init__(self, config: "RenderConfig"):
        self.worker = EpisodeWorker(config, return_files=True)

    def where(self) -> tuple[int, str]:
        """This actor's process id and node address (for the driver's log of lost workers)."""
        import ray

        return os.getpid(), ray.util.get_node_ip_address()

    def run(self, job: Job, planned=None) -> tuple[tuple[int, str], JobOutcome]:
        outcome = self.worker.run(job, planned)
        settle_heap_once()
        return self.where(), outcome

    def close(self) -> None:
        self.worker.close()


@dataclass
class _Slot:
    """One actor as the driver sees it: its number, where it last ran, how often it was lost."""

    number: int
    actor: Any
    pid: int | None = None
    node: str | None = None
    job: Job | None = None
    probing: bool = False  # lost; waiting for Ray to restart it
    retired: bool = False  # died more often than it may restart

    def name(self) -> str:
        where = f"pid {self.pid}" if self.pid else "pid unknown"
        return f"Ray worker {self.number} ({where}" + (f", node {self.node})" if self.node else ")")


@dataclass
class _Losses:
    """Worker losses per job: each one is an attempt of that job."""

    max_attempts: int
    rows: dict[str, list[dict]] = field(default_factory=dict)
    count: Counter = field(default_factory=Counter)

    def lose(self, job: Job, reason: str) -> JobOutcome | None:
        """Record a loss; the job's final outcome when it has now used up its attempts."""
        self.count[job.job_id] += 1
        n = self.count[job.job_id]
        final = n >= self.max_attempts
        self.rows.setdefault(job.job_id, []).append(failure_row(job, 0, "worker", reason, final=final))
        return JobOutcome(job.job_id, None, self.rows.pop(job.job_id), 0.0) if final else None

    def attach(self, outcome: JobOutcome) -> JobOutcome:
        """The outcome with the job's earlier losses logged before its own failures."""
        lost = self.rows.pop(outcome.job_id, [])
        if lost:
            outcome.failures = lost + list(outcome.failures)
        return outcome


_BOILERPLATE = re.compile(r"The actor \w+ is unavailable: |The actor is temporarily unavailable: |"
                         r" ?The task may or may not have been executed on the actor\.|"
                         r"^The actor died unexpectedly before finishing this task\.$| Some common causes.*$")


def loss_cause(exc: BaseException) -> str:
    """One line saying why Ray lost an actor (its messages span several lines of boilerplate)."""
    if getattr(exc, "preempted", False):
        return "its node was preempted"
    lines = [_BOILERPLATE.sub("", ln.strip()).strip() for ln in str(exc).splitlines()]
    detail = next((ln for ln in reversed(lines) if ln and not ln.startswith(
        ("class_name:", "actor_id:", "pid:", "ip:", "name:", "namespace:"))), "")
    return (detail or type(exc).__name__)[:200]


def _notices_to_stderr() -> None:
    """Ray prints its own multi-line notice of a dead worker on the driver's *stdout*, where the
    render command prints its JSON summary; send such notices to stderr (the driver's one-line
    log already says which worker was lost). Ray's private hook: left alone if it is not there."""
    try:
        import ray._private.worker as ray_worker
    except ImportError:
        return
    original = getattr(ray_worker, "print_to_stdstream", None)
    if original is None or getattr(original, "to_stderr", False):
        return

    def to_stderr(data: dict, ignore_prefix: bool) -> None:
        original({**data, "is_err": True}, ignore_prefix)

    to_stderr.to_stderr = True  # type: ignore[attr-defined]
    ray_worker.print_to_stdstream = to_stderr


def _start_ray(ray, config: "RenderConfig") -> bool:
    """Connect to the cluster or start a local Ray; whether this run started it (and ends it)."""
    _notices_to_stderr()
    if ray.is_initialized():
        return False
    if config.ray_address:
        ray.init(address=config.ray_address, include_dashboard=False, log_to_driver=False)
    else:
        ray.init(num_cpus=config.workers, include_dashboard=False, log_to_driver=False)
    return True


def _start_actors(ray, config: "RenderConfig", log: Callable[[str], None]) -> list[_Slot]:
    actor_cls = ray.remote(num_cpus=1, max_restarts=config.ray_max_restarts, max_task_retries=0)(_RayWorker)
    slots = [_Slot(i + 1, actor_cls.remote(config)) for i in range(config.workers)]
    try:
        places = ray.get([s.actor.where.remote() for s in slots])
    except ray.exceptions.RayActorError as exc:
        if getattr(exc, "actor_init_failed", False):  # a worker that cannot start is no lost worker
            raise DatasetError(f"a Ray worker could not start: {loss_cause(exc)}") from None
        raise WorkersLostError(f"a Ray worker was lost while starting: {loss_cause(exc)}") from None
    for slot, (pid, node) in zip(slots, places):
        slot.pid, slot.node = pid, node
    log("Ray workers: " + ", ".join(s.name() for s in slots))
    return slots


def run_ray(pending: list[Job], config: "RenderConfig", log: Callable[[str], None] = print,
            planned: dict | None = None, on_planned=None) -> Iterator[JobOutcome]:
    """Outcomes of ``pending`` on Ray actors in completion order; see the module docstring.
    ``planned``: attempts kept from an earlier run, sent with their job (actors plan the rest and
    return their plans in the outcome); ``on_planned`` is not called (no planning process here)."""
    try:
        import ray
    except ImportError as exc:  # ray is in the [sim] extra
        raise DatasetError("the ray executor needs Ray: pip install 'ray>=2.9'", setting="executor") from exc
    started = _start_ray(ray, config)
    slots: list[_Slot] = []
    try:
        slots = _start_actors(ray, config, log)
        yield from _schedule(ray, slots, deque(pending), _Losses(config.max_attempts), config, log, planned or {})
    finally:
        _stop_actors(ray, slots)
        if started:
            ray.shutdown()


def _schedule(ray, slots: list[_Slot], queue: deque, losses: _Losses, config: "RenderConfig",
              log: Callable[[str], None], planned: dict) -> Iterator[JobOutcome]:
    """Keep every live actor busy; a lost actor gets work again only once a probe says it is back."""
    in_flight: dict[Any, _Slot] = {}  # a job's result, or a probe's (slot.probing)

    def feed() -> None:  # give every idle live actor the next job
        for slot in slots:
            if queue and slot.job is None and not slot.retired and not slot.probing:
                slot.job = queue.popleft()
                in_flight[slot.actor.run.remote(slot.job, planned.get(slot.job.job_id))] = slot

    feed()
    # with no job left to give and none in flight, a lost actor's restart is not waited for (its
    # node may never come back, or the cluster may have no free CPU for it)
    while in_flight and (queue or any(not s.probing for s in in_flight.values())):
        (ref,), _ = ray.wait(list(in_flight), num_returns=1)
        slot = in_flight.pop(ref)
        outcome = None
        if slot.probing:
            _probed(ray, slot, ref, config.ray_max_restarts, log)
        else:
            job, slot.job = slot.job, None
            try:
                (slot.pid, slot.node), outcome = ray.get(ref)
                outcome = losses.attach(outcome)
            except ray.exceptions.RayActorError as exc:
                outcome = _lost(slot, job, exc, losses, queue, config, log)
                # Ray retries the probe until the actor is back, or fails it once the actor is dead for good
                slot.probing = True
                in_flight[slot.actor.where.options(max_task_retries=-1).remote()] = slot
        if all(s.retired for s in slots):
            raise WorkersLostError(
                f"every Ray worker was lost ({len(slots)} worker(s), each restarted up to "
                f"{config.ray_max_restarts} time(s)); the videos finished so far are kept: run the same "
                "command again to resume")
        feed()  # before handing the outcome over: the actor must not idle while the driver writes
        if outcome is not None:
            yield outcome


def _probed(ray, slot: _Slot, ref: Any, max_restarts: int, log: Callable[[str], None]) -> None:
    """A lost actor's probe answered: it is back (a new process, perhaps on another node), or
    gone for good."""
    slot.probing = False
    try:
        slot.pid, slot.node = ray.get(ref)
    except ray.exceptions.RayActorError as exc:
        slot.retired = True
        why = (f"its restart failed: {loss_cause(exc)}" if getattr(exc, "actor_init_failed", False)
               else f"no restart left, ray_max_restarts={max_restarts}")
        log(f"{slot.name()} is gone for good ({why})")
        return
    log(f"{slot.name()} is back")


def _lost(slot: _Slot, job: Job, exc: BaseException, losses: _Losses, queue: deque, config: "RenderConfig",
          log: Callable[[str], None]) -> JobOutcome | None:
    """Log and count a lost worker; requeue its job (same seed) or give the job up."""
    cause = loss_cause(exc)
    given_up = losses.lose(job, f"{type(exc).__name__}: worker lost: {cause}")
    what = (f"{job.job_id} gives up (lost {config.max_attempts} times)" if given_up
            else f"retrying {job.job_id} on another worker with the same seed")
    log(f"{slot.name()} was lost while rendering {job.job_id} ({cause}); {what}")
    if given_up is None:
        queue.appendleft(job)
    return given_up


def _stop_actors(ray, slots: list[_Slot]) -> None:
    """Let each live actor release its simulator, then end every actor."""
    live = [s.actor for s in slots if not s.retired and not s.probing]  # a restarting actor may never start
    try:
        ray.get([actor.close.remote() for actor in live], timeout=30)
    except Exception:  # noqa: BLE001 - an actor that died or hangs is ended below anyway
        pass
    for slot in slots:
        try:
            ray.kill(slot.actor, no_restart=True)
        except Exception:  # noqa: BLE001 - already gone
            pass
