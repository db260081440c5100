"""Another thing that gets cold or hot by itself ("the box gets cold at night", "the cabin goes warm in the
afternoon": the kind behind a test file 36 miss): the weather or the place, the reason for the request,
no step of the object and no place. So is another thing that keeps the object in a state ("the bottom drawer
keeps it crisp", "the lid keeps them warm": test file 41): what that thing does, said as the reason.

Why apart from :mod:`nsg.parser.minilm.happened` (a temperature the object itself took, "the tea's gone
cold"): here the subject is another noun, led by a determiner, and the clause says how it becomes; the
object's own name as the subject ("the egg gets cold") stays with the steps' readings.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions, unknown_words
from nsg.parser.minilm.spans import BOUNDARY, KEEP_FORMS, state_adjectives

_BECOMES = {"gets", "got", "goes", "went", "turns", "turned", "becomes", "became"}
_STATES = {"cold", "hot", "warm", "chilly", "freezing", "boiling", "cool", "toasty", "baking"}
_LEADS = {"the", "this", "that", "our", "my", "your"}
_HELD = {"it", "them", "em"}
_JOINERS = {"and", "then", "to", "or", "but", "so", "just", "also", "will", "would", "can", "could", "must", "should", "shall",
            "may", "might", "please"}
_STOPS = BOUNDARY | {",", "-", "(", ")", "and", "but", "so"}


def others_become(tokens: list[str]) -> set[int]:
    """Positions, from the subject's determiner to the end of its clause, of a noun other than the object
    named first (the task's) that "gets / goes / turns" a state by itself (module docstring)."""
    if _BECOMES.isdisjoint(tokens) and KEEP_FORMS.isdisjoint(tokens):
        return set()
    named = [m for m in mentions(tokens) if m.kind == "object"]  # the task's object: the first one named
    objects = {i for m in named if m.value == named[0].value for i in range(m.start, m.end)}
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if i + 1 >= len(tokens) or i - 1 in objects or tokens[i - 1] in ("it", "one", "ones"):
            continue
        if t in _BECOMES and tokens[i + 1] in _STATES:
            lead = _subject_lead(tokens, i, objects, 1)
        elif t in KEEP_FORMS and tokens[i + 1] in _HELD and _state_ends(tokens, i + 2):
            lead = _subject_lead(tokens, i, objects, 2)  # "the bottom drawer keeps it crisp"
        else:
            continue
        if lead is not None:
            end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _STOPS), len(tokens))
            out.update(range(lead, end))
    return out


def _state_ends(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` is a state ("crisp", "warm") that ends its clause: "keeps it crisp," (not "keep it
    in your hand", "keep it with you")."""
    return i < len(tokens) and (tokens[i] in state_adjectives() or tokens[i] in set(unknown_words(tokens))) \
        and (i + 1 == len(tokens) or tokens[i + 1] in _STOPS)


def _subject_lead(tokens: list[str], verb: int, objects: set[int], most: int) -> int | None:
    """The determiner that leads the subject of the verb at ``verb``: up to ``most`` words before it, none of
    them the object's name, a joining word or a modal ("the box gets", "the bottom drawer keeps"; not "... in
    the sink and keep", "your fridge to keep", "the cook will keep")."""
    for lead in range(verb - 2, max(verb - 2 - most, -1), -1):
        words = range(lead + 1, verb)
        if any(not tokens[j].isalpha() or j in objects or tokens[j] in _JOINERS for j in words):
            return None
        if tokens[lead] in _LEADS:
            return lead
    return None
