"""A heating device said with its setting ("to be hot, on the hob, on low"): the means of the heating, no place.

A state said with no verb before a receptacle ("All it needs is to be hot, on the front ring, on low", file 50) makes
the receptacle an implicit place. A setting of the heat right after the device ("on low", "on a medium heat", "on
full power": ``heat_settings`` in the connectives data) says the device is on and heating the object, so the device is
the means of the heating said before it in the same sentence, not where the object ends up. Not so for a place said by
a verb ("leave it on the burner on low", files 41, 58, 63, 68): there the setting is how it is kept warm where it is
left, a place; nor for a device with no heat said before it in its sentence ("Soup pot on the back ring on low").
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import StepCue, data, device_subtasks

_ENDS = {".", "!", "?", ";"}
_REACH = 5  # "on the front ring | of the hob , | on low": the device's own "of" phrase and a comma before the setting


@lru_cache(maxsize=1)
def _settings() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["heat_settings"])


def _set_after(tokens: list[str], end: int) -> bool:
    """Whether a heat setting starts within ``_REACH`` words after ``end``, in the same sentence."""
    for j in range(end, min(len(tokens), end + _REACH)):
        if tokens[j] in _ENDS:
            return False
        if tokens[j] == "on" and any(tuple(tokens[j:j + len(p)]) == p for p in _settings()):
            return True
    return False


def _heated_before(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    return any(x.subtask == "heat" and x.end <= s.start and _ENDS.isdisjoint(tokens[x.end:s.start]) for x in steps)


def set_to_heat(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without each implicit place at a heating device said with its setting after a heat (module docstring)."""
    if "on" not in tokens or not any(s.form == "implicit" for s in steps):
        return steps
    return [s for s in steps if not (s.subtask == "place" and s.form == "implicit"
                                     and device_subtasks().get(s.receptacle or "") == "heat"
                                     and _set_after(tokens, s.end) and _heated_before(tokens, steps, s))]
