"""A move's word said over and over as a sound ("Four stations, bang bang bang bang!", "then pop, pop, pop, done", file
16): a place verb said two times or more in a row, nothing after the run but the end of its clause, is the noise the
jobs make (or their pace), no step; one "bang" with its object ("bang it in the fridge") is a move.

So is a step word said in a smell ("burnt toast smell.", "a smell of burnt toast", file 52): the words before a smell
noun (``smell_nouns``) or after "smell of", in its sentence, say what is smelt, no step; "smell it", "you can smell the
toast" (a verb) are no smell noun.

Why apart from :mod:`nsg.parser.minilm.anecdotes` (which calls it with the other remarks whose step words are no steps):
this reads the words of one run, not a remark's frame.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import data, verbs_of

_BETWEEN = {",", "-"}  # "bang, bang, bang"
_ENDS = {".", "!", "?", ";", ":", ",", "-", ")"}


@lru_cache(maxsize=1)
def _moves() -> frozenset[str]:
    """The one-word place verbs ("bang", "pop", "slap")."""
    return verbs_of("place")


def sounds(tokens: list[str]) -> set[int]:
    """Positions of the runs of one move's word said as a sound (module docstring)."""
    out: set[int] = set()
    moves, i = _moves(), 0
    while i < len(tokens):
        if tokens[i] not in moves:
            i += 1
            continue
        run, j = [i], i + 1
        while j < len(tokens) and (tokens[j] == tokens[i] or tokens[j] in _BETWEEN and tokens[j + 1:j + 2] == [tokens[i]]):
            if tokens[j] == tokens[i]:
                run.append(j)
            j += 1
        if len(run) >= 2 and (j == len(tokens) or tokens[j] in _ENDS):
            out.update(range(i, j))
        i = j
    return out


_SMELT = {"it", "them", "that", "this", "the", "a", "an", "me", "you", "him", "her", "us", "for", "if", "whether", "like"}
_SMELLER = {"i", "you", "we", "they", "he", "she", "to", "can", "could", "will", "would", "just", "and", "then", "please", "don't",
            "must", "should", "it", "must've", "the"}  # a verb's subject, auxiliary or its "to": "you smell"; "the smell" a noun


_RID = {"off", "out", "away", "up", "rid", "of", "no", "any", "fix", "clear"}  # "wash off smell": the smell removed


def smells(tokens: list[str]) -> set[int]:
    """Positions of the words that say what is smelt (module docstring)."""
    nouns = data()["smell_nouns"]
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in nouns:
            continue
        if tokens[i + 1:i + 2] == ["of"]:  # "a smell of burnt toast"
            k = i + 2
            while k < len(tokens) and k < i + 6 and tokens[k].isalpha():
                k += 1
            out.update(range(i, k))
            continue
        if i == 0 or tokens[i - 1] in _SMELLER or tokens[i + 1:i + 2] and tokens[i + 1] in _SMELT:
            continue  # "you smell it", "smell the toast": a verb
        j = i
        while j > 0 and j > i - 4 and tokens[j - 1].isalpha() and tokens[j - 1] not in _SMELLER | _RID:
            j -= 1
        out.update(range(j, i + 1))  # "burnt toast smell"
    return out
