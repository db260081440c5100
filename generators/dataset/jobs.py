"""Render jobs: which (split, task, object, receptacle, scene, seed) samples a dataset contains.

A job list is a pure function of (sizes, seed): the same arguments give the same jobs, in the
same order, on every machine, so a dataset can be resumed, split across workers or regenerated.
No simulator is touched here; the leakage tests check job lists of EgoTV's full size without
rendering anything.

Sampling, per split (each split has its own random stream, so changing one split's size does not
change another split's jobs):

- jobs come in pairs: a task drawn round-robin (a freshly shuffled order each round), then a
  partner of the same object and receptacle doing another task of the split, each false of
  every video of the other, with as many steps where the split has one, chosen among the tasks
  still due this round whose object cycle still has that object to come (none: no partner). A partner's task is what the negative pairing
  (:mod:`generators.dataset.negatives`) can give the first video, and the other way round, so negatives
  reuse the split's own positives instead of falling back to tasks chosen for being false. Every
  task still appears once per round before any appears twice (the small default is one round);
- within a task, target objects are cycled in a shuffled order and the receptacle (for placing
  tasks) is drawn among those the split admits for that object, so objects rather than
  (object, receptacle) combinations are balanced;
- scenes are cycled in a shuffled order over the split's scene range;
- each job gets a random 31-bit seed; a job that fails may be retried with seed+1, seed+2 ...

The task distribution is uniform over tasks, which is an approximation: EgoTV's released
counts per task are not uniform (they follow which trajectories its generator managed to
render), and only the split totals are reproduced (``FULL_SIZES``).
"""
from __future__ import annotations

import json
import os
import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from generators.library import splits as split_lib
from generators.errors import GeneratorError, UnknownNameError
from generators.library.tasks import TaskInstance, get_task
from generators.language.truth import contradicts, iter_candidates
from generators.library.data import load_data

SIZE_PRESETS: tuple[str, ...] = ("small", "full")


class JobListError(GeneratorError, ValueError):
    """A job list (file) with a missing field, an invalid instance or a duplicate job."""


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
MISTAKE_TYPES: tuple[str, ...] = ("order", "missing_step", "wrong_step", "wrong_receptacle")
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


def full_sizes() -> dict[str, int]:
    """EgoTV's sample counts per split (the paper's statistics, in the task library data)."""
    stats = load_data("egotv_tasks.json")["paper_statistics"]
    return {name: int(stats[name]) for name in split_lib.SPLIT_NAMES}


def small_sizes() -> dict[str, int]:
    """One job per task that admits an instance, in every split: the smallest complete dataset."""
    return {s.name: len(tasks_with_instances(s)) for s in split_lib.all_splits()}


def resolve_sizes(size: str | Mapping[str, int] = "small",
                  splits: Iterable[str] | None = None) -> dict[str, int]:
    """Jobs per split from a preset name ("small", "full") or an explicit mapping.

    ``splits`` restricts the result to those splits (in SPLIT_NAMES order). A mapping may name
    any subset of the splits; its counts must be non-negative integers.
    """
    if isinstance(size, str):
        if size not in SIZE_PRESETS:
            raise UnknownNameError("size preset", size, SIZE_PRESETS)
        sizes = small_sizes() if size == "small" else full_sizes()
    else:
        sizes = {}
        for name, n in size.items():
            if name not in split_lib.SPLIT_NAMES:
                raise UnknownNameError("split", name, split_lib.SPLIT_NAMES)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise GeneratorError(f"job count for split {name!r} must be a non-negative integer, got {n!r}")
            sizes[name] = n
    if splits is not None:
        wanted = list(splits)
        for name in wanted:
            if name not in split_lib.SPLIT_NAMES:
                raise UnknownNameError("split", name, split_lib.SPLIT_NAMES)
        sizes = {k: v for k, v in sizes.items() if k in wanted}
    return {name: sizes[name] for name in split_lib.SPLIT_NAMES if name in sizes}


def tasks_with_instances(split: split_lib.Split) -> dict[str, dict[str, list[str | None]]]:
    """task -> object -> admissible receptacles ([None] for non-placing tasks), for one split.

    Tasks that admit no instance in the split (novel_steps lists every train task but keeps only
    instances touching a held-out pair) are left out, and so are instances for which no valid
    negative exists in the split (:func:`has_negative`).
    """
    out: dict[str, dict[str, list[str | None]]] = {}
    for task, obj, rec in split.instances():
        if has_negative(split.name, task, obj, rec):
            out.setdefault(task, {}).setdefault(obj, []).append(rec)
    return out


