"""Render jobs: the (split, task, object, receptacle, scene, seed) samples of a dataset, as data.

A :class:`Job` is what one video renders; its ``negative`` (:class:`NegativeChoice`) and, for a
mistake video, what it was meant to do are part of it, chosen for the whole list before anything
renders. Lists are sampled by :mod:`generators.dataset.sampling` or read from a JSON-lines file
(:func:`load_jobs_file`).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from collections import Counter
from typing import Mapping

from contracts.dataset.manifest import MISTAKE_TYPES
from contracts.library import splits as split_lib
from contracts.errors import ContractError
from generators.errors import GeneratorError
from contracts.library.tasks import TaskInstance
from generators.errors import JobListError

@dataclass(frozen=True)
class NegativeChoice:
    """The task a job's negative description describes, and how it was chosen.

    ``source`` (``NEGATIVE_SOURCES``): ``paired`` - the task of another video of the same split,
    object and receptacle, with as many steps (``partner`` names it); ``paired_any_length`` -
    the same without the equal-length requirement; ``paired_shared`` - the task of such a video
    that is already another video's partner (no one-to-one partner was left); ``mistake_twin`` - the task the job's mistake
    twin executes; ``intended`` - for a mistake video, the task it was meant to do;
    ``split_task`` - a valid task of the split drawn at random when no partner was left.
    """

    task: str
    receptacle: str | None
    source: str
    partner: str | None = None

    def to_json(self) -> dict:
        return {"task": self.task, "receptacle": self.receptacle, "source": self.source,
                "partner": self.partner}

    @classmethod
    def from_json(cls, d: Mapping) -> "NegativeChoice":
        if d.get("source") not in NEGATIVE_SOURCES:
            raise JobListError(f"negative source {d.get('source')!r} is not one of {', '.join(NEGATIVE_SOURCES)}")
        return cls(task=d["task"], receptacle=d.get("receptacle"), source=d["source"], partner=d.get("partner"))


NEGATIVE_SOURCES: tuple[str, ...] = ("paired", "paired_any_length", "paired_shared", "mistake_twin", "intended",
                                     "split_task")
MISTAKE_SUFFIX = "_mistake"


@dataclass(frozen=True)
class Job:
    """One sample to render. ``index`` is the job's position in its split's list.

    A mistake twin (``mistake`` set) shares its correct twin's split, index, scene and seed and
    executes ``task`` where ``intended_task`` was asked for. ``negative`` is chosen for the whole
    job list (:mod:`generators.dataset.negatives`) before anything renders.
    """

    split: str
    index: int
    task: str
    object: str
    receptacle: str | None
    scene: int
    seed: int
    mistake: str | None = None
    intended_task: str | None = None
    intended_receptacle: str | None = None
    negative: NegativeChoice | None = None

    @property
    def job_id(self) -> str:
        """File stem of the job's video and annotation; sorts in job order within a split."""
        return f"{self.split}_{self.index:05d}" + (MISTAKE_SUFFIX if self.mistake else "")

    @property
    def twin_id(self) -> str | None:
        """For a mistake video, the job id of its correct twin."""
        return f"{self.split}_{self.index:05d}" if self.mistake else None

    def instance(self, attempt: int = 0) -> TaskInstance:
        """The task instance of the given attempt (attempt k uses seed + k)."""
        return TaskInstance(task=self.task, object=self.object, receptacle=self.receptacle,
                            scene=self.scene, seed=self.seed + attempt)

    def to_json(self) -> dict:
        out = {"job_id": self.job_id, "split": self.split, "index": self.index, "task": self.task,
               "object": self.object, "receptacle": self.receptacle, "scene": self.scene,
               "seed": self.seed}
        if self.mistake:
            out.update(mistake=self.mistake, intended_task=self.intended_task,
                       intended_receptacle=self.intended_receptacle)
        if self.negative is not None:
            out["negative"] = self.negative.to_json()
        return out

    @classmethod
    def from_json(cls, d: Mapping) -> "Job":
        mistake = d.get("mistake")
        if mistake is not None and mistake not in MISTAKE_TYPES:
            raise JobListError(f"mistake type {mistake!r} is not one of {', '.join(MISTAKE_TYPES)}")
        negative = NegativeChoice.from_json(d["negative"]) if d.get("negative") else None
        return cls(split=d["split"], index=int(d["index"]), task=d["task"], object=d["object"],
                   receptacle=d.get("receptacle"), scene=int(d["scene"]), seed=int(d["seed"]),
                   mistake=mistake, intended_task=d.get("intended_task"),
                   intended_receptacle=d.get("intended_receptacle"), negative=negative)


