"""Cooling let happen after a heating step joined by "and" ("boil an egg and let it cool", "microwave the mug and leave it
to go cold"; files 22 and 64): letting the thing cool is letting the heat it was given go, so it comes after the heating,
an order word "then", though "and" joins a list of free steps elsewhere.

Why apart from the connective table: "and" is a free join and "let" no order word; only the two together, the heating
right before in the same sentence and the cooling said as let happen ("let" / "leave" and the object's pronoun, "to",
"go" / "get" before the cooling word) order them. A step other than heating before it ("scrub the pan and let it go
cold") keeps the free join, and so does a free-order word in the sentence.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, Connective, Reading, data

_LET = {"let", "leave", "letting", "leaving"}
_ON = {"to", "go", "get"}  # "leave it to cool", "let it go cold", "let it get cold"


def let_cool(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives with each "and" between a heating step and a cooling let happen read as "then"."""
    starts = {s.start: s for s in reading.steps}
    out = []
    for c in reading.connectives:
        if c.meaning == "and" and tokens[c.start:c.end] == ["and"] and c.end + 2 < len(tokens) \
                and tokens[c.end] in _LET and tokens[c.end + 1] in data()["object_pronouns"]:
            k = c.end + 2
            while k < len(tokens) and tokens[k] in _ON and k < c.end + 4:
                k += 1
            before = [s for s in reading.steps if s.end <= c.start]
            if starts.get(k) is not None and starts[k].subtask == "cool" and before and before[-1].subtask == "heat" \
                    and not any(t in BOUNDARY for t in tokens[before[-1].end:c.start]) and not freed(tokens, reading, c.start):
                c = Connective("then", c.start, c.end)
        out.append(c)
    return out


def freed(tokens: list[str], reading: Reading, i: int) -> bool:
    """A free-order word in the sentence of word ``i`` ("boil it and let it cool, in any order"): the order is freed."""
    lo = max((k for k in range(i) if tokens[k] in BOUNDARY), default=-1)
    hi = next((k for k in range(i, len(tokens)) if tokens[k] in BOUNDARY), len(tokens))
    return any(c.meaning in _FREE and lo < c.start < hi for c in reading.connectives)


_FREE = {"any_order", "free", "either"}
