"""One dataset job, start to finish, on one simulator: the unit every executor runs.

:class:`EpisodeWorker` owns one simulator for its lifetime (one per worker process or Ray
actor). For each attempt of a job (attempt k uses seed + k) it resets the simulator to the
job's scene and seed, builds the PDDL problem from the scene the simulator reports, plans (the
plan is STRIPS-checked before it leaves the planner), picks one positive and one negative
description (abstract ones for the abstraction split) and renders the episode; the recorder
rejects action failures and STRIPS/simulator state disagreements. Failed attempts become
``failures.jsonl`` rows; a success becomes a manifest row. Only expected failures (errors of the
generators and sim packages) are caught: anything else is a bug and stops the run, which can
then be resumed. A resource error (full disk, no file descriptors, no write access) is not the
job's failure either: it becomes :class:`~generators.errors.ResourceError`, which stops the run
without counting the attempt, so the job renders once the cause is fixed.
"""
from __future__ import annotations

import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from contracts.dataset.layout import PLANS
from contracts.dataset.annotation import Annotation, Mistake
from contracts.dataset.manifest import ManifestRow
from contracts.library import splits as split_lib
from contracts.plan import PlanSpec
from contracts.language.descriptions import Description, describe_task
from contracts.errors import ContractError
from generators.errors import GeneratorError
from generators.dataset.jobs import Job
from generators.dataset.plan_cache import FAILURE_STAGES, Planned, failure_row, plan_attempt  # noqa: F401 (re-exported)
from generators.dataset.mistakes import verify_mistake
from generators.errors import ResourceError
from contracts.files import resource_errno, resource_message
from contracts.library.tasks import get_task
from contracts.language.truth import executed_steps, graph_holds
from generators.errors import NoNegativeError, RenderRejected

if TYPE_CHECKING:
    from generators.dataset.config import RenderConfig



@dataclass
class JobOutcome:
    """What rendering one job produced: a manifest row, or None when every attempt failed.

    ``files`` carries the video and annotation bytes when the worker did not write them into the
    dataset directory itself (Ray workers on other machines); the driver writes them. ``planned``:
    the attempts this worker planned itself (:mod:`generators.dataset.plan_cache`), for the driver's
    plans.jsonl.
    """

    job_id: str
    record: ManifestRow | None
    failures: list[dict]
    seconds: float
    files: dict[str, bytes] | None = None
    planned: Planned | None = None


def relative_paths(job: Job) -> tuple[str, str]:
    return f"{job.split}/{job.job_id}.mp4", f"{job.split}/{job.job_id}.json"


def executed_order(plan: PlanSpec) -> list[str]:
    """The task's sub-tasks in the order the plan completed them (ties keep the task's order)."""
    subtasks = get_task(plan.task).subtasks

    def when(s: str) -> tuple[float, int]:
        step = plan.completion_step(s)
        return (float("inf") if step is None else step, subtasks.index(s))

    return sorted(subtasks, key=when)


def pick_descriptions(job: Job) -> tuple[Description, Description]:
    """The (positive, negative) descriptions of a job: abstract ones for an abstract split.

    Words depend only on the job (its seed), never on the attempt, so a retried job, a
    ``--no-video`` run and a full render write the same texts; a mistake twin's negative is
    its correct twin's positive word for word, and its positive is (for a symmetric mistake)
    its correct twin's negative."""
    if job.negative is None:
        raise NoNegativeError(f"no valid negative for {job.task} / {job.object}"
                              + (f" / {job.receptacle}" if job.receptacle else "")
                              + f" in split {job.split}: no library task of the split is false of it")
    abstract = split_lib.get_split(job.split).descriptions == "abstract"
    pos_kind, neg_kind = ("abstract", "abstract_negative") if abstract else ("positive", "negative")
    pos_role, neg_role = ("negative", "positive") if job.mistake else ("positive", "negative")
    positive = describe_task(job.task, job.object, job.receptacle, abstract=abstract,
                             seed=f"{job.seed}-{pos_role}", kind=pos_kind)
    negative = describe_task(job.negative.task, job.object, job.negative.receptacle, abstract=abstract,
                             seed=f"{job.seed}-{neg_role}", kind=neg_kind)
    return positive, negative


def check_descriptions(job: Job, order: Sequence[str], positive: Description, negative: Description) -> None:
    """Replay the plan's executed sub-task order against both graphs: the positive must hold and
    the negative must not (chosen to be false of every order, checked here on the real one)."""
    steps = executed_steps(order, job.object, job.receptacle)
    if not graph_holds(positive.graph, steps):
        raise GeneratorError(f"positive description {positive.text!r} is not true of the executed order {list(order)}")
    if graph_holds(negative.graph, steps):
        raise GeneratorError(f"negative description {negative.text!r} ({negative.task}) is true of the executed "
                             f"order {list(order)}")


