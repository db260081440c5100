"""The hand-written test descriptions (``nsg/parser/data/eval/handwritten_descriptions*.jsonl``).

Seventy-eight files, each written item by item before any parser was scored on it. Which file
was written by whom, in which voices, and whether its misses were read since: ``README.md``
next to the files (a list that grows with every file, so it lives with the data).

``first_scores.json`` next to the files records each test file's first score (the parser of its
time, before its misses were read), so that the evaluation prints it beside today's figure.

Each line: ``{"id", "text", "abstract", "spec", "graph"}``. The texts were written one by one
for this evaluation, not by any template of the project. ``spec`` is the gold graph in a short
hand notation (``potato: heat + clean > place=counter``: ``>`` between ordered groups, ``+``
inside an unordered group, ``place=<receptacle token>``), ``graph`` the same graph in the
project's graph JSON; :func:`graph_from_spec` turns one into the other, and a test checks that
they agree line by line.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.tasks import TaskSpec
from nsg.errors import InvalidValueError

HANDWRITTEN = Path(__file__).resolve().parents[1] / "data" / "eval" / "handwritten_descriptions.jsonl"  # package data
HANDWRITTEN_FRESH = HANDWRITTEN.with_name("handwritten_descriptions_fresh.jsonl")
# the test files, in the order they were written and used
HANDWRITTEN_TESTS = {f"handwritten_test{n}": HANDWRITTEN.with_name(f"handwritten_descriptions_test{n}.jsonl")
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76")}

# report key -> file, in the order the reports list them
HANDWRITTEN_FILES = {"handwritten": HANDWRITTEN, "handwritten_fresh": HANDWRITTEN_FRESH, **HANDWRITTEN_TESTS}
FIRST_SCORES = HANDWRITTEN.with_name("first_scores.json")


@dataclass(frozen=True)
class HandwrittenItem:
    id: int
    text: str
    abstract: bool
    spec: str
    graph: TaskGraph


def graph_from_spec(spec: str) -> TaskGraph:
    """``"apple: heat > place=plate"`` -> the graph; errors name the bad part and the valid values."""
    obj, _, body = spec.partition(":")
    obj = obj.strip()
    voc = vocab.query_vocabulary()
    if obj not in voc["objects"]:
        raise InvalidValueError(f"spec {spec!r}: unknown object {obj!r}; valid: {voc['objects']}")
    groups, receptacle = [], None
    for part in body.split(">"):
        group = []
        for step in part.split("+"):
            step = step.strip()
            if step.startswith("place="):
                receptacle = step.split("=", 1)[1]
                if receptacle not in voc["receptacles"]:
                    raise InvalidValueError(f"spec {spec!r}: unknown receptacle {receptacle!r}; valid: {voc['receptacles']}")
                step = "place"
            if step not in vocab.SUBTASKS:
                raise InvalidValueError(f"spec {spec!r}: unknown sub-task {step!r}; valid: {list(vocab.SUBTASKS)}")
            group.append(step)
        groups.append(tuple(group))
    task = TaskSpec(name="_then_".join("_and_".join(g) for g in groups), groups=tuple(groups))
    return graph_for_task(task, vocab.type_from_token(obj),
                          vocab.type_from_token(receptacle) if receptacle else None)


def unordered_before_place(spec: str) -> str:
    """``"apple: clean > slice > place=plate"`` -> ``"apple: clean + slice > place=plate"``: every step before
    the place or hand-over in one unordered group. Writers differ on "washed, sliced and on a plate" and "wash it
    and slice it": many mean the order told, where the project's convention (EgoTV's templates) reads one group.
    A file scored against this form as well shows how much of its figure is that disagreement about the gold
    rather than a misreading (an upper bound: a text whose order words the parser missed also counts)."""
    obj, _, body = spec.partition(":")
    groups = [g.strip() for g in body.split(">")]
    ends = [g for g in groups if g.startswith("place=") or g == "pick"]
    steps = [s.strip() for g in groups if g not in ends for s in g.split("+")]
    return f"{obj.strip()}: " + " > ".join(([" + ".join(steps)] if steps else []) + ends)


def load_handwritten(path: str | Path = HANDWRITTEN) -> list[HandwrittenItem]:
    items = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            items.append(HandwrittenItem(int(d["id"]), d["text"], bool(d["abstract"]), d["spec"],
                                         TaskGraph.from_json(d["graph"])))
    return items


def first_scores(path: str | Path = FIRST_SCORES) -> dict[str, dict]:
    """Report key -> the file's first score (``full`` / ``abstract`` exact %, ``parser``: which parser)."""
    return {k: v for k, v in json.loads(Path(path).read_text(encoding="utf-8")).items() if k in HANDWRITTEN_FILES}
