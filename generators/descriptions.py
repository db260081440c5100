"""Natural-language task descriptions with their ground-truth graphs.

Templates are data (``data/templates.json``, written for this project). For a task instance
this module writes:

- positive descriptions: the sub-tasks and their order with varied connectives;
- negative descriptions: the same object, but the order reversed (every ordering edge flipped,
  so the text is false for any video of the task), or, given the order a video completed its
  unordered sub-tasks in, that order reversed; or one sub-task swapped for another that the
  video does not contain (never ``pick``, which every video shows);
- abstract descriptions: devices and tools dropped (microwave, fridge, sink, knife), and where
  it keeps the meaning, goal-oriented phrasing ("get a hot, clean apple", "put the cold apple on
  the plate"). The place receptacle is kept because it is part of the goal.

Each description carries the graph of the task it describes (for a negative, the altered task).
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Sequence

from generators import vocabulary as vocab
from generators.graphs import TaskGraph, graph_for_task
from generators.tasks import TaskSpec, get_task, validate_instance

KINDS = ("positive", "negative", "abstract", "abstract_negative")
_OBJ = "\x00OBJ\x00"


@dataclass(frozen=True)
class Description:
    text: str
    kind: str
    task: str  # the task the text describes (a variant of the instance's task for negatives)
    graph: TaskGraph
    negative_type: str | None = None  # "reorder" | "swap" for negatives

    def to_json(self) -> dict:
        out = {"text": self.text, "kind": self.kind, "task": self.task, "graph": self.graph.to_json(),
               "graph_text": self.graph.to_text()}
        if self.negative_type:
            out["negative_type"] = self.negative_type
        return out


@dataclass
class DescriptionSet:
    task: str
    object: str
    receptacle: str | None
    positive: list[Description] = field(default_factory=list)
    negative: list[Description] = field(default_factory=list)
    abstract: list[Description] = field(default_factory=list)
    abstract_negative: list[Description] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"task": self.task, "object": self.object, "receptacle": self.receptacle,
                **{k: [d.to_json() for d in getattr(self, k)] for k in KINDS}}


def _templates() -> dict:
    return vocab.load_data("templates.json")


def _preposition(receptacle: str) -> str:
    return "on" if receptacle in _templates()["prepositions"]["on"] else "in"


def _phrase(style: str, subtask: str, variant: int, receptacle: str | None) -> tuple[str, str]:
    imp, ger = _templates()[style][subtask][variant]
    if receptacle is not None:
        fill = {"rec": vocab.text_name(receptacle), "prep": _preposition(receptacle)}
        imp, ger = imp.format(obj=_OBJ, **fill), ger.format(obj=_OBJ, **fill)
    else:
        imp, ger = imp.replace("{obj}", _OBJ), ger.replace("{obj}", _OBJ)
    return imp, ger


def _join_group(parts: list[tuple[str, str]], rng: random.Random) -> tuple[str, str]:
    if len(parts) == 1:
        return parts[0]
    key = "unordered2" if len(parts) == 2 else "unordered3"
    frame = rng.choice(_templates()[key])
    fill = {}
    for name, (imp, ger) in zip("abc", parts):
        fill[name], fill[f"{name}_ger"] = imp, ger
    gerund = " and ".join(g for _, g in parts)
    return frame.format(**fill), gerund


def _join_chain(groups: list[tuple[str, str]], rng: random.Random) -> str:
    if len(groups) == 1:
        return groups[0][0]
    key = "ordered" if len(groups) == 2 else "ordered3"
    fill = {}
    for name, (imp, ger) in zip("abc", groups):
        fill[name], fill[f"{name}_ger"] = imp, ger
    return rng.choice(_templates()[key]).format(**fill)


def _finish(text: str, object_type: str, rng: random.Random | None = None) -> str:
    if rng is not None:
        frames = _templates()["frames"]
        if text.startswith("before "):  # "you should before ..." is not English
            frames = ["{x}", "please, {x}"]
        text = rng.choice(frames).format(x=text)
    first = text.find(_OBJ)
    noun = f"the {vocab.text_name(object_type)}"
    if first >= 0:
        text = text[:first] + noun + text[first + len(_OBJ):]
    text = text.replace(_OBJ, "it")
    return text[0].upper() + text[1:] + "."


def _compose(spec: TaskSpec, object_type: str, receptacle: str | None, style: str,
             rng: random.Random) -> str:
    groups = []
    for group in spec.groups:
        parts = []
        for s in rng.sample(list(group), len(group)):  # unordered: any order in the text
            variant = rng.randrange(len(_templates()[style][s]))
            parts.append(_phrase(style, s, variant, receptacle if s == "place" else None))
        groups.append(_join_group(parts, rng))
    return _finish(_join_chain(groups, rng), object_type, rng)


def _adjectives(subtasks, rng: random.Random) -> str:
    adjs = [rng.choice(_templates()["adjectives"][s]) for s in subtasks]
    if len(adjs) == 1:
        return adjs[0]
    return rng.choice([", ".join(adjs), " and ".join(adjs) if len(adjs) == 2 else ", ".join(adjs[:-1]) + " and " + adjs[-1]])


def _goal_oriented(spec: TaskSpec, object_type: str, receptacle: str | None,
                   rng: random.Random) -> str | None:
    """Goal phrasing where it keeps the task's meaning exactly, else None."""
    t = _templates()
    noun = vocab.text_name(object_type)
    adjectival = set(t["adjectives"])
    if len(spec.groups) == 1 and all(s in adjectival for s in spec.groups[0]) and len(spec.groups[0]) > 1:
        adjs = _adjectives(rng.sample(list(spec.groups[0]), len(spec.groups[0])), rng)
        frame = rng.choice(t["goal_frames"]["single_group"])
        article = "an" if adjs[0] in "aeiou" else "a"
        text = frame.format(obj=f"the {noun}" if "{obj}" in frame else noun, adjs=adjs, article=article)
        return text[0].upper() + text[1:] + "."
    if len(spec.groups) >= 2 and all(s in adjectival for g in spec.groups[:-2] for s in g) \
            and all(s in adjectival for s in spec.groups[-2]) and len(spec.groups[-1]) == 1 \
            and len(spec.groups) == 2:
        final = spec.groups[-1][0]
        adjs = _adjectives(list(spec.groups[-2]), rng)
        variant = rng.randrange(len(t["abstract"][final]))
        imp, _ = _phrase("abstract", final, variant, receptacle if final == "place" else None)
        text = imp.replace(_OBJ, f"the {adjs} {noun}", 1)
        return text[0].upper() + text[1:] + "."
    return None


