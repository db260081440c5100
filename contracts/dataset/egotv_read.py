"""Read a dataset in EgoTV's own layout (the official release, or our ``--format egotv`` export).

The loader (:mod:`contracts.dataset.loader`) calls this when a directory has no
``manifest.jsonl`` but has ``train/`` or ``test_splits/``: each trial becomes a manifest row and
each ``traj_data.json`` an annotation in our shape, so ``nsg.train``, ``nsg.evaluate`` and
``generators audit`` run on EgoTV data without a conversion step.

What comes from EgoTV's own keys (and so works on the official release):

- the trials, found as EgoTV's loaders find them: exactly three folder levels under a split
  directory (``train``, ``test_splits/<split>``), task folders named ``fails`` skipped;
- the split (directory name), task (``task_type``), object and receptacle (``pddl_params``,
  else the parameter folder), scene (the folder's last field), both hypotheses
  (``template.pos`` label 1, ``template.neg`` label 0);
- per frame: the plan step (``images[i].high_idx``), low action (``low_idx``), boxes (``bbox``,
  x2/y2 exclusive there, inclusive in ours);
- each step's sub-task. From our ``egoverify`` key when present (exact); otherwise derived from
  ``high_pddl`` actions (approximate, see :func:`derive_subtasks`).

A trial of our export also keeps its source video's id (``video_key``: the rendered video's
path without suffix), so a model's outputs, sample ids and feature cache are the same whether it
reads the dataset or its export.

Graphs, negatives' provenance, mistake records and per-frame object states exist only in our
``egoverify`` key: an official EgoTV trial has no gold graph for its negative hypothesis (use
``--graphs parser``), and no per-frame states.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from contracts.dataset import egotv_names as names
from contracts.dataset.annotation import EGOTV_FORMAT, Annotation, FrameRecord
from contracts.dataset.layout import MANIFEST
from contracts.dataset.manifest import ManifestRow
from contracts.errors import LoaderError, RecordError
from contracts.library.splits import SPLIT_NAMES
from contracts.library.tasks import parse_task_name, task_names


@dataclass(frozen=True)
class Trial:
    """One trial directory: ``<split dir>/<task_type>/<params>/<trial>``."""

    split: str
    path: Path

    @property
    def params(self) -> str:
        return self.path.parent.name


def is_egotv_layout(root: str | Path) -> bool:
    """True for a directory without our manifest that has EgoTV's split folders."""
    root = Path(root)
    return (not (root / MANIFEST).is_file()
            and ((root / names.TRAIN_DIR).is_dir() or (root / names.TEST_SPLITS_DIR).is_dir()))


def _subdirs(path: Path) -> list[Path]:
    return sorted(p for p in path.iterdir() if p.is_dir())


def find_trials(root: str | Path, splits: set[str] | None = None) -> list[Trial]:
    """Every trial under ``root``, as EgoTV's walk finds them; a trial without ``video.mp4`` or
    ``traj_data.json``, a malformed parameter folder or an unknown split folder is an error."""
    root = Path(root)
    test_dir = root / names.TEST_SPLITS_DIR
    if test_dir.is_dir():
        for d in _subdirs(test_dir):
            if d.name not in SPLIT_NAMES[1:]:
                raise LoaderError(f"{d}: unknown test split folder {d.name!r}; valid: {', '.join(SPLIT_NAMES[1:])}")
    out = []
    for split, rel in names.split_dirs().items():
        base = root / rel
        if not base.is_dir() or (splits is not None and split not in splits):
            continue
        for task_dir in _subdirs(base):
            if task_dir.name == names.FAILS_DIR:
                continue
            for param_dir in _subdirs(task_dir):
                if names.parse_param_folder(param_dir.name) is None:
                    raise LoaderError(f"{param_dir}: folder name {param_dir.name!r} is not "
                                      f"<Pickup>-<Movable>-<Receptacle>-<scene> (three '-', scene a number)")
                for trial in _subdirs(param_dir):
                    for need in (names.VIDEO_FILE, names.TRAJ_FILE):
                        if not (trial / need).is_file():
                            raise LoaderError(f"{trial}: no {need} in this trial folder (EgoTV's layout needs "
                                              f"{names.VIDEO_FILE} and {names.TRAJ_FILE} in every trial)")
                    out.append(Trial(split, trial))
    if not out:
        raise LoaderError(f"{root}: no trial found under {names.TRAIN_DIR}/ or {names.TEST_SPLITS_DIR}/<split>/ "
                          f"(expected <task_type>/<Pickup>-<Movable>-<Receptacle>-<scene>/trial_T.../)")
    return out


