"""The EgoTV task library: task names parsed into partial orders over sub-tasks.

A task name is a small grammar: ``_then_`` separates ordered groups, ``_and_`` joins unordered
sub-tasks inside a group, and ``X_simple`` is the single sub-task X. Every sub-task of a group
precedes every sub-task of the next group, so the DAG stored here is the transitive reduction:
edges only between consecutive groups.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import lru_cache

import networkx as nx

from pddl_domains import vocabulary as vocab
from contracts.errors import InvalidInstanceError, UnknownNameError
from contracts.library.data import load_data


@dataclass(frozen=True)
class TaskSpec:
    """A task: its name and its ordered groups of unordered sub-tasks."""

    name: str
    groups: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        seen = [s for g in self.groups for s in g]
        if len(seen) != len(set(seen)):
            raise ValueError(f"task {self.name!r} repeats a sub-task: {seen}")
        for s in seen:
            if s not in vocab.SUBTASKS:
                raise UnknownNameError("sub-task", s, vocab.SUBTASKS)

    @property
    def subtasks(self) -> list[str]:
        return [s for g in self.groups for s in g]

    @property
    def edges(self) -> list[tuple[str, str]]:
        return [(a, b) for g1, g2 in zip(self.groups, self.groups[1:]) for a in g1 for b in g2]

    @property
    def complexity(self) -> int:
        """Number of sub-tasks."""
        return len(self.subtasks)

    @property
    def ordering(self) -> int:
        """Number of ordering constraints (edges of the transitive reduction)."""
        return len(self.edges)

    def graph(self) -> nx.DiGraph:
        g = nx.DiGraph()
        g.add_nodes_from(self.subtasks)
        g.add_edges_from(self.edges)
        return g

    def linear_extensions(self) -> list[tuple[str, ...]]:
        """All orders of the sub-tasks that respect the partial order."""
        return [tuple(order) for order in nx.all_topological_sorts(self.graph())]

    def predecessors(self, subtask: str) -> list[str]:
        return [a for a, b in self.edges if b == subtask]

    def precedes(self, a: str, b: str) -> bool:
        """True when the task requires sub-task ``a`` to be finished before ``b`` starts."""
        return nx.has_path(self.graph(), a, b) and a != b

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "subtasks": self.subtasks,
            "groups": [list(g) for g in self.groups],
            "edges": [list(e) for e in self.edges],
            "complexity": self.complexity,
            "ordering": self.ordering,
            "linear_extensions": len(self.linear_extensions()),
        }


def parse_task_name(name: str) -> TaskSpec:
    """Parse a task name of the grammar above (no check that it is one of the 82)."""
    if not name or not isinstance(name, str):
        raise UnknownNameError("task", name, task_names())
    body = name[: -len("_simple")] if name.endswith("_simple") else name
    groups = tuple(tuple(g.split("_and_")) for g in body.split("_then_"))
    if any(s == "" for g in groups for s in g):
        raise UnknownNameError("task", name, task_names())
    if name.endswith("_simple") and (len(groups) != 1 or len(groups[0]) != 1):
        raise UnknownNameError("task", name, task_names())
    return TaskSpec(name=name, groups=groups)


def task_names() -> list[str]:
    return list(load_data("egotv_tasks.json")["tasks"])


@lru_cache(maxsize=None)
def get_task(name: str) -> TaskSpec:
    """The library task called ``name``; unknown names list the valid ones."""
    if name not in task_names():
        raise UnknownNameError("task", name, task_names())
    return parse_task_name(name)


def all_tasks() -> list[TaskSpec]:
    return [get_task(n) for n in task_names()]


@dataclass(frozen=True)
class TaskInstance:
    """A task applied to a target object (and a receptacle when it places) in a scene.

    Validated when built: an instance that cannot be carried out raises
    :class:`InvalidInstanceError` naming the bad value and listing valid ones.
    """

    task: str
    object: str
    receptacle: str | None = None
    scene: int = 1
    seed: int = 0
    spec: TaskSpec = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "spec", get_task(self.task))
        validate_instance(self.spec, self.object, self.receptacle, self.scene)

    def to_json(self) -> dict:
        return {"task": self.task, "object": self.object, "receptacle": self.receptacle,
                "scene": self.scene, "seed": self.seed}

    @classmethod
    def from_json(cls, data: dict) -> "TaskInstance":
        return cls(task=data["task"], object=data["object"], receptacle=data.get("receptacle"),
                   scene=int(data.get("scene", 1)), seed=int(data.get("seed", 0)))


SCENE_RANGE = range(1, 31)


def object_forms(spec: TaskSpec, object_type: str, subtask: str) -> list[str]:
    """The forms (whole, sliced) the target may be in when ``subtask`` happens.

    If slicing may come before the sub-task (ordered before it, or unordered with it) the
    sliced form must afford it too; if slicing certainly comes before, only the sliced form.
    """
    if "slice" not in spec.subtasks or subtask == "slice":
        return [object_type]
    sliced = vocab.sliced_form(object_type) or object_type
    if spec.precedes("slice", subtask):
        return [sliced]
    if spec.precedes(subtask, "slice"):
        return [object_type]
    return [object_type, sliced]


def valid_objects(spec: TaskSpec) -> list[str]:
    """Target objects that can take part in every sub-task of ``spec``."""
    return list(_valid_objects(spec))


@lru_cache(maxsize=None)
def _valid_objects(spec: TaskSpec) -> tuple[str, ...]:
    return tuple(o for o in vocab.object_types() if not _object_problems(spec, o))


def valid_receptacles(spec: TaskSpec, object_type: str) -> list[str]:
    """Receptacles the target can be placed into for this task ([] when it does not place)."""
    if "place" not in spec.subtasks:
        return []
    forms = object_forms(spec, object_type, "place")
    return [r for r in vocab.place_targets()
            if r != object_type and all(vocab.can_contain(r, f) for f in forms)]


def _object_problems(spec: TaskSpec, object_type: str) -> list[str]:
    problems = []
    for s in spec.subtasks:
        if s == "place":
            if not valid_receptacles(spec, object_type):
                problems.append("no receptacle can hold it")
            continue
        for form in object_forms(spec, object_type, s):
            if not vocab.affords(s, form):
                problems.append(f"{form} cannot be {vocab.SUBTASK_STATE.get(s, s)}")
    return problems


def validate_instance(spec: TaskSpec, object_type: str, receptacle: str | None, scene: int) -> None:
    if object_type not in vocab.object_types():
        raise UnknownNameError("object", object_type, vocab.object_types())
    problems = _object_problems(spec, object_type)
    if problems:
        raise InvalidInstanceError(
            f"object {object_type!r} cannot do task {spec.name!r} ({'; '.join(problems)})",
            valid_objects(spec))
    if "place" in spec.subtasks:
        if receptacle is None:
            raise InvalidInstanceError(
                f"task {spec.name!r} places the object: a receptacle is required",
                valid_receptacles(spec, object_type))
        if receptacle not in vocab.receptacle_types():
            raise UnknownNameError("receptacle", receptacle, vocab.receptacle_types())
        if receptacle not in valid_receptacles(spec, object_type):
            raise InvalidInstanceError(
                f"receptacle {receptacle!r} cannot hold {object_type!r} for task {spec.name!r}",
                valid_receptacles(spec, object_type))
    elif receptacle is not None:
        raise InvalidInstanceError(
            f"task {spec.name!r} does not place anything, but receptacle {receptacle!r} was given",
            ["none"])
    if not isinstance(scene, int) or scene not in SCENE_RANGE:
        raise UnknownNameError("scene", scene, [str(i) for i in SCENE_RANGE])


def instance_pairs(spec: TaskSpec, object_type: str, receptacle: str | None) -> set[tuple[str, str]]:
    """(sub-task, object-or-receptacle) pairs of an instance, for held-out pair checks."""
    pairs = {(s, object_type) for s in spec.subtasks if s != "place"}
    if receptacle is not None:
        pairs.add(("place", receptacle))
    return pairs


def enumerate_instances(spec: TaskSpec) -> list[tuple[str, str | None]]:
    """Every valid (object, receptacle) combination of a task."""
    combos: list[tuple[str, str | None]] = []
    for o in valid_objects(spec):
        recs = valid_receptacles(spec, o)
        combos.extend(itertools.product([o], recs or [None]))
    return combos
