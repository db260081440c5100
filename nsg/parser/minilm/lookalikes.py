"""Words of the grammar's tables said as other words (the kinds behind test file 26's "both", "till",
"whichever ... first" and "the pan has held" misses).

Why apart from the tables (``connectives`` and ``steps`` in data/connectives.json, read by
:mod:`nsg.parser.minilm.cues`): a table reads a word wherever it stands, but a few of its words
are also plain English words of another use, told apart by the words right before or after them:

- "both" said to or of people ("Hi both", "Dear both", "a bottle for you both", "the rota we both signed"), of hands ("carry it
  with both hands") or of things in a sentence before any step ("Cooker and hood both fine."): an address or
  a determiner, no note that frees the order of two steps;
- "before" after "as" / "like" with no words after it ("as before:"): as usual, no order word;
- "till" after a determiner ("bring it to him at the till", "behind the till"): the shop's till, a
  noun, no "until"; "waiting for" a person ("it will be waiting for you in a bowl"): where it is ready,
  no "after";
- "whichever" and "first" in one clause ("whichever calls to you first"): one note freeing the order,
  the "first" in it no step's move (:func:`whichever_first`);
- "first" / "last" after a determiner and before a hyphen and a word ("behind the first-aid room", "a
  last-minute job"): half of a compound adjective, no order word (test file 32); after a possessive and
  before a noun ("for her first brew", "on my last shift"): an ordinal of that noun, no order word (test file 38); so
  after "the" before a noun that names no step of the task or thing of the vocabulary ("for the first volunteer", file 61);
- "don't care" said of a third person or a thing ("the horses don't care"): they mind nothing, no note
  that frees the order (:func:`_others_indifferent`); nor does "don't care who (does it)" (file 53): who does it;
  nor "don't care how" (file 42): the manner; nor "either way" after a third person's verb of reacting ("he'll
  grumble either way", file 42): whatever is done, no order (:func:`_regardless`);
- "hold" said of a thing that contains ("the frying pan has held many breakfasts", "the kitchen to hold
  one clean ladle"): no pick (:func:`held_by_things`, positions kept from the step words);
- "in no particular order of importance" (test file 50): how much the wishes of a list matter, no note that
  frees the order of the steps (:func:`_ranked`);
- "before anything" with a verb right after it ("before anything goes near it", test file 60): a time clause of
  another thing, no "first" (:func:`_anything_does`);
- "pop" said of the object bursting ("don't let it pop like last week", "the egg might pop"): a place
  verb's word with no object and no destination after it, no place (:func:`bursts`, test file 32);
- "before that" / "after this" right before a name ("before that apple goes near the heat", file 11): "that" is the
  name's determiner, the order word is "before" alone (:func:`_demonstrative`);
- "having" after a step said as a noun ("the cleaning having been done before the cooling", file 16): an absolute
  clause's participle, no "after" (:func:`_absolute`);
- "before" right after a thing's name and before a person ("the drawer before you was ..."): where, no order
  (:func:`nsg.parser.minilm.facing.facing`);
- "cook" opening the text before "!" or "," ("Cook! The apple wants washing", file 12): the person called, no step
  (:func:`called`); before a verb of habit ("a good cook never leaves ...") or after a hand-over's "to" ("hand it back
  to Cook", file 53): the person, no step.
"""
from __future__ import annotations

from nsg.parser.minilm.facing import facing
from nsg.parser.minilm.lexicon import mentions, unknown_words
from nsg.parser.minilm.spans import (SENTENCE_STOPS, Connective, HOLD_FORMS, POSSESSIVES, THIRD_PERSONS, WHOM, clause_bounds, data,
                                    says_any)

_GREETINGS = {"hi", "hello", "hey", "hiya", "dear", "morning", "evening", "afternoon", "thanks", "cheers", "night", "love"}
_PEOPLE = {"you", "us", "them", "we"}  # "for you both", "which we both signed" (file 44): the people, not the steps
_LIMBS = {"hands", "hand", "arms", "paws"}  # "with both hands"


def lookalikes(tokens: list[str], conns: list[Connective], starts: tuple[int, ...] = ()) -> list[Connective]:
    """The connectives without those that are other words here (module docstring); ``starts``: where the
    step mentions start."""
    conns = [_demonstrative(tokens, c) for c in conns]  # "before that apple goes near the heat": "before"
    return _whether_first(tokens, _or_after(tokens, whichever_first(tokens, [c for c in conns if not (
        _both_of_people(tokens, c) or _the_till(tokens, c) or as_before(tokens, c.start)
        or _waiting_for_people(tokens, c) or _both_of_things(tokens, c, starts) or _compounded(tokens, c)
        or _others_indifferent(tokens, c) or _ranked(tokens, c) or _anything_does(tokens, c) or _regardless(tokens, c)
        or _absolute(tokens, c, starts) or facing(tokens, c) or _measured(tokens, c))])))


