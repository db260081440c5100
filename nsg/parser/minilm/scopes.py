"""The scope of an order note over a list: "in any order" and "in that order" (issue 25), reaching
back across semicolons and over steps said one to a sentence (issue 39), as far as the steps it
counts ("those two in either order", "any order for the last two": test file 24).

Why apart from the grammar (:mod:`nsg.parser.minilm.compose`): the note is said once, before or
after the steps it is about, so its reach is decided by walking the gaps of the list from the note
until an order word or a sentence boundary stops it; the grammar then reads the gaps as changed.
:func:`in_prefix` (a step in a clause opened by "before" / "after" / "once" ...) is shared by the
grammar and the free-order notes of :mod:`nsg.parser.minilm.late`, which cannot import each other. The scope of a
time clause said after its step ("slice it once it's cold and put it away") ends at "and" and a new command
(:func:`close_time_clauses`, file 51's reading). A time clause opening its sentence that says two steps again ("Before it
is heated, it gets sliced.") states their order (:func:`fronted_order`, file 11).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import (
    BOUNDARY, COMMA, PAR, REV, SENTENCE_ENDS, SEQ, Connective, Reading, StepCue, state_adjectives,
)


def apply_scopes(tokens: list[str], reading: Reading, rel: list[str], free: set[int]) -> None:
    """Apply "in any order" (-> PAR) and "in that order" (-> SEQ) to the list they mark, then end each time clause
    said after its step where a new command starts (:func:`close_time_clauses`)."""
    steps = reading.steps
    n = len(steps)
    for c in reading.connectives:
        if c.meaning not in ("any_order", "in_order") or _shrug(tokens, c) and not any(x.end <= c.start for x in steps):
            continue  # "Whatever. Heat the kettle ...": a shrug opening the text frees nothing
        value = PAR if c.meaning == "any_order" else SEQ
        before = [k for k in range(n) if steps[k].end <= c.start]
        after = [k for k in range(n) if steps[k].start >= c.end]
        same_sentence = before and not any(t in BOUNDARY for t in tokens[steps[before[-1]].end:c.start])
        alone = before and after and any(t in SENTENCE_ENDS for t in tokens[steps[before[-1]].end:c.start]) \
            and (any(t in SENTENCE_ENDS for t in tokens[c.end:steps[after[0]].start])  # "... Order of these not important. Place it."
                 or any(o.meaning == "then" and c.end <= o.start < steps[after[0]].start for o in reading.connectives)
                 or _and_after(tokens[c.end:steps[after[0]].start])  # "... Both in any order, and it goes on the shelf."
                 or _named_last(tokens, c.end))  # "... Any order, bowl last." (file 52)
        # "... Do them in any order, then plate it.": a note opening its sentence before "then" is about the steps before it
        if before and (same_sentence or not after or alone) and tokens[c.start] != "both":
            # a note after every step ("heat it; slice it. Either order is fine.") is about the
            # whole sentence before it, across its semicolons
            soft = not same_sentence and (not after or alone)
            k = before[-1]
            if soft and value == PAR and steps[k].subtask == "place" and k > 0:
                rel[k], k = SEQ, k - 1  # "A warm, rinsed mug rests on the shelf. Any order.": the place stays last
            if value == PAR and same_sentence and rel[k] == REV and any(
                    o.meaning == "earlier" and steps[k].end <= o.start < c.start for o in reading.connectives):
                rel[k] = PAR  # "washed and chilled beforehand, either order": before the event, not before the washing
            if value == PAR and same_sentence and k > 0 and _added(tokens, steps[k], c) and rel[k] in (PAR, COMMA, SEQ) \
                    and steps[k - 1].subtask not in (steps[k].subtask, "place"):
                rel[k] = PAR  # "Chill the apple. Oh, and rinse it too, whichever comes first." (file 42): with the one before
                free.add(k)
                continue
            count = _counted(tokens, c)  # "those two in either order", "Any order for the last two."
            stop = k if count else 0
            while count and stop > 0 and len({s.subtask for s in steps[stop - 1:k + 1]}) <= count:
                stop -= 1  # back over the counted sub-tasks ("microwave until hot; slice. These two ...": two)
            while k > stop and (value == PAR and steps[k - 1].subtask == steps[k].subtask  # "cook it till it's hot":
                             or rel[k] in (PAR, COMMA, SEQ) and not (  # one step said twice, its "till" no order
                                 _explicit(tokens, reading, k, soft) and not (soft and _lone_steps(tokens, reading, k))
                                 and not (value == SEQ and _then_inside(tokens, reading, k)))):
                rel[k] = value
                if value == PAR:
                    free.add(k)
                k -= 1
            if count and k == stop > 0 and rel[stop] in (PAR, COMMA) and stop not in free:  # the one before the counted
                rel[stop] = SEQ  # the steps said before the counted ones stay before them
            nxt = before[-1] + 1  # "dice it, zap it - either order - and plate it": the list ends at the note
            if value == PAR and same_sentence and after and nxt < n and rel[nxt] in (PAR, COMMA) and nxt not in free:
                rel[nxt] = SEQ
        else:
            after = [k for k in range(n) if steps[k].start >= c.end]
            k = after[0] + 1 if after else n
            headed = after and _heads_list(tokens, c, steps[after[0]].start)  # "The order is immaterial: (a) ...; (b) ..."
            while k < n and rel[k] in (PAR, COMMA, SEQ) and not _explicit(tokens, reading, k, headed):
                rel[k] = value
                if value == PAR:
                    free.add(k)
                k += 1
    close_time_clauses(tokens, reading, rel)


def _heads_list(tokens: list[str], c: Connective, first: int) -> bool:
    """"The sequence of the following obligations is immaterial: (a) slice it; (b) chill it." (file 11): a note before
    every step, its clause closed by a colon right before the list: it heads the list, across its semicolons."""
    colon = next((i for i in range(c.end, first) if tokens[i] == ":"), None)
    return colon is not None and not any(t in BOUNDARY for t in tokens[c.end:colon])


_TIME_WORDS = {"once", "when", "after", "until", "till"}


def close_time_clauses(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """"Chop the apple once it's cold and put it in the bowl": a time clause said after its step ("once" / "when" / "after"
    / "until"), holding one state word, ends at "and" and a new command on the object: that command comes after the main
    step, not inside the clause ("... once it's cold and clean" keeps both states in it)."""
    steps = reading.steps
    for k in range(2, len(steps)):
        s, prev = steps[k], steps[k - 1]
        gap = tokens[prev.end:s.start]
        if rel[k - 1] != REV or rel[k] != PAR or [t for t in gap if t != ","] != ["and"] \
                or prev.end - prev.start != 1 or tokens[prev.start] not in state_adjectives() \
                or not (s.form == "verb" and tokens[s.end:s.end + 1] in (["it"], ["them"])):
            continue
        lead = tokens[steps[k - 2].end:prev.start]
        if any(t in _TIME_WORDS for t in lead) and not any(t in BOUNDARY or t.endswith("ing") for t in lead + [tokens[s.start]]):
            rel[k] = SEQ  # not a clause of "-ing" forms: "after making it hot and cutting it" holds both


def noted_in_order(reading: Reading, end: int) -> bool:
    """"I need the apple: washed and cut, then hot, then in the bowl. This order, ok?" (file 45): an "in that order" note
    after the frame's last step, no step between them, orders the frame's states as said."""
    return any(c.meaning == "in_order" and c.start >= end and not any(end <= s.start < c.start for s in reading.steps)
               for c in reading.connectives)


def _lone_steps(tokens: list[str], reading: Reading, k: int) -> bool:
    """Whether steps k-1 and k are each a sentence of their own with no order word between them
    ("KETTLE SINK WASH STOP STOVE HEAT STOP ANY ORDER STOP"): a note after them is about both."""
    steps = reading.steps
    def alone(j: int) -> bool:
        lo = steps[j - 1].end if j > 0 else 0
        hi = steps[j + 1].start if j + 1 < len(steps) else len(tokens)
        return any(t in SENTENCE_ENDS for t in tokens[lo:steps[j].start]) or j == 0 \
            and any(t in SENTENCE_ENDS for t in tokens[steps[j].end:hi])
    between = [c for c in reading.connectives if steps[k - 1].end <= c.start < steps[k].start
               and c.meaning in ("then", "after", "before", "before_that") and tokens[c.start].isalpha()
               and tokens[c.start] != "step"]  # "Step 2: rinse it.": a numbered step is said alone too
    return not between and alone(k) and alone(k - 1)


_TOO = {"too", "also", "as"}  # "as well"


def _added(tokens: list[str], s: StepCue, c: Connective) -> bool:
    """A step said with "too" / "also" / "as well" after its object, right before a free-order note of its sentence
    ("rinse it too, whichever comes first"): a step added to those said before, the note about it and the step before."""
    between = [t for t in tokens[s.end:c.start] if t not in (",", "-")]
    return 1 <= len(between) <= 3 and between[0] in ("it", "them") and between[1:2] in (["too"], ["also"], ["as"]) \
        and (between[1] != "as" or between[2:] == ["well"])


def _explicit(tokens: list[str], reading: Reading, k: int, soft: bool = False) -> bool:
    """Whether gap k holds an order word or a sentence boundary (a list's scope stops there);
    ``soft``: a semicolon or colon does not stop it."""
    lo, hi = reading.steps[k - 1].end, reading.steps[k].start
    if hi - lo >= 2 and all(t == "." for t in tokens[lo:hi]):
        return False  # "Potato ... HEATED ... SLICED" (test file 52): dots between a list's items, no sentence end
    passable = ("step", ";", ":") if soft else ("step",)
    if soft and tokens[hi - 1:hi] == ["and"] and all(t in SENTENCE_ENDS for t in tokens[lo:hi - 1]):
        return False  # "Sliced, in the bowl. And washed. Any order." (test file 50): a sentence opened by "and" adds to the list
    return any(c.meaning in ("then", "after", "before", "before_that", "relative") and lo <= c.start < hi
               and not (c.end - c.start == 1 and (tokens[c.start] in passable or soft and _item_mark(tokens, c.start)))
               for c in reading.connectives) \
        or any(t in (SENTENCE_ENDS if soft else BOUNDARY) for t in tokens[lo:hi])


def _item_mark(tokens: list[str], i: int) -> bool:
    """"(2)" / "2)" of a list's items: a mark, no order word where a note's reach passes semicolons (file 11)."""
    return tokens[i].isdigit() and tokens[i + 1:i + 2] == [")"]


def _then_inside(tokens: list[str], reading: Reading, k: int) -> bool:
    """"cut, toasted, and then put on a plate. In that order.": a "then" inside the sentence the note is
    about already orders its gap the note's way, so "in that order" reaches past it to the steps before."""
    lo, hi = reading.steps[k - 1].end, reading.steps[k].start
    return not any(t in BOUNDARY for t in tokens[lo:hi]) and any(
        c.meaning == "then" and lo <= c.start < hi and tokens[c.start].isalpha() for c in reading.connectives)


def _shrug(tokens: list[str], c: Connective) -> bool:
    """"Whatever." / "Whatever," said as its own word at the start of a sentence: a mood, read as a note
    only where it follows the steps it is about ("heat it, slice it, whatever.")."""
    return tokens[c.start] == "whatever" and c.end - c.start == 2 and (c.start == 0 or tokens[c.start - 1] in SENTENCE_ENDS)


def in_prefix(tokens: list[str], reading: Reading, s: StepCue) -> bool:
    """Whether a step sits in a clause opened by "once" / "when" / "after" ... before the main one (closed by a comma in
    its sentence: "Before I go I'd like it clean and on the shelf. Not in the oven, ..." has no prefix place; nor has
    "Before I head off I'll wash it and put it up, she ...", file 47: a second subject opens the main clause), and a step
    said after that comma in it (the main clause: "after tea time clean and on the shelf, upside down" is a time, file 66)."""
    opener = [c for c in reading.connectives if c.meaning in ("after", "before") and c.end <= s.start
              and not any(t in BOUNDARY for t in tokens[c.end:s.start])]
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in BOUNDARY), len(tokens))  # its sentence (test file 48)
    comma = next((i for i in range(s.end, end) if tokens[i] == ","), None)
    return bool(opener) and comma is not None and not any(t == "," for t in tokens[opener[-1].end:s.start]) \
        and sum(t in _SUBJECTS for t in tokens[opener[-1].end:s.start]) < 2 \
        and any(comma < x.start < end for x in reading.steps)  # "Mugs after tea clean and on the shelf, upside down": no main clause


