"""Receptacles that say which one is meant, not where it goes: "the one(s)" at its clause's end ("Starting
with the one on the side now.", test file 35) and "that" before a thing's name and where it is (", that glass
bottle on the side,", file 60), and where a device is told by its looks ("the microwave is the silver box", file 64:
:mod:`nsg.parser.minilm.passed_over`), and "The launch-party one is still on the counter." opening its sentence (file 37:
:func:`_one_is_at`). Split from :mod:`nsg.parser.minilm.located`, which reads the other ways a
receptacle says where the object is now.
"""
from __future__ import annotations

from nsg.parser.minilm.homes import resting_places
from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.passed_over import described_devices
from nsg.parser.minilm.located import AT, SENTENCE_OPEN, SUBJECT_VERBS
from nsg.parser.minilm.spans import data

_ONE_ENDS = {".", "!", "?", ",", ";", ":", "now", "first", "too", "there", "last", "yesterday"}


def ones_located(tokens: list[str]) -> set[int]:
    """Where the receptacles start that locate "the one(s)" at the end of their clause ("Starting with the one
    on the side now.", "take the ones in the sink first", test file 35; "melted the plastic one on the hob last week", a
    word between, file 50): where that one is or was, no place."""
    told = described_devices(tokens)  # "the microwave is the silver box": the box is the microwave (file 64)
    if "one" not in tokens and "ones" not in tokens:
        return _that_one(tokens) | resting_places(tokens) | told if "that" in tokens or "which" in tokens else told
    dets, out = set(data()["determiners"]), _that_one(tokens) | resting_places(tokens) | told  # "the cup that sits on the shelf -"
    recs = {m.start: m for m in mentions(tokens) if m.kind == "receptacle"}
    for i, t in enumerate(tokens[:-2]):
        k = i - 1 - (i > 1 and tokens[i - 2] in ("the", "that") and tokens[i - 1].isalpha())  # "the plastic one" (file 50)
        at = _one_is_at(tokens, i) if t in ("one", "ones") else 0
        if at:
            j = at + 1
            while j < len(tokens) and tokens[j] in dets:
                j += 1
            out |= {j} if j in recs else set()
            continue
        if t in ("one", "ones") and i > 0 and tokens[k] in ("the", "that", "this") and tokens[i + 1] in AT \
                and (k < 1 or tokens[k - 1] not in AT | {"onto", "into"}):  # "set it on the one on the shelf": a place
            j = i + 2
            while j < len(tokens) and tokens[j] in dets:
                j += 1
            rec = recs.get(j)
            if rec is not None and (rec.end >= len(tokens) or tokens[rec.end] in _ONE_ENDS | SUBJECT_VERBS):
                out.add(j)
    return out


def _that_one(tokens: list[str]) -> set[int]:
    """Where the receptacles start in ", that glass bottle on the side," (test file 60): "that", a thing's name, a
    preposition of where and a receptacle, set off by commas or opening its sentence: which one it is, no place."""
    found, out = mentions(tokens), set()
    for m in found:
        if m.kind != "object" or m.start < 1 or tokens[m.start - 1] != "that" or tokens[m.end:m.end + 1] == [] \
                or tokens[m.end] not in AT or m.start > 1 and tokens[m.start - 2] not in SENTENCE_OPEN | {","}:
            continue
        rec = next((r for r in found if r.kind == "receptacle" and r.start in (m.end + 1, m.end + 2)), None)
        if rec is not None and (rec.end >= len(tokens) or tokens[rec.end] in {",", "."} | SUBJECT_VERBS):
            out.add(rec.start)
    return out


_ONE_COPULAS = {"is", "are", "was", "were", "'s", "sits", "sat"}
_STILL = {"still", "already", "now", "currently", "just"}


def _one_is_at(tokens: list[str], i: int) -> int:
    """"The launch-party one is still on the counter." (test file 37): a sentence opened by "the", up to three words
    naming which one (hyphens between them) and "one(s)", then a copula, maybe "still", a preposition of where and a
    receptacle: where that one is, no place ("Put it where the old one is" has no receptacle). The preposition's index, or 0."""
    lo = i - 1
    while lo > 0 and i - lo <= 4 and (tokens[lo].isalpha() and tokens[lo] not in ("the", "that", "this") or tokens[lo] == "-"):
        lo -= 1
    if lo < 0 or tokens[lo] not in ("the", "that", "this") or lo > 0 and tokens[lo - 1] not in SENTENCE_OPEN | {"but", "and", ",", "-"}:
        return 0
    j = i + 1
    if j >= len(tokens) or tokens[j] not in _ONE_COPULAS:
        return 0
    j += 1 + (j + 1 < len(tokens) and tokens[j + 1] in _STILL)
    return j if j < len(tokens) and tokens[j] in AT else 0

