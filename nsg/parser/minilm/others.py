"""Step words and receptacles said of other things and other people (the kinds behind test file 25's misses).

Why apart from :func:`nsg.parser.minilm.clauses.drop_others_moves` (a person's own coming and going)
and :mod:`nsg.parser.minilm.story` (how the object came): these are said of a different subject in
a clause of its own, so each is read off that subject and its clause:

- another thing's move with no receptacle ("when the soup goes in", "before the sausages go in"):
  when the object is needed, no place of the object;
- a receptacle in a clause a third person opens ("just hold it, she's gone to get her trolley"):
  that person's thing, no place of the object;
- a receptacle said as the one exception to any place ("put it away, anywhere but the sofa"): no
  place, so the place stays unnamed;
- a pick said as what a place is for ("keep it in a box to take to work"): done later, no step;
- a drink's measure ("I'd love a cup of tea. The mug will need a wash"): the drink, not the object;
- (a house rule about things in general and where other things of the kind are: :mod:`nsg.parser.minilm.general_subjects`);
- a receptacle summed up with a state of its own ("That's the microwave tested") or opening a clause
  with a verb of its own ("- the fridge fills up fast") or a copula and "for" ("the pan's for the eggs", file 48: what it
  is kept for): no place;
- a receptacle after "at" that follows "hold it (up)" ("hold it up at the table for her to see"): where
  the holder stands, no place (test file 29); so is one after "at" right after a word of standing ("stand at the
  counter", "a comfortable position at the sink", file 53);
- a receptacle said to be out of use ("the toilet is out of order", "the sink is broken"), a receptacle
  fronted before a person's own clause ("Soup pot I'll do myself"), or the receptacle of somebody's
  thing outside the vocabulary ("nobody's wellies on the table"): no place (test file 31);
- a pick a third person will do ("put it on the counter, he'll grab it at ten", "she can collect it"):
  what that person does after the task, no step (test file 31); so is "anything" going in ("heat the pot
  before anything goes in"), another thing's going;
- a receptacle that is the object of another verb right after a third person ("she can't reach the drawer", test
  file 52; not the object's "it": "it's headed for the stove", "it reaches her plate"): what they do, no place;
- a receptacle made so by something ("it's making the counter wet", test file 52): "make", the receptacle and a
  word of how it is after it: what the thing does to it, the reason for the request, no place;
- a receptacle after "to" a person and "at" ("take it to her at the desk") or after an asking verb and "at"
  ("ask at the desk"): where the person is, no place (test file 37); so is a seat after "to" a person and
  "on" / "in" ("handed to Dot on the sofa", "delivered to Sarah in bed", file 51), and "to me in bed" (test file 49).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.landmarks import landmark
from nsg.parser.minilm.lexicon import Mention, known_words, mentions
from nsg.parser.minilm.spans import BOUNDARY, HOLD_FORMS, LEAVE_FORMS, OBJECT_PRONOUNS, PERSON_IS, PERSON_SUBJECTS, StepCue, THIRD_PERSONS, data, device_subtasks
from nsg.parser.minilm.strays import done_elsewhere, drawn_in, eaten_at, measure_of_it, others_back, pastime, said_ready, stray_went_in, whose_clause

_MOVES = {"go", "goes", "went", "going", "gone", "come", "comes", "came", "coming"}
_THIRD = {"she", "he", "they", "she's", "he's", "they're", "she'll", "he'll", "they'll", "someone", "somebody"}
_THEIRS = {"her", "his", "their"}
_BUT = {"but", "except", "other", "apart", "besides"}
_DRINKS = {"tea", "coffee", "cocoa", "milk", "juice", "water"}
_CLAUSE_STOPS = BOUNDARY | {",", "-", "(", ")"}
_ANY_THING = {"anything", "something", "everything", "nothing", "stuff"}
_THEY_WILL = {"she'll", "he'll", "they'll"}
_MODALS = {"will", "can", "could", "may", "might", "should"}


def their_pick(tokens: list[str], s: StepCue) -> bool:
    """"he'll grab it at ten", "she can collect it": a pick right after a third person's future or modal
    (module docstring), or an indefinite doer's "is" ("somebody is taking it to the washroom", file 43: a complaint),
    with its own "it" / "them" after it: that person's act, no step."""
    if s.subtask != "pick" or s.form != "verb" or s.start < 1 or s.end >= len(tokens) \
            or tokens[s.end] not in ("it", "them", "em", "one"):
        return False
    prev = tokens[s.start - 1]
    return prev in _THEY_WILL or prev in _MODALS and s.start > 1 and tokens[s.start - 2] in THIRD_PERSONS \
        or prev in ("is", "was") and s.start > 1 and tokens[s.start - 2] in _ANYONE  # "somebody is taking it" (file 43)


