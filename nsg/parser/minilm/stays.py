"""A place into a device that is only a stay there: the device's sub-task, not where the object ends up.

Why apart from :mod:`nsg.parser.minilm.places`: there a device is the means of a sub-task only when the text names
that sub-task ("put it in the fridge to chill it"). Closed kinds of phrasing say it without naming it:

- a stay for a while ("stick the apple in the fridge for a bit", "leave it in the microwave for two minutes",
  "overnight", "then into the fridge until tea", a place said by the device alone too; a learner's count without
  "for": "put in the microwave thirty seconds", test file 45): nobody times where something is stored, so the device
  does its job (but "put it in the fridge till the break", a place verb and an event said last, is where it is kept:
  :func:`_kept_till`, measured on the golds);
- a second place later ("bang it in the microwave ... and slap it on the counter"): a task has one place, so an
  earlier one into a device is a trip through it (not one right after a negation: "on the burner, never left in the
  sink", file 62);
- a place into a device right after an order word, when the device's sub-task is said ("slice it before it goes in the
  microwave", or with the device unsaid: "heat it in the microwave ... rinse it first - before it goes in"), or right
  before one when it was said earlier ("chill it, but it goes in the fridge before it sees the knife", test file 12):
  that sub-task said again, for the constraint reader;
- a place into a device for a change of the object said by a word outside the vocabulary and "up" ("then into the
  fridge to crisp up", "in the fridge to firm up": test file 32), or by a word of such a change alone ending its
  clause ("into the fridge to crisp, either order", file 38; not "in the sink to drain."): what the trip is for;
- a device said with a duration and no step of its own ("dry it on the stove for a minute", "give it ten seconds in
  the microwave"): a stay there too;
- a place into a device whose sub-task is said only later, with an order word of its own ("pop it in the microwave;
  slice it only after it's warmed", "put it in the fridge and wash it - no, chill it first", "pop it into the fridge.
  Fridge last.", "... Fridge at the end.", file 38): the later words name what the trip was for;
- a place into a device, then the device's state said in a later sentence as what the object needs ("into the fridge
  with it. It just needs to be cold.", :func:`nsg.parser.minilm.device_needs.needed_there`): what the trip is for;
- the device's sub-task said as a participle right after the device ("in the fridge cooling") or right before a
  participle of resting ("become cold, resting in the fridge", file 53: :func:`_doing_there`): where it gets so;
- a place into a vessel, no device, held "until it becomes hot", then a place elsewhere, and a washing device a
  kettle is filled at: :mod:`nsg.parser.minilm.passing`;
- (not so: a staying verb's device, "to keep warm" / "to stay cold", its sub-task said before the verb: "heat it and leave
  it on the burner to keep warm", file 67: the step done, the device is where it is kept, a place: :func:`kept_so`);
- a staying verb with no receptacle, then "it to" and a step ("leave it to cool", file 61): the stay is that step's;
  so is a place with no receptacle, "in" and "to" a step ("pop it in to warm up", file 12), or "in there" and later
  in the sentence "to" and a heating or cooling word ("go in there to chill", files 21 and 41: :func:`_to_device_step`).
"""
from __future__ import annotations

from nsg.parser.minilm.device_needs import ORDERING as _ORDERING
from nsg.parser.minilm.durations import NUMBERS, TIME_UNITS
from nsg.parser.minilm.lexicon import Mention, unknown_words
from nsg.parser.minilm.passing import passing_steps
from nsg.parser.minilm.spans import CLAUSE_STOPS, INTO_WORDS, NEGATIONS, StepCue, clause_bounds, data, device_subtasks, skip_back, state_adjectives

# lengths of time, counted ("ten seconds") or not ("a bit", "a while"): durations' words and these
_UNITS = TIME_UNITS | {"bit", "while", "spell", "moment", "tick", "jiffy", "time"}
# a hedge on the count ("for about eight minutes", "for roughly an hour") is part of the duration
_HEDGES = {"about", "around", "roughly", "approximately", "approx", "nearly", "almost", "just", "maybe", "like", "abt"}  # "for like 3 mins"
_COUNTS = NUMBERS | _HEDGES | {"an", "some", "of", "little", "short", "good", "more"}


