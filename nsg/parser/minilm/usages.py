"""Step words used as something else than a step of the task (the kinds behind test file 24's misses).

Why apart from :mod:`nsg.parser.minilm.story` and :mod:`nsg.parser.minilm.remarks` (how the object
came, remarks about how things are): these are read off the step word's own neighbours, wherever the
sentence stands:

- a meal or an occasion named by a time word and a step word ("Right, Sunday roast.", "into the pot
  for the morning cook", "Cheese toast night!", file 45) or by whose it is ("for the children's toast", "for Dad's roast": test file 32)
  or by what is celebrated ("for the birthday toast", test file 34): a noun, no step;
- a step word between a determiner and a noun the lexicon does not know ("Bread for the toast rack:"):
  the name of that thing; a verb's -ing form joined to a word by a hyphen or right before such a noun
  ("the jam-setting test", "cooking badge", "after cutting oranges") or right before a gathering's noun
  ("the pan from cooking club", "Baking class on Thursday", test file 34): another thing, no step;
- the object used as a tool ("wash it out before you cook with it", "he needs it to cut the twine": test file 60; "I cut
  kimchi with it", "the knife what I was using for cutting it": file 45),
  or as the vessel of a relative clause
  ending in its preposition ("the pot we boil the mash in needs washing", test file 31): what it is for, no
  step done to it;
- a step after "stop" ("Please stop boiling it dry.", test file 31): a habit to end, never a step asked;
- "stuck" / "held up" right before a preposition, no receptacle after ("stuck on a lockout till 2", test file
  34): a person kept from coming, no place and no pick;
- a step said to be someone else's job ("Cutting is the guests' job."), or what others do at a time
  ("we toast at five"), or who laid down the rule ("as set by their leader"): not asked of the listener;
- a bare "-ing" step word opening its clause with a day's time after it and nothing more ("leave it on the hob,
  cooking tonight", test file 52), or after "I will" / "I'll" with a thing outside the vocabulary ("I will cook
  pierogi", file 45): what the writer will be doing, the reason for the request, no step;
- a place verb with a subject of its own and nothing after it ("(whole ones pop)"): what other things
  do, no place;
- the pieces of a thing left over ("the leftover potato wedges"): cut already, no step;
- pieces said first in their sentence or clause, before where they go ("Halves on a plate for chef.", "...,
  slices on the plate", test file 35): the
  slicing said by its result, not a verb, so the receptacle after them is where the object goes;
- the result named by a "how to" title ("How to make toast.", "How to Make a Cold Apple"; a sentence opened by "to"
  and a step verb, closed by a comma: "To chill a bottle, ..."), or as what was
  made or ordered ("Made toast without a toaster: sliced the bread, heated it ...", "I ordered toast. The
  staff member sliced the bread, heated it ...", file 51): no step where the steps after it say the same
  sub-task (:func:`drop_how_to`, read once the devices' steps are known);
- a device's name after a determiner and a word of its own ("NOT the drug fridge", "the clubhouse
  fridge"): a receptacle, not the device's verb (:func:`device_noun`, read where the cue finder tells
  the two apart).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention, known_words, lexicon, mentions
from nsg.parser.minilm.labels import destination_label
from nsg.parser.minilm.occasions import TIMES, named_occasion
from nsg.parser.minilm.spans import (
    BOUNDARY, NUMBER_WORDS, PERSON_SUBJECTS, SENTENCE_ENDS, StepCue, data, device_subtasks, state_adjectives,
)

_GATHERINGS = {"club", "clubs", "class", "classes", "lesson", "lessons", "session", "sessions", "course", "courses", "workshop",
               "workshops", "society", "rota", "demo", "demonstration", "competition", "contest", "school", "schools"}
_SUBJECTS = {"we", "they", "he", "she", "everyone", "everybody"}
_AT = {"at", "around", "by", "on", "till", "until"}
_JOBS = {"job", "task", "department", "responsibility", "duty"}
_COPULAS = {"is", "'s", "are", "will", "was"}
_ENDS = {")", ".", "!", "?"}
_ITEM_MARKS = {",", "]", "-", "*", "•"}  # a list's comma, a checklist's box, a bullet (file 68's Trello card)
_FUNCTION = {"and", "or", "then", "to", "is", "was", "be", "been", "gets", "got", "it's", "now", "please", "just", "also",
             "next", "finally", "first", "i'll", "we'll", "you'll", "can", "will", "must", "should"}


def drop_usages(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without the step words used as something else (module docstring); pieces said first in
    their sentence, before where they go ("Halves on a plate."), are the slicing said by its result."""
    d = data()
    for s in steps:
        if s.end - s.start == 1 and tokens[s.start] in d["result_nouns"] and _next(tokens, s.end) in d["receptacle_preps"] \
                and (s.start == 0 or tokens[s.start - 1] in BOUNDARY or tokens[s.start - 1] in _ITEM_MARKS):  # ", slices on the plate", "[ ] slices on his plate"
            s.form = "noun"
    return [s for s in steps if not (s.end - s.start == 1 and s.form == "verb" and (
        named_occasion(tokens, s, target) or _named_thing(tokens, s) or _used_as_tool(tokens, s, target) or _others_job(tokens, s)
        or _others_time(tokens, s) or _intransitive(tokens, s, target) or _other_things(tokens, s)
        or _stopped(tokens, s) or _vessel_clause(tokens, s, target) or _delayed(tokens, s) or _own_plan(tokens, s)
        or _mode(tokens, s) or _others_wish(tokens, s) or _asked_for(tokens, s, steps))
        or s.start > 0 and tokens[s.start - 1] == "as" and _next(tokens, s.end) == "by"  # "as set (down) by the warden": whose rule
        or _leftover_pieces(tokens, s, target) or _cut_leftover(tokens, s, target))]


