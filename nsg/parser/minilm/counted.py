"""A count said as an aside between two steps of a list ("the lettuce must be washed very good, three waters, and cold",
"wash it, twice, and chill it"; the kind behind file 66's "three waters").

Why apart from :mod:`nsg.parser.minilm.compose` (at its length limit): there two commas in a gap that closes with ", and"
mean a step said in between that the grammar does not read ("wash it, dry it, and chill it": a recipe told in order).
A stretch between those commas that is only a count ("three times", "two waters", "twice"), with the manner words of
the step before it, is how often or how well the step is done, no step: the list stays one group.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import NUMBER_WORDS

_ONCE = {"once", "twice", "thrice"}


def listed_between(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether the gap ``lo``..``hi`` between two steps holds more than one comma past its counts (module docstring)."""
    gap = tokens[lo:hi]
    if gap.count(",") < 2:
        return False
    commas = [i for i, t in enumerate(gap) if t == ","]
    return not any(_count(gap[a + 1:b]) for a, b in zip(commas, commas[1:])) or gap.count(",") > 2


def _count(words: list[str]) -> bool:
    """"three times", "two waters", "3 rinses", "twice": a number and at most one word after it, or a word of how often."""
    return words in ([w] for w in _ONCE) or 1 <= len(words) <= 2 and (words[0] in NUMBER_WORDS or words[0].isdigit()) \
        and (len(words) == 1 or words[1].isalpha())
