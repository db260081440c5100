"""Pieces said as a slicing step ("apple wedges"; "Spud: wedges, then heated", "Chunks and cold"):
the kind behind test file 29's misses adds the second. A piece noun (``result_nouns``) right after the
target, or standing alone as an item of a list after the target (a colon, a comma, "and" or a sentence
boundary before it; a comma, "and", "then" or a boundary after it), names the object cut into those
pieces: a slice step. Moved out of :mod:`nsg.parser.minilm.cues` (at its length limit).

A step done to the pieces ("rinse the wedges", "the chunks get chilled", "put the slices in the fridge
to keep them cold": the pieces as the object of the clause that says the step) comes after the slicing
(:func:`piece_pairs`, moved out of :mod:`nsg.parser.minilm.late`; the last kind is file 46's), and so does one done to
"it" after "cut a slice" (file 47: the piece cut)."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, data

_BEFORE = {":", ",", ".", "!", ";", "and", "-", "then"}  # "then chunks, then in the pan" (test file 34)
_AFTER = {",", ".", "!", ";", "and", "then", "-", "&"}
_CLAUSE_ENDS = {",", ".", "!", "?", ";", ":", "-", "then", "but"}  # what ends the clause of a step's object


@lru_cache(maxsize=1)
def _pieces() -> frozenset[str]:
    return frozenset(data()["result_nouns"])


def piece_steps(tokens: list[str], target: Mention | None, raw: list[StepCue], named: set[int]) -> list[StepCue]:
    """``raw`` with a slice cue added at each piece noun said as a step (module docstring)."""
    if target is None:
        return raw
    pieces, taken = _pieces(), {c.start for c in raw}
    new = []
    for i in range(target.end, len(tokens)):
        if tokens[i] not in pieces or i in named or i in taken:
            continue
        alone = i > target.end and tokens[i - 1] in _BEFORE and (i + 1 == len(tokens) or tokens[i + 1] in _AFTER)
        if i == target.end or alone or _made_into(tokens, i, target):
            new.append(StepCue("slice", i, i + 1, "verb"))
    return sorted(raw + new, key=lambda c: c.start) if new else raw


_MAKING = {"make", "makes", "made", "making", "turn", "turns", "turned", "turning"}
_SIZES = {"small", "little", "tiny", "big", "large", "thin", "thick", "even", "neat", "nice", "bite", "sized", "size", "-"}


def _made_into(tokens: list[str], i: int, target: Mention) -> bool:
    """"make the apple little pieces", "turn it into small chunks" (file 10): a piece noun after a verb of making, the
    object (the target or "it" / "them"), "in" / "into" and size words, names the object cut into those pieces."""
    j = i - 1
    while j > 0 and i - j <= 3 and tokens[j] in _SIZES:
        j -= 1
    j -= tokens[j] in ("in", "into")
    if tokens[j] in ("it", "them"):
        j -= 1
    elif j + 1 == target.end:
        j = target.start - 1
        while j > 0 and tokens[j] in data()["determiners"]:
            j -= 1
    else:
        return False
    return j >= 0 and tokens[j] in _MAKING


def piece_pairs(tokens: list[str], target: Mention | None, steps: list[StepCue], placed: dict, first: dict) -> list[tuple]:
    """("slice", sub-task, "pieces") for each step other than the slicing done to the pieces after the
    slicing was said (module docstring); ``placed``: the steps the groups hold, ``first``: each sub-task's first."""
    pieces = _pieces()
    if "slice" not in first or pieces.isdisjoint(tokens) and "them" not in tokens and "it" not in tokens:  # nothing can name them
        return []
    one = target is not None and "them" in tokens and not any(m.value == target.value and tokens[m.end - 1].endswith("s")
                                         for m in mentions(tokens))  # "them" can only be its pieces ("the tomatoes": them)
    own = {i for x in steps if x.subtask == "slice" for i in range(x.start, x.end)}  # "apple slices chilled": a state
    pairs = []
    for k, s in enumerate(steps):
        after = tokens[s.end:s.end + 3]
        before = [t if i not in own else "" for i, t in enumerate(tokens[max(0, s.start - 3):s.start], max(0, s.start - 3))]
        said = after[:1] == ["the"] and any(t in pieces for t in after) or before[-1:] and before[-1] in pieces or any(
            t in pieces and before[i - 1:i] == ["the"] for i, t in enumerate(before) if i > 0) \
            or one and after[:1] == ["them"] or k > 0 and _object_of_clause(tokens, steps[k - 1].end, s.start, pieces) \
            or after[:1] == ["it"] and any(_one_piece_cut(tokens, x) for x in steps[:k])
        if s.subtask != "slice" and id(s) in placed and said and s.start > first["slice"].start:
            pairs.append(("slice", s.subtask, "pieces"))
    return pairs


