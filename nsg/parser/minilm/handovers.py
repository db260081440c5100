"""Hand-overs: a pick that carries the object to a person (issue 39).

Why a module of its own: "take it away with you", "carry it up to him", "bring it to my room", "hand
it straight to me", "bring it out to me at the shed" end the task in someone's hands, which two readings
need, one in the cue stage and one in the grammar's last steps:

- a hand-over said last is held to the end (:func:`nsg.parser.minilm.ends.held_last`), in a plain
  "and" list too ("heat it and carry it up to him": heated, then carried);
- a place into a device (``devices``: the fridge, the microwave ...) said before a hand-over is that
  device's step (:func:`devices_on_the_way`): the object leaves the device for the person ("pop it in
  the fridge and then bring it out to me" is the chilling). The generator's "put it in the fridge and
  lift it" names no person and stays a place;
- a hand-over whose sentence goes on to a receptacle ("give it to the children on a plate", "handed over to
  the landlord, well, put on the counter for him") is given by placing it there: no held end
  (:func:`given_by_placing`; not one of a later step: "handed to him, so heat one in the microwave", file 61); a receptacle after a negation ("hand it to them, not put it in the drawer",
  "handed over instead of left in the cupboard", file 46) is where it must not go: the hand-over stays.

A hand-over is a pick verb, its pronoun, any particles of direction ("up", "away", "out", "straight"),
then a phrase of ``held_until`` ("to me", "with you", "out to") or "to" and a possessive ("to my room"); or a
giving verb whose phrase holds its own "to" / "over" ("give it to Gloria", "hand it down to him", "handed over");
or a pick said as where it lands, "in your hand" / "into my hands" (test file 35), after a giving verb too
("give it to me in the hand", test file 45); or the verb left out: "and straight to her", "then out to Dad" (test file 49),
"Egg on the hob then to me" (file 52); or "hand it me" (no "to", file 53); or "sent up" (room service, file 54); or a carrying verb, a particle of
direction and "to the" a room the lexicon does not know ("take it through to the treatment room", file 60); or a giving verb with the person
before the thing ("gave Milo the pieces", "handed him the slices", file 57: :func:`gifts`); or a carrying verb with the
thing named after it ("take the bowl up to her"), "hand it out to", or a returning verb, its pronoun and "to" a person with no
receptacle after ("return it to Pat", file 62: :func:`_returned_to`).
"""
from __future__ import annotations

from nsg.parser.minilm.booths import booth_at
from nsg.parser.minilm.carriers import vessels
from nsg.parser.minilm.lexicon import Mention, mentions, unknown_words
from nsg.parser.minilm.others import persons_place
from nsg.parser.minilm.spans import (
    INTO_WORDS, NEGATIONS, OBJECT_PRONOUNS, POSSESSIVES, SENTENCE_STOPS, StepCue, clause_bounds, data,
    device_subtasks, skip_back, skip_forward, state_adjectives,
)

_PARTICLES = {"up", "down", "away", "out", "over", "back", "straight", "right", "round", "across", "along", "directly",
              "in", "through"}  # "bring it in to me", "bring it through to me"
_DENIED = NEGATIONS | {"instead", "rather"}  # what opens a place it must not go to
_RETURNING = {"return", "returns", "returned", "returning"}
_SENDING = {"send", "sends", "sent", "sending"}
_CARRYING = {"take", "takes", "took", "taking", "carry", "carries", "carried", "carrying", "bring", "brings", "brought", "bringing"}
_BRINGING = {"bring", "brings", "brought", "bringing"}
_TIMES = {"till", "until", "til", "while"}  # "hold it till I'm back": held, but to no one
_GIVING = {"give", "gives", "gave", "giving", "hand", "hands", "handed", "handing", "pass", "passes", "passed", "passing",
           "present", "presents", "presented", "presenting", "given"}  # "presented to the judges" (test file 44)
_HOLD = {"hold", "keep"}
_ENDS = {".", ",", "!", "?", ";", "and", "then", "please", "pls"}  # what may close a clause after its last phrase
GIVING = _GIVING  # the verbs of giving, for the recipe reader (chained)


