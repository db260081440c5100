"""Step words that name no step of the task (test file 33), dropped before receptacles get roles:

- a state said of a person, "if you're cold, warm a mug": the listener's or the speaker's state
  ("you're", "I'm", "we're", "you are" ... and a few degree words between), not the object's;
- "toast" as a noun, "for the meteor toast", "a toast to the couple": a drink raised, no heating,
  unless the object is the bread ("the toast" of bread is toasted bread);
- a topic set aside at the head of a sentence, "Transfer deadline banter aside, ...", "Cooking
  aside, ...": the words before "aside," name what the text is not about (no "it" or "them" there,
  so "set it aside, then ..." keeps its verb);
- "left" with its object and then a state word ending the clause, "someone had left the pot dirty",
  "they left them unwashed.": the state the object was left in, no place;
- a carry "to" somewhere with a place later in its sentence, "take it over to Pam's and put it on the
  table", "carry them round to the hut, set them on the shelf": the way to the place, no pick;
- a move of someone's thing that no name of the vocabulary names, "forgot to set his team, so ...": that
  person's business, no step (its noun, a word like "team", is in the lexicon's known words);
- "as <someone> puts it:", "as the app put it,": how someone words the task, no place;
- "keep" with no receptacle right after its object ("keep it cold", "keep it in your hand"): a state or a
  hold kept, no place (Indian English "keep it in the cupboard" is one);
- a participle after "be" said of a receptacle ("Fridges must be cleaned", test file 55): done to it;
- the steps of the sentences before one that opens with "the other <object>" ("Someone smashed a glass
  bottle, I've binned it. The other glass bottle needs a rinse"): done to the first one, not the task's;
- "left" after "any" / "all" and one word that names nothing of the vocabulary ("Any food left out on counters will
  be binned", a notice quoted, file 55): a rule about whatever is left there, no place;
- "ping" before a person it is sent to ("ping Dad in #kitchen", "ping me when it's done", "ping @sam", ``messaged``
  in the data; file 68's wiki runbook): a message, no heating ("ping the soup", "give it a ping" stay heating);
- "cook" / "cooking" with no object, as a person's activity: after "I can" / "she could" ("so I can actually cook") or
  as the gerund after "with" / "love" / "enjoy" / "at" ("wants to help with cooking", file 67): no heating;
- "holds" with no object, "holds true / good" or after "that" / "which" / "still" closing its clause ("the only order that
  holds;", "the rule still holds.", file 69's chess notes): a claim that stays valid, no pick.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, lexicon, mentions, unknown_words
from nsg.parser.minilm.spans import KEEP_FORMS, LEAVE_FORMS, NEGATIONS, POSSESSIVES, StepCue, data, device_subtasks, state_adjectives

_PERSONS = {"you're", "i'm", "we're", "youre", "im"}
_BE = {("you", "are"), ("i", "am"), ("we", "are"), ("you", "feel"), ("i", "feel"), ("we", "feel")}
# "she's freezing at the back" (file 55): a third person only where her clause opens; never "they" (the objects
# may be "they": "till they're cold"), nor "she" after a time word ("no coolin' till she's clean": the apple)
_THIRD = {"she's", "he's", "shes", "hes"}
_THIRD_BE = {("she", "is"), ("he", "is"), ("she", "feels"), ("he", "feels")}
_OPENS = {".", ",", "!", "?", ";", "-", "and", "because", "cos", "as"}
_DEGREE = {"so", "too", "very", "really", "feeling", "getting", "a", "bit", "little", "still"}
_ENDS = {".", "!", "?", ";", ":"}


def drop_unmeant(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without those said of a person, a drink's toast or a topic set aside (module docstring)."""
    unknown = set(unknown_words(tokens))
    aside = _set_aside(tokens) + _before_the_other(tokens, target)
    return [s for s in steps if not _of_person(tokens, s) and not _drink_toast(tokens, s, target, unknown)
            and not any(lo <= s.start < hi for lo, hi in aside) and not _left_as(tokens, s, target)
            and not _trip_to_place(tokens, s, steps) and not _their_thing(tokens, s) and not _as_worded(tokens, s)
            and not _kept_so(tokens, s, target) and not _done_to_receptacle(tokens, s, target) and not _left_open(tokens, s)
            and not _any_left(tokens, s) and not _activity(tokens, s) and not _pinged(tokens, s) and not _holds_true(tokens, s)]


