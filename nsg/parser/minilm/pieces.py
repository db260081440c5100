"""Pieces said as a slicing step ("apple wedges"; "Spud: wedges, then heated", "Chunks and cold"):
the kind behind test file 29's misses adds the second. A piece noun (``result_nouns``) right after the
target, or standing alone as an item of a list after the target (a colon, a comma, "and" or a sentence
boundary before it; a comma, "and", "then" or a boundary after it), names the object cut into those
pieces: a slice step. Moved out of :mod:`nsg.parser.minilm.cues` (at its length limit)."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data

_BEFORE = {":", ",", ".", "!", ";", "and", "-", "then"}  # "then chunks, then in the pan" (test file 34)
_AFTER = {",", ".", "!", ";", "and", "then", "-", "&"}


def piece_steps(tokens: list[str], target: Mention | None, raw: list[StepCue], named: set[int]) -> list[StepCue]:
    """``raw`` with a slice cue added at each piece noun said as a step (module docstring)."""
    if target is None:
        return raw
    pieces, taken = set(data()["result_nouns"]), {c.start for c in raw}
    new = []
    for i in range(target.end, len(tokens)):
        if tokens[i] not in pieces or i in named or i in taken:
            continue
        alone = i > target.end and tokens[i - 1] in _BEFORE and (i + 1 == len(tokens) or tokens[i + 1] in _AFTER)
        if i == target.end or alone:
            new.append(StepCue("slice", i, i + 1, "verb"))
    return sorted(raw + new, key=lambda c: c.start) if new else raw