_MODES = {"setting", "settings"}


def _mode(tokens: list[str], s: StepCue) -> bool:
    """"for the steam setting:", "on a low setting", "the defrost settings": "setting" after a determiner and at most
    one word, no object after it, names a device's mode, no place (file 58)."""
    if tokens[s.start] not in _MODES or s.start == 0 or _next(tokens, s.end) in data()["object_pronouns"] \
            or _next(tokens, s.end) in data()["determiners"]:
        return False
    dets = data()["determiners"]
    return tokens[s.start - 1] in dets or s.start > 1 and tokens[s.start - 1].isalpha() and tokens[s.start - 2] in dets


def _next(tokens: list[str], i: int) -> str:
    return tokens[i] if i < len(tokens) else "."


def _named_thing(tokens: list[str], s: StepCue) -> bool:
    """"the toast rack": a determiner before, a noun the lexicon does not know after ("the slicing
    though", "a warm spell", "the wash happening second": a step said as a noun, a state, a verb after);
    "The bread for toast is ...": after "for", a copula after (or "use" before), what the thing is for."""
    word, after = tokens[s.start], _next(tokens, s.end)
    if s.start > 0 and tokens[s.start - 1] == "for" and not word.endswith("ing") and word not in state_adjectives() \
            and (after in _COPULAS or tokens[s.start - 2:s.start - 1] in (["use"], ["used"], ["uses"])):
        return True  # "the knife you use for toast" (file 66): what it is used for
    return s.start > 0 and tokens[s.start - 1] in data()["determiners"] and not word.endswith("ing") \
        and word not in state_adjectives() and after.isalpha() and not after.endswith(("ly", "ing", "ed")) \
        and after not in known_words() and not _given_with_address(tokens, s)


_GIVE = {"give", "gives", "gie", "gi"}


def _given_with_address(tokens: list[str], s: StepCue) -> bool:
    """"Give the mug a wash mate, then ...", "give it a rinse love." (file 43): the step given as a noun after "give"
    and its object, the one word after it closing the clause: whom the writer speaks to, no thing named."""
    return tokens[s.start - 1] in ("a", "an") and _next(tokens, s.end + 1) in (",", ".", "!", "?", ";") \
        and any(t in _GIVE for t in tokens[max(0, s.start - 5):s.start - 2])


def _other_things(tokens: list[str], s: StepCue) -> bool:
    """"the jam-setting test", "Scout troop cooking badge", "after cutting oranges": a verb's -ing form
    joined to a word before it by a hyphen, or right before a plain word the lexicon does not know that ends its clause
    or says whom it is for ("cutting cake for Mo"; no determiner before), names another thing or what is done to it."""
    word, after = tokens[s.start], _next(tokens, s.end)
    if not word.endswith("ing") or word + "s" in data()["steps"][s.subtask].get("verbs", ()):  # "bring": no -ing form
        return False
    joined = s.start > 1 and tokens[s.start - 1] == "-" and tokens[s.start - 2].isalpha()  # "jam-setting test"
    ends = _next(tokens, s.end + 1) in (",", ".", ";", ":", "and", "!", "?", "for")  # "cooking badge,", "cutting cake for Mo"
    if after in _GATHERINGS or after == "-" and _next(tokens, s.end + 1) in _GATHERINGS:  # "Cooking-school exam" (file 75)
        # "the pan from cooking club", "Cooking class Thursday": the gathering's name (test file 34)
        return True
    return after.isalpha() and not after.endswith("ly") and after not in known_words() and (joined or ends and (
        s.start == 0 or tokens[s.start - 1] not in data()["determiners"]))  # "the cooling obligation": a step named


