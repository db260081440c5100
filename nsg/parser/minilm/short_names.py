"""A receptacle said again short: "on the little table by your chair ... Wash it first, then fridge, then
table." (test file 50).

Why apart from the lexicon's longest match (:func:`nsg.parser.minilm.lexicon.mentions`): each match is read
alone, so a bare "table" is the dining table wherever it stands; but a one-word receptacle said after a
longer receptacle name that ends with that word ("the little table", "the coffee table") is that receptacle
named again by its head noun, as English does with a thing already introduced. So is a one-word object name after a
longer one ending with it ("Label on the glass bottles crate: BOTTLES: clean, cold", test file 52): the glass bottles;
and an object name's last word that is no name alone, after a determiner ("The salt shaker: ... that shaker clean",
file 47). So is "the machine" where the text names what a machine of the vocabulary makes ("COFFEE · ... on the
machine", file 52: ``machine_uses``): that machine; with no such word, "the machine" stays no name.
"""
from __future__ import annotations

from dataclasses import replace

from nsg.parser.minilm.closed_classes import data


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
    again = _heads_again(tokens, out) + (_machine(tokens, out) if "machine" in tokens else [])
    return tuple(sorted(out + again, key=lambda m: (m.start, m.kind))) if again else tuple(out)


_DETS = {"the", "that", "this", "my", "your", "our"}


def _heads_again(tokens: list[str], found: list) -> list:
    """"The salt shaker: ... that shaker clean" (file 47): the last word of an earlier object name of two or more words,
    no name of its own, after a determiner, is that object said again short."""
    heads = {tokens[m.end - 1]: m for m in found if m.kind == "object" and m.end - m.start > 1}
    if not heads:
        return []
    taken = {i for m in found for i in range(m.start, m.end)}
    return [replace(heads[t], start=i, end=i + 1) for i, t in enumerate(tokens)
            if t in heads and i > heads[t].end and i not in taken and tokens[i - 1] in _DETS]


def _machine(tokens: list[str], found: list) -> list:
    """"the machine" after a determiner, no name of its own, in a text that says what one machine makes (module docstring)."""
    taken = {i for m in found for i in range(m.start, m.end)}
    said = " " + " ".join(tokens) + " "
    made = [v for v, uses in data()["machine_uses"].items() if any(f" {u} " in said for u in uses)]
    if len(made) != 1 or not found:
        return []
    kind = type(found[0])
    return [kind("receptacle", made[0], i, i + 1) for i, t in enumerate(tokens)
            if t == "machine" and i not in taken and i > 0 and tokens[i - 1] in _DETS]
