"""A dish or a meal made beside the task (the kind behind test file 43's misses).

Why: "put it on the stove, I'll soon come to cook the rice", "Mummy cooking dinner at 6", "then warm the
soup": a step verb whose own object is a dish or a meal (the lexicon's ``contents``, "soup", "rice",
"beans", and the meals, "dinner", "lunch") names what someone cooks, never the object of the task (a
dish is no object of the vocabulary, so the verb cannot be the object's step), and its dish fills no
name slot. Only where nothing but a clause end, a time word or "and" follows the dish: "heat the soup
bowl" names the bowl, "warm the soup in the mug" leaves the reading to the grammar. A past verb opening its clause
before a meal, a day's name between or not ("Cooked Sunday lunch on my own", file 51), is what was made too.

Positions are returned like :func:`nsg.parser.minilm.anecdotes.remarked`: neither steps nor places.

A food going into a dish it is eaten in ("before it goes into a sandwich", "then it goes in the salad", file 47;
``made_dishes`` in ``data/lexicon.json``): the dish is no receptacle, so the place verb is no place and the dish
fills no name slot (:func:`into_dish`, :func:`dish_slot`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import lexicon, mentions
from nsg.parser.minilm.spans import BOUNDARY, before_determined, data

_MEALS = {"dinner", "dinners", "lunch", "lunches", "breakfast", "supper", "brunch"}
_AFTER = BOUNDARY | {",", "and", "-", "(", "at", "for", "later", "tonight", "now", "soon", "today", "first", "on"}
_STATE_SUBTASKS = ("heat", "cool", "clean", "slice")


@lru_cache(maxsize=1)
def _dishes() -> frozenset[str]:
    return frozenset(lexicon()["contents"]) | _MEALS


@lru_cache(maxsize=1)
def _cooked() -> frozenset[str]:
    return frozenset(lexicon()["dish_participles"])


@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    """The one-word verbs of the sub-tasks that change a state ("cook", "warm", "chill", "cut")."""
    steps = data()["steps"]
    return frozenset(v for sub in _STATE_SUBTASKS for v in steps[sub]["verbs"] if " " not in v)


def dishes_made(tokens: list[str]) -> set[int]:
    """Positions of the step verbs whose object is a dish or a meal, with their objects (module docstring)."""
    dishes = _dishes()
    if dishes.isdisjoint(tokens):
        return set()
    verbs, dets, out = _verbs(), set(data()["determiners"]), set()
    for i, t in enumerate(tokens):
        if t not in dishes or i + 1 < len(tokens) and tokens[i + 1] not in _AFTER or _for_whom_in(tokens, i + 1):
            continue
        j = i - 1
        while j >= 0 and (tokens[j] in dets or t in _MEALS and tokens[j] in _DAYS):  # "cooked Sunday lunch"
            j -= 1
        if j >= 0 and tokens[j] in verbs and not (j == i - 1 and tokens[j].endswith("ed") and not _told(tokens, j, t)):
            out.update(range(j + _renamed_after(tokens, i + 1), i + 1))  # "iced coffee": a kind of dish
    return out


_MARKS = {",", ".", "-", "!"}
_RENAMES = (["no"], ["i", "mean"], ["sorry"], ["or", "rather"])


_WHOM = {"me", "you", "him", "her", "us", "them"}


def _for_whom_in(tokens: list[str], k: int) -> bool:
    """"heat the soup for me in the microwave": the person it is done for, then "in" / "into": read past the person
    like "warm the soup in the mug", left to the grammar (file 66); "heat the soup for me." stays a dish."""
    return tokens[k:k + 1] == ["for"] and k + 2 < len(tokens) and tokens[k + 1] in _WHOM and tokens[k + 2] in ("in", "into")


def _renamed_after(tokens: list[str], k: int) -> bool:
    """"cool the milk.. no the cup of milk" (file 56): the dish taken back at once by a correction marker and a determiner
    that names another thing: the verb is done to that thing, a step (the dish still fills no name slot)."""
    while k < len(tokens) and tokens[k] in _MARKS:
        k += 1
    n = next((len(r) for r in _RENAMES if tokens[k:k + len(r)] == r), 0)
    return n > 0 and k + n < len(tokens) and tokens[k + n] in data()["determiners"]


_DAYS = {"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "christmas", "easter", "the", "a"}
_DOERS = {"i", "we", "he", "she", "they", "dad", "mum"}


def _told(tokens: list[str], j: int, dish: str) -> bool:
    """"Cooked lunch today.", "I cooked dinner": a past verb opening its clause (or after its doer) before a meal is what
    was made, no kind of dish (file 51)."""
    return dish in _MEALS and (j == 0 or tokens[j - 1] in BOUNDARY or tokens[j - 1] in _DOERS)


def dish_foods(tokens: list[str], found: list) -> list:
    """``found`` without a food's name said right before a dish word in what a vessel holds ("a cup of hot apple
    juice", "a bowl of tomato soup", test file 60): it names the dish, no thing of the task (the vessel is); so is one
    right after "of" and a way of cooking it into a dish (``dish_participles``: "a pot of mulled apple", file 30)."""
    if "of" not in tokens:
        return found
    dishes, cooked = _dishes(), _cooked()
    if dishes.isdisjoint(tokens) and cooked.isdisjoint(tokens):
        return found
    out = []
    for m in found:
        j = m.start - 1
        while j >= 0 and (tokens[j] in lexicon()["name_modifiers"] or tokens[j] in data()["determiners"]):
            j -= 1
        cooked_as = m.start >= 2 and tokens[m.start - 1] in cooked and tokens[m.start - 2] == "of"
        if not (m.kind == "object" and (m.end < len(tokens) and tokens[m.end] in dishes and j >= 0 and tokens[j] == "of" or cooked_as)):
            out.append(m)
    return out


_INTO = {"in", "into", "on", "onto"}


def dish_slot(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` is a dish a food is eaten in, after "in" / "into" / "on", a determiner and at most one
    word of its own, with no name right after it ("into a sandwich", not "the salad bowl")."""
    if tokens[i] not in lexicon()["made_dishes"] or any(m.start == 0 for m in mentions(tokens[i + 1:i + 4])):
        return False
    j = before_determined(tokens, i)  # "into a cheese sandwich"
    return 0 <= j < i - 1 and tokens[j] in _INTO


def into_dish(tokens: list[str], s) -> bool:
    """Whether the place verb ``s`` puts the food into a dish it is eaten in, in its own clause (module docstring)."""
    for i in range(s.end, min(len(tokens), s.end + 6)):
        if tokens[i] in _CLAUSE_ENDS:
            return False
        if dish_slot(tokens, i):
            return True
    return False


_CLAUSE_ENDS = BOUNDARY | {",", "and", "then", "-"}
