"""A place asked about in a question and told in its answer (the kind behind test file 71's misses).

An FAQ's or an interview's question may hold the place verb while the answer says where ("Q: How should the tomato be
left for the guests? A: Sliced, chilled and on the counter, please."): the place's receptacle is said after the question
mark, with the answer's other steps. The place is then told where its receptacle is, in the answer's order, not where
the question's verb stands; a place whose receptacle is in its own sentence ("Where does it go? Wash it first, then
put it in the sink.") keeps its verb.

A question asking about the job ("What's the best way to get a bowl cold? Wash it, then chill it in the fridge.",
"Which of these shows a correctly laid table? The spoon clean and on the dining table.", file 75) names its goal; the
steps of the answer after it say the way there: a step of the question whose sub-task the answer says again is that
step, said where the answer says it (:func:`asked_again`). Only a question opened by a question word: a request ("Can
you chill the cup? Wash it first, then chill it.") is left to the steps' own words.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue

_ASKING = {"what", "what's", "whats", "which", "how", "where", "when", "why"}


def answered_places(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps with a place whose receptacle is said after a question mark past its verb moved to the receptacle."""
    if "?" not in tokens:
        return steps
    out = []
    for s in steps:
        at = s.receptacle_at
        if s.subtask == "place" and at is not None and at > s.end and "?" in tokens[s.end:at]:
            s = StepCue("place", at, at + 1, "implicit", participle=True, receptacle=s.receptacle)
        out.append(s)
    return sorted(out, key=lambda c: c.start)


def asked_again(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those of a question-word question whose sub-task is said again after it (module docstring)."""
    if "?" not in tokens:
        return steps
    drop: set[int] = set()
    for q in (i for i, t in enumerate(tokens) if t == "?"):
        lo = q
        while lo > 0 and tokens[lo - 1] not in SENTENCE_ENDS and tokens[lo - 1] != ":":
            lo -= 1
        if tokens[lo] not in _ASKING:
            continue
        later = {s.subtask for s in steps if s.start > q}
        drop |= {id(s) for s in steps if lo <= s.start < q and s.subtask in later}
    return [s for s in steps if id(s) not in drop] if drop else steps
