"""A note after the list that names two or more of its steps again and frees their order (the kind
behind test file 31's misses): "Wash it, chill it, then hand it over. Washing and chilling in any order.",
"Wash it, chunk it, chill it. Wash first; chunk and chill whichever."

Why apart from :func:`nsg.parser.minilm.late.constrain` (a sub-task said again with an order word) and
:func:`nsg.parser.minilm.notes.reorder` (notes that count the steps): the note names the steps it frees
by their sub-task words, with a free-order connective (``any_order`` in ``data/connectives.json``) and
no order word of its own clause, so it is read on the finished groups: the groups that hold those
sub-tasks become one group when they follow one another with no other step between them. Steps the
note does not name keep their place ("wash first"; the hand-over still last); a note whose steps are
not next to each other in the list changes nothing (it cannot say where the steps between would go). So
does an answer with no step of its own to a question about the order ("Wash it, cut it. Order? Claire
says it doesn't matter."): it frees the steps of the sentence before the question. So does a note that
offers two of the steps as alternatives joined by "or" (test file 47): both orders spelt out ("Slice then
warm or warm then slice, I don't mind") or either step said first ("Wash it or chill it first, doesn't
matter which"): the one word "first" there belongs to whichever is picked, not to the second step. Both orders spelt
out with "then" each free the two even where no list is said before them ("Pan heated, then scrubbed - or scrubbed, then
heated? Nobody knows.", file 71: the only place the steps are told).
The other way round (file 51): a sentence after the states told that does them all again in a list marked
"in that order" ("The pan was hot and clean. So he'd heated it and washed it, in that order.") orders them so.
A note headed by an order noun and a colon ("Order: boil, slice.", "Sequence seen: rinse, chill, shelf.", test file 57,
read a second time) that names two or more of the steps again, one word each, joined by commas or "then" and nothing
else, orders them as it names them (:func:`restated_order`): the groups that hold them, next to each other and holding
nothing else, become one group each in the note's order.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_STOPS as _SENTENCE, Reading, StepCue, clause_bounds

_CLAUSE = _SENTENCE | {",", ":", "-", "but"}
_ORDER_NOUNS = {"order", "sequence", "first"}
_ORDER = {"then", "after", "before", "before_that", "first", "earlier", "later", "last", "in_order"}


def restated_free(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups with the steps a later free-order note names again joined (module docstring)."""
    for c in reading.connectives:
        if c.meaning != "any_order":
            continue
        lo, hi = clause_bounds(tokens, c.start, _CLAUSE)
        named = [s for s in reading.steps if lo <= s.start < hi]
        subs = {s.subtask for s in named}
        if len(subs) < 2 or len(named) != len(subs) or any(
                x.meaning in _ORDER and lo <= x.start < hi and tokens[x.start].isalpha() for x in reading.connectives):
            continue
        earlier = [s for s in reading.steps if s.end <= lo and s.subtask in subs]
        if {s.subtask for s in earlier} != subs or not any(t in _SENTENCE for t in tokens[earlier[-1].end:lo]):
            continue  # the note follows the list, in a sentence (or after a semicolon) of its own
        groups = _joined(groups, subs)
    return _ordered(tokens, reading, _alternatives(tokens, reading, _answered(tokens, reading, groups)))


