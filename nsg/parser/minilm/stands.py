"""Another thing said to stand somewhere, the thing itself a receptacle of the vocabulary ("Heat the mug. The pot's on
the hob.", "The bowl is still in the sink."): the sentence only says where that thing is, so neither its receptacle
nor the thing itself is a place of the object. :func:`nsg.parser.minilm.located.others_located` finds the sentence
(another thing, its copula or "'s", then where it is) and drops the receptacle after the verb; this gives the
subject's own start when the subject is a receptacle too, so the graph does not put the object in it."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import skip_forward

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


_DETS = {"a", "an", "the", "some", "two", "your", "my"}
_THERE = (["there's"], ["there", "is"], ["there", "are"], ["there", "was"], ["there", "were"], ["there're"])
_SENTENCE_OPEN = {".", "!", "?", ";", "(", ":"}


def there_stands(tokens: list[str], target_value: str) -> set[int]:
    """"Heat the mug. There's a pot on the hob.": a sentence that opens "there's" / "there is", then another thing of the
    vocabulary (a receptacle itself or not) and where it stands: the starts of that thing and of its receptacle, no
    place of the object (the object itself said so, "There's an apple on the counter", is left to the other rules); not when a later "on it" or "there" points back to it."""
    out: set[int] = set()
    for lo in [0] + [i + 1 for i, t in enumerate(tokens) if t in _SENTENCE_OPEN]:
        head = next((h for h in _THERE if tokens[lo:lo + len(h)] == h), None)
        if head is None:
            continue
        j = lo + len(head)
        j = skip_forward(tokens, j, _DETS)
        found = [m for m in mentions(tokens[j:j + 3]) if m.start == 0]
        if not found or any(m.value == target_value for m in found):
            continue
        k = j + max(m.end for m in found)
        k = skip_forward(tokens, k, _BETWEEN)
        if k >= len(tokens) or tokens[k] not in _AT:
            continue
        stop = next((i for i in range(k, len(tokens)) if tokens[i] in _SENTENCE_OPEN or tokens[i] in (",", "and", "so")), len(tokens))
        if any(t == "there" or t in _AT and tokens[i + 1:i + 2] in (["it"], ["them"], ["that"], ["this"]) for i, t in enumerate(tokens[stop:], stop)):
            continue  # "There's a plate on the table, put the mug on it.": the thing named to be the place
        out |= {j} | {k + m.start for m in mentions(tokens[k:stop]) if m.kind == "receptacle"}
    return out
