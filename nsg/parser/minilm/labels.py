"""A label's heading, where the note is stuck: "Label on the cutlery drawer: FORKS GO IN HERE CLEAN.", "Shelf
label: salt shaker lives here.", "Sticker on the egg box: eggs: boil, cool in fridge." (the kind behind test
file 52's misses).

Why apart from the lexicon's matches (:func:`nsg.parser.minilm.lexicon.mentions`): the receptacle named in such
a heading is where the label is read, not where the object goes nor the object (the fruit bowl of "Label on
the fruit bowl: apples live here" is no target), so its mention is taken out; and "here" in the label's text
is that receptacle, said where the object goes, so it is read as a mention of it. A heading is a note word
(``label``, ``sticker``, ``sign``, ``tag``) with a place preposition and the receptacle after it as
the head of its noun ("Label on the pot lid: wash me" is on the pot's lid: the pot is the object), or the
receptacle's name and the note word ("Shelf label:"), closed by the text's first colon. "Note on the fridge:
..." (a note word said of any message) and headings naming the object ("Free food shelf: ...") are not this.
A textbook's box heading opening the text ("Summary box:", "Key point box -", :func:`_boxed`) names a panel of the page, no
box. A heading of where the thing ends up (``destination_labels``: "Location: FRIDGE", "Delivering to: fridge", "Discharge:
the bowl", file 76's pick lists, courier notes and stowage plans) makes the device named after its colon a place, no
verb (:func:`destination_label`, read by :func:`nsg.parser.minilm.usages.device_noun`); a hand after it ("Port of
discharge: my hand") is held at the end, a pick (:func:`label_hands`).
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue

_NOTES = {"label", "labels", "sticker", "sign", "tag"}
_ON = {"on", "in", "inside", "by", "above", "over", "under"}
_LEADS = {"final", "end", "its", "item", "pallet", "parcel", "package", "order", "line", "load"}  # "PUT-AWAY LOC:", "Final location:"


def labelled(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` without the receptacle of a label's heading, with "here" after it read as that receptacle."""
    if "box" in tokens[1:5]:
        found = _boxed(tokens, found)  # "Summary box: ...", "Key point box - ..."
    if _NOTES.isdisjoint(tokens[:3]) or ":" not in tokens:
        return found  # most descriptions: no label
    colon = tokens.index(":")
    recs = [m for m in found if m.kind == "receptacle" and m.end <= colon]
    if not recs:
        return found
    r = recs[0]
    heading = tokens[0] in _NOTES and tokens[1:2] and tokens[1] in _ON and r.start <= 5 and tokens[r.end] in (":", ",") \
        or r.start == 0 and tokens[r.end:r.end + 2] in ([n, ":"] for n in _NOTES)
    if not heading:
        return found
    here = [Mention("receptacle", r.value, i, i + 1) for i in range(colon + 1, len(tokens)) if tokens[i] == "here"]
    kept = [m for m in found if m.end <= r.start or m.start >= r.end]
    return sorted(kept + here, key=lambda m: (m.start, m.kind))


def destination_label(tokens: list[str], i: int) -> bool:
    """"Location: FRIDGE", "Delivering to: fridge", "PUT-AWAY LOC: FRIDGE", "Discharge: the bowl" (file 76): whether the
    word at ``i`` (a determiner or "my" between) follows a heading of ``destination_labels`` and its colon, the heading
    opening its segment: the name after it says where the thing ends up, a place ("Location: fridge" is no "fridge it")."""
    k = i - 1
    while k >= 0 and tokens[k] in ("the", "a", "an", "my", "your", "our"):
        k -= 1
    if k < 1 or tokens[k] != ":":
        return False
    heads = data()["destination_labels"]
    return any(tokens[max(0, k - n):k] == h.split() and (k - n == 0 or not tokens[k - n - 1].isalpha() or tokens[k - n - 1] in _LEADS)
               for h in heads for n in (len(h.split()),) if n <= k)


_HOLDERS = {"my", "your", "his", "her", "their", "our", "the"}


def label_hands(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Port of discharge: my hand, I'll take it up", "Destination: your hands" (file 76): a hand after a heading of
    ``destination_labels`` and its colon is where the thing ends up, held: a pick, added where no step word is."""
    if ":" not in tokens or "hand" not in tokens and "hands" not in tokens:
        return steps
    added = [StepCue("pick", i, i + 2, "verb") for i in range(1, len(tokens) - 1)
             if tokens[i] in _HOLDERS and tokens[i + 1] in ("hand", "hands") and destination_label(tokens, i + 1)
             and not any(s.start < i + 2 and i < s.end for s in steps)]
    return sorted(steps + added, key=lambda s: s.start) if added else steps


def _boxed(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` without the box of a textbook's box heading opening the text ("Summary box:", "Key point box -", "Did you
    know box:", ``textbook_boxes``, file 75): a panel of the page, no thing ("Lunch box: ..." is a box)."""
    i = tokens.index("box")
    if tokens[i + 1:i + 2] not in ([":"], ["-"]) or " ".join(tokens[:i]) not in data()["textbook_boxes"]:
        return found
    return [m for m in found if not m.start <= i < m.end]
