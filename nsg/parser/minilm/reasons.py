"""A step said as the reason of another step when it was asked already (the kind behind a test file 64 miss):
"wash the kettle, boil it once to rinse it through and put it back" asks the washing once; the "to rinse it"
after the boiling says what the boiling is for, not a second washing placed after it.

Why apart from :mod:`nsg.parser.minilm.compose`: a sub-task said twice is one step there, placed where it was said
first, but the place said after the reason then joins the reason's group (the washing) and goes before the boiling.
The reason is read off the finished list of steps: a verb right after "to", whose verb-led clause before it (a step
verb and at most three plain words: "boil it once to ...") holds a step of another sub-task, and whose own sub-task
was asked before that step. A reason never said before ("boil it to clean it", "put it in the fridge to chill it")
stays a step.

The purpose said first works the same way round (:func:`_fronted_means`): "To chill the apple, put it in the fridge",
"To heat your mug, pop it in and press start": a sentence opened by "to" and a step verb, closed by a comma, and a place
verb right after it into that step's own device (or a bare "in", the device understood) is how the step is done, no
place; into another receptacle ("To warm the mug, put it on the counter") it stays the place.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue, data, device_subtasks

_STOPS = {"and", "then", "or", "but", "so", "want", "wants", "need", "needs", "like", "you", "me", "him", "her", "us",
          "them", "ask", "asked", "tell", "told", "going", "have", "has", "had", "used", "able", "how", "forget"}


def reasons_dropped(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without a reason said after another step that repeats a sub-task asked before it (module docstring)."""
    if "to" not in tokens:
        return steps
    drop = {id(s) for k, s in enumerate(steps) if k >= 2 and _reason(tokens, steps[k - 1], s)
            and any(q.subtask == s.subtask for q in steps[:k - 1]) or k >= 1 and _fronted_means(tokens, steps[k - 1], s)}
    return [s for s in steps if id(s) not in drop] if drop else steps


def _reason(tokens: list[str], p: StepCue, s: StepCue) -> bool:
    """``s`` a verb right after "to", ``p`` a verb of another sub-task at most three plain words before the "to"."""
    gap = tokens[p.end:s.start - 1]
    return s.form == "verb" and p.form == "verb" and s.subtask != p.subtask and tokens[s.start - 1] == "to" \
        and len(gap) <= 3 and all(t.isalpha() and t not in _STOPS for t in gap[1:]) and (not gap or gap[0].isalpha())


def _fronted_means(tokens: list[str], p: StepCue, s: StepCue) -> bool:
    """``p`` a purpose opening its sentence ("To chill the apple,"), ``s`` a place verb right after its comma into
    ``p``'s device or a bare "in" (module docstring)."""
    if s.subtask != "place" or s.form != "verb" or p.form != "verb" or p.start < 1 or tokens[p.start - 1] != "to":
        return False
    if p.start > 1 and tokens[p.start - 2] not in SENTENCE_ENDS:
        return False
    comma = next((i for i in range(p.end, s.start) if tokens[i] == ","), None)
    if comma is None or s.start - comma > 2 or any(t in SENTENCE_ENDS for t in tokens[p.end:comma]):
        return False
    if s.receptacle is not None:
        return device_subtasks().get(s.receptacle) == p.subtask
    after = tokens[s.end:s.end + 3]
    return after[:2] in (["it", "in"], ["them", "in"]) and (len(after) < 3 or after[2] not in data()["determiners"])