_MEASURE_LEADS = {"in", "into", "of", "on", "to", "approx", "appr", "ca", "abt", "circa", "about", "around", "roughly", "some"}


def _measured(tokens: list[str], c: Connective) -> bool:
    """"cut into strips of 2 cm, and chilled", "cut in 4 pieces" (file 66): a number before a unit of length
    (``length_units``) or the pieces' noun (``result_nouns``), after a preposition or a word of about, is their size or
    count, no numbered step ("Apple: 1 slices 2 chill" is a numbered list)."""
    return c.end - c.start == 1 and tokens[c.start].isdigit() and c.end < len(tokens) and c.start > 0 \
        and tokens[c.start - 1] in _MEASURE_LEADS and (tokens[c.end] in data()["length_units"] or tokens[c.end] in data()["result_nouns"])


def _absolute(tokens: list[str], c: Connective, starts: tuple[int, ...]) -> bool:
    """"clean and cold, the cleaning having been done before the cooling" (file 16): "having" right after a step said as
    a noun with its determiner ("the washing having ...") is that noun's participle, no "after"; its clause's own
    order words say the order. ", having been heated" in an end state ("Required: a sliced tomato in the pot, having
    been heated in the microwave.", file 9): a state the thing is in at the end, no "after"."""
    return tokens[c.start:c.end] == ["having"] and c.start >= 2 and (c.start - 1 in starts and tokens[c.start - 1].endswith(
        "ing") and tokens[c.start - 2] in data()["determiners"] or tokens[c.start - 1] == "," and tokens[c.end:c.end + 1] == [
        "been"] and says_any(tokens[clause_bounds(tokens, c.start, SENTENCE_STOPS)[0]:c.start], "end_state"))


_DEMONSTRATIVES = {"that", "this"}


def _demonstrative(tokens: list[str], c: Connective) -> Connective:
    """"Before that apple goes anywhere near the heat, it gets sliced." (file 11): an order phrase ending in "that" /
    "this" ("before that", "after this") right before a name of the vocabulary: the demonstrative is the name's
    determiner, so the phrase is its first word's connective alone ("before")."""
    if c.end - c.start != 2 or tokens[c.end - 1] not in _DEMONSTRATIVES or c.end >= len(tokens):
        return c
    single = data()["connectives"].get(tokens[c.start])
    if single is None or not any(m.start == 0 for m in mentions(tokens[c.end:c.end + 3])):
        return c
    return Connective(single, c.start, c.start + 1)


_DOING = {"do", "does", "did", "done", "doing", "go", "goes", "went", "work", "works", "come", "comes"}


def _regardless(tokens: list[str], c: Connective) -> bool:
    """"..., she'll complain either way.": a bare "either way" closing a clause whose doer is a third person and whose
    verb is no verb of doing or going ("they can do it either way" keeps the note), whatever is done, no note that
    frees the order (file 42)."""
    if tokens[c.start:c.end] != ["either", "way"] or c.start < 2:
        return False
    lo = max([j + 1 for j in range(c.start) if not tokens[j].replace("'", "").isalpha()] or [0])
    head = tokens[lo].split("'")[0] if lo < c.start else ""
    return head in THIRD_PERSONS and c.start - lo >= 2 and _DOING.isdisjoint(tokens[lo:c.start])


_ANY = {"anything", "anyone", "anybody"}
_DOES = {"is", "was", "can", "could", "will", "would", "might", "may", "should", "must", "'s", "'ll"}


def _anything_does(tokens: list[str], c: Connective) -> bool:
    """"warm it before anything goes near it", "before anyone uses it" (test file 60): "before anything" opening a
    clause of its own, a verb right after it, the time another thing or person comes, no "first" ("before anything
    else", "before anything, wash it" keep it)."""
    nxt = tokens[c.end] if c.end < len(tokens) else ""
    return c.meaning == "first" and tokens[c.end - 1] in _ANY and nxt != "else" and nxt.isalpha() \
        and (nxt in _DOES or nxt.endswith("s") and not nxt.endswith("ss"))


_RANKS = {"importance", "priority", "preference", "urgency"}


