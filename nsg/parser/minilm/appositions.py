"""A receptacle named again by an apposition (test file 33): "put it on the prize table, the little
side table by the gate", "in the cupboard, the tall white one ... the cabinet by the door".

Why apart from :func:`nsg.parser.minilm.places.place_roles`: the roles there give the place the
receptacle said right after its verb; a comma, a determiner and a few words that end in another
receptacle of the vocabulary (no step; then the clause's end or where that receptacle stands, so no
second place of a list nor a clause of its own: "the bowl on the counter, the plate on the shelf") rename the same thing, and the later name
is the one the vocabulary knows better ("prize table" is read as a dining table only by its head word).

:func:`beside_landmarks` (a kind recurring in test files 30 and 38): a receptacle said after "next to" or
"beside" right beside another one ("on the table next to your plate", "next to her plate on the dining
table") is a landmark by the place, not the place; the other receptacle is.

:func:`moved_again` (test file 52): a place said first with no verb, the object's name, "to" and the receptacle ("Card:
'Soap bottle to the shelf'. Just move it."), or its home ("salt shaker lives here", "belongs on the shelf"), then asked
by a bare place verb and "it" with no receptacle of its own: the move goes where the first said ("Mug on the shelf.
Move it." says where it is now: no "to"); so does one right after a receptacle that opens its clause and a comma
("sink, wash the cup; counter, set it down": the station named first).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, data

_AFTER = {".", "!", "?", ";", ",", ")", "-", "by", "near", "next", "beside", "under", "behind", "at", "opposite"}  # "by the gate"
_MAX_BETWEEN = 3  # "the little side table": words between the determiner and the receptacle


def renamed_places(tokens: list[str], steps: list[StepCue], receptacles: list[Mention]) -> list[StepCue]:
    """``steps`` with a place's receptacle replaced by its apposition's (module docstring)."""
    moved_again(tokens, steps, receptacles)
    d = data()
    dets = set(d["determiners"])
    starts = {m.start: m for m in receptacles}
    said = {i for s in steps for i in range(s.start, s.end)}
    for s in steps:
        first = starts.get(s.receptacle_at) if s.subtask == "place" and s.receptacle_at is not None else None
        lo = _fragment_start(tokens, first, dets) if first is not None else None
        if lo is None and (first is None or tokens[first.end:first.end + 1] != [","] or first.end + 1 >= len(tokens)
                           or tokens[first.end + 1] not in dets):
            continue
        hi = next((i for i in range(lo, len(tokens)) if tokens[i] in _ENDS), len(tokens)) if lo is not None else 0
        if lo is not None and any(lo <= i < hi for i in said):
            continue  # "... on the table. On the counter, rinse the knife.": a clause of its own
        lo = first.end + 2 if lo is None else lo
        second = next((m for m in receptacles if lo <= m.start <= lo + _MAX_BETWEEN), None)
        if second is None or second.value == first.value or any(i in said for i in range(first.end, second.end)) \
                or not all(t.isalpha() for t in tokens[lo:second.start]) \
                or second.end < len(tokens) and tokens[second.end] not in _AFTER:
            continue
        s.receptacle, s.receptacle_at = second.value, second.start
    return beside_landmarks(tokens, steps, receptacles)


_ENDS = {".", "!", "?", ";"}
_FRAGMENT_PREPS = {"on", "in", "onto", "into", "inside"}


def _fragment_start(tokens: list[str], first: Mention, dets: set[str]) -> int | None:
    """"leave it by the sink? On the counter by the sink." (file 53): the place's receptacle ending its sentence, then a
    sentence of its own opened by "on" / "in" and a determiner (no verb): where the words after the determiner start."""
    k = first.end
    if k + 2 >= len(tokens) or tokens[k] not in _ENDS or tokens[k + 1] not in _FRAGMENT_PREPS or tokens[k + 2] not in dets:
        return None
    return k + 3


_OWNERS = {"her", "his", "your", "my", "their", "our", "its"}
_AT_PLACE = {"on", "in", "at", "onto", "into"}


def beside_landmarks(tokens: list[str], steps: list[StepCue], receptacles: list[Mention]) -> list[StepCue]:
    """``steps`` with a place's receptacle said after "next to" / "beside" replaced by the receptacle right
    before it ("on the table next to your plate") or right after it ("next to her plate on the table")."""
    starts = {m.start: m for m in receptacles}
    skip = set(data()["determiners"]) | _OWNERS
    for s in steps:
        at = s.receptacle_at if s.receptacle_at is not None else s.start if s.form == "implicit" else None
        m = starts.get(at) if s.subtask == "place" and at is not None else None  # an implicit place: at its name
        if m is None:
            continue
        i = m.start - 1
        while i >= 0 and tokens[i] in skip:
            i -= 1
        b = i - 1 if i >= 1 and tokens[i - 1:i + 1] == ["next", "to"] else i if i >= 0 and tokens[i] == "beside" else None
        if b is None:
            continue
        other = next((r for r in receptacles if r.end == b), None)
        if other is None and tokens[m.end:m.end + 1] and tokens[m.end] in _AT_PLACE:
            other = next((r for r in receptacles if m.end + 1 <= r.start <= m.end + 3
                          and all(t in skip or t.isalpha() for t in tokens[m.end + 1:r.start])), None)
        if other is not None and other.value != m.value:
            s.receptacle = other.value
            if s.receptacle_at is not None:
                s.receptacle_at = other.start
    return steps


_TOWARD = {"to", "onto", "into"}
_HOMES = {"lives", "live", "belongs", "belong"}  # "salt shaker lives here": where it is kept
_ELSEWHERE = {"away", "somewhere", "elsewhere", "out", "off", "aside"}
_OPENS = {".", "!", "?", ";", ":"}


def moved_again(tokens: list[str], steps: list[StepCue], receptacles: list[Mention]) -> None:
    """Give a bare place verb ("Just move it.") the receptacle of a place said before it with no verb (module docstring)."""
    places = [s for s in steps if s.subtask == "place"]
    if len(places) != 1 or places[0].receptacle is not None or places[0].form != "verb" \
            or tokens[places[0].end:places[0].end + 1] not in (["it"], ["them"]) \
            or tokens[places[0].end + 1:places[0].end + 2] and tokens[places[0].end + 1] in _ELSEWHERE:
        return
    ends = {o.end for o in mentions(tokens) if o.kind == "object"}
    dets = set(data()["determiners"])
    for r in receptacles:
        j = r.start - 1
        while j >= 0 and tokens[j] in dets:
            j -= 1
        k = j - 1 if j >= 1 and tokens[j] in ("on", "in") and tokens[j - 1] in _HOMES else j
        said = r.end <= places[0].start and k >= 1 and (tokens[k] in _TOWARD or tokens[k] in _HOMES) and k in ends \
            and not any(s.start < places[0].start and s.start >= k for s in steps)
        station = places[0].start == r.end + 1 and tokens[r.end] == "," and (j < 0 or tokens[j] in _OPENS)
        if said or station:  # "Mug to the shelf. Just move it.", "counter, set it down"
            places[0].receptacle, places[0].receptacle_at = r.value, r.start
            return
