"""Where the object was left, said as a complaint or a house rule (the kind behind test file 29's
misses): "mugs are not to be left in the office", "the pan's been left on the side again", "to
whoever keeps leaving a cup by the printer", "Lates left it filthy.". The "left" is how the object
was found (or must not be found), never a step of the task, and its receptacle is no place. So is a
name's "leaving" said as news ("Vera's leaving, cake's sorted."): a farewell, no step.

Test file 32 adds two of how it was found: a "left" in a relative clause of "the one" ("the one that
was left out", "the one you left by the map table") and a headline of the object's name, "left" and
where, closed by a dash or a colon ("Plate left in the viewing gallery - wash it ..."): its words up to
where it was left are no step and no place.

Test file 49 adds a relative clause of someone's past placing right after the thing's name ("The mug you left on the
counter is filthy. Wash it.", "the pan left on the hob needs a scrub", "the plate Dad dumped on the sofa needs washing":
:func:`put_there_before`): where it was put before, its verb no step and its receptacle no place.

A sentence with no verb of a thing left undone and where ("Every morning: unwashed, whole, on the counter.", file 67) tells
how it is found too (:func:`found_as`).

A module of its own because :mod:`nsg.parser.minilm.story` (which reads the other told stories, and
calls :func:`left_about`) is near the length limit."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import POSSESSIVES, data, device_subtasks, state_adjectives, step_verbs, verbs_of

_CLAUSE_STOPS = {".", "!", "?", ";", ":", ","}
_SENTENCE_ENDS = {".", "!", "?", ";", ":"}
_HABIT = {"keep", "keeps", "kept", "always"}  # "keeps leaving", "always leaving"
_NOT_A_SUBJECT = {"you", "i", "we", "please", "then", "and", "just", "so", "also", "now", "first", "once", "if", "when"}


def left_about(tokens: list[str]) -> set[int]:
    """Positions, from the "left" to the end of its clause, of a "left" that tells how the object was
    found: after "be" ("not to be left"), after "been" with a contracted "has" ("the pan's been left"),
    after "keep(s) / always" ("keeps leaving"), or a past "left" after a one-word subject that opens its
    sentence, in a clause that names no receptacle ("Lates left it filthy."), or after "who" ("who left it here?")."""
    out: set[int] = set()
    before = put_there_before(tokens)
    for i in range(1, len(tokens)):
        t, prev = tokens[i], tokens[i - 1]
        if i in before:
            continue  # "the spoon that's been left in the sink needs ...": that clause only
        if prev in ("keeps", "kept", "always") and t.endswith("ing") and t in _placing() or _you_keep(tokens, i) or _against_rule(tokens, i):
            out.update(range(i, next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS | {")"}), len(tokens))))
        if t == "leaves" and _left_before_goal(tokens, i) or t == "left" and _left_before_goal(tokens, i):
            out.update(range(i, next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS | {"-"}), len(tokens))))
            continue
        if t not in ("left", "leaving"):  # "he keeps throwing it in the bin", "always dumping it on the side": a habit (file 58)
            continue
        end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS), len(tokens))
        if t == "leaving" and _farewell(tokens, i) and tokens[i + 1:i + 2] in (["do"], ["party"], ["drinks"]):
            end = i + 2  # "put the wine for Friday's leaving do in the fridge" (file 65): the occasion's name, the clause asks on
        if t == "left" and prev == "be" and any(w in ("not", "never") for w in tokens[max(0, i - 4):i]) \
                or t == "left" and prev == "been" and i > 1 and tokens[i - 2].endswith("'s") and tokens[i - 2] != "it's" \
                or t == "leaving" and prev in _HABIT \
                or t == "leaving" and _farewell(tokens, i) \
                or t == "left" and (_reported(tokens, i, end) or _someone_left(tokens, i)) \
                or t == "left" and _found_left(tokens, i) or t == "left" and _guessed_left(tokens, i) \
                or t == "left" and (_left_going(tokens, i, end) or _left_elsewhere(tokens, i, end)):
            out.update(range(i, end))
        elif t == "left" and (_the_one_left(tokens, i) or _headline(tokens, i) or prev in _WHO):  # "who left it" (file 56)
            where = [m.end for m in mentions(tokens[i:i + 6]) if m.kind == "receptacle"]
            out.update(range(i, i + (where[0] if where else 2 if tokens[i + 1:i + 2] == ["out"] else 1)))
    return out | found_as(tokens) | before


_WHICH = {"that", "which", "that's", "which's", "that'd", "that've"}
_BEEN = {"was", "were", "been", "has", "had", "'s", "once", "just", "already"}
_TELLER = {"i", "we", "i've", "we've", "i'd", "we'd"}
_RELATIVE_END = {".", "!", "?", ";", ":", ",", "-", "(", "and", "then", "but", "so"}
_MAIN_AFTER = {"is", "are", "was", "were", "'s", "needs", "need", "has", "have", "should", "must", "wants", "goes", "can", ":", "-"}


def put_there_before(tokens: list[str]) -> set[int]:
    """Positions, from the verb to its receptacle, of a relative clause right after a thing's name that tells where someone
    put it before: a past verb of placing (``put_there_before``: "left", "dumped"), its subject a person ("the mug you left
    on the counter", "the plate Dad dumped on the sofa", "that her son left"), then a receptacle in its clause (file 49).
    With no person ("the pan (that was) left on the hob") or the teller ("The kettle I left on the counter."), only where a
    verb of the noun phrase follows ("... needs a scrub"): else a step said before, or the teller's report. Not a main
    clause's "The pan was left on the hob." (a report)."""
    verbs = data()["put_there_before"]
    at = [i for i, t in enumerate(tokens) if i > 1 and t in verbs and tokens[i + 1:i + 2] not in ([], ["it"], ["them"])]
    if not at:
        return set()
    persons, names, out = set(data()["subjects"]) | set(data()["kin"]), None, set()
    for i in at:
        j, rel, who = i - 1, False, set()
        while j > 0 and i - j <= 3:
            t = tokens[j]
            if t in _WHICH:
                rel = True
            elif t in persons or "'" in t and t.split("'")[0] in persons:
                who.add(t)
            elif t not in _BEEN and t not in POSSESSIVES:
                break
            j -= 1
        bare = j == i - 1  # "The pan left on the hob needs a scrub.": a participle, the main verb after its receptacle
        if not bare and not (rel or who):
            continue
        names = {m.end for m in mentions(tokens) if m.kind == "object"} if names is None else names
        end = next((k for k in range(i + 1, min(len(tokens), i + 8)) if tokens[k] in _RELATIVE_END), min(len(tokens), i + 8))
        where = [m for m in mentions(tokens[i + 1:end]) if m.kind == "receptacle"]
        if j + 1 not in names or not where:
            continue
        if (not who or who <= _TELLER and not rel) and not _MAIN_AFTER.intersection(tokens[i + 1 + where[0].end:i + 5 + where[0].end]):
            continue  # "The kettle I left on the counter." (the teller's report); "a tomato that was left in the sink" (the
            # generator's relative family: a step said before, unless a verb of the noun phrase follows: "... needs a wash")
        out.update(range(i, i + 1 + where[0].end))
    return out


_SENTENCE_STOPS = {".", "!", "?", ";"}


def found_as(tokens: list[str]) -> set[int]:
    """Positions of a sentence with no verb that says how the thing is found, by a word of a thing left undone
    (``found_states``: "unwashed", "dirty") or "un" and a step's participle ("uncut", "unsliced"), and where ("Every
    morning: unwashed, whole, on the counter.", file 67), the thing not named: a complaint, its states no steps, its
    receptacle no place."""
    if not any(t.startswith("un") or t in ("dirty", "filthy") for t in tokens):
        return set()
    found, verbs, out, lo = set(data()["found_states"]), step_verbs() - state_adjectives(), set(), 0  # "warm": a state here
    for hi in [i for i, t in enumerate(tokens) if t in _SENTENCE_STOPS] + [len(tokens)]:
        said = tokens[lo:hi]
        if any(t in found or t.startswith("un") and t[2:] in step_verbs() for t in said) \
                and not any(t in verbs or t in _NOT_A_SUBJECT or t in ("it", "them", "is", "are", "was", "were") for t in said) \
                and _where_only(mentions(said)):
            out.update(range(lo, hi))
        lo = hi + 1
    return out


def _where_only(said: list) -> bool:
    """A receptacle named, and no thing but receptacles: the thing itself is not named ("the ladle's been dirty in the
    drawer" is news of it, file 56)."""
    where = {(m.start, m.end) for m in said if m.kind == "receptacle"}
    return bool(where) and all((m.start, m.end) in where for m in said if m.kind == "object")


def _you_keep(tokens: list[str], i: int) -> bool:
    """"You keep putting the cooling step first.", "you keep doing the slicing last" (test file 46): "you keep" and an
    -ing word opening its sentence, what the robot does again and again, a complaint: no step, no place, no order."""
    return i > 1 and tokens[i - 1] == "keep" and tokens[i - 2] == "you" and tokens[i].endswith("ing") and tokens[i].isalpha() \
        and (i == 2 or tokens[i - 3] in _SENTENCE_ENDS)


_RULES = {"goes", "go", "belongs", "belong", "lives", "live"}  # "the sponge goes back in the sink"


def _against_rule(tokens: list[str], i: int) -> bool:
    """"The sponge goes back in the sink after he's rinsed it. He leaves it on my chopping board." (file 44): a
    sentence opened by "he" / "she" / "they" and a present "leave(s)" with "it" / "them", after a sentence of where the
    thing goes by a rule ("goes", "belongs", "lives" and a preposition): what someone does instead, a complaint."""
    if tokens[i] not in ("leaves", "leave") or tokens[i + 1:i + 2] not in (["it"], ["them"]) or i < 2:
        return False
    j = i - 1 - (tokens[i - 1] in ("just", "always", "usually", "still"))
    if tokens[j] not in ("he", "she", "they") or j > 0 and tokens[j - 1] not in _SENTENCE_ENDS or tokens[i] == "leave" and tokens[j] != "they":
        return False
    preps = set(data()["receptacle_preps"])
    return any(tokens[k] in _RULES and any(w in preps for w in tokens[k + 1:k + 3]) for k in range(j - 1))


@lru_cache(maxsize=1)
def _placing() -> frozenset[str]:
    """The "-ing" forms of the place verbs ("throwing", "putting", "dumping")."""
    return frozenset(v for v in verbs_of("place") if v.endswith("ing"))


def _left_going(tokens: list[str], i: int, end: int) -> bool:
    """"I know I left the pot burning on the stove." (file 20): the teller's past "left", the object, then an "-ing"
    of what it was doing: how it was left, a confession, no step ("I left it to soak" asks nothing either way)."""
    j = i + 2 if tokens[i + 1:i + 2] in (["it"], ["them"]) else i + 3 if tokens[i + 1:i + 2] in (["the"], ["my"], ["our"]) else end
    return tokens[i - 1] in ("i", "we") and j < end and tokens[j].endswith("ing") and tokens[j].isalpha()


_MINE = {"my", "our", "the", "it", "them"}


def _left_elsewhere(tokens: list[str], i: int, end: int) -> bool:
    """"Sorry I left my mug in my room, I bring it down now, I wash it ..." (file 66): the teller's past "left", the
    object (or its pronoun), a preposition and somewhere that is no receptacle, then the clause ends and a step follows:
    where the thing is now, a confession, no place (a receptacle there, "I left it in the sink", is read as before)."""
    if tokens[i - 1] not in ("i", "we") or tokens[i + 1:i + 2] == [] or tokens[i + 1] not in _MINE or end >= len(tokens):
        return False
    said = mentions(tokens[i + 1:end])
    things = {m.start for m in said if m.kind == "object"}  # "my mug": a thing's name, a receptacle's too
    return not any(m.kind == "receptacle" and m.start not in things for m in said) and (tokens[i + 1] in ("it", "them") or any(m.kind == "object" for m in said)) \
        and any(t in data()["receptacle_preps"] for t in tokens[i + 2:end]) and tokens[end] == "," and end + 1 < len(tokens)


_GUESSING = {"will", "must", "might", "may", "could", "would", "should", "probably"}


def _guessed_left(tokens: list[str], i: int) -> bool:
    """"she'll have left them on the windowsill", "he must have left it in the car" (file 50): a guess, a modal and
    "have" before "left", of where someone put the object before: where it is now, no step."""
    return i > 1 and tokens[i - 1] == "have" and (tokens[i - 2] in _GUESSING or tokens[i - 2].endswith("'ll"))


_WHO = {"who", "whoever", "who's", "who'd"}  # asked of the one who left it: how it was found
_RELATIVE = {"that", "which", "was", "were", "been", "had", "you", "he", "she", "they", "someone", "somebody", "i", "we"}


def _the_one_left(tokens: list[str], i: int) -> bool:
    """"the one that was left out", "the one you left by the map table", "the ones left on the side"."""
    j = i - 1
    while j > 0 and tokens[j] in _RELATIVE and i - j <= 3:
        j -= 1
    return j > 0 and tokens[j] in ("one", "ones") and tokens[j - 1] in ("the", "that", "this") \
        and tokens[i + 1:i + 2] not in (["over"], ["."], [","], ["!"])


def _headline(tokens: list[str], i: int) -> bool:
    """"Plate left in the viewing gallery - ...": the object's name opening the text or a sentence, "left"
    and where, closed by a dash or a colon."""
    name = next((m for m in mentions(tokens) if m.kind == "object" and m.end == i), None)
    if name is None or tokens[i + 1:i + 2] not in (["in"], ["on"], ["by"], ["at"], ["out"], ["behind"], ["under"]):
        return False
    lo = name.start - (name.start > 0 and tokens[name.start - 1] in ("the", "a", "your", "my", "our"))
    if lo > 0 and tokens[lo - 1] not in _SENTENCE_ENDS:
        return False
    end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS | {"-"}), len(tokens))
    return end < len(tokens) and tokens[end] in ("-", ":")


