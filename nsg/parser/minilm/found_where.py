"""Where a story's thing was found at its end: "They found the egg in the fridge the next morning, cut cleanly in two, and
cold as the grave." (a gothic narrator's, file 70): a finder ("they", "I", "we", "she", "he", a name) found the thing in
a receptacle, and the states said after it in that sentence are the text's only steps: the outcome reported, so the
receptacle is where the thing ends up too, a place after those states.

Only so: with a step outside that sentence ("I found the apple in the fridge. Wash it and slice it.") the receptacle
is where the thing was before the task, no place (as :func:`nsg.parser.minilm.clauses.drop_found` reads a found report);
with no state said after it there is no outcome to read.

Why apart from :func:`~nsg.parser.minilm.clauses.drop_found` (at its module's length limit), which drops the steps of an
inspection's "Found: ..." and keeps them when nothing else is asked: here the steps are kept and a place is added.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import DETERMINERS, SENTENCE_STOPS, StepCue

_FOUND = {"found", "find", "discovered"}
_AT = {"in", "inside", "on", "within"}


def found_where(tokens: list[str], steps: list[StepCue], recs: list[Mention], target: Mention | None) -> list[StepCue]:
    """``steps`` with the place where the thing was found at the story's end (module docstring)."""
    if target is None or not steps or "found" not in tokens and "discovered" not in tokens:  # most texts: nothing found
        return steps
    i = target.start - 1 - (target.start > 0 and tokens[target.start - 1] in DETERMINERS)
    if i < 1 or tokens[i] not in _FOUND or tokens[target.end:target.end + 1] == [] or tokens[target.end] not in _AT:
        return steps
    r = next((m for m in recs if target.end < m.start <= target.end + 3 and all(t in DETERMINERS for t in tokens[target.end + 1:m.start])), None)
    end = next((j for j in range(target.end, len(tokens)) if tokens[j] in SENTENCE_STOPS), len(tokens))
    if r is None or any(s.subtask in ("place", "pick") or not r.end <= s.start < end for s in steps):
        return steps  # a step outside the sentence, or said before where it was: no outcome
    return steps + [StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value)]
