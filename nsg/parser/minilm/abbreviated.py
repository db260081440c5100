"""Abbreviations of a measure before its number: "cut into strips of approx. 2 cm", "ca. 5 minutes" (file 66).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit): the dot of such an abbreviation, right
before a number, is no sentence end, so it is taken out of the text before it is split into words (a sentence end
there would cut one list of steps in two). Only the words of ``abbreviations`` in ``data/connectives.json``, and only
before a number: "approx. the size of an egg" keeps its dot, as does a sentence that ends in one of them.
"""
from __future__ import annotations

import re
from functools import lru_cache

from nsg.parser.minilm.closed_classes import data


@lru_cache(maxsize=1)
def _dotted() -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted(data()["abbreviations"], key=len, reverse=True))
    return re.compile(rf"\b({words})\.(?=\s*\d)", re.IGNORECASE)


def unabbreviated(text: str) -> str:
    """``text`` without the dot of a measure's abbreviation before its number (module docstring)."""
    if "." not in text:
        return text
    return _dotted().sub(r"\1", text)