_FOUND_ENDS = {".", "!", "?", ";", "("}


def _found_left(tokens: list[str], i: int) -> bool:
    """"A mug was left in the microwave. Please wash ...", "Pan left on the hob overnight (...). Clean it":
    the object's name opening its sentence, "left" (a past "was"/"were" between them or none) and where,
    then a later sentence: how the object was found (files 30, 37), like "has been left" (story). Only at a
    device (a microwave, a hob, a fridge, a sink), whose phrase would be read as that device's step otherwise."""
    j = i - 1 if tokens[i - 1] in ("was", "were") else i
    name = next((m for m in mentions(tokens[max(0, j - 4):j]) if m.kind == "object" and m.end == min(4, j)), None)
    if name is None or tokens[i + 1:i + 2] not in (["in"], ["on"], ["by"], ["at"], ["under"], ["behind"]):
        return False
    lo = name.start + max(0, j - 4)
    lo -= lo > 0 and tokens[lo - 1] in ("the", "a", "an", "your", "my", "our", "his", "her", "their", "someone's")
    if lo > 0 and tokens[lo - 1] not in _SENTENCE_ENDS:
        return False
    end = next((k for k in range(i + 1, len(tokens)) if tokens[k] in _FOUND_ENDS), len(tokens))
    where = [m for m in mentions(tokens[i + 1:end]) if m.kind == "receptacle"]
    return bool(where) and where[0].value in device_subtasks() and any(t.isalpha() for t in tokens[end:])


