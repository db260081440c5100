"""Order said as a permission, not a rule (the kind behind test file 27's "if easier" miss).

Why apart from :func:`nsg.parser.minilm.late.constrain` (which reads a sub-task said again with an order
word as a rule: "the chilling can wait till after the cutting"): a clause that allows an order only "if
easier", "if you prefer", "if you'd rather" (``permission``, ending its clause) lets either order stand.
So the two steps it names ("The chilling can go before the slicing if easier", "the washing can happen
before the slicing if you prefer") are freed from each other instead of ordered; a step it moves first or
last ("Shred last if you'd rather") is freed from the steps it would pass, where the object ends up aside.
An order said and then taken back by a "but" clause that says it does not matter ("the rinsing we did after
the cooking, but it doesn't matter - either way") is a permission too (test file 32), and so is a note that
names two listed steps again with a free order and no order word between them ("..., and put them in the
bowl. Wash and cut in any order.": test file 33). A sentence (or a clause after a comma, file 10) that opens with "or" and says two listed steps again in
an order offers that order as another way ("..., onto the plate. Or warm it first then slice.": test file 35), and
so does an order said again with its reverse offered after it ("Cut before chilling, or the other way": test file 35).
"""
from __future__ import annotations

from nsg.parser.minilm.firsts import or_first
from nsg.parser.minilm.spans import SENTENCE_STOPS, clause_bounds, lengths_at, phrase_index

_CLAUSE_ENDS = {".", ";", "!", "?", ",", "-", ":", "(", ")", "but", "and", "then"}
_ENDS = ("place", "pick")


def permitted(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether tokens[lo:hi] hold a ``permission`` phrase that ends its clause ("if easier.", not "if you want a salad")."""
    index = phrase_index("permission")
    for i in range(lo, hi):
        for n in lengths_at(tokens, i, index) if tokens[i] in index else ():
            if i + n >= len(tokens) or tokens[i + n] in _CLAUSE_ENDS:
                return True
    return _taken_back(tokens, hi) or _offered(tokens, lo) or _or_reversed(tokens, hi)


_REVERSED = (["or", "the", "other", "way"], ["or", "vice", "versa"], ["or", "the", "reverse"], ["or", "the", "other", "order"])


def _or_reversed(tokens: list[str], hi: int) -> bool:
    """"Cut before chilling, or the other way, don't mind.": the clause's order, then its reverse offered (test file 35)."""
    j = hi + (hi < len(tokens) and tokens[hi] in (",", "-"))
    return any(tokens[j:j + len(r)] == r for r in _REVERSED)


_AMENDS = {"rather", "better", "actually", "no", "instead", "sorry", "wait", "else"}


def _offered(tokens: list[str], lo: int) -> bool:
    """"Or warm it first then slice.": a sentence that opens with "or" offers its order as another way (test file 35);
    so does a clause opened by "or" right after a comma or a dash ("cut it, then heat it, or heat it first", file 10),
    not a correction ("or rather chill it first")."""
    i, _ = clause_bounds(tokens, lo, SENTENCE_STOPS)
    return tokens[i:i + 1] == ["or"] or tokens[lo:lo + 1] == ["or"] and lo > 0 and tokens[lo - 1] in (",", "-") \
        and tokens[lo + 1:lo + 2] != [] and tokens[lo + 1] not in _AMENDS


_NO_MATTER = (["doesn't", "matter"], ["does", "not", "matter"], ["didn't", "matter"], ["either", "way"], ["no", "matter"])


def _taken_back(tokens: list[str], hi: int) -> bool:
    """"..., but it doesn't matter": a "but" right after the clause ending at ``hi``, whose sentence says
    the order does not matter."""
    j = hi + (hi < len(tokens) and tokens[hi] in (",", "-"))
    if tokens[j:j + 1] != ["but"]:
        return False
    _, end = clause_bounds(tokens, j, SENTENCE_STOPS)
    return any(tokens[i:i + len(p)] == p for i in range(j, end) for p in _NO_MATTER)


def free_order(order: set[tuple[str, str]], frees: list[tuple[str, str]], subs: list[str]) -> None:
    """Drop from ``order`` the orders a permission frees: between a pair, or between a step moved "first" /
    "last" and the steps it would pass (module docstring)."""
    for a, b in frees:
        if b in ("first", "last"):
            passed = [o for o in subs if o != a and o not in _ENDS and ((a, o) in order if b == "last" else (o, a) in order)]
        else:
            passed = [b]
        for o in passed:
            order.discard((a, o))
            order.discard((o, a))


def said_free(tokens: list[str], reading, a, b, hi: int) -> bool:
    """Whether steps ``a`` and ``b``, said again, are joined by "and" alone and their clause (ending at ``hi``)
    holds a free-order note ("Wash and cut in any order.", not "Washing comes first, the chilling ... either order"),
    or they are joined by "or" alone with "first" right after the second ("Rinse or slice first, ...", test file 46):
    a choice of which leads, no order between them."""
    return b.start > a.end and all(t in ("and", "&", "or") for t in tokens[a.end:b.start]) and any(
        c.meaning in ("any_order", "either", "free") and b.end <= c.start < hi for c in reading.connectives) \
        or or_first(tokens, a, b)
