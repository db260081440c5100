"""A step offered as one of two things to do with "or", the other no step of the task ("then bin it or eat it", "eat
it or bin it", test file 37): the speaker leaves the choice to the listener, so the step is no goal of the task.

Why apart from :func:`nsg.parser.minilm.firsts` (two steps joined by "or" with "first" after them: an order left
open) and :func:`nsg.parser.minilm.others` ("either in the X or in the Y": a rule of where it may go): here the other
choice is a verb outside the step table on the same "it" / "them", closing its clause ("or eat it.", "or eat it,"),
so nothing says which happens. Two step verbs ("heat it or chill it") and a verb with more words after its pronoun
("or eat it cold") are left as they are.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import DETERMINERS, NEGATIONS, OBJECT_PRONOUNS, StepCue, step_verbs

_ENDS = {".", ",", "!", "?", ";", ":", "-", ")", "(", "then", "and", "but"}
_THEM = {"it", "them"}


def offered(tokens: list[str], s: StepCue) -> bool:
    """Whether ``s`` is a verb on "it" / "them" (and where, "put it on a plate") joined by "or" to another verb on "it" /
    "them" that is no step."""
    if s.form not in ("verb", "implicit") or s.end >= len(tokens) or tokens[s.end] not in _THEM:  # "bin it": a device's verb
        return False
    k = next((k for k in range(s.end + 1, min(len(tokens), s.end + 7)) if tokens[k] == "or" or tokens[k] in _ENDS), None)
    if k is not None and tokens[k] == "or" and _other_choice(tokens, k + 1):
        return True  # "bin it or eat it", "put it on a plate or eat it"
    return s.start >= 3 and tokens[s.start - 1] == "or" and tokens[s.start - 2] in _THEM \
        and _other_choice(tokens, s.start - 3) and (s.end + 1 >= len(tokens) or tokens[s.end + 1] in _ENDS)  # "eat it or bin it"


def _other_choice(tokens: list[str], k: int) -> bool:
    """A word at ``k`` that is a verb outside the step table, "it" / "them" after it, its clause closing there."""
    if k < 0 or k + 1 >= len(tokens) or tokens[k + 1] not in _THEM:
        return False
    w = tokens[k]
    return w.isalpha() and w not in step_verbs() and w not in DETERMINERS and w not in OBJECT_PRONOUNS and w not in NEGATIONS \
        and w not in _ENDS and w != "or" and (k + 2 >= len(tokens) or tokens[k + 2] in _ENDS or tokens[k + 2] == "or")