def manifest_row(job: Job, attempt: int, plan: PlanSpec, positive: Description, negative: Description,
                 n_frames: int | None, fps: float, mistake: Mistake | None = None,
                 video: bool = True, frames: Mapping | None = None) -> ManifestRow:
    """One manifest line. Only values that a rerun reproduces (no timings, no host names).
    Without ``video`` (a ``--no-video`` run) the file and length fields are null; ``frames``
    (:func:`frame_counts`) adds the frame size and frames per sub-task."""
    spec = get_task(job.task)
    video_rel, annotations = relative_paths(job) if video else (None, None)
    neg = job.negative
    frame_range = mistake.frame_range if mistake is not None else None
    return ManifestRow(
        job_id=job.job_id, split=job.split, index=job.index,
        task=job.task, object=job.object, receptacle=job.receptacle,
        scene=job.scene, scene_name=f"FloorPlan{job.scene}",
        seed=job.seed + attempt, job_seed=job.seed, attempt=attempt,
        video=video_rel, annotations=annotations,
        positive=positive.text, negative=negative.text,
        positive_kind=positive.kind, negative_kind=negative.kind,
        positive_graph=positive.graph.to_json(), negative_graph=negative.graph.to_json(),
        positive_graph_text=positive.graph.to_text(), negative_graph_text=negative.graph.to_text(),
        negative_task=negative.task, negative_receptacle=neg.receptacle if neg else None,
        negative_source=neg.source if neg else None, negative_partner=neg.partner if neg else None,
        mistake_type=job.mistake, intended_task=job.intended_task,
        intended_receptacle=job.intended_receptacle, twin=job.twin_id,
        mistake_frames=tuple(frame_range) if frame_range is not None else None,
        complexity=spec.complexity, ordering=spec.ordering,
        target=plan.target, place_receptacle=plan.place_receptacle,
        plan_steps=len(plan.steps), distractors=tuple(d.kind for d in plan.distractors),
        executed_order=tuple(executed_order(plan)),
        n_frames=int(n_frames) if n_frames is not None else None, fps=fps,
        duration_s=round(n_frames / fps, 3) if fps and n_frames is not None else None,
        **(frames or {}),
    )


def frame_counts(annotation: Annotation) -> dict:
    """Manifest fields read from a rendered episode's annotation: frame size, and frames per
    sub-task label (``distractor`` included), so length statistics need no annotation files."""
    labels = Counter(f.subtask or "none" for f in annotation.frames)
    return {"frame_size": annotation.frame_size, "subtask_frames": dict(sorted(labels.items()))}