def handed_over(tokens: list[str], s: StepCue) -> bool:
    """Whether the pick ``s`` carries the object to a person (module docstring)."""
    if s.subtask != "pick":
        return False
    if s.end - s.start > 3 and tokens[s.end - 2] == "to" and tokens[s.end - 1] in _HOLD and tokens[s.start] in _GIVING:
        return handed_over(tokens, StepCue(s.subtask, s.start, s.end - 2, s.form))  # "give it to him to hold" (file 55):
        # what the giving is for, said by its infinitive: the hand-over before it
    if s.form == "gift":
        return True  # "gave Milo the pieces" (:func:`gifts`)
    if tokens[s.start] in _GIVING and s.end - s.start > 1 and (tokens[s.end - 1] in ("to", "over", "through") or tokens[s.end - 2:s.end - 1] == ["to"]
                                                               and tokens[s.end - 1] in OBJECT_PRONOUNS):
        return True  # "give it to Gloria", "hand it down to him", "handed over", "give it to her" (its person inside, file 61);
        # "hand it through the hatch" (file 64): to someone on the other side
    if tokens[s.start] in _GIVING and s.end - s.start > 2 and tokens[s.end - 2] in ("it", "them") and tokens[s.end - 1] in ("me", "us", "her", "him"):
        return True  # "pass it me", "give them us" (British, no "to"; file 53): to the speaker; "give it her" (file 55)
    if tokens[s.start] in _CARRYING and s.end - s.start > 2 and tokens[s.end - 2] == "to" and tokens[s.end - 1] in OBJECT_PRONOUNS:
        return True  # "carry it out to her", "take it over to him": its person inside the phrase (file 41)
    if tokens[s.start] in _GIVING and tokens[s.end - 1] in ("round", "around") and s.end - s.start == 3:
        return True  # "slice it and pass it round", "hand them around": given out to those there (file 59)
    if tokens[s.end - 1] in ("hand", "hands") and s.end - s.start > 1 and (tokens[s.start] in ("in", "into")
                                                                         or tokens[s.start] in _GIVING):
        return True  # "then egg in your hand", "into my hands" (test file 35); "give it to me in the hand" (file 45)
    if tokens[s.start] in _SENDING and tokens[s.end - 1] == "up":
        return True  # "could it be chilled and sent up?" (room service, test file 54): brought to the guest
    if tokens[s.start] in ("straight", "out", "then") and tokens[s.start + 1:s.start + 2] == ["to"] \
            or tokens[s.start:s.start + 3] == ["and", "back", "to"]:  # "another wash and back to me" (file 64)
        return True  # "... and straight to her", "then out to Dad", "then to me": its verb left out (test files 49, 52)
    if tokens[s.start] in _RETURNING and tokens[s.end - 1] == "to" and s.end < len(tokens) and (tokens[s.end] in OBJECT_PRONOUNS or unknown_words(
            tokens[s.end:s.end + 1]) and not mentions(tokens[s.end + 1:s.end + 4]) or _role(tokens, s.end)):
        return True  # "return it to Pat", "returned to her": given back to a person, no receptacle (file 62)
    if tokens[s.start] in _CARRYING and s.end - s.start > 2 and tokens[s.end - 2] == "to" and tokens[s.end - 1] in OBJECT_PRONOUNS:
        return True  # "take it out to them": its person inside the cue (file 62)
    j = p = s.end + (s.end < len(tokens) and tokens[s.end] in data()["object_pronouns"])  # past "it"
    if tokens[s.start] in _CARRYING and tokens[s.end:s.end + 1] == ["the"]:
        named = [m for m in mentions(tokens[p:p + 3]) if m.kind == "object" and m.start == 0]
        j = p = p + named[0].end if named else p  # "take the bowl up to her": past the thing named (file 62)
    j = skip_forward(tokens, j, _PARTICLES | state_adjectives())  # "brought warm to him"
    said = tokens[j:j + 2]
    if said == ["to", "the"] and j > p and tokens[s.start] in _CARRYING and unknown_words(tokens[j + 2:j + 4]) \
            and not any(m.kind == "receptacle" for m in mentions(tokens[j + 2:j + 5])):
        return True  # "take it through to the treatment room" (test file 60): carried to where someone is
    if said == ["to", "the"] and tokens[s.start] in _CARRYING and booth_at(tokens, j + 2):
        return True  # "take it to the commentary box" (file 60): carried to the person in that booth (:mod:`booths`)
    if said[:1] == ["to"] and said[1:] and (said[1] in POSSESSIVES or tokens[s.start] in _GIVING or said[1] not in data()["determiners"] and unknown_words(tokens[j + 1:j + 3])):
        return True  # "to my room"; "hand it straight to the waiter" (file 54); "brought warm to (Sister) Ruth": a name, file 48
    if said == ["to", "the"] and tokens[s.start] in _BRINGING and unknown_words(tokens[j + 2:j + 3]) \
            and tokens[j + 3:j + 4] in ([], ["."], [","], ["!"]):
        return True  # "bring it to the conductor": a person the lexicon does not know, said last (test file 59)
    if tokens[s.start] in _BRINGING and OBJECT_PRONOUNS & {tokens[s.end - 1], said[1] if said[:1] == ["to"] and said[1:] else ""}:
        return True  # "warm it and bring it to me in the garden": brought to the speaker or a person (test file 46)
    if said[:1] == ["here"] and tokens[s.start] in _BRINGING:
        return True  # "heat it and bring it here": brought to the speaker (test file 48)
    return any(said[:len(w.split())] == w.split() for w in data()["held_until"] if w not in _TIMES)