_SUBJECTS = {"i", "you", "we", "he", "she", "they", "i'll", "you'll", "we'll", "he'll", "she'll", "they'll", "i'd", "we'd",
             "i'm", "you're", "we're", "i've", "we've"}  # a second one after the opener's own starts the main clause (file 47)


def fronted_order(tokens: list[str], reading: Reading, a: StepCue, b: StepCue) -> str | None:
    """"Warm it, slice it, plate it. Before it is heated, it gets sliced." (file 11): two steps said again, the first in a
    clause opened by "before" / "after" (nothing but its own words between them), a comma, then the second: the order
    they state, as the meaning of an order word between them ("before A, B": B first, read as "A after B")."""
    opener = next((c for c in reading.connectives if c.meaning in ("before", "after") and c.end <= a.start
                   and not any(t in BOUNDARY or t == "," for t in tokens[c.end:a.start])), None)
    if opener is None or opener.start > 0 and tokens[opener.start - 1] not in BOUNDARY | {",", "-", "so"} \
            or [t for t in tokens[a.end:b.start] if t == ","] != [","] or any(t in BOUNDARY for t in tokens[a.end:b.start]):
        return None
    return "after" if opener.meaning == "before" else "then"


_COUNTS = {"two": 2, "2": 2, "three": 3, "3": 3}


