"""Steps said after "that's all" (the kind behind test file 34's misses): "Give it a wash. That's all,
just clean it, I'll put it away.", "wash it, that's all I need for now, rest later". "That's all" closes
what is asked: a step said after it again (the washing said once more) stays, a sub-task said for the
first time after it is what somebody else does or what is left for later, no step; unless a new sentence opens with
"then" after it ("Clean it, that's all I ask. Then give it to Dad", test file 52): the list goes on.

Why apart from :mod:`nsg.parser.minilm.cues` (at its length limit): it is read off the finished list of
steps, by what was said before the closing words, not off a step word's neighbours.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue

_CLOSERS = (("that's", "all"), ("that", "is", "all"), ("thats", "all"))
_FIRST = {c[0] for c in _CLOSERS}


def closed_off(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without those of a sub-task said first after "that's all" (module docstring)."""
    at = next((i for i in range(len(tokens)) if tokens[i] in _FIRST for c in _CLOSERS if tuple(tokens[i:i + len(c)]) == c), None)
    if at is None:
        return steps
    before = {s.subtask for s in steps if s.end <= at}
    if not before:
        return steps  # "That's all I ask: wash it": the request follows
    reopened = next((i for i in range(at, len(tokens) - 1) if tokens[i] in (".", "!", ";") and tokens[i + 1] == "then"), len(tokens))
    return [s for s in steps if s.end <= at or s.subtask in before or s.start > reopened]  # "... all I ask. Then give it to Dad"
