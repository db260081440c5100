"""A speaker correcting what was just said (the kind behind test file 25's "no, ..." and "I mean ..." misses).

Why apart from :func:`nsg.parser.minilm.clauses.drop_cancelled` (a sub-task called off by name: "forget
the washing"): here nothing is called off; the speaker says a step again after a correction marker
("put it in the cabinet in the van... no, the van doesn't have a cabinet, just put it in the box",
"Someone put the spoon somewhere clean. I mean clean the spoon and put it somewhere."), and the words
after the marker, a step asked again with its object, replace the mentions of the same sub-tasks said
before it: their receptacle, their order. Steps said only before the marker stay ("wash the cup ... no,
... put it in the box": still washed); a note that names steps after the marker ("No, sorry, the cutting
is before the fridge") is left to the constraints (:func:`nsg.parser.minilm.late.constrain`).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue, data

_OPENING = (("no", ","), ("no", "wait"), ("i", "mean"), ("sorry", ","), ("correction", ":"))  # opening a sentence
_ANYWHERE = (("scratch", "that"), ("or", "rather"), ("i", "mean", ","))


def corrected(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those said again after a later correction marker (module docstring)."""
    marks = [i for i in range(len(tokens)) if _marker(tokens, i)]
    if not marks:
        return steps
    out = []
    for s in steps:
        if any(s.end <= m and any(x.start >= m and x.subtask == s.subtask and _done_to_it(tokens, x) for x in steps)
               for m in marks):
            continue
        out.append(s)
    return out


def _marker(tokens: list[str], i: int) -> bool:
    """Whether a correction marker starts at ``i`` ("no," / "I mean" opening a sentence, "scratch that")."""
    opens = i == 0 or tokens[i - 1] in SENTENCE_ENDS
    return any(tuple(tokens[i:i + len(m)]) == m for m in _ANYWHERE) or opens and any(
        tuple(tokens[i:i + len(m)]) == m for m in _OPENING)


def _done_to_it(tokens: list[str], x: StepCue) -> bool:
    """A step asked again with its object ("clean the spoon", "put it in the box"), not a note that
    orders steps by name ("No, sorry, the cutting is before the fridge": read by the constraints)."""
    return x.form == "verb" and x.end < len(tokens) and tokens[x.end] in data()["object_pronouns"]
