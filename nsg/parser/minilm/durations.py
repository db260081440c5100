"""A stay in a device said by a counted length of time: "give it six minutes in the microwave", "two hours
in the fridge", "30 secs in the micro" (the kind behind test file 32's misses).

Why apart from ``device_trips`` in data/connectives.json (read by :func:`nsg.parser.minilm.clauses.device_trips`),
which lists the uncounted ones ("a few minutes in", "an hour in", "a while in"): a count is any number,
said as a word or in digits, so it is read as a rule: a number, a unit of time, then "in" / "on" (the
device after it is checked by the caller, as for the listed phrases).

A take-verb with a counted length of time after it ("Took 3 weeks.", "it takes me two minutes", file 67) is how long
something lasted, not a pick: :func:`time_taken` gives its words (the uncounted ones, "took ages", are idioms).
A number ending a clock time or a countdown code ("09:50 slice", "T-30 slice", file 76) is when, no count
(:func:`stamped`, read by :mod:`nsg.parser.minilm.not_steps`).
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


_TAKES = {"take", "takes", "took", "taking", "taken"}
_LONG_UNITS = {"day", "days", "week", "weeks", "month", "months", "year", "years", "ages"}
_WHOM = {"me", "him", "her", "us", "them", "you"}


def time_taken(tokens: list[str]) -> set[int]:
    """Positions of the words of "took 3 weeks", "takes me two minutes": a take-verb, at most a person, a count and a
    unit of time (module docstring)."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _TAKES:
            continue
        j = i + 1 + (tokens[i + 1:i + 2] != [] and tokens[i + 1] in _WHOM)
        k = j
        while k < len(tokens) and (tokens[k].isdigit() or tokens[k] in NUMBERS) and k - j < 3:
            k += 1
        if k > j and k < len(tokens) and (tokens[k] in TIME_UNITS or tokens[k] in _LONG_UNITS):
            out.update(range(i, k + 1))
    return out


def stamped(tokens: list[str], i: int) -> bool:
    """"09:50 slice", "T-30 slice", "T+5 heat" (file 76: a turnaround sheet's countdown, a log's clock time): whether the
    number at ``i`` ends a clock time (digits, ":", digits) or a countdown code (one letter, "-" / "+", digits): when
    the line's step is said, no count of pieces."""
    return i >= 2 and tokens[i].isdigit() and (tokens[i - 1] == ":" and tokens[i - 2].isdigit()
                                                or tokens[i - 1] in ("-", "+") and len(tokens[i - 2]) == 1 and tokens[i - 2].isalpha())
