"""EgoTV's own hypotheses: its template shapes (``data/egotv_templates.json``) filled over its tasks.

Why: NSG's users parse EgoTV's hypotheses ("a apple is cleaned in a SinkBasin, then cooled in a
Fridge, and then placed in a CounterTop"), so they are a phrasing family of their own, and a test
file (``nsg/parser/data/eval/egotv_hypotheses.jsonl``). The shapes are facts of the public EgoTV release;
filling them is ours: every template of every task of the library, with an object that can do
the task and, where the template names one, a receptacle, written as EgoTV writes them (type
names). The gold graph is what the sentence says, read as EgoTV's evaluation reads it:

- the task's groups; a place the sentence leaves unordered is its last step (where the object
  ends up is the end state: "a hot apple placed in a Plate", "cleaned and placed");
- a place the sentence does not say is dropped, one it says for a task without a place is added
  last ("a slice of hot, clean apple is placed"); a place with no receptacle named is placed
  somewhere (receptacle None);
- "picked" in "a apple is picked and heated" is the picking up that heating needs, not a step;
  only pick_simple picks.
"""
from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.tasks import TaskSpec, get_task, valid_objects, valid_receptacles

_PLACED = re.compile(r"\b(placed|placing|place)\b|\{recep\}")


@dataclass(frozen=True)
class Hypothesis:
    text: str
    graph: TaskGraph
    abstract: bool
    task: str
    template: str
    object: str  # type names, as EgoTV writes them
    receptacle: str | None


@lru_cache(maxsize=1)
def templates() -> dict:
    with resources.files("nsg.parser").joinpath("data", "egotv_templates.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)


def gold_groups(task: TaskSpec, template: str) -> list[list[str]]:
    """The ordered groups a template of ``task`` says (see the module docstring)."""
    says_place = bool(_PLACED.search(template))
    groups = [[s for s in g if s != "place" and (s != "pick" or task.name == "pick_simple")] for g in task.groups]
    groups = [g for g in groups if g]
    if says_place:
        groups.append(["place"])
    return groups


def hypothesis(task_name: str, template: str, obj: str, rec: str | None, abstract: bool) -> Hypothesis:
    task = get_task(task_name)
    groups = gold_groups(task, template)
    spec = TaskSpec("_then_".join("_and_".join(g) for g in groups), tuple(tuple(g) for g in groups))
    named = rec if "{recep}" in template and "place" in spec.subtasks else None
    text = template.format(obj=obj, recep=rec or "")
    return Hypothesis(text, graph_for_task(spec, obj, named), abstract, task_name, template, obj, named)


def hypotheses(per_template: int = 2, seed: int = 0) -> list[Hypothesis]:
    """``per_template`` instances of every template (full and abstract), seeded."""
    rng = random.Random(f"egotv-hypotheses-{seed}")
    out: list[Hypothesis] = []
    for kind in ("full", "abstract"):
        for task_name, shapes in templates()[kind].items():
            task = get_task(task_name)
            objects = valid_objects(task)
            for template in shapes:
                for _ in range(per_template):
                    obj = rng.choice(objects)
                    recs = [r for r in valid_receptacles(task, obj) if r not in _devices(task)] or [None]
                    rec = rng.choice(recs) if "place" in task.subtasks else rng.choice(vocab.place_targets())
                    out.append(hypothesis(task_name, template, obj, rec, kind == "abstract"))
    return out


def sample(rng: random.Random, held: set[tuple[str, str]] = frozenset()) -> Hypothesis:
    """One hypothesis: a random template (full or abstract, in proportion), object and receptacle,
    avoiding the (sub-task, object) and (place, receptacle) pairs in ``held``."""
    shapes = [(kind, t, x) for kind in ("full", "abstract") for t, xs in templates()[kind].items() for x in xs]
    while True:
        kind, task_name, template = rng.choice(shapes)
        task = get_task(task_name)
        objects = [o for o in valid_objects(task) if not any((s, o) in held for s in task.subtasks if s != "place")]
        if not objects:
            continue
        obj = rng.choice(objects)
        recs = [r for r in valid_receptacles(task, obj) if r not in _devices(task) and ("place", r) not in held]
        if "place" in task.subtasks and not recs:
            continue
        rec = rng.choice(recs) if "place" in task.subtasks else rng.choice(
            [r for r in vocab.place_targets() if ("place", r) not in held])
        return hypothesis(task_name, template, obj, rec, kind == "abstract")


def _devices(task: TaskSpec) -> set[str]:
    return {vocab.device_for(s) for s in task.subtasks} - {None}


EGOTV_FILE = Path(__file__).resolve().parents[1] / "data" / "eval" / "egotv_hypotheses.jsonl"  # package data


def load_file(path: str | Path = EGOTV_FILE) -> list[Hypothesis]:
    """The test file: :func:`hypotheses` (2 per template, seed 0) as written to JSONL."""
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            out.append(Hypothesis(d["text"], TaskGraph.from_json(d["graph"]), bool(d["abstract"]), d["task"],
                                  d["template"], d.get("object", ""), d.get("receptacle")))
    return out


# Names no vocabulary of this project knows (a fruit, kitchen things EgoTV lacks): the OOV probe.
UNKNOWN_OBJECTS = ("Kumquat", "Banana", "Papaya", "Teapot", "Whisk", "Colander")
UNKNOWN_RECEPTACLES = ("Credenza", "Armoire", "Hutch", "Pantry", "Dishwasher", "Oven")


def unknown_name_hypotheses(seed: int = 1) -> list[tuple[str, str]]:
    """(text, unknown name) for every template: once with an unknown object, and once with an
    unknown receptacle where the template names one. A parser must give none of them a graph."""
    rng = random.Random(f"egotv-oov-{seed}")
    out = []
    for kind in ("full", "abstract"):
        for shapes in templates()[kind].values():
            for template in shapes:
                name = rng.choice(UNKNOWN_OBJECTS)
                out.append((template.format(obj=name, recep="CounterTop"), name))
                if "{recep}" in template:
                    name = rng.choice(UNKNOWN_RECEPTACLES)
                    out.append((template.format(obj="Apple", recep=name), name))
    return out
