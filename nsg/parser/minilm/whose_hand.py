"""Whose hand: "in the person's hand", "into the runner's hands", "in the robot's gripper" read as the ``holding``
phrase "in the hand" they mean (a pick).

Why apart from :mod:`nsg.parser.minilm.lexicon` (at its length limit), which calls it on every text's words: the
doer's name is any word, known to the vocabulary or not, so it is dropped before names are looked up; otherwise an
unknown doer ("the visiting councillor's hand", file 59) would be refused as a thing the vocabulary lacks.

So are one or two words describing the hand itself between its owner's word and it ("bore it hot in his mighty hand", "in
her trembling hands", "in my left hand", file 70): the same phrase ("a hand towel", "the hand soap" name things, kept; "in your own hand", "in my
very hand" are ``holding`` phrases of their own).
"""
from __future__ import annotations

_HANDS = {"hand", "hands", "gripper", "grippers"}
_MOVED = (["up"], ["it"], ["them"], ["back"], ["and"], [","])  # "ends up in", "put it into", "back in", "washed and in": where it goes
_INTO = (["in"], ["into"])


_HOLDERS = {"your", "my", "his", "her", "their", "our", "its", "the", "me", "both", "one"}  # "in his paws", "in both fists"


def hands_said_otherwise(tokens: list[str], hand_words: dict[str, str]) -> list[str]:
    """"in his paws", "into your fist", "in her grasp", "in both mitts" (a storyteller's animals, a pirate's fist, a hero's
    gauntlet; file 70): a word of the lexicon's ``hand_words`` after "in" / "into" and a possessive (or "both") is the
    hand it means, so the phrase reads as the ``holding`` phrase; said elsewhere ("a fist bump", "the bear's paw print")
    it is left as it is."""
    if hand_words.keys().isdisjoint(tokens):
        return tokens
    return [hand_words[t] if t in hand_words and i >= 2 and tokens[i - 1] in _HOLDERS and tokens[i - 2] in ("in", "into")
            else t for i, t in enumerate(tokens)]


def whose_hand_dropped(tokens: list[str]) -> list[str]:
    """"in the person's hand", "into the runner's hands", "in the robot's gripper": whose hand it is (any
    doer, test file 44) is dropped, so the phrase reads as the ``holding`` phrase "in the hand" it means; so are one
    or two words describing the doer between "the" and the name ("in the visiting councillor's hand", "into the head
    chef's hands", file 59); a name said for the doer where the object goes ("ends up in Derek's hands", "put it into
    Tom's hands", test file 53; "washed and in Nadia's hand", file 52) is that phrase's "the" ("the washing is in Sam's
    hands": whose job it is)."""
    if _HANDS.isdisjoint(tokens):
        return tokens
    tokens = _described_dropped(tokens)
    whose = [t.endswith("'s") and 0 < i < len(tokens) - 1 and tokens[i + 1] in _HANDS for i, t in enumerate(tokens)]
    dropped: set[int] = set()
    for i, w in enumerate(whose):
        if not w:
            continue
        for n in (0, 1, 2):  # the words describing the doer ("visiting", "head")
            d = i - 1 - n
            if d >= 1 and tokens[d] == "the" and tokens[d - 1:d] in _INTO \
                    and all(x.isalpha() and x not in ("the", "a", "in", "into") for x in tokens[d + 1:i]):
                dropped.update(range(d + 1, i + 1))
                break
    return ["the" if w and tokens[i - 1] in ("in", "into") and tokens[i - 2:i - 1] in _MOVED else t  # "in Derek's hands"
            for i, (t, w) in enumerate(zip(tokens, whose)) if i not in dropped]


_OWNERS = {"his", "her", "my", "your", "their", "our", "the"}
_HANDED = {"it", "them", "me", "him", "her", "us", "you", "over", "back", "out", "round", "the", "a", "an", "this", "that", "to"}
_NOT_DESCRIBING = {"a", "an", "in", "into", "own", "very", "and", "or", "then", "but", "so", "it", "them"}
_HAND_THINGS = {"towel", "towels", "soap", "wash", "cream", "lotion", "sanitiser", "sanitizer", "blender", "mixer"}


def _described_dropped(tokens: list[str]) -> list[str]:
    """``tokens`` without the words describing a hand after "in" / "into" and its owner's word (module docstring)."""
    dropped: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _HANDS or tokens[i + 1:i + 2] and (tokens[i + 1] in _HAND_THINGS or tokens[i + 1] in _HANDED):
            continue  # "a hand towel"; "in my cup and hand it to me": the verb
        for n in (1, 2):  # "his mighty hand", "her small cold hands"
            o = i - 1 - n
            if o >= 1 and tokens[o] in _OWNERS and tokens[o - 1:o] in _INTO \
                    and all(x.isalpha() and x not in _OWNERS and x not in _NOT_DESCRIBING for x in tokens[o + 1:i]):
                dropped.update(range(o + 1, i))
                break
    return [t for i, t in enumerate(tokens) if i not in dropped] if dropped else tokens
