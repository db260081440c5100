"""A name said as the matter talked about: "just on the fruit bowl thing, ...", "about the kettle business: ...",
"re the fridge situation" (the kind behind one of test file 53's misses, spoken at a meeting).

Why apart from the lexicon's matches (:func:`nsg.parser.minilm.lexicon.mentions`): a name right before a noun of a
matter ("thing", "business", "issue" ...) with "the" and a preposition of topic just before it ("on", "about",
"back to") names what people are talking about, neither
the thing of the task nor where it goes, so its mention is taken out, both as an object and as a receptacle ("on
the fruit bowl thing" is no place either). Only when another thing is named in the text: "The pan thing needs a
scrub" keeps the pan, its only name; "the egg thing" said with no preposition ("I promised you the egg thing", "the
fridge business has to happen first") is the task's thing or step, kept.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention

_ABOUT = {"on", "about", "re", "regarding", "to", "with", "over"}  # "on the ... thing", "back to the ... thing"
_MATTERS = {"thing", "business", "issue", "situation", "saga", "debate", "question", "discussion", "problem"}


def matters(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` without the names said as a matter talked about (module docstring)."""
    if _MATTERS.isdisjoint(tokens):
        return found  # most descriptions
    talked = [m for m in found if tokens[m.end:m.end + 1] and tokens[m.end] in _MATTERS and _about_the(tokens, m.start)]
    if not talked or not any(o.kind == "object" and o not in talked for o in found):
        return found
    return [m for m in found if m not in talked]


def _about_the(tokens: list[str], i: int) -> bool:
    """A preposition of topic and "the" before the name at ``i``, one word between at most ("on the fruit bowl")."""
    j = next((k for k in range(i - 1, max(i - 3, -1), -1) if tokens[k] == "the"), None)
    return j is not None and j > 0 and tokens[j - 1] in _ABOUT
