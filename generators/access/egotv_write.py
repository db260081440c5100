"""Write a rendered dataset in EgoTV's own layout, so EgoTV's code and baselines read it unchanged.

``python -m generators export DATASET --format egotv OUT`` writes::

    OUT/train/<task_type>/<Pickup>-<Movable>-<Receptacle>-<scene>/trial_T<YYYYmmdd_HHMMSS_ffffff>/
        video.mp4        the rendered video, hard-linked (copied across file systems), never re-encoded
        traj_data.json   ALFRED-style trajectory: task_type, template.pos/neg, plan.high_pddl,
                         plan.low_actions, images (one per video frame), pddl_params, scene ...
    OUT/test_splits/<split>/...   the same for novel_tasks, novel_steps, novel_scenes, abstraction
    OUT/export.json      what was exported (also marks OUT as ours for --overwrite)

Every key EgoTV's loaders read is filled from the rendered episode (docs/egotv.md has the
table); our extra annotations (the manifest row with graphs, negatives' provenance and mistake
record, the per-frame object states, the plan's sub-task labels) go under the one key
``egoverify``, which EgoTV's code never reads. Fields we cannot fill honestly (AI2-THOR object
poses, 3-D positions in object ids, ``template.high_descs``) are left out, not invented.

:func:`generators.access.export.export_dataset` stages the export in a temporary directory
beside ``OUT`` and renames it at the end (as for every format), so an interrupted export leaves
nothing that looks finished. A row without a video (``--no-video``) has no trial to give EgoTV
and is counted as skipped.
"""
from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from contracts.dataset import egotv_names as names
from contracts.dataset.annotation import Annotation, FrameRecord
from contracts.dataset.loader import read_annotation
from contracts.dataset.manifest import ManifestRow
from contracts.library.tasks import parse_task_name
from contracts.plan import PlanStep
from contracts.files import link_or_copy


@dataclass
class EgoTVExport:
    """What an export wrote: trials per split, videos linked or copied, rows skipped."""

    out: str
    trials: dict[str, int] = field(default_factory=dict)
    linked: int = 0
    copied: int = 0
    skipped_no_video: int = 0


def _args(step: PlanStep) -> list[str]:
    """EgoTV's ``discrete_action.args``, lowercase AI2-THOR types as in ALFRED: the object, and
    for a put its receptacle; navigation names its goal. Our steps also carry locations and
    markers (``start``, ``none``, the previous sub-task): not arguments there."""
    markers = {"start", "none", *names.ACTION_OF_SUBTASK}
    raw = [a for a in step.args if isinstance(a, str) and a not in markers]
    if step.action == "GotoLocation":
        raw = raw[-1:]
    types = list(dict.fromkeys(names.thor_type(a).lower() for a in raw))
    return types[:2] if step.action in ("PutObject", "PlaceObject") else types[:1]


def _target_state(instance: str, states: Mapping, visible: bool) -> dict:
    """The target's entry of ``state_metadata``: AI2-THOR-style flags from our recorded state."""
    holder = states.get("in")
    return {"objectId": names.box_key(instance), "objectType": names.thor_type(instance), "visible": visible,
            "isHot": bool(states.get("hot")), "isCold": bool(states.get("cold")),
            "isClean": bool(states.get("clean")), "isSliced": bool(states.get("sliced")),
            "isPickedUp": bool(states.get("held")),
            "inReceptacle": [names.box_key(holder)] if isinstance(holder, str) else None}


def _state_metadata(frames: Sequence[FrameRecord], target: str | None) -> list[dict]:
    """Objects seen in ``frames`` (one low action's frames), visible, and the target's state
    after them; an object is visible for the action when it has a box in one of its frames."""
    seen: dict[str, None] = {}
    for fr in frames:
        seen.update(dict.fromkeys(fr.boxes))
    out = [{"objectId": names.box_key(i), "objectType": names.thor_type(i), "visible": True}
           for i in seen if i != target]
    if target:
        out.append(_target_state(target, (frames[-1].states or {}) if frames else {}, target in seen))
    return out


def _low_indices(frames: Sequence[FrameRecord]) -> tuple[list[int], list[int]]:
    """Per frame, the low action it shows, and the frames that show none (the first view):
    those take the index of the action before them, 0 at the start, as EgoTV's readers need
    an integer there."""
    out, without, last = [], [], 0
    for i, fr in enumerate(frames):
        if fr.action is None:
            without.append(i)
        else:
            last = fr.action
        out.append(last)
    return out, without


