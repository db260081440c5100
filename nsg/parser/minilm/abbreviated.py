"""Abbreviations of a measure before its number: "cut into strips of approx. 2 cm", "ca. 5 minutes" (file 66); and
abbreviations a text defines in a legend first: "Abbreviations: cl = clean, ch = chill. Lettuce: ch, cl." (file 14).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit): the dot of such an abbreviation, right
before a number, is no sentence end, so it is taken out of the text before it is split into words (a sentence end
there would cut one list of steps in two). Only the words of ``abbreviations`` in ``data/connectives.json``, and only
before a number: "approx. the size of an egg" keeps its dot, as does a sentence that ends in one of them.

A legend (a label of ``legend_labels``, a colon, then "short = word" pairs up to the sentence's end) defines words, it
asks for no step: it is taken out, and each short form (up to four letters, none of ``legend_reserved``) said after it
is read as its word. A text without "=" is left alone.

A word spelled on the radio in the phonetic alphabet, three spelling words or more joined by hyphens ("Tango-Oscar-Mike-
Alpha-Tango-Oscar, one, needs chilling", file 73), is read as the word their first letters spell (``phonetic_alphabet``);
a lone "Alpha" or "Mike" is left alone.
"""
from __future__ import annotations

import re
from functools import lru_cache

from nsg.parser.minilm.closed_classes import data

_PAIR = r"[a-z]{1,4}\s*=\s*[a-z]+"


@lru_cache(maxsize=1)
def _dotted() -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted(data()["abbreviations"], key=len, reverse=True))
    return re.compile(rf"\b({words})\.(?=\s*\d)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _legend() -> re.Pattern[str]:
    labels = "|".join(re.escape(w) for w in data()["legend_labels"])
    return re.compile(rf"\b(?:{labels})\s*:\s*({_PAIR}(?:\s*(?:,|;|and)\s*{_PAIR})*)\s*[.;]", re.IGNORECASE)


@lru_cache(maxsize=1)
def _spelling() -> re.Pattern[str]:
    words = "|".join(sorted(data()["phonetic_alphabet"], key=len, reverse=True))
    return re.compile(rf"\b(?:{words})(?:\s*-\s*(?:{words})){{2,}}\b", re.IGNORECASE)


def _spelled(match: re.Match[str]) -> str:
    letters = data()["phonetic_alphabet"]
    return "".join(letters[w.strip().lower()] for w in match.group(0).split("-"))


def unabbreviated(text: str) -> str:
    """``text`` without the dot of a measure's abbreviation before its number, its legend read, a word spelled in the
    phonetic alphabet read (module docstring)."""
    if "-" in text:
        text = _spelling().sub(_spelled, text)
    if "=" in text:
        text = _legend_read(text)
    if "." not in text:
        return text
    return _dotted().sub(r"\1", text)


def _legend_read(text: str) -> str:
    """``text`` with its legend taken out and the short forms after it written out (module docstring)."""
    m = _legend().search(text)
    if m is None:
        return text
    reserved = set(data()["legend_reserved"])
    pairs = {a.lower(): w for a, w in re.findall(r"([a-z]{1,4})\s*=\s*([a-z]+)", m.group(1), re.IGNORECASE)
             if a.lower() not in reserved}
    if not pairs:
        return text
    short = re.compile(r"\b(" + "|".join(re.escape(a) for a in pairs) + r")\b", re.IGNORECASE)
    return text[:m.start()] + short.sub(lambda s: pairs[s.group(1).lower()], text[m.end():])
