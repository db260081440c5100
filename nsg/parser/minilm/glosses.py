"""A word glossed: "The translation says mug, I mean the big cup with the picture of the cat." (file 45).

Why apart from :mod:`nsg.parser.minilm.corrections` (a speaker taking back a step, a receptacle or a name): here "I
mean" follows a name said as a word ("says mug", "By mug", "when I say mug,"), not after a place's preposition, and
what comes after it (a determiner and at most three words naming nothing and a receptacle) says which thing that word means:
the thing itself, so the receptacle is no place ("put it in the bowl, I mean the plate" keeps its correction).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, data, skip_back


def glossed(tokens: list[str], r: Mention) -> bool:
    """Whether receptacle ``r`` says what a name said right before "I mean" means (module docstring)."""
    d = data()
    j = skip_back(tokens, r.start - 1, d["determiners"])
    k = next((k for k in range(j, max(j - 4, 0), -1) if tokens[k - 1:k + 1] == ["i", "mean"]), None)
    if k is None or not all(t.isalpha() and not mentions([t]) for t in tokens[k + 1:j + 1]):
        return False  # "I mean the big cup": at most two describing words, no thing of the vocabulary among them
    n = k - 2 - (tokens[k - 2:k - 1] == [","])  # the name glossed: "mug, I mean", "By mug I mean"
    said = [m for m in mentions(tokens[max(0, n - 2):n + 1]) if m.kind == "object" and max(0, n - 2) + m.end == n + 1]
    if not said:
        return False
    b = skip_back(tokens, max(0, n - 2) + said[0].start - 1, d["determiners"])
    if b >= 0 and tokens[b] == "by" and (b == 0 or tokens[b - 1] in SENTENCE_ENDS):
        return True  # "By mug I mean the big cup."
    return b < 0 or tokens[b] not in d["receptacle_preps"]  # "in the bowl, I mean the plate": a correction


def device_glosses(tokens: list[str], lo: int, hi: int) -> set[int]:
    """Positions in ``lo:hi`` of a device named alone in brackets after a state word ("pot containing clean (sink) + cold
    (fridge) tomato", file 13): where the state was got, a gloss, so no words of their own between a vessel and what it holds."""
    if "(" not in tokens[lo:hi]:
        return set()
    words = {w for names in data()["device_words"].values() for w in names}
    return {k for i in range(lo, hi - 2) if tokens[i] == "(" and tokens[i + 1] in words and tokens[i + 2] == ")"
            for k in range(i, i + 3)}