def job_sort_key(job_id: str) -> tuple[int, str]:
    """Order of job ids in a manifest: splits in SPLIT_NAMES order, then by index (a mistake
    twin right after its correct twin)."""
    for rank, split in enumerate(split_lib.SPLIT_NAMES):
        if job_id.startswith(f"{split}_") and job_id[len(split) + 1:len(split) + 2].isdigit():
            return rank, job_id
    return len(split_lib.SPLIT_NAMES), job_id


def is_job_stem(split: str, stem: str) -> bool:
    """Whether a file stem in a split directory is a job's (``train_00012``, ``train_00012_mistake``)."""
    rest = stem[len(split) + 1:] if stem.startswith(f"{split}_") else ""
    rest = rest[: -len(MISTAKE_SUFFIX)] if rest.endswith(MISTAKE_SUFFIX) else rest
    return rest.isdigit()


def load_jobs_file(path: str | os.PathLike) -> list[Job]:
    """Jobs from a JSON-lines file (or a JSON list); each is validated as a task instance of its
    split, so a bad line fails before anything is rendered, naming the line and the bad value."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise JobListError(f"cannot read job file {str(path)!r}: {exc.strerror or exc}") from None
    try:
        if text.lstrip().startswith("["):
            entries = json.loads(text)
        else:
            entries = []
            for n, line in enumerate(text.splitlines(), start=1):
                if line.strip():
                    entries.append(json.loads(line))
    except json.JSONDecodeError as exc:
        raise JobListError(f"{path}: not JSON lines ({exc})") from None
    out: list[Job] = []
    next_index: dict[str, int] = {}
    seen: dict[tuple, int] = {}
    for n, e in enumerate(entries, start=1):
        where = f"{path}, job {n}"
        if isinstance(e, Mapping) and e.get("mistake"):
            continue  # mistake twins (and negatives) are derived from the base jobs, not read
        missing = [k for k in ("split", "task", "object", "scene") if k not in e]
        if missing:
            raise JobListError(f"{where}: missing field(s) {', '.join(missing)}; a job needs split, task, "
                               "object, receptacle (placing tasks), scene, seed")
        split = split_lib.get_split(e["split"])
        index = _whole(e.get("index", next_index.get(split.name, 0)), "index", where, 0)
        next_index[split.name] = index + 1
        job = Job(split.name, index, e["task"], e["object"], e.get("receptacle"), _whole(e["scene"], "scene", where),
                  _whole(e.get("seed", 0), "seed", where, 0))
        try:
            job.instance()  # validates task, object, receptacle, scene
        except (GeneratorError, ContractError) as exc:
            raise JobListError(f"{where}: invalid task instance: {exc}") from exc
        if not split.admits(job.task, job.object, job.receptacle, job.scene):
            raise JobListError(f"{where}: ({job.task}, {job.object}, {job.receptacle}, FloorPlan{job.scene}) "
                               f"is not admitted by split {split.name!r} (its tasks, scenes "
                               f"{split.scenes[0]}-{split.scenes[-1]} and held-out pair rule)")
        content = (job.split, job.task, job.object, job.receptacle, job.scene, job.seed)
        if content in seen:  # the same sample twice: two identical videos, one of them leaking
            raise JobListError(f"{where}: the same job as job {seen[content]} ({job.split}, {job.task}, "
                               f"{job.object}, {job.receptacle}, scene {job.scene}, seed {job.seed}); "
                               "list each job once")
        seen[content] = n
        out.append(job)
    dupes = sorted(i for i, c in Counter(j.job_id for j in out).items() if c > 1)
    if dupes:
        raise JobListError(f"{path}: duplicate job ids {dupes[:5]}")
    return out


def _whole(value: object, name: str, where: str, low: int | None = None) -> int:
    """An integer field of a job file: 1.7 or "3" is refused, not rounded (int() would turn seed
    1.7 into seed 1 without a word)."""
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
        wanted = "an integer" + (f" >= {low}" if low is not None else "")
        raise JobListError(f"{where}: {name} must be {wanted}, got {value!r}")
    return value
