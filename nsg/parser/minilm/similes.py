"""A likeness told by a clause of its own: "as" and another doer doing a thing to another thing ("then cooled in the
fridge as the north wind cools a fevered brow", "as a woodsman fells the oak, so he cut the loaf to slices", an epic
poem's similes, file 70): from "as" to the end of its clause, its step words are no steps and its words fill no name slot.

Read only where the clause has that shape: "as", a determiner and at most three words (the doer), a verb's "-s" form and a
determiner right after it (the thing done to). "as the water boils, slice the apple" (a time, no object), "hot as the
grave", "as the recipe says" have no such shape and stay as they were.

Why apart from :func:`nsg.parser.minilm.anecdotes._likenesses` (a likeness opened by "like" and an "-ing" form), which
reads it with the other remarks whose words are no steps: this one is a finite clause with its own doer.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, DETERMINERS

_STOPS = BOUNDARY | {",", "-", "(", ")"}
_DOER_WORDS = 3


def similes(tokens: list[str]) -> set[int]:
    """Positions of the likeness clauses of ``tokens`` (module docstring)."""
    if "as" not in tokens:  # most texts: no likeness
        return set()
    out: set[int] = set()
    for i, t in enumerate(tokens[:-4]):
        if t != "as" or tokens[i + 1] not in DETERMINERS:
            continue
        verb = next((j for j in range(i + 3, min(len(tokens) - 1, i + 3 + _DOER_WORDS))
                     if tokens[j].endswith("s") and not tokens[j].endswith(("ss", "'s")) and tokens[j + 1] in DETERMINERS), None)
        if verb is None or not all(w.isalpha() for w in tokens[i + 2:verb]):
            continue
        out.update(range(i, next((j for j in range(verb, len(tokens)) if tokens[j] in _STOPS), len(tokens))))
    return out
