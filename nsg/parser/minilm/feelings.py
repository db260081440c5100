"""A feeling given, said with a giving verb ("It would give me the greatest comfort to know that the potato is warm ...",
a Regency letter's, file 70; "it gives us great pleasure", "that gave her such relief"): the giving verb, whom it is
given to and the feeling (``feeling_nouns`` in connectives.json, after at most three words: "the greatest", "such
great") are no pick ("give me the apple" is one) and the feeling fills no name slot.

Why apart from the idioms' phrase list (:func:`nsg.parser.minilm.clauses.idioms`): the words between the receiver and the
feeling are any words of degree, too many phrases to list; read with the remarks (:func:`nsg.parser.minilm.anecdotes.remarked`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.closed_classes import data

_GIVING = {"give", "gives", "gave", "given", "giving", "bring", "brings", "brought", "bringing", "afford", "affords", "afforded"}
_RECEIVERS = {"me", "us", "you", "him", "her", "them"}
_BETWEEN = 3


@lru_cache(maxsize=1)
def _feelings() -> frozenset[str]:
    """The words of connectives.json feeling_nouns."""
    return frozenset(data()["feeling_nouns"])


def feelings_given(tokens: list[str]) -> set[int]:
    """Positions of each feeling given (module docstring): the giving verb to the feeling."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-2]):
        if t not in _GIVING or tokens[i + 1] not in _RECEIVERS:
            continue
        k = next((k for k in range(i + 2, min(len(tokens), i + 3 + _BETWEEN)) if tokens[k] in _feelings()), None)
        if k is not None and all(w.isalpha() for w in tokens[i + 2:k]):
            out.update(range(i, k + 1))
    return out
