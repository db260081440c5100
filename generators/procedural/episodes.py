"""Read a rendered dataset's episodes as the situated facts QA and tuples need.

Why a separate reader: question generation, the independent answer check in the tests and the
tuple writer must all see the same spans. A *step* of a video is a sub-task's run of frames
(``frames[i].subtask``), in the order the video shows them; a *plan step* is one high-level PDDL
action with its frames (``frames[i].step``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from contracts.dataset.annotation import Annotation
from contracts.dataset.loader import LoaderError, dataset_layout, iter_manifest, read_annotation
from contracts.dataset.manifest import ManifestRow
from generators.dataset.verify import sample_problem
from generators.errors import GeneratorError
from pddl_domains.vocabulary import DISTRACTOR


@dataclass(frozen=True)
class StepSpan:
    """One sub-task as the video shows it: frames ``start..end`` inclusive."""

    subtask: str
    start: int
    end: int
    state_before: dict
    state_after: dict


@dataclass(frozen=True)
class PlanStepSpan:
    """One high-level plan action and the frames it covers (inclusive); the plan's own step is
    :class:`contracts.plan.PlanStep`."""

    index: int
    action: str
    args: tuple[str, ...]
    subtask: str
    start: int
    end: int


@dataclass
class Episode:
    """A rendered video with what QA needs from its manifest row and annotation file."""

    video_id: str
    split: str
    task: str
    object: str
    receptacle: str | None
    target: str
    n_frames: int
    steps: list[StepSpan]
    plan_steps: list[PlanStepSpan]
    mistake_type: str | None = None
    intended_task: str | None = None
    intended_receptacle: str | None = None
    annotation_path: str = ""
    row: ManifestRow | None = field(default=None, repr=False)

    @property
    def order(self) -> list[str]:
        return [s.subtask for s in self.steps]

    def span(self, subtask: str) -> StepSpan:
        for s in self.steps:
            if s.subtask == subtask:
                return s
        raise GeneratorError(f"video {self.video_id} has no step {subtask!r}; it has {self.order}")


def _spans(values: Sequence[object]) -> list[tuple[object, int, int]]:
    runs: list[tuple[object, int, int]] = []
    for i, v in enumerate(values):
        if runs and runs[-1][0] == v:
            runs[-1] = (v, runs[-1][1], i)
        else:
            runs.append((v, i, i))
    return runs


def episode_from_annotation(row: ManifestRow, ann: Annotation, path: str = "") -> Episode:
    frames = ann.frames
    if not frames:
        raise GeneratorError(f"annotation {path or row.job_id} has no frames")
    steps = []
    seen: set[str] = set()
    for sub, a, b in _spans(ann.frame_subtasks()):
        if sub is None or sub == DISTRACTOR:  # distractor activity is no step of the task
            continue
        if sub in seen:  # a sub-task interrupted and resumed: extend its span (kept contiguous)
            raise GeneratorError(f"{path}: sub-task {sub!r} appears in two separate frame runs")
        seen.add(sub)
        before = frames[a - 1].states if a > 0 else frames[a].states
        steps.append(StepSpan(sub, a, b, dict(before or {}), dict(frames[b].states or {})))
    plan_steps = []
    for idx, a, b in _spans([f.step for f in frames]):
        if idx is None or not 0 <= int(idx) < len(ann.plan):
            continue
        p = ann.plan[int(idx)]
        plan_steps.append(PlanStepSpan(int(idx), p.action, tuple(p.args), ann.step_subtask(int(idx)), a, b))
    return Episode(
        video_id=row.job_id, split=row.split, task=ann.task, object=ann.object,
        receptacle=ann.receptacle, target=ann.target, n_frames=len(frames), steps=steps,
        plan_steps=plan_steps, mistake_type=row.mistake_type, intended_task=row.intended_task,
        intended_receptacle=row.intended_receptacle, annotation_path=path, row=row)


def load_episodes(dataset: str | Path, splits: list[str] | None = None,
                  skipped: list[str] | None = None) -> list[Episode]:
    """Every video of ``dataset`` with its annotation file and its video, in manifest order.

    A row whose annotation or video is missing or damaged (render's resume check), or whose
    annotation does not parse, is left out (questions about a video that cannot be watched
    would be unanswerable) and, when ``skipped`` is given, named there as ``"<job>: <why>"`` so that commands can warn and count instead of succeeding
    silently. Rows of a ``--no-video`` dataset (no annotation) are not skipped, just absent."""
    root = Path(dataset)
    if dataset_layout(root) == "egotv":  # trial folders: no manifest, no per-frame states to ask about
        raise GeneratorError(f"{dataset!s} is not a rendered dataset: no manifest.jsonl there")
    out = []
    for _, row in iter_manifest(root):  # the loader: a torn last line skipped, a bad one an error
        if not row.annotations or (splits and row.split not in splits):
            continue
        p = root / row.annotations
        video = root / row.video if row.video else None
        why = (f"{p} is missing" if not p.is_file() else
               f"{video} is missing" if video is not None and not video.is_file() else None)
        data = None
        if why is None:
            try:
                data = read_annotation(p)
            except LoaderError as exc:  # not JSON, or not an annotation record (RecordError)
                why = f"{p} does not parse ({type(exc).__name__})"
        if why is None:  # render's resume check: a truncated mp4, frames the annotation does not say
            why = sample_problem(root, row)
        if why is not None:
            if skipped is not None:
                skipped.append(f"{row.job_id or row.annotations}: {why}")
            continue
        out.append(episode_from_annotation(row, data, str(p)))
    return out
