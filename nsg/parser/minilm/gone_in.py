"""The thing said going into a device, then worked on again (the kind behind file 56's item of the microwave): "The
potato needs to go in the microwave. Then cut it into quarters.", "the mug went into the microwave first, then wash it",
"the apple goes in the fridge, then slice it".

Why apart from :mod:`nsg.parser.minilm.stations`: there a place into a device said with its verb stays a place when
the object is worked on later ("put it in the microwave, then chill it" is a place in the generator's families, whose
place verbs put the thing somewhere: put, place, set, leave, move, drop, store). Said instead with the thing as the
subject of a verb of going (``going_verbs``: "it goes in the fridge", "the potato needs to go in the microwave"), past
the helpers of ``going_aux`` ("needs to", "has to", "should"), the trip is its own: a device the thing goes into and
later leaves to be worked on (a step after it of another sub-task than the device's, no place and no hand-over, which
the stations read already) is where the device's sub-task is done, no end. The thing ending there stays a place: "the
apple goes in the fridge" alone, "slice it, then it goes in the fridge", a step said before ("it goes in the fridge after
you slice it", "..., but wash it first"), a time clause ("cut it before it goes in the microwave"), or the device's own
sub-task said as well ("it goes in the microwave, then heat it for five minutes": the means of that step), or a state
said after the device ("the lettuce goes into the fridge washed and cut": the state it goes in with).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data, device_subtasks, skip_back

_SUBJECT_PRONOUNS = {"it", "they", "it'll", "they'll", "it's", "they're", "this", "that"}  # "then it goes in the fridge"
_WHEN = {"before", "after", "once", "when", "until", "till", "til", "as", "while", "if"}  # a time clause: no trip of its own
_FIRST = (["before", "that"], ["beforehand"], ["first"])  # "..., but wash it first (though)": said before the trip


@lru_cache(maxsize=1)
def _going() -> tuple[frozenset[str], frozenset[str]]:
    d = data()
    return frozenset(d["going_verbs"]), frozenset(d["going_aux"])


def gone_in(tokens: list[str], steps: list[StepCue], objects: list[Mention], target: Mention | None) -> list[StepCue]:
    """The steps with each place into a device said by the thing going there, with a later step of another
    sub-task, read as the device's sub-task (module docstring)."""
    verbs, aux = _going()
    if target is None or verbs.isdisjoint(tokens):  # no verb of going (most texts)
        return steps
    device_of = device_subtasks()
    present = {s.subtask for s in steps}
    own = {o.end - 1: o.start for o in objects if o.value == target.value}  # the thing's names, by their last word
    out, dets = list(steps), set(data()["determiners"])
    for n, s in enumerate(steps):
        sub = device_of.get(s.receptacle or "")
        if s.subtask != "place" or s.form != "verb" or sub is None or sub in present or tokens[s.start] not in verbs:
            continue
        j = skip_back(tokens, s.start - 1, aux)
        if j < 0 or not (tokens[j] in _SUBJECT_PRONOUNS or j in own):
            continue  # "you go in the kitchen": not the thing going
        lo = skip_back(tokens, own.get(j, j) - 1, dets) + 1
        at = s.receptacle_at if s.receptacle_at is not None else s.end
        after = next((i for i in range(at, min(len(tokens), at + 4)) if tokens[i] in _WHEN or tokens[i] in (".", ",", "!", "?", ";")),
                     None)
        if lo > 0 and tokens[lo - 1] in _WHEN or after is not None and tokens[after] in _WHEN:
            continue  # "cut it before it goes in the microwave", "it goes in the fridge after you slice it"
        if "back" in tokens[s.start:at]:
            continue  # "it goes back on the stove where it lives": home again, an end
        before = {x.subtask for x in steps if x.start < s.start}  # "scrubbing it ..., and it goes on the stove. scrub sounds"
        if any(x.start > at and x.subtask not in ("place", "pick", *before) and x.form != "adj" and not _said_first(tokens, x)
               for x in steps):  # "goes into the fridge washed and cut": the state it goes in with, said before
            out[n] = StepCue(sub, s.start, s.end, s.form)
    return out


def _said_first(tokens: list[str], s: StepCue) -> bool:
    """Whether "first" / "before that" / "beforehand" is said in the clause of step ``s`` after it ("give them a wash at
    the sink first though", "give it a rinse first: ..."): it comes before the trip."""
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in (".", "!", "?", ";", ",", "-", ":")), len(tokens))
    return any(tokens[i:i + len(w)] == w for i in range(s.end, hi) for w in _FIRST)
