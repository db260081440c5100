"""A reduced relative clause on the subject, with no "that" / "which": the thing's name opening its sentence, then where
it has been ("The pan on the hob since Tuesday needs a scrub.", "The pan left on the hob since Tuesday needs ...", the
kind behind a test file 49 miss). Read for :func:`nsg.parser.minilm.happened.relative_since`, which finds the relative
clause said before a time of "since" and the main verb after it; a module of its own because ``happened`` is at its
length limit."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, POSSESSIVES, data, skip_back

_REDUCED = {"in", "on", "at", "by", "under", "behind", "left", "sat", "sitting", "dumped", "abandoned"}
_OPENS = BOUNDARY | {"-", "(", ","}


def reduced_relative(tokens: list[str], lo: int, i: int) -> int | None:
    """Where the clause starts that follows the subject's name between ``lo`` and ``i`` (a preposition of where, or a
    participle of leaving), the name opening its sentence (determiners or a possessive before it): else None ("Put the
    pan on the hob since Tuesday is soup night" asks for a place)."""
    dets = set(data()["determiners"]) | POSSESSIVES
    for m in mentions(tokens[lo:i]):
        start, end = lo + m.start, lo + m.end
        if m.kind != "object" or tokens[end] not in _REDUCED:
            continue
        start = skip_back(tokens, start - 1, dets) + 1
        return end if start == 0 or tokens[start - 1] in _OPENS else None
    return None
