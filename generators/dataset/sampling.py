"""Which jobs a dataset contains: a pure function of (sizes, seed).

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

import random
from functools import lru_cache
from typing import Iterable, Mapping, Sequence

from generators.dataset.jobs import Job
from generators.errors import GeneratorError
from contracts.errors import UnknownNameError
from contracts.language.truth import contradicts, iter_candidates
from contracts.library import splits as split_lib
from contracts.library.data import load_data
from contracts.library.tasks import get_task

SIZE_PRESETS: tuple[str, ...] = ("small", "full")


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