def _spec_from_groups(groups: list[list[str]]) -> TaskSpec:
    name = "_then_".join("_and_".join(g) for g in groups)
    if len(groups) == 1 and len(groups[0]) == 1:
        name = f"{groups[0][0]}_simple"
    return TaskSpec(name=name, groups=tuple(tuple(g) for g in groups))


def negative_variants(spec: TaskSpec, object_type: str,
                      executed_order: Sequence[str] | None = None) -> list[tuple[TaskSpec, str]]:
    """Altered tasks whose description is false for the video (with their type).

    Without ``executed_order`` every variant is false for ANY video of ``spec``. With the order
    in which the video completed its sub-tasks, unordered sub-tasks can also be described in the
    opposite order ("reorder_executed"), which is false for that video only.
    """
    out: list[tuple[TaskSpec, str]] = []
    if len(spec.groups) > 1:
        out.append((_spec_from_groups([list(g) for g in reversed(spec.groups)]), "reorder"))
    elif executed_order is not None and len(spec.subtasks) > 1:
        if sorted(executed_order) != sorted(spec.subtasks):
            raise ValueError(f"executed order {list(executed_order)} is not an order of {spec.subtasks}")
        out.append((_spec_from_groups([[s] for s in reversed(executed_order)]), "reorder_executed"))
    present = set(spec.subtasks)
    for gi, group in enumerate(spec.groups):
        for si, s in enumerate(group):
            if s in ("place", "pick") and spec.complexity > 1:
                continue  # keep the place receptacle; pick is shown by every video
            for other in ("heat", "cool", "clean", "slice"):
                if other in present or other == s:
                    continue
                forms = [object_type] + ([vocab.sliced_form(object_type)] if "slice" in present and vocab.sliced_form(object_type) else [])
                if not all(vocab.affords(other, f) for f in forms if f):
                    continue  # a swap the object could not do would be trivially false
                groups = [list(g) for g in spec.groups]
                groups[gi][si] = other
                out.append((_spec_from_groups(groups), "swap"))
    if not out:
        # e.g. lettuce: cool, slice and clean, and it cannot be heated. A swap to a sub-task the
        # object cannot undergo is still false, just easier to reject.
        for gi, group in enumerate(spec.groups):
            for si, s in enumerate(group):
                for other in ("heat", "cool", "clean", "slice"):
                    if s not in ("place", "pick") and other not in present:
                        groups = [list(g) for g in spec.groups]
                        groups[gi][si] = other
                        out.append((_spec_from_groups(groups), "swap_unafforded"))
    return out


