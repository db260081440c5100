"""Taken out when done: "when it was cold he took it out and carried it off", "once it's hot, pull it out and wash it"
(file 70).

Why a module of its own: the taking out of a device is no step (the device's sub-task is), so the "and" after it is
read as joining the step before it; but the taking out says the device's sub-task is over, and what is done "and"
after it comes later: a "then". Read only where a step is said in a time clause right before the taking out ("when it was cold", "once it's hot": a connective of ``after``), the taking out is a verb of
``taking_out_verbs``, its pronoun and "out" (a subject pronoun before it, or a comma), and "and" the next step's join.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import Connective, Reading, data

_SUBJECTS = {"he", "she", "they", "i", "we", "you", ","}
_HELD = {"it", "them"}
_TIMES = {"when", "once", "after"}


def taken_out_then(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives with the "and" after such a taking out read as "then" (module docstring)."""
    if "out" not in tokens or "and" not in tokens:
        return reading.connectives
    verbs = set(data()["taking_out_verbs"])
    out = []
    for c in reading.connectives:
        if c.meaning == "and" and tokens[c.start:c.end] == ["and"] and c.start >= 3 and tokens[c.start - 1] == "out" \
                and tokens[c.start - 2] in _HELD and tokens[c.start - 3] in verbs and _done_before(tokens, reading, c.start - 3):
            c = Connective("then", c.start, c.end)
        out.append(c)
    return out


def _done_before(tokens: list[str], reading: Reading, v: int) -> bool:
    """Whether the step right before the verb at ``v`` is said in a time clause of "after" ("when it was cold he took it
    out"), nothing but a subject or a comma between them."""
    before = [s for s in reading.steps if s.end <= v]
    if not before or not all(t in _SUBJECTS for t in tokens[before[-1].end:v]):
        return False
    lo = before[-2].end if len(before) > 1 else 0
    return any((c.meaning == "after" or not _TIMES.isdisjoint(tokens[c.start:c.end])) and lo <= c.start < before[-1].start
               for c in reading.connectives)  # "and once" is read as one "then"
