"""A step said inside an "unless" clause whose subject is a person: the exception to the request, no step of it ("Put
the egg in the fridge unless you're cooking it tonight", "Leave the potato on the counter unless you plan to heat it",
"..., unless you'd rather toast it first"); the probe of conditions and alternatives (issue 39).

The clause runs from "unless" to the next clause stop; its first word is a person (connectives.json
exception_subjects), not the object or "it" ("chill it unless it's already cold" says the state, no step either way).
Not under a negation before "unless" in its sentence ("don't slice it unless you've washed it" is an order: both
steps), and only when a step outside the clause is left."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import CLAUSE_STOPS, NEGATIONS, SENTENCE_STOPS, StepCue, clause_bounds, data


@lru_cache(maxsize=1)
def _subjects() -> frozenset[str]:
    return frozenset(data()["exception_subjects"])


def unless_exceptions(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the steps inside an "unless" clause opened by a person (module docstring)."""
    if "unless" not in tokens:
        return set()
    out = set()
    for s in steps:
        k = s.start - 1
        while k >= 0 and tokens[k] not in CLAUSE_STOPS and tokens[k] != "unless":
            k -= 1
        if k < 0 or tokens[k] != "unless" or k + 1 >= s.start or tokens[k + 1] not in _subjects():
            continue
        lo = clause_bounds(tokens, k, SENTENCE_STOPS)[0]
        if NEGATIONS.intersection(tokens[lo:k]) or "do" in tokens[lo:k] and "not" in tokens[lo:k]:
            continue
        hi = next((j for j in range(s.end, len(tokens)) if tokens[j] in CLAUSE_STOPS), len(tokens))
        if any(x.start < k or x.start >= hi for x in steps if x is not s):
            out.add(s.start)
    return out
