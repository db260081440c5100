"""Lines of verse written on one line with slashes ("Sink, then fridge, then knife / the potato, cut and cold / rests
within the pot", "Microwave hums low / potato warms; then the fridge / held cold in my hand", file 16): a slash with a
space either side, right after a word and before one, said twice or more between lines of three words or more, ends a
line as a comma would, so a line's words join no "and" list across it ("/" is "and" in "wash/chop" and in a note's "sink /
knife"; a line ending in its own mark, "at the sink, / then ...", keeps that mark). A line ending in a word that needs
more ("the cold must come before / the knife touches it") or the next opening with one ("then the microwave warms / on
the coffee machine"): the sentence goes on across the slash, which stays (connectives.json verse_goes_on).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which calls it: this reads the raw text
(the spaces round a slash), before it is split into words.
"""
from __future__ import annotations

import re
from functools import lru_cache

from nsg.parser.minilm.closed_classes import data

_BREAK = re.compile(r"([A-Za-z']+) / ([A-Za-z']+)")


@lru_cache(maxsize=1)
def _goes_on() -> frozenset[str]:
    """The words of connectives.json verse_goes_on."""
    return frozenset(data()["verse_goes_on"])


def lines_ended(text: str) -> str:
    """``text`` with each slash that breaks a line of verse read as a comma (module docstring)."""
    if text.count(" / ") < 2:  # most descriptions: no verse
        return text
    if len(_BREAK.findall(text)) < 2 or any(len(line.split()) < 3 for line in text.split(" / ")):
        return text  # "(Yes / No / Not sure)", "P03 / session 1 / video 2": no lines of verse
    goes_on = _goes_on()
    return _BREAK.sub(lambda m: m.group(0) if m.group(1).lower() in goes_on or m.group(2).lower() in goes_on
                      else f"{m.group(1)} , {m.group(2)}", text)
