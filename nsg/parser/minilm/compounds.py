"""A receptacle's name as the first word of a longer name: "the box office counter" (the kind behind
test file 32's misses).

Why apart from the lexicon's longest match (:func:`nsg.parser.minilm.lexicon.mentions`): a name it knows
("box") can open a compound it does not ("box office"), whose head, after one unknown word, is another
receptacle of the vocabulary ("counter"). In English the head of a compound is its last noun, so the
first name only says which one ("the box office counter": a counter) and is no receptacle of its own.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, unknown_words


def modifier(tokens: list[str], r: Mention, recs: list[Mention]) -> bool:
    """Whether receptacle ``r`` opens a compound whose head is a later receptacle (module docstring)."""
    if r.end + 1 >= len(tokens) or not tokens[r.end].isalpha() or not any(x.start == r.end + 1 for x in recs):
        return False
    return tokens[r.end] in unknown_words(tokens[r.end:r.end + 1])