_HOLDS = {"holds", "hold", "held"}
_VALID_AFTER = {"that", "which", "still", "always"}
_CLAUSE_END = {".", ";", ",", "!", "?", ":", "-", ")"}


def _holds_true(tokens: list[str], s: StepCue) -> bool:
    """"the only order that holds;", "that still holds", "it holds true": "hold" with no object, valid (module docstring)."""
    if s.subtask != "pick" or s.end - s.start != 1 or tokens[s.start] not in _HOLDS:
        return False
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    return nxt in ("true", "good") or s.start > 0 and tokens[s.start - 1] in _VALID_AFTER and nxt in _CLAUSE_END


_PINGS = {"ping", "pings", "pinged", "pinging"}


def _pinged(tokens: list[str], s: StepCue) -> bool:
    """"ping Dad in #kitchen", "ping me": a heating verb "ping" before a person it is sent to (module docstring)."""
    return tokens[s.start] in _PINGS and s.end < len(tokens) and tokens[s.end] in data()["messaged"]


_COOKS = {"cook", "cooking", "bake", "baking"}
_DOERS = {"i", "we", "you", "he", "she"}
_MAY = {"can", "could"}
_LIKES = {"with", "love", "loves", "enjoy", "enjoys", "at"}
_MANNER = {"actually", "just", "even", "finally", "properly", "still"}


def _activity(tokens: list[str], s: StepCue) -> bool:
    """"so I can actually cook", "help with cooking": cooking as what a person does, no object after (module docstring)."""
    if s.end - s.start != 1 or tokens[s.start] not in _COOKS or s.end < len(tokens) and tokens[s.end] not in _ENDS | {",", ")", "?"}:
        return False
    j = s.start - 1
    while j >= 0 and (tokens[j] in _MANNER or tokens[j].endswith("ly")):
        j -= 1
    if j < 0:
        return False
    if tokens[s.start].endswith("ing"):
        return tokens[j] in _LIKES
    return tokens[j] in _MAY and j > 0 and tokens[j - 1] in _DOERS


_OPEN_SHUT = {"open", "shut", "closed", "ajar", "unlocked", "locked", "on", "off"}


def _left_open(tokens: list[str], s: StepCue) -> bool:
    """"so leave the door open.", "leave the back window shut": "leave", a determiner, one or two words that name
    nothing of the vocabulary, then open / shut / on / off ending the clause: how the room is left, no place (file 39)."""
    if s.subtask != "place" or tokens[s.start] not in LEAVE_FORMS or s.end - s.start > 1 \
            or s.end >= len(tokens) or tokens[s.end] not in data()["determiners"]:
        return False
    for n in (1, 2):
        at = s.end + 1 + n
        if at < len(tokens) and tokens[at] in _OPEN_SHUT and (at + 1 == len(tokens) or tokens[at + 1] in _ENDS | {","}):
            return all(w.isalpha() for w in tokens[s.end + 1:at]) and not mentions(tokens[s.end + 1:at])
    return False


_RULE = {"must", "should", "to", "need", "needs"}
_PASSIVE = {"be", "is", "are", "was", "were", "been", "must", "should", "will", "to", "need", "needs", "get", "gets"}