def _one_piece_cut(tokens: list[str], s: StepCue) -> bool:
    """"cut a slice and warm it", "cut one thick slice, then toast it" (file 47): a slicing verb whose object is "a" /
    "one", at most one size word and one piece (no "of" / "off" / "from" after it naming what it is cut from): "it"
    after a later step can only be that piece."""
    if s.subtask != "slice" or s.form != "verb":
        return False
    if s.end - s.start >= 3 and tokens[s.end - 2] in ("a", "one") and tokens[s.end - 1] + "s" in _pieces():
        return tokens[s.end:s.end + 1] not in (["of"], ["off"], ["from"])  # "cut a slice" read as one mention
    k = s.end + (tokens[s.end:s.end + 1] in (["a"], ["one"]))
    k += k > s.end and tokens[k:k + 1] != [] and tokens[k] in _SIZES
    return k > s.end and tokens[k:k + 1] != [] and tokens[k] + "s" in _pieces() and tokens[k + 1:k + 2] not in (["of"], ["off"], ["from"])


def _object_of_clause(tokens: list[str], lo: int, hi: int, pieces: set[str]) -> bool:
    """"... and put the slices in the fridge to keep them cold": "the <pieces>" between the step before
    and this one, in this step's clause, is what this step is done to; so in a clause of its own after the step before
    ("cut one, put the slices in the fridge to get cold", file 20: the clause after the last comma or "then")."""
    gap = tokens[lo:hi]
    cut = max((i for i, t in enumerate(gap) if t in _CLAUSE_ENDS), default=-1)
    gap = gap[cut + 1:]
    return any(t in pieces and gap[i - 1] == "the" for i, t in enumerate(gap) if i > 0)


def cut_into(tokens: list[str], s: StepCue) -> bool:
    """"cut it into sticks", "into fry-shaped sticks" (file 41): a piece noun after "into" and at most three words of
    its own (no "and" / "then") names the pieces, not another sub-task's verb ("sticks" no place; "into slices" stays
    the slicing, file 16's "pare it into slices")."""
    return s.subtask != "slice" and any(tokens[k] == "into" and all(w.isalpha() and w not in ("and", "then") or w == "-"
                                                                     for w in tokens[k + 1:s.start]) for k in range(max(0, s.start - 4), s.start))


_ORDER_WORDS = {"before", "after"}
_NOTE_ENDS = {",", ".", "!", "?", ";", ")"}


def named_in_order_note(tokens: list[str], s: StepCue) -> bool:
    """"the rinse must come before the dice", "after the dice, ...": a piece noun that is also a step word ("dice",
    not a plural "slices") after "before" / "after" and "the", ending its clause, names the step in an order note
    (file 11), not the pieces."""
    i = s.start
    return s.end - i == 1 and i >= 2 and tokens[i - 1] == "the" and tokens[i - 2] in _ORDER_WORDS \
        and not tokens[i].endswith("s") and (s.end == len(tokens) or tokens[s.end] in _NOTE_ENDS)


_CUTS = {"thin", "thinly", "thick", "finely", "small", "into"}


def cut_labelled(tokens: list[str], s: StepCue) -> bool:
    """"Cut: in half.", "Slice: into wedges.", "Slice: thin." (an order slip's fields, file 73's probes): a slicing verb
    as a form's label with how the pieces come after its colon is the slicing asked, no heading."""
    after = tokens[s.end + 1:s.end + 3]
    return s.subtask == "slice" and tokens[s.end:s.end + 1] == [":"] and bool(after) and (
        after[0] in _CUTS or after[0] == "in" and after[1:] != [] and (after[1] in ("half", "two") or after[1] in data()["result_nouns"]))