def _reported(tokens: list[str], i: int, end: int) -> bool:
    """"Lates left it filthy.": a one-word subject opening the sentence, then "left it", and no receptacle."""
    prev = tokens[i - 1]
    opens = i == 1 or tokens[i - 2] in _SENTENCE_ENDS
    return opens and prev.isalpha() and prev not in _NOT_A_SUBJECT and tokens[i + 1:i + 2] in (["it"], ["them"]) \
        and not any(m.kind == "receptacle" for m in mentions(tokens[i:end])) and not mentions(tokens[i - 1:i])


_THEIRS = {"it", "them", "theirs", "his", "hers", "ours", "yours", "mine"}


def _someone_left(tokens: list[str], i: int) -> bool:
    """"Some students left theirs in the sink last week.", "Danielle said the new girl left it in the sink."
    (test file 54): a later sentence opened by someone else (a short subject with no name of the vocabulary,
    after "X said" if any) who left it somewhere: how it was found, no place. A "subject" holding "it" is a step told
    without its doer ("Washed it and left it on the shelf.", a log, test file 59): the teller's place."""
    lo = next((j + 1 for j in range(i - 1, -1, -1) if tokens[j] in _SENTENCE_ENDS), 0)
    said = max((j + 1 for j in range(lo, i) if tokens[j] == "said"), default=lo)
    subject = tokens[said + (tokens[said:said + 1] == ["that"]):i]
    return lo > 0 and 0 < len(subject) <= 5 and tokens[i + 1:i + 2] != [] and tokens[i + 1] in _THEIRS \
        and subject[0] not in _NOT_A_SUBJECT and all(w.isalpha() or w.endswith("'s") for w in subject) and not mentions(subject) \
        and _THEIRS.isdisjoint(subject[1:]) \
        and any(m.kind == "receptacle" for m in mentions(tokens[i + 2:i + 6]))