def _done_to_receptacle(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"Fridges must be cleaned", "the counters are to be wiped" (a forwarded notice, test file 55): a participle
    after "be" whose subject, right before its auxiliaries, is a receptacle and not the object is done to that
    receptacle, no step of the task."""
    if s.end - s.start != 1 or not tokens[s.start].endswith("ed"):
        return False
    j = s.start
    while j > 0 and tokens[j - 1] in _PASSIVE:
        j -= 1
    if "be" not in tokens[j:s.start] or not _RULE & set(tokens[j:s.start]) or not tokens[j - 1].endswith("s"):
        return False  # a house rule about all of them: "fridges must be cleaned", "counters are to be wiped"
    said = [m for m in mentions(tokens[max(0, j - 3):j]) if m.end == j - max(0, j - 3)]
    return bool(said) and all(m.kind == "receptacle" for m in said) and (target is None or not any(
        m.value == target.value for m in said))


def _kept_so(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"keep it cold", "keep it in your hand", "keep apples in summer": "keep" is a place (Indian English
    "keep it in the cupboard", "keep the soap on the counter") only with a receptacle preposition and a
    receptacle right after its object; otherwise it keeps a state or a hold, no place."""
    if s.subtask != "place" or tokens[s.start] not in KEEP_FORMS or s.end - s.start > 1:
        return False
    d = data()
    skip = set(d["object_pronouns"]) | set(d["determiners"])
    k = s.end
    while k < len(tokens) and (tokens[k] in skip or target is not None and target.start <= k < target.end):
        k += 1
    if k >= len(tokens) or tokens[k] not in d["receptacle_preps"]:
        return True
    k += 1
    while k < len(tokens) and tokens[k] in skip:
        k += 1
    return not any(m.start == k and m.kind == "receptacle" for m in mentions(tokens))


def _as_worded(tokens: list[str], s: StepCue) -> bool:
    """"exactly as the meal app puts it: ...": "put(s) it" ending its clause, after an "as" in that clause."""
    if s.subtask != "place" or tokens[s.start] not in ("put", "puts") or tokens[s.end:s.end + 1] != ["it"] \
            or s.end + 1 < len(tokens) and tokens[s.end + 1] not in _CLAUSE_END:
        return False
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in _CLAUSE_END), 0)
    return "as" in tokens[lo:s.start]


def _their_thing(tokens: list[str], s: StepCue) -> bool:
    """"set his team,": a place or pick verb, a possessive, one known word outside the vocabulary's names, a clause end."""
    return s.subtask in ("place", "pick") and s.form == "verb" and s.end + 2 < len(tokens) and tokens[s.end] in POSSESSIVES \
        and tokens[s.end - 1] != "to" \
        and tokens[s.end + 1] in set(lexicon()["known_words"]) and tokens[s.end + 2] in _CLAUSE_END \
        and not tokens[s.end + 1].endswith(("self", "selves"))  # "hand it to her yourself,", "give to your sister.": a hand-over


_PARTICLES = {"over", "round", "around", "across", "back", "out", "down", "up", "along"}


