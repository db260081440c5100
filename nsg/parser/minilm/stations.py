"""A round of stations: the object taken through several receptacles in turn (issue 39).

Why: "the egg goes in the microwave, then the fridge, then onto the plate", "the apple gets the
sink, the knife, the fridge - any order - then the bowl", "put the pan in the sink, then the
fridge, then back on the stove burner" name each step by where it is done. An object ends up in one place
only, so a device it passes on the way (``devices``: fridge, microwave, sink, ...) is where that
device's sub-task is done, and a tool said the same way (the knife) is the slicing. The last
stop stays where the object ends up, unless it is said alone and a step still follows it ("then
the sink, then under the knife") or the object's end is said as where it sits ("a hot mug sitting on the
counter. Wash it, then into the microwave."); nor is a stop said again in a time clause ("lettuce in the
fridge ..., then into the salad bowl ... cut it before it goes in the fridge"). One place said with its verb
stays a place ("put it in the microwave, then chill it" is a place in the generator's families), and a
device said alone next to the verb of its own step ("heat (microwave)") counts as a stop but adds nothing (in a "then" list, only
next to a verb of its own sentence: "into the fridge, then the knife ... she likes it cold"). A stop said
alone is read only when its clause holds no other words than those of a trip (``station_words``,
determiners, prepositions, pronouns, a word of size or quality: "then the good knife", a duration: "then
the micro for thirty seconds", whom it is for: "Egg on the stove for the cox", words of its own: "into the
salad bowl", "in the fridge to crisp up"), so a clause about the room ("the sink is by the window") adds no step.
A receptacle opening its clause with "with it" after it ("Into the fridge with it till home time, then
...") is a stop said with no verb; the pieces said alone in a note ("Spud. Wedges. Heat 'em up. Bowl.")
are the slicing, a stop said by its result.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.device_needs import needed_there
from nsg.parser.minilm.gone_in import gone_in
from nsg.parser.minilm.handovers import devices_on_the_way
from nsg.parser.minilm.lexicon import Mention, known_words, mentions
from nsg.parser.minilm.need_stops import needed_first
from nsg.parser.minilm.spans import StepCue, WHOM, data, device_subtasks
from nsg.parser.minilm.stays import timed_end

_SIZES = {"good", "big", "little", "small", "large", "sharp", "old", "new", "usual", "other", "same", "clean"}  # "the good knife"
_SEPARATORS = {",", ".", ";", "!", "?", ":", "-", "/", "+", "&", "then", "and", "(", ")", "->", "=>", ">"}


@lru_cache(maxsize=1)
def _trip_words() -> frozenset[str]:
    """The words a clause naming a stop alone may hold besides its receptacle and the object."""
    d = data()
    return frozenset(d["station_words"]) | frozenset(d["determiners"]) | frozenset(d["receptacle_preps"]) \
        | frozenset(d["object_pronouns"])


@lru_cache(maxsize=1)
def _stop_reasons() -> frozenset[str]:
    return frozenset(data()["stop_reasons"])


def _shorter_name(tokens: list[str], m: Mention, target: Mention) -> bool:
    """"The knives: ... give the butter knife a wash": a one-word name said before the target whose fuller name ends
    with that word in another form is the target's kind, no stop (file 48)."""
    return m.end - m.start == 1 and m.end <= target.start and target.end - target.start > 1 \
        and any(x.value == m.value for x in mentions(tokens[target.end - 1:target.end]))


def _bare(tokens: list[str], m: Mention, steps: list[StepCue], own: set[int], allowed: frozenset[str]) -> bool:
    """Whether mention ``m`` stands in a clause of its own that holds only trip words; not after "off" / "from" ("Pot off
    the stove, wash it, then ...", file 72: where it is taken from, no stop)."""
    lo = m.start
    if tokens[max(0, m.start - 2):m.start] in (["off", "the"], ["from", "the"]) or tokens[m.start - 1:m.start] in (["off"], ["from"]):
        return False
    while lo > 0 and tokens[lo - 1] not in _SEPARATORS:
        lo -= 1
    if _after_fallback(tokens, lo):
        return False
    hi, reasons = m.end, _stop_reasons()  # "in the fridge bc warm wine is cringe, then ...": the reason is a clause of its own
    while hi < len(tokens) and tokens[hi] not in _SEPARATORS and tokens[hi] not in reasons:
        hi += 1
    timed_at = {j for i in range(lo, hi) for j in range(i, timed_end(tokens, i))}  # "the micro for thirty seconds"
    timed_at |= {j for i in range(lo, hi) if tokens[i] == "for" for j in range(i, _for_whom(tokens, i))}  # "for the cox"
    timed_at |= _named_by(tokens, m)  # "into the salad bowl", "in the fridge to crisp up"
    said_now = any(i in own and tokens[i].endswith("'s") and tokens[i + 1] in _NOW_AT for i in range(lo, m.start)) \
        or _heading_now(tokens, lo, m, hi, own)
    return not said_now and not any(s.start < hi and lo < s.end for s in steps) and \
        all(i in own or m.start <= i < m.end or tokens[i] in allowed or i in timed_at or tokens[i] in _SIZES for i in range(lo, hi))


