"""A tool's own use: the cutting a knife does is no change to the knife (the kind behind test file 71's misses).

A care note or a warning about a knife ("Always wash the knife after cutting raw meat and put it back in the drawer",
"rinse the butter knife once you've sliced the loaf") names the cutting the knife was used for; a knife is never
the thing sliced (no gold slices one), so when the object the text is about is a tool (``tools`` in
``data/connectives.json``) its slicing words are its use, not a step. The cutting of another object keeps that
object the target ("Cut the apple with the knife, then wash the apple."), and this reads nothing there.
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue


def tool_cuts(steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without the slicing of a target that is a tool (module docstring)."""
    if target is None or target.value not in data()["tools"] or all(s.subtask != "slice" for s in steps):
        return steps
    return [s for s in steps if s.subtask != "slice"]
