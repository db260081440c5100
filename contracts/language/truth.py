"""When is a description true of a video? One rule, used to choose and to check negatives.

A video is summarised by the sub-task steps it executed, in order (``QueryNode`` values:
``heat apple``, ``place apple plate``). A description's graph holds for the video when every
query node is matched by a distinct executed step and the executed order respects every
ordering edge. Extra steps in the video do not falsify a description (NSG's aligner reads it
the same way: queries are matched in order, other segments are ignored), so "clean the apple"
is true of a video that cleans and then heats it. Picking the object up is part of every
video, so ``pick`` always counts as executed, first.

Two uses: negatives and mistakes are chosen so that the rule says *false* for every order a
video of the positive task may execute (:func:`contradicts`); and each rendered sample is then
checked against the order its plan (and, for mistake videos, its simulator states) actually
executed (:func:`graph_holds`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Sequence

from contracts.library import splits as split_lib
from pddl_domains import vocabulary as vocab
from contracts.errors import ContractError
from contracts.language.graphs import QueryNode, TaskGraph, graph_for_task
from contracts.library.tasks import get_task, parse_task_name, validate_instance


def executed_steps(subtask_order: Sequence[str], object_type: str,
                   receptacle: str | None) -> list[QueryNode]:
    """Query nodes of the sub-tasks a video executed, in order (``pick`` first, implicitly)."""
    obj = vocab.token_name(object_type)
    rec = vocab.token_name(receptacle) if receptacle else None
    steps = [QueryNode("pick", obj)]
    steps += [QueryNode(s, obj, rec if s == "place" else None) for s in subtask_order if s != "pick"]
    return steps


def graph_holds(graph: TaskGraph, steps: Sequence[QueryNode]) -> bool:
    """True when ``graph`` is satisfied by the executed ``steps`` (see the module docstring)."""
    positions: dict[QueryNode, int] = {}
    for i, step in enumerate(steps):
        positions.setdefault(step, i)  # a repeated step counts from its first time
    where = []
    for node in graph.nodes:
        if node not in positions:
            return False
        where.append(positions[node])
    if len(set(where)) != len(where):
        return False  # two queries cannot be matched by one step
    return all(where[a] < where[b] for a, b in graph.edges)


@lru_cache(maxsize=None)
def _linear_extensions(task: str) -> tuple[tuple[str, ...], ...]:
    return tuple(parse_task_name(task).linear_extensions())


def task_graph(task: str, object_type: str, receptacle: str | None) -> TaskGraph:
    return graph_for_task(parse_task_name(task), object_type, receptacle)


@lru_cache(maxsize=200_000)
def contradicts(video_task: str, video_receptacle: str | None, described_task: str,
                described_receptacle: str | None, object_type: str) -> bool:
    """True when the described task is false for EVERY order a video of ``video_task`` may
    execute (so a negative chosen this way is false whatever the planner does)."""
    graph = task_graph(described_task, object_type, described_receptacle)
    return not any(graph_holds(graph, executed_steps(order, object_type, video_receptacle))
                   for order in _linear_extensions(video_task))


@lru_cache(maxsize=None)
def valid_instance(task: str, object_type: str, receptacle: str | None) -> bool:
    try:
        validate_instance(get_task(task), object_type, receptacle, 1)
    except ContractError:
        return False
    return True


@lru_cache(maxsize=None)
def _admits(split_name: str, task: str, object_type: str, receptacle: str | None, scene: int) -> bool:
    return split_lib.get_split(split_name).admits(task, object_type, receptacle, scene)


def iter_candidates(task: str, object_type: str, receptacle: str | None,
                    split: split_lib.Split | None = None, scene: int | None = None,
                    same_length: bool = True, same_receptacle: bool = True) -> Iterator[tuple[str, str | None]]:
    """(task, receptacle) negatives for a video of (task, object, receptacle): library tasks (of
    ``split`` when given, admitted in ``scene``), valid with the object, false for every video
    of ``task``. With ``same_receptacle`` a negative places into the video's receptacle (or does
    not place when the video does not); without it, any receptacle that can hold the object."""
    from contracts.library.tasks import task_names, valid_receptacles

    names = split.tasks if split is not None else tuple(task_names())
    length = get_task(task).complexity
    for name in names:
        if name == task or (same_length and get_task(name).complexity != length):
            continue
        places = "place" in get_task(name).subtasks
        if same_receptacle:
            recs = [receptacle] if places == (receptacle is not None) else []
        else:
            recs = valid_receptacles(get_task(name), object_type) if places else [None]
        for rec in recs:
            if not valid_instance(name, object_type, rec):
                continue
            if split is not None and not _admits(split.name, name, object_type, rec,
                                                 scene if scene is not None else split.scenes[0]):
                continue
            if contradicts(task, receptacle, name, rec, object_type):
                yield name, rec


def candidate_tasks(*args, **kwargs) -> list[tuple[str, str | None]]:
    """Every candidate of :func:`iter_candidates` (same arguments), in library order."""
    return list(iter_candidates(*args, **kwargs))


def preferred_candidates(task: str, object_type: str, receptacle: str | None,
                         split: split_lib.Split | None = None,
                         scene: int | None = None) -> list[tuple[str, str | None]]:
    """The first non-empty candidate list in order of preference: the video's receptacle and
    number of steps; its receptacle, any length; any receptacle, its length; anything valid."""
    for same_receptacle in (True, False):
        for same_length in (True, False):
            options = candidate_tasks(task, object_type, receptacle, split, scene,
                                      same_length=same_length, same_receptacle=same_receptacle)
            if options:
                return options
    return []