_ORDER_WORDS = {"before", "after", "until", "till", "once", "when"}
_INSIDE = {"in", "into", "on", "onto", "inside", "atop"}  # "by the stove for an hour" is near it

_KEEP = {"keep", "stay"}


def kept_so(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """Whether the device ``r`` after a staying verb is followed by "to keep / stay" (its pronoun between at most) and a
    step of its sub-task ``sub``, that sub-task said before the staying verb too (module docstring)."""
    if tokens[r.end:r.end + 1] != ["to"] or tokens[r.end + 1:r.end + 2] == [] or tokens[r.end + 1] not in _KEEP:
        return False
    k = r.end + 2 + (tokens[r.end + 2:r.end + 3] in (["it"], ["them"]))
    verb = next((s for s in reversed(steps) if s.end <= r.start), None)
    return verb is not None and tokens[verb.start] in data()["staying"] and any(s.start == k and s.subtask == sub for s in steps) \
        and any(s.subtask == sub and s.end <= verb.start for s in steps)


def timed(tokens: list[str], i: int) -> bool:
    """Whether a duration starts at word ``i`` ("for a bit", "for 2 minutes", "overnight", "until tea")."""
    return timed_end(tokens, i) > i


def timed_end(tokens: list[str], i: int) -> int:
    """Where the duration that starts at word ``i`` ends (``i``: none; "until" / "till": the word itself)."""
    if i < len(tokens) and tokens[i] in ("overnight", "until", "till", "til"):
        return i + 1
    if i >= len(tokens) or tokens[i] != "for" and not _counted(tokens[i]):
        return i
    first = i + 1 if tokens[i] == "for" else i  # "in the microwave thirty seconds": a learner's count without "for"
    j = first
    while j < len(tokens) and (tokens[j] in _COUNTS or tokens[j].isdigit()):
        j += 1
    return j + 1 if j > first and j < len(tokens) and tokens[j] in _UNITS else i


def _counted(token: str) -> bool:
    """Whether ``token`` is a count that opens a duration said without "for" ("five minutes", "20 min")."""
    return token.isdigit() or token in NUMBERS and token not in ("a", "few", "couple", "several")


def stays(tokens: list[str], steps: list[StepCue], recs: list[Mention]) -> list[StepCue]:
    """The steps with each stay in a device read as the device's sub-task (module docstring);
    ``recs``: the receptacle mentions."""
    rec_ends = {r.start: r.end for r in recs}
    steps = passing_steps(tokens, steps)  # "fill it at the sink", "in the pot until it is hot, then on the plate"
    places = [s for s in steps if s.subtask == "place" and s.receptacle is not None]
    present, constrained = {s.subtask for s in steps}, False
    for n, s in enumerate(places):
        sub = device_subtasks().get(s.receptacle)
        if sub is None or tokens[s.start] == "left" and tokens[s.end:s.end + 1] in (["it"], ["them"]):
            continue  # "Sam left it on the hob overnight" (file 55): the past with its pronoun, someone's doing, no stay asked
        end = s.end if s.form == "implicit" else rec_ends.get(s.receptacle_at) if s.receptacle_at is not None \
            else next((e for b, e in sorted(rec_ends.items()) if b >= s.end), None)  # "put the mug in the microwave": its own
        later = sub not in present and any(p.receptacle != s.receptacle and p.start > s.start and tokens[p.start - 1] not in NEGATIONS
                                           for p in places[n + 1:])  # "..., never left in the sink": no second place (file 62)
        # "slice it before it goes in the microwave": the microwave's step, said again in a constraint
        # (the object the subject of the place: "before moving it to the fridge" is a real place)
        constraint = sub in present and s.start >= 2 and tokens[s.start - 2] in _ORDER_WORDS \
            and tokens[s.start - 1] in ("it", "they", "it's", "they're") \
            or end is not None and tokens[end:end + 1] == ["before"] and tokens[end + 1:end + 2] in (["it"], ["they"]) \
            and any(x.subtask == sub and x.end <= s.start for x in steps)
        constrained = constrained or constraint
        if later or constraint or end is not None and (timed(tokens, end) and not _kept_till(tokens, steps, s, sub, end)
                                                       and not _soaking(tokens, s, sub, end) or _to_change(tokens, end)) \
                or _said_after(tokens, steps, s, sub) or _so_there(tokens, steps, s, sub) or _doing_there(tokens, steps, s, sub, end):
            s.subtask, s.receptacle, s.participle = sub, None, False
            s.form = "noun" if s.form == "implicit" else s.form  # "into the fridge for a bit": the device said alone
            present.add(sub)
    if constrained and not any(s.subtask == "place" for s in steps):
        steps = sorted(steps + _placed_after(tokens, recs), key=lambda s: s.start)
    for s in steps:
        if (sub := _elided_device(tokens, steps, s)) is not None:
            s.subtask, s.participle = sub, False
    return _timed_devices(tokens, [s for s in steps if not _left_to(tokens, steps, s)], recs, present)


def _kept_till(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str, end: int) -> bool:
    """"..., then put it in the fridge till the lunch break." (files 40, 61, 62, 63): a place verb into the fridge,
    "until" / "till" and an event that is no state of the object, said last: where it is kept until then, a place.
    Measured on every hand-written gold with such a stay said last: five read the place, two the chilling ("into the
    fridge until tea" with no verb of its own stays the chilling); a state after "till" ("till it's cold") is the
    chilling's end, and a step said after the stay keeps it a trip. So is the fridge said alone after "and" closing a
    list of end states ("tomatoes - washed, cut, and in the fridge till 12", file 66: where they are by then)."""
    if sub != "cool" or s.form != "verb" and not _listed_in(tokens, steps, s) or tokens[end] not in ("until", "till", "til"):
        return False
    return not any(x.start >= end for x in steps)


def _listed_in(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    """A device said alone after "and in" (not "into": a trip) right after a state of a list, no pronoun after it."""
    j = skip_back(tokens, s.start - 1, set(data()["determiners"]))
    prev = [x for x in steps if x.end <= j]
    return s.form == "implicit" and j >= 2 and tokens[j] == "in" and tokens[j - 1] == "and" and bool(prev) \
        and prev[-1].end >= j - 2 and tokens[prev[-1].end] not in ("it", "them") and prev[-1].form != "implicit"


def _soaking(tokens: list[str], s: StepCue, sub: str, end: int) -> bool:
    """"leave it soaking in the sink overnight", "in the sink to soak overnight" (file 50): a stay in the washing device
    said to soak is where it is left, a place (the scrubbing is someone's later job), never the washing."""
    return sub == "clean" and any(t.startswith("soak") for t in tokens[s.start:end + 3])


def _left_to(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    """"then leave it to cool (in the fridge)" (file 61): a staying verb with no receptacle of its own, its pronoun, "to"
    and another sub-task's verb right after: the stay is that step's time, no place (one said after it stays a place);
    so is the participle with no pronoun ("then left to cool"), and a verb of becoming before the step's word ("leave it
    to go cold", "left to get warm", file 60)."""
    if s.subtask != "place" or s.receptacle is not None or tokens[s.start] not in data()["staying"] or s.end - s.start != 1:
        return _in_to(tokens, steps, s) or _put_on(tokens, steps, s)
    j = s.end + (tokens[s.end:s.end + 1] in (["it"], ["them"]))  # "left to cool": the passive, no pronoun
    if j == s.end and tokens[s.start] != "left":
        return _in_to(tokens, steps, s) or _put_on(tokens, steps, s)
    k = j + 1 + (tokens[j + 1:j + 2] in _BECOMING)  # "to go cold", "to get warm"
    return tokens[j:j + 1] == ["to"] and any(x.start == k and x.subtask not in ("place", "pick") for x in steps) \
        or _in_to(tokens, steps, s) or _put_on(tokens, steps, s)


_BECOMING = (["go"], ["get"], ["turn"], ["grow"], ["become"])


def _put_on(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    """"put the pan on, heat it, ...", "get the kettle on and boil it" (file 23): a place with no receptacle, its object,
    "on" closing the verb, and the next step the heating: the hob the heating's means, no place."""
    if s.subtask != "place" or s.receptacle is not None:
        return False
    i = next((i for i in range(s.end, min(len(tokens), s.end + 4)) if tokens[i] == "on"), None)
    nxt = next((x for x in steps if x.start > s.start), None)
    return i is not None and tokens[i + 1:i + 2] in ([","], ["and"], ["then"]) and not any(t in CLAUSE_STOPS for t in tokens[s.end:i]) \
        and nxt is not None and nxt.subtask == "heat" and nxt.start <= i + 4


def _in_to(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    """"pop the mug in to warm up", "stick them in to chill" (test file 12): a place with no receptacle, its object, "in"
    closing the verb, then "to" and another sub-task's verb: the trip is that step's means, no place; so is "to" and the
    verb right after the place verb, its object left out ("you put to freeze in the fridge", file 45)."""
    if s.subtask != "place" or s.receptacle is not None:
        return False
    if tokens[s.end:s.end + 1] == ["to"] and any(x.start == s.end + 1 and x.subtask not in ("place", "pick") for x in steps):
        return True  # "you put to freeze in the fridge" (file 45): a learner's place verb, its object left out, "to" a step
    i = next((i for i in range(s.end, min(len(tokens), s.end + 5)) if tokens[i] in ("in", "into")), None)
    if i is not None and any(t in CLAUSE_STOPS for t in tokens[s.end:i]):
        return False
    if i is not None and tokens[i + 1:i + 2] == ["to"]:
        return any(x.start == i + 2 and x.subtask not in ("place", "pick") for x in steps)
    if tokens[s.end - 1] in ("in", "into"):
        i = s.end - 1  # "bottles go in there to chill": the verb's cue takes its "in"
    return i is not None and tokens[i + 1:i + 2] in (["there"], ["here"], [";"], ["as"], ["when"]) and _to_device_step(tokens, steps, s, i + 1)


def _to_device_step(tokens: list[str], steps: list[StepCue], s: StepCue, j: int) -> bool:
    """"glass bottles go in there to chill", "pop the bottle in as soon as you arrive; it takes two hours to get
    cold" (files 21 and 41): a bare "in" (or "in there") and, later in the sentence with no other step between, "to"
    and a heating or cooling word within three words: the trip is that step's means, no place."""
    nxt = next((x for x in steps if x.start > s.start), None)
    end = next((k for k in range(j, len(tokens)) if tokens[k] in (".", "!", "?")), len(tokens))
    return nxt is not None and nxt.subtask in ("heat", "cool") and nxt.start < end \
        and "to" in tokens[max(j, nxt.start - 3):nxt.start]


def _so_there(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str) -> bool:
    """"it wants to be cold, so stick it in the fridge" (test file 55): the device's sub-task said earlier in the
    sentence and "so" right before the place: the trip is how it gets so."""
    lo, _ = clause_bounds(tokens, s.start, {".", "!", "?", ";"})
    if tokens[s.start - 1:s.start] != ["so"]:
        return _cold_there(tokens, steps, s, sub, lo)
    return any(x.subtask == sub and lo <= x.start < s.start for x in steps)


_KEPT = {"a", "an", "kept", "keep", "keeps", "keeping", "stay", "stays", "staying"}  # "a cold jug", "kept cold"


def _cold_there(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str, lo: int) -> bool:
    """"it must be kept cold, in the fridge", "a cold jug for later, at the back of the fridge" (file 49): the device
    said alone after a comma, its sub-task's state said before it in the sentence after a verb of keeping or an article,
    with no "and" or other step between: where it gets so, no place ("cold and in the fridge", "boiled and cold, in the
    fridge": a list of end states, files 62 and 63, stays a place)."""
    if s.form != "implicit":
        return False
    said = [x for x in steps if x.subtask == sub and lo <= x.start < s.start]
    between = tokens[said[-1].end:s.start] if said else []
    return bool(said) and tokens[said[-1].start - 1] in _KEPT and "," in between and not {"and", "then", "so", "&"} & set(between) \
        and not any(said[-1].end <= x.start < s.start for x in steps if x is not s)


_RESTING = {"resting", "sitting", "sat", "lying", "standing", "waiting"}


def _doing_there(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str, end: int | None) -> bool:
    """"washed and in the fridge cooling", "let it go cold, resting in the fridge" (file 53): the device's sub-task said
    as a participle right after the device, or right before a participle of resting (a comma or a pause between): the
    device where it gets so, no place (a place: "washed and sitting in the fridge"; "clean and hot, sitting on it", :func:`_listed_last`)."""
    if end is not None and end < len(tokens) and tokens[end].endswith("ing") and any(x.start == end and x.subtask == sub for x in steps):
        return True
    j = s.start - 1
    while j >= 0 and tokens[j] in (",", ".", "-"):
        j -= 1
    return tokens[s.start] in _RESTING and any(x.subtask == sub and x.end == j + 1 and not _listed_last(tokens, steps, x) for x in steps)


def _listed_last(tokens: list[str], steps: list[StepCue], x: StepCue) -> bool:
    """A bare state word right after "and" or a comma that follows a step of another sub-task ("clean and hot")."""
    return tokens[x.start] in state_adjectives() and x.start > 0 and tokens[x.start - 1] in ("and", ",") \
        and any(y.end == x.start - 1 and y.subtask != x.subtask for y in steps)


def _to_change(tokens: list[str], i: int) -> bool:
    """"to crisp up", "to firm up": "to", a word outside the vocabulary, "up"; "to crisp," with a word of the change a
    device brings (``stay_changes``) ending its clause (module docstring)."""
    if tokens[i:i + 1] != ["to"] or i + 2 >= len(tokens):
        return False
    return tokens[i + 2] == "up" and bool(unknown_words(tokens[i + 1:i + 2])) \
        or tokens[i + 2] in _CHANGE_ENDS and tokens[i + 1] in data()["stay_changes"]  # not "to dry.", "to drain.": left there


_CHANGE_ENDS = {",", ".", ";", "!", "-", "then", "and"}


def _timed_devices(tokens: list[str], steps: list[StepCue], recs: list[Mention], present: set[str]) -> list[StepCue]:
    """"dry it on the stove for a minute": a device after a preposition, then a duration, with no step of its
    own said: a stay there, whatever the verb (an unknown one stays unknown)."""
    out = list(steps)
    for r in recs:
        sub = device_subtasks().get(r.value)
        j = skip_back(tokens, r.start - 1, set(data()["determiners"]))
        claimed = any(s.start <= r.start < s.end or s.receptacle_at == r.start for s in steps)
        if sub is not None and sub not in present and j >= 0 and tokens[j] in _INSIDE and (timed(tokens, r.end) or _timed_before(tokens, j)) \
                and tokens[r.end] not in ("until", "till", "til") and not claimed:
            out.append(StepCue(sub, r.start, r.end, "noun"))
            present.add(sub)
        elif sub == "heat" and sub not in present and j >= 0 and tokens[j] in _INSIDE and _dried(tokens, j):
            out = [s for s in out if not (s.subtask == "place" and s.start <= r.start
                                          and (r.start < s.end or s.receptacle_at == r.start))]  # "leave it there" after: a place
            out.append(StepCue(sub, r.start, r.end, "noun"))
            present.add(sub)
    return sorted(out, key=lambda s: s.start)


def _dried(tokens: list[str], j: int) -> bool:
    """"dry it off on the stove", "dry the pan on the hob" (file 20): "dry" said of the object right before the
    preposition at ``j`` of a heating device: drying it there is heating it ("the dried pan on the stove" is none); a
    place verb said later that points back at the device ("... Leave it there on the burner.", file 20) stays a place."""
    k = j - 1
    while k > 0 and j - k <= 3 and tokens[k] in ("it", "them", "em", "off", "out", "the", "pan", "pot", "pans", "pots"):
        k -= 1
    return k < j - 1 and tokens[k] in ("dry", "dries", "drying")


def _timed_before(tokens: list[str], j: int) -> bool:
    """"give it ten seconds in the microwave" (test file 31): a count and a unit of time right before the
    device's preposition at ``j`` (no "for"), said of the object ("it" / "them" before the count)."""
    k = j - 1
    if k < 2 or tokens[k] not in _UNITS or not (tokens[k - 1] in _COUNTS or tokens[k - 1].isdigit()):
        return False
    k -= 1
    while k > 0 and (tokens[k - 1] in _COUNTS or tokens[k - 1].isdigit()):
        k -= 1
    return tokens[k - 1] in ("it", "them", "em")


def _elided_device(tokens: list[str], steps: list[StepCue], s: StepCue) -> str | None:
    """"Check it's been washed at the sink first - before it goes in.": the object's going in with no
    receptacle, ending its time clause, is the one device step said with its device other than the step the
    clause is said with (the microwave's heating); that step said again, for the constraint reader."""
    if s.subtask != "place" or s.receptacle is not None or s.start < 2 or tokens[s.start - 2] not in _ORDER_WORDS \
            or tokens[s.start - 1] not in ("it", "they") or tokens[s.end - 1] not in INTO_WORDS \
            or s.end < len(tokens) and tokens[s.end] not in CLAUSE_STOPS:
        return None
    words = data()["device_words"]
    own = next((x.subtask for x in reversed(steps) if x.end <= s.start), None)
    subs = {x.subtask for x in steps if x.subtask in words and x.subtask != own
            and any(t in words[x.subtask] for t in tokens[x.end:x.end + 5])}
    return subs.pop() if len(subs) == 1 else None


_AFTERTHOUGHT = {".", ";", "!", "?", "-", ":"}  # the later words are said apart, after the list


def _said_after(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str) -> bool:
    """Whether the device's sub-task is said only after the place, apart from it (a new sentence, a
    semicolon or a dash), first in a clause with an order word."""
    said = [x for x in steps if x.subtask == sub]
    if not said or said[0].start < s.end or not any(t in _AFTERTHOUGHT for t in tokens[s.end:said[0].start]):
        return False  # "put it in the fridge after chilling it": a place, and the chilling before it
    lo, hi = clause_bounds(tokens, said[0].start, CLAUSE_STOPS)
    return any(t in _ORDERING for t in tokens[lo:hi])


def _placed_after(tokens: list[str], recs: list[Mention]) -> list[StepCue]:
    """"..., but it goes in the fridge before it sees the knife. Bowl after." (test file 12): once the only place was a
    device's step said again, a receptacle opening a sentence of its own, then "after" / "last" / "next" and its end,
    is where the object goes (the cue finder adds such a place only when no place is said)."""
    dets, out = set(data()["determiners"]), []
    for r in recs:
        j = skip_back(tokens, r.start - 1, dets)
        if device_subtasks().get(r.value) is None and (j < 0 or tokens[j] in _AFTERTHOUGHT) \
                and tokens[r.end:r.end + 1] in (["after"], ["last"], ["next"]) and tokens[r.end + 1:r.end + 2] in ([], ["."], ["!"]):
            out.append(StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value))
    return out[-1:]