def _get(data: Any, key: str, kind: type | tuple[type, ...], file: Path, prefix: str = "") -> Any:
    """``data[a][b]...`` for ``key`` "a.b", checked to be ``kind``; else one line naming the file
    and the key (``prefix`` locates ``data`` inside the file, e.g. ``images[3].``)."""
    value = data
    for part in key.split("."):
        if not isinstance(value, dict) or part not in value:
            raise LoaderError(f"{file}: key {prefix + key!r} is missing")
        value = value[part]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise LoaderError(f"{file}: key {prefix + key!r} must be {want}, got {type(value).__name__} {str(value)[:60]!r}")
    return value


def load_traj(path: Path) -> dict:
    """A ``traj_data.json``, with every key our readers need checked (one line per problem)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LoaderError(f"{path}: not a readable JSON file ({exc})") from exc
    if not isinstance(data, dict):
        raise LoaderError(f"{path}: must hold a JSON object, got {type(data).__name__}")
    task = _get(data, "task_type", str, path)
    if task not in set(task_names()):
        raise LoaderError(f"{path}: key 'task_type' {task!r} is not one of the 82 EgoTV tasks "
                          f"(`python -m generators tasks` lists them)")
    for key in ("template.pos", "template.neg"):
        _get(data, key, str, path)
    high = _get(data, "plan.high_pddl", list, path)
    for k, step in enumerate(high):
        action = _get(step, "discrete_action.action", str, path, f"plan.high_pddl[{k}].")
        if action not in names.EGOTV_ACTIONS:
            raise LoaderError(f"{path}: key 'plan.high_pddl[{k}].discrete_action.action' is {action!r}; "
                              f"EgoTV's actions: {', '.join(names.EGOTV_ACTIONS)}")
    images = _get(data, "images", list, path)
    if not images:
        raise LoaderError(f"{path}: key 'images' is empty (one entry per video frame is needed)")
    for i, im in enumerate(images):
        hi = _get(im, "high_idx", int, path, f"images[{i}].")
        _get(im, "low_idx", int, path, f"images[{i}].")
        if not 0 <= hi < len(high):
            raise LoaderError(f"{path}: key 'images[{i}].high_idx' is {hi}, outside plan.high_pddl (0..{len(high) - 1})")
        if not isinstance(im.get("bbox", {}), dict):
            raise LoaderError(f"{path}: key 'images[{i}].bbox' must be an object of boxes")
    return data


def derive_subtasks(high_pddl: list[dict], task_type: str) -> list[str | None]:
    """The sub-task of each high-level step of an EgoTV plan (approximate): heat, cool, clean
    and slice steps name theirs; the last put is the place sub-task when the task places, the
    last pick-up the pick sub-task when it picks; navigation, other pick-ups and puts belong to the next sub-task step (the last one when
    none follows); NoOp to none."""
    task = parse_task_name(task_type)
    subs = {s for group in task.groups for s in group}
    actions = [s["discrete_action"]["action"] for s in high_pddl]
    last_of = {a: k for k, a in enumerate(actions)}
    own: list[str | None] = []
    for k, a in enumerate(actions):
        if a in ("HeatObject", "CoolObject", "CleanObject", "SliceObject"):
            own.append(names.SUBTASK_OF_ACTION[a])
        elif a in ("PutObject", "PickupObject") and names.SUBTASK_OF_ACTION[a] in subs and k == last_of[a]:
            own.append(names.SUBTASK_OF_ACTION[a])  # the last put places, the last pick-up picks
        else:
            own.append(None)
    out: list[str | None] = [None] * len(actions)
    following: str | None = None
    for k in range(len(actions) - 1, -1, -1):
        following = own[k] or following
        out[k] = following
    last = next((s for s in reversed(own) if s), None)
    return [None if a == "NoOp" else (o or last) for a, o in zip(actions, out)]


def trial_row(root: Path, trial: Trial) -> tuple[tuple, ManifestRow]:
    """``(sort key, manifest row)`` of one trial: our exported row when the trial carries it
    (with EgoTV's keys taking precedence), else one built from EgoTV's keys."""
    traj_path = trial.path / names.TRAJ_FILE
    data = load_traj(traj_path)
    pickup, _movable, receptacle, scene = names.parse_param_folder(trial.params)
    ns = data.get(names.NAMESPACE)
    rel = trial.path.relative_to(root)
    egotv = dict(split=trial.split, task=data["task_type"], positive=data["template"]["pos"],
                 negative=data["template"]["neg"], video=str(rel / names.VIDEO_FILE),
                 annotations=str(rel / names.TRAJ_FILE))
    if isinstance(ns, dict) and isinstance(ns.get("manifest_row"), dict):
        source = ManifestRow.from_json(ns["manifest_row"], str(traj_path))
        key = (0, int(ns.get("manifest_line", 0)), str(rel))
        # EgoTV's keys win; the source dataset's id of this video is kept for readers
        row = source.replace(**egotv, video_key=str(Path(source.video).with_suffix("")) if source.video else None)
    else:
        params = data.get("pddl_params") if isinstance(data.get("pddl_params"), dict) else {}
        fps = (data.get("dataset_params") or {}).get("video_frame_rate")
        row = ManifestRow(job_id=str(rel), object=params.get("object_target") or pickup,
                          receptacle=params.get("parent_target") or receptacle, scene=scene,
                          n_frames=len(data["images"]), fps=fps if isinstance(fps, (int, float)) and fps > 0 else 5,
                          **egotv)
        key = (1, SPLIT_NAMES.index(trial.split), str(rel))  # split order, then path
    return key, row


def iter_rows(root: str | Path, splits: set[str] | None = None) -> Iterator[tuple[str, ManifestRow]]:
    """``(where, row)`` for every trial: in the source manifest's order for our exports, else by
    split (train first) and path."""
    root = Path(root)
    keyed = [(trial_row(root, t), t) for t in find_trials(root, splits)]
    for (_, row), t in sorted(keyed, key=lambda x: x[0][0]):
        yield str(t.path / names.TRAJ_FILE), row


def box_type(key: str) -> str:
    """The AI2-THOR type of a ``bbox`` key: up to the first ``|`` and ``.`` (EgoTV's reading)."""
    return key.split("|", 1)[0].split(".", 1)[0]


def visible_types(low_actions: list) -> list[set[str] | None]:
    """Per low action, the object types its ``state_metadata`` lists as visible (EgoTV counts a
    box only for those); None where an action has no ``state_metadata`` (every box counts)."""
    out: list[set[str] | None] = []
    for action in low_actions:
        meta = action.get("state_metadata") if isinstance(action, dict) else None
        if not isinstance(meta, list):
            out.append(None)
            continue
        out.append({str(m.get("objectType")) for m in meta if isinstance(m, dict) and m.get("visible")})
    return out


def annotation_from_traj(data: dict, path: Path) -> Annotation:
    """A ``traj_data.json`` as our annotation record (``frames[i]``: step, subtask, action,
    boxes, states): the exported annotation when the trial is ours, else what EgoTV's keys say."""
    images, high = data["images"], data["plan"]["high_pddl"]
    ns = data.get(names.NAMESPACE) if isinstance(data.get(names.NAMESPACE), dict) else None
    if ns is not None and isinstance(ns.get("annotation"), dict):
        base = dict(ns["annotation"])
        sub_of_step = base.get("subtask_of_step") or derive_subtasks(high, data["task_type"])
        states, without = ns.get("frame_states"), set(ns.get("frames_without_action", []))
    else:
        params = data.get("pddl_params") if isinstance(data.get("pddl_params"), dict) else {}
        fps = (data.get("dataset_params") or {}).get("video_frame_rate")
        base = {"format": EGOTV_FORMAT, "task": data["task_type"], "object": params.get("object_target"),
                "fps": fps if isinstance(fps, (int, float)) and fps > 0 else 5, "source": str(path)}
        sub_of_step, states, without = derive_subtasks(high, data["task_type"]), None, set()
        base["subtask_of_step"] = sub_of_step
    visible = visible_types(data["plan"].get("low_actions") or [])
    frames = []
    for i, im in enumerate(images):
        seen = visible[im["low_idx"]] if isinstance(im.get("low_idx"), int) and 0 <= im["low_idx"] < len(visible) else None
        frames.append(dict(
            step=im["high_idx"], subtask=sub_of_step[im["high_idx"]] if im["high_idx"] < len(sub_of_step) else None,
            action=None if i in without else im["low_idx"],
            boxes={names.instance_of_box_key(k): (int(b[0]), int(b[1]), int(b[2]) - 1, int(b[3]) - 1)
                   for k, b in (im.get("bbox") or {}).items() if seen is None or box_type(k) in seen},
            states=None if states is None else (states[i] if i < len(states) else {})))
    base["frames"] = []
    base["n_frames"] = 0
    annotation = Annotation.from_json(base, str(path))  # an error names the file
    try:
        return annotation.replace(frames=tuple(FrameRecord(**f) for f in frames))
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None


def frame_actions(data: dict) -> list[str]:
    """EgoTV's label of every frame: its high-level step's ``discrete_action.action``."""
    high = data["plan"]["high_pddl"]
    return [high[im["high_idx"]]["discrete_action"]["action"] for im in data["images"]]
