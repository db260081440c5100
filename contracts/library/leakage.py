"""Audit of a job list or a manifest against the split rules: what must never leak into a split.

Works on anything that names a task instance in a split (:class:`SplitInstance`): a
:class:`generators.dataset.jobs.Job` or a :class:`~contracts.dataset.manifest.ManifestRow` (rows
are also checked for the kind of descriptions their split requires). Attributes, not keys: the
library floor reads no record's JSON.
"""
from __future__ import annotations

from typing import Iterable, Protocol

from contracts.library import splits as split_lib
from contracts.library.tasks import get_task, instance_pairs

ABSTRACT_KINDS = {"positive": "abstract", "negative": "abstract_negative"}
CONCRETE_KINDS = {"positive": "positive", "negative": "negative"}


class SplitInstance(Protocol):
    """What the audit reads of a job or a manifest row (``job_id`` and the description kinds are
    read when present)."""

    split: str
    task: str
    object: str
    receptacle: str | None
    scene: int | None


def leakage_problems(entries: Iterable[SplitInstance]) -> list[str]:
    """Every violation of the split rules in ``entries`` (jobs or manifest rows); [] when there is none.

    - a held-out (sub-task, object) pair outside novel_steps, or a novel_steps row without one;
    - a held-out scene (novel_scenes' FloorPlans) outside novel_scenes, or another scene inside it;
    - a novel_tasks task in any other split, or a task a split does not list;
    - descriptions of the wrong kind: abstract ones in abstraction, concrete ones elsewhere.
    """
    problems = []
    heldout = split_lib.heldout_pairs()
    novel_tasks = set(split_lib.get_split("novel_tasks").tasks)
    heldout_scenes = set(split_lib.get_split("novel_scenes").scenes)
    for entry in entries:
        name = entry.split
        where = (f"{getattr(entry, 'job_id', None) or name} ({entry.task}, {entry.object}, {entry.receptacle}, "
                 f"scene {entry.scene})")
        split = split_lib.get_split(name)
        pairs = instance_pairs(get_task(entry.task), entry.object, entry.receptacle) & heldout
        if pairs and name != "novel_steps":
            problems.append(f"{where}: held-out pair {sorted(pairs)} outside novel_steps")
        if not pairs and name == "novel_steps":
            problems.append(f"{where}: novel_steps row without a held-out pair")
        scene = int(entry.scene)
        if (scene in heldout_scenes) != (name == "novel_scenes"):
            problems.append(f"{where}: scene FloorPlan{scene} in split {name}")
        if name != "novel_tasks" and entry.task in novel_tasks:
            problems.append(f"{where}: novel_tasks task {entry.task} in split {name}")
        if entry.task not in split.tasks:
            problems.append(f"{where}: task {entry.task} is not a task of split {name}")
        if scene not in split.scenes:
            problems.append(f"{where}: scene {scene} is not a scene of split {name}")
        wanted = ABSTRACT_KINDS if split.descriptions == "abstract" else CONCRETE_KINDS
        for side, kind in wanted.items():
            got = getattr(entry, f"{side}_kind", None)
            if got is not None and got != kind:
                problems.append(f"{where}: {side} description of kind {got!r}, split {name} needs {kind!r}")
    return problems
