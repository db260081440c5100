"""Mistake videos: the same task asked for, done wrongly, so only the video tells.

A share of jobs (``--mistakes FRACTION``) gets a twin that executes a perturbed task in the same
scene with the same seed. The taxonomy follows the procedural-error categories used for
CaptainCook4D's recordings, reduced to what a symbolic plan can express:

- ``order``: the sub-tasks done in an order the description forbids (a library task with the
  same sub-tasks whose every order contradicts the asked-for one);
- ``missing_step``: one sub-task skipped;
- ``wrong_step``: one sub-task replaced by another the object affords;
- ``wrong_receptacle``: placed into another receptacle that can hold it.

The perturbed task must be a library task of the same split, valid for the object and admitted
by the split, so the description that is true of the mistake video is an ordinary description of
the split. Labels stay balanced per video and per text: the mistake video is paired with the
description that is true of it (label 1) and with its twin's positive description, word for word
(label 0); for ``order``, ``wrong_step`` and ``wrong_receptacle`` the correct twin's negative is
the mistake video's positive, word for word, so the two texts appear once as true and once as
false. (A skipped step is still true of the correct video, so a ``missing_step`` twin gets a
negative with as many steps as the mistake video's true description, so that shorter
descriptions are not more often true than false.) The planner plans the perturbed task and the plan is STRIPS-checked
like any other; :func:`verify_mistake` then checks from the recorded simulator states that the
asked-for description is false of what was rendered, and finds the mistaken step's frames.
"""
from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from typing import Iterable, Sequence

from contracts.dataset.annotation import Annotation, Mistake
from contracts.library import splits as split_lib
from contracts.language.graphs import QueryNode
from contracts.dataset.manifest import MISTAKE_TYPES
from generators.dataset.jobs import Job, NegativeChoice
from contracts.library.tasks import get_task, valid_receptacles
from contracts.language.truth import candidate_tasks, contradicts, executed_steps, graph_holds, task_graph, valid_instance

_SWAPPABLE = ("heat", "cool", "clean", "slice")
# mistake types whose perturbed task is false of the correct twin too (usable as its negative)
_SYMMETRIC = ("order", "wrong_step", "wrong_receptacle")


def _canonical(groups: Iterable[Iterable[str]]) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(g) for g in groups if g)


@lru_cache(maxsize=None)
def _split_index(split_name: str) -> dict[tuple[frozenset[str], ...], str]:
    """Canonical partial order -> task name, for the split's tasks."""
    return {_canonical(get_task(t).groups): t for t in split_lib.get_split(split_name).tasks}


def mistake_options(job: Job) -> dict[str, list[tuple[str, str | None]]]:
    """For each mistake type, the (task, receptacle) a twin of ``job`` could execute."""
    split = split_lib.get_split(job.split)
    spec, index = get_task(job.task), _split_index(job.split)
    obj, rec = job.object, job.receptacle

    def ok(task: str, receptacle: str | None) -> bool:
        return (valid_instance(task, obj, receptacle) and split.admits(task, obj, receptacle, job.scene)
                # the asked-for description must be false of every video of the perturbed task
                and contradicts(task, receptacle, job.task, rec, obj))

    out: dict[str, list[tuple[str, str | None]]] = {t: [] for t in MISTAKE_TYPES}
    for name in split.tasks:
        other = get_task(name)
        if name != job.task and set(other.subtasks) == set(spec.subtasks) and ok(name, rec) \
                and contradicts(job.task, rec, name, rec, obj):
            out["order"].append((name, rec))
    for s in spec.subtasks:
        if s == "pick" or spec.complexity < 2:
            continue
        shorter = index.get(_canonical([x for x in g if x != s] for g in spec.groups))
        r = None if s == "place" else rec
        if shorter and ok(shorter, r):
            out["missing_step"].append((shorter, r))
        if s in _SWAPPABLE:
            for new in _SWAPPABLE:
                if new in spec.subtasks:
                    continue
                swapped = index.get(_canonical([new if x == s else x for x in g] for g in spec.groups))
                if swapped and ok(swapped, rec):
                    out["wrong_step"].append((swapped, rec))
    if rec is not None:
        out["wrong_receptacle"] = [(job.task, r) for r in valid_receptacles(spec, obj) if r != rec and ok(job.task, r)]
    return out


