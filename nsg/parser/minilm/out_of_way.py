"""A thing moved only to clear room ("the tomato is only moved out of the way", "she pushes the kettle out of her
way and heats the mug", file 57): a move said with "out of the way" (``out_of_the_way`` in connectives.json) in the
place verb's own clause names no receptacle and is no step of the task, so it adds no place ("somewhere"). A place
that names a receptacle ("moved it out of the way into the cupboard") is kept. Called from
:func:`nsg.parser.minilm.hands.drop_hand_places`, where the other receptacle-less places are dropped."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import StepCue, data

_CLAUSE_ENDS = {",", ".", "!", "?", ";", ":", "and", "then", "but", "-"}


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["out_of_the_way"])


def cleared(tokens: list[str], s: StepCue) -> bool:
    """A receptacle-less place verb with "out of the way" within its clause, a few words after it (module
    docstring)."""
    if s.subtask != "place" or s.receptacle is not None or s.form != "verb" or "out" not in tokens:
        return False
    for j in range(s.end, min(len(tokens), s.end + 6)):
        if tokens[j] in _CLAUSE_ENDS:
            return False
        if tokens[j] == "out" and any(tuple(tokens[j:j + len(p)]) == p for p in _phrases()):
            return True
    return False
