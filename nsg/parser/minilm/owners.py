"""A thing said to be somebody else's charge (the kind behind test file 34's misses): "The lettuce is
Dawn's, don't touch it.", "Babies' room bottles are done by Jen, not us." Such a thing is no target of
the request when another thing is named; the request is about that one.

Why apart from :func:`nsg.parser.minilm.story.disowned` ("is not ours", at its module's length limit):
here the owner is named, so "is <name>'s" needs a hands-off in its sentence ("The mug is Dave's, wash it"
still asks for the washing), and "done by <name>" names who does the job.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import SENTENCE_ENDS

_COPULAS = {"is", "are", "'s"}
_HANDS_OFF = {"don't", "dont", "not", "leave", "never"}
_MINE = {"yours", "ours", "mine", "his", "hers", "theirs", "it's", "that's", "one's"}
_DONE_BY = (("done", "by"), ("handled", "by"), ("sorted", "by"), ("looked", "after", "by"))
_NOT_US = {"you", "us", "me", "yourself"}


def owned_by_other(tokens: list[str], m: Mention) -> bool:
    """True for a name said to be another person's charge (module docstring)."""
    said = tokens[m.end:m.end + 6] + [""] * 6
    if said[0] not in _COPULAS:
        return False
    end = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    rest = tokens[m.end + 2:end]
    if said[1].endswith("'s") and said[1] not in _MINE and said[2] in (",", ";", "-", ".", "so", "and"):
        return any(t in _HANDS_OFF for t in rest)  # "The lettuce is Dawn's, don't touch it."
    for phrase in _DONE_BY:
        n = len(phrase)
        if tuple(said[1:1 + n]) == phrase and said[1 + n] not in _NOT_US and said[1 + n]:
            return True  # "bottles are done by Jen"
    return False
