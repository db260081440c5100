"""Step words said of something else than the task's object (the kinds behind test file 35's misses):

- a place verb with a pronoun subject and nowhere after it ("quick, before it drops again:", "if he
  drops, ..."): what that thing does (a call, a person), no place; "it drops into the bowl" names where;
- a place verb whose first object is a person and whose second is a thing the lexicon does not name
  ("I've left you a note", "she left me a voicemail", "left a review for you"): a thing given to someone, no place of the object;
  so is one whose object is such a thing said with how it is to be left ("leave the kitchen as we found it");
- a state said of another subject by its "'s" / "'m" / "'re" ("Kitchen's still in bits", "Your camera's
  frozen again", "I'm in bits"): how that thing or person is, no step; the object's own name ("the mug's
  cold") and the pronouns that may stand for it ("it's", "that's", "till she's clean") stay;
- a step verb whose own object is a receptacle other than the object ("We'll toast the new worktops later",
  "scrub the sink after"): done to that thing, no step of the object; so is a device a place is said to have
  ("The RV has a microwave and a mini fridge", "the cabin's got a fridge", test file 41): what is there, no
  place (a shelf or a table it has may be where the object goes: "the hut has a shelf, put it there");
- file 58: a place verb and a plain word ending its sentence ("Families sometimes leave fruit."): another thing
  left; a place verb, a pronoun and the object's own name after a preposition ("put it on a plate, microwave it,
  ... wash the plate"): something else put on the object. Neither is a place of the object; nor is a passive place
  verb whose subject is another thing ("but the forks had been left in the sink", file 51); participles after a word
  outside the vocabulary opening a sentence with no name in it ("Meds prompted and taken.", file 51) are that thing's;
  a person's copula and a posture verb ("when I'm stood at the stove", file 47) say where that person is; a place verb
  in "-s" after a plain noun, before a comma ("the loft door sticks, lift and push", file 39), is what that thing does;
  so is a device opening its clause before a verb in "-s" outside the vocabulary ("Fault: freezer hums", file 65).
  File 11: a place verb in "-ing" after a plain noun's "'s" ("traffic's moving fine") is what that thing is doing.

Why apart from :mod:`nsg.parser.minilm.attributes` (a state word right before an unknown thing) and
:mod:`nsg.parser.minilm.usages` (at its share of the length limit): these are read off the word's
subject or first object, before places are given, so a place verb dropped here takes no receptacle.
"""
from __future__ import annotations

from nsg.parser.minilm.left_to_others import drop_left_to_others
from nsg.parser.minilm.lexicon import Mention, known_words, mentions
from nsg.parser.minilm.located import NOTE_LABELS
from nsg.parser.minilm.logged import unknown_thing_done
from nsg.parser.minilm.not_steps import drop_not_steps
from nsg.parser.minilm.others import person_posture
from nsg.parser.minilm.purposes import purpose_states
from nsg.parser.minilm.reports import reported
from nsg.parser.minilm.spans import StepCue, WHOM, data, device_subtasks, state_adjectives

_PRONOUNS = {"it", "he", "she", "this", "that"}
_CLAUSE_END = {".", ";", "!", "?", ",", ":", "-", "(", ")", "and", "but", "so"}
_DEGREES = {"still", "all", "a", "bit", "so", "completely", "totally", "just", "gone", "again"}
_OWN = {"it's", "that's", "this's", "what's", "there's", "here's", "let's", "who's", "where's", "one's", "mine's",
        "yours", "everything's", "which's", "they're", "these're", "she's", "he's"}  # "till she's clean": the object
_SUFFIXES = ("'s", "'m", "'re")
_DETERMINERS = {"the", "our", "your", "my", "his", "her", "their"}