def traj_data(row: ManifestRow, annotation: Annotation, trial: str, manifest_line: int) -> dict:
    """The ``traj_data.json`` of one rendered video (see docs/egotv.md for every key)."""
    frames = annotation.frames
    plan, sub_of_step = annotation.plan, annotation.subtask_of_step or ()
    target = annotation.target
    low_idx, without_action = _low_indices(frames)
    per_action: dict[int, list[dict]] = {}
    for i, fr in zip(low_idx, frames):
        per_action.setdefault(i, []).append(fr)
    high_pddl = [{"high_idx": k, "discrete_action": {"action": names.egotv_action(s.action, sub), "args": _args(s)},
                  "planner_action": {"action": s.action, "args": list(s.args)}}
                 for k, (s, sub) in enumerate(zip(plan, sub_of_step))]
    high_pddl.append({"high_idx": len(plan), "discrete_action": {"action": "NoOp", "args": []},
                      "planner_action": {"action": "End"}})
    low_actions = []
    for k, a in enumerate(annotation.actions):
        api = {"action": a.action}
        if isinstance(a.object_id, str):
            api["objectId"] = names.box_key(a.object_id)
        low_actions.append({"api_action": api, "high_idx": a.step, "success": a.success,
                            "state_metadata": _state_metadata(per_action.get(k, []), target)})
    images = [{"high_idx": fr.step, "low_idx": li,
               "bbox": {names.box_key(o): [b[0], b[1], b[2] + 1, b[3] + 1] for o, b in fr.boxes.items()}}
              for fr, li in zip(frames, low_idx)]
    extras = {k: v for k, v in annotation.to_json().items() if k != "frames"}
    manifest_row = dict(sorted(row.to_json().items()))  # keys in the manifest line's (sorted) order
    return {
        "task_id": trial, "task_type": row.task,
        "template": {"pos": row.positive, "neg": row.negative},
        "pddl_params": {"object_target": row.object, "parent_target": row.receptacle or "",
                        "object_sliced": any("slice" in group for group in parse_task_name(row.task).groups),
                        "mrecep_target": "", "toggle_target": ""},
        "scene": {"floor_plan": f"FloorPlan{int(row.scene)}", "scene_num": int(row.scene),
                  "random_seed": row.seed},
        "dataset_params": {"video_frame_rate": annotation.fps if annotation.fps is not None else row.fps},
        "plan": {"high_pddl": high_pddl, "low_actions": low_actions},
        "images": images,
        "state_metadata": [_state_metadata(frames[:1], target)],
        names.NAMESPACE: {"format": names.NAMESPACE_FORMAT, "manifest_line": manifest_line,
                          "manifest_row": manifest_row,
                          "frames_without_action": without_action,
                          "frame_states": [fr.states if fr.states is not None else {} for fr in frames],
                          "annotation": extras},
    }


def _place_video(src: Path, dst: Path, mode: str, report: EgoTVExport) -> None:
    """The rendered file itself: a hard link where the file system allows ("link"), else a copy."""
    if mode == "link":
        linked = link_or_copy(src, dst)
    else:
        shutil.copy2(src, dst)
        linked = False
    report.linked += linked
    report.copied += not linked


def _trial_name(video: Path, taken: set[str]) -> str:
    """``trial_T...`` from the video's modification time (when it was rendered), unique in its folder."""
    t = video.stat().st_mtime
    name = names.trial_folder(t)
    while name in taken:
        t += 1e-6
        name = names.trial_folder(t)
    taken.add(name)
    return name


def write_egotv(dataset: Path, out: Path, rows: list[ManifestRow], video_mode: str) -> EgoTVExport:
    """Write every row with a video into ``out`` (a fresh directory: the caller stages it and
    has checked that the files the rows name exist)."""
    report = EgoTVExport(out=str(out))
    taken: dict[Path, set[str]] = {}
    for line, row in enumerate(rows):
        if not row.video:
            report.skipped_no_video += 1
            continue
        video = dataset / row.video
        annotation = read_annotation(dataset / row.annotations)
        parent = out / names.split_dir(row.split) / row.task / names.param_folder(row.object, row.receptacle, row.scene)
        trial = parent / _trial_name(video, taken.setdefault(parent, set()))
        trial.mkdir(parents=True)
        data = traj_data(row, annotation, trial.name, line)
        (trial / names.TRAJ_FILE).write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        _place_video(video, trial / names.VIDEO_FILE, video_mode, report)
        report.trials[row.split] = report.trials.get(row.split, 0) + 1
    return report