def assign_mistakes(jobs: Iterable[Job], fraction: float, seed: int = 0) -> list[Job]:
    """The job list with a mistake twin inserted after each chosen job (a seeded ``fraction``).

    Types are rotated so each is used about equally often among the jobs that admit it; a
    symmetric mistake also sets its correct twin's negative to the perturbed task."""
    if not 0.0 <= fraction <= 1.0:
        raise ValueError(f"mistake fraction must be within [0, 1], got {fraction!r}")
    out: list[Job] = []
    turn: dict[str, int] = {}
    for job in jobs:
        rng = random.Random(f"mistakes-{seed}-{job.job_id}")
        if fraction == 0 or rng.random() >= fraction or job.mistake:
            out.append(job)
            continue
        options = mistake_options(job)
        k = turn.get(job.split, 0)
        rotation = MISTAKE_TYPES[k % len(MISTAKE_TYPES):] + MISTAKE_TYPES[:k % len(MISTAKE_TYPES)]
        kind = next((t for t in rotation if options[t]), None)
        if kind is None:
            out.append(job)
            continue
        turn[job.split] = k + 1
        task, receptacle = rng.choice(options[kind])
        twin = Job(job.split, job.index, task, job.object, receptacle, job.scene, job.seed, mistake=kind,
                   intended_task=job.task, intended_receptacle=job.receptacle,
                   negative=NegativeChoice(job.task, job.receptacle, "intended", job.job_id))
        if kind in _SYMMETRIC:
            job = replace(job, negative=NegativeChoice(task, receptacle, "mistake_twin", twin.job_id))
        else:
            job = replace(job, negative=_shorter_negative(job, get_task(task).complexity, rng))
        out.extend((job, twin))
    return out


def _shorter_negative(job: Job, length: int, rng: random.Random) -> NegativeChoice | None:
    """For a ``missing_step`` twin: a negative with as many steps as the mistake video's true
    description, so the shorter description is not more often true than false."""
    split = split_lib.get_split(job.split)
    options = [(t, r) for t, r in candidate_tasks(job.task, job.object, job.receptacle, split, job.scene,
                                                  same_length=False)
               if get_task(t).complexity == length]
    if not options:
        return None  # the ordinary pairing chooses one
    task, receptacle = rng.choice(options)
    return NegativeChoice(task, receptacle, "split_task")


_STATE_OF = {"heat": "hot", "cool": "cold", "clean": "clean", "slice": "sliced"}


def simulated_steps(annotation: Annotation) -> list[QueryNode]:
    """The sub-task steps the simulator shows, in order, from the recorded target states.

    A state sub-task counts where its state turns from false to true (a state true from the
    first frame was not done in the video); placing counts where the target comes to rest in
    the place receptacle for good.
    """
    states = annotation.frame_states() or []
    firsts: list[tuple[int, str]] = []
    for subtask, key in _STATE_OF.items():
        for i in range(1, len(states)):
            if states[i].get(key) and not states[i - 1].get(key):
                firsts.append((i, subtask))
                break
    where = annotation.place_receptacle
    if where is not None and states and states[-1].get("in") == where:
        i = len(states) - 1
        while i > 0 and states[i - 1].get("in") == where:
            i -= 1
        firsts.append((i, "place"))
    order = [s for _, s in sorted(firsts)]
    return executed_steps(order, annotation.object, annotation.receptacle)


def mistaken_step(job: Job, executed_order: Sequence[str]) -> str:
    """The executed sub-task where the video departs from the asked-for task (for ``missing_step``:
    the step done where the skipped one was due, or the last step when it was due at the end)."""
    intended, done = get_task(job.intended_task), list(executed_order)
    if job.mistake == "wrong_receptacle":
        return "place"
    if job.mistake == "wrong_step":
        return next(s for s in done if s not in intended.subtasks)
    if job.mistake == "order":
        finished: set[str] = set()
        for s in done:
            if any(p not in finished for p in intended.predecessors(s)):
                return s
            finished.add(s)
        return done[-1]
    skipped = next(s for s in intended.subtasks if s not in done)
    later = [s for s in done if intended.precedes(skipped, s)]
    return later[0] if later else done[-1]


def verify_mistake(job: Job, annotation: Annotation, executed_order: Sequence[str]) -> Mistake:
    """Check that the asked-for task is false of the rendered video, by the plan's order (STRIPS)
    and by the simulator's recorded states; return the ``mistake`` annotation."""
    intended = task_graph(job.intended_task, job.object, job.intended_receptacle)
    strips_false = not graph_holds(intended, executed_steps(executed_order, job.object, job.receptacle))
    sim_false = not graph_holds(intended, simulated_steps(annotation))
    step = mistaken_step(job, executed_order)
    return Mistake(type=job.mistake, intended_task=job.intended_task, intended_receptacle=job.intended_receptacle,
                   executed_task=job.task, mistaken_subtask=step, frame_range=annotation.frame_range(step),
                   verified={"strips": strips_false, "simulator": sim_false}, twin=job.twin_id)
