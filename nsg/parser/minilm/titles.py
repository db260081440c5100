"""Titles that name the result: a heading of state words whose sub-tasks later steps do with verbs (issue 39).

"Warm Apple Slices." heading a recipe names the result; when a later sentence does each of its sub-tasks with a verb,
the order comes from there ("apple slices - ...", file 23). So does a ticket's or a list's first item, a participle
and the object's name alone between bullets ("BAKED POTATO · scrub · micro · split it", "Baked potato. Scrub it,
microwave it.", file 52): the dish named, its heating done by the later verb. A name inside a quoted title before a
colon ("Definition of done for 'Salad bowl ready': lettuce ...", file 52) is no target (:func:`quoted_title`). A state word
of a summary before a list announced in order ("the potato needs to go from dirty to hot. Do it in this order: wash it, cut
it, heat it", file 68: ``order_announcements`` and a colon) whose sub-task the list does with a verb is said again there: the
list's verb gives its place in the order (:func:`_announced_again`). So does a commit's or pull request's title
("feat(breakfast): toast for the kids ## Changes - slice the bread - run the slices through the toaster", file 68:
``commit_types``, a scope in brackets, a colon) up to its first heading or bullet: its steps, when the list does each with
a verb, are the result named (:func:`_commit_title`). A menu's or a recipe card's state word opening the text before the
dish's name and a dash or a colon ("Warm Bread - sliced, then warmed through", read as a verb otherwise) is such a title
too (:func:`_state_title`).
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, state_adjectives

_TITLE_FORMS = ("adj", "noun", "adj?", "adj/verb")
_STOPS = {".", "!", "?", ":", ";"}
_BULLETS = {"·", "•", "|"}  # a list's items, each a sentence of its own


def drop_titles(tokens: list[str], steps: list[StepCue], trips: tuple[StepCue, ...] = ()) -> list[StepCue]:
    """The steps without those of a title sentence whose sub-tasks later sentences all do with verbs (for a commit's
    title, trips through a device too: ``trips``)."""
    bullets = any(t in _BULLETS for t in tokens)
    bounds = [i for i, t in enumerate(tokens) if t in _STOPS or bullets and t in _BULLETS
              or t == "-" and i < 4 and all(w.isalpha() for w in tokens[:i])]
    sentence = [sum(1 for b in bounds if b < s.start) for s in steps]
    out = []
    announced = _announced_at(tokens) if "order" in tokens or "sequence" in tokens else None
    title = _commit_title(tokens, [*steps, *trips]) if tokens and tokens[0] in data()["commit_types"] else None
    for s, n in zip(steps, sentence):
        if announced is not None and _announced_again(tokens, s, steps, announced) or title and title[0] < s.start < title[1]:
            continue
        if s.form in _TITLE_FORMS or _dish_name(tokens, s, bounds) or _state_title(tokens, s, bounds):  # a verb keeps its sentence
            same = [x for x, m in zip(steps, sentence) if m == n]
            later = {x.subtask for x, m in zip(steps, sentence) if m > n and x.form == "verb"}
            if all((x.form in _TITLE_FORMS or _dish_name(tokens, x, bounds) or _state_title(tokens, x, bounds)) and x.subtask in later
                   for x in same) and later:
                continue
        out.append(s)
    return out


def _state_title(tokens: list[str], s: StepCue, bounds: list[int]) -> bool:
    """"Warm Bread - sliced, then warmed through", "Warm mug recipe: wash the mug, then heat it" (a menu's, a recipe card's,
    file 71's printed forms): a state word opening the text, read as a verb, then the object's name and at most one word
    more up to a dash or a colon, no determiner: the dish named, a title like "Hot Potato - ..."."""
    if s.start != 0 or s.end != 1 or tokens[0] not in state_adjectives() or not bounds or tokens[bounds[0]] not in ("-", ":"):
        return False
    name = [m for m in mentions(tokens[1:bounds[0]]) if m.kind == "object" and m.start == 0]
    return bool(name) and bounds[0] - 1 - name[0].end <= 1 and all(t.isalpha() for t in tokens[1:bounds[0]])


def _commit_title(tokens: list[str], steps: list[StepCue]) -> tuple[int, int] | None:
    """(the colon, the first heading mark or bullet after it) of a commit's title ("feat(breakfast): toast for the kids ##"),
    when the steps after it do each sub-task of the title with a verb; else None."""
    colon = 4 if tokens[1:2] == ["("] and tokens[3:5] == [")", ":"] else 1 if tokens[1:2] == [":"] else 0
    end = next((k for k in range(colon + 1, len(tokens)) if tokens[k] in ("#", "-", "*", ".")), 0)
    said = [s for s in steps if colon < s.start < end]
    later = {s.subtask for s in steps if s.start > end and s.form == "verb"}
    return (colon, end) if colon and said and all(s.subtask in later for s in said) else None


def _announced_at(tokens: list[str]) -> tuple[int, int] | None:
    """(the start of the sentence, the colon) of the first ``order_announcements`` phrase right before a colon ("Do it in
    this order: ..."), or None."""
    for phrase in data()["order_announcements"]:
        words = phrase.split()
        n = len(words)
        for i in range(len(tokens) - n):
            if tokens[i + n] == ":" and tokens[i:i + n] == words:
                lo = max([k + 1 for k in range(i) if tokens[k] in (".", "!", "?", ";")] or [0])
                return lo, i + n
    return None


def _announced_again(tokens: list[str], s: StepCue, steps: list[StepCue], announced: tuple[int, int]) -> bool:
    """Whether ``s`` is a state word of a sentence before the announcement whose sub-task a verb of the announced list
    does (module docstring)."""
    lo, colon = announced
    said = s.form in ("adj", "adj?") or s.end - s.start == 1 and tokens[s.start] in state_adjectives()  # "end up hot": a verb's
    return said and s.end <= lo and any(x.form == "verb" and x.subtask == s.subtask and x.start > colon
                                                              for x in steps)


def _dish_name(tokens: list[str], s: StepCue, bounds: list[int]) -> bool:
    """"BAKED POTATO ·", "Baked potato.", "Baked potato directions:" (a notice word of ``heading_nouns`` after the name,
    file 71): a participle ("-ed") that opens its sentence, then an object's name closing
    it: the dish's name (file 52); "Bake the potato." (no participle), "Baked in the oven." (no name): steps."""
    if s.end - s.start != 1 or not tokens[s.start].endswith("ed") or (s.start > 0 and s.start - 1 not in bounds):
        return False
    close = next((b for b in bounds if b > s.start), len(tokens))
    close -= close > s.end + 1 and tokens[close - 1] in data()["heading_nouns"]  # "Baked potato directions:" (file 71)
    return any(m.kind == "object" and m.start == 0 and m.end == close - s.end for m in mentions(tokens[s.end:close]))


def quoted_title(tokens: list[str], m: Mention) -> bool:
    """"Definition of done for 'Salad bowl ready': lettuce ..." (file 52): a name inside quotes closed right before a
    colon is a card's or a task's title, not the thing the note is about when another thing is named outside it."""
    close = next((k for k in range(m.end, min(m.end + 6, len(tokens))) if tokens[k] in ("'", '"')), None)
    if close is None or tokens[close + 1:close + 2] != [":"]:
        return False
    return any(tokens[k] == tokens[close] for k in range(max(0, m.start - 6), m.start))


def titled_only(tokens: list[str], m: Mention, objects: list[Mention]) -> bool:
    """Whether ``m`` is named in a quoted title and another of ``objects`` opens what follows its colon ("'Salad bowl
    ready': lettuce clean, ..."; not "'do the lettuce': wash it ... with the knife", file 25) (:func:`quoted_title`)."""
    if not quoted_title(tokens, m):
        return False
    colon = tokens.index(":", m.end)
    return any(o.value != m.value and colon < o.start <= colon + 3 for o in objects)