class EpisodeWorker:
    """Renders jobs with one simulator, kept open for the worker's lifetime (one per process).

    With ``return_files`` the video and annotation are rendered into a private temporary
    directory and returned as bytes, for workers that do not share the dataset's file system.
    With ``config.no_video`` no simulator is opened: each job is planned in the scene the
    embedded kitchen would build and its manifest row written without a video.
    """

    def __init__(self, config: "RenderConfig", return_files: bool = False):
        from sim.plan_executor import RecordConfig

        self.config = config
        self.record_config = RecordConfig(**dict(config.episode))
        self.out = Path(config.out_dir)
        self.return_files = return_files
        self.simulator = None
        if not config.no_video:
            from sim.backends import get_backend

            self.simulator = get_backend(config.backend, **config.simulator_options())
            self.simulator.__enter__()

    def close(self) -> None:
        if self.simulator is not None:
            self.simulator.close()

    def run(self, job: Job, planned: Planned | None = None) -> JobOutcome:
        """Render ``job``; ``planned``: its attempts planned ahead (used as they are)."""
        start = time.perf_counter()
        if self.return_files and not self.config.no_video:
            with tempfile.TemporaryDirectory(prefix="egotv-job-") as tmp:
                outcome = self._attempts(job, Path(tmp), planned)
                if outcome.record is not None:
                    outcome.files = {rel: (Path(tmp) / rel).read_bytes()
                                     for rel in (outcome.record.video, outcome.record.annotations)}
        else:
            outcome = self._attempts(job, self.out, planned)
        outcome.seconds = time.perf_counter() - start
        return outcome

    def _scene(self, job: Job, seed: int):
        if self.simulator is None:
            from sim.scenes import procedural_kitchen

            return procedural_kitchen(job.scene, seed)
        return self.simulator.reset(job.scene, seed)

    def _attempts(self, job: Job, root: Path, planned: Planned | None = None) -> JobOutcome:
        from generators.planning.problems import build_problem
        from sim.errors import SimError

        failures: list[dict] = []
        ahead = {int(p["attempt"]): p for p in planned or []}
        made: Planned = []  # attempts planned here, returned for plans.jsonl
        try:
            positive, negative = pick_descriptions(job)
        except (GeneratorError, ContractError) as exc:  # no valid negative: no other seed can change that
            return JobOutcome(job.job_id, None, [failure_row(job, 0, "describe", f"{type(exc).__name__}: {exc}",
                                                             final=True)], 0.0)
        if not self.config.no_video:
            try:
                (root / job.split).mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                _raise_if_resource(exc, job, "scene")
                raise
        for attempt in range(self.config.max_attempts):
            seed = job.seed + attempt
            pre = ahead.get(attempt)
            if pre is not None and "failure" in pre:  # planned ahead, and the planning failed
                failures.append(dict(pre["failure"]))
                continue
            stage = "scene"
            try:
                instance = job.instance(attempt)
                scene = self._scene(job, seed)
                if pre is not None:
                    plan_spec = PlanSpec.from_json(pre["plan"], where=f"{PLANS} {job.job_id}")
                else:
                    stage = "problem"
                    problem = build_problem(scene, instance)
                    stage = "planning"
                    plan_spec = plan_attempt(job, attempt, problem, self.config)
                    made.append({"attempt": attempt, "plan": plan_spec.to_json()})
                stage = "describe"
                order = executed_order(plan_spec)
                check_descriptions(job, order, positive, negative)
                if self.config.no_video:
                    row = manifest_row(job, attempt, plan_spec, positive, negative, None,
                                       self.record_config.fps, video=False)
                    return JobOutcome(job.job_id, row, failures, 0.0, planned=made)
                stage = "render"
                row = self._render(job, attempt, root, plan_spec, scene, order, positive, negative)
            except (GeneratorError, ContractError, SimError, OSError) as exc:
                _raise_if_resource(exc, job, stage)
                if not isinstance(exc, (GeneratorError, ContractError, SimError)):
                    raise  # an OSError that is not a resource error is a bug: stop, resume later
                if exc.fatal:
                    raise  # the simulator cannot go on (Unity died twice): stop the run, resume later
                failures.append(failure_row(job, attempt, stage, f"{type(exc).__name__}: {exc}"))
                if stage in ("problem", "planning"):
                    made.append({"attempt": attempt, "failure": dict(failures[-1])})
                continue
            return JobOutcome(job.job_id, row, failures, 0.0, planned=made)
        failures[-1]["final"] = True
        return JobOutcome(job.job_id, None, failures, 0.0, planned=made)

    def _render(self, job: Job, attempt: int, root: Path, plan: PlanSpec, scene, order: Sequence[str],
                positive: Description, negative: Description) -> ManifestRow:
        """Render one planned attempt; for a mistake video, verify the mistake from the recorded
        simulator states and add it to the annotation before it is written (or refuse both files)."""
        from sim.episode import render_episode

        found: dict = {}

        def review(annotation: Annotation) -> Annotation | str:
            found["frames"] = frame_counts(annotation)
            if not job.mistake:
                return annotation
            mistake = verify_mistake(job, annotation, order)
            if not mistake.is_verified:
                return (f"mistake {job.mistake} not visible: the asked-for task {job.intended_task} "
                        f"still holds by {[k for k, v in mistake.verified.items() if not v]}")
            found["mistake"] = mistake
            return annotation.replace(mistake=mistake)

        video_rel, ann_rel = relative_paths(job)
        result = render_episode(plan, scene, self.simulator, root / video_rel, root / ann_rel,
                                descriptions={"positive": positive, "negative": negative},
                                config=self.record_config, fresh=True, review=review)
        if not result.ok:
            raise RenderRejected(result.reason)
        mistake = found.get("mistake")
        return manifest_row(job, attempt, plan, positive, negative, result.n_frames,
                            self.record_config.fps, mistake=mistake, frames=found["frames"])


def _raise_if_resource(exc: BaseException, job: Job, stage: str) -> None:
    """Turn a resource error into :class:`ResourceError` (one picklable message naming the
    cause and the job); leave every other error alone."""
    if isinstance(exc, ResourceError):
        raise exc
    code = resource_errno(exc)
    if code is not None:
        raise ResourceError(f"{resource_message(code, f'job {job.job_id} (stage {stage})')}: {exc}") from None
