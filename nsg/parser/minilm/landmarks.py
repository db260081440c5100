"""Receptacles said as landmarks: where another receptacle or the object stands, not where the object goes.

Why apart from :mod:`nsg.parser.minilm.others` (receptacles of other people and other verbs): here the receptacle
belongs to the place phrase itself, after the receptacle that is the place, so the place is the first one and
this one only says where that one is ("on a plate in the middle of the table", file 41) or what the object
stands beside ("on the side table with the tour mugs", file 62); a receptacle said first after "by" / "beside" / "next
to", right before "on" / "in" and the place ("put it back by the toaster on the counter", file 64; after a comma, its
determiner left out or not, "put it near the sink, on counter", file 45), is what it stands by;
so is one said after them right after the place ("stand it on the counter by the sink", file 47).
So is a receptacle in a clause of its own that only says where another thing is, no verb, after another such note
("Door locked, key in the key safe.", file 51). File 11 adds a receptacle opening a sentence that only says where the
receptacle itself stands, in a room or by a thing the vocabulary does not name ("The sink is located in the galley.",
"the fridge sits by the back door"): no place, unless a later "there" or "in it" points back to it; and a receptacle said after another one, "is" and "its"
("the shelf is its bed", "the counter is their bed tonight"): a figure for the first one, which is the place. File 73
adds where the worker's body leans, sits or rests (:mod:`nsg.parser.minilm.postures`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.postures import body_at
from nsg.parser.minilm.spans import data, skip_back, skip_forward


def landmark(tokens: list[str], r: Mention) -> bool:
    """Whether receptacle ``r`` only says where the receptacle of the place before it stands (module docstring)."""
    return _beside_another(tokens, r) or _inside_another(tokens, r) or _beside_the_place(tokens, r) \
        or _other_thing_at(tokens, r) or _by_the_place(tokens, r) or _stands_in_room(tokens, r) or _figure_of(tokens, r) \
        or body_at(tokens, r)  # "lean on the counter", "rest your elbows on the table" (file 73): where the body is


_NOT_THINGS = {"back", "then", "now", "straight", "all", "right", "still", "both", "it", "them", "one", "and", "also", "away",
               "done", "down", "up", "out", "off", "last", "first", "next", "finally", "after", "later", "there", "safely",
               "sits", "sat", "lives", "lies", "lay", "stays", "rests", "stands", "stood", "waits", "goes", "went", "put"}
_STOPS = {".", "!", "?", ";", ",", ":", "-", "(", ")"}


def _other_thing_at(tokens: list[str], r: Mention) -> bool:
    """"Door locked, key in the key safe.", "Lights off, wallet in the drawer." (file 51): after a clause of two or three plain
    words ending in a participle or "off" / "on" (how another thing was left), a clause of one plain word outside the
    vocabulary (no piece, pronoun, adverb or step word), "in" / "on", a determiner and at most one word, then the
    receptacle closing the clause: where that other thing is, no verb, no place of the object."""
    d = data()
    j = skip_back(tokens, r.start - 1, d["determiners"])
    if j > 0 and tokens[j].isalpha() and tokens[j] not in ("in", "on", "inside") and not mentions(tokens[j:j + 1]):
        j = skip_back(tokens, j - 1, d["determiners"])  # "the key safe"
    if j < 1 or tokens[j] not in ("in", "on", "inside") or r.end < len(tokens) and tokens[r.end] not in _STOPS:
        return False
    w, lo = tokens[j - 1], max((i + 1 for i in range(j - 2) if tokens[i] in _STOPS), default=0)
    before = tokens[lo:j - 2]  # "Door locked, key in ...": a clause before it of the same kind, a thing and how it was left
    if j < 3 or tokens[j - 2] != "," or not 2 <= len(before) <= 3 or not all(t.isalpha() for t in before) or mentions(before) \
            or not (before[-1].endswith("ed") or before[-1] in _LEFT) or _step_word(before, d):
        return False
    return w.isalpha() and w not in _NOT_THINGS and not w.endswith(("ly", "ed", "ing")) \
        and w not in d["result_nouns"] and w not in d["object_pronouns"] and w not in d["subjects"] and not mentions([w]) \
        and not _step_word([w], d)


_LEFT = {"off", "on", "out", "up", "open", "shut", "away", "done"}


def _step_word(words: list[str], d: dict) -> bool:
    return any(w in forms for f in d["steps"].values() for forms in f.values() for w in words)


def _beside_another(tokens: list[str], r: Mention) -> bool:
    """"on the side table with the tour mugs" (file 62): a receptacle after "with", its determiner and at most one word,
    right after a receptacle said after a preposition of place, is what the object stands with, no place."""
    dets = data()["determiners"]
    j = skip_back(tokens, r.start - 1, dets)
    j = skip_back(tokens, j - 1, dets) if j > 0 and tokens[j] != "with" and tokens[j].isalpha() else j
    if j < 2 or tokens[j] != "with":
        return False
    before = [m for m in mentions(tokens[max(0, j - 4):j]) if m.kind == "receptacle" and m.end == j - max(0, j - 4)]
    return bool(before) and tokens[skip_back(tokens, max(0, j - 4) + before[0].start - 1, dets)] in data()["receptacle_preps"]


_PARTS = {"middle", "centre", "center", "back", "front", "end", "edge", "corner", "side", "top", "bottom", "far"}


def _inside_another(tokens: list[str], r: Mention) -> bool:
    """"on a plate in the middle of the table", "in the bowl at the back of the fridge" (file 41): a receptacle after a part
    of it ("the middle of") right after another receptacle, itself after a preposition, is where that one stands."""
    dets = data()["determiners"]
    j = r.start - 1
    while j >= 0 and tokens[j] in dets:
        j -= 1
    if j < 4 or tokens[j] != "of" or tokens[j - 1] not in _PARTS or tokens[j - 2] not in dets \
            or tokens[j - 3] not in data()["receptacle_preps"] and tokens[j - 3] != "at":
        return False
    lo = max(0, j - 6)
    for m in (m for m in mentions(tokens[lo:j - 3]) if m.kind == "receptacle" and m.end == j - 3 - lo):
        k = lo + m.start - 1
        while k >= 0 and tokens[k] in dets:
            k -= 1
        return k >= 0 and tokens[k] in data()["receptacle_preps"]  # "on a plate in ...", not "put the mug on the side of"
    return False


_BESIDE = {"by", "beside", "near", "next"}  # "next to"
_AROUND = _BESIDE | {"under", "underneath", "beneath", "below", "above", "over", "behind"}  # "in the cabinet under the sink" (68)


def _beside_the_place(tokens: list[str], r: Mention) -> bool:
    """"put it back by the toaster on the counter" (file 64): a receptacle after "by" / "beside" / "near" / "next to" and
    its determiner, then "on" / "in", a determiner and another receptacle: what the object stands by, no place."""
    dets = data()["determiners"]
    j = skip_back(tokens, r.start - 1, dets)
    e = r.end + (tokens[r.end:r.end + 1] == [","])  # "near the sink, on counter" (file 45): the place said after a comma
    if j < 1 or not (tokens[j] in _BESIDE - {"next"} or tokens[j] == "to" and tokens[j - 1] == "next") \
            or tokens[e:e + 1] not in (["on"], ["in"]):
        return False
    k = skip_forward(tokens, e + 1, dets)  # its determiner left out ("on counter") only after the comma
    return (k > e + 1 or e > r.end) and any(m.kind == "receptacle" and m.start == 0 for m in mentions(tokens[k:k + 3]))


def _by_the_place(tokens: list[str], r: Mention) -> bool:
    """"bring it in and stand it on the counter by the sink" (file 47): a receptacle after "by" / "beside" / "near" / "next
    to" (or "under" / "above" / "behind", file 68: "stored in the cabinet under the sink") and its determiner, right
    after another receptacle said after "on" / "in" and a determiner: what the place stands
    by, no place (nor a device a carrying verb before takes it to)."""
    dets = data()["determiners"]
    j = skip_back(tokens, r.start - 1, dets)
    if j < 3 or j == r.start - 1 or not (tokens[j] in _AROUND - {"next"} or tokens[j] == "to" and tokens[j - 1] == "next"):
        return False
    j -= 1 if tokens[j] == "to" else 0
    before = [m for m in mentions(tokens[max(0, j - 4):j]) if m.kind == "receptacle" and m.end == j - max(0, j - 4)]
    if not before:
        return False
    k = skip_back(tokens, max(0, j - 4) + before[0].start - 1, dets)
    return k < max(0, j - 4) + before[0].start - 1 and tokens[k] in ("on", "in", "onto", "into")


_ROOM_PREPS = {"in", "inside", "on", "at", "by", "near", "beside", "behind", "under", "opposite"}
_SENTENCE_ENDS = {".", "!", "?", ";"}
_POINTS_BACK = (["there"], ["in", "it"], ["on", "it"], ["into", "it"], ["onto", "it"], ["inside", "it"])


def _stands_in_room(tokens: list[str], r: Mention) -> bool:
    """"Please prepare a cup holding a washed fork. The sink is located in the galley." (file 11): a receptacle opening its
    sentence (only determiners before it), then words of standing (``stands_at``: "is", "located", "sits"), a preposition
    and at most three words naming no thing of the vocabulary, the sentence ending there: where the receptacle itself
    stands, no place; not when a later "there" or "in it" points back to it ("The fridge is by the door; chill it there")."""
    d = data()
    j = skip_back(tokens, r.start - 1, d["determiners"])
    said = tokens[r.end - 1].endswith("'s")  # "The sink's in the galley."
    if j >= 0 and tokens[j] not in _SENTENCE_ENDS or r.end >= len(tokens) or not said and tokens[r.end] not in d["stands_at"]:
        return False
    k = skip_forward(tokens, r.end, d["stands_at"])
    if k >= len(tokens) or tokens[k] not in _ROOM_PREPS:
        return False
    end = skip_forward(tokens, k + 1, d["determiners"])
    stop = next((i for i in range(end, min(len(tokens), end + 4)) if not tokens[i].isalpha()), len(tokens))
    if stop == end or stop < len(tokens) and tokens[stop] not in _SENTENCE_ENDS or mentions(tokens[end:stop]):
        return False
    return not any(tokens[i:i + len(w)] == w for i in range(stop, len(tokens)) for w in _POINTS_BACK)


_FIGURE_LEADS = (["is", "its"], ["is", "their"], ["are", "their"], ["is", "its", "own"], ["are", "their", "own"])


def _figure_of(tokens: list[str], r: Mention) -> bool:
    """"microwave the mug / then a rinse / the shelf is its bed" (file 11): a receptacle right after another receptacle,
    "is" and "its" (``_FIGURE_LEADS``; "the shelf's its bed") names what the first one is to the object, a figure, no
    place of its own."""
    for lead in _FIGURE_LEADS + tuple(w[1:] for w in _FIGURE_LEADS if w[0] == "is"):
        k = r.start - len(lead)
        if k < 1 or tokens[k:r.start] != lead or lead[0] != "is" and lead[0] != "are" and not tokens[k - 1].endswith("'s"):
            continue
        lo = max(0, k - 3)
        return any(m.kind == "receptacle" and lo + m.end == k for m in mentions(tokens[lo:k]))
    return False
