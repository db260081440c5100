"""A cooking verb said bare as a step of a list, then the vessel it is done in: "wash -> chop -> fry in the pan", "rinse
it, then fry in a hot pan" (file 68): the heating.

Why apart from the step table (``steps`` in data/connectives.json): "fry" alone is no step there ("I will fry later",
"tempted to fry", "cut into fries": test files 45-47 read "fry it" / "fried" only); said right after a list's mark or
an order word and right before "in" / "on", determiners and a receptacle, it is a recipe's step with the pan it is done
in (``vessel_verbs``).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data

_LEADS = {">", ",", ".", ":", ";", "|", "-", "!", "then", "and", "next", "after", "finally"}


def vessel_steps(tokens: list[str], recs: list[Mention], named: set[int]) -> list[StepCue]:
    """The steps of the bare cooking verbs of ``vessel_verbs`` (module docstring)."""
    verbs = data()["vessel_verbs"]
    words = {w: sub for sub, ws in verbs.items() for w in ws}
    if words.keys().isdisjoint(tokens):  # most texts
        return []
    dets, starts, out = set(data()["determiners"]), {r.start for r in recs}, []
    for i, t in enumerate(tokens[:-2]):
        if t not in words or i in named or i > 0 and tokens[i - 1] not in _LEADS or tokens[i + 1] not in ("in", "on"):
            continue
        j = i + 2
        while j < len(tokens) and (tokens[j] in dets or tokens[j] in ("hot", "big", "small", "large", "little")):
            j += 1
        if j in starts:
            out.append(StepCue(words[t], i, i + 1, "verb"))
    return out
