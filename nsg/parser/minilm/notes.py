"""Order notes that name the steps by a count or by their tool (the kinds behind test file 19's misses).

Why apart from :func:`nsg.parser.minilm.late.constrain` (which reads a sub-task said again with an order
word): these notes name no sub-task of their own, so they are read on the finished groups:

- "the first two" in a free-order note ("do the first two in whichever order", "the order of the
  first two doesn't matter", ``first_few``) frees only that many steps, those said first; the others
  keep their order after them;
- "the rest" / "the other two" (``rest_of_steps``) with a free-order word or "as you like"
  (``as_you_like``) after a step said to go first ("Rinse first, the rest in either order") frees
  the steps between the first group and where the object ends up;
- the tool said with "first" or "last" ("- knife first.") is the slicing said again, so that the
  constraint reader moves it; so is the tool meeting the object in an order clause ("before it sees the
  knife", "the knife doesn't touch it until it's clean": test file 12; "before the knife touches it": file 11).
- someone's own noun of choosing after an order noun ("the order is the runner's call", ``owners_call``,
  file 44) frees the order as "your call" does (read by :func:`nsg.parser.minilm.clauses.order_clauses`).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import BOUNDARY, Reading, StepCue, clause_bounds, data, lengths_at, phrase_index

_FREE = ("any_order", "either", "free")
_OPENERS = BOUNDARY | {",", "-", "(", "and"}
_ENDS = ("place", "pick")
_CHOOSING = frozenset({"call", "choice", "pick", "decision"})
_NOT_OWNERS = frozenset({"it", "that", "what", "there", "here", "he", "she", "who", "let", "order", "sequence"})


def owners_call(tokens: list[str], j: int) -> bool:
    """Whether a possessive and a noun of choosing start at ``j`` ("the runner's call", "Sam's choice"): someone's
    own call, not a contraction ("it's", "that's")."""
    t = tokens[j]
    return t.endswith("'s") and t[:-2] not in _NOT_OWNERS and j + 1 < len(tokens) and tokens[j + 1] in _CHOOSING


def _spans(tokens: list[str], key: str) -> list[tuple[int, int, object]]:
    """(start, end, value) of each phrase of the list or table ``key`` in the tokens, in the table's
    order (the text is scanned once, by each phrase's first word)."""
    table, index = data()[key], phrase_index(key)
    if not index.opened_in(tokens):  # most texts hold none of the phrases
        return []
    order = {p: n for n, p in enumerate(table)}
    found = [(order[" ".join(tokens[i:i + n])], i, i + n) for i, t in enumerate(tokens) if t in index
             for n in lengths_at(tokens, i, index)]
    return [(i, j, table[" ".join(tokens[i:j])] if isinstance(table, dict) else None) for _, i, j in sorted(found)]


def _freed(tokens: list[str], reading: Reading, start: int) -> bool:
    """Whether the sentence around ``start`` frees an order in words."""
    lo, hi = clause_bounds(tokens, start, {".", "!", "?", ";"})
    return any(c.meaning in _FREE and lo <= c.start < hi for c in reading.connectives) \
        or any(lo <= s < hi for s, _, _ in _spans(tokens, "as_you_like"))


def _said_last(tokens: list[str], start: int) -> bool:
    """Whether the note before "the rest" at ``start`` (in its sentence or the one before) puts a step
    last ("Heating must come last. The other two in any order."): the rest are the steps before it."""
    lo, _ = clause_bounds(tokens, start, {".", "!", "?", ";"})
    prev, _ = clause_bounds(tokens, lo - 1, {".", "!", "?", ";"}) if lo > 0 else (lo, lo)
    return "last" in tokens[prev:start] or "end" in tokens[prev:start]


def reorder(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups after the notes that count steps (module docstring)."""
    for start, _, count in _spans(tokens, "first_few"):
        if _freed(tokens, reading, start) and len(groups) and count < sum(len(g) for g in groups):
            said = sorted((s for g in groups for s in g), key=lambda s: s.start)[:int(count)]
            rest = [[s for s in g if s not in said] for g in groups]
            return [said] + [g for g in rest if g]
    for start, _, _ in _spans(tokens, "rest_of_steps"):
        if not _freed(tokens, reading, start) or len(groups) < 2:
            continue
        head = [s for g in groups[:-1] for s in g]
        if _said_last(tokens, start) and len(head) >= 2 and not any(s.subtask in _ENDS for s in head):
            return [head, groups[-1]]  # "Heating must come last. The other two in any order."
        middle = [s for g in groups[1:] for s in g if s.subtask not in _ENDS]
        ends = [s for g in groups[1:] for s in g if s.subtask in _ENDS]
        if len(middle) >= 2:  # "Chill first; the other two as you like": one group after the first, the end last
            return [groups[0], middle] + ([ends] if ends else [])
    return groups


def tool_notes(tokens: list[str], objects: list[Mention], target: Mention | None) -> list[StepCue]:
    """"cut it up and chill it - knife first.": a tool opening its clause, then "first" or "last",
    names the slicing again; so does the tool (or its blade, ``tool_parts``, when the object is no tool) said in an
    order note as a device is (file 13): after "before" / "after" ("let the rinse come before the knife"; not "before or
    after the knife?", a question), opening its
    clause before words of coming and "before" / "after" ("the blade comes after the washing", :func:`used_in_order`), or
    alone after a fronted "before ..." clause ("Before the warmth, the blade.")."""
    d = data()
    said = [(m.start, m.end) for m in objects if m.value in d["tools"] and (target is None or m.value != target.value)]
    parts = set(d["tool_parts"])  # "wash the knife before the blade dulls": the object's own part
    if (target is None or target.value not in d["tools"]) and not parts.isdisjoint(tokens):
        said += [(i, i + 1) for i, t in enumerate(tokens) if t in parts]
    out = []
    for start, end in sorted(said):
        j = start - 1
        while j >= 0 and tokens[j] in d["determiners"]:
            j -= 1
        m = Mention("object", "knife", start, end)
        if (j < 0 or tokens[j] in _OPENERS) and end < len(tokens) and tokens[end] in ("first", "last") \
                or _meets(tokens, m, j) or j >= 0 and tokens[j] in ("before", "after") and tokens[j - 1:j] != ["or"] \
                or used_in_order(tokens, j, end) or _after_fronted(tokens, j, end):
            out.append(StepCue("slice", start, end, "noun"))
    return out


def _after_fronted(tokens: list[str], j: int, end: int) -> bool:
    """"Before the warmth, the blade - honor that order.": the tool after a comma, alone in its clause up to the end of
    the sentence (or a dash), the clause before the comma opened by "before" / "after" at the start of its sentence."""
    if j < 1 or tokens[j] != "," or end < len(tokens) and tokens[end] not in (".", "!", ";", "-"):
        return False
    lo = j - 1
    while lo > 0 and tokens[lo - 1] not in BOUNDARY and tokens[lo - 1] != ",":
        lo -= 1
    return tokens[lo] in ("before", "after") and (lo == 0 or tokens[lo - 1] in BOUNDARY)


_CONTACT = {"see", "sees", "meet", "meets", "touch", "touches", "feel", "feels"}  # "before it sees the knife"
_ORDER = {"before", "after", "until", "till", "once"}
_DENIED = {"doesn't", "don't", "won't", "mustn't", "shouldn't", "can't", "not", "never", "does", "do", "will", "must", "should"}


def _meets(tokens: list[str], m: Mention, j: int) -> bool:
    """The tool meeting the object in an order clause: its object after an order word and "it" ("before it sees the
    knife", "until it meets the blade"), or its subject, denied, before "it" and an order word ("the knife doesn't
    touch it until it's clean"), or refused by "no" before an order word ("no knives until it's cold"): the slicing said
    again, for the constraint reader (test file 12)."""
    if j >= 2 and tokens[j] in _CONTACT and tokens[j - 1] in ("it", "they") and tokens[j - 2] in _ORDER:
        return True
    if j >= 0 and tokens[j] == "no" and tokens[m.end:m.end + 1] in (["until"], ["till"], ["before"]):
        return True  # "no knives until that tomato is cold!" (file 9): the tool refused until then, the slicing said again
    o = j - 1 if j >= 1 and tokens[j] == "/" else j  # "... before / the knife touches it": a verse's line break
    if o >= 0 and tokens[o] in _ORDER and tokens[m.end:m.end + 1] and tokens[m.end] in _CONTACT \
            and tokens[m.end + 1:m.end + 2] in (["it"], ["them"]):
        return True  # "chill it before the knife touches it": the tool the subject of the order clause (file 11)
    k = m.end
    while k < len(tokens) and tokens[k] in _DENIED:
        k += 1
    return k > m.end and tokens[k:k + 1] and tokens[k] in _CONTACT and tokens[k + 1:k + 2] in (["it"], ["them"]) \
        and tokens[k + 2:k + 3] != [] and tokens[k + 2] in _ORDER


_USED = {"may", "must", "should", "can", "could", "has", "have", "needs", "need", "to", "be", "is", "gets", "get", "used",
         "only", "just", "come", "comes", "go", "goes", "happen", "happens", "gotta"}


def used_in_order(tokens: list[str], before: int, j: int) -> bool:
    """"the fridge may be used only after the sink", "and that the fridge comes after the sink" (file 11): a device
    opening its clause (``before``: the word before its determiners), then only words of using, coming or modality up
    to "before" / "after": the device's step in an order note (read by :func:`nsg.parser.minilm.clauses.named_by_receptacle`)."""
    if before >= 0 and tokens[before] not in _OPENERS and not (tokens[before] == "let" and (before == 0 or tokens[before - 1] in _OPENERS)):
        return False  # "Only, let the sink come before the fridge" (file 13): a wish about the order, as "the sink comes before"
    k = j
    while k < len(tokens) and tokens[k] in _USED:
        k += 1
    return k > j and k < len(tokens) and tokens[k] in ("before", "after")