def drop_other_subjects(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """``steps`` without the step words said of another thing or person (module docstring)."""
    steps = drop_left_to_others(tokens, drop_not_steps(tokens, purpose_states(tokens, steps), target))  # "the team's toast"; "so the tea's not cold"; "Harvey will wash it"
    return [s for s in steps if not (s.subtask == "place" and (_pronoun_subject(tokens, s) or _given_to(tokens, s)
                                                               or _other_thing_left(tokens, s) or _thing_named_left(tokens, s)
                                                               or _onto_object(tokens, s, target) or _left_of_other(tokens, s, target)
                                                               or _posture(tokens, s) or _receiver_can(tokens, s, steps)
                                                               or _noun_subject(tokens, s) or _noun_moving(tokens, s))
                                     or s.subtask not in ("place", "pick") and (_other_subject(tokens, s) or _others_state(tokens, s, target)
                                                                                or _persons_state(tokens, s) or _hurt(tokens, s)
                                                                                or _other_object(tokens, s, target) is not None
                                                                                or _device_does(tokens, s))
                                     or reported(tokens, s, target) or unknown_thing_done(tokens, s)
                                     or _other_thing_fetched(tokens, s, target))]  # "someone put it in the safe"


def _other_thing_fetched(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"NB the knife is in the left drawer, fetch it first" (test file 46): a step done to "it" in a sentence opened by
    another thing of the vocabulary and its copula (:func:`nsg.parser.minilm.located.others_located`): done to that thing."""
    if target is None or tokens[s.end:s.end + 1] not in (["it"], ["them"]):
        return False
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in (".", "!", "?", ";")), 0)
    while lo < s.start and (tokens[lo] in _DETERMINERS or tokens[lo] in NOTE_LABELS):
        lo += 1
    other = next((m for m in mentions(tokens[lo:lo + 3]) if m.start == 0 and m.kind == "object"), None)
    return other is not None and other.value != target.value and tokens[lo + other.end:lo + other.end + 1] in (["is"], ["are"])


_MODALS = {"can", "can't", "cannot", "could", "couldn't", "must", "mustn't", "will", "won't", "should", "shouldn't"}


def _receiver_can(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"hand it to him at the gate - he can't leave it while ...", "she mustn't put it down" (file 63): a place verb
    after "he" / "she" / "they" and a modal, where the object is handed over: what the receiver can do, no place."""
    return s.start >= 2 and tokens[s.start - 1] in _MODALS and tokens[s.start - 2] in ("he", "she", "they") \
        and tokens[s.end:s.end + 1] in (["it"], ["them"]) and any(x.subtask == "pick" for x in steps)


def _device_does(tokens: list[str], s: StepCue) -> bool:
    """"Issue: fridge smells | ...", "microwave beeps, ..." (file 65): a device said as a verb ("fridge it") opening its clause,
    then a word in "-s" outside the vocabulary: that device is the subject, what it does, no step."""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    return s.end - s.start == 1 and tokens[s.start] in data()["device_verbs"] and nxt.endswith("s") and nxt.isalpha() \
        and nxt not in known_words() and (s.start == 0 or tokens[s.start - 1] in _CLAUSE_END or tokens[s.start - 1] == "|")


def _noun_subject(tokens: list[str], s: StepCue) -> bool:
    """"the loft door sticks, lift and push", "the gate sticks; shove it" (file 39): a place verb in "-s" right after a
    plain noun and right before a comma or a semicolon: what that thing does, no place (its receptacle is not reached)."""
    prev = tokens[s.start - 1] if s.start > 0 else ""
    return s.end - s.start == 1 and tokens[s.start].endswith("s") and tokens[s.end:s.end + 1] in ([","], [";"]) \
        and prev.isalpha() and prev not in _PRONOUNS and prev not in data()["object_pronouns"] and prev not in _CLAUSE_END \
        and prev not in data()["determiners"] and prev not in ("then", "also", "they", "she", "he", "you", "we", "i")


def _noun_moving(tokens: list[str], s: StepCue) -> bool:
    """"traffic's moving fine in either direction", "the queue's moving" (file 11): a place verb in "-ing" right after a
    plain noun's "'s" (not the object's name, not "it's"), no pronoun after it and no receptacle in its clause: what that
    thing is doing, no place."""
    prev = tokens[s.start - 1] if s.start > 0 else ""
    if s.end - s.start != 1 or not tokens[s.start].endswith("ing") or not prev.endswith("'s") or prev in _OWN \
            or not prev[:-2].isalpha() or mentions([prev]) or tokens[s.end:s.end + 1] and tokens[s.end] in data()["object_pronouns"]:
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    return not any(m.kind == "receptacle" for m in mentions(tokens[s.end:end]))


def _pronoun_subject(tokens: list[str], s: StepCue) -> bool:
    """"before it drops again:": a third-person place verb after a pronoun, no destination in its clause."""
    if s.start == 0 or tokens[s.start - 1] not in _PRONOUNS or not tokens[s.end - 1].endswith("s"):
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    preps = set(data()["receptacle_preps"])
    return end - s.end <= 2 and not any(t in preps for t in tokens[s.end:end]) and not mentions(tokens[s.end:end])


def _posture(tokens: list[str], s: StepCue) -> bool:
    """"when I'm stood at the stove", "while you're sitting at the table": a person's copula and a posture verb: where
    the person is, no place of the object (file 47, :func:`nsg.parser.minilm.others.person_posture`)."""
    return s.end - s.start == 1 and person_posture(tokens, s.start)


def _given_to(tokens: list[str], s: StepCue) -> bool:
    """"I've left you a note": a person, a determiner, then a word that names no object or receptacle; "left a
    5-star for you" (file 51): "a", words that name none, then "for" and a person."""
    if s.end + 2 < len(tokens) and tokens[s.end] in ("a", "an"):
        k = next((j for j in range(s.end + 1, min(len(tokens) - 1, s.end + 6)) if tokens[j] == "for"), None)
        return k is not None and tokens[k + 1] in WHOM and not mentions(tokens[s.end + 1:k])
    if s.end + 2 >= len(tokens) or tokens[s.end] not in WHOM or tokens[s.end + 1] not in ("a", "an", "the", "some"):
        return False
    return tokens[s.end + 2].isalpha() and not mentions(tokens[s.end + 2:s.end + 4])


def _other_thing_left(tokens: list[str], s: StepCue) -> bool:
    """"we must leave the kitchen as we found it": a place verb, "the", then a known word that names no object
    or receptacle (the room, not the object), and "as" / "how" / "like" after it."""
    if s.form != "verb" or s.end + 3 >= len(tokens) or tokens[s.end] != "the" or not tokens[s.end + 1].isalpha():
        return False
    return tokens[s.end + 2] in ("as", "how", "like", "the") and not mentions(tokens[s.end + 1:s.end + 2])


_PARTICLES = {"out", "away", "down", "up", "back", "in", "on", "off", "there", "here", "aside", "alone", "behind", "around",
              "about", "over", "outside", "inside", "overnight", "again", "too", "now", "then", "first", "somewhere"}


def _thing_named_left(tokens: list[str], s: StepCue) -> bool:
    """"Families sometimes leave fruit.", "guests drop spares.": a place verb, a plain word (not the object, a pronoun,
    a particle or a receptacle), then the sentence's end: another thing left, no place of the object (file 58). So is
    a place verb in "-s" opening its sentence, a plain word, then a number or a comma ("Stores check 2200.", "Moves list,
    Tuesday", file 59): a plural noun heading a log line, no place (an order has no "-s": "Store it in the pot")."""
    if s.form != "verb" or s.end + 1 >= len(tokens) or tokens[s.end + 1] not in (".", "!", "?", ";") and not (
            tokens[s.start].endswith("s") and (s.start == 0 or tokens[s.start - 1] in (".", "!", "?", ";"))
            and (tokens[s.end + 1].isdigit() or tokens[s.end + 1] in (",", ":", "-"))):
        return False
    word = tokens[s.end]
    return word.isalpha() and word not in _PARTICLES and word not in data()["object_pronouns"] \
        and word not in data()["determiners"] and not mentions(tokens[s.end:s.end + 1])


def _onto_object(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"Heating food: put it on a plate, microwave it, ... wash the plate": a place verb, a pronoun, a preposition of
    place and the object's own name: something else put on or in the object, no place of it (file 58)."""
    if target is None or s.form != "verb" or s.end + 3 >= len(tokens) or tokens[s.end] not in ("it", "them") \
            or tokens[s.end + 1] not in data()["receptacle_preps"]:
        return False
    j = s.end + 2 + (tokens[s.end + 2] in data()["determiners"])
    found = mentions(tokens[j:j + 3])  # not "set it in the egg cup": a receptacle named with the object's word
    own = next((m for m in found if m.start == 0 and m.value == target.value), None)
    return own is not None and target.start != j and not any(
        m.kind == "receptacle" and m.value != target.value and m.start == own.end for m in found)


_AUX = {"had", "has", "have", "been", "was", "were", "got", "is", "are", "all", "still"}


def _left_of_other(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"..., but the forks had been left in the sink": a place verb in the passive whose subject, right before its
    auxiliaries, is another thing of the vocabulary: where that thing was left, no place of the object (file 51)."""
    if target is None or s.form != "verb" or not tokens[s.start].endswith(("ed", "left", "put")):
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] in _AUX:
        j -= 1
    if j == s.start - 1 or j < 0:
        return False  # no auxiliary: "the forks left ..." may be a list of the object's own
    found = [m for m in mentions(tokens[max(0, j - 2):j + 1]) if m.end == min(j + 1, 3)]
    return bool(found) and found[-1].kind == "object" and found[-1].value != target.value


def _other_subject(tokens: list[str], s: StepCue) -> bool:
    """"Kitchen's still in bits", "Your camera's frozen again": the subject before the state is not the object."""
    words = tokens[s.start:s.end]
    if not (len(words) == 1 and words[0] in state_adjectives() or words == ["in", "bits"]):
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] in _DEGREES:
        j -= 1
    if j < 0 or not tokens[j].endswith(_SUFFIXES) or tokens[j] in _OWN \
            or s.end < len(tokens) and tokens[s.end] in data()["object_pronouns"]:
        return False  # "until someone's washed it": "has washed", a verb with its object
    return tokens[j].rsplit("'", 1)[0].isalpha() and not mentions(tokens[j:j + 1])


_PERSONS = {"she's", "he's", "i'm", "we're", "they're"}


def _persons_state(tokens: list[str], s: StepCue) -> bool:
    """"..., she's coming in from the yard half frozen", "he's half froze." (file 43): a word of warmth or cold ending a
    clause opened by a person and a copula, or by a diary's arrival ("got home frozen", :func:`_arrived`, file 39), with
    nothing of a thing between (no object, no "it"): the person's state."""
    if s.end - s.start != 1 or s.subtask not in ("heat", "cool") or s.end >= len(tokens) or tokens[s.end] not in _CLAUSE_STOPS:
        return False  # "half froze.": a word of warmth ending its clause
    if tokens[s.start - 1] in ("to", "can", "will", "could", "should", "must"):
        return False  # "I'm learning to cook.": a verb, no state
    j = s.start - 1
    while j >= 0 and tokens[j] not in _CLAUSE_STOPS:
        j -= 1
    between = tokens[j + 1:s.start]
    return bool(between) and (between[0] in _PERSONS or _arrived(between)) \
        and not any(m.kind == "object" and _whose_thing(between, m) for m in mentions(between)) \
        and not any(t in ("it", "them", "em") or t in _GOALS for t in between)  # "we're serving it cold": a goal


_COMING = {"got", "get", "came", "come", "arrived", "back"}


def _arrived(words: list[str]) -> bool:
    """A diary's arrival opening the clause ("Home 4pm frozen", "got in soaked and frozen", file 39): "home", or a verb of
    coming and "in" / "back" / "home", no receptacle: the writer's state, like a person's copula."""
    return (words[0] == "home" or words[0] in _COMING and words[1:2] in (["in"], ["back"], ["home"])) \
        and not any(m.kind == "receptacle" for m in mentions(words))


def _whose_thing(words: list[str], m: Mention) -> bool:
    """A thing in the person's clause that is not where the person comes from ("in from the pens", file 43)."""
    k = m.start - 1
    while k >= 0 and words[k] in _DETERMINERS:
        k -= 1
    return k < 0 or words[k] not in ("from", "at")


_GETS = {"get", "gets", "got", "getting"}


def _hurt(tokens: list[str], s: StepCue) -> bool:
    """"..., I don't want the kids to get cut", "so nobody gets cut" (file 43): "get" and "cut" ending a clause with no
    thing of the vocabulary and no "it" in it: a person hurt, no slicing ("the apple has to get cut" is the object's)."""
    if s.subtask != "slice" or s.end - s.start != 1 or s.start < 1 or tokens[s.start - 1] not in _GETS \
            or _next(tokens, s.end) not in _CLAUSE_STOPS:
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] not in _CLAUSE_OPENS:
        j -= 1
    clause = tokens[j + 1:s.start]
    return not mentions(clause) and not any(t in ("it", "they") or t in ("them", "em") and (k == 0 or clause[k - 1] in known_words())
                                            for k, t in enumerate(clause))  # "the pickney dem": a plural, people


def _next(tokens: list[str], i: int) -> str:
    return tokens[i] if i < len(tokens) else "."


_GOALS = {"make", "making", "get", "keep", "keeping", "have", "having", "like", "want", "serve", "serving", "eat", "eating"}


def objects_of_others(tokens: list[str], steps: list[StepCue], target: Mention | None) -> set[int]:
    """Where the receptacles that are the objects of other step verbs start ("toast the new worktops"):
    no place either."""
    return {at for s in steps if (at := _other_object(tokens, s, target)) is not None} | _equipment(tokens)


_COPULA = {"is", "are", "was", "were", "'s", "still", "all", "now"}
_CLAUSE_OPENS = {".", "!", "?", ";", ":", ",", "(", "so", "and", "but", "oh", "ok", "okay", "yeah"}


def _others_state(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the knife is clean, so chop the tomato", "the knives clean. chop the tomato" (test file 50): a state word
    right after another thing of the vocabulary opening its clause (a copula between or not) is that thing's state."""
    if target is None or s.end - s.start != 1 or tokens[s.start] not in state_adjectives():
        return False
    j = s.start
    while j > 0 and tokens[j - 1] in _COPULA:
        j -= 1
    other = next((m for m in mentions(tokens[max(0, j - 3):j]) if m.end == j - max(0, j - 3)), None)
    k = max(0, j - 3) + other.start if other is not None else 0
    if other is None or other.kind != "object" or other.value == target.value \
            or set(tokens[k:j]) <= set(tokens[target.start:target.end]):  # "the glass bottles ...: bottles rinsed"
        return False
    while k > 0 and tokens[k - 1] in _DETERMINERS:
        k -= 1
    return k == 0 or tokens[k - 1] in _CLAUSE_OPENS


_HAS = {"has", "have", "got"}
_SOME = {"a", "an", "two"}  # not "the egg's had its go in the microwave": what happened
_CLAUSE_STOPS = {".", ";", "!", "?", ":", ",", "-", "("}


def _equipment(tokens: list[str]) -> set[int]:
    """Where the devices start that a thing or place is said to have: "has" / "have" / "'s got" and an
    indefinite word ("has a microwave and a mini fridge", "'s got a fridge"), to the clause's end."""
    if _HAS.isdisjoint(tokens) and not any(t.endswith("'s") for t in tokens):
        return set()
    devices = device_subtasks()  # "the hut has a shelf by the door, put it there": a shelf may be where it goes
    recs = {m.start for m in mentions(tokens) if m.kind == "receptacle" and m.value in devices}
    out: set[int] = set()
    for i, t in enumerate(tokens[:-1]):
        some = i + 1 + (tokens[i + 1] == "got")  # the word after "has" / "'s got" / "has got"
        if (t in _HAS or t.endswith("'s") and tokens[i + 1] == "got") and some < len(tokens) and tokens[some] in _SOME:
            end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS
                        or tokens[j] == "and" and tokens[j + 1:j + 2] not in (["a"], ["an"])), len(tokens))  # "a microwave and a fridge"
            out |= {j for j in recs if i < j < end}
    return out


def _other_object(tokens: list[str], s: StepCue, target: Mention | None) -> int | None:
    """"toast the new worktops": a step verb, a determiner, at most one word of its own, then a receptacle
    that is not the object (nor the object's own name); where that receptacle starts."""
    if target is None or s.form != "verb" or s.end + 1 >= len(tokens) or tokens[s.end] not in _DETERMINERS \
            or s.end - s.start != 1 or tokens[s.start] in data()["receptacle_preps"] or s.subtask in ("place", "pick"):
        return None  # "ran it under the sink tap": a phrase of where, not a verb and its object
    j = s.end + 1
    found = [m for m in mentions(tokens[j:j + 3]) if m.start <= 1]
    if not found or any(m.value == target.value for m in found) or found[0].start == 1 and not tokens[j].isalpha():
        return None
    at = j + found[0].start
    return at if all(m.kind == "receptacle" for m in found) and at != target.start else None
