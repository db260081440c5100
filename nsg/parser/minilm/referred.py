"""A device named in an earlier sentence and then called "it" ("Fridge is in the hallway now. Put the lettuce
in it to chill, ...": the kind behind test file 35's misses): "in it" / "into it" (or "on it": a hob, file 41) right after the object's
name stands for that receptacle, since the object cannot go in itself.

Why apart from :mod:`nsg.parser.minilm.cues` (at its length limit): it adds a receptacle mention before the
grammar reads the text, so the place verb and its purpose ("to chill") are read as if the device were named.
Only a device (``devices``) said in an earlier sentence, with no other receptacle between it and the object. So is
"it" after the object's name, one verb and "on" / "in" when a receptacle heads the text before its colon ("Coffee
machine: the cup goes ON it, not next to it", test file 52): the heading is what the note is about. So is "it" after the
object's name and its going verb ("Then clear the stove burner - the pot goes back on it", test file 72), after a dash too.
So is "inside" said alone right after the object's name, closing its clause, a device said in an earlier sentence ("She
opens the fridge. She puts the bottle inside.", file 70); and "inside" / "within" said as an adverb right after the object's name or "it", a place verb at most four words before
("Open the fridge and put the egg inside", "The old fridge groaned as I opened it. I placed the apple within, ...", a
narrator's, file 70): the receptacle said last before it, in its sentence or the one before, with no other thing named
between (:func:`_inside`); "wash the mug inside and out" is no place.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import INTO_WORDS, SENTENCE_STOPS, device_subtasks, verbs_of

_GOES = {"goes", "go", "sits", "belongs"}


def referred(tokens: list[str], objects: list[Mention], recs: list[Mention]) -> list[Mention]:
    """The receptacle mentions with "it" after "<object> in" read as the device said before (module docstring)."""
    if recs and ("inside" in tokens or "within" in tokens):
        recs = _inside(tokens, objects, recs)
    if "it" not in tokens or not recs:
        return recs
    devices = device_subtasks()
    added = []
    head = recs[0] if recs[0].start <= 1 and tokens[recs[0].end:recs[0].end + 1] == [":"] else None  # "Coffee machine: ..."
    for o in objects:
        if head is not None and o.start > head.end and tokens[o.end + 1:o.end + 3] in (["on", "it"], ["in", "it"]) \
                and tokens[o.end].isalpha():
            added.append(Mention("receptacle", head.value, o.end + 2, o.end + 3))  # "the cup goes ON it"
            continue
        if tokens[o.end:o.end + 1] == ["inside"] and (o.end + 1 == len(tokens) or tokens[o.end + 1] in _CLOSING) \
                and not any(r.start == o.end for r in recs) and (dev := _device_said_before(tokens, o, recs)) is not None:
            added.append(Mention("receptacle", dev, o.end, o.end + 1))  # "She opens the fridge. She puts the bottle inside." (70)
            continue
        k = o.end + (tokens[o.end] in _GOES) + (tokens[o.end:o.end + 2] in (["goes", "back"], ["go", "back"])) if o.end < len(tokens) else o.end
        i = k + 1  # "the pot goes back on it" (file 72): its verb between
        if i >= len(tokens) or tokens[k] not in INTO_WORDS or tokens[i] != "it":
            continue
        before = [r for r in recs if r.end <= o.start]
        if not before or before[-1].value not in devices or any(r.start == i for r in recs):
            continue
        if not any(t in SENTENCE_STOPS or t == "-" and k > o.end for t in tokens[before[-1].end:o.start]):
            continue  # "put the fridge's lettuce in it": the same sentence, no reference; "clear the burner - the pot goes on it"
        added.append(Mention("receptacle", before[-1].value, i, i + 1))
    return sorted(recs + added, key=lambda m: m.start) if added else recs


_CLOSING = SENTENCE_STOPS | {",", "and", "then", "to", "for", "\"", "!"}


def _device_said_before(tokens: list[str], o: Mention, recs: list[Mention]) -> str | None:
    """The device said last before the object ``o``, in an earlier sentence, no other receptacle between them."""
    before = [r for r in recs if r.end <= o.start]
    if not before or before[-1].value not in device_subtasks() or not any(t in SENTENCE_STOPS for t in tokens[before[-1].end:o.start]):
        return None
    return before[-1].value


_INSIDE = {"inside", "within"}
_NOT_AFTER = {"the", "a", "an", "my", "your", "his", "her", "our", "their", "its", "this", "that", "of", "it", "them", "there"}


def _inside(tokens: list[str], objects: list[Mention], recs: list[Mention]) -> list[Mention]:
    """The receptacle mentions with each adverb "inside" / "within" after the object read as the receptacle before it."""
    added = []
    ends, starts = {o.end for o in objects}, {o.start for o in objects}
    for i, t in enumerate(tokens):
        if t not in _INSIDE or i == 0 or not (i in ends or tokens[i - 1] in ("it", "them")) \
                or i + 1 < len(tokens) and tokens[i + 1] in _NOT_AFTER or any(r.start == i + 1 for r in recs):
            continue
        lead = next((o.start for o in objects if o.end == i), i - 1)
        if not any(w in verbs_of("place") for w in tokens[max(0, lead - 4):lead]):
            continue  # "wash the mug inside and out": the inside of the thing
        before = [r for r in recs if r.end <= i and r.start not in starts]  # not the thing itself ("the mug", a receptacle too)
        if not before or any(before[-1].end <= o.start < i - 1 for o in objects) \
                or sum(tok in SENTENCE_STOPS for tok in tokens[before[-1].end:i]) > 1:
            continue  # "put the fridge's lettuce ... the egg inside": a thing between; two sentences back: too far
        added.append(Mention("receptacle", before[-1].value, i, i + 1))
    return sorted(recs + added, key=lambda m: m.start) if added else recs