def _ranked(tokens: list[str], c: Connective) -> bool:
    """"This week's wish list, in no particular order of importance: ..." (test file 50): a free order said of
    how much the wishes matter, before "of importance" / "of priority", no note on the order of the steps."""
    return c.meaning == "any_order" and tokens[c.end:c.end + 1] == ["of"] and tokens[c.end + 1:c.end + 2] != [] \
        and tokens[c.end + 1] in _RANKS


def _compounded(tokens: list[str], c: Connective) -> bool:
    """"the first-aid room", "a last-minute job": an order word in a compound adjective (module docstring)."""
    if tokens[c.start:c.end] not in (["first"], ["last"]) or c.start == 0 or c.end + 1 >= len(tokens):
        return False
    if tokens[c.start - 1] in POSSESSIVES:  # "for her first brew": an ordinal, when a noun follows (test file 38)
        return tokens[c.end].isalpha() and tokens[c.end] not in _NOT_NOUNS and not tokens[c.end].endswith("ly")
    if tokens[c.start - 1] == "the" and tokens[c.end].isalpha() and tokens[c.end] not in _NOT_NOUNS | _TASK_NOUNS \
            and not tokens[c.end].endswith("ly") and not mentions(tokens[c.end:c.end + 1]):
        return True  # "ready for the first volunteer" (file 61); not "the last of the bread"
    return tokens[c.start - 1] in data()["determiners"] and tokens[c.end] == "-" and tokens[c.end + 1].isalpha()


_TASK_NOUNS = {"thing", "things", "step", "steps", "job", "jobs", "task", "tasks", "stage", "part", "bit", "one", "ones", "of"}
_NOT_NOUNS = {"and", "or", "then", "to", "before", "after", "it", "them", "please", "so", "but", "is", "was"}


def _others_indifferent(tokens: list[str], c: Connective) -> bool:
    """"Don't bother washing it, the horses don't care.": a "don't care" note whose subject is a third
    person or a thing named with a determiner ("they", "the horses", "my dog"), closing its clause, says that
    one minds nothing, no note that frees the order of the steps (test file 31)."""
    if c.meaning == "either" and tokens[c.end:c.end + 1] in (["who"], ["whoever"], ["whose"]):
        return True  # "I don't care who does it, but ...": who does it, not the order (file 53)
    if c.meaning == "either" and tokens[c.start:c.end][-1:] == ["care"] and (tokens[c.end:c.end + 1] == ["how"] or tokens[
            c.end:c.end + 1] in (["if"], ["whether"], ["what"]) and tokens[c.end + 2:c.end + 3] in (["use"], ["used"], ["using"])):
        return True  # "Don't care how, just get it cold": the manner (file 42); "I don't care if you use the microwave" (47)
    if c.meaning != "either" or c.start < 1 or tokens[c.start] not in ("don't", "doesn't", "couldn't", "do", "does") \
            or c.end < len(tokens) and tokens[c.end] not in (".", "!", ",", ";", ")", "-"):
        return False  # "the judges don't care which you do first": about the order
    prev = tokens[c.start - 1]
    return prev in THIRD_PERSONS or prev.isalpha() and c.start >= 2 and tokens[c.start - 2] in data()["determiners"] \
        and prev not in data()["object_pronouns"]


