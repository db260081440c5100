""""First" said inside a step's verb phrase ("observe that the plate be first washed at the sink", "it must first be
rinsed", "you should first wash it", "remember to first rinse it", file 16): after an auxiliary, a modal or "to" and right
before the step's verb (or before "be" and its participle), the step goes before every other, where it is said after another step (opening the text, "You should first wash it
and chill it, then ...", it opens the list, read as the list's joins say).

Why apart from :mod:`nsg.parser.minilm.compose` (at its length limit), which reads a "first" after its step ("wash it
first") and lets one before a step open a sequence ("First, wash it. Then ..."): this "first" stands between the words
of one verb, so it is the step's own, and a step said after others ("Heat it; it must first be washed") is moved to the
front of the groups.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import Reading, StepCue, data


@lru_cache(maxsize=1)
def _aux() -> frozenset[str]:
    return frozenset(data()["inner_first_aux"])


def _inner(tokens: list[str], s: StepCue, firsts: set[int]) -> bool:
    """Whether step ``s`` has "first" inside its verb (module docstring); ``firsts``: where "first" connectives stand."""
    i = s.start
    if i >= 2 and i - 1 in firsts and tokens[i - 2] in _aux():
        return True  # "be first washed", "must first wash it", "to first rinse it"
    return i >= 3 and tokens[i - 1] == "be" and i - 2 in firsts and tokens[i - 3] in _aux()  # "must first be washed"


def inner_firsts(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups with each step that has "first" inside its verb moved to the front (module docstring)."""
    if "first" not in tokens or len(groups) < 2:  # most texts
        return groups
    firsts = {c.start for c in reading.connectives if c.meaning == "first" and tokens[c.start:c.end] == ["first"]}
    opens = reading.steps[0].start  # "You should first wash it and chill it, then ...": opening the list, it orders the list
    moved = {s.subtask for s in reading.steps if s.start > opens and s.subtask not in ("place", "pick") and _inner(tokens, s, firsts)}
    if not moved or {s.subtask for s in groups[0]} == moved:
        return groups  # none, or first already
    front = [s for g in groups for s in g if s.subtask in moved]
    return [g for g in [front] + [[s for s in g if s.subtask not in moved] for g in groups] if g]
