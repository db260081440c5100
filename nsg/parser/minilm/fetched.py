"""A thing said with where it was just taken from, heading the task before the opposite step: "Egg straight from the
fridge: cook it on the hob" (the kind behind a test file 35 miss). A trip phrase of a device ("straight from the fridge",
"fresh out of the freezer", ``data/connectives.json`` device_trips) said right after the object's name, alone in its
clause (closed by ":" or a full stop), before a verb of the opposite sub-task done to "it", tells how the object is now,
the reason for the task, no step; said with a verb of its own ("take it straight from the fridge") or without the
opposite step ("Egg straight from the fridge: into the bowl") it stays the device's step.

Why apart from :func:`nsg.parser.minilm.clauses.drop_background` (which reads a state word said alone the same way, its
module at its length limit): a trip is no state word, and its clause may end at a colon.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, StepCue, clause_bounds, data

OPPOSITE = {"heat": "cool", "cool": "heat"}  # the sub-task a temperature said as the state now is the reason for
_FRESH = {"straight", "fresh", "right", "just"}
_FROM = {"from", "out", "off"}


def fetched_first(tokens: list[str], s: StepCue, verbs: list[StepCue], steps: list[StepCue]) -> bool:
    """Whether ``s`` is a trip phrase after the object's name, alone in its clause before ``verbs`` (module docstring)."""
    if tokens[s.start] not in _FRESH or tokens[s.start + 1:s.start + 2] not in ([w] for w in _FROM) or not verbs:
        return False
    lo, hi = clause_bounds(tokens, s.start, BOUNDARY)
    name = [m for m in mentions(tokens[lo:s.start]) if m.kind == "object" and m.end == s.start - lo]
    dets = set(data()["determiners"])
    return bool(name) and all(t in dets for t in tokens[lo:lo + name[0].start]) and hi < len(tokens) and verbs[0].start > hi \
        and not any(x is not s and (lo <= x.start < hi or x.subtask == s.subtask) for x in steps)


SEMI = ({";"}, set())  # where the clause of a state said now ends: an adjective's at ";" too, a participle's ("cooled") not
_UNTIL = {"until", "till", "til", "'til"}
_BECOMES = {"is", "it's", "'s", "tis", "'tis", "be", "gets", "goes", "turns", "grows", "becomes"}  # "until 'tis cold"


def awaited(tokens: list[str], x: StepCue) -> bool:
    """"put it in the fridge until it is cold", "commit it to the fridge until 'tis cold" (file 70): a temperature said as
    what a stay waits for, after "until" and a verb of being or becoming, is the step asked (the opposite of a state said
    before it, which :func:`nsg.parser.minilm.clauses.drop_background` then reads as how the object is now)."""
    return x.form != "noun" and x.start >= 2 and tokens[x.start - 1] in _BECOMES \
        and any(t in _UNTIL for t in tokens[max(0, x.start - 4):x.start - 1])