_THIRD = {"he", "she", "they"}
_GOAL_WORDS = {"should", "belongs", "belong", "back"}  # "It should be back in the cabinet", "it belongs in the drawer"


def _left_before_goal(tokens: list[str], i: int) -> bool:
    """"He left the mug on the counter. Put it in the cabinet.", "teen leaves plate on the table - 'It should have been clean
    and back in the cabinet!'" (file 71's tabloid): a third person ("he", "she", "they", or a bare noun opening the clause)
    who left the thing somewhere, then a later sentence that says where it belongs or puts "it" elsewhere: how it was found,
    no place."""
    prev = tokens[i - 1] if i > 0 else ""
    if not (prev in _THIRD or prev.isalpha() and prev not in _NOT_A_SUBJECT and not mentions([prev])
            and (i == 1 or tokens[i - 2] in _SENTENCE_ENDS | {"as", "-"} or tokens[i - 2] in ("the", "my", "our", "your")
                 and (i == 2 or tokens[i - 3] in _SENTENCE_ENDS))):
        return False
    end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS | {"-", "every"}), len(tokens))
    said = mentions(tokens[i + 1:end])
    thing = next((m for m in said if m.kind == "object"), None)
    where = next((m for m in said if m.kind == "receptacle" and (thing is None or m.start >= thing.end)), None)
    if thing is None or where is None or not all(w in POSSESSIVES or w in ("the", "a", "his", "her") for w in tokens[i + 1:i + 1 + thing.start]):
        return False
    rest = tokens[end:]
    if not any(t in _SENTENCE_ENDS or t == "-" for t in rest[:2]):
        return False
    later = [m for m in mentions(rest) if m.kind == "receptacle" and m.value != where.value]
    return bool(later) and (bool(_GOAL_WORDS.intersection(rest[:later[0].start])) or any(
        rest[k] in _placing_now() and rest[k + 1:k + 2] in (["it"], ["them"]) for k in range(later[0].start)))


