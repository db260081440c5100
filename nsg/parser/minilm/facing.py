""""Before" said of where ("The fork in the drawer before you was washed ...", "the bowl before him.", file 16): after a
thing's name and right before a person, with no verb of that person after it (the person's clause would say when:
"wash it before you put it away"), "before" is "in front of", no order word.

Why apart from :mod:`nsg.parser.minilm.lookalikes` (which calls it): that module reads words of the tables said as other
words by their neighbours, and is full; this reads one such word, "before", by the person after it and what follows.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import Connective, data

# what follows the person when "before" says where: a verb of the thing before it ("... before you was washed", "the
# bowl before me holds", connectives.json facing_thing_verbs), or the end of the clause
_ENDS = {".", ",", ";", "!", "?", ":", "-", ")"}


def facing(tokens: list[str], c: Connective) -> bool:
    """Whether the connective ``c`` is "before" saying where (module docstring)."""
    k, d = c.start + 2, data()
    if tokens[c.start:c.end] != ["before"] or c.start == 0 or k > len(tokens) or tokens[c.start + 1] not in d["facing_persons"]:
        return False
    if k < len(tokens) and tokens[k] not in d["facing_thing_verbs"] and tokens[k] not in _ENDS:
        return False  # "before you put it away": the person's clause, a time
    lo = max(0, c.start - 4)
    return any(m.end == c.start - lo for m in mentions(tokens[lo:c.start]))  # right after a thing's name
