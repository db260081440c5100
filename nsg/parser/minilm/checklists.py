"""A checklist of questions (file 75's second reading: a worksheet's, a lesson's or a kitchen's self-check): "Self-check:
Did you wash the knife? Did you put it in the drawer?", "Before you leave: have you rinsed the cup? Have you chilled it?".

Two or more questions in a row, each a sentence opened by "did you" / "have you" and closed by "?", ask the learner to
check each step of the task in turn: their steps are the task. One such question before a request ("Did you put the
cups away? No? Rinse them ...") stays the state before the task, as :func:`nsg.parser.minilm.happened.happened` reads
it; this module only tells that reader which questions belong to a checklist.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, FULL_STOPS

_CHECKS = (["did", "you"], ["have", "you"])


def _asked_at(tokens: list[str], lo: int) -> int | None:
    """The position of the "?" closing a "did you" / "have you" question that opens at ``lo`` (None: no such question)."""
    if tokens[lo:lo + 2] not in _CHECKS:
        return None
    end = next((i for i in range(lo, len(tokens)) if tokens[i] in FULL_STOPS), len(tokens))
    return end if end < len(tokens) and tokens[end] == "?" else None


def checklisted(tokens: list[str], lo: int, end: int) -> bool:
    """Whether the question from ``lo`` to its "?" at ``end`` has another such question right after or right before it."""
    if _asked_at(tokens, end + 1) is not None:
        return True
    if lo < 2 or tokens[lo - 1] != "?":
        return False
    j = lo - 2
    while j >= 0 and tokens[j] not in BOUNDARY:
        j -= 1
    return _asked_at(tokens, j + 1) == lo - 1
