"""A place said as "not X but Y": the receptacle after "but" is where the thing goes ("Put the apple not on the shelf but in
the cabinet", "Set the mug, not on the counter, but on the table"); the probe of conditions and alternatives (issue 39).

The place step's receptacle is said right after "not" (a preposition and determiners between); "but", a preposition,
determiners and another receptacle follow it (a comma either side allowed): that receptacle replaces the refused one.

:func:`refused_places`: a place whose receptacle is said right after "rather than" or "instead of" (a preposition and
determiners between) is the place refused, no step ("Leave the tomato out rather than in the fridge, then slice it").
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import StepCue, data, skip_back, skip_forward


def not_but_places(tokens: list[str], steps: list[StepCue]) -> None:
    """Give each place said "not X but Y" the receptacle Y (module docstring); ``steps`` changed in place."""
    if "but" not in tokens or "not" not in tokens:
        return
    d = data()
    skip = set(d["determiners"]) | set(d["receptacle_preps"])
    recs = [m for m in mentions(tokens) if m.kind == "receptacle"]
    for s in steps:
        if s.subtask != "place" or s.receptacle is None:
            continue
        r = next((m for m in recs if m.start >= s.end and m.value == s.receptacle), None)
        if r is None:
            continue
        j = skip_back(tokens, r.start - 1, skip)
        k = r.end + (r.end < len(tokens) and tokens[r.end] == ",")
        if j < 0 or tokens[j] != "not" or tokens[k:k + 1] != ["but"]:
            continue
        k += 1 + (tokens[k + 1:k + 2] == [","])
        k = skip_forward(tokens, k, skip)
        other = next((m for m in recs if m.start == k and m.value != s.receptacle), None)
        if other is not None:
            s.receptacle, s.receptacle_at = other.value, other.start


_REFUSING = (["rather", "than"], ["instead", "of"])


def refused_places(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the places whose receptacle is the one refused by "rather than" / "instead of" (module docstring)."""
    if "rather" not in tokens and "instead" not in tokens:
        return set()
    d = data()
    skip = set(d["determiners"]) | set(d["receptacle_preps"])
    recs = [m for m in mentions(tokens) if m.kind == "receptacle"]
    out = set()
    for s in steps:
        if s.subtask != "place" or s.receptacle is None:
            continue
        at = s.receptacle_at if s.receptacle_at is not None else next(
            (m.start for m in recs if m.start >= s.end and m.value == s.receptacle), None)
        if at is None:
            continue
        j = skip_back(tokens, at - 1, skip)
        if j >= 1 and tokens[j - 1:j + 1] in _REFUSING:
            out.add(s.start)
    return out
