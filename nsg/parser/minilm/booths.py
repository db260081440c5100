"""A box that is a booth a person sits in: "the commentary box", "the signal box", "the scorers' box" (the kind behind
test files 60 and 62's misses).

Why a module of its own: "box" is a receptacle of the vocabulary ("put it in the lunch box"), but after a word of
``booth_words`` (a closed class in ``connectives.json``: what a booth is for, "commentary", "signal", "press",
"scorers'" ...) it names a small room where someone works, no receptacle: "take it to the commentary box for Emyr" is
carried to the person there (a hand-over, :func:`nsg.parser.minilm.handovers.handed_over`), "bring it to her in the
scorers' box" is given to her where she sits. So is a bare "the box" said right after "to", a person's pronoun and "in"
("take it up to him in the box"): where he is, as "to me in bed" is (:func:`nsg.parser.minilm.others.persons_place`);
"put it in the lunch box" stays a place, and so does "take it to school in the box" (no person's pronoun before "in").
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import OBJECT_PRONOUNS, data

_BOOTH_NAMES = {"box", "boxes"}  # the receptacle names a booth shares


def booth_at(tokens: list[str], i: int) -> int:
    """The end of a booth's name opening at ``i`` ("commentary box", "scorers ' box"), 0 when none opens there."""
    if i >= len(tokens) or tokens[i] not in data()["booth_words"]:
        return 0
    k = i + 1 + (tokens[i + 1:i + 2] == ["'"])  # "the scorers' box"
    return k + 1 if tokens[k:k + 1] and tokens[k] in _BOOTH_NAMES else 0


def booth(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` (a box) is a booth a person sits in (module docstring)."""
    if booth_at(tokens, r.start):
        return True  # "the press box": "press" (a cupboard to some) only says which box
    if tokens[r.start] not in _BOOTH_NAMES or r.start < 4:
        return False
    k = r.start - 1 - (tokens[r.start - 1] == "'")
    if booth_at(tokens, k) == r.end:
        return True  # "the commentary box", "the scorers' box"
    return tokens[r.start - 2:r.start] == ["in", "the"] and tokens[r.start - 4] == "to" and tokens[r.start - 3] in OBJECT_PRONOUNS
    # "to him in the box"; not "take it to school in the box" (a name the lexicon does not know may be a place)
