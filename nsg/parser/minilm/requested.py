"""A form's request field read as the task it asks for (the kind behind test file 65's misses): "Request: slice the
loaf, warm it and put it on the table." names no end state but a recipe of commands, and "Salad on request: ..." is a
time ("when asked"), no frame.

Why apart from :mod:`nsg.parser.minilm.late` (at its module's length limit): its end-state phrases ("request :", "goal",
"end state") make the steps after them one group, the convention for end states ("my request: washed, sliced and on a
plate"); a list of commands each with its object, ending in the place or a hand-over, is a recipe
(:mod:`nsg.parser.minilm.chained`) whatever field heads it, and is read in the order told.
"""
from __future__ import annotations

from nsg.parser.minilm.chained import chained
from nsg.parser.minilm.spans import Reading


def asked_recipe(tokens: list[str], reading: Reading, i: int, frame: list[int]) -> bool:
    """Whether the end-state phrase at ``i`` frames no end state: "on request" (when asked), or its steps ``frame`` are
    a recipe of commands (module docstring)."""
    if i > 0 and tokens[i - 1] == "on" and tokens[i] == "request":
        return True
    return len(frame) >= 3 and chained(tokens, reading, frame[0], frame[-1], set())

