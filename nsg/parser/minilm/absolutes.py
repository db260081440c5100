"""A thing held while the doer works, said as an absolute phrase: "<thing> in hand" set off by commas or opening its
sentence ("Knife in hand, he sliced the tomato", "the hero, bronze knife in hand, cut it into slices", a mock epic's,
file 70): what the doer holds as a tool, no pick and no target, when another thing is named in the text; "Cup in hand, she
rinsed it" (no other thing) holds the cup itself, and "keep it in hand" is a pick.

Why apart from the holding phrases (``holding`` in connectives.json, read for the target): here the held thing is named
right before "in hand", with no verb, so its words are read with the remarks (:func:`nsg.parser.minilm.anecdotes.remarked`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions

_OPENS = {".", "!", "?", ";", ":", ",", "(", "-"}
_CLOSES = {",", ")", "-", ";"}


def held_as_tools(tokens: list[str]) -> set[int]:
    """Positions of each absolute "<thing> in hand" (module docstring), from the thing's first word to "hand"."""
    if "hand" not in tokens:  # most texts: no hand
        return set()
    out: set[int] = set()
    found = None
    for i in range(1, len(tokens) - 1):
        if tokens[i:i + 2] != ["in", "hand"] or i + 2 < len(tokens) and tokens[i + 2] not in _CLOSES:
            continue
        found = found if found is not None else [m for m in mentions(tokens) if m.kind == "object"]
        held = next((m for m in found if m.end == i), None)
        if held is None or not any(m.value != held.value for m in found):
            continue  # "Cup in hand, she rinsed it": the thing itself
        lo = held.start
        while lo > 0 and tokens[lo - 1].isalpha() and tokens[lo - 1] not in ("and", "then", "it", "them") and held.start - lo < 2:
            lo -= 1  # "bronze knife", "his knife"
        if lo == 0 or tokens[lo - 1] in _OPENS:
            out.update(range(lo, i + 2))
    return out
