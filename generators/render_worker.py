"""One dataset job, start to finish, on one simulator: the unit every executor runs.

:class:`EpisodeWorker` owns one simulator for its lifetime (one per worker process or Ray
actor). For each attempt of a job (attempt k uses seed + k) it resets the simulator to the
job's scene and seed, builds the PDDL problem from the scene the simulator reports, plans (the
plan is STRIPS-checked before it leaves the planner), picks one positive and one negative
description (abstract ones for the abstraction split) and renders the episode; the recorder
rejects action failures and STRIPS/simulator state disagreements. Failed attempts become
``failures.jsonl`` rows; a success becomes a manifest row. Only expected failures (errors of the
generators and sim packages) are caught: anything else is a bug and stops the run, which can
then be resumed.
"""
from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from generators import splits as split_lib
from generators.errors import GeneratorError
from generators.jobs import Job
from generators.tasks import get_task

if TYPE_CHECKING:
    from generators.dataset import RenderConfig

FAILURE_STAGES: tuple[str, ...] = ("scene", "problem", "planning", "describe", "render")


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


def relative_paths(job: Job) -> tuple[str, str]:
    return f"{job.split}/{job.job_id}.mp4", f"{job.split}/{job.job_id}.json"


def executed_order(plan_json: Mapping) -> list[str]:
    """The task's sub-tasks in the order the plan completed them (ties keep the task's order)."""
    done = plan_json["check"]["completion_step"]
    subtasks = get_task(plan_json["task"]).subtasks
    return sorted(subtasks, key=lambda s: (float("inf") if done.get(s) is None else done[s], subtasks.index(s)))


def pick_descriptions(job: Job, seed: int, order: Sequence[str] | None = None):
    """The (positive, negative) descriptions of a job: abstract ones for an abstract split.

    ``order`` is the order the video completes the sub-tasks in; with it, tasks with unordered
    sub-tasks can get a negative that reverses what the video shows."""
    from generators.descriptions import describe

    split = split_lib.get_split(job.split)
    exclude = split_lib.heldout_pairs() if split.exclude_heldout_pairs else frozenset()
    ds = describe(job.task, job.object, job.receptacle, seed=seed, n=1, executed_order=order,
                  exclude_pairs=exclude)
    abstract = split.descriptions == "abstract"
    pos, neg = (ds.abstract, ds.abstract_negative) if abstract else (ds.positive, ds.negative)
    if not pos or not neg:
        kind = "abstract" if abstract else "concrete"
        raise GeneratorError(f"no {kind} {'positive' if not pos else 'negative'} description for "
                             f"{job.task} / {job.object}")
    return pos[0], neg[0]


def manifest_row(job: Job, attempt: int, plan_json: Mapping, positive, negative,
                 n_frames: int, fps: float) -> dict:
    """One manifest line. Only values that a rerun reproduces (no timings, no host names)."""
    spec = get_task(job.task)
    video, annotations = relative_paths(job)
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


def failure_row(job: Job, attempt: int, stage: str, reason: str, final: bool = False) -> dict:
    """One line of failures.jsonl; ``final`` marks the attempt after which the job gave up."""
    assert stage in FAILURE_STAGES, stage
    return {"job_id": job.job_id, "split": job.split, "task": job.task, "object": job.object,
            "receptacle": job.receptacle, "scene": job.scene, "seed": job.seed + attempt,
            "attempt": attempt, "stage": stage, "reason": reason, "final": final}


class EpisodeWorker:
    """Renders jobs with one simulator, kept open for the worker's lifetime (one per process).

    With ``return_files`` the video and annotation are rendered into a private temporary
    directory and returned as bytes, for workers that do not share the dataset's file system.
    """

    def __init__(self, config: "RenderConfig", return_files: bool = False):
        from sim.backends import get_backend
        from sim.executor import RecordConfig

        self.config = config
        self.record_config = RecordConfig(**dict(config.episode))
        self.out = Path(config.out_dir)
        self.return_files = return_files
        self.simulator = get_backend(config.backend, **dict(config.backend_options))
        self.simulator.__enter__()

    def close(self) -> None:
        self.simulator.close()

    def run(self, job: Job) -> JobOutcome:
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

    def _attempts(self, job: Job, root: Path) -> JobOutcome:
        from generators.planning import plan_problem
        from generators.problems import build_problem
        from sim.episode import render_episode
        from sim.errors import SimError

        video_rel, ann_rel = relative_paths(job)
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
                # plan_problem plans in a private working directory (Fast Downward's output.sas)
                plan = plan_problem(problem, method=self.config.planner,
                                    timeout=self.config.planner_timeout, seed=seed)
                plan_json = plan.to_json()
                stage = "describe"
                positive, negative = pick_descriptions(job, seed, executed_order(plan_json))
                stage = "render"
                result = render_episode(plan_json, scene, self.simulator, root / video_rel, root / ann_rel,
                                        descriptions={"positive": positive.to_json(), "negative": negative.to_json()},
                                        config=self.record_config)
            except (GeneratorError, SimError) as exc:
                failures.append(failure_row(job, attempt, stage, f"{type(exc).__name__}: {exc}"))
                continue
            if not result.ok:
                failures.append(failure_row(job, attempt, "render", result.reason))
                continue
            row = manifest_row(job, attempt, plan_json, positive, negative, result.n_frames,
                               self.record_config.fps)
            return JobOutcome(job.job_id, row, failures, 0.0)
        failures[-1]["final"] = True
        return JobOutcome(job.job_id, None, failures, 0.0)
