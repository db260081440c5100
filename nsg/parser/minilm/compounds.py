"""A receptacle's name as the first word of a longer name: "the box office counter" (the kind behind
test file 32's misses).

Why apart from the lexicon's longest match (:func:`nsg.parser.minilm.lexicon.mentions`): a name it knows
("box") can open a compound it does not ("box office"), whose head, after one unknown word, is another
receptacle of the vocabulary ("counter"). In English the head of a compound is its last noun, so the
first name only says which one ("the box office counter": a counter) and is no receptacle of its own; so does a
receptacle hyphened after a preposition of where, right before another ("the under-counter fridge": a fridge), and a
receptacle's name before a noun of people ("the table people", "the sink team", test file 60): who they are, no place;
and a name that is also an adjective before a noun it qualifies (lexicon ``adjective_receptacles``: "leave in safe place:
the plate", a courier's note, file 76): a kind of place, no safe.
A food spelt like a step verb (``food_modifiers`` in the lexicon: "toast") right before a name, after a determiner and at
most one unknown word ("her toast plate", "your avo toast plate", file 67), says which one: no step.
A device's name right before a noun of a look over it (``device_checks``: "05:10 - Fridge check. Someone's pear OK.",
"Microwave inspection:", file 24) names a round of checks: neither a place nor the device's verb ("fridge it"), so
both words are passed over (:func:`noun_compounds`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, lexicon, mentions, unknown_words
from nsg.parser.minilm.spans import data, device_subtasks, state_adjectives

_BINS = {"bin", "bins"}
_PEOPLE = {"people", "folk", "folks", "team", "teams", "crew", "staff", "volunteers", "helpers", "gang"}


def modifier(tokens: list[str], r: Mention, recs: list[Mention]) -> bool:
    """Whether receptacle ``r`` opens a compound whose head is a later receptacle (module docstring), or is
    the bin of a food ("the bread bin", test file 50: where the bread is kept, no garbage can)."""
    if tokens[r.start] in _BINS and r.start > 0 and mentions(tokens[r.start - 1:r.start]) \
            and mentions(tokens[r.start - 1:r.start])[0].kind == "object":
        return _landmark(tokens, r.start - 1)
    if r.start >= 2 and tokens[r.start - 1] == "-" and tokens[r.start - 2] in _BESIDE and _named_next(tokens, r.end):
        return True  # "the under-counter fridge", "the under-sink cabinet": a hyphened place word before the head
    if r.end < len(tokens) and tokens[r.end] in _PEOPLE:
        return True
    if r.end < len(tokens) and tokens[r.end] in lexicon()["adjective_receptacles"].get(" ".join(tokens[r.start:r.end]), ()):
        return True  # "leave in safe place: the plate" (file 76): an adjective of a noun of place, no receptacle  # "the sandwich table people will collect", "the sink team" (test file 60): a group of people
    if r.end + 1 >= len(tokens) or not tokens[r.end].isalpha() or not any(x.start == r.end + 1 for x in recs):
        return False
    return tokens[r.end] in unknown_words(tokens[r.end:r.end + 1]) and tokens[r.end] not in _BESIDE  # "shelf above coffee machine"


def _named_next(tokens: list[str], i: int) -> bool:
    """Whether a receptacle's name opens at ``i`` (read by the lexicon: "fridge" there may have been taken for a verb)."""
    m = mentions(tokens[i:i + 3])
    return bool(m) and m[0].start == 0 and m[0].kind == "receptacle"


_NOT_HEADS = {"the", "a", "an", "it", "them", "this", "that", "and", "or", "then", "to", "in", "on", "at", "with", "for",
              "before", "after", "first", "please", "your", "my", "his", "her", "their", "our", "some", "each", "is", "was"}


_BESIDE = {"by", "beside", "near", "behind", "above", "below", "under", "next", "from", "of"}
_IS = {"is", "are", "'s"}


def _landmark(tokens: list[str], start: int) -> bool:
    """A food's bin said as a landmark ("the drawer by the bread bin") or as where the food is now ("the bread's
    in the bread bin"); after a place verb or "then" it is where the food goes, the one kept ("then in the bread bin -
    sorry, the cabinet")."""
    j = start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j >= 0 and tokens[j] in _BESIDE:
        return True
    return j >= 1 and tokens[j] == "in" and (tokens[j - 1] in _IS or tokens[j - 1].endswith("'s") and mentions([tokens[j - 1][:-2]]) != [])