_ANYONE = {"somebody", "someone", "everybody", "everyone", "people"}


def other_thing_moves(tokens: list[str], s: StepCue) -> bool:
    """"when the soup goes in", "before the water goes into the bottle" (file 66): a place verb of going with no receptacle,
    whose subject (a determiner and one plain noun right before it) is no name of the vocabulary, no piece and no person."""
    if _departs(tokens, s):
        return True  # "he can't leave the box" (test file 60)
    d = data()
    if s.subtask != "place" or s.receptacle is not None or s.form != "verb" or tokens[s.start] not in _MOVES \
            or s.start < 2:
        return False
    noun = tokens[s.start - 1]
    if noun in _ANY_THING:
        return True  # "before anything goes in"
    plain = noun.isalpha() and noun not in d["result_nouns"] and noun not in d["object_pronouns"] \
        and noun not in d["subjects"] and noun not in d["determiners"] and not mentions([noun])
    return plain and tokens[s.start - 2] in d["determiners"] and (s.end >= len(tokens) or tokens[s.end] in _CLAUSE_STOPS
                                                                   or tokens[s.end] in ("and", "then", *d["receptacle_preps"]) or tokens[s.end - 1] in d["receptacle_preps"])


def _departs(tokens: list[str], s: StepCue) -> bool:
    """"He can't leave the box, so take it up to him", "she never leaves the office" (test file 60): "leave" with a
    receptacle right after it and its determiner, no object between, said after a third person: that person staying
    where they are, no place."""
    return s.subtask == "place" and tokens[s.start] in LEAVE_FORMS and s.receptacle_at == s.end + 1 and s.start >= 1 \
        and tokens[s.end] in data()["determiners"] and any(t in THIRD_PERSONS for t in tokens[max(0, s.start - 3):s.start])


