"""Receptacles read by what they are used for (the kinds behind test file 25's misses).

Why apart from :mod:`nsg.parser.minilm.places` (at its length limit), which gives each place verb its
receptacle: these two read a receptacle's use, after that:

- a device put to its use (``device_only``: the toaster heats bread): a fridge or a microwave can be
  where an object is left ("leave the apple in the fridge"), so a place into one is a place unless its
  sub-task is said next to it; bread is put in a toaster to be toasted, so "put it in the toaster",
  "the bread goes in the toaster first" say the toasting itself (an apple put in the toaster is placed
  there, EgoTV's place in a Toaster); bread left "in the toaster ready for ..." waits there (test file 52);
- a receptacle after "onto" / "into" right after another step's words ("sliced with a knife onto a
  plate", "chop it into the pot"): where the object goes, not where that step is done ("slice it on the board");
- a receptacle right after "then" / "and onto" past a device ("in the toaster and onto a plate"): where
  it goes after the device (:func:`then_onto`);
- a dish the object is eaten from ("then eat it from the plate", "eat it out of the bowl"): where it
  ends up, when no other place is said after it (the verb itself stays unknown, no sub-task; files 31, 54);
- a pan or pot on the hob with the heating said after a purpose word ("bung 'em in a pan on the hob
  till they're hot"), right after "and" ("put it in a pan on the hob and heat it"), by "do it in" or
  as "a pan of water", or with a duration ("pop two in the pan on the hob for 4 min", "boiled in the pot
  for 10 mins", no hob needed after a heating verb): what the heating is done in, no place (:func:`vessel_in_use`);
- a device the object is put in when its sub-task is asked only as a state ("a hot egg ... pop it in
  the microwave, then carry it back with you"), with a move after "then" to take it on: a stop on the
  way, where the state is made (:func:`on_the_way`);
- a device after "then" and a preposition past a step of another sub-task, its own sub-task said before that
  ("stove to heat, sink to scrub, then onto the burner", file 10): where it goes next, a place (:func:`moved_on`);
- a device said verbless after its own state and "and" or a comma ("the pot washed and hot and on the hob", file 52):
  the state is said in its own right, so the device is where the object is left (:func:`second_end_state`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions, unknown_words
from nsg.parser.minilm.need_stops import needed_in
from nsg.parser.minilm.purposes import so_purpose
from nsg.parser.minilm.spans import BOUNDARY, StepCue, before_determined, data, device_subtasks, skip_back, verbs_of
from nsg.parser.minilm.states_after import listed_with, posed_at, state_after
from nsg.parser.minilm.stays import kept_so, timed_end

_EAT = {"eat", "eats", "ate", "eaten", "eating"}
_FROM = (("from",), ("off",), ("out", "of"), ("straight", "from"), ("right", "out", "of"))


def receptacle_uses(tokens: list[str], steps: list[StepCue], recs: list[Mention], target: Mention | None) -> list[StepCue]:
    """The steps with each place of the object into a device put to its use read as that device's
    sub-task (a verb at the same words, so that order words around it apply: "put it in the toaster
    and toast it" says the toasting twice, one step), and the dish it is eaten from as its place; a place verb with no
    receptacle of its own, said of "it" after "a bowl of" the object ("a bowl of lettuce ..., and set it down"), puts
    the object in that vessel."""
    ready = {r.start for r in recs if tokens[r.end:r.end + 1] == ["ready"] or tokens[r.end:r.end + 2] == [",", "ready"]
             or _not_started(tokens, r.end) or _use_denied(tokens, r)}  # "... in the toaster. Don't press the lever": it waits there
    out = [StepCue(sub, s.start, s.end, "verb") if s.subtask == "place" and (sub := device_use(s.receptacle, target))
           and (s.start if s.receptacle_at is None else s.receptacle_at) not in ready and not _done_elsewhere(s, sub, steps, recs)
           else s for s in steps]  # "in the toaster ready for the crit": it waits there
    out = [StepCue("cool", k, k + 1, "verb") if s.subtask == "place" and (k := _kept_fresh(tokens, s, recs)) else s for s in out]
    vessel = next((r for r in recs if target is not None and tokens[r.end:r.end + 1] == ["of"] and target.start == r.end + 1
                   and tokens[r.start - 1:r.start] in (["a"], ["an"], ["one"])), None)  # "a bowl of lettuce ..., and set it down"
    for s in out:
        if vessel is not None and s.subtask == "place" and s.receptacle is None and tokens[s.end:s.end + 1] in (["it"], ["them"]):
            s.receptacle = vessel.value  # the thing set down is the vessel with the object in it (test file 12)
    dish = next((r for r in recs if _eaten_from(tokens, r.start)), None)  # said after every place: the end (files 31, 54)
    if dish is None or any(s.subtask == "place" and s.start >= dish.start for s in out):
        return out
    return sorted(out + [StepCue("place", dish.start, dish.end, "implicit", participle=True, receptacle=dish.value)],
                  key=lambda s: s.start)


_KEPT = (("to", "stay"), ("to", "keep"), ("staying",), ("keeping",))
_NOT_STATES = {"for", "until", "till", "there", "here", "overnight", "cold", "cool", "chilled"}


def _kept_fresh(tokens: list[str], s: StepCue, recs: list[Mention]) -> int:
    """"washed, chopped and in the fridge to stay crisp", "put it in the fridge to keep fresh" (file 47): a place into a
    cooling device with "to stay" / "to keep" / "keeping" and a word of no step after it, a state kept by the cold:
    the cooling, said at that word (0 when not so; "to keep it", "to stay there", "to keep cold" are read elsewhere)."""
    if device_subtasks().get(s.receptacle or "") != "cool":
        return 0
    at = s.start if s.receptacle_at is None else s.receptacle_at
    r = next((r for r in recs if r.value == s.receptacle and r.start >= at), None)
    if r is None:
        return 0
    d = data()
    for lead in _KEPT:
        n = len(lead)
        if tuple(tokens[r.end:r.end + n]) == lead and r.end + n < len(tokens):
            w = tokens[r.end + n]
            fresh = w.isalpha() and w not in _NOT_STATES and w not in d["determiners"] and w not in d["object_pronouns"] \
                and w not in d["receptacle_preps"]
            return r.end + n if fresh else 0
    return 0


_OPERATE = {"press", "push", "switch", "turn", "start", "run", "pull"}
_DONT = {"don't", "dont", "do", "not", "never"}


def _not_started(tokens: list[str], i: int) -> bool:
    """"Put the slices in the toaster. DON'T press the lever, I'll do that" (test file 46): a negated verb of operating
    a machine ("don't press", "do not switch", "never start") in the rest of the receptacle's sentence or the next one:
    the device is not run, the object only put there."""
    stops = [k for k in range(i, len(tokens)) if tokens[k] in (".", "!", "?", ";")][:2]
    end = stops[-1] if stops else len(tokens)
    return any(tokens[k] in _DONT and (tokens[k + 1] in _OPERATE or tokens[k + 1] == "not" and tokens[k + 2:k + 3] != []
                                       and tokens[k + 2] in _OPERATE) for k in range(i, min(end, len(tokens) - 1)))


def _use_denied(tokens: list[str], r: Mention) -> bool:
    """"bread -> toaster. Just the place, no heating" (test file 46): the device's own sub-task denied by "no" /
    "without" / "don't" and one of its verbs in the rest of the receptacle's sentence or the next: only put there."""
    sub = device_subtasks().get(r.value)
    if sub is None or not {"no", "without", "don't", "dont", "not", "never"} & set(tokens[r.end:]):
        return False
    stops = [k for k in range(r.end, len(tokens)) if tokens[k] in (".", "!", "?", ";")][:2]
    verbs = verbs_of(sub)
    return any(tokens[k] in _NEGATED and tokens[v := k + 1 + (tokens[k + 1] == "not")] in verbs and not _qualified(tokens, v + 1)
               for k in range(r.end, min(stops[-1] if stops else len(tokens), len(tokens) - 2)))


_NEGATED = {"no", "without", "don't", "dont", "never", "do"}
_WHEN_WORDS = {"after", "before", "until", "till", "once", "again", "twice", "first", "then", "while", "when"}


def _qualified(tokens: list[str], i: int) -> bool:
    """A time word right after a denied step (or its "it"): "No toasting after cutting" denies only an order."""
    i += tokens[i:i + 1] in (["it"], ["them"])
    return i < len(tokens) and tokens[i] in _WHEN_WORDS


def _done_elsewhere(s: StepCue, sub: str, steps: list[StepCue], recs: list[Mention]) -> bool:
    """"the bread is warmed in the microwave and then put in the toaster" (test file 46): the device's sub-task said
    before by a verb with another device of that sub-task right after it (within four words): done there, so the
    later device is where the object is put, a place."""
    device_of = device_subtasks()
    return any(x.subtask == sub and x.form == "verb" and x.end <= s.start and any(
        r.value != s.receptacle and device_of.get(r.value) == sub and x.end <= r.start <= x.end + 4 and r.start < s.start
        for r in recs) for x in steps)


def device_use(receptacle: str | None, target: Mention | None) -> str | None:
    """The sub-task a ``device_only`` receptacle does to the target object ("toaster", bread: "heat"), or None."""
    uses = data()["device_only"].get(receptacle or "", {})
    return next((sub for sub, objects in uses.items() if target is not None and target.value in objects), None)


def _eaten_from(tokens: list[str], i: int) -> bool:
    """Whether the receptacle at ``i`` follows "eat (it | them) from / off / out of (the)"."""
    j = i - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    for prep in _FROM:
        k = j - len(prep) + 1
        if k >= 1 and tuple(tokens[k:j + 1]) == prep:
            v = k - 1 - (tokens[k - 1] in ("it", "them", "em", "one"))
            return v >= 0 and tokens[v] in _EAT
    return False


_STRAIGHT = {"straight", "right", "directly"}


def then_onto(tokens: list[str], p: int, d: dict) -> bool:
    """"... and then onto the counter", "After, on the table", "in the toaster and onto a plate": a receptacle right after
    "then" and a preposition ("then straight into", file 43), or after "and onto" / "and into"."""
    j = skip_back(tokens, p - 1, set(d["determiners"]) | set(unknown_words(tokens[max(0, p - 2):p])))  # "the white plate"
    if j >= 2 and tokens[j - 1] in _STRAIGHT and tokens[j] in d["receptacle_preps"]:
        tokens = tokens[:j - 1] + tokens[j:]  # "then straight into the pot" (file 43): how directly, the same place
        j -= 1
    return j >= 1 and tokens[j] in d["receptacle_preps"] and (tokens[j - 1] in ("then", "after") or tokens[j - 2:j] == ["after", ","]
                                                              or tokens[j - 1] == "and" and tokens[j] in ("onto", "into"))


def directed(tokens: list[str], i: int) -> bool:
    """Whether the receptacle at ``i`` follows "onto" / "into" (and determiners, or a determiner and one word
    of the receptacle's own: "into the salad bowl", test file 31): a direction, where it goes."""
    j = before_determined(tokens, i)  # "the salad bowl"
    return j >= 0 and tokens[j] in ("onto", "into")


_VESSELS = {"pan", "pot"}
_ON = {"on", "onto", "over"}


def vessel_in_use(tokens: list[str], r: Mention) -> bool:
    """"bung 'em in a pan on the hob till they're hot": a pan or pot said on a hob or stove, with a purpose
    word and a word of heating later in its clause, is what the heating is done in, no place; the place
    verb before it is the means of the heating (the hob its device) and the object ends up elsewhere; so is a pan
    or pot right after a heating verb's "in" ("boiled in the small pot", test file 48), and one on the hob with "once" or
    "when" and "it's" hot in the next clause ("It goes into the pot on the hob. Once it's hot, ...", file 48)."""
    if r.value == "stove_burner":
        return _under_vessel(tokens, r)
    if r.value not in _VESSELS or r.end >= len(tokens):
        return False
    if _heated_in(tokens, r.start):
        return True  # "boiled in the pot for 10 mins" (file 50), "boiled in the small pot and brought ..." (48): its vessel
    after = r.end + 2 if tokens[r.end:r.end + 2] in (["of", "water"], ["of", "boiling"]) else r.end  # "Pan of water on the hob"
    if after >= len(tokens) or tokens[after] not in _ON:
        return False
    j = after + 1
    while j < len(tokens) and tokens[j] in data()["determiners"]:
        j += 1
    hob = next((m for m in mentions(tokens[j:j + 2]) if m.kind == "receptacle" and m.value == "stove_burner" and m.start == 0), None)
    if hob is None:
        return False
    if timed_end(tokens, j + hob.end) > j + hob.end:
        return True  # "pop two in the pan on the hob for 4 min": a duration on the hob
    if _heated_in(tokens, r.start) or after > r.end or _done_in(tokens, r.start):
        return True  # "the egg gets boiled in the pan on the stove", "a pan of water on the hob", "do it in the pan on the hob"
    heat = data()["steps"]["heat"]
    words = set(heat["verbs"]) | set(heat["adjectives"])
    if tokens[j + hob.end:j + hob.end + 1] == ["and"] and any(w in heat["verbs"] for w in tokens[j + hob.end + 1:j + hob.end + 3]):
        return True  # "put it in a pan on the hob and heat it" (test file 50): the heating said right after
    end = next((i for i in range(j, len(tokens)) if tokens[i] in (".", "!", "?", ";", ",")), len(tokens))
    return any(t in data()["purpose"] and any(w in words for w in tokens[i + 1:i + 4]) for i, t in enumerate(tokens[j:end], j)) \
        or any(tokens[k + 1:k + 3] in (["once", "it's"], ["when", "it's"]) and tokens[k + 3:k + 4] and tokens[k + 3] in words
               for k in (end, next((i for i in range(j, len(tokens)) if tokens[i] in (".", "!", "?")), end)))  # "... hob. Once it's hot"


def _under_vessel(tokens: list[str], hob: Mention) -> bool:
    """"do it in the little pan on the hob", "a pan of water on the hob": the hob under a vessel said in use by
    these two is that vessel's heat, no place either (a hob under a vessel the heating verb names is its device)."""
    j = skip_back(tokens, hob.start - 1, set(data()["determiners"]))
    if j < 1 or tokens[j] not in _ON:
        return False
    water = tokens[j - 2:j] in (["of", "water"], ["of", "boiling"])
    j -= 2 if water else 0
    vessel = next((m for m in mentions(tokens[max(0, j - 2):j]) if m.kind == "receptacle" and m.end == min(j, 2)), None)
    return vessel is not None and vessel.value in _VESSELS and (water or _done_in(tokens, j - (vessel.end - vessel.start)))


def _done_in(tokens: list[str], start: int) -> bool:
    """"her boiled egg: do it in the little pan on the hob": "do it / them in" the vessel, the pro-verb of
    the heating (the hob says which)."""
    j = start - 1
    while j >= 0 and (tokens[j] in data()["determiners"] or tokens[j] in ("little", "small", "big", "large")):
        j -= 1
    return j >= 2 and tokens[j] == "in" and tokens[j - 1] in ("it", "them", "one") and tokens[j - 2] == "do"


def _heated_in(tokens: list[str], start: int) -> bool:
    """Whether a heating verb in any form says the vessel at ``start`` ("boiled in the pot", "boiling in
    the little pan", "heat it in a pot", a duration between: "boiled for 10 min in a pot", file 71): "in", then at most
    a determiner and one more word before it."""
    j = start - 1
    if j >= 0 and tokens[j] not in data()["determiners"] and tokens[j] != "in":
        j -= 1  # "the little pot"
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j < 1 or tokens[j] != "in":
        return False
    j = next((k for k in range(max(0, j - 5), j) if tokens[k] == "for" and timed_end(tokens, k) == j), j)  # "boiled for 10 min in a pot" (71)
    j -= 1 if tokens[j - 1] not in ("it", "them") else 2
    return j >= 0 and tokens[j] in verbs_of("heat")


def on_the_way(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """Whether the device at ``r`` is a stop on the way (module docstring): its sub-task said only by
    adjectives before it, and a pick or place after it past "then" in its sentence."""
    said = [s for s in steps if s.subtask == sub]
    end = next((i for i in range(r.end, len(tokens)) if tokens[i] in (".", "!", "?", ";")), len(tokens))
    then = next((i for i in range(r.end, end) if tokens[i] == "then"), None)
    return bool(said) and all(s.form == "adj" and s.end <= r.start for s in said) and then is not None \
        and any(s.subtask in ("pick", "place") and then < s.start < end for s in steps)


_JOINED_AT = {"back", "sitting", "sat", "standing", "stood"}


def second_end_state(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """"Hot and on the hob", "kettle hot, on the stove burner" (test file 52), "should the pan be hot and on the burner?",
    "the bread warm and in the oven dish" (file 54): a state adjective joined by "and" or a comma to the receptacle's
    preposition names two end states, so the device said there is where the object ends up, a place ("cold in the
    fridge" stays the means, and so does a device whose state follows as its purpose: "sliced and in the fridge to stay
cold", test file 48). After a comma only the device's own state: "microwaved, in the fridge to cool it" is a use."""
    before = [s for s in steps if s.end <= r.start]
    if not before or needed_in(tokens, r, steps, sub) or kept_so(tokens, r, steps, sub) or state_after(tokens, r.end, steps, sub) or posed_at(tokens, r.start):  # "needs to be clean and cold in the fridge": wanted there (file 64); "leave it on the burner to keep warm" (67)
        return bool(before)
    s, d = before[-1], data()
    after = next((x for x in steps if x.start >= r.end), None)
    gap = tokens[r.end:after.start] if after is not None and after.subtask == sub else []
    if len(gap) <= 3 and not BOUNDARY.intersection(gap) and "," not in gap and (set(d["purpose"]) | _KEEPING) & set(gap):
        return False  # "sliced and in the fridge to stay cold", "... keeping cold": the device's state its purpose, a use
    if gap and len(gap) <= 4 and _TOLD_THERE.issuperset(gap) and {"it", "they", "where"} & set(gap):
        return False  # "hot, on the burner it was heated on", "in the fridge where it got chilled": its step's device (file 57)
    between = tokens[s.end:r.start]
    if between[:2] == [",", "and"]:
        between = between[1:]  # "warm, and on the stove burner" (file 66): a comma before the "and"
    return 2 <= len(between) <= 3 + (between[1:2] != [] and between[1] in _JOINED_AT) and (between[0] == "and" or between[0] == "," and (s.subtask == sub or listed_with(tokens, steps, s, sub, r.end))) \
        and (between[1] in d["receptacle_preps"] or between[1] in _JOINED_AT) \
        and all(t in d["determiners"] or t in d["receptacle_preps"] for t in between[2:]) \
        and " ".join(tokens[s.start:s.end]) in d["steps"][s.subtask].get("adjectives", ())


_NO_OBJECT = {"it", "them"}
_TOLD_THERE = {"it", "they", "where", "that", "which", "was", "were", "got", "had", "been", "has", "have", "is", "are"}
_KEEPING = {"keeping", "staying", "getting"}  # "in the fridge keeping cold": the device's state kept there (test file 48)


def put_there_to(tokens: list[str], s: StepCue) -> bool:
    """"... and put it in the fridge to chill", "pop it in the microwave to warm up" (test file 54): the step is
    said as the purpose of a place verb into its own device, so, like that place said last (compose reads it so for the last
    step, or the last before where the thing ends up, file 23), it goes after the steps joined to it by "and". Not "to chill it", "to keep it cold" nor "put in the fridge to cool" with no object:
    the description generator writes those for a step of an unordered group, and earlier readings kept them so."""
    if kept_there(tokens, s) or so_purpose(tokens, s):  # "... and put it in the fridge so it's cold" (file 23)
        return True
    j = next((k for k in range(s.start - 1, max(-1, s.start - 4), -1) if tokens[k] == "to"), -1)
    if j < 2:
        return False
    lo = max(0, j - 4)
    recs = [m for m in mentions(tokens[lo:j]) if m.kind == "receptacle" and m.end == j - lo]
    d = data()
    if not recs or device_subtasks().get(recs[-1].value) != s.subtask or not _NO_OBJECT.isdisjoint(tokens[j:s.end + 1]):
        return False  # "put the mug in the fridge to chill it", "to keep it cold": a step of a group (test files 46, 54)
    verbs, preps = d["steps"]["place"]["verbs"], set(d["receptacle_preps"])
    return any(t in verbs and tokens[i + 1] not in preps for i, t in enumerate(tokens[:lo + recs[-1].start]) if i >= lo - 3)


def kept_there(tokens: list[str], s: StepCue) -> bool:
    """"sliced and in the fridge to stay cold", "..., and in the fridge keeping cold" (test file 48): the state of a
    device said by its preposition alone after "and", its purpose: the last step, like a place said last."""
    d = data()
    j = s.start
    while j > 0 and s.start - j < 2 and tokens[j - 1] in _KEEPING | {"to", "so", "stay", "stays", "keep", "keeps"}:
        j -= 1
    if j == s.start:
        return False
    recs = [m for m in mentions(tokens[max(0, j - 4):j]) if m.kind == "receptacle" and m.end == j - max(0, j - 4)]
    if not recs or device_subtasks().get(recs[-1].value) != s.subtask:
        return False
    k = skip_back(tokens, max(0, j - 4) + recs[-1].start - 1, set(d["determiners"]))
    return k > 0 and tokens[k] in d["receptacle_preps"] and tokens[k - 1] == "and"


_PARTS = {"edge", "side", "top", "corner", "rim", "front", "back", "end"}  # "back on the edge of the sink"


def back_to(tokens: list[str], r: Mention) -> bool:
    """"back on the hob", "back in the cupboard": a receptacle right after "back" and a preposition, a part of it
    between or not ("back on the edge of the sink", test file 49: the sink is where it goes, no device)."""
    dets = set(data()["determiners"])
    j = skip_back(tokens, r.start - 1, dets)
    if j >= 3 and tokens[j] == "of" and tokens[j - 1] in _PARTS:
        j = skip_back(tokens, j - 2, dets)
    return j >= 1 and tokens[j] in data()["receptacle_preps"] and tokens[j - 1] == "back"


def moved_on(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """The device at ``r`` said after "then" and a preposition ("then onto the burner") right after a step of another
    sub-task, its own sub-task done before that step (a verb; not "she wants it hot. ... then into the microwave": the
    state wished, made there): where the object goes next (module docstring)."""
    before = [s for s in steps if s.end <= r.start]
    return len(before) >= 2 and before[-1].subtask not in (sub, "place", "pick") and any(s.subtask == sub and tokens[s.start] in verbs_of(sub) for s in before[:-1]) \
        and then_onto(tokens, r.start, data())
