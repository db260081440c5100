"""A place into a device, then the device's state said as what the object needs ("into the fridge with it. It just
needs to be cold."): the trip is the device's step, the state says what it was for.

Why apart from :mod:`nsg.parser.minilm.stays` (the stays said by a duration, a later place or an order word): this
reads a need said in another sentence, which the station finder asks for on its own; :data:`ORDERING` (the order
words that keep a state said apart a step of its own) is shared with the stays.
"""
from __future__ import annotations

from nsg.parser.minilm.need_stops import wished
from nsg.parser.minilm.spans import CLAUSE_STOPS, StepCue, clause_bounds, data, device_subtasks

ORDERING = {"first", "after", "before", "only", "until", "till", "once", "last", "lastly", "finally",
             "end"}  # "Fridge at the end." (file 38)

_NEED = {"be", "get", "stay", "keep"}  # "it needs to be cold", "it should get cold", "let it stay cold"
_MAY_GO = {(p, m, "go") for p in ("it", "they") for m in ("can", "could")}  # "..., it can go in the fridge": a way offered


def needed_there(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """A place into a device (the last place), then in a later sentence the device's state after "be" ("get",
    "stay") with no order word in its clause, is the device's step: the state says what the trip was for; so is the
    need said in an earlier sentence, an adverb in "-ly" after "be" or not ("it needs to be properly cold by 7. ...
    put it in the fridge", file 50), or earlier in a run-on or after a comma when the trip is only offered by "it can
    go" / "it could go" ("it needs to be cold by the time I'm in, it can go in the fridge", file 56); a wish said first for
    the object in that state ("I want the apple cold. Slice it, then put it in the fridge.", file 49) is a need too."""
    places = [s for s in steps if s.subtask == "place"]
    if not places or (sub := device_subtasks().get(places[-1].receptacle or "")) is None:
        return steps
    place = places[-1]
    adjectives = set(data()["steps"][sub]["adjectives"])
    for s in steps:
        lo, hi = clause_bounds(tokens, s.start, CLAUSE_STOPS)
        need = s.start - 1 - (s.start > 1 and tokens[s.start - 1].endswith("ly") and place.start > s.end)
        a, b = (place.end, s.start) if s.start > place.end else (s.end, place.start)
        may = s.end <= place.start - 3 and tuple(tokens[place.start - 2:place.start + 1]) in _MAY_GO \
            and tokens[place.start - 3] not in ("and", "so", "but", "&")  # "cold so it can go in": what the state is for
        hi = place.start - 2 if may else hi  # "it needs to be cold by six it can go in the fridge once ..." (file 56)
        if s.subtask == sub and tokens[s.start] in adjectives and (tokens[need] in _NEED or s.end < place.start and wished(tokens, s)) \
                and (may or any(t in (".", "!", "?", ";") for t in tokens[a:b])) \
                and not any(t in ORDERING - {"only"} or t in ("then", "later") for t in tokens[lo:hi]):
            return [StepCue(sub, x.start, x.end, "noun" if x.form == "implicit" else x.form) if x is place else x for x in steps
                    if x is not s or s.start > place.end]  # a need said first: the trip, where it is said, is the step
    return steps
