"""Things set against each other: the one the request is about and the one it is not (the kinds behind
test file 48's misses).

Why apart from :mod:`nsg.parser.minilm.targets` (which calls these): contrast words are a closed class of
their own, read by where they stand, never per sentence:

- a name right after a contrast word and its determiner is the thing refused: "use the pot, not the
  pan", "in a mug, never a glass", "the mug rather than the cup", "instead of the cup", "No bread for
  Kieran", "forget the potato";
- a name after a verb under "don't" / "do not" (and a person it is for): "don't give him the egg
  sandwiches", "don't give Mia tomatoes" (a name for whom, file 49), "don't touch the wine bottle"; not with an order word after it in its clause ("don't cut
  the lettuce before it's been washed": a constraint), nor a rule told ("the knife never touches the apple");
- a name right before "instead" (its determiner and one word between), or right before a refused one, is
  the thing asked for: "He'll have a tomato instead", "Do him the bread instead", "use the pot, not the pan".

- a name said fine as it is, then ", leave" or another name ("the spatula's fine, leave it"; not "Tomato's fine.
  Wash it"), or said to stay, its clause ending there ("the salt shaker stays, ...", "the cup on the sill stays
  where it is"): the thing let be (:func:`let_be`);
- a name opening its clause right before "though" and a break ("The knife though, ...", "Plates though: ..."):
  the thing turned to, asked for.

A refused thing is passed over only when another thing is named (``target_of``), so "not the silver
kettle ... the white one" keeps the kettle.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import OBJECT_PRONOUNS, data, skip_back

_AFTER_COMMA = {"not", "never"}  # ", not the pan": a contrast only after a clause break ("it's not the ...": a copula)
_ANYWHERE = {("rather", "than"), ("instead", "of"), ("forget",), ("no",)}
_BREAKS = {",", ".", ";", "!", "?", ":", "-", "("}
_SERVING = {"give", "offer", "serve", "feed"}  # "don't give Mia the tomatoes": a person's name between (test file 49)
_ORDER_WORDS = {"until", "till", "before", "after", "once", "unless"}  # "don't cut the lettuce before ...": a constraint


def refused(tokens: list[str], m: Mention) -> bool:
    """Whether ``m`` is the thing refused by a contrast word before it, or let be (module docstring)."""
    if let_be(tokens, m) or _answered_no(tokens, m):
        return True
    j = skip_back(tokens, m.start - 1, set(data()["determiners"]) - {"no"})
    if j < 0:
        return False
    if tokens[j] in _AFTER_COMMA:
        return j == 0 or tokens[j - 1] in _BREAKS
    if any(tuple(tokens[j - len(w) + 1:j + 1]) == w for w in _ANYWHERE):
        return tokens[j] != "no" or m.start == j + 1  # "no bread", not "no, the bread"
    k = j - (tokens[j] in OBJECT_PRONOUNS or j >= 1 and tokens[j - 1] in _SERVING and tokens[j].isalpha())  # "give Mia tomatoes"
    return k >= 1 and tokens[k].isalpha() and _imperative_no(tokens, k - 1) and _ORDER_WORDS.isdisjoint(
        tokens[m.end:next((i for i in range(m.end, len(tokens)) if tokens[i] in _BREAKS), len(tokens))])


def _answered_no(tokens: list[str], m: Mention) -> bool:
    """"If he asks for a potato, it's a no." (file 48): a name in an "if" clause opening its sentence, the clause
    closed by a comma and a refusal (``refusals``) that ends the sentence: the thing turned down."""
    if "if" not in tokens[:m.start] or "no" not in tokens[m.end:]:
        return False  # most texts: cheap checks first
    i = m.start - 1
    while i >= 0 and tokens[i] not in _BREAKS and tokens[i] != "if":
        i -= 1
    comma = next((c for c in range(m.end, len(tokens)) if tokens[c] in _BREAKS), None)
    if i < 0 or tokens[i] != "if" or i > 0 and tokens[i - 1] not in _BREAKS or comma is None or tokens[comma] != ",":
        return False
    return any(tokens[comma + 1:comma + 1 + len(r)] == r and tokens[comma + 1 + len(r):comma + 2 + len(r)] in ([], ["."], ["!"], [";"])
               for r in _refusals())


def _refusals() -> list[list[str]]:
    return [r.split() for r in data()["refusals"]]


def _imperative_no(tokens: list[str], i: int) -> bool:
    """"don't" / "do not" at ``i``: a request not to do it ("the knife never touches the apple": a rule told)."""
    return tokens[i] in ("don't", "dont") or tokens[i] == "not" and i > 0 and tokens[i - 1] == "do"


def asked_for(tokens: list[str], objects: list[Mention]) -> Mention | None:
    """The name said right before "instead" (its determiners and at most one word between), or right before
    the thing a contrast refuses ("use the pot, not the pan": the pot, even after "use"); None when there is
    none, or when the name is where something goes ("in the bowl, not the plate": no thing asked for)."""
    if "instead" not in tokens and _AFTER_COMMA.isdisjoint(tokens) and "rather" not in tokens and "though" not in tokens:
        return None  # most texts: no contrast at all
    d = data()
    for m in objects:
        j = skip_back(tokens, m.start - 1, set(d["determiners"]))
        if j >= 0 and tokens[j] in d["receptacle_preps"] or _used_to(tokens, m, j, objects):
            continue
        k = m.end + (m.end < len(tokens) and tokens[m.end] not in _BREAKS and tokens[m.end] != "instead")
        if tokens[k:k + 1] == ["instead"] or tokens[m.end:m.end + 1] == ["instead"] \
                or tokens[m.end:m.end + 1] == ["though"] and tokens[m.end + 1:m.end + 2] in ([","], [":"], ["."]) \
                and (j < 0 or tokens[j] in _BREAKS):  # opening its clause: "Didn't wash the knife though." is none
            return m
        if any(o.value != m.value and m.end < o.start <= m.end + 4 and refused(tokens, o) for o in objects):
            return m
    return None


def _used_to(tokens: list[str], m: Mention, j: int, objects: list[Mention]) -> bool:
    """"can I use a pot instead of a pan to boil the potato?" (file 54): a thing after "use", then "to" and another
    thing (no tool) after it, is what the step is done with; the thing asked for is that other."""
    to = next((i for i in range(m.end, min(len(tokens), m.end + 8)) if tokens[i] == "to"), None)
    return j >= 0 and tokens[j] in data()["tool_preps"] and to is not None \
        and any(o.start > to and o.value != m.value and o.value not in data()["tools"] for o in objects)


_LET_BE = {"fine", "stays", "stay"}
_LET_BE_ENDS = _BREAKS | {"where", "as", "exactly", "put", "there"}


def let_be(tokens: list[str], m: Mention) -> bool:
    """"the spatula's fine, leave it", "the salt shaker stays, ...", "the cup on the sill stays where it is" (test file
    48): the name, a place of it at most, "stays" or "is fine", then its clause ends (or "where it is", "put")."""
    if _LET_BE.isdisjoint(tokens[m.end - 1:m.end + 8]):
        return False
    k = m.end
    if tokens[k:k + 1] and tokens[k] in data()["receptacle_preps"]:  # "on the windowsill": where it is now
        k = next((i for i in range(k + 1, min(len(tokens), k + 5)) if tokens[i] in _LET_BE or tokens[i] in _BREAKS), k)
    if tokens[m.end - 1].endswith("'s") and k == m.end:
        k -= 1
    elif tokens[k:k + 1] == ["is"] and tokens[k + 1:k + 2] == ["fine"]:
        pass
    elif k < len(tokens) and tokens[k] in ("stays", "stay"):
        k -= 1
    else:
        return False
    if tokens[k + 1:k + 2] == ["fine"]:  # "Tomato's fine. Wash it": fine to use; "fine, leave it", "fine, the mug is not"
        return tokens[k + 2:k + 3] == [","] and k + 3 < len(tokens) and (tokens[k + 3] in ("leave", "but")
                                                                            or tokens[k + 3] in data()["determiners"])
    return k + 2 < len(tokens) and tokens[k + 1] in _LET_BE and tokens[k + 2] in _LET_BE_ENDS
