"""A move's word said over and over as a sound ("Four stations, bang bang bang bang!", "then pop, pop, pop, done", file
16): a place verb said two times or more in a row, nothing after the run but the end of its clause, is the noise the
jobs make (or their pace), no step; one "bang" with its object ("bang it in the fridge") is a move.

Why apart from :mod:`nsg.parser.minilm.anecdotes` (which calls it with the other remarks whose step words are no steps):
this reads the words of one run, not a remark's frame.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import verbs_of

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
