"""The five EgoTV splits as declarative data (``data/egotv_tasks.json``) and the rules they obey.

- train, novel_tasks, novel_scenes, abstraction never contain a held-out (sub-task, object) pair;
- novel_steps keeps only instances with at least one held-out pair;
- novel_scenes reuses train's tasks in the held-out kitchens (FloorPlan26-30), every other split
  uses FloorPlan1-25;
- abstraction pairs train-style videos with abstract descriptions.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from contracts.library import tasks as task_lib
from contracts.errors import UnknownNameError
from contracts.library.data import load_data

SPLIT_NAMES: tuple[str, ...] = ("train", "novel_tasks", "novel_steps", "novel_scenes", "abstraction")
TEST_SPLITS: tuple[str, ...] = SPLIT_NAMES[1:]


@dataclass(frozen=True)
class Split:
    name: str
    tasks: tuple[str, ...]
    scenes: tuple[int, ...]
    descriptions: str  # "concrete" or "abstract"
    exclude_heldout_pairs: bool
    require_heldout_pair: bool

    def admits(self, task: str, object_type: str, receptacle: str | None, scene: int) -> bool:
        """Whether an instance belongs to this split."""
        if task not in self.tasks or scene not in self.scenes:
            return False
        touches = bool(task_lib.instance_pairs(task_lib.get_task(task), object_type, receptacle)
                       & heldout_pairs())
        if self.require_heldout_pair and not touches:
            return False
        if self.exclude_heldout_pairs and touches:
            return False
        return True

    def instances(self) -> list[tuple[str, str, str | None]]:
        """Every (task, object, receptacle) admitted in at least one of the split's scenes."""
        out = []
        for t in self.tasks:
            spec = task_lib.get_task(t)
            for o, r in task_lib.enumerate_instances(spec):
                if self.admits(t, o, r, self.scenes[0]):
                    out.append((t, o, r))
        return out


@lru_cache(maxsize=None)
def heldout_pairs() -> frozenset[tuple[str, str]]:
    data = load_data("egotv_tasks.json")
    return frozenset((p["subtask"], p["object"]) for p in data["heldout_pairs"])


@lru_cache(maxsize=None)
def get_split(name: str) -> Split:
    data = load_data("egotv_tasks.json")["splits"]
    if name not in data:
        raise UnknownNameError("split", name, SPLIT_NAMES)
    d = data[name]
    lo, hi = d["scenes"]
    return Split(name=name, tasks=tuple(d["tasks"]), scenes=tuple(range(lo, hi + 1)),
                 descriptions=d["descriptions"],
                 exclude_heldout_pairs=bool(d.get("exclude_heldout_pairs", False)),
                 require_heldout_pair=bool(d.get("require_heldout_pair", False)))


def all_splits() -> list[Split]:
    return [get_split(n) for n in SPLIT_NAMES]


def check_splits() -> list[str]:
    """Problems with the split data; [] when the splits are consistent.

    Checked: every task belongs to train or novel_tasks (and not both); novel_tasks shares no task
    with any other split; novel_scenes shares no scene with the others; every split task has at
    least one admissible instance; no instance of a non-novel_steps split touches a held-out pair.
    """
    problems = []
    names = set(task_lib.task_names())
    train, novel = set(get_split("train").tasks), set(get_split("novel_tasks").tasks)
    if train & novel:
        problems.append(f"train and novel_tasks share tasks: {sorted(train & novel)}")
    if (train | novel) != names:
        problems.append(f"tasks in neither train nor novel_tasks: {sorted(names - train - novel)}")
    for s in all_splits():
        unknown = set(s.tasks) - names
        if unknown:
            problems.append(f"split {s.name} names unknown tasks {sorted(unknown)}")
        if s.name != "novel_tasks" and set(s.tasks) & novel:
            problems.append(f"split {s.name} contains novel tasks {sorted(set(s.tasks) & novel)}")
        if s.name != "novel_scenes" and set(s.scenes) & set(get_split("novel_scenes").scenes):
            problems.append(f"split {s.name} uses held-out scenes")
        if s.require_heldout_pair:
            # novel_steps lists every train task but keeps only instances with a held-out pair;
            # tasks with none (e.g. heat+slice: no held-out pair fits) simply contribute nothing.
            if not s.instances():
                problems.append(f"split {s.name} admits no instance at all")
            continue
        for t in s.tasks:
            if not any(s.admits(t, o, r, s.scenes[0])
                       for o, r in task_lib.enumerate_instances(task_lib.get_task(t))):
                problems.append(f"split {s.name}: task {t} has no admissible instance")
    return problems
