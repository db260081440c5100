"""A device said as the one that does the job to the object: "the microwave does a potato in 7 mins", "our oven'll do
them in an hour", "the fridge does a bottle of wine in twenty minutes" (the kind behind file 39's item 121).

The device opens its clause (after "the" / "our" ...), then within a few words of its own ("is temperamental but", "will",
"can"), a form of "do" and the thing it is done to (a name of the lexicon, after determiners, or "it" / "them"): the
device's sub-task (heat, cool), no place. A negation ("doesn't do potatoes", "won't do it"), a person ("you do the potato"),
a word that opens another clause ("so", "then", "if") or a question ("does the microwave do ...?") reads nothing. A recipe's,
a label's or an advert's "let the fridge do the rest", "the toaster does the work" (file 71's printed forms: the job itself,
``device_jobs``, after "do", the thing unsaid) reads the same; so does "let the microwave do it". Where a trip out of a
device ends ("straight from the fridge to the plate") is the place (:func:`route_ends`).

Why apart from ``device_trips`` in data/connectives.json (read by :func:`nsg.parser.minilm.clauses.device_trips`, which
calls this): there the trip phrase comes before the device ("a spell in the microwave", "does it in the microwave"); here
the device is the subject and the phrase comes after it, with the object between.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import CLAUSE_STOPS, NEGATIONS, StepCue, data

_DO = {"do", "does", "did", "doing", "done"}
_OPENERS = CLAUSE_STOPS | {"and", "but", "so"}
_BREAKS = CLAUSE_STOPS | NEGATIONS | {"so", "then", "if", "when", "once", "to", "you", "i", "we", "they", "he", "she", "can't",
                                      "cannot", "didn't", "isn't", "wasn't", "wouldn't", "couldn't", "won't", "doesn't", "never"}
_PRONOUNS = {"it", "them", "em"}
_LET = {"let", "lets", "letting"}  # "let the fridge do the rest": the device told to do the job
_GAP = 5  # words between the device and "do": "is temperamental but", "is a bit noisy but", "will", "can easily"


def device_doers(tokens: list[str], recs: list[Mention], device_of: dict[str, str]) -> list[tuple[StepCue, Mention]]:
    """(step, device) for each heating or cooling device that does the job to a thing (module docstring)."""
    if _DO.isdisjoint(tokens):  # no "do" (most texts): nothing to read
        return []
    dets, out = set(data()["determiners"]), []
    for r in recs:
        sub = device_of.get(r.value)
        if sub not in ("heat", "cool"):
            continue
        k = r.start - 1
        while k >= 0 and tokens[k] in dets:
            k -= 1
        if k >= 0 and tokens[k] not in _OPENERS and tokens[k] not in _LET:
            continue  # "put it in the microwave, it does ...": the device is no subject
        j = next((j for j in range(r.end, min(len(tokens), r.end + _GAP + 1)) if tokens[j] in _DO or tokens[j] in _BREAKS), None)
        if j is None or tokens[j] not in _DO or mentions(tokens[r.end:j]) or _asked(tokens, j) \
                or not (_the_rest(tokens, j + 1) or k >= 0 and tokens[k] in _LET and j == r.end and tokens[j + 1:j + 2] in (["it"], ["them"])
                        or (k < 0 or tokens[k] not in _LET) and _done_to(tokens, j + 1, dets)):
            continue
        out.append((StepCue(sub, r.start, j + 1, "verb"), r))
    return out


def _the_rest(tokens: list[str], i: int) -> bool:
    """Whether the job itself is said at ``i`` ("the rest", "the work", "its magic": ``device_jobs``), the thing left unsaid."""
    return any(tokens[i:i + len(p.split())] == p.split() for p in data()["device_jobs"])


def _done_to(tokens: list[str], i: int, dets: set[str]) -> bool:
    """Whether a thing done to opens at ``i``: "it", "them", or a name of the lexicon after determiners."""
    if tokens[i:i + 1] and tokens[i] in _PRONOUNS:
        return True
    while i < len(tokens) and tokens[i] in dets:
        i += 1
    return any(m.kind == "object" and m.start == 0 for m in mentions(tokens[i:i + 4]))


def _asked(tokens: list[str], i: int) -> bool:
    """Whether the sentence around ``i`` is a question ("does the microwave do potatoes?")."""
    end = next((t for t in tokens[i:] if t in (".", "!", "?")), ".")
    return end == "?"


_TO = {"to", "onto", "into"}


def route_ends(tokens: list[str], trips: list[tuple[StepCue, Mention]], recs: list[Mention]) -> list[tuple[StepCue, Mention]]:
    """(place, receptacle) for where a trip out of a device ends ("straight from the fridge to the plate", "fresh out of the
    toaster onto your plate", an advert's or a recipe's, file 71's printed forms): "to" / "onto" / "into", determiners, then a
    receptacle right after the device of the trip: the place, the trip's sub-task before it."""
    out, dets = [], set(data()["determiners"])
    by_start = {r.start: r for r in recs}
    for step, device in trips:
        if not tokens[device.end:device.end + 1] or tokens[device.end] not in _TO or tokens[step.start] not in _OUT_OF:
            continue
        j = device.end + 1
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        r = by_start.get(j)
        if r is not None and r.value != device.value:
            out.append((StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value), r))
    return out


_OUT_OF = {"straight", "fresh", "right", "just", "from", "out"}  # the trip phrases of a way out ("straight from", "fresh out of")
