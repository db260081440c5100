"""A heating said to dry the thing after a washing joined by "and" ("scrub the pan and heat it on the hob to dry it",
"rinse the kettle and warm it on the stove so it's dry", "wash it and dry it off on the stove"; file 39): drying takes
off the water the washing left, so the heating comes after the washing, an order word "then", though "and" joins a
list of free steps elsewhere (files 18 to 24, 31, 41, 60 and 62 say the same with "then").

Why apart from the connective table and :mod:`nsg.parser.minilm.let_cool` (the same kind of reading, a step whose words
say it follows the one before): "and" is a free join and "dry" no step of the vocabulary; only the washing right before
in the same sentence and the heating said to dry (``dried_heat_verbs`` / ``dried_heat_purposes`` in ``data/connectives.json``: its verbs right after
"and", or a purpose or a result of drying in the heating's clause) order them. A heating said plainly ("scrub it and
heat it"), a step other than washing before it ("chill it and heat it to dry it"), a place to dry with no heating
("wash it and leave it on the burner to dry": a place, no step to order), a negated drying ("not to dry it") and a
free-order word in the sentence or the next one ("..., either order is fine", file 19) keep the free join.
"""
from __future__ import annotations

from nsg.parser.minilm.let_cool import freed
from nsg.parser.minilm.spans import BOUNDARY, CLAUSE_STOPS, SENTENCE_ENDS, Connective, Reading, data, says_any

_ENDS = CLAUSE_STOPS | BOUNDARY | {"and", "then", "but", "or"}
_NOT = {"not", "never", "without"}


def dried_after(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives with each "and" between a washing and a heating said to dry the thing read as "then"."""
    if "and" not in tokens or not any(s.subtask == "heat" for s in reading.steps):
        return reading.connectives
    out = []
    for c in reading.connectives:
        if c.meaning == "and" and tokens[c.start:c.end] == ["and"] and _dries(tokens, reading, c):
            c = Connective("then", c.start, c.end)
        out.append(c)
    return out


def _dries(tokens: list[str], reading: Reading, c: Connective) -> bool:
    """Whether the "and" ``c`` joins a washing right before it to a heating after it said to dry (module docstring)."""
    before = [s for s in reading.steps if s.end <= c.start]
    after = next((s for s in reading.steps if s.start >= c.end), None)
    if not before or before[-1].subtask != "clean" or after is None or after.subtask != "heat" \
            or any(t in BOUNDARY for t in tokens[before[-1].end:c.start]) or any(t in _ENDS for t in tokens[c.end:after.start]):
        return False
    hi = next((i for i in range(after.end, len(tokens)) if tokens[i] in _ENDS), len(tokens))
    span = tokens[c.end:hi]
    if not (span[0] in data()["dried_heat_verbs"] or says_any(span, "dried_heat_purposes")) or _NOT & set(span):
        return False
    return not freed(tokens, reading, c.start) and not freed(tokens, reading, _next_sentence(tokens, c.start))


def _next_sentence(tokens: list[str], i: int) -> int:
    """A word of the sentence after the one of word ``i`` (the last word when there is none)."""
    end = next((k for k in range(i, len(tokens)) if tokens[k] in SENTENCE_ENDS), len(tokens) - 1)
    return min(end + 1, len(tokens) - 1)
