"""A place verb followed only by a form of pieces ("the loaf lies in slices", "she left the apple in chunks", "the
melon rests in wedges on the board", file 57): "in slices" says how the thing is (cut), not where it goes, so
the place verb that names no receptacle adds no place ("somewhere"); the slice step is read from the same words
(a slice adjective of connectives.json, "in slices"). A place that names a receptacle ("lies in pieces in the
sink") is kept. Why apart from :mod:`nsg.parser.minilm.places` (at its length limit): called from
:func:`nsg.parser.minilm.hands.drop_hand_places`, where the other receptacle-less places are dropped."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data


@lru_cache(maxsize=1)
def _piece_phrases() -> tuple[tuple[str, ...], ...]:
    """The slice adjectives that start with "in" ("in slices", "in little pieces"), as words, longest first."""
    said = [tuple(a.split()) for a in data()["steps"]["slice"]["adjectives"]]
    return tuple(sorted((p for p in said if p[0] == "in"), key=len, reverse=True))


def into_pieces(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """A receptacle-less place whose verb (past the object or its pronoun) is followed by "in slices" (module
    docstring)."""
    if s.subtask != "place" or s.receptacle is not None or s.form != "verb":
        return False
    j = target.end if target is not None and target.start == s.end else s.end
    while j < len(tokens) and tokens[j] in data()["object_pronouns"]:
        j += 1
    if j >= len(tokens) or tokens[j] != "in":
        return False
    return any(tuple(tokens[j:j + len(p)]) == p for p in _piece_phrases())
