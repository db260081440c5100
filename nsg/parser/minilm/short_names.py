"""A receptacle said again short: "on the little table by your chair ... Wash it first, then fridge, then
table." (test file 50).

Why apart from the lexicon's longest match (:func:`nsg.parser.minilm.lexicon.mentions`): each match is read
alone, so a bare "table" is the dining table wherever it stands; but a one-word receptacle said after a
longer receptacle name that ends with that word ("the little table", "the coffee table") is that receptacle
named again by its head noun, as English does with a thing already introduced. So is a one-word object name after a
longer one ending with it ("Label on the glass bottles crate: BOTTLES: clean, cold", test file 52): the glass bottles.
"""
from __future__ import annotations

from dataclasses import replace


def said_short(tokens: list[str], found: list) -> tuple:
    """``found`` (mentions in text order) with each one-word receptacle or object name that repeats the last word of an
    earlier, longer name of its kind given that name's value."""
    out: list = []
    for m in found:
        if m.end - m.start == 1:
            fuller = [o for o in out if o.kind == m.kind and o.end - o.start > 1 and tokens[o.end - 1] == tokens[m.start]]
            if fuller and fuller[-1].value != m.value:
                m = replace(m, value=fuller[-1].value)
        out.append(m)
    return tuple(out)