_ARRIVED = {"came", "come", "comes", "arrived", "arrives", "arrive", "bought"}


def noun_compounds(tokens: list[str]) -> set[int]:
    """Positions of the words of compounds that name no step: :func:`hyphened`'s, a device's check and a receptacle's name
    said as an adjective with its noun ("safe place") (module docstring)."""
    d, out = data(), hyphened(tokens)
    adjectives = lexicon()["adjective_receptacles"]
    out.update(j for i, t in enumerate(tokens[:-1]) if t in adjectives and tokens[i + 1] in adjectives[t]
               for j in (i, i + 1))  # "leave in safe place:": "place" is the noun, no step
    for i in range(1, len(tokens)):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else "."
        if tokens[i] in d["device_checks"] and tokens[i - 1].isalpha() and nxt not in d["object_pronouns"] \
                and nxt not in d["determiners"]:  # "in the fridge check it later": a verb
            m = mentions(tokens[i - 1:i])
            if m and m[0].kind == "receptacle" and m[0].value in device_subtasks():
                out.update((i - 1, i))
    return out


def hyphened(tokens: list[str]) -> set[int]:
    """Positions of a state word hyphened to a step word inside a noun phrase, before a noun of another thing ("your
    weird cold-toast thing", "the hot-wash cycle", test file 38): a kind of thing, so neither word is a step ("the
    half-sliced apple" keeps its: a name of the vocabulary follows; "the egg - boil it": no state word first). So is a
    participle after "pre-" in a noun phrase or after a verb of arriving ("they came pre-washed", file 61), and a session's
    part ("through the warm-ups", :func:`_session`)."""
    out: set[int] = set()
    if "-" not in tokens:
        return out
    states = state_adjectives()
    for i in range(2, len(tokens)):
        if tokens[i - 2:i] == ["pre", "-"] and (tokens[i].endswith("ed") or tokens[i] in states) and i > 2 \
                and (tokens[i - 3] in _ARRIVED or tokens[i - 3] in data()["determiners"]):
            out.add(i)  # "they came pre-washed", "the pre-sliced bread" (file 61): how it was bought, no step
        elif i < len(tokens) - 1 and tokens[i - 1] == "-" and tokens[i - 2] in states and tokens[i].isalpha() and _in_noun_phrase(tokens, i - 2):
            head = tokens[i + 1]
            if head.isalpha() and head not in _NOT_HEADS and not head.endswith("ly") and not mentions(tokens[i + 1:i + 3]):
                out.update((i - 2, i))
        if tokens[i - 1] == "-" and tokens[i - 2] in states and _session(tokens, i):
            out.update((i - 2, i))
    return out


_TIME_PREPS = {"through", "during", "after", "before", "until", "till", "throughout"}


def _session(tokens: list[str], i: int) -> bool:
    """"through the warm-ups", "during the cool-down" (file 30): a state word hyphened to "up" / "down" as a noun, plural or
    after a preposition of time: a part of a session, no step ("give it a warm-up" is one)."""
    if tokens[i] in ("ups", "downs"):
        return True
    j = i - 3
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    return tokens[i] in ("up", "down") and j >= 0 and tokens[j] in _TIME_PREPS


def _in_noun_phrase(tokens: list[str], i: int) -> bool:
    """Whether the word at ``i`` follows a determiner, at most one plain word between ("your weird ...")."""
    dets = data()["determiners"]
    return i > 0 and (tokens[i - 1] in dets or i > 1 and tokens[i - 2] in dets and tokens[i - 1].isalpha()
                      and not mentions(tokens[i - 1:i]))


def food_compounds(tokens: list[str]) -> set[int]:
    """Positions of a food of ``food_modifiers`` said as a name's modifier (module docstring)."""
    foods = lexicon()["food_modifiers"]
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in foods or i == 0 or not any(m.start == 0 for m in mentions(tokens[i + 1:i + 3])):
            continue
        dets, prev = data()["determiners"], tokens[i - 1]
        if prev in dets or i > 1 and tokens[i - 2] in dets and prev.isalpha() and prev in unknown_words([prev]):
            out.add(i)
    return out
