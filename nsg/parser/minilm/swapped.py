"""A step taken back by a correction marker and another step said "instead" ("Wash the mug - no wait, heat it instead",
"Chill the apple. Actually, slice it instead."): the step said right before the marker is no step; the probe of
conditions and alternatives (issue 39).

Why apart from :func:`nsg.parser.minilm.corrections.corrected` (markers opening a sentence or after a comma, the same
sub-task said again): here the step after the marker is another sub-task, and "instead" (after it and its pronoun,
closing its clause) says it replaces the one before. The marker words (``_MARKS``: "no", "wait", "actually",
"or rather") stand alone between a clause break and the new step; the step taken back is the last one before them, in
the same sentence or the one before, with no other step between. So is a step said as a plan ("was going to",
"meant to", "planned to", "gonna") when "but" and another step said "instead" follow in its sentence ("I was going to
heat the potato but washed it instead")."""
from __future__ import annotations

from nsg.parser.minilm.spans import CLAUSE_STOPS, FULL_STOPS, StepCue, data

_MARKS = {"no", "wait", "actually", "sorry", "rather", "hang", "on", "oh", "or", "hmm"}
_STRONG = {"no", "wait", "actually", "sorry", "rather"}  # at least one of these: "or" alone offers a choice


def swapped_out(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the steps taken back by a marker and a step said "instead" (module docstring)."""
    if "instead" not in tokens:
        return set()
    pronouns = set(data()["object_pronouns"])
    out = set()
    for x in steps:
        k = x.end + (x.end < len(tokens) and tokens[x.end] in pronouns)
        if tokens[k:k + 1] != ["instead"] or k + 1 < len(tokens) and tokens[k + 1] not in CLAUSE_STOPS:
            continue
        planned = next((y for y in steps if y.end <= x.start and y.subtask != x.subtask and _planned(tokens, y)
                        and "but" in tokens[y.end:x.start] and not any(t in FULL_STOPS for t in tokens[y.end:x.start])), None)
        if planned is not None:  # "I was going to heat the potato but washed it instead"
            out.add(planned.start)
            continue
        j, marked = x.start - 1, False
        while j >= 0 and (tokens[j] in _MARKS or tokens[j] in CLAUSE_STOPS):
            marked = marked or tokens[j] in _STRONG
            j -= 1
        if not marked or j < 0 or not any(t in CLAUSE_STOPS for t in tokens[j + 1:x.start]):
            continue
        before = [y for y in steps if y.end <= j + 1]
        if not before:
            continue
        y = before[-1]
        if y.subtask != x.subtask and sum(t in FULL_STOPS for t in tokens[y.end:x.start]) <= 1:
            out.add(y.start)
    return out


_PLANS = (["going", "to"], ["meant", "to"], ["planned", "to"], ["gonna"], ["intended", "to"], ["about", "to"])


def _planned(tokens: list[str], y: StepCue) -> bool:
    """Whether the step ``y`` is said as a plan: "going to" / "meant to" / "planned to" / "gonna" right before it."""
    return any(tokens[max(0, y.start - len(p)):y.start] == p for p in _PLANS)