def _after_fallback(tokens: list[str], lo: int) -> bool:
    """"Put it in the fridge, or failing that, the cabinet": a place said after a fallback phrase (connectives.json
    fallbacks) is the second choice, no stop of a round."""
    j = lo - 1
    while j >= 0 and tokens[j] in (",", "-"):
        j -= 1
    if j < 0 or tokens[j] in _SEPARATORS:
        return False
    return any(tokens[j + 1 - len(p):j + 1] == p for p in _fallbacks() if j + 1 >= len(p))


@lru_cache(maxsize=1)
def _fallbacks() -> tuple[list[str], ...]:
    return tuple(p.split() for p in data()["fallbacks"])


# "The pot's in the fridge; heat it": the object's name with its copula run in, then a preposition: where it is now,
# no stop (as "the pot is in the fridge" is: "is" is no trip word), file 39
_NOW_AT = {"in", "on", "inside", "at", "under", "by"}


_ASKING = {"could", "can", "would", "will", "please", "pls"}
_THEN = {"then", "and", "next", "after", "afterwards", "later", "first"}  # "Egg in the fridge - then boil it": a stop


def _heading_now(tokens: list[str], lo: int, m: Mention, hi: int, own: set[int]) -> bool:
    """"The mug by the sink: put it in the cabinet", "the soap bottle by the sink, could you move it ..." (file 54): the
    object's name opening its clause, a preposition of where and the receptacle closing it, a heading before a request
    about "it" (after a colon, dash or semicolon, or a comma and a word of asking, or, said as a sentence of its own (not
    the last of a list), a full stop and a command on "it" within its next three words, file 56): where it is now, no stop."""
    dets, i = set(data()["determiners"]), lo
    while i < m.start and tokens[i] in dets:
        i += 1
    if i >= m.start or i not in own or m.end != hi or hi + 2 >= len(tokens):
        return False
    while i < m.start and i in own:
        i += 1
    if tokens[i] not in _NOW_AT or not all(t in dets for t in tokens[i + 1:m.start]):
        return False
    about_it = any(t in ("it", "them") for t in tokens[hi + 2:hi + 6]) and tokens[hi + 1] not in _THEN
    return about_it and (tokens[hi] in (":", "-", ";") or tokens[hi] == "," and tokens[hi + 1] in _ASKING
                         or tokens[hi] == "." and (lo == 0 or tokens[lo - 1] in (".", "!", "?"))  # a sentence of its own:
                         and any(t in ("it", "them") for t in tokens[hi + 2:hi + 5]))  # "Egg in the fridge. boil n chop it" (56)


def _named_by(tokens: list[str], m: Mention) -> set[int]:
    """Positions of the words the lexicon does not know right before the mention ("the salad bowl") and
    of a purpose "to" with such a verb after it ("the fridge to crisp up"): what the stop is, what it is for."""
    known, out = known_words(), set()
    k = m.start - 1
    while k >= 0 and tokens[k].isalpha() and tokens[k] not in known:
        out.add(k)
        k -= 1
    k = m.end
    if tokens[k:k + 1] == ["to"] and k + 1 < len(tokens) and tokens[k + 1].isalpha() and tokens[k + 1] not in known:
        out.update((k, k + 1))
        if tokens[k + 2:k + 3] and tokens[k + 2] in ("up", "down", "through", "off"):
            out.add(k + 2)
    return out


_WHEN = {"before", "after", "once", "when", "until", "till"}


def _for_whom(tokens: list[str], i: int) -> int:
    """Where "for" and whom the object is for end ("for the cox", "for him"; ``i``: not such a phrase)."""
    if tokens[i + 1:i + 2] and tokens[i + 1] in WHOM:
        return i + 2
    if i + 2 < len(tokens) and tokens[i + 1] in data()["determiners"] and tokens[i + 2].isalpha() \
            and tokens[i + 2] not in data()["determiners"] and not mentions(tokens[i + 2:i + 3]):
        return i + 3  # a person, not a thing of the vocabulary
    return i


