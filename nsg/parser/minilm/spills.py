"""A pot's or a drink's accident said with a verb of boiling ("the soup boiled over", "the kettle boiled dry", an
incident form's "Mechanism: soup boiled over."): a spill, the reason for a cleaning after it, no heating step.

A verb of ``spill_verbs`` in connectives.json, then "over" or "dry" ending its clause (a mark, "and", "but", "again",
"everywhere", or a preposition of where it spilled: "on", "onto", "in", "all"). "Boil it over a high heat", "bring to the
boil over medium heat" go on with the heat the boiling is done over: a step still.

Its positions join those of :func:`nsg.parser.minilm.anecdotes.remarked` (neither steps nor places).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import CLAUSE_STOPS, data

_ENDS = CLAUSE_STOPS | {"and", "but", "again", "everywhere", "on", "onto", "in", "all", "twice", "last", "this",
                        "yesterday", "earlier"}


def spilled(tokens: list[str]) -> set[int]:
    """Positions of a verb of boiling and its "over" / "dry" said as a spill (module docstring)."""
    if "over" not in tokens and "dry" not in tokens:
        return set()
    verbs = data()["spill_verbs"]
    return {k for i in range(len(tokens) - 1) if tokens[i] in verbs and tokens[i + 1] in ("over", "dry")
            and (i + 2 == len(tokens) or tokens[i + 2] in _ENDS) for k in (i, i + 1)}