def as_before(tokens: list[str], i: int) -> bool:
    """"Tea rules, as before: ...", "same as before.": "before" after "as" or "like" with no words after it
    in its clause says "as usual", no order (nor an inspection's "Before:")."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else "."
    return tokens[i] == "before" and i > 0 and tokens[i - 1] in ("as", "like") and not nxt.isalpha()


def as_found(tokens: list[str], i: int) -> bool:
    """"leave the kitchen as we found it", "the way I found it": "found" after a pronoun after "as" / "how" / "like" /
    "way" says how a thing is to be left, no inspection of what was found (file 58)."""
    return tokens[i] == "found" and i > 1 and tokens[i - 2] in ("as", "how", "like", "way")


def _both_of_things(tokens: list[str], c: Connective, starts: tuple[int, ...]) -> bool:
    """"Cooker and hood both fine. ...": "both" in a sentence before the first step, said of things."""
    if tokens[c.start:c.end] != ["both"] or not starts:
        return False
    hi = next((i for i in range(c.end, len(tokens)) if tokens[i] in (".", "!", "?", ";", ":")), len(tokens))
    return hi < min(starts)


def _both_of_people(tokens: list[str], c: Connective) -> bool:
    if tokens[c.start:c.end] != ["both"]:
        return False
    prev = tokens[c.start - 1] if c.start > 0 else ""
    nxt = tokens[c.end] if c.end < len(tokens) else ""
    return prev in _GREETINGS or prev in _PEOPLE or nxt in _LIMBS


_WAITS = {"wait", "waits", "waiting", "waited"}


def _waiting_for_people(tokens: list[str], c: Connective) -> bool:
    """"a cold tomato will be waiting for you in a bowl": waiting for a person, where the object is ready."""
    return tokens[c.start] in _WAITS and c.end < len(tokens) and tokens[c.end] in WHOM and tokens[c.end + 1:c.end + 2] != ["to"]


def _the_till(tokens: list[str], c: Connective) -> bool:
    return tokens[c.start:c.end] in (["till"], ["til"]) and c.start > 0 and tokens[c.start - 1] in data()["determiners"]


_WHO = {"kid", "kids", "child", "guest", "person", "boy", "girl", "twin", "visitor", "neighbour"}


def whichever_first(tokens: list[str], conns: list[Connective]) -> list[Connective]:
    """"- whichever calls to you first -", "whichever you reach for first": "whichever" and "first" within one
    clause are one note that frees the order of its list (``any_order``), whatever words stand between them; the "first"
    in it moves no step. A person's noun after "whichever" ("whichever kid asks first", file 64) says who, no note."""
    out = list(conns)
    for i, t in enumerate(tokens):
        if t != "whichever" or tokens[i + 1:i + 2] and tokens[i + 1] in _WHO:  # "whichever kid asks first": a person
            continue
        j = next((j for j in range(i + 1, min(len(tokens), i + 8)) if tokens[j] == "first" or not tokens[j].isalpha()), None)
        if j is not None and tokens[j] == "first" and not any(c.start <= i and j < c.end for c in out):
            out = [c for c in out if not i <= c.start <= j] + [Connective("any_order", i, j + 1)]
    return sorted(out, key=lambda c: c.start)


_HOLDERS = {"kitchen", "room", "house", "office", "van", "car", "tray", "box", "basket", "bag", "rack", "dishwasher"}
_AUX = {"to", "has", "have", "had", "will", "would", "can", "could", "must", "should", "'ll", "'s"}


def held_by_things(tokens: list[str]) -> set[int]:
    """Positions of "hold" said of a thing that contains ("The frying pan has held many breakfasts", "we'd
    like the kitchen to hold one clean ladle"): its subject, right before it past an auxiliary or "to", is a
    name of the vocabulary or a room or a container after a determiner, not a person; no pick. So is "holds"
    said of a thing without an object ("so the crumb holds"), :func:`_holds_up`, and an event held ("holding an egg
    hunt", file 47), :func:`_event_held`."""
    if not HOLD_FORMS.intersection(tokens):
        return set()
    names = {m.end: m.start for m in mentions(tokens)}
    dets, out = set(data()["determiners"]), set()
    for i, t in enumerate(tokens):
        if t not in HOLD_FORMS:
            continue
        j = i - 1
        while j >= 0 and tokens[j] in _AUX:
            j -= 1
        start = names.get(j + 1, j if j >= 0 and tokens[j] in _HOLDERS else None)
        if start is not None and start > 0 and tokens[start - 1] in dets or _holds_up(tokens, i, dets) or _event_held(tokens, i):
            out.add(i)
    return out


def _event_held(tokens: list[str], i: int) -> bool:
    """"we will be holding an egg hunt in the garden", "they held a raffle" (file 47): "hold" and "a" / "an", then
    words whose last, before a preposition or a clause end, is outside the vocabulary: an event held, no pick."""
    if tokens[i + 1:i + 2] not in (["a"], ["an"]):
        return False
    k = next((k for k in range(i + 2, min(len(tokens), i + 6)) if not tokens[k].isalpha() or tokens[k] in _EVENT_ENDS), None)
    return k is not None and k > i + 2 and unknown_words(tokens[k - 1:k]) != []


_EVENT_ENDS = {"in", "on", "at", "for", "with", "and", "to", "this", "next"}


_KEEPS_SHAPE = {",", ".", ";", "!", "?", "-", ")", "together", "firm", "up", "well", "its"}


