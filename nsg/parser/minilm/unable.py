"""A person who cannot move (test file 35): "She's gluing her wig and can't move", "he cannot move from the sofa".

Why apart from :func:`nsg.parser.minilm.clauses.drop_negated` (near its length limit): "can't" is no general
negation of a step ("you can't put it in the cabinet wet" still asks for the cabinet, after the washing), but a
step verb right after "can't" / "cannot" / "couldn't" with no object after it ("can't move.", "cannot move from
the sofa") tells what the person is unable to do, so it is no step of the task. So does any step verb after the
speaker's own "I can't" / "we cannot" ("I can't lift it with this shoulder", file 47): why the listener is asked; so
does the third person's "she can't" / "he cannot" ("she can't lift it to the sink any more", file 67): the one the task
is done for, not the listener ("you can't put it in the cabinet wet" stays a step).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import data

_UNABLE = {"can't", "cannot", "couldn't", "cant"}
_NO_OBJECT = {".", ";", "!", "?", ",", ":", "-", "(", ")", "and", "but", "or", "so", "because", "from", "an", "at", "all",
              "much", "anywhere", "right", "now", "yet", "today", "till", "until", "for"}


def unable(tokens: list[str], start: int, end: int) -> bool:
    """Whether the step verb at tokens[start:end] follows "can't" (an "even" between) and takes no object, or follows the
    speaker's "I can't" / "we can't" or a third person's "she can't" / "he can't"."""
    i = start - 1 - (start >= 2 and tokens[start - 1] in ("even", "really", "just"))
    if i < 0 or tokens[i] not in _UNABLE:
        return False
    return i > 0 and tokens[i - 1] in ("i", "we", "she", "he") or end >= len(tokens) or tokens[end] in _NO_OBJECT or tokens[end] in data()["receptacle_preps"]
