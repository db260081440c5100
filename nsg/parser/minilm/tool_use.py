"""A tool's own use: the cutting a knife does is no change to the knife (the kind behind test file 71's misses).

A care note or a warning about a knife ("Always wash the knife after cutting raw meat and put it back in the drawer",
"rinse the butter knife once you've sliced the loaf") names the cutting the knife was used for; a knife is never
the thing sliced (no gold slices one), so when the object the text is about is a tool (``tools`` in
``data/connectives.json``) its slicing words are its use, not a step. The cutting of another object keeps that
object the target ("Cut the apple with the knife, then wash the apple."), and this reads nothing there.

So is a gadget the object is put in for a later step ("Place the apple in the slicer cradle and press down to slice.
Transfer the slices to a plate."): a place into a thing the lexicon does not know, with a step of another sub-task
after it and a place into a known receptacle later still, is the gadget's use, not where the object ends up
(:func:`gadget_stops`); "put it in the hamper" alone stays a place somewhere.
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import Mention, unknown_words
from nsg.parser.minilm.spans import StepCue, skip_forward


def tool_cuts(steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without the slicing of a target that is a tool (module docstring)."""
    if target is None or target.value not in data()["tools"] or all(s.subtask != "slice" for s in steps):
        return steps
    return [s for s in steps if s.subtask != "slice"]


_INTO = {"in", "into", "inside", "onto"}
_DETS = {"the", "a", "an", "its", "your", "our"}


def gadget_stops(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without a place into a thing the lexicon does not know that a later step and a later known place
    follow (module docstring)."""
    out = []
    for n, s in enumerate(steps):
        if s.subtask == "place" and s.receptacle is None and _into_unknown(tokens, s.end) \
                and any(x.subtask not in ("place", "pick") for x in steps[n + 1:]) \
                and any(x.subtask == "place" and x.receptacle is not None for x in steps[n + 1:]):
            continue
        out.append(s)
    return out


def _into_unknown(tokens: list[str], k: int) -> bool:
    """Whether "in" / "into" and a thing the lexicon does not know follow within the next words after ``k`` (past
    "it" or the object's name, at most three words)."""
    j = next((i for i in range(k, min(k + 4, len(tokens))) if tokens[i] in _INTO), None)
    if j is None:
        return False
    j += 1
    j = skip_forward(tokens, j, _DETS)
    return j < len(tokens) and tokens[j].isalpha() and bool(unknown_words(tokens[j:j + 1]))