def _ordered(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """"The egg was cold and cut. So he'd chilled it and cut it, in that order.": an ``in_order`` note in a
    sentence that names every step of the groups again, some of them said in a sentence before, orders the
    groups as that sentence lists them (module docstring)."""
    for c in reading.connectives:
        if c.meaning != "in_order":
            continue
        lo, hi = clause_bounds(tokens, c.start, _SENTENCE)
        said = [s.subtask for s in reading.steps if lo <= s.start < hi]  # the note said after its list
        if any(c.start < s.start < hi for s in reading.steps) or any(
                x.meaning in ("before", "after") and lo <= x.start < c.start for x in reading.connectives):
            continue  # "Before the warmth, the blade - honor that order." (file 13): the sentence states its order itself
        ours = [s for g in groups for s in g]
        if len(said) < 2 or len(set(said)) != len(said) or sorted(said) != sorted(s.subtask for s in ours) \
                or sum(s.subtask in said for s in reading.steps if s.end <= lo) < 2:
            continue
        return [[s] for s in sorted(ours, key=lambda s: said.index(s.subtask))]
    return groups


def _joined(groups: list[list[StepCue]], subs: set[str]) -> list[list[StepCue]]:
    """The groups with those holding the sub-tasks ``subs`` made one, when they follow one another and
    hold nothing else; else the groups as they were."""
    at = [n for n, g in enumerate(groups) if any(s.subtask in subs for s in g)]
    if len(at) < 2 or at != list(range(at[0], at[-1] + 1)) or any(s.subtask not in subs for n in at for s in groups[n]):
        return groups
    return groups[:at[0]] + [[s for n in at for s in groups[n]]] + groups[at[-1] + 1:]


def _answered(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """"Wash it, cut it. Order? Claire says it doesn't matter.": an ``either`` note in a sentence with no step,
    right after a question about the order ("Order?", "What order?") with no step either, frees the steps
    (not a place or a pick) of the sentence before the question."""
    for c in reading.connectives:
        if c.meaning != "either":
            continue
        lo, hi = clause_bounds(tokens, c.start, _SENTENCE)
        if lo < 2 or tokens[lo - 1] != "?" or any(lo <= s.start < hi for s in reading.steps):
            continue
        q_lo, _ = clause_bounds(tokens, lo - 2, _SENTENCE)
        if not set(tokens[q_lo:lo]) & _ORDER_NOUNS or any(q_lo <= s.start < lo for s in reading.steps) or q_lo < 1:
            continue
        p_lo, _ = clause_bounds(tokens, q_lo - 1, _SENTENCE)
        subs = {s.subtask for s in reading.steps if p_lo <= s.start < q_lo and s.subtask not in ("place", "pick")}
        if len(subs) > 1:
            groups = _joined(groups, subs)
    return groups


def _alternatives(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """"Slice then warm or warm then slice", "wash it or chill it first": a sentence after the list that
    offers two of its sub-tasks in either order, around "or", frees the order of the two (module docstring)."""
    for i, t in enumerate(tokens):
        if t != "or":
            continue
        lo, hi = clause_bounds(tokens, i, _SENTENCE)
        before = [s.subtask for s in reading.steps if lo <= s.start < i]
        after = [s for s in reading.steps if i < s.start < hi]
        subs = set(before) | {s.subtask for s in after}
        said_first = len(before) == 1 and len(after) == 1 and "first" in tokens[after[0].end:after[0].end + 2]
        if len(subs) != 2 or not (said_first or len(before) == 2 and before == [s.subtask for s in reversed(after)]):
            continue
        spelt = not said_first and "then" in tokens[lo:i] and "then" in tokens[i:hi]  # both orders spelt out (file 71)
        if spelt or {s.subtask for s in reading.steps if s.end <= lo} >= subs:  # the note follows the list
            groups = _joined(groups, subs)
    return groups


_LIST_JOINS = {",", "then", ">", "->", "and", "-"}


def restated_order(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups with the steps an order note names again in the note's order (module docstring)."""
    if ":" not in tokens or _ORDER_NOUNS.isdisjoint(tokens):
        return _summed_up(tokens, reading, groups)
    for i, t in enumerate(tokens[:-1]):
        if t not in ("order", "sequence") or tokens[i + 1] != ":" and tokens[i + 2:i + 3] != [":"]:
            continue
        colon = i + 1 if tokens[i + 1] == ":" else i + 2
        lo, _ = clause_bounds(tokens, i, _SENTENCE)
        hi = next((j for j in range(colon + 1, len(tokens)) if tokens[j] in _SENTENCE), len(tokens))
        if i - lo > 2 or lo == 0:
            continue  # a heading of at most three words, after the list
        named = [s for s in reading.steps if colon < s.start < hi]
        order = [s.subtask for s in named]
        covered = {j for s in named for j in range(s.start, s.end)}
        if len(order) < 2 or len(set(order)) != len(order) or any(
                j not in covered and tokens[j] not in _LIST_JOINS for j in range(colon + 1, hi)):
            continue
        groups = _in_order(groups, order)
    return _summed_up(tokens, reading, groups)


def _in_order(groups: list[list[StepCue]], order: list[str]) -> list[list[StepCue]]:
    """The groups that hold the sub-tasks of ``order``, next to each other and holding nothing else, one group each
    in that order; the groups unchanged otherwise."""
    at = [n for n, g in enumerate(groups) if any(s.subtask in order for s in g)]
    if not at or at != list(range(at[0], at[-1] + 1)) or {s.subtask for n in at for s in groups[n]} != set(order):
        return groups
    kept = {s.subtask: s for n in at for s in groups[n]}
    return groups[:at[0]] + [[kept[x]] for x in order] + groups[at[-1] + 1:]


_SO_LEADS = {"so", ":"}  # what opens a recap at the end of its sentence: "Washing first is the rule, so wash, chop, cook."


def _summed_up(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """A last sentence of a note that names three or more steps said before again, one word each, joined by commas
    and nothing else, ending in the place's receptacle alone ("He has a boiled egg, cut up, in his bowl. Boil, cut,
    bowl.", file 49): the recipe's shorthand, read in its order like a list of commands ending in a place. So is such a run
    after "so" or a colon that ends its sentence, naming only steps said before, a place last or not ("Chop one and cook it
    in the pan. Washing it first is the rule, so wash, chop, cook.", file 60): the steps recapped in the order they are done."""
    end = len(tokens) - 1 if tokens and tokens[-1] in _SENTENCE else len(tokens)
    lo = max([j + 1 for j in range(end) if tokens[j] in _SENTENCE] or [0])
    so = max([j + 1 for j in range(lo, end) if tokens[j] in _SO_LEADS] or [lo])  # "..., so wash, chop, cook." (file 60)
    named = [s for s in reading.steps if so <= s.start < end]
    if lo == 0 or len(named) < 3 or named[-1].subtask != "place" and so == lo or any(s.end - s.start != 1 for s in named) \
            or any(t != "," for j, t in enumerate(tokens[so:end], so) if not any(s.start == j for s in named)):
        return groups
    order = [s.subtask for s in named]
    earlier = {s.subtask for s in reading.steps if s.start < (lo if so == lo else so - 1)}
    if len(set(order)) != len(order) or not set(order[:-1] if so == lo else order) <= earlier or so > lo and any(
            c.meaning in ("any_order", "either") for c in reading.connectives):  # "in any order. So: wash, chop, cook": an example
        return groups
    return _in_order(groups, order)
