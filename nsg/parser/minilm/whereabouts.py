"""Where the object is now, said as a short heading with a container the vocabulary lacks ("apple in
the locker. Wash it", "potato in the bag, microwave it", "Bread's in the tin for the night shift. Slice
it", "My phone's on the banding wheel. Pick it up"): the kind recurs across test files 32, 34, 36 and 39.

Why apart from :mod:`nsg.parser.minilm.names`' other exemptions: those need a copula and a sentence end
right after the place ("The flask mug is in the car.") or a modal after it; here the heading is a verbless
fragment (or a contracted "'s"), closed by any clause mark, or by a "for ..." of whom it is for or a "from ..." of
whom it came from, the thing maybe said in what it comes in ("Bag of apples in the porch from Mrs P.", file 47), and a
later step is done to "it" or "them" ("get it cold", test file 50: the state after the pronoun). The container is where the object waits, no slot of the graph, so
the unknown word is reported but gives no refusal. "Slice the bread and put it in the tin" keeps its
refusal: the object does not open its clause there.

The place said right before the copula of a temperature ("The kettle on the counter is cold. Heat it.", file 73) is where
the subject stands now: it does not keep that state from being read as how the object is now (:func:`stands_at`, read by
:func:`nsg.parser.minilm.clauses.drop_background`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import lexicon

_BREAKS = frozenset({".", "!", ";", ":", ",", "-"})
_OPENS = frozenset({".", "!", "?", ";", ":", ",", "-"})
_COPULAS = frozenset({"is", "are"})
_ANAPHORS = (["it"], ["them"])


def heading_place(tokens: list[str], objs: list, lead: int, k: int, steps: list, dets: set[str]) -> bool:
    """Whether the preposition at ``lead`` follows an object that opens its clause (a heading: nothing but
    determiners and a clause mark before it; a "'s" or "is" between them allowed), the place ends at
    ``k`` with a clause mark or "for", and a later step verb is done to "it"/"them"."""
    if k >= len(tokens) or tokens[k] not in _BREAKS and tokens[k] not in ("for", "from"):
        return False
    for m in objs:
        if m.end == lead or m.end == lead - 1 and (tokens[m.end] in _COPULAS or tokens[m.end] in lexicon()["name_heads"]):  # "bread roll in the bag" (36)
            i = m.start - 1
            while i >= 0 and tokens[i] in dets:
                i -= 1
            if i >= 1 and tokens[i] == "of" and tokens[i - 1].isalpha() and tokens[i - 1] not in dets:
                i -= 2  # "Bag of apples in the porch." (file 47): the bag or box it comes in
                while i >= 0 and tokens[i] in dets:
                    i -= 1
            if i >= 0 and tokens[i] not in _OPENS:
                return False
            return any(x.start > k and x.form == "verb" and (tokens[x.end:x.end + 1] in _ANAPHORS
                                                             or tokens[x.start + 1:x.start + 2] in _ANAPHORS
                                                             or tokens[x.start - 1:x.start] in _ANAPHORS) for x in steps)
    return False


def stands_at(tokens: list[str], x, s) -> bool:
    """Whether the place step ``x`` ends right before the copula of the state step ``s`` ("on the counter is cold"): where
    the subject stands now, no step of its own (module docstring)."""
    return x.subtask == "place" and x.end < s.start and tokens[x.end:s.start] in (["is"], ["are"], ["was"], ["were"])
