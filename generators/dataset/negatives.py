"""Negative descriptions that cannot be told from positives without the video.

A negative of a video describes a task that

(a) is a library task of the video's split (so "is this a task of the split?" says nothing),
(b) is a valid instance with the video's object and receptacle,
(c) is false of every order a video of the positive task may execute (:mod:`contracts.language.truth`;
    each rendered sample is checked again against the order its plan executed), and
(d) has as many steps as the positive, where the split allows it.

Balance comes from pairing: within a split, the videos of one (object, receptacle, number of
steps) group are matched to each other (a maximum bipartite matching over the pairs that satisfy
(c)), and each video's negative is its partner's task, re-phrased with a fresh template draw.
Every task structure and every sub-task is then used as a negative exactly as often as it is
used as a positive, which is what keeps a text-only model at chance. Videos left without a
partner are matched without the equal-length rule (``paired_any_length``), and any still left
draw a valid task of the split (``split_task``), with another receptacle only where the video's
own admits none (a fork that is only cleaned has no other one-step task but "put it in the
sink basin"); a video with no valid negative at all keeps
``negative=None`` and the worker records that in ``failures.jsonl`` instead of inventing one.

Held-out pairs need no special case: partners share the split, object and receptacle, so in
novel_steps a negative touches a held-out pair as its positive does, and elsewhere neither does.
"""
from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import replace
from typing import Callable, Hashable, Iterable, Sequence

from contracts.library import splits as split_lib
from generators.dataset.jobs import Job, NegativeChoice
from contracts.library.tasks import get_task
from contracts.language.truth import contradicts, preferred_candidates


def fallback_negative(job: Job, split: split_lib.Split, rng: random.Random,
                      usage: "NegativeUsage") -> NegativeChoice | None:
    """A valid task of the split for a video no partner was left for (see
    :func:`contracts.language.truth.preferred_candidates` for the order of preference): the
    candidate furthest below its share as a negative."""
    options = preferred_candidates(job.task, job.object, job.receptacle, split, job.scene)
    if not options:
        return None
    task, rec = usage.least_used(options, rng)
    usage.add((task, rec))
    return NegativeChoice(task, rec, "split_task")


class NegativeUsage:
    """How often each described (task, receptacle) and each sub-task of a split is used in a
    negative, against how often in a positive. Fallbacks take the candidate furthest below its
    share, so that neither a described task nor a sub-task ("cool", which few objects afford, is
    the easiest contradiction) predicts the label by itself."""

    def __init__(self, pool: Sequence[Job], assigned: Iterable[Job]):
        self.positive: Counter = Counter()
        self.negative: Counter = Counter()
        for j in pool:
            self._count(self.positive, (j.task, j.receptacle))
        for j in assigned:
            if j.negative is not None:
                self._count(self.negative, (j.negative.task, j.negative.receptacle))

    @staticmethod
    def _count(counter: Counter, described: tuple[str, str | None]) -> None:
        counter[described] += 1
        counter.update(set(get_task(described[0]).subtasks))

    def ratio(self, described: tuple[str, str | None]) -> float:
        def share(key) -> float:
            return (self.negative[key] + 1) / (self.positive[key] + 0.5)
        steps = set(get_task(described[0]).subtasks)
        return share(described) + max(share(s) for s in steps)

    def least_used(self, options: Sequence, rng: random.Random, key=lambda o: o):
        options = list(options)
        rng.shuffle(options)
        return min(options, key=lambda o: self.ratio(key(o)))

    def add(self, described: tuple[str, str | None]) -> None:
        self._count(self.negative, described)


def _compatible(target: Job, source: Job) -> bool:
    return (source.job_id != target.job_id and source.object == target.object
            and source.receptacle == target.receptacle
            and contradicts(target.task, target.receptacle, source.task, source.receptacle, target.object))