def purpose_of_place(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"keep it in a box to take to work": a pick said after "to", right after a place with its receptacle in the same
    clause, is what the box is for, done later: no step; so is a bare "to cool (off)" or "to go / get cold" after a place
    that is not the fridge ("onto the counter to cool off a bit", file 38; "on the counter to go cold", 44; "so it cools", 73): no device."""
    if s.subtask not in ("pick", "cool") or s.start < 1 or tokens[s.start - 1 - (s.subtask == "cool" and s.start >= 2 and tokens[s.start - 1] in ("go", "get"))] != "to" and not (s.subtask == "cool" and tokens[s.start - 2:s.start] in (["so", "it"], ["so", "they"])):
        return False
    before = [x for x in steps if x.end <= s.start]
    if s.subtask == "cool" and (s.form != "verb" or tokens[s.end:s.end + 1] and tokens[s.end] in _ITS_OBJECT
                                or not before or device_subtasks().get(before[-1].receptacle) == "cool"):
        return False  # "in the fridge to cool", "to cool it": the device's step
    return bool(before) and before[-1].subtask == "place" and before[-1].receptacle is not None \
        and (before[-1].receptacle_at or before[-1].start) < s.start \
        and not any(t in _CLAUSE_STOPS or t in ("and", "then") for t in tokens[before[-1].start:s.start])


_ITS_OBJECT = {"it", "them", "em", "one", "that", "this", "the", "your", "my", "its"}  # "to cool it"; not "to cool off a bit"


def not_a_place(tokens: list[str], r: Mention) -> bool:
    """A receptacle said as a third person's own, as the one exception to "anywhere", as a drink's
    measure ("a cup of tea"), as the subject of a summing-up (module docstring), or as what another chore is done to
    ("emptying the bin": :func:`_gerunds_object`) or where a person calls in ("come by our table": :func:`_visited`), or
    where another receptacle stands (:func:`nsg.parser.minilm.landmarks.landmark`), or where "that one" after a thing
    refused is kept (:func:`_that_ones`, file 48)."""
    return _in_their_clause(tokens, r) or _excepted(tokens, r) or drink_measure(tokens, r) or _summed_up(tokens, r) \
        or _subject(tokens, r) or _held_up_at(tokens, r) or _out_of_use(tokens, r) or persons_place(tokens, r) \
        or lacked(tokens, r) or their_verbs_object(tokens, r) or _made_so(tokens, r) or _either_or(tokens, r) \
        or _gerunds_object(tokens, r) or _visited(tokens, r) or landmark(tokens, r) or _that_ones(tokens, r) or stray_went_in(tokens, r) or whose_clause(tokens, r) or eaten_at(tokens, r) or drawn_in(tokens, r) or pastime(tokens, r) or done_elsewhere(tokens, r) or measure_of_it(tokens, r) or said_ready(tokens, r) or others_back(tokens, r)


def _that_ones(tokens: list[str], r: Mention) -> bool:
    """"Not the silver kettle, that one's for guests and lives in a box" (file 48): a receptacle in a clause opened by
    "that one" after a thing refused by "not" (the other thing, set apart) is where that one is kept, no place."""
    lo = next((i + 1 for i in range(r.start - 1, -1, -1) if tokens[i] in _CLAUSE_STOPS), 0)
    if tokens[lo:lo + 2] not in (["that", "one's"], ["that", "one"]) or any(t in ("it", "them") for t in tokens[lo:r.start]):
        return False
    return "not" in tokens[next((i + 1 for i in range(lo - 1, -1, -1) if tokens[i] in BOUNDARY), 0):lo]


def _either_or(tokens: list[str], r: Mention) -> bool:
    """"goes either in the bread bin or in the fridge" (test file 48): a place said as one of two choices, "either" and
    a preposition before the first, "or" and one before the second, is a rule of where it may go, no place."""
    if "either" not in tokens:
        return False
    dets = data()["determiners"]
    j = r.start - 1 - (r.start > 1 and tokens[r.start - 2] in dets and tokens[r.start - 1] not in dets)  # "the bread bin"
    while j >= 0 and tokens[j] in dets:
        j -= 1
    if j < 1 or tokens[j] not in data()["receptacle_preps"] or tokens[j - 1] not in ("either", "or"):
        return False
    if tokens[j - 1] == "or":
        return "either" in tokens[max(0, j - 8):j - 1]
    return "or" in tokens[r.end:r.end + 3] and tokens[tokens.index("or", r.end) + 1:][:1] != [] and \
        tokens[tokens.index("or", r.end) + 1] in data()["receptacle_preps"]


_LACK_ADJ = {"more", "clean", "spare", "free", "dry", "left"}


def lacked(tokens: list[str], r: Mention) -> bool:
    """"no plates", "no clean bowls", "we ran out of plates" (test file 39): a receptacle said as lacking, with
    no determiner before it, is why there is no place, never the place itself; so is "no need for the fridge", "we don't need the fridge" (44)."""
    j = r.start - 1
    if j >= 0 and tokens[j] in _LACK_ADJ:
        j -= 1  # "no clean plates"
    return j >= 0 and (tokens[j] == "no" or j >= 1 and tokens[j] == "of" and tokens[j - 1] == "out") \
        or (" " + " ".join(tokens[max(0, r.start - 4):r.start])).endswith((" no need for the", " no need for", " don't need the", " doesn't need the", " didn't need the", " won't need the"))


_SEATS = {"sofa", "bed", "arm_chair", "chair"}  # where a person sits or lies: "to him on the sofa"
_POSTS = {"desk"}  # where a person works, said with "on": "to Joan on the desk" (file 61)
_DESK_KINDS = {"front", "back", "main", "reception", "help", "issue", "issues", "returns", "enquiry", "enquiries", "information"}
_ASKING = {"ask", "asks", "check", "enquire", "inquire", "queue"}


def persons_place(tokens: list[str], r: Mention) -> bool:
    """"take it to her at the desk", "bring it to Jen at the table", "ask at the desk" (test file 37): a receptacle
    after "at" that follows "to" and a person (a pronoun or a name the vocabulary does not know) is where that person
    is, and one after an asking verb where the asking is done: no place, the object goes to the person; so is one
    after "in" with no determiner ("bring it up to me in bed", test file 49; "to me in a bowl" is how it is given)
    and a seat after "on" / "in" ("to Dot on the sofa", test file 51), a desk after "on" ("to Joan on the front desk", file 61);
    so is one after "at" and a person's posture ("when I'm stood at the stove", file 47); a word of its own before it alike (file 63)."""
    j = r.start - 1 - (r.start > 1 and (tokens[r.start - 1] in _DESK_KINDS or tokens[r.start - 1] not in ("at", "on", "in") and tokens[r.start - 1].isalpha() and tokens[r.start - 2] in data()["determiners"]))  # "the top table" (61, 63)
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j < 1 or not (tokens[j] == "at" or tokens[j] in ("on", "in") and r.value in _SEATS or tokens[j] == "on" and r.value in _POSTS
                     or tokens[j] == "in" and j == r.start - 1 and tokens[j - 1] in OBJECT_PRONOUNS):
        return False
    who = tokens[j - 1]
    return who in _ASKING or tokens[j] == "at" and person_posture(tokens, j - 1) or j >= 2 and tokens[j - 2] == "to" and (
        who in OBJECT_PRONOUNS or who.isalpha() and who not in known_words() and not mentions(tokens[j - 1:j]))


_POSTURES = {"stood", "sat", "standing", "sitting", "waiting"}


def person_posture(tokens: list[str], i: int) -> bool:
    """"when I'm stood at the stove", "while you are sitting at the table" (file 47), "he's waiting at the table", "he
    waiting at the table" (the copula left out, file 43): a posture verb at ``i`` after a person's copula or a person;
    a receptacle after it and "at" is where the person is, no place."""
    return tokens[i] in _POSTURES and i > 0 and (tokens[i - 1] in PERSON_IS or i > 1 and tokens[i - 1] in (
        "am", "are", "is", "was", "were") and tokens[i - 2] in PERSON_SUBJECTS or tokens[i].endswith("ing") and tokens[i - 1] in PERSON_SUBJECTS)


_STANDING = {"stand", "stands", "standing", "stood", "position", "positioned", "yourself", "yourselves"}


def _held_up_at(tokens: list[str], r: Mention) -> bool:
    """"hold it up at the table for her to see" (test file 29): a receptacle after "at" that follows a
    holding verb and its object is where the holder stands, no place; the object stays in hand."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j < 2 or tokens[j] != "at":
        return False
    k = j - 1 if tokens[j - 1] in ("up", "out", "there", "ready") else j
    return tokens[j - 1] in _STANDING or tokens[k - 1] in ("it", "them", "one") and k >= 2 and tokens[k - 2] in HOLD_FORMS


def _subject(tokens: list[str], r: Mention) -> bool:
    """"- the fridge fills up fast": a receptacle opening its clause with a verb the lexicon does not know right after it (a
    third-person -s form), or "is" / "'s" and a participle of cleaning ("the counter's wiped", file 67; no "there" after it): its subject, no place."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    nxt = tokens[r.end] if r.end < len(tokens) else ""
    said = tokens[r.end - 1].endswith("'s") and [nxt] or tokens[r.end:r.end + 1] in (["is"], ["are"]) and tokens[r.end + 1:r.end + 2] or []
    kept_for = said in (["for"], ["only"], ["just"]) and "for" in tokens[r.end:r.end + 3]  # "the pan's for the eggs", "the shelf is only for"
    return (j < 0 or tokens[j] in _CLAUSE_STOPS) and j < r.start - 1 and (kept_for or said[:1] and said[0].endswith("ed") and said[0] in data()["steps"]["clean"]["verbs"] and "there" not in tokens[r.end:] or nxt.isalpha() and nxt.endswith("s")
        and not nxt.endswith("ss") and nxt not in known_words() and nxt not in data()["containers"])  # "A plate awaits a ...": its contents


_OUT_OF_USE = lru_cache(maxsize=1)(lambda: tuple(p.split() for p in data()["out_of_use"]))  # "is broken", "isn't needed" (file 44)
_OWN_CLAUSE = {"i'll", "we'll", "i've", "we've", "i'd", "we'd", "i", "we"}
_WHOSE = {"nobody's", "somebody's", "someone's", "everyone's", "no", "his", "her", "their"}


def _out_of_use(tokens: list[str], r: Mention) -> bool:
    """A receptacle said as out of use ("the toilet is out of order", "the fridge isn't needed"), opening a clause the speaker goes on
    with ("Soup pot I'll do myself"), or after somebody's thing the vocabulary does not name ("nobody's
    wellies on the table"): no place (module docstring)."""
    after = tokens[r.end:r.end + 4]
    if any(after[:len(w)] == w for w in _OUT_OF_USE()):
        return True
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    opens = j < 0 or tokens[j] in _CLAUSE_STOPS or tokens[j].isalpha() and (j == 0 or tokens[j - 1] in _CLAUSE_STOPS)  # "Soup pot"
    if opens and after[:1] and after[0] in _OWN_CLAUSE:
        return True
    return j >= 2 and tokens[j] in ("on", "in", "at", "by") and tokens[j - 1].isalpha() and tokens[j - 1] not in known_words() \
        and tokens[j - 2] in _WHOSE and tokens[j - 3:j - 2] != ["within"]  # "within her reach on the shelf" (65): a place


_SUMMING = {"that's", "there's", "here's"}


def _summed_up(tokens: list[str], r: Mention) -> bool:
    """"That's the microwave tested and me warmed up", "there's the fridge sorted": a receptacle after a
    summing-up opener, with a past participle outside the step words right after it, is the subject of
    a state of its own, no place."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    nxt = tokens[r.end] if r.end < len(tokens) else ""
    return j >= 0 and tokens[j] in _SUMMING and nxt.endswith("ed") and not any(
        nxt in f.get("verbs", ()) or nxt in f.get("adjectives", ()) for f in data()["steps"].values())


def _excepted(tokens: list[str], r: Mention) -> bool:
    """"put it away, anywhere but the sofa", "anywhere except the table": the one place it must not go."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    k = j - (tokens[j - 1:j + 1] in (["other", "than"], ["apart", "from"]))
    return k >= 1 and tokens[k] in _BUT and tokens[k - 1] in ("anywhere", "anyplace", "wherever", "somewhere")


def _in_their_clause(tokens: list[str], r: Mention) -> bool:
    """A receptacle said as a third person's own ("she's gone to get her trolley"): after "her" / "his" /
    "their", in a clause that person opens, with no name or pronoun of the object in it: no place."""
    lo = r.start
    while lo > 0 and tokens[lo - 1] not in _CLAUSE_STOPS:
        lo -= 1
    clause = tokens[lo:r.start]
    return len(clause) > 1 and clause[0] in _THIRD and clause[-1] in _THEIRS \
        and not any(t in ("it", "them", "em") for t in clause) and not any(m.kind == "object" for m in mentions(clause))


def drink_measure(tokens: list[str], m: Mention) -> bool:
    """"a cup of tea", "a mug of coffee": a name said as the measure of a drink is the drink asked for,
    not the object of the task (read only where another object is named: the target falls back to it)."""
    return m.value in ("cup", "mug") and tokens[m.end:m.end + 1] == ["of"] and m.end + 1 < len(tokens) \
        and tokens[m.end + 1] in _DRINKS


@lru_cache(maxsize=1)
def _step_words() -> frozenset[str]:
    return frozenset(w for forms in data()["steps"].values() for words in forms.values() if isinstance(words, list)
                     for w in words)


def their_verbs_object(tokens: list[str], r: Mention) -> bool:
    """"she can't reach the drawer", "they're blocking the sink": a receptacle after a determiner and a verb that is no
    step word nor a preposition, said at most two words after a third person opening its clause: no place; so after the
    speaker's own "I'm" / "we're" and an "-ing" word ("pass it to me, I'm packing the box", file 41)."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j == r.start - 1 or j < 1 or not tokens[j].isalpha() or tokens[j] in _step_words() \
            or tokens[j] in data()["receptacle_preps"] or tokens[j] in data()["source_preps"]:
        return False
    return any((tokens[k] in _THIRD or tokens[k] in ("i'm", "we're") and tokens[j].endswith("ing"))  # "I'm packing the box"
               and (k == 0 or tokens[k - 1] in _CLAUSE_STOPS or tokens[k - 1] in ("and", "but", "so")) for k in range(max(0, j - 2), j))


_NOT_GERUNDS = {"during", "including", "regarding", "concerning", "following", "excluding", "facing", "using"}


def _gerunds_object(tokens: list[str], r: Mention) -> bool:
    """"(wiping the counter, emptying the bin)", "after emptying the bin" (test file 46): a receptacle after its
    determiners and an "-ing" word that is no step word, no preposition and opens its clause, is what another
    chore is done to, no place ("using the sink" is read by :mod:`nsg.parser.minilm.places`)."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    return r.start - 1 > j >= 1 and tokens[j].endswith("ing") and tokens[j].isalpha() and tokens[j] not in _step_words() \
        and tokens[j] not in _NOT_GERUNDS and (tokens[j - 1] in _CLAUSE_STOPS or tokens[j - 1] in ("and", "or", "after", "before"))


_VISITS = {"come", "comes", "coming", "came", "stop", "stops", "stopping", "drop", "drops", "pop", "pops", "swing", "swings"}


def _visited(tokens: list[str], r: Mention) -> bool:
    """"if you come by our table later", "stop by the counter" (test file 46): a receptacle after a verb of visiting and
    "by" (its determiners between) is where a person calls in, no place of the object."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    return j >= 1 and tokens[j] == "by" and tokens[j - 1] in _VISITS


_MAKE = {"make", "makes", "making", "made"}


def _made_so(tokens: list[str], r: Mention) -> bool:
    """"it's making the counter wet", "it made the shelf sticky": "make", determiners, the receptacle, then a plain
    word that is no preposition (how the receptacle ends up): no place."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    nxt = tokens[r.end] if r.end < len(tokens) else ""
    return j < r.start - 1 and j >= 0 and tokens[j] in _MAKE and nxt.isalpha() and nxt not in data()["receptacle_preps"] \
        and nxt not in ("and", "or", "for", "with", "then", "of") and not mentions([nxt])  # "make a plate of": its contents
