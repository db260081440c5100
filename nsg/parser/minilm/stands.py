"""Another thing said to stand somewhere, the thing itself a receptacle of the vocabulary ("Heat the mug. The pot's on
the hob.", "The bowl is still in the sink."): the sentence only says where that thing is, so neither its receptacle
nor the thing itself is a place of the object. :func:`nsg.parser.minilm.located.others_located` finds the sentence
(another thing, its copula or "'s", then where it is) and drops the receptacle after the verb; this gives the
subject's own start when the subject is a receptacle too, so the graph does not put the object in it."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions

_BE = {"is", "are", "was", "were", "sits", "sat", "stays", "stayed"}
_AT = {"in", "on", "inside", "at", "by", "under", "beside", "near", "next"}
_BETWEEN = {"still", "already", "now", "just", "right", "over", "back", "out", "sitting", "standing", "left", "been", "all", "both"}  # "The pot's been on the hob"


def stands_at(tokens: list[str], lo: int, word: str, hi: int) -> set[int]:
    """The start of the subject at ``lo`` (its last word ``word``, without "'s"), when it is a receptacle and its clause
    (ending at ``hi``) goes on with a copula or "'s", a few adverbs and a preposition of place (module docstring)."""
    j = lo + 1
    if not tokens[lo].endswith("'s"):
        if j >= hi or tokens[j] not in _BE:
            return set()
        j += 1
    while j < hi and tokens[j] in _BETWEEN:
        j += 1
    if j >= hi or tokens[j] not in _AT:
        return set()
    out = {lo} if any(m.kind == "receptacle" and m.end == 1 for m in mentions([word])) else set()
    if lo >= 1 and any(m.kind == "receptacle" and m.start == 0 and m.end == 2 for m in mentions([tokens[lo - 1], word])):
        out.add(lo - 1)  # "The frying pan's on the stove": a name of two words
    return out
