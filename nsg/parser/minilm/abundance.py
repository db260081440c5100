"""A place full of the thing: "the raised bed is bursting with lettuce", "the fruit bowl is overflowing with apples"
(file 47). "with" is a tool preposition ("slice it with the knife"), but after a word of being full it names what
fills the place, so the thing after it is a thing of the task, neither a tool nor where something is put. The words of
being full are a closed class in ``data/connectives.json`` (``abundant``).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import data


def stocked_with(tokens: list[str], j: int) -> bool:
    """Whether ``tokens[j]`` is a "with" right after a word of being full ("bursting with", "packed with")."""
    return 0 < j < len(tokens) and tokens[j] == "with" and tokens[j - 1] in data()["abundant"]