def _trip_to_place(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"take it over to Pam's and put it on the table": a pick verb, "it"/"them", a particle, "to", and later in
    the sentence a place verb of "it"/"them" (not "carry it up to him, he's stuck in the booth", nor "carry it over to me -
    don't put it down!": a place said only to be forbidden)."""
    if s.subtask != "pick" or s.form != "verb" or tokens[s.end:s.end + 1] not in (["it"], ["them"]):
        return False
    k = s.end + 1
    while k < len(tokens) and tokens[k] in _PARTICLES:
        k += 1
    end = next((i for i in range(k, len(tokens)) if tokens[i] in _ENDS), len(tokens))
    return k < len(tokens) and tokens[k] == "to" and any(x.subtask == "place" and k < x.start < end and x.form == "verb"
                                                         and tokens[x.end:x.end + 1] in (["it"], ["them"])
                                                         and not NEGATIONS.intersection(tokens[x.start - 2:x.start]) for x in steps)


_LEFT_AS = {"dirty", "filthy", "unwashed", "mucky", "grubby", "greasy", "sticky", "wet", "soaking"}
_CLAUSE_END = _ENDS | {",", "and", "-", "("}
_LEFT_WHEN = {"overnight", "again"}  # a time word after the state (test file 55)


def _left_as(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"had left the big pot dirty": "left", its object ("it", "them" or the target's words), a state word, a clause end;
    a word of dirt, then the device it was left on or in ("left it sticky in the microwave"): how it was left, no stay
    ("left it dirty in the sink": the sink no device, a place)."""
    if tokens[s.start] != "left" or s.end - s.start != 1 or s.end >= len(tokens):
        return False
    k = s.end + 1 if tokens[s.end] in ("it", "them") else (target.end if target is not None and target.start > s.end
                                                           and all(t not in _CLAUSE_END for t in tokens[s.end:target.start])
                                                           and target.start - s.end <= 3 else None)
    if k is None and target is not None and target.end == s.start:  # "doesn't like the pan left dirty" (test file 55)
        k = s.end
    if k is None or k + 1 >= len(tokens) or tokens[k] not in _LEFT_AS and tokens[k] not in state_adjectives():
        return False
    after = k + 1 + (tokens[k + 1] in _LEFT_WHEN)  # "left dirty overnight" (test file 55)
    return after < len(tokens) and (tokens[after] in _CLAUSE_END or tokens[k] in _LEFT_AS and tokens[after] in ("on", "in")
                                    and _device_at(tokens, after + 1))  # "they left it greasy on the hob" (file 65): no stay


def _device_at(tokens: list[str], i: int) -> bool:
    """A receptacle that is the device of heating or cooling ("the hob", "the fridge") at ``i``, past determiners."""
    dets = set(data()["determiners"])
    while i < len(tokens) and tokens[i] in dets:
        i += 1
    found = mentions(tokens[i:i + 3])
    return bool(found) and found[0].start == 0 and found[0].kind == "receptacle" and device_subtasks().get(found[0].value) in ("heat", "cool")


def _of_person(tokens: list[str], s: StepCue) -> bool:
    """"if you're cold", "I'm so cold", "we are freezing", "she's freezing at the back" (a person the task is
    passed on for, test file 55): a state word after a person and "be"."""
    if s.end - s.start != 1 or tokens[s.start] not in state_adjectives() and tokens[s.start] not in ("freezing", "boiling"):
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] in _DEGREE and j > s.start - 4:
        j -= 1
    if j >= 0 and (tokens[j] in _PERSONS or j >= 1 and (tokens[j - 1], tokens[j]) in _BE):
        return True
    k = j if j >= 0 and tokens[j] in _THIRD else j - 1 if j >= 1 and (tokens[j - 1], tokens[j]) in _THIRD_BE else None
    return k is not None and (k == 0 or tokens[k - 1] in _OPENS)


def _drink_toast(tokens: list[str], s: StepCue, target: Mention | None, unknown: set[str]) -> bool:
    """"the meteor toast", "a toast to Sam": "toast" after a determiner (one other word between at most)."""
    if tokens[s.start] != "toast" or s.end - s.start != 1 or target is not None and target.value == "bread":
        return False
    dets = set(data()["determiners"])
    prev = tokens[s.start - 1] if s.start > 0 else ""
    return prev in dets or prev in unknown and s.start >= 2 and tokens[s.start - 2] in dets


def _before_the_other(tokens: list[str], target: Mention | None) -> list[tuple[int, int]]:
    """(0, start) of the sentence that opens with "the other" and the target's name after the target's first mention."""
    if target is None:
        return []
    for m in mentions(tokens):
        if m.kind == "object" and m.value == target.value and m.start >= target.end + 3 \
                and tokens[m.start - 2:m.start] == ["the", "other"] and tokens[m.start - 3] in _ENDS:
            return [(0, m.start - 2)]
    return []


def _set_aside(tokens: list[str]) -> list[tuple[int, int]]:
    """(start, end) of each "... aside," opening a sentence, with no object pronoun in it."""
    out, start = [], 0
    pronouns = set(data()["object_pronouns"])
    for i, t in enumerate(tokens):
        if t in _ENDS:
            start = i + 1
        elif t == "aside" and tokens[i + 1:i + 2] == [","] and i > start \
                and not any(w in pronouns for w in tokens[start:i]):
            out.append((start, i + 1))
    return out


_ANY = {"any", "all"}


def _any_left(tokens: list[str], s: StepCue) -> bool:
    """"Any food left out on counters will be binned" (file 55): "left" right after "any" / "all" and one word that
    names nothing of the vocabulary is a rule about whatever is left there, no place of the task."""
    return s.subtask == "place" and tokens[s.start] == "left" and s.start >= 2 and tokens[s.start - 2] in _ANY \
        and tokens[s.start - 1].isalpha() and not mentions(tokens[s.start - 1:s.start])