def describe(task: str, object_type: str, receptacle: str | None = None, seed: int = 0,
             n: int = 3, executed_order: Sequence[str] | None = None,
             exclude_pairs: frozenset[tuple[str, str]] = frozenset()) -> DescriptionSet:
    """Up to ``n`` distinct descriptions of each kind for the instance, seeded.

    ``executed_order``: the order in which the video completed the sub-tasks (from its plan);
    it lets unordered tasks get order-based negatives that are false for that video.
    ``exclude_pairs``: (sub-task, object) pairs a negative must not mention, so that a split
    without held-out pairs never sees one in its text either ("slice the lettuce").
    """
    spec = get_task(task)
    validate_instance(spec, object_type, receptacle, 1)
    rng = random.Random(f"describe-{task}-{object_type}-{receptacle}-{seed}")
    out = DescriptionSet(task, object_type, receptacle)
    graph = graph_for_task(spec, object_type, receptacle)

    def distinct(make, count):
        seen, texts = set(), []
        for _ in range(count * 8):
            text = make()
            if text and text not in seen:
                seen.add(text)
                texts.append(text)
            if len(texts) == count:
                break
        return texts

    out.positive = [Description(t, "positive", task, graph)
                    for t in distinct(lambda: _compose(spec, object_type, receptacle, "concrete", rng), n)]

    def abstract_text(s: TaskSpec):
        if rng.random() < 0.5:
            goal = _goal_oriented(s, object_type, receptacle, rng)
            if goal:
                return goal
        return _compose(s, object_type, receptacle, "abstract", rng)

    out.abstract = [Description(t, "abstract", task, graph) for t in distinct(lambda: abstract_text(spec), n)]
    variants = [(v, kind) for v, kind in negative_variants(spec, object_type, executed_order)
                if not ({(s, object_type) for s in v.subtasks if s != "place"} & exclude_pairs)]
    rng.shuffle(variants)
    for style, kind, target in (("concrete", "negative", out.negative), ("abstract", "abstract_negative", out.abstract_negative)):
        for vspec, vtype in itertools.islice(itertools.cycle(variants), n) if variants else []:
            g = graph_for_task(vspec, object_type, receptacle)
            make = (lambda s=vspec: _compose(s, object_type, receptacle, "concrete", rng)) if style == "concrete" \
                else (lambda s=vspec: abstract_text(s))
            texts = [t for t in distinct(make, 3) if t not in {d.text for d in target}]
            if texts:
                target.append(Description(texts[0], kind, vspec.name, g, vtype))
    return out


def template_count(task: str) -> int:
    """How many distinct concrete positive templates the data yields for a task (object-free)."""
    spec = get_task(task)
    t = _templates()
    per_group = []
    for group in spec.groups:
        phrase_choices = 1
        for s in group:
            phrase_choices *= len(t["concrete"][s])
        orders = len(list(itertools.permutations(group)))
        joins = 1 if len(group) == 1 else len(t["unordered2" if len(group) == 2 else "unordered3"])
        per_group.append(phrase_choices * orders * joins)
    chain = 1 if len(spec.groups) == 1 else len(t["ordered" if len(spec.groups) == 2 else "ordered3"])
    total = chain * len(t["frames"])
    for c in per_group:
        total *= c
    return total
