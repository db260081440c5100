"""A question that checks whether the listener or someone already holds the thing ("Are you holding the kettle?", "Is
she carrying the mug yet?"): a check before the task, no pick step.

A sentence opened by "are" / "is" / "were" / "was", a person and the "-ing" form of a verb of picking, ended by "?":
its words are neither steps nor places. A request put as a question keeps its steps ("Can you hold the mug?", "Could
you grab the kettle?": a modal, not "are"). Its positions join those of
:func:`nsg.parser.minilm.anecdotes.remarked`.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import PERSON_SUBJECTS, SENTENCE_STOPS, verbs_of

_BE = {"are", "is", "were", "was"}


def holding_checked(tokens: list[str]) -> set[int]:
    """Positions of a question that checks a holding (module docstring)."""
    out: set[int] = set()
    if "?" not in tokens:
        return out
    for i in range(len(tokens) - 3):
        if tokens[i] in _BE and (i == 0 or tokens[i - 1] in SENTENCE_STOPS) and tokens[i + 1] in PERSON_SUBJECTS \
                and tokens[i + 2].endswith("ing") and tokens[i + 2] in verbs_of("pick"):
            end = next((j for j in range(i + 3, len(tokens)) if tokens[j] in SENTENCE_STOPS), len(tokens))
            if end < len(tokens) and tokens[end] == "?":
                out.update(range(i, end + 1))
    return out