def stations(tokens: list[str], recs: list[Mention], objects: list[Mention], steps: list[StepCue],
             target: Mention | None) -> list[StepCue]:
    """The steps with each stop of a round of stations read as its sub-task (module docstring); a device
    said before a hand-over is a stop too ("into the fridge with it, then hand it to me": :mod:`nsg.parser.minilm.handovers`),
    and so is one whose state a later sentence says is needed (:func:`nsg.parser.minilm.device_needs.needed_there`), and one the
    thing goes into and is worked on after (:func:`nsg.parser.minilm.gone_in.gone_in`)."""
    return gone_in(tokens, devices_on_the_way(tokens, needed_there(tokens, _stations(tokens, recs, objects, steps, target))),
                   objects, target)


def _stations(tokens: list[str], recs: list[Mention], objects: list[Mention], steps: list[StepCue],
              target: Mention | None) -> list[StepCue]:
    steps = _device_fragments(tokens, _with_it(tokens, recs, _piece_fragments(tokens, steps, target)))
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
    present, places = {s.subtask for s in steps}, {s.receptacle for s in steps if s.receptacle}  # said already
    said = sum(" ".join(tokens[s.start:s.end]) in d["device_verbs"] for s in steps)  # "knife, fridge, microwave"
    counted: list[tuple[int, str]] = []  # the stops said alone and counted, where and which
    for m in recs + [o for o in objects if o.value in tools]:
        sub = "slice" if m.value in tools else device_of.get(m.value)
        if (target is None or m.value != target.value and not _shorter_name(tokens, m, target)) and not any(at == m.start for at, *_ in stops) \
                and _bare(tokens, m, steps, own, allowed):
            need = needed_first(tokens, m, sub, steps) if sub in present and m.value not in places else None
            if need is not None:  # "I want it cold. Rinse it, then in the fridge.": the step where the device is said
                steps = sorted([x for x in steps if x is not need] + [StepCue(sub, m.start, m.end, "noun")], key=lambda x: x.start)
                said, counted = said + 1, counted + [(m.start, m.value)]
            elif m.value in places or sub in present and not (_in_then_list(tokens, m) and sub not in _said_near(tokens, m, steps)):
                said, counted = said + 1, counted + [(m.start, m.value)]  # "heat (microwave)", "the cup in the sink /
                # rinsed": a stop of a step said by its verb; in a "then" list, by its verb in its sentence ("into the
                # fridge, then the knife ... she likes it cold")
            else:
                stops.append((m.start, m.value, None, m))
    stops.sort(key=lambda x: x[0])
    lone = _device_then_step(tokens, stops, steps, device_of, target)
    if len(stops) + said < 2 and not lone:
        return steps  # "put it in the microwave, then chill it": a place of its own (the generator's families)
    out = list(steps)
    again = [step is not None and step.start > 1 and tokens[step.start - 2] in _WHEN and tokens[step.start - 1] in ("it", "they")
             and any(v == value and a < at for a, v, *_ in stops + counted)  # "... cut it before it goes in the
             for at, value, step, _ in stops]  # fridge": a stop said again in a time clause, no end
    end = max((n for n in range(len(stops)) if not again[n]), default=len(stops) - 1)
    said_again = {id(stop[2]) for stop, a in zip(stops, again) if a}
    for n, (at, value, step, mention) in enumerate(stops):
        sub = "slice" if value in tools else device_of.get(value)
        last = n == end
        # a stop said alone with a step after it ("then the sink, then under the knife") is no end either
        # (nor is one said while the object's end is said as where it sits or lies: "a hot mug sitting on the
        # counter. Wash it, then into the microwave.")
        followed = (mention is not None or lone) and any(s.start > at and s.subtask != "place" and not _said_before(tokens, s)
                                                         for s in steps) \
            or mention is not None and any(s.subtask == "place" and s.participle for s in steps) \
            or again[n] or step is not None and _device_word_after(tokens, step, steps, d)
        if again[n] and step is not None and any(v == value and st is not None and st.participle and a < at
                                                 for a, v, st, _ in stops):
            continue  # "should end up clean and on the stove. Wash it before it goes on the burner": the end said again
        if sub is not None and (not last or followed or value in tools):  # a tool said last is its step: no place is a knife
            if step is not None:
                out[out.index(step)] = StepCue(sub, step.start, step.end, step.form if step.form != "implicit" else "noun")
            else:
                out.append(StepCue(sub, mention.start, mention.end, "noun"))
        elif last and mention is not None and not any(s.subtask == "place" and id(s) not in said_again for s in out):
            out.append(StepCue("place", mention.start, mention.end, "implicit", participle=True, receptacle=value))
    return sorted(out, key=lambda s: s.start)


