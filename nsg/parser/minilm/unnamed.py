"""Devices a place verb puts the object in without a receptacle of the vocabulary (the kinds behind test
file 28's misses).

Why apart from :mod:`nsg.parser.minilm.stays` (a stay in a device of the vocabulary, read once each place
has its receptacle): these are read before receptacles are given out, so that such a verb does not reach
for a receptacle said after it ("... in the oven for an hour, then into the big pan": the pan is where it
ends up):

- a place verb into a device the vocabulary has no receptacle for (``not_receptacles``: "oven",
  "freezer") with a duration right after it ("put them in the oven for an hour"): a stay there, the
  device's sub-task; without a duration the name stays unknown ("placed in a Oven" names a receptacle
  the vocabulary lacks);
- a place verb with a bare "in" after its object ("Chuck a spud in for an hour", "stick a mug of water
  in, heat it two minutes"): it goes into the last device said before it ("Oven's a beast.", "the new
  microwave"); a stay there when that device is outside the vocabulary or a duration follows, the means
  of the device's sub-task when that sub-task is said after it in the same sentence, otherwise a place
  with no receptacle as before;
- a device outside the vocabulary said with no verb after the object's name or pieces, with "then" and
  more after it ("Wedges into the oven, then out onto a plate."): a stop on the way, its sub-task.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import lexicon, mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue, data
from nsg.parser.minilm.stays import timed

_STOPS = {",", ".", ";", ":", "!", "?", "-", "(", ")", "and", "then"}
_AFTER_IN = {"for", "till", "until", "to"}  # "in for an hour", "in to warm through"


def unnamed_devices(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps with each place into an unnamed device read as above (module docstring)."""
    out = []
    for s in _stops(tokens, steps):
        sub = _outside(tokens, s) if s.subtask == "place" and s.form == "verb" else None
        if s.subtask == "place" and s.form == "verb" and sub is None:
            sub = _bare_in(tokens, s, steps)
        if sub == "":
            continue  # "stick a mug of water in, heat it": the means of the heating said next
        out.append(StepCue(sub, s.start, s.end, "verb") if sub else s)
    return out


def _stops(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Wedges into the oven, then out onto a plate.": a device outside the vocabulary said with no verb, in
    a clause of the object's name or pieces alone, with "then" and more after it in its sentence: a stop
    on the way, the device's sub-task."""
    d, out = data(), []
    for i, t in enumerate(tokens):
        if t not in lexicon()["not_receptacles"] or i < 2 or tokens[i - 1] not in d["determiners"] \
                or tokens[i - 2] not in ("in", "into") or tokens[i + 1:i + 3] not in ([",", "then"], ["then"]):
            continue
        lo = next((j + 1 for j in range(i - 3, -1, -1) if tokens[j] in _STOPS), 0)
        clause = tokens[lo:i - 2]
        named = {w for m in mentions(clause) if m.kind == "object" for w in clause[m.start:m.end]}
        end = next((j for j in range(i, len(tokens)) if tokens[j] in SENTENCE_ENDS), len(tokens))
        if clause and all(w in named or w in d["result_nouns"] or w in d["object_pronouns"] for w in clause) \
                and not any(lo <= x.start < i for x in steps) and any(w.isalpha() for w in tokens[i + 2:end]):
            out.append(StepCue(_device_words()[t], i, i + 1, "noun"))
    return sorted(steps + out, key=lambda s: s.start)


def _device_words() -> dict[str, str]:
    d = data()
    return {w: sub for sub, names in d["device_words"].items() for w in names if w not in d["liquids"]}


def _outside(tokens: list[str], s: StepCue) -> str | None:
    """The sub-task of "in the oven for an hour" in the clause of the place verb ``s``, or None."""
    dets, outside = set(data()["determiners"]), set(lexicon()["not_receptacles"])
    for i in range(s.end, len(tokens)):
        if tokens[i] in _STOPS:
            return None
        if tokens[i] in ("in", "into"):
            j = i + 1
            while j < len(tokens) and tokens[j] in dets:
                j += 1
            if j > i + 1 and j < len(tokens) and tokens[j] in outside and timed(tokens, j + 1):
                return _device_words().get(tokens[j])
    return None


def _bare_in(tokens: list[str], s: StepCue, steps: list[StepCue]) -> str | None:
    """The reading of a place verb with a bare "in" (module docstring): a sub-task, "" (the means), or None."""
    k = s.end  # past the object's words ("a spud", "a mug of water", "it") to the "in"
    while k < len(tokens) and k < s.end + 6 and tokens[k] != "in" and tokens[k] not in _STOPS:
        k += 1
    nxt = tokens[k + 1] if k + 1 < len(tokens) else "."
    if k >= len(tokens) or tokens[k] != "in" or k == s.end or not (nxt in _STOPS or nxt in _AFTER_IN):
        return None  # "pop it in the fridge": a receptacle named
    words = _device_words()
    device = next((t.split("'")[0] for t in reversed(tokens[:s.start]) if t.split("'")[0] in words), None)
    if device is None:
        return None
    sub = words[device]
    if device in lexicon()["not_receptacles"] or timed(tokens, k + 1):
        return sub
    end = next((i for i in range(k, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return "" if any(x.subtask == sub and k < x.start < end for x in steps) else None
