"""Natural-language task descriptions with their ground-truth graphs.

Templates are data (``data/templates.json``, written for this project). For a task instance
this module writes:

- positive descriptions: the sub-tasks and their order with varied connectives;
- abstract descriptions: devices and tools dropped (microwave, fridge, sink, knife), and where
  it keeps the meaning, goal-oriented phrasing ("get a hot, clean apple", "put the cold apple on
  the plate"). The place receptacle is kept because it is part of the goal.

A negative description is an ordinary description of ANOTHER task, written by the same
templates: which task is chosen by :mod:`generators.dataset.negatives` (a library task, false of every
video of the positive task). Negatives are never made by editing the positive's text or graph,
because edits leave traces a text-only model reads (an out-of-library order, a sub-task that only
negatives mention).

Each description carries the graph of the task it describes.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from contracts.errors import RecordError
from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.tasks import TaskSpec, get_task, validate_instance
from contracts.language.truth import preferred_candidates
from contracts.library.data import load_data

KINDS = ("positive", "negative", "abstract", "abstract_negative")
_OBJ = "\x00OBJ\x00"


@dataclass(frozen=True)
class Description:
    text: str
    kind: str
    task: str  # the task the text describes (a variant of the instance's task for negatives)
    graph: TaskGraph

    def to_json(self) -> dict:
        return {"text": self.text, "kind": self.kind, "task": self.task, "graph": self.graph.to_json(),
                "graph_text": self.graph.to_text()}

    @classmethod
    def from_json(cls, data: Any, where: str = "description") -> "Description":
        """A description from its JSON (an annotation's ``descriptions``); its graph parsed once
        here, so readers get a :class:`TaskGraph`."""
        if not isinstance(data, Mapping) or not isinstance(data.get("text"), str) \
                or not isinstance(data.get("graph"), Mapping):
            raise RecordError(f"{where}: a description must be {{'text': str, 'graph': {{...}}, ...}}, got {data!r}")
        try:
            graph = TaskGraph.from_json(data["graph"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"{where}: unreadable graph {data['graph']!r} ({exc})") from None
        return cls(data["text"], data.get("kind"), data.get("task"), graph)


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


def description_templates() -> dict:
    """The description templates and phrase tables (contracts/data/templates.json)."""
    return load_data("templates.json")


def _preposition(receptacle: str) -> str:
    return "on" if receptacle in description_templates()["prepositions"]["on"] else "in"


def _phrase(style: str, subtask: str, variant: int, receptacle: str | None) -> tuple[str, str]:
    imp, ger = description_templates()[style][subtask][variant]
    if receptacle is not None:
        fill = {"rec": vocab.text_name(receptacle), "prep": _preposition(receptacle)}
        imp, ger = imp.format(obj=_OBJ, **fill), ger.format(obj=_OBJ, **fill)
    else:
        imp, ger = imp.replace("{obj}", _OBJ), ger.replace("{obj}", _OBJ)
    return imp, ger


def _join_group(parts: list[tuple[str, str]], rng: random.Random, say_free: bool = False) -> tuple[str, str | None]:
    if len(parts) == 1:
        return parts[0]
    key = "unordered2" if len(parts) == 2 else "unordered3"
    frames = [f for f in description_templates()[key] if not say_free or "in any order" in f]
    frame = rng.choice(frames)
    fill = {}
    for name, (imp, ger) in zip("abc", parts):
        fill[name], fill[f"{name}_ger"] = imp, ger
    gerund = None if say_free else " and ".join(g for _, g in parts)  # no gerund form says the order is free
    return frame.format(**fill), gerund


def _join_chain(groups: list[tuple[str, str | None]], rng: random.Random) -> str:
    if len(groups) == 1:
        return groups[0][0]
    key = "ordered" if len(groups) == 2 else "ordered3"
    fill = {}
    for name, (imp, ger) in zip("abc", groups):
        fill[name], fill[f"{name}_ger"] = imp, ger
    frames = [f for f in description_templates()[key] if all(f"{{{k}}}" not in f for k, v in fill.items() if v is None)]
    return rng.choice(frames).format(**fill)


def _finish(text: str, object_type: str, rng: random.Random | None = None) -> str:
    if rng is not None:
        frames = description_templates()["frames"]
        if text.startswith("before "):  # "you should before ..." is not English
            frames = ["{x}", "please, {x}"]
        text = rng.choice(frames).format(x=text)
    first = text.find(_OBJ)
    noun = f"the {vocab.text_name(object_type)}"
    if first >= 0:
        text = text[:first] + noun + text[first + len(_OBJ):]
    text = text.replace(_OBJ, "it")
    return text[0].upper() + text[1:] + "."


def _said_order(group: list[str], receptacle: str | None) -> tuple[list[str], bool]:
    """An unordered group's sub-tasks in the order the text says them, and whether the text must
    say that the order is free. As drawn, except that a place is never said last: "wash it and put
    it in the bowl" reads as washing first to every reader (the parser reads a place said last in
    such a list as the last step, as EgoTV's templates mean it), while the group leaves the order
    free (the video may slice the apple where it was put). A place into the device of another step
    of the group ("put it in the sink and wash it") would read as that step's means, so it is said
    last, with the free order said in words: "wash it and put it in the sink, in any order"."""
    if len(group) < 2 or "place" not in group:
        return group, False
    rest = [s for s in group if s != "place"]
    if receptacle is not None and any(vocab.device_for(s) == receptacle for s in rest):
        return rest + ["place"], True
    if group[-1] == "place":
        return ["place"] + rest, False
    return group, False


def _compose(spec: TaskSpec, object_type: str, receptacle: str | None, style: str,
             rng: random.Random) -> str:
    groups = []
    for group in spec.groups:
        parts = []
        said, say_free = _said_order(rng.sample(list(group), len(group)), receptacle)  # unordered: any order
        for s in said:
            variant = rng.randrange(len(description_templates()[style][s]))
            parts.append(_phrase(style, s, variant, receptacle if s == "place" else None))
        groups.append(_join_group(parts, rng, say_free))
    return _finish(_join_chain(groups, rng), object_type, rng)


def _adjectives(subtasks, rng: random.Random) -> str:
    adjs = [rng.choice(description_templates()["adjectives"][s]) for s in subtasks]
    if len(adjs) == 1:
        return adjs[0]
    return rng.choice([", ".join(adjs), " and ".join(adjs) if len(adjs) == 2 else ", ".join(adjs[:-1]) + " and " + adjs[-1]])


def _goal_oriented(spec: TaskSpec, object_type: str, receptacle: str | None,
                   rng: random.Random) -> str | None:
    """Goal phrasing where it keeps the task's meaning exactly, else None."""
    t = description_templates()
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


def _abstract_text(spec: TaskSpec, object_type: str, receptacle: str | None, rng: random.Random) -> str:
    if rng.random() < 0.5:
        goal = _goal_oriented(spec, object_type, receptacle, rng)
        if goal:
            return goal
    return _compose(spec, object_type, receptacle, "abstract", rng)


def describe_task(task: str, object_type: str, receptacle: str | None, *, abstract: bool,
                  seed: str | int, kind: str = "positive") -> Description:
    """One description of a library task instance, a pure function of its arguments.

    The same (task, object, receptacle, style, seed) always gives the same words, which is how
    a mistake video's false description is its twin's positive word for word.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown description kind {kind!r}; valid kinds: {', '.join(KINDS)}")
    spec = get_task(task)
    validate_instance(spec, object_type, receptacle, 1)
    rng = random.Random(f"text-{task}-{object_type}-{receptacle}-{abstract}-{seed}")
    text = (_abstract_text(spec, object_type, receptacle, rng) if abstract
            else _compose(spec, object_type, receptacle, "concrete", rng))
    return Description(text, kind, task, graph_for_task(spec, object_type, receptacle))


def describe(task: str, object_type: str, receptacle: str | None = None, seed: int = 0,
             n: int = 3, exclude_pairs: frozenset[tuple[str, str]] = frozenset()) -> DescriptionSet:
    """Up to ``n`` distinct descriptions of each kind for the instance, seeded.

    Negatives describe other library tasks that are false of every video of ``task``
    (:func:`contracts.language.truth.preferred_candidates`: as many steps and the same receptacle where
    possible);
    ``exclude_pairs``: (sub-task, object) pairs a negative must not mention.
    """
    spec = get_task(task)
    validate_instance(spec, object_type, receptacle, 1)
    rng = random.Random(f"describe-{task}-{object_type}-{receptacle}-{seed}")
    out = DescriptionSet(task, object_type, receptacle)

    def distinct(task_name: str, abstract: bool, kind: str, count: int, tag: str,
                 rec: str | None = receptacle) -> list[Description]:
        seen: dict[str, Description] = {}
        for k in range(count * 8):
            d = describe_task(task_name, object_type, rec, abstract=abstract, seed=f"{seed}-{tag}-{k}", kind=kind)
            seen.setdefault(d.text, d)
            if len(seen) == count:
                break
        return list(seen.values())

    out.positive = distinct(task, False, "positive", n, "p")
    out.abstract = distinct(task, True, "abstract", n, "a")
    negatives = [(t, r) for t, r in preferred_candidates(task, object_type, receptacle)
                 if not ({(s, object_type) for s in get_task(t).subtasks if s != "place"} & exclude_pairs)]
    rng.shuffle(negatives)
    for i, (name, rec) in enumerate(negatives[:n]):
        out.negative += distinct(name, False, "negative", 1, f"n{i}", rec)
        out.abstract_negative += distinct(name, True, "abstract_negative", 1, f"an{i}", rec)
    return out


def template_count(task: str) -> int:
    """How many distinct concrete positive templates the data yields for a task (object-free)."""
    spec = get_task(task)
    t = description_templates()
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
