"""What is sold somewhere ("They sell boiled eggs on sticks at the night market", "the deli sells hot pies", file 47):
a verb of selling and the rest of its clause say what others offer, a travel remark; their step words and receptacles
are neither steps nor places (read into :func:`nsg.parser.minilm.anecdotes.remarked`)."""
from __future__ import annotations

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