def _match(targets: Sequence[Job], sources: Sequence[Job], key: Callable[[Job], Hashable],
           rng: random.Random) -> dict[str, Job]:
    """Maximum matching target -> source within each ``key`` group (each source used once)."""
    groups: dict[Hashable, tuple[list[Job], list[Job]]] = defaultdict(lambda: ([], []))
    for t in targets:
        groups[key(t)][0].append(t)
    for s in sources:
        groups[key(s)][1].append(s)
    chosen: dict[str, Job] = {}
    for group_key in sorted(groups, key=repr):
        ts, ss = groups[group_key]
        if not ts or not ss:
            continue
        ts, ss = rng.sample(ts, len(ts)), rng.sample(ss, len(ss))  # seeded: which partner
        for t_id, s in _maximum_matching(ts, ss).items():
            chosen[t_id] = s
    return chosen


def _share_partners(targets: Sequence[Job], pool: Sequence[Job], out: dict[str, Job],
                    usage: NegativeUsage, rng: random.Random) -> list[Job]:
    """Give targets no one-to-one partner was left for the task of a video of their group that
    is already someone's partner (``paired_shared``), same length first, then any length; among
    the compatible videos, the least used described task (:class:`NegativeUsage`). Returns the
    targets still without a negative."""
    left = []
    for t in targets:
        chosen = None
        for same_length in (True, False):
            options = [s for s in pool if _compatible(t, s)
                       and (not same_length or get_task(s.task).complexity == get_task(t.task).complexity)]
            if options:
                chosen = usage.least_used(options, rng, key=lambda s: (s.task, s.receptacle))
                break
        if chosen is None:
            left.append(t)
            continue
        usage.add((chosen.task, chosen.receptacle))
        out[t.job_id] = replace(t, negative=NegativeChoice(chosen.task, chosen.receptacle, "paired_shared",
                                                           chosen.job_id))
    return left


def _maximum_matching(targets: Sequence[Job], sources: Sequence[Job]) -> dict[str, Job]:
    """A maximum matching target -> compatible source, by augmenting paths tried in list order.

    Deterministic for given lists (networkx's Hopcroft-Karp walks sets of nodes, whose order
    changes with Python's string hashing from one process to the next, and so did the job list).
    Groups hold at most a few hundred videos, so O(V E) is plenty fast."""
    edges = {t.job_id: [i for i, s in enumerate(sources) if _compatible(t, s)] for t in targets}
    owner: dict[int, str] = {}  # source index -> target id

    def augment(t_id: str, seen: set[int]) -> bool:
        for i in edges[t_id]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or augment(owner[i], seen):
                owner[i] = t_id
                return True
        return False

    for t in targets:
        augment(t.job_id, set())
    return {t_id: sources[i] for i, t_id in owner.items()}


def assign_negatives(jobs: Iterable[Job], seed: int = 0) -> list[Job]:
    """The job list with ``negative`` set wherever a valid one exists (see the module docstring).

    Jobs that already carry a negative (mistake twins and their correct twins, set by
    :mod:`generators.dataset.mistakes`) keep it and take no part in the pairing. Pure function of the
    list and the seed: workers, resumed runs and ``--no-video`` runs all see the same choice.
    """
    jobs = list(jobs)
    out: dict[str, Job] = {j.job_id: j for j in jobs}
    for split_name in dict.fromkeys(j.split for j in jobs):
        split = split_lib.get_split(split_name)
        rng = random.Random(f"negatives-{seed}-{split_name}")
        pool = [j for j in jobs if j.split == split_name and j.negative is None]
        stages = (("paired", lambda j: (j.object, j.receptacle or "", get_task(j.task).complexity)),
                  ("paired_any_length", lambda j: (j.object, j.receptacle or "")))
        targets, sources = list(pool), list(pool)
        for source_name, key in stages:
            matched = _match(targets, sources, key, rng)
            used = {p.job_id for p in matched.values()}
            for t in targets:
                if t.job_id in matched:
                    p = matched[t.job_id]
                    out[t.job_id] = replace(t, negative=NegativeChoice(p.task, p.receptacle, source_name, p.job_id))
            targets = [t for t in targets if t.job_id not in matched]
            sources = [s for s in sources if s.job_id not in used]
        usage = NegativeUsage(pool, (out[j.job_id] for j in jobs if j.split == split_name))
        targets = _share_partners(targets, pool, out, usage, rng)
        for t in targets:
            choice = fallback_negative(t, split, rng, usage)
            if choice is not None:
                out[t.job_id] = replace(t, negative=choice)
    return [out[j.job_id] for j in jobs]
