"""Another thing that gets cold or hot by itself ("the box gets cold at night", "the cabin goes warm in the
afternoon": the kind behind a test file 36 miss): the weather or the place, the reason for the request,
no step of the object and no place.

Why apart from :mod:`nsg.parser.minilm.happened` (a temperature the object itself took, "the tea's gone
cold"): here the subject is another noun, led by a determiner, and the clause says how it becomes; the
object's own name as the subject ("the egg gets cold") stays with the steps' readings.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY

_BECOMES = {"gets", "got", "goes", "went", "turns", "turned", "becomes", "became"}
_STATES = {"cold", "hot", "warm", "chilly", "freezing", "boiling", "cool", "toasty", "baking"}
_LEADS = {"the", "this", "that", "our", "my", "your"}
_STOPS = BOUNDARY | {",", "-", "(", ")", "and", "but", "so"}


def others_become(tokens: list[str]) -> set[int]:
    """Positions, from the subject's determiner to the end of its clause, of a noun other than the object
    named first (the task's) that "gets / goes / turns" a state by itself (module docstring)."""
    if not _BECOMES.intersection(tokens):
        return set()
    named = [m for m in mentions(tokens) if m.kind == "object"]  # the task's object: the first one named
    objects = {i for m in named if m.value == named[0].value for i in range(m.start, m.end)}
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _BECOMES or i < 2 or i + 1 >= len(tokens) or tokens[i + 1] not in _STATES or tokens[i - 2] not in _LEADS \
                or not tokens[i - 1].isalpha() or i - 1 in objects or tokens[i - 1] in ("it", "one", "ones"):
            continue
        end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _STOPS), len(tokens))
        out.update(range(i - 2, end))
    return out