def _counted(tokens: list[str], c: Connective) -> int:
    """How many steps a note counts ("those two in either order", "any order for the last two"): the
    last ones said before it (0: the note counts none)."""
    for lo, hi in ((max(0, c.start - 5), c.start), (c.end, min(len(tokens), c.end + 4))):
        near = tokens[lo:hi]
        for i in range(len(near) - 1):
            between = near[i:] if hi == c.start else near[:i]
            if near[i] in ("those", "these", "last", "final") and near[i + 1] in _COUNTS and not any(t in BOUNDARY for t in between):
                return _COUNTS[near[i + 1]]
    return 0


def _and_after(gap: list[str]) -> bool:
    """Whether the words between a note opening its sentence and the next step hold ", and" / "- and" (file 14): the
    note closes the list before it, as a "then" would ("A warm mug? A clean mug? Both, in any order - and it's shelved.")."""
    return any(t == "and" and k > 0 and gap[k - 1] in (",", "-") for k, t in enumerate(gap))


def _named_last(tokens: list[str], i: int) -> bool:
    """Whether the words after a note opening its sentence, from ``i``, end that sentence with "last" after a comma
    ("Any order, bowl last.", "In any order, but the plate last.", file 52): the note frees the list before it, the
    one named after it comes last."""
    end = next((k for k in range(i, len(tokens)) if tokens[k] in SENTENCE_ENDS), len(tokens))
    named = [t for t in tokens[i + 1:end - 1] if t != "but"]  # a name only: "bowl", "the plate"; no step said
    return tokens[i:i + 1] == [","] and tokens[end - 1:end] == ["last"] and 1 <= len(named) <= 2 \
        and all(t.isalpha() and t not in ("it", "them", "and") for t in named)


_CLAUSE_AUX = {"is", "are", "was", "were", "be", "been", "gets", "get", "got"}


def main_clause_opens(tokens: list[str], before: StepCue, s: StepCue) -> bool:
    """"Once washed, the apple is sliced and chilled" (file 71's second reading): after the comma that follows a prefix
    clause's participle, a subject and a passive's auxiliary before the next step open the main clause; the comma
    parts the clause from it, it lists no step of the clause ("after washing, slicing and chilling it"). So does the auxiliary
    alone after a clause set in commas right after the subject ("The egg, once boiled, is sliced and ...", an encyclopedia's)."""
    gap = tokens[before.end:s.start]
    if "," not in gap:
        return False
    after = gap[len(gap) - gap[::-1].index(","):]
    while len(after) > 1 and after[-1].endswith("ly") and after[-1].isalpha():
        after = after[:-1]  # "is traditionally sliced": an adverb before the participle
    embedded = len(after) == 1 and before.start > 1 and tokens[before.start - 2] == ","  # "The egg, once boiled, is sliced and ..."
    return (len(after) >= 2 or embedded) and after[-1] in _CLAUSE_AUX
