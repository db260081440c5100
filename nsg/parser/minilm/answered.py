"""A place asked about in a question and told in its answer (the kind behind test file 71's misses).

An FAQ's or an interview's question may hold the place verb while the answer says where ("Q: How should the tomato be
left for the guests? A: Sliced, chilled and on the counter, please."): the place's receptacle is said after the question
mark, with the answer's other steps. The place is then told where its receptacle is, in the answer's order, not where
the question's verb stands; a place whose receptacle is in its own sentence ("Where does it go? Wash it first, then
put it in the sink.") keeps its verb.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue


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