@lru_cache(maxsize=None)
def has_negative(split_name: str, task: str, object_type: str, receptacle: str | None) -> bool:
    """Whether some valid task of the split is false of every video of the instance; instances
    without one are never sampled (their video could only get an invalid negative)."""
    return next(iter_candidates(task, object_type, receptacle, split_lib.get_split(split_name),
                                same_length=False, same_receptacle=False), None) is not None


class _Cycle:
    """Endless walk over a list in shuffled order, reshuffled after each pass."""

    def __init__(self, items: Iterable, rng: random.Random):
        self.items, self.rng, self.queue = sorted(items, key=str), rng, []

    def next(self):
        if not self.queue:
            self.queue = list(self.items)
            self.rng.shuffle(self.queue)
        return self.queue.pop()

    def due(self, item) -> bool:
        """Whether ``item`` is still to come in this pass (a new pass starts when one ends)."""
        return item in self.queue or (not self.queue and item in self.items)

    def take(self, item) -> None:
        """Take ``item`` out of turn (it must be :meth:`due`)."""
        if not self.queue:
            self.queue = list(self.items)
            self.rng.shuffle(self.queue)
        self.queue.remove(item)


class _TaskRounds:
    """Tasks in rounds: every task once per round, in shuffled order, before any repeats; a task
    taken out of turn (as a partner) counts for the current round."""

    def __init__(self, tasks: Iterable[str], rng: random.Random):
        self.tasks, self.rng, self.left = sorted(tasks), rng, []

    def next(self) -> str:
        if not self.left:
            self.left = list(self.tasks)
            self.rng.shuffle(self.left)
        return self.left.pop()

    def take(self, options: Sequence[str]) -> str | None:
        """Of ``options``, one still due this round (None if none is: a partner never makes a
        task appear twice in a round)."""
        due = [t for t in self.left if t in options]
        if not due:
            return None
        self.left.remove(due[-1])
        return due[-1]


def _partner_options(task: str, obj: str, receptacle: str | None,
                     options: Mapping[str, Mapping[str, list]]) -> list[str]:
    """Tasks of the split a partner video of the same object and receptacle may do: each false
    of every video of the other, same number of steps where the split has any."""
    length = get_task(task).complexity
    cands = [t for t in sorted(options) if t != task and receptacle in options[t].get(obj, ())
             and contradicts(task, receptacle, t, receptacle, obj)
             and contradicts(t, receptacle, task, receptacle, obj)]
    same = [t for t in cands if get_task(t).complexity == length]
    return same or cands


def sample_split_jobs(split_name: str, n: int, seed: int = 0) -> list[Job]:
    """``n`` jobs of one split, drawn from its admissible instances (see the module docstring)."""
    split = split_lib.get_split(split_name)
    options = tasks_with_instances(split)
    if n and not options:
        raise GeneratorError(f"split {split_name!r} admits no task instance")
    rng = random.Random(f"jobs-{seed}-{split_name}")
    rounds = _TaskRounds(options, rng)
    object_cycles = {t: _Cycle(objs, rng) for t, objs in sorted(options.items())}
    scene_cycle = _Cycle(split.scenes, rng)
    partner: tuple[str, str, str | None] | None = None
    jobs = []
    for index in range(n):
        if partner is not None:
            (task, obj, receptacle), partner = partner, None
        else:
            task = rounds.next()
            obj = object_cycles[task].next()
            receptacle = rng.choice(sorted(options[task][obj], key=str))
            mates = [t for t in _partner_options(task, obj, receptacle, options) if object_cycles[t].due(obj)]
            mate = rounds.take(mates)
            if mate is not None:  # the partner's object counts in its task's object cycle
                object_cycles[mate].take(obj)
                partner = (mate, obj, receptacle)
        scene = scene_cycle.next()
        job = Job(split_name, index, task, obj, receptacle, scene, rng.randrange(2 ** 31))
        if not split.admits(task, obj, receptacle, scene):  # guards the sampler itself
            raise AssertionError(f"sampled job {job} is not admitted by split {split_name}")
        jobs.append(job)
    return jobs


def sample_jobs(size: str | Mapping[str, int] = "small", seed: int = 0,
                splits: Iterable[str] | None = None) -> list[Job]:
    """All jobs of a dataset, splits in SPLIT_NAMES order, each split in index order."""
    return [job for name, n in resolve_sizes(size, splits).items()
            for job in sample_split_jobs(name, n, seed)]


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
        except GeneratorError as exc:
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
