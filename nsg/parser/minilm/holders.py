"""A person told apart by what they hold ("the person who did it was not the one holding the cup", "the man carrying
the tray went first", a logic-grid clue of file 75): the "-ing" pick right after a person's noun ("one", a subject
noun or a role of the data: ``subjects``, ``person_roles``) and before another thing of the vocabulary, not the
target, describes that person, so it is no step of the task. A pick of the target itself ("the one holding the egg")
and one with no thing named after it are left as they are.

Why apart from :mod:`nsg.parser.minilm.subjects` (steps whose subject is another thing) and
:mod:`nsg.parser.minilm.reduced_relatives` (a reduced relative on the object's name): here the reduced relative is on a
person, and what it holds is another thing, so it is read on the finished steps, beside the answers
(:mod:`nsg.parser.minilm.answered`), where the target is known.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, data

_ONES = {"one", "ones"}


def holders_dropped(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """``steps`` without a pick that describes a person by another thing they hold (module docstring)."""
    if target is None or not any(s.subtask == "pick" and tokens[s.start].endswith("ing") for s in steps):
        return steps  # most descriptions: no "holding" / "carrying"
    d = data()
    persons, dets = _ONES | set(d["subjects"]) | set(d["person_roles"]), set(d["determiners"])
    out = []
    for s in steps:
        if s.subtask == "pick" and s.start > 0 and tokens[s.start].endswith("ing") and tokens[s.start - 1] in persons:
            held = next((m for m in mentions(tokens[s.end:s.end + 4]) if m.kind == "object"), None)
            if held is not None and held.value != target.value and all(t in dets for t in tokens[s.end:s.end + held.start]):
                continue
        out.append(s)
    return out
