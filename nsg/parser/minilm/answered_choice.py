"""A question offering two ways, the second with "just" ("Should the cup be washed or just put on the shelf?"), then
an answer that says "just" and one of them ("Just put on the shelf.", "The sheet says just moved.", file 44): the
answer picks that way, so the steps of the other way, said only in the question, are no steps.

Why apart from :mod:`nsg.parser.minilm.corrections` (a step said again after "no, ..." replaces the one said before)
and :mod:`nsg.parser.minilm.choices` ("bin it or eat it": a choice left open), and :mod:`nsg.parser.minilm.answered`
(where an answer puts the place asked about): here the speaker asks, then answers, and
nothing is corrected; the question alone ("wash it or just put it away?", no answer) is left as it is, and so is an
answer without "just" / "only", or one whose step is of both ways or of neither.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue

_ONLY = {"just", "only", "simply"}


def answered(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without those of the way a later "just ..." answer did not pick (module docstring)."""
    if "?" not in tokens or "or" not in tokens:
        return steps
    lo = 0
    for q in [i for i, t in enumerate(tokens) if t == "?"]:
        if q < lo:
            continue  # the second mark of "??"
        ors = [i for i in range(lo, q) if tokens[i] == "or"]
        start, lo = lo, q + 1
        while lo < len(tokens) and tokens[lo] in SENTENCE_ENDS:
            lo += 1  # "??"
        hi = next((i for i in range(lo, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
        if len(ors) != 1 or tokens[ors[0] + 1:ors[0] + 2] == [] or tokens[ors[0] + 1] not in _ONLY:
            continue
        first = {s.subtask for s in steps if start <= s.start < ors[0]}
        second = {s.subtask for s in steps if ors[0] < s.start < q}
        said = {s.subtask for s in steps if q < s.start < hi and s.start > 0 and tokens[s.start - 1] in _ONLY}
        if len(said) != 1 or not first or not second or not said <= (first ^ second):
            continue
        drop = first if said <= second else second
        steps = [s for s in steps if not (start <= s.start < q and s.subtask in drop)]
    return steps