def devices_on_the_way(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """A place into a device before a hand-over, with no place after it, is the device's step (module docstring)."""
    device_of = device_subtasks()
    out = list(steps)
    for k, s in enumerate(steps):
        sub = device_of.get(s.receptacle or "")
        if s.subtask != "place" or sub is None:
            continue
        later = steps[k + 1:]
        if any(x.subtask == "place" for x in later) or not any(handed_over(tokens, x) or _given_here(tokens, x) for x in later):
            continue
        out[k] = StepCue(sub, s.start, s.end, s.form if s.form != "implicit" else "noun")
    return out


def _given_here(tokens: list[str], s: StepCue) -> bool:
    """"then the microwave, then give it here", "hand it over here" (file 42): a pick of giving said with "here", given to
    the speaker, so a device said before it is passed on the way (its place in the list left as the list reads it)."""
    return s.subtask == "pick" and tokens[s.start] in _GIVING and "here" in tokens[s.end - 1:s.end + 3]


def given_by_placing(tokens: list[str], steps: list[StepCue], recs: list[Mention]) -> list[StepCue]:
    """The steps without a hand-over said with its own "to" / "over" ("give it to", "handed over") when a
    receptacle after "on" / "in" follows it in its sentence: the place said there is how it is given (module docstring)."""
    out, dets = [], set(data()["determiners"])
    for s in steps:
        s = _returned_to(tokens, s, recs)
        if _to_a_room(tokens, s, steps, recs):
            continue  # "take it through to the lounge and put it on the coffee table" (file 64): the way to the place
        if s.subtask == "pick" and (tokens[s.start] in _GIVING and tokens[s.end - 1] in ("to", "over")
                                    or tokens[s.start] in _SENDING and tokens[s.end - 1] == "up"  # "sent up on a plate"
                                    or _to_someone_on_vessel(tokens, s, recs)):  # "bring it over to me on the plate" (file 40)
            _, end = clause_bounds(tokens, s.end, SENTENCE_STOPS)
            end = next((i for i in range(s.end, end) if tokens[i] in _DENIED), end)  # ", not put in the drawer": no giving by it
            end = min([x.start for x in steps if x.start >= s.end and x.subtask not in ("place", "pick")] + [end])  # "..., so heat it in the microwave" (file 61)
            if any(s.end < r.start < end and tokens[skip_back(tokens, r.start - 1, dets)] in INTO_WORDS
                   and not persons_place(tokens, r) for r in recs):  # "handed to Dot on the sofa": where she is
                continue  # "on a plate" (not "to her at the table", "over the counter": where she is, what it crosses)
        out.append(s)
    return out


def _to_someone_on_vessel(tokens: list[str], s: StepCue, recs: list[Mention]) -> bool:
    """"bring it over to me on the plate", "give it to her in a bowl" (file 40): a giving or bringing verb, its pronoun,
    particles, "to" and a person's pronoun, then "on" / "in", a determiner and a vessel the thing can be carried on
    (the vocabulary's movable receptacles) closing the clause: given on the vessel, a place ("to me on the sofa" is where
    the person is)."""
    if tokens[s.start] not in _GIVING | _BRINGING or "to" not in tokens[s.start:s.end + 4]:
        return False
    j = skip_forward(tokens, s.start + 1, _PARTICLES | {"it", "them"})
    if tokens[j:j + 1] != ["to"] or tokens[j + 1:j + 2] == [] or tokens[j + 1] not in OBJECT_PRONOUNS or tokens[j + 2:j + 3] not in (["on"], ["in"]):
        return False
    k = skip_forward(tokens, j + 3, set(data()["determiners"]))
    return k > j + 3 and any(r.start == k and r.value in vessels() and tokens[r.end:r.end + 1] in ([], *([t] for t in _ENDS))
                             for r in recs)  # "to him in the bowl with his dinner" (file 58): his bowl, a hand-over


def _to_a_room(tokens: list[str], s: StepCue, steps: list[StepCue], recs: list[Mention]) -> bool:
    """"take it through to the lounge and put it on the little table": a carrying verb, its pronoun, particles, then "to
    the" and a room the lexicon does not know, with a place verb and its receptacle after it in its sentence: carried on
    the way to that place, no step of its own (file 64; "take it through to the treatment room" alone is a hand-over)."""
    if tokens[s.start] not in _CARRYING or s.end - s.start != 1 or tokens[s.end:s.end + 1] not in (["it"], ["them"]):
        return False
    j = skip_forward(tokens, s.end + 1, _PARTICLES)
    if tokens[j:j + 2] != ["to", "the"] or not unknown_words(tokens[j + 2:j + 3]) or mentions(tokens[j + 2:j + 4]):
        return False
    _, end = clause_bounds(tokens, j, SENTENCE_STOPS)
    return any(x.subtask == "place" and j < x.start < end and tokens[x.start] not in _CARRYING for x in steps) \
        and any(j < r.start < end for r in recs)


def _returned_to(tokens: list[str], s: StepCue, recs: list[Mention]) -> StepCue:
    """"return it to Pat", "rinsed and returned to her": a place verb of returning, its pronoun, then "to" and a person
    (a pronoun, or a name the lexicon does not know) with no receptacle after: given back, a pick whose words end
    with "to" (:func:`handed_over`, file 62); "returned to the cabinet" stays a place."""
    if s.subtask != "place" or tokens[s.start] not in _RETURNING or s.receptacle is not None:
        return s
    j = s.end + (tokens[s.end:s.end + 1] in (["it"], ["them"]))
    if tokens[j:j + 1] != ["to"] or j + 1 >= len(tokens) or any(j < r.start <= j + 4 for r in recs) \
            or any(m.kind == "receptacle" for m in mentions(tokens[j + 1:j + 6])):
        return s
    return StepCue("pick", s.start, j + 1, "verb") if tokens[j + 1] in OBJECT_PRONOUNS or unknown_words(tokens[j + 1:j + 2]) \
        or _role(tokens, j + 1) else s


_ROLES = {"cook", "chef", "waiter", "waitress", "server", "nurse", "patient", "customer", "guest", "resident", "client",
          "manager", "porter", "carer", "owner", "teacher", "host"}  # people named by their role ("returned to the cook")


def _role(tokens: list[str], k: int) -> bool:
    """"returned to the cook", "return it to your manager" (file 65): a determiner or possessive, then a person named by
    role, said last in its clause: given back to that person."""
    k2 = skip_forward(tokens, k, POSSESSIVES | {"the"})
    return k2 > k and tokens[k2:k2 + 1] != [] and tokens[k2] in _ROLES and tokens[k2 + 1:k2 + 2] in ([], ["."], [","], [";"], ["!"], ["and"])
_GIVE = {"give", "gives", "gave", "giving"}  # alone no pick verb ("give it a wash"); "hand it to": a pick already
_GIFT_DETS = {"the", "its", "their", "his", "her", "those", "these"}


_SHARES = {"one", "half", "some", "each", "both", "a", "another", "the", "its", "his", "her", "their", "your", "my",
           "our", "those", "these", "this", "that"}  # "give half to Hana", "hand one to each", "hand the egg to Sam"


def _thing_given(tokens: list[str], i: int, target: Mention | None) -> bool:
    """"hand the egg to Sam", "give half to her", "hand one to each of them": after the giving verb at ``i``,
    a share word or a determiner, at most two more words naming the target (or a piece, or nothing after a
    share word), then "to" and no receptacle (file 58)."""
    if tokens[i + 1] not in _SHARES:
        return False
    to = next((k for k in range(i + 2, min(i + 5, len(tokens) - 1)) if tokens[k] == "to"), None)
    if to is None or any(m.kind == "receptacle" and m.start < 3 for m in mentions(tokens[to + 1:to + 4])):
        return False
    said = tokens[i + 2:to]
    if not said:
        return tokens[i + 1] in ("one", "half", "some", "both")
    if set(said) & (SENTENCE_STOPS | {",", "and", "or"}):
        return False
    names = [m for m in mentions(said) if m.kind == "object"]
    return said[-1] in data()["result_nouns"] or target is not None and any(
        m.value == target.value and m.end == len(said) for m in names)


def gifts(tokens: list[str], raw: list[StepCue], named: set[int], target: Mention | None = None) -> list[StepCue]:
    """"gave Milo the pieces", "handed him the slices", "passes her the apple": a giving verb, a person (a pronoun
    or a name the lexicon does not know), then the thing ("the" and the object, its pieces, or "it"): a
    hand-over, read as a pick held to the end, when another step is said before it in its sentence (a semicolon joins
    its clauses: "(a) slicing a loaf; (b) toasting it; and (c) handing the toasted slice to a user", file 71) (before any: a
    story, "we gave them the apples we'd bought"; "gave it a rinse", "gave him a wash": no person-then-thing, none).
    So is a giving verb, the thing, particles, then "to" and a person (:func:`_given_to`, test file 48), and a share
    or a piece said before "to" ("give half to Hana", "hand one to each", :func:`_thing_given`, test file 58); the thing
    may be the dish the object makes ("hand Leo his toast", file 68: ``given_dishes``)."""
    out, covered = list(raw), {i for c in raw for i in range(c.start, c.end)}
    for i, t in enumerate(tokens[:-2]):
        if t not in _GIVING or i in covered or i in named:
            continue
        if not any(c.start < i and c.subtask != "pick" and not (SENTENCE_STOPS - {";"}) & set(tokens[c.end:i]) for c in raw):  # "; and (c) handing ..." (71)
            k = _asked_gift(tokens, i)
            if k:  # "hand your roommate a clean spatula" (file 52)
                out.append(StepCue("pick", i, k, "gift"))
            continue
        to = _given_to(tokens, i, t in _GIVE, target)  # "hand it straight to me": a pick already (:func:`handed_over`)
        if to:
            out.append(StepCue("pick", i, to, "verb"))
            continue
        if _thing_given(tokens, i, target):  # "give half to her", "hand one to each": a share said before "to"
            out.append(StepCue("pick", i, i + 1, "gift"))  # "hand the egg to my partner" (file 58)
            continue
        who, k = tokens[i + 1], i + 2
        if who in POSSESSIVES and _person_word(tokens, i + 2):  # "hand your roommate the spatula" (file 52)
            k = i + 3
        elif who not in OBJECT_PRONOUNS and not unknown_words([who]):
            continue
        nxt = tokens[k] if k < len(tokens) else ""
        thing = k + 1 < len(tokens) and (tokens[k + 1] in data()["result_nouns"] or _dish_of_named(tokens, k + 1)
                                         or any(m.kind == "object" and m.start == 0 for m in mentions(tokens[k + 1:k + 3])))
        if nxt in ("it", "them") or nxt in _GIFT_DETS and thing:
            out.append(StepCue("pick", i, k, "gift"))
    return sorted(out, key=lambda c: c.start)


_ASKING_LEADS = SENTENCE_STOPS | {",", ":", "you", "pls", "please", "just", "go", "then", "and"}


def _person_word(tokens: list[str], k: int) -> bool:
    """"your roommate", "my sister": after a possessive, a word that names no object, state or piece, then a
    determiner of the thing given (file 52)."""
    w = tokens[k] if k < len(tokens) else ""
    return w.isalpha() and k + 1 < len(tokens) and tokens[k + 1] in _GIFT_DETS | {"a", "an"} and not mentions([w]) \
        and w not in data()["result_nouns"] and w not in state_adjectives()


def _dish_of_named(tokens: list[str], k: int) -> bool:
    """Whether word ``k`` is a dish (``given_dishes``: "toast") of an object the text names ("the bread")."""
    made_of = data()["given_dishes"].get(tokens[k])
    return made_of is not None and any(m.kind == "object" and m.value == made_of for m in mentions(tokens))


def _asked_gift(tokens: list[str], i: int) -> int:
    """"hand your roommate a clean spatula", "pass him a cold apple" (file 52): a giving verb that opens its clause
    (or after "you", "please"), a person (a pronoun or a possessive and a word, :func:`_person_word`), then "a" /
    "the", state adjectives and the object: the state is asked of the thing given, a hand-over held to the end; so is
    a person named by a name the lexicon does not know, then a dish the object makes ("Hand Leo his toast", ``given_dishes``).
    A story's giving ("we gave them the clean apples") has a subject before the verb: none. The end of the pick's
    words (the person's), 0 when none."""
    if i > 0 and tokens[i - 1] not in _ASKING_LEADS:
        return 0
    k = i + 3 if tokens[i + 1] in POSSESSIVES and _person_word(tokens, i + 2) else i + 2 if tokens[i + 1] in OBJECT_PRONOUNS \
        or tokens[i + 1].isalpha() and unknown_words([tokens[i + 1]]) else 0  # "Hand Leo his toast" (file 68)
    if not k or k + 1 >= len(tokens) or tokens[k] not in _GIFT_DETS | {"a", "an"}:
        return 0
    if _dish_of_named(tokens, k + 1):  # the dish the object makes: its state said with it
        return k
    j = skip_forward(tokens, k + 1, state_adjectives())
    return k if j > k + 1 and any(m.kind == "object" and m.start == 0 for m in mentions(tokens[j:j + 2])) else 0


def _given_to(tokens: list[str], i: int, pronoun: bool, target: Mention | None = None) -> int:
    """"give it straight back to me", "give the halves to the children" (test file 48): the giving verb at ``i``,
    "it" / "them" or "the" and the object or its pieces, particles, then "to" and a person, a determiner or a name the
    lexicon does not know when the thing is the target ("hand the pot over to Jan", test file 60); one piece of it,
    a state participle before it ("handing the toasted slice to a user", file 71); the end
    of the pick's words ("to" included), 0 when none; "it" only after "give" (``pronoun``), alone no pick verb."""
    j, own = i + 1, False
    if pronoun and tokens[j:j + 1] in (["it"], ["them"]):
        j += 1
    elif tokens[j:j + 1] and tokens[j] in _GIFT_DETS and _piece(tokens, j + 1 + _made(tokens, j + 1)):  # "the toasted slice" (71)
        j += 1 + _made(tokens, j + 1)
        own = target is not None and any(m.start == 0 and m.value == target.value for m in mentions(tokens[j:j + 2]))
        j += 1
    else:
        return 0
    j = skip_forward(tokens, j, _PARTICLES)
    ok = tokens[j:j + 1] == ["to"] and j + 1 < len(tokens) and (tokens[j + 1] in OBJECT_PRONOUNS or tokens[j + 1] in data()["determiners"]
                                                                or own and bool(unknown_words(tokens[j + 1:j + 2])))  # "over to Jan" (file 60)
    return j + 1 if ok else 0


def _made(tokens: list[str], k: int) -> int:
    """1 when a state participle ("toasted", "chilled") stands at ``k`` before the thing given; else 0."""
    return int(k + 1 < len(tokens) and tokens[k].endswith("ed") and tokens[k] in state_adjectives())


def _piece(tokens: list[str], k: int) -> bool:
    """Whether ``k`` names the object or its pieces, one of them too ("the slice", "a wedge": a ``result_nouns`` word
    without its plural "s")."""
    if k >= len(tokens):
        return False
    w, pieces = tokens[k], data()["result_nouns"]
    return w in pieces or w + "s" in pieces or any(m.kind == "object" and m.start == 0 for m in mentions(tokens[k:k + 2]))