def _device_word_after(tokens: list[str], step: StepCue, steps: list[StepCue], d: dict) -> bool:
    """"Mug: sink, microwave.", "POTATO SINK STOP MICROWAVE STOP" (file 10): a stop said with no verb, then a device named
    alone in a clause of its own later (a device's name that is also its verb), is a stop on the way, no end."""
    return step.form == "implicit" and any(x.start > step.end and x.end - x.start == 1 and tokens[x.start] in d["device_verbs"]
                                           and tokens[x.start - 1] in _SEPARATORS and (x.end == len(tokens) or tokens[x.end] in _SEPARATORS)
                                           for x in steps)


_SENTENCE = {".", "!", "?", ";", "->", "=>", ">"}
_WITH_IT = (["with", "it"], ["with", "them"], ["with", "em"])


_FIRST_WORDS = (["before", "that"], ["beforehand"], ["first"])


def _said_before(tokens: list[str], s: StepCue) -> bool:
    """"into the fridge, but rinse it in the sink before that" (file 37): a step said after the stop with
    "before that" / "beforehand" / "first" closing its clause comes before it, so the stop stays the end."""
    hi = next((i for i in range(s.end, min(len(tokens), s.end + 8)) if tokens[i] in (".", "!", "?", ";", ",", "-")), None)
    return hi is not None and any(tokens[hi - len(w):hi] == w for w in _FIRST_WORDS)


def _in_then_list(tokens: list[str], m: Mention) -> bool:
    """Whether the stop at ``m`` follows "then" (past its preposition and determiners) or ", then" follows it."""
    j = m.start - 1
    while j >= 0 and (tokens[j] in data()["determiners"] or tokens[j] in data()["receptacle_preps"]):
        j -= 1
    return j >= 0 and tokens[j] == "then" or tokens[m.end:m.end + 2] == [",", "then"] or tokens[m.end:m.end + 1] == ["then"]


def _said_near(tokens: list[str], m: Mention, steps: list[StepCue]) -> set[str]:
    """The sub-tasks of the steps said in the sentence of the mention ``m``."""
    lo = next((i + 1 for i in range(m.start - 1, -1, -1) if tokens[i] in _SENTENCE), 0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in _SENTENCE), len(tokens))
    return {s.subtask for s in steps if lo <= s.start < hi}


def _with_it(tokens: list[str], recs: list[Mention], steps: list[StepCue]) -> list[StepCue]:
    """"Into the fridge with it till home time, then ...", "Onto the plate with them.": a receptacle
    opening its clause after a preposition, with "with it" right after it, is where the object goes
    (a stop of the round like any other: a device on the way does its sub-task)."""
    out = list(steps)
    for r in recs:
        lo = r.start
        while lo > 0 and tokens[lo - 1] in data()["determiners"]:
            lo -= 1
        opens = lo >= 1 and tokens[lo - 1] in ("into", "onto", "in", "on", "to") \
            and (lo == 1 or tokens[lo - 2] in _SEPARATORS or tokens[lo - 2] == "off")
        if opens and tokens[r.end:r.end + 2] in _WITH_IT and not any(s.start <= r.start < s.end or s.receptacle_at == r.start
                                                                     for s in steps):
            out.append(StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value))
    return sorted(out, key=lambda s: s.start)


_ORDER_ALONE = {"first", "last", "next", "then"}
_SOFTENERS = {"please", "pls", "plz", "obvs", "obviously", "thanks", "mind", "ok", "okay"}  # "Wedges first obvs."


def _piece_fragments(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """"Spud. Wedges. Heat 'em up. Bowl.", "Wedges first, then the heat": the pieces said as a sentence of
    their own, or with only an order word (and maybe a softener: "Wedges first obvs.", "Chunks first please."),
    in a note about the object are the slicing, said by its result."""
    if target is None:
        return steps
    nouns = set(data()["result_nouns"])
    if nouns.isdisjoint(tokens):  # no piece word (most texts)
        return sorted(steps, key=lambda s: s.start)
    out = list(steps)
    for i, t in enumerate(tokens):
        if t not in nouns or i <= target.start or any(s.start <= i < s.end for s in steps):
            continue
        opens = tokens[i - 1] in _SENTENCE or tokens[i - 1] == ","
        rest = tokens[i + 1:i + 3]
        after = i + 3 if rest[1:] and rest[1] in _SOFTENERS else i + 2  # a softener after the order word says no more
        alone = not rest or rest[0] in _SENTENCE or rest[0] in _ORDER_ALONE and (after >= len(tokens) or tokens[after] in _SEPARATORS)
        if opens and alone:
            out.append(StepCue("slice", i, i + 1, "noun"))
    return sorted(out, key=lambda s: s.start)


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
