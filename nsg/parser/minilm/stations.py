"""A round of stations: the object taken through several receptacles in turn (issue 39).

Why: "the egg goes in the microwave, then the fridge, then onto the plate", "the apple gets the
sink, the knife, the fridge - any order - then the bowl", "put the pan in the sink, then the
fridge, then back on the stove burner" name each step by where it is done. An object ends up in one place
only, so a device it passes on the way (``devices``: fridge, microwave, sink, ...) is where that
device's sub-task is done, and a tool said the same way (the knife) is the slicing. The last
stop stays where the object ends up, unless it is said alone and a step still follows it ("then
the sink, then under the knife"). One place said with its verb stays a place ("put it in the
microwave, then chill it" is a place in the generator's families), and a device said alone next
to the verb of its own step ("heat (microwave)") counts as a stop but adds nothing. A stop said
alone is read only when its clause holds no other words than those of a trip (``station_words``,
determiners, prepositions, pronouns), so a clause about the room ("the sink is by the window")
adds no step.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data, device_subtasks

_SEPARATORS = {",", ".", ";", "!", "?", ":", "-", "/", "then", "and", "(", ")", "->", "=>", ">"}


@lru_cache(maxsize=1)
def _trip_words() -> frozenset[str]:
    """The words a clause naming a stop alone may hold besides its receptacle and the object."""
    d = data()
    return frozenset(d["station_words"]) | frozenset(d["determiners"]) | frozenset(d["receptacle_preps"]) \
        | frozenset(d["object_pronouns"])


def _bare(tokens: list[str], m: Mention, steps: list[StepCue], own: set[int], allowed: frozenset[str]) -> bool:
    """Whether mention ``m`` stands in a clause of its own that holds only trip words."""
    lo = m.start
    while lo > 0 and tokens[lo - 1] not in _SEPARATORS:
        lo -= 1
    hi = m.end
    while hi < len(tokens) and tokens[hi] not in _SEPARATORS:
        hi += 1
    return not any(s.start < hi and lo < s.end for s in steps) and \
        all(i in own or m.start <= i < m.end or tokens[i] in allowed for i in range(lo, hi))


def stations(tokens: list[str], recs: list[Mention], objects: list[Mention], steps: list[StepCue],
             target: Mention | None) -> list[StepCue]:
    """The steps with each stop of a round of stations read as its sub-task (module docstring)."""
    steps = _device_fragments(tokens, steps)
    d = data()
    device_of, tools = device_subtasks(), set(d["tools"])
    allowed = _trip_words()
    own = {i for o in objects if target is not None and o.value == target.value for i in range(o.start, o.end)}
    stops: list[tuple[int, str, StepCue | None, Mention | None]] = []  # (position, receptacle or tool, place step, bare mention)
    for s in steps:
        if s.subtask == "place" and s.receptacle is not None:
            said_at = (r.start for r in recs if r.start >= s.end and r.value == s.receptacle)  # its receptacle's words
            at = s.start if s.form == "implicit" else next(said_at, s.start)
            stops.append((at, s.receptacle, s, None))
    present = {s.subtask for s in steps} | {s.receptacle for s in steps if s.receptacle}  # said already: its step or its place
    said = sum(" ".join(tokens[s.start:s.end]) in d["device_verbs"] for s in steps)  # "knife, fridge, microwave"
    for m in recs + [o for o in objects if o.value in tools]:
        sub = "slice" if m.value in tools else device_of.get(m.value)
        if (target is None or m.value != target.value) and not any(at == m.start for at, *_ in stops) \
                and _bare(tokens, m, steps, own, allowed):
            if {sub, m.value} & present:
                said += 1  # "heat (microwave)", "the cup in the sink / rinsed": a stop of a step said by its verb
            else:
                stops.append((m.start, m.value, None, m))
    stops.sort(key=lambda x: x[0])
    lone = _device_then_step(tokens, stops, steps, device_of, target)
    if len(stops) + said < 2 and not lone:
        return steps  # "put it in the microwave, then chill it": a place of its own (the generator's families)
    out = list(steps)
    for n, (at, value, step, mention) in enumerate(stops):
        sub = "slice" if value in tools else device_of.get(value)
        last = n == len(stops) - 1
        # a stop said alone with a step after it ("then the sink, then under the knife") is no end either
        followed = (mention is not None or lone) and any(s.start > at and s.subtask != "place" for s in steps)
        if sub is not None and (not last or followed):
            if step is not None:
                out[out.index(step)] = StepCue(sub, step.start, step.end, step.form if step.form != "implicit" else "noun")
            else:
                out.append(StepCue(sub, mention.start, mention.end, "noun"))
        elif last and mention is not None and not any(s.subtask == "place" for s in out):
            out.append(StepCue("place", mention.start, mention.end, "implicit", participle=True, receptacle=value))
    return sorted(out, key=lambda s: s.start)


_SENTENCE = {".", "!", "?", ";", "->", "=>", ">"}


def _device_fragments(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"bread. toaster. then slice it": a device said as a sentence of its own (its name and
    determiners only), with a step said after it, is where that device's sub-task is done, no place."""
    out = []
    for s in steps:
        sub = device_subtasks().get(s.receptacle or "")
        if s.form == "implicit" and sub is not None and any(x.start > s.end and x.subtask != "place" for x in steps):
            lo, hi = s.start, s.end
            while lo > 0 and tokens[lo - 1] in data()["determiners"]:
                lo -= 1
            if (lo == 0 or tokens[lo - 1] in _SENTENCE) and hi < len(tokens) and tokens[hi] in _SENTENCE:
                s = StepCue(sub, s.start, s.end, "noun")
        out.append(s)
    return out


def _device_then_step(tokens: list[str], stops: list, steps: list[StepCue], device_of: dict[str, str],
                      target: Mention | None) -> bool:
    """"bread in the toaster please, then cut it": one stop, a device said right after the object by its
    receptacle alone (no verb puts it there), with another sub-task's step after it, is that device's
    step, not where the object ends up ("the kettle sits clean on the stove burner" is a place)."""
    if len(stops) != 1 or stops[0][2] is None or stops[0][2].form != "implicit" or stops[0][1] not in device_of \
            or target is None or target.end >= stops[0][0]:
        return False
    d = data()
    if not all(t in d["receptacle_preps"] or t in d["determiners"] for t in tokens[target.end:stops[0][0]]):
        return False
    return any(s.start > stops[0][0] and s.subtask not in ("place", "pick") for s in steps)
