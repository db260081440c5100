"""A step said as a noun phrase whose noun names no step ("a warm nap in the microwave", "a cold snooze in the fridge"), that
noun said again alone in a later note with an order word ("Splash before nap!", "the nap comes last"): the step said again,
so the constraint reader (:func:`nsg.parser.minilm.late.constrain`) orders it (test file 10, a bedtime story's voice).

Only a noun outside the vocabulary right after a one-word state word led by a determiner ("a warm nap"), and only said
again in a clause that holds an order connective or "before" / "after" (read as a time, "before nap", until the noun is
a step); "a warm nap" said again with its state word is that step already."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import unknown_words
from nsg.parser.minilm.spans import DETERMINERS, SENTENCE_STOPS, Connective, Reading, StepCue, clause_bounds, state_adjectives

_CLAUSE = SENTENCE_STOPS | {",", ":", ";", "-", '"', "(", ")"}
_ORDERS = {"before", "after", "then", "first", "last"}
_TIMES = {"before", "after"}  # "before nap" was read as a time ("before bed"): now a step, the order word is a connective


def nouns_said_again(tokens: list[str], reading: Reading) -> None:
    """Add to ``reading`` the steps a later order note names by their nouns (module docstring)."""
    named: dict[str, StepCue] = {}
    for s in reading.steps:
        if s.end - s.start == 1 and 0 < s.start and s.end < len(tokens) and tokens[s.start - 1] in DETERMINERS \
                and tokens[s.start] in state_adjectives() and tokens[s.end].isalpha() and tokens[s.end] not in named \
                and unknown_words(tokens[s.end:s.end + 1]):
            named[tokens[s.end]] = s
    if not named:
        return
    taken = {i for s in reading.steps for i in range(s.start, s.end)}
    said = []
    for i, t in enumerate(tokens):
        s = named.get(t)
        if s is None or i <= s.end or i in taken or i - 1 in taken:
            continue
        lo, hi = clause_bounds(tokens, i, _CLAUSE)
        if any(c.meaning in _ORDERS and lo <= c.start < hi for c in reading.connectives) or _TIMES.intersection(tokens[lo:hi]):
            said.append(StepCue(s.subtask, i, i + 1, "noun"))
            if tokens[i - 1] in _TIMES and not any(c.start == i - 1 for c in reading.connectives):
                reading.connectives = sorted([*reading.connectives, Connective(tokens[i - 1], i - 1, i)], key=lambda c: c.start)
    reading.steps = sorted(reading.steps + said, key=lambda s: s.start)