def _holds_up(tokens: list[str], i: int, dets: set[str]) -> bool:
    """"so the crumb holds", "until the sauce holds together": "holds" with a noun subject after a
    determiner and no object (a mark, "together", "its shape") says the thing keeps its shape, no pick."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else "."
    return tokens[i] == "holds" and nxt in _KEEPS_SHAPE and i >= 2 and tokens[i - 1].isalpha() \
        and tokens[i - 1] not in data()["subjects"] and tokens[i - 2] in dets


_POP = {"pop", "pops", "popped", "popping"}
_POP_SUBJECT = {"it", "they", "egg", "eggs", "might", "may", "will", "could", "would", "'ll", "can", "to"}
_POP_ON = {"back", "up", "out", "over", "round", "down", "by", "it", "them", "yours", "one", "that", "this", "straight", "right"}


def bursts(tokens: list[str]) -> set[int]:
    """Positions of "pop" said of the object bursting (module docstring): right after the object or a
    modal, and before no object, destination or particle of a move ("pop it in", "pop back on the shelf")."""
    if not _POP.intersection(tokens):
        return set()
    d = data()
    then = set(d["object_pronouns"]) | set(d["determiners"]) | set(d["receptacle_preps"]) | _POP_ON
    return {i for i, t in enumerate(tokens) if t in _POP and i > 0 and tokens[i - 1] in _POP_SUBJECT
            and (i + 1 == len(tokens) or tokens[i + 1] not in then and not tokens[i + 1].isdigit())}


_CLAUSE_ENDS = ([], ["."], ["!"], ["?"], [","], [";"], ["-"], [")"])


def _or_after(tokens: list[str], conns: list[Connective]) -> list[Connective]:
    """"she doesn't mind if it's chopped before the chilling or after" (test file 55): "before", a step's
    noun and "or after" closing the clause are one note that frees the order of the two (``any_order``)."""
    for c in [c for c in conns if c.meaning == "before" and tokens[c.start:c.end] == ["before"]]:
        k = next((k for k in range(c.end + 1, min(len(tokens) - 1, c.end + 4)) if tokens[k:k + 2] == ["or", "after"]), None)
        if k is not None and tokens[k + 2:k + 3] in _CLAUSE_ENDS and all(t.isalpha() for t in tokens[c.end:k]):
            conns = [x for x in conns if not c.start <= x.start < k + 2] + [Connective("any_order", k, k + 2)]
    return sorted(conns, key=lambda c: c.start)


def _whether_first(tokens: list[str], conns: list[Connective]) -> list[Connective]:
    """"it is up to staff whether the tomato is sliced or washed first" (test file 55): "whether", "or" and
    "first" in one clause leave the choice of which comes first open: the "first" is that note
    (``any_order``), no step's move."""
    if "whether" not in tokens:
        return conns
    for i in (i for i, t in enumerate(tokens) if t == "whether"):
        j = next((j for j in range(i + 1, min(len(tokens), i + 10)) if tokens[j] == "first" or not tokens[j].isalpha()
                  and tokens[j] != "'s"), None)
        if j is not None and tokens[j] == "first" and "or" in tokens[i:j]:
            conns = [c for c in conns if not (c.start == j and c.meaning == "first")] + [Connective("any_order", j, j + 1)]
    return sorted(conns, key=lambda c: c.start)


_CALLERS = _GREETINGS | {"oi", "ahoy", "ho", "yo", "right", "now", "ok", "okay", ","}


def called(tokens: list[str]) -> set[int]:
    """Positions of "cook" said as the person addressed, opening the text (or after a greeting) before "!" or ","
    ("Cook! The apple wants washing", "Hey cook, ...", test file 12): a call to the cook, no heating step."""
    return {i for i, t in enumerate(tokens[:3]) if t == "cook" and tokens[i + 1:i + 2] in (["!"], [","])
            and all(w in _CALLERS for w in tokens[:i]) and tokens[i + 2:i + 3] not in _ORDERED} | {
        i for i, t in enumerate(tokens) if t == "cook" and (tokens[i + 1:i + 2] and tokens[i + 1] in _HABITS or _handed_to(tokens, i))}


_HANDERS = {"hand", "hands", "handed", "handing", "give", "gives", "gave", "giving", "pass", "passes", "passed", "passing"}
_HABITS = {"never", "always", "knows", "knew", "likes", "leaves", "keeps", "says", "said", "tells", "told", "wants", "hates"}


def _handed_to(tokens: list[str], i: int) -> bool:
    """"hand it back to Cook", "give the pan to cook" (file 53): "to" after a verb of handing over and its object
    (four words at most, no clause's end), the person given it, no heating ("leave it to cook" keeps its step)."""
    if i < 2 or tokens[i - 1] != "to":
        return False
    j = next((k for k in range(i - 2, max(i - 7, -1), -1) if tokens[k] in _HANDERS or tokens[k] in _BREAKS), None)
    return j is not None and tokens[j] in _HANDERS


_BREAKS = {".", ",", ";", "!", "?", ":", "and", "then", "to"}


_ORDERED = (["then"], ["and"], ["next"], ["after"], ["before"], ["first"], ["it"], ["them"], [])  # "Cook, then chill it": a step
