"""A receptacle named again by an apposition (test file 33): "put it on the prize table, the little
side table by the gate", "in the cupboard, the tall white one ... the cabinet by the door".

Why apart from :func:`nsg.parser.minilm.places.place_roles`: the roles there give the place the
receptacle said right after its verb; a comma, a determiner and a few words that end in another
receptacle of the vocabulary (no step; then the clause's end or where that receptacle stands, so no
second place of a list nor a clause of its own: "the bowl on the counter, the plate on the shelf") rename the same thing, and the later name
is the one the vocabulary knows better ("prize table" is read as a dining table only by its head word).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data

_AFTER = {".", "!", "?", ";", ",", ")", "-", "by", "near", "next", "beside", "under", "behind", "at", "opposite"}  # "by the gate"
_MAX_BETWEEN = 3  # "the little side table": words between the determiner and the receptacle


def renamed_places(tokens: list[str], steps: list[StepCue], receptacles: list[Mention]) -> list[StepCue]:
    """``steps`` with a place's receptacle replaced by its apposition's (module docstring)."""
    d = data()
    dets = set(d["determiners"])
    starts = {m.start: m for m in receptacles}
    said = {i for s in steps for i in range(s.start, s.end)}
    for s in steps:
        first = starts.get(s.receptacle_at) if s.subtask == "place" and s.receptacle_at is not None else None
        if first is None or tokens[first.end:first.end + 1] != [","] or first.end + 1 >= len(tokens) \
                or tokens[first.end + 1] not in dets:
            continue
        lo = first.end + 2
        second = next((m for m in receptacles if lo <= m.start <= lo + _MAX_BETWEEN), None)
        if second is None or second.value == first.value or any(i in said for i in range(first.end, second.end)) \
                or not all(t.isalpha() for t in tokens[lo:second.start]) \
                or second.end < len(tokens) and tokens[second.end] not in _AFTER:
            continue
        s.receptacle, s.receptacle_at = second.value, second.start
    return steps
