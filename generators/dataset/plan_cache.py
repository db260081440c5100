"""Plans made ahead of rendering and kept, so that rendering never waits for the planner and a
resumed run never plans again.

A job's attempt ``k`` plans in the procedural kitchen of its scene and seed ``job.seed + k``
(:func:`plan_attempt`: problem, Fast Downward, STRIPS check, distractor activity). Planning
depends on nothing the renderer does, so for the embedded backend (whose scene is that procedural
kitchen) the driver plans in a process of its own while the render workers render
(:mod:`generators.dataset.runners`), and hands each worker its job with the attempts planned so
far: failed attempts (their ``failures.jsonl`` rows) and the first plan that passed.

Every planned job is appended to ``plans.jsonl`` in the dataset directory (one line per job, made
durable before the job is rendered; what a worker had to plan itself comes back with its outcome
and is appended too); once every job is done the file is removed, so a finished dataset holds
the files it held before. On resume the driver reads it back, keyed by job id and checked against the
job's task, object, receptacle, scene and seed and the run's planner settings: a kept plan is
used as it is, so a resumed run renders what an uninterrupted one would have, without planning.
The plan is the same function of the same inputs in every process, so manifests do not change.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from contracts.dataset.layout import PLANS
from contracts.errors import ContractError
from contracts.files import JsonlAppender, read_jsonl
from contracts.plan import PlanSpec
from generators.dataset.jobs import Job
from generators.errors import GeneratorError

if TYPE_CHECKING:
    from generators.dataset.config import RenderConfig

# "worker": the worker running the job was lost (a Ray actor's process or node died)
FAILURE_STAGES: tuple[str, ...] = ("scene", "problem", "planning", "describe", "render", "worker")
Planned = list[dict]  # per attempt in order: {"attempt": k, "plan": PlanSpec JSON} or {"attempt": k, "failure": row}


def failure_row(job: Job, attempt: int, stage: str, reason: str, final: bool = False) -> dict:
    """One line of failures.jsonl; ``final`` marks the attempt after which the job gave up."""
    assert stage in FAILURE_STAGES, stage
    return {"job_id": job.job_id, "split": job.split, "task": job.task, "object": job.object,
            "receptacle": job.receptacle, "scene": job.scene, "seed": job.seed + attempt,
            "attempt": attempt, "stage": stage, "reason": reason, "final": final}


def plan_attempt(job: Job, attempt: int, problem, config: "RenderConfig") -> PlanSpec:
    """The checked plan, with distractor activity, of ``job``'s attempt ``attempt`` for
    ``problem`` (:func:`generators.planning.problems.build_problem` of the attempt's scene)."""
    from generators.planning.distractors import add_distractors
    from generators.planning.planners import plan_problem

    seed = job.seed + attempt
    # plan_problem runs its planner in a private temporary directory (safe beside other workers)
    plan = plan_problem(problem, method=config.planner, timeout=config.planner_timeout, seed=seed)
    return add_distractors(plan, config.distractors, seed=f"{job.job_id}-{seed}").to_spec()


def plan_ahead(job: Job, config: "RenderConfig") -> Planned:
    """Plan ``job``'s attempts in order until one plans (the planning process's unit of work);
    a job without a valid negative is not planned (it fails before planning)."""
    from generators.planning.problems import build_problem
    from sim.errors import SimError
    from sim.scenes import procedural_kitchen

    out: Planned = []
    if job.negative is None:
        return out
    for attempt in range(config.max_attempts):
        stage = "scene"
        try:
            instance = job.instance(attempt)
            scene = procedural_kitchen(job.scene, job.seed + attempt)
            stage = "problem"
            problem = build_problem(scene, instance)
            stage = "planning"
            out.append({"attempt": attempt, "plan": plan_attempt(job, attempt, problem, config).to_json()})
            return out
        except (GeneratorError, ContractError, SimError) as exc:
            if exc.fatal:
                raise
            out.append({"attempt": attempt, "failure": failure_row(job, attempt, stage, f"{type(exc).__name__}: {exc}")})
    return out


def _key(job: Job, config: "RenderConfig") -> list:
    return [job.task, job.object, job.receptacle, job.scene, job.seed, config.planner, config.distractors,
            config.max_attempts]


def load_plans(out: Path, jobs: list[Job], config: "RenderConfig") -> dict[str, Planned]:
    """The kept plans of ``jobs`` (a torn last line, another job under the same id or other
    planner settings: not used)."""
    by_id = {j.job_id: j for j in jobs}
    kept: dict[str, Planned] = {}
    for entry in read_jsonl(out / PLANS):  # a plans.jsonl line, not a manifest row
        job = by_id.get(entry.get("job_id"))
        if job is not None and entry.get("key") == _key(job, config) and isinstance(entry.get("attempts"), list):
            kept[job.job_id] = [{**a, "plan": json.loads(a["plan"])} if "plan" in a else a for a in entry["attempts"]]
    return kept


class PlanLog:
    """Appends planned jobs to ``plans.jsonl`` (durable before the job is handed to a worker)."""

    def __init__(self, out: Path, config: "RenderConfig"):
        self.config = config
        self._log = JsonlAppender(out / PLANS)

    def add(self, job: Job, attempts: Planned) -> None:
        """Keep ``attempts`` of ``job``; a plan is kept as its JSON text, in its own key order
        (the log's lines sort their keys, and the annotation writes the plan's dicts as they come)."""
        if attempts:
            text = [{**a, "plan": json.dumps(a["plan"])} if "plan" in a else a for a in attempts]
            self._log.append({"job_id": job.job_id, "key": _key(job, self.config), "attempts": text})

    def close(self) -> None:
        self._log.close()
