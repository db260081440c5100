"""The scene a game or a story sets: "Kitchen. A sink sits under a grimy window. There is a pot here." (a text
adventure's room description, file 70): a sentence opened by an article and a receptacle that is no object of the
vocabulary, then a verb of resting (``_RESTING``), tells where that receptacle stands, the room the task happens in: its
words are no step of the object and no place (its positions join those of
:func:`nsg.parser.minilm.anecdotes.remarked`). The object said so ("A mug sits on the counter. Wash it.") is left to the
readers of where the object is now.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions

_RESTING = {"sits", "stands", "lies", "rests", "hangs", "squats", "looms", "waits", "sat", "stood", "lay", "hung"}
_ARTICLES = {"a", "an", "the"}
_OPENERS = {".", "!", "?", ";", ">", ":"}


def scenery(tokens: list[str]) -> set[int]:
    """Positions of the sentences that set the scene so (module docstring)."""
    if _RESTING.isdisjoint(tokens):
        return set()
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _ARTICLES or i > 0 and tokens[i - 1] not in _OPENERS:
            continue
        found = [m for m in mentions(tokens[i + 1:i + 5]) if m.start == 0]
        if not found or any(m.kind == "object" for m in found):
            continue
        j = i + 1 + max(m.end for m in found)
        if j < len(tokens) and tokens[j] in _RESTING:
            end = next((k for k in range(j, len(tokens)) if tokens[k] in _OPENERS), len(tokens))
            out.update(range(i, end))
    return out