@lru_cache(maxsize=1)
def _placing_now() -> frozenset[str]:
    """The plain forms of the place verbs ("put", "pop", "set")."""
    return frozenset(v for v in verbs_of("place") if " " not in v and not v.endswith(("ing", "ed", "s")))


_CONTRACTIONS = {"it's", "he's", "she's", "that's", "who's", "what's", "there's", "here's", "everyone's", "everybody's",
                 "someone's", "somebody's", "one's"}


def _farewell(tokens: list[str], i: int) -> bool:
    """"Vera's leaving, cake's sorted.", "Tina's leaving do is Friday" (test file 31): "leaving" after a
    name's possessive ("Vera's", not "she's"), with a clause end or a noun of the occasion after it, is
    that person's farewell, no step ("Dave's leaving it on the side" has its object: a step)."""
    prev, nxt = tokens[i - 1], tokens[i + 1] if i + 1 < len(tokens) else "."
    return prev.endswith("'s") and prev not in _CONTRACTIONS and (nxt in _CLAUSE_STOPS or nxt in ("do", "party", "drinks", "today",
                                                                                                 "tomorrow", "soon", "on"))


_BETWEEN = {"still", "was", "were", "got", "is", "are", "usually", "always", "often", "normally", "generally", "though",
            ","}  # "His frying pan, though, is usually left on the hob" (file 58)
_HABITS = {"usually", "always", "often", "normally", "generally"}


def told_after_name(tokens: list[str], end: int, at: int) -> bool:
    """Whether the staying participle at ``at`` follows the object's name (ending at ``end``) right away or after
    "still" / "was" / "were" / "got" ("was left on the hob", "got left in the soup", file 58), or after a copula with
    adverbs of habit and commas ("the pan, though, is usually left on the hob")."""
    if at == end or at == end + 1 and tokens[end] in ("still", "was", "were", "got"):
        return True
    between = tokens[end:at]
    return 0 < len(between) <= 5 and all(t in _BETWEEN for t in between) and bool({"is", "are", "was", "were"} & set(between)) \
        and bool(_HABITS & set(between))  # not "the mug is left in the fridge ...": a passive step
