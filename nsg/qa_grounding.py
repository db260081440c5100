"""Where the QA baselines' situated facts come from: ground truth or a step predictor.

Why an interface: the Knowledge-Module baseline separates *seeing* (which step a frame span
shows, in what order the video shows steps) from *knowing* (the graph's relations). A
:class:`VideoView` is what a grounding source saw in one video; the executor only reads views.

- :class:`GroundTruthSource`: the annotations (steps, the knife used, where the object went,
  the states the frames record; ``outcome`` is the intended task's, for reference: the executor
  checks each task_status_end question's own request against the steps and destination seen).
- :class:`PredictedStepSource`: per-video step predictions, e.g. NSG alignments read from
  ``runs/<run>/eval/predictions.jsonl`` (:func:`nsg_step_predictions`). It sees only steps and
  their order; tool, destination and states are left for the executor to infer.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Protocol, Sequence

from contracts.language.graphs import parse_graph_text
from generators.procedural.episodes import Episode
from generators.procedural.qa_derive import new_states, outcome, tool_used, instance_type
from nsg.errors import NSGError


@dataclass
class VideoView:
    """One video as a grounding source saw it. ``steps``: (sub-task, first frame, last frame)
    in video order. The optional facts are None where the source cannot see them."""

    task: str
    steps: list[tuple[str, int, int]]
    tool: str | None = None
    destination: str | None = None
    new_state: dict[str, str] = field(default_factory=dict)
    outcome: str | None = None

    def step_at(self, span: Sequence[int]) -> int | None:
        """Index of the step overlapping ``span`` most (nearest centre when none overlaps)."""
        if not self.steps:
            return None
        a, b = span

        def key(i: int) -> tuple[int, float]:
            _, s, e = self.steps[i]
            overlap = max(0, min(b, e) - max(a, s) + 1)
            return overlap, -abs((s + e) / 2 - (a + b) / 2)
        return max(range(len(self.steps)), key=key)


class GroundingSource(Protocol):
    name: str

    def view(self, episode: Episode) -> VideoView | None:
        """What the source saw in this video (None: no prediction for it)."""


class GroundTruthSource:
    name = "gt"

    def view(self, episode: Episode) -> VideoView:
        e = episode
        place = [ps for ps in e.plan_steps if ps.action == "PlaceObject"]
        states = {}
        for s in e.steps:
            new = new_states(e, s)
            if len(new) == 1:
                states[s.subtask] = new[0]
        intended = e.intended_task or e.task
        rec = e.intended_receptacle if e.intended_task else e.receptacle
        return VideoView(task=e.task, steps=[(s.subtask, s.start, s.end) for s in e.steps],
                         tool=tool_used(e, "slice"),
                         destination=instance_type(place[0].args[1]) if place else None,
                         new_state=states, outcome=outcome(intended, rec, e.order, e.receptacle))


class PredictedStepSource:
    """Steps from a predictor: ``predictions[video_id] = [(sub-task, first, last frame), ...]``."""

    name = "predicted"

    def __init__(self, predictions: Mapping[str, list[tuple[str, int, int]]], name: str = "predicted"):
        self.predictions = dict(predictions)
        self.name = name

    def view(self, episode: Episode) -> VideoView | None:
        steps = self.predictions.get(episode.video_id)
        if steps is None:
            return None
        return VideoView(task=episode.task, steps=sorted(steps, key=lambda s: (s[1], s[2])))


def _sampled_indices(n_frames: int, native_fps: float, fps: float) -> list[int]:
    from nsg.inputs.reader import sample_indices

    return sample_indices(n_frames, native_fps, fps)


def nsg_step_predictions(path: str | Path, episodes: Sequence[Episode], segment_frames: int,
                         feature_fps: float) -> dict[str, list[tuple[str, int, int]]]:
    """Per-video predicted steps from an NSG evaluation's ``predictions.jsonl``.

    Only positive samples are used (their graph is the task the video shows). Node i of the
    graph is aligned to segment ``segments[i]``; a segment is ``segment_frames`` feature frames,
    sampled at ``feature_fps`` from the video (the run's ``--segment-frames`` and ``--fps``), so
    its native frames follow from :func:`nsg.inputs.reader.sample_indices`."""
    p = Path(path)
    if not p.is_file():
        raise NSGError(f"no NSG predictions at {path!s}; run `python -m nsg.evaluate RUN` first "
                       "(it writes RUN/eval/predictions.jsonl)")
    by_id = {e.video_id: e for e in episodes}
    out: dict[str, list[tuple[str, int, int]]] = {}
    for n, line in enumerate(p.read_text().splitlines(), 1):
        entry = json.loads(line)
        if entry.get("label") != 1 or entry.get("segments") is None:
            continue
        vid = entry["sample_id"].rsplit(":", 1)[0].rsplit("/", 1)[-1]
        e = by_id.get(vid)
        if e is None:
            continue
        fps_native = float((e.row.fps if e.row is not None else None) or 5)
        idx = _sampled_indices(e.n_frames, fps_native, feature_fps)
        nodes = parse_graph_text(entry["graph"]).nodes
        if len(nodes) != len(entry["segments"]):
            raise NSGError(f"{p}:{n}: {len(entry['segments'])} segments for {len(nodes)} graph nodes")
        steps = []
        for node, seg in zip(nodes, entry["segments"]):
            if seg is None or seg < 0 or seg * segment_frames >= len(idx):
                continue
            first = idx[seg * segment_frames]
            last = idx[min(len(idx), (seg + 1) * segment_frames) - 1]
            steps.append((node.subtask, first, last))
        out[vid] = steps
    return out


def run_settings(predictions: str | Path) -> dict[str, float] | None:
    """``segment_frames`` and feature ``fps`` of the NSG run whose evaluation wrote
    ``predictions.jsonl``, read from the run's checkpoint: the run named in the ``metrics.json``
    beside it (an evaluation written with ``--out`` elsewhere), else ``RUN`` of
    ``RUN/<eval dir>/predictions.jsonl`` (None: not found)."""
    from nsg.run_record import load_run

    here = Path(predictions).resolve().parent
    metrics = here / "metrics.json"
    run = Path(json.loads(metrics.read_text()).get("run", "")) if metrics.is_file() else here.parent
    if not run.is_absolute():
        run = here.parent
    if not any((run / n).is_file() for n in ("best.pt", "last.pt")):
        return None
    record = load_run(run)
    return {"segment_frames": record.segment_frames, "feature_fps": float(record.feature_spec.fps)}