_LEFTOVER = {"leftover", "leftovers", "spare", "yesterday's", "night's"}  # "last night's potato wedges"


def _leftover_pieces(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"blast the leftover potato wedges": the pieces of a thing left over from before are cut already, no step."""
    if target is None or s.start != target.end or tokens[s.start] not in data()["result_nouns"]:
        return False
    j = target.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    return j >= 0 and (tokens[j] in _LEFTOVER or tokens[j - 2:j + 1] == ["left", "-", "over"])


def _cut_leftover(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"find the sliced bread left over from lunch and bin it" (file 65): a one-word state right before the name of a
    thing said as left over right after it is how that leftover is already, no step."""
    return target is not None and s.end == target.start and s.end - s.start == 1 and s.start > 0 \
        and tokens[s.start - 1] in data()["determiners"] and tokens[target.end:target.end + 2] in (["left", "over"], ["left", "from"])


_HELD_AT = {"on", "in", "at", "with", "behind", "till", "until"}


def _delayed(tokens: list[str], s: StepCue) -> bool:
    """"Kyle, stuck on a lockout till 2", "held up at the depot": a person kept from coming (no object after the
    participle, no receptacle in the rest of its clause), no place and no pick (test file 34)."""
    word, k = tokens[s.start], s.end + (_next(tokens, s.end) == "up")
    if not (word == "stuck" or word == "held" and k > s.end) or _next(tokens, k) not in _HELD_AT:
        return False
    end = next((i for i in range(k, len(tokens)) if tokens[i] in BOUNDARY or tokens[i] in (",", "-")), len(tokens))
    return not any(m.kind == "receptacle" for m in mentions(tokens[k:end]))


def _used_as_tool(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"before you cook with it": the object after "with" is what the step is done with; "I'm not cooking
    in it" (test file 35): a vessel object after "in" / "on" is where the step is done, not what to."""
    after = tokens[s.end:s.end + 2]
    if s.start >= 3 and tokens[s.start - 3:s.start - 1] in _USE_IT and tokens[s.start - 1] == "to" and after[:1] \
            and after[0] in data()["determiners"]:
        return True  # "he needs it to cut the twine" (test file 60): what it is used for, on a thing of its own
    if tokens[s.start].endswith("ing") and tokens[s.start - 2:s.start] in _USED_FOR:
        return True  # "the knife what I was using for cutting it" (file 45): what it was used for
    k = s.end + (s.end < len(tokens) and tokens[s.end] in data()["determiners"])  # "I cut kimchi with it" (file 45):
    if tokens[k + 1:k + 3] in (["with", "it"], ["with", "them"]) and tokens[k].isalpha() and tokens[k] not in _PRONOUNS \
            and tokens[k] not in known_words():  # a thing outside the vocabulary cut with the object
        return True
    return after in (["with", "it"], ["with", "them"]) or after in (["in", "it"], ["on", "it"], ["in", "them"]) \
        and target is not None and target.value in lexicon()["receptacles"]


_USED_FOR = [[u, "for"] for u in ("using", "used", "use", "uses")]
_PRONOUNS = {"it", "them", "this", "that", "me", "you", "him", "her", "us"}


_USE_IT = [[v, o] for v in ("needs", "need", "uses", "use", "used", "wants", "want") for o in ("it", "them")]
_STOPPING = {"stop", "stops", "quit", "quits"}
_WHO = {"we", "you", "i", "they", "he", "she", "people", "everyone", "mum", "dad"}
_STRANDED = {"in", "on", "with", "into", "from"}
_MAIN_VERBS = {"needs", "need", "is", "has", "should", "must", "wants", "goes", "gets", "was", "will", "can", "could"}


def _stopped(tokens: list[str], s: StepCue) -> bool:
    """"stop boiling it dry": an -ing step right after "stop" / "quit" (module docstring)."""
    return s.start > 0 and tokens[s.start - 1] in _STOPPING and tokens[s.start].endswith("ing")


def _vessel_clause(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"The pot we boil the bran mash in needs washing": right after the object, a person and the step
    verb, then (within six words) a preposition left at the clause's end with the main verb after it."""
    if target is not None and s.start == target.end + 1 and tokens[target.end] in _WHO:
        rest = tokens[s.end:s.end + 7]
        return any(t in _STRANDED and rest[k + 1:k + 2] and rest[k + 1] in _MAIN_VERBS for k, t in enumerate(rest))
    return _others_vessel(tokens, s, target)


_VESSELS = {"dishes", "containers", "tubs", "boxes", "tins", "jars", "bags", "pots", "pans", "bowls", "plates", "mugs", "cups"}
_AFTER = {"at", "to", "for", ",", ".", ";", "!", "?", "and", "but", "please"}


def _others_vessel(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"wash the dishes you bring food in at your own house": after a plural vessel word that is not the object, a
    person and the step verb, then within four words a preposition left at its clause's end: what those vessels are
    for, no step of the object (file 58)."""
    if s.start < 2 or tokens[s.start - 1] not in _WHO or tokens[s.start - 2] not in _VESSELS \
            or target is not None and target.start <= s.start - 2 < target.end:
        return False
    rest = tokens[s.end:s.end + 5]
    return any(t in _STRANDED and (k + 1 == len(rest) or rest[k + 1] in _AFTER) for k, t in enumerate(rest) if k > 0)


def _others_job(tokens: list[str], s: StepCue) -> bool:
    """"Cutting is the guests' job", "the slicing is Dave's task": someone other than the listener's."""
    if not tokens[s.start].endswith("ing") or _next(tokens, s.end) not in _COPULAS:
        return False
    said = tokens[s.end + 1:s.end + 6]
    job = next((i for i, t in enumerate(said) if t in _JOBS), None)
    return job is not None and not any(t in ("your", "yours", "you") or t in BOUNDARY for t in said[:job])


_WISHES = {"wants", "wanted", "expects", "expected", "prefers", "preferred"}
_THIRD = {"him", "her", "them"}


def _others_wish(tokens: list[str], s: StepCue) -> bool:
    """"the director wants Helen to tear it on stage", "she wanted him to chop it": a wish that a third person (a
    pronoun or a name the lexicon does not know) do the step, no step asked of the listener (file 58)."""
    if s.start < 3 or tokens[s.start - 1] != "to" or tokens[s.start - 3] not in _WISHES:
        return False
    who = tokens[s.start - 2]
    return who in _THIRD or who.isalpha() and who not in known_words()


def _asked_for(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"Mr Patel asked for toast. Slice the bread, toast it ...": a step word after "for" ending a sentence that
    holds no other step, before the steps: the food asked for, named as a noun, no step (file 58)."""
    word = tokens[s.start]
    if s.start == 0 or tokens[s.start - 1] != "for" or word.endswith("ing") or word in state_adjectives() \
            or _next(tokens, s.end) not in SENTENCE_ENDS:
        return False
    opens = max((i + 1 for i in range(s.start) if tokens[i] in SENTENCE_ENDS), default=0)
    return not any(c is not s and opens <= c.start < s.end + 1 for c in steps) and any(c.start > s.end for c in steps)


def _others_time(tokens: list[str], s: StepCue) -> bool:
    """"we toast at five": another subject's step with no object, then a time."""
    after = _next(tokens, s.end + 1)
    return s.start > 0 and tokens[s.start - 1] in _SUBJECTS and _next(tokens, s.end) in _AT \
        and (after.isdigit() or after in NUMBER_WORDS or after in TIMES or after == "noon")


def _intransitive(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"(whole ones pop)": a place verb after a plain word that is not the object, nothing after it."""
    if s.subtask != "place" or s.start == 0 or _next(tokens, s.end) not in _ENDS or tokens[s.start].endswith("ing"):
        return False
    prev, d = tokens[s.start - 1], data()
    function = _connective_words() | _FUNCTION | set(d["determiners"]) | set(d["object_pronouns"]) | set(d["subjects"])
    return prev.isalpha() and prev not in function and prev not in state_adjectives() \
        and (target is None or target.end != s.start)


@lru_cache(maxsize=1)
def _connective_words() -> frozenset[str]:
    return frozenset(p for p in data()["connectives"] if " " not in p)


_SUBJECT_OF = {"is", "was", "'s", "has", "needs", "isn't", "wasn't", "should", "will", "won't", "lives", "sits", "stands"}


def device_noun(tokens: list[str], r: Mention) -> bool:
    """"NOT the drug fridge", "the staff microwave": a device's name after a determiner and a word of its own;
    "Fridge is the one behind the first-aid room": a device's name before a verb it is the subject of (test file 32); not after a person's pronoun ("asks that you
    microwave one": a verb, file 23); "Fridge contents update: ..." (file 11): a device's name before a noun of what it
    holds (``held_lists``), a heading about that receptacle; "between the bowl and fridge" (file 71): a thing of a pair named."""
    if r.start > 2 and tokens[r.start - 1] == "and" and "between" in tokens[max(0, r.start - 5):r.start - 2] \
            or destination_label(tokens, r.start):  # "Location: fridge" (file 76)
        return True
    return r.start > 1 and tokens[r.start - 2] in data()["determiners"] and tokens[r.start - 1].isalpha() \
        and tokens[r.start - 1] not in PERSON_SUBJECTS or r.end < len(tokens) and (tokens[r.end] in _SUBJECT_OF
                                                                                   or tokens[r.end] in data()["held_lists"])


def drop_described_devices(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without a device's name said as the subject that opens its sentence, after "the" and before "is" /
    "'s" and no "where" / "for" ("The fridge is the tall white one.", "The fridge is by the back door.", file 64): the
    device told about, no step of it ("The fridge is where it goes" says where)."""
    return [s for s in steps if not (s.form == "noun" and s.end - s.start == 1 and s.start > 0 and tokens[s.start - 1] == "the"
                                     and (s.start == 1 or tokens[s.start - 2] in SENTENCE_ENDS) and tokens[s.start] in device_subtasks()
                                     and tokens[s.end:s.end + 1] in (["is"], ["'s"])
                                     and tokens[s.end + 1:s.end + 2] not in (["where"], ["for"], ["what"], ["how"]))]


_MAKING = {"make", "makes", "made", "making", "order", "orders", "ordered", "ordering"}


def _made(tokens: list[str], s: StepCue) -> bool:
    """"Made toast", "I ordered toast": a step word as the dish made or ordered, no object after it."""
    nxt = _next(tokens, s.end)
    return s.start > 0 and tokens[s.start - 1] in _MAKING and nxt not in data()["object_pronouns"] \
        and nxt not in data()["determiners"]


def drop_how_to(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those of a "how to" title, or of a dish made or ordered, whose sub-task a later
    sentence says (module docstring)."""
    out = []
    for s in steps:
        lo = max([i + 1 for i in range(s.start) if tokens[i] in SENTENCE_ENDS] or [0])
        hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS or tokens[i] == ":"), len(tokens))
        named = tokens[lo:lo + 2] == ["how", "to"] or _made(tokens, s)
        if tokens[lo:lo + 1] == ["to"] and s.start == lo + 1 and s.form == "verb" and "," in tokens[s.end:s.end + 5]:
            named, hi = True, tokens.index(",", s.end)  # "To warm a plate, rinse it, heat it ...": the purpose said first
        if named and any(x.subtask == s.subtask and x.start > hi for x in steps):
            continue
        out.append(s)
    return out


_PLAN_TIMES = {"tonight", "today", "tomorrow"}


def _own_plan(tokens: list[str], s: StepCue) -> bool:
    """"..., cooking tonight": an "-ing" step word right after a comma or a dash, a day's time after it, then the
    clause's end: the writer's own plan (module docstring)."""
    k = s.end  # "I will cook varenyky when I come" (file 45): a bare noun, not "I'll chill a new one": the speaker's, another thing
    if tokens[max(0, s.start - 2):s.start] in _I_WILL or s.start > 0 and tokens[s.start - 1] in ("i'll", "we'll"):
        return k < len(tokens) and tokens[k].isalpha() and tokens[k] not in _PRONOUNS and tokens[k] not in known_words()
    return tokens[s.start].endswith("ing") and s.start > 0 and tokens[s.start - 1] in (",", "-") \
        and _next(tokens, s.end) in _PLAN_TIMES and _next(tokens, s.end + 1) in BOUNDARY | {",", "-"}


_I_WILL = [["i", "will"], ["we", "will"]]
