"""What is sold somewhere ("They sell boiled eggs on sticks at the night market", "the deli sells hot pies", file 47):
a verb of selling and the rest of its clause say what others offer, a travel remark; their step words and receptacles
are neither steps nor places (read into :func:`nsg.parser.minilm.anecdotes.remarked`)."""
from __future__ import annotations

from typing import Callable

_SELLING = {"sell", "sells", "sold", "selling", "flog", "flogs", "flogged"}
_STOPS = {".", "!", "?", ";", ",", ":", "-", "(", ")", "and", "but", "so"}


def sold(tokens: list[str]) -> set[int]:
    """Positions of each clause part from a verb of selling to its clause's end (module docstring)."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t in _SELLING and i > 0 and tokens[i - 1] not in _STOPS:  # a subject before it: not "Sell ..." opening a note
            k = i + 1
            while k < len(tokens) and tokens[k] not in _STOPS:
                k += 1
            out.update(range(i, k))
    return out


_PUTS = {"put", "puts", "putting", "sprinkle", "sprinkles", "spread", "spreads"}
_ONTO = {"on", "onto", "over"}
_THE_THING = {"it", "them", "top"}  # "on it", "on top"


def put_on_it(tokens: list[str], named: Callable[[], set[int]]) -> set[int]:
    """"Mum will only put cress on it" (file 47): a verb of putting, one to three words that are no name of the
    vocabulary (``named()``: positions of names, read only when the words fit) nor a pronoun, then "on it" / "on top":
    something else put on the object, no place of it."""
    out: set[int] = set()
    names: set[int] | None = None
    for i, t in enumerate(tokens):
        if t not in _PUTS:
            continue
        k = next((k for k in range(i + 2, min(i + 5, len(tokens) - 1)) if tokens[k] in _ONTO), None)
        if k is None or tokens[k + 1] not in _THE_THING or tokens[i + 1] in ("it", "them", "one", "that", "this") \
                or any(not tokens[j].isalpha() for j in range(i + 1, k)):
            continue
        names = named() if names is None else names
        if any(j in names for j in range(i + 1, k)):
            continue
        out.update(range(i, k + 2))
    return out
