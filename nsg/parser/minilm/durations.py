"""A stay in a device said by a counted length of time: "give it six minutes in the microwave", "two hours
in the fridge", "30 secs in the micro" (the kind behind test file 32's misses).

Why apart from ``device_trips`` in data/connectives.json (read by :func:`nsg.parser.minilm.clauses.device_trips`),
which lists the uncounted ones ("a few minutes in", "an hour in", "a while in"): a count is any number,
said as a word or in digits, so it is read as a rule: a number, a unit of time, then "in" / "on" (the
device after it is checked by the caller, as for the listed phrases).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import NUMBER_WORDS

NUMBERS = NUMBER_WORDS | {"fifteen", "twenty", "thirty", "forty", "fifty", "sixty", "ninety", "couple", "few", "several", "half", "a"}
TIME_UNITS = {"second", "seconds", "secs", "sec", "minute", "minutes", "mins", "min", "hour", "hours", "hrs", "hr"}
_INTO = {"in", "on", "inside"}


def duration_at(tokens: list[str], i: int) -> int:
    """The number of words of a counted stay phrase starting at ``i`` ("six minutes in"), or 0."""
    j = i
    while j < len(tokens) and (tokens[j].isdigit() or tokens[j] in NUMBERS or tokens[j] in ("-", "or", "to", "of")) \
            and j - i < 4:
        j += 1
    if j == i or j + 1 >= len(tokens) or tokens[j] not in TIME_UNITS or tokens[j + 1] not in _INTO:
        return 0
    return j + 2 - i
