"""Put back where it came from: "The spatula has gone missing from the drawer. Wash it and put it back!" (file 59).

Why apart from :mod:`nsg.parser.minilm.places` (at its length limit): a place verb, its pronoun and a bare "back"
name no receptacle, and the graph would say "somewhere"; but "back" returns the thing to where it was, and a
receptacle said earlier after a source preposition ("from the drawer", "out of the cabinet") is where it was. A
device there (the fridge, the microwave) is left alone: going back into it may be the device's own step. So a bare
"before it goes in" names no receptacle either: the one said alone before it (:func:`goes_in_again`, file 39); nor does
"then put it out" closing its clause (set out for serving): the place said alone before it ("I want the wine cold and on
the dining table. Chill it, then put it out.", file 30), nor "then put it down" (file 40); "leave it out" (not put away) is
no such place.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, data, device_subtasks, skip_back

_ENDS = {".", "!", "?", ";", ",", "when", "after", "afterwards", "please", "again"}


def put_back(tokens: list[str], steps: list[StepCue], recs: list[Mention]) -> list[StepCue]:
    """``steps`` with a receptacle-less place said "(put) it back" given the receptacle it came from (module docstring)."""
    for s in steps:
        if s.subtask != "place" or s.receptacle is not None or s.form != "verb":
            continue
        j = s.end + (tokens[s.end:s.end + 1] in (["it"], ["them"]))
        if tokens[j:j + 1] != ["back"] or j + 1 < len(tokens) and tokens[j + 1] not in _ENDS:
            continue
        source = _came_from(tokens, recs, s.start)
        if source is not None:
            s.receptacle = source.value
    return steps


def _came_from(tokens: list[str], recs: list[Mention], before: int) -> Mention | None:
    """The last receptacle before ``before`` said after a source preposition ("from the drawer", "out of the
    cabinet"), not a device of a sub-task."""
    d, devices = data(), device_subtasks()
    skip = set(d["determiners"]) | {"of"}
    found = [r for r in recs if r.end <= before and r.value not in devices
             and (j := skip_back(tokens, r.start - 1, skip)) >= 0 and tokens[j] in d["source_preps"]]
    return found[-1] if found else None


_PARTICLES = {"in", "on", "into", "onto", "inside"}
_SUBJECTS = {"it", "they", "it's", "they're", "its"}
_TIMES = {"before", "until", "till", "once", "when", "after"}


def goes_in_again(tokens: list[str], s: StepCue) -> bool:
    """"One tomato, sliced, in the pot. Slice it last before it goes in.": a place verb in a time clause, after its subject
    pronoun, whose particle ends the clause names no receptacle of its own; it is the place said by its receptacle alone
    before it (:func:`nsg.parser.minilm.places._back_there`, file 39), no second place "somewhere" ("then make it go in":
    asked, a place of its own)."""
    if s.subtask != "place" or s.form != "verb":
        return False
    return s.start > 1 and tokens[s.start - 1] in _SUBJECTS and tokens[s.start - 2] in _TIMES \
        and tokens[s.end - 1] in _PARTICLES and (s.end == len(tokens) or tokens[s.end] in _ENDS) or _put_in(tokens, s)


def _put_in(tokens: list[str], s: StepCue) -> bool:
    """"Open the fridge and put the lettuce in.", "nobody touches the fridge except to put the lettuce in, after ..." (file
    38): a place verb, its object ("it" or a determiner and at most two words) and a bare "in" ending the clause: the
    receptacle said before it, as with "before it goes in" ("put it on" may switch a kettle on: not read); so does "put it
    down" ("Mrs Lee's mug, warm, on the coffee table. Warm it, then put it down.", file 40)."""
    j = s.end + 1 if tokens[s.end:s.end + 1] in (["it"], ["them"]) else next(
        (k for k in range(s.end + 2, min(len(tokens), s.end + 4)) if tokens[s.end] in ("the", "your", "my", "that", "this")
         and tokens[k] in _PARTICLES), None)
    return j is not None and j < len(tokens) and (tokens[j] == "in" or tokens[j] == "out" and _set_out(tokens, s) or tokens[j] == "down" and _set_down(tokens, s)) \
        and all(t.isalpha() for t in tokens[s.end:j]) and (j + 1 == len(tokens) or tokens[j + 1] in _ENDS or tokens[j] == "out" and tokens[j + 1] == "-")


_IS = {"is", "are", "'s", "was", "were", "sits", "sit", "lives", "live"}


def _set_out(tokens: list[str], s: StepCue) -> bool:
    """"put it out", "set them out", "lay the slices out" (file 30): set out for serving, not "leave it out" (left, not put
    away) nor "take it out" (a pick); not after where the thing is now ("The wine is in the cupboard. ... put it out":
    out of there)."""
    preps = data()["receptacle_preps"]
    return s.end - s.start == 1 and tokens[s.start] not in data()["staying"] \
        and not any(t in _IS and tokens[k + 1] in preps for k, t in enumerate(tokens[:s.start - 1]))


def _set_down(tokens: list[str], s: StepCue) -> bool:
    """"Warm it first, then put it down." after "Mrs Lee's mug, warm, on the coffee table." (file 40): "put it down" as
    "put it out", and its own sentence says no where before it ("slice it on the counter, then put it down": where it
    was sliced, no place to put it back to; a device said there is only where a step is done)."""
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in (".", "!", "?", ";")), 0)
    preps, devices = data()["receptacle_preps"], device_subtasks()
    return lo > 0 and _set_out(tokens, s) and not any(t in preps and not any(  # "heat it in the microwave, then set it down"
        m.kind == "receptacle" and m.value in devices for m in mentions(tokens[i + 1:i + 4])) for i, t in enumerate(tokens[lo:s.start], lo))
