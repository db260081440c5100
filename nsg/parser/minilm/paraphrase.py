"""Training descriptions in many phrasing families, for every layered task shape up to 4 steps.

Why: a parser trained only on the description generator's templates is exact on those and
lost beyond them (passive, goal phrasing, AI2-THOR names). This generator writes the same
graphs in families of phrasing (``FAMILIES``, data in ``data/phrasing.json``) so that a family
can be held out of training entirely and measured (:mod:`nsg.parser.evaluate`). Shapes are
all layered graphs (ordered groups of unordered sub-tasks) over heat, cool, clean, slice,
place, pick with 1-4 steps, not only the task library's 82, applied to objects that afford
them; held-out (sub-task, object) pairs of the novel_steps split are never written, so that
split stays novel for the parser.

Two reading conventions shape the unordered groups: a place said last in a group of participles
("the apple is heated and placed on the plate") is read as the last step (where the object ends
up is the end state, as EgoTV's hypotheses mean it), so a group with a place says the place first;
and a pick said first ("take the mug, wash it") is fetching the object, so a pick is only ever in
the last group, said last.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.splits import heldout_pairs
from contracts.library.tasks import TaskSpec, get_task, valid_objects, valid_receptacles
from nsg.errors import InvalidValueError
from nsg.parser.minilm import egotv, realize

FAMILIES: tuple[str, ...] = ("imperative", "passive", "after_before", "once", "sequence", "followed_by",
                             "any_order", "relative", "goal", "narration", "egotv")
_SUBTASKS = ("heat", "cool", "clean", "slice", "place", "pick")


@dataclass(frozen=True)
class Paraphrase:
    text: str
    graph: TaskGraph
    family: str
    abstract: bool
    task: str  # the shape as a task name (``heat_and_clean_then_place``)
    object: str
    receptacle: str | None


@lru_cache(maxsize=1)
def phrasing() -> dict:
    with resources.files("nsg.parser").joinpath("data", "phrasing.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)


def spec_of(groups: list[list[str]]) -> TaskSpec:
    name = "_then_".join("_and_".join(g) for g in groups)
    if len(groups) == 1 and len(groups[0]) == 1:
        name = f"{groups[0][0]}_simple"
    return TaskSpec(name=name, groups=tuple(tuple(g) for g in groups))


def random_shape(rng: random.Random, max_steps: int = 4, goal: bool = False) -> list[list[str]]:
    """A uniformly drawn size (1..max_steps), sub-task subset (pick less often), and a random
    split of the steps into ordered groups. ``goal``: the shapes goal phrasing can say
    (a set of states, then possibly a place)."""
    if goal:
        states = rng.sample(["heat", "cool", "clean", "slice"], rng.randint(0 if rng.random() < 0.1 else 1, 3))
        return [states, ["place"]] if states and rng.random() < 0.5 else [states or ["place"]]
    n = rng.randint(1, max_steps)
    pool = [s for s in _SUBTASKS if s != "pick" or rng.random() < 0.3]
    steps = rng.sample(pool, min(n, len(pool)))
    cuts = sorted(i for i in range(1, len(steps)) if rng.random() < 0.5)
    groups, prev = [], 0
    for c in cuts + [len(steps)]:
        groups.append(steps[prev:c])
        prev = c
    if "pick" in steps and len(steps) > 1 and "pick" not in groups[-1]:
        # a held object is an end state: "take the mug, wash it" is fetching it, not a step
        groups = [g for g in ([x for x in g if x != "pick"] for g in groups) if g]
        groups[-1:] = [groups[-1] + ["pick"]] if rng.random() < 0.5 else [groups[-1], ["pick"]]
    return groups


def supports(family: str, groups: list[list[str]]) -> bool:
    """Whether a family can phrase a shape (ordering words need two groups, and so on)."""
    n_groups = len(groups)
    if family in ("after_before", "once", "sequence", "followed_by"):
        return n_groups >= 2
    if family == "any_order":
        return any(len(g) > 1 for g in groups)
    if family == "relative":
        return n_groups >= 2 and len(groups[-1]) == 1
    if family == "goal":
        adj = set(phrasing()["adjectives"]) - {"pick"}
        if n_groups == 1:
            return all(s in adj for s in groups[0]) or groups[0] == ["place"]
        return n_groups == 2 and all(s in adj for s in groups[0]) and groups[1] == ["place"]
    return True


def sample_instance(rng: random.Random, groups: list[list[str]]) -> tuple[str, str | None] | None:
    """(object type, receptacle type) that can do the shape, avoiding held-out pairs; None if none."""
    spec = spec_of(groups)
    held = heldout_pairs()
    objects = [o for o in valid_objects(spec) if not any((s, o) in held for s in spec.subtasks if s != "place")]
    if not objects:
        return None
    obj = rng.choice(objects)
    if "place" not in spec.subtasks:
        return obj, None
    # no place into the device of another step (heat + place in the microwave): "put it in the
    # microwave and heat it" would then mean two different graphs
    devices = {vocab.device_for(s) for s in spec.subtasks} - {None}
    recs = [r for r in valid_receptacles(spec, obj) if ("place", r) not in held and r not in devices]
    return (obj, rng.choice(recs)) if recs else None


def generate(n: int, seed: int = 0, families: tuple[str, ...] = FAMILIES, abstract_rate: float = 0.4,
             max_steps: int = 4) -> list[Paraphrase]:
    """``n`` seeded descriptions, families drawn uniformly from ``families``."""
    bad = [f for f in families if f not in FAMILIES]
    if bad:
        raise InvalidValueError(f"unknown phrasing families {bad}; valid: {list(FAMILIES)}")
    rng = random.Random(f"paraphrase-{seed}")
    out: list[Paraphrase] = []
    while len(out) < n:
        family = rng.choice(families)
        if family == "egotv":  # EgoTV's own hypothesis templates (nsg.parser.minilm.egotv), over EgoTV's tasks
            h = egotv.sample(rng, heldout_pairs())
            spec = get_task(h.task)
            out.append(Paraphrase(realize.surface_variant(h.text, rng), h.graph, family, h.abstract, spec.name,
                                  h.object, h.receptacle))
            continue
        for _ in range(200):  # every family gets its share, whatever shapes it can phrase
            groups = random_shape(rng, max_steps, family == "goal")
            if supports(family, groups):
                break
        else:
            continue
        inst = sample_instance(rng, groups)
        if inst is None:
            continue
        obj, rec = inst
        for g in groups:
            rng.shuffle(g)  # unordered steps come in any order in the text, except that a place is said
            g.sort(key=lambda x: (x != "place", x == "pick"))  # first and a pick last (module docstring)
        abstract = rng.random() < abstract_rate
        text = realize.realize(family, groups, obj, rec, abstract, rng, phrasing())
        spec = spec_of(groups)
        out.append(Paraphrase(realize.surface_variant(text, rng), graph_for_task(spec, obj, rec), family,
                              abstract, spec.name, obj, rec))
    return out


def describe_one(family: str, groups: list[list[str]], obj: str, rec: str | None, abstract: bool = False,
                 seed: int = 0) -> str:
    """One description of a given instance (for tests and inspection)."""
    if family not in FAMILIES:
        raise InvalidValueError(f"unknown phrasing family {family!r}; valid: {list(FAMILIES)}")
    rng = random.Random(f"describe-one-{seed}")
    return realize.realize(family, [list(g) for g in groups], obj, rec, abstract, rng, phrasing())
