"""Stayed there: a device used for its sub-task, then said to be where the object stays (file 70).

Why a module of its own: "put it in the fridge to chill" makes the fridge the means of the cooling, no place
(:mod:`nsg.parser.minilm.places`); a storyteller goes on "..., and there it stayed", "... and left it there", "...
and kept it there": the object stays in that device, so the task ends with it there, a place after the device's
sub-task. Read on the steps, after the cue finder has made the device a means:

- "there", a subject pronoun and a verb of staying (``staying_verbs``: "there it stayed", "there they sat"): a place
  is added at the verb;
- a place verb of staying with no receptacle and "there" right after its pronoun ("and left it there", "keep it
  there"): that place is the device's.

Not when a step is said after the verb in its sentence ("There it stays until chilled.", file 15: the stay is that
step's means). Only when a device was said earlier in the same sentence or the one before, its sub-task is a step said before the
phrase, and no place with a receptacle of its own is said between them ("heat it on the stove, put it on the plate and
leave it there" is the plate's). "There" of a receptacle said as a place is the places reader's (``_left_there``).
"""
from __future__ import annotations

from dataclasses import replace

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import SENTENCE_STOPS, StepCue, data, device_subtasks
from nsg.parser.minilm.uses import put_there_to

_SUBJECTS = {"it", "they", "she", "he"}  # "there it stayed"; a thing told of as a person: "there she sat"
_HELD = {"it", "them"}
_INTENSIFIERS = (["nice", "and"], ["good", "and"], ["lovely", "and"])


def stayed_there(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` with the place of a device said to be where the object stays (module docstring)."""
    if "there" not in tokens or not steps:
        return steps
    staying = set(data()["staying_verbs"])
    for i, t in enumerate(tokens):
        if t != "there" or i < 2:
            continue
        if tokens[i + 1:i + 2] and tokens[i + 1] in _SUBJECTS and tokens[i + 2:i + 3] and tokens[i + 2] in staying:
            verb = i + 2  # "and there it stayed"
            if _step_after(tokens, steps, verb):
                continue  # "there it stays until chilled": the stay is that step's means
            device = _device_before(tokens, steps, i)
            if device is not None:
                added = StepCue("place", verb, verb + 1, "verb", receptacle=device, receptacle_at=i)
                return sorted(steps + [added], key=lambda s: s.start)
        elif tokens[i - 1] in _HELD and tokens[i - 2] in staying and not _step_after(tokens, steps, i):
            k = next((k for k, s in enumerate(steps) if s.start == i - 2), None)
            device = _device_before(tokens, steps, i - 2) if k is None or steps[k].subtask == "place" and steps[k].receptacle is None else None
            if device is not None and k is not None:  # "put it in the fridge to chill it and leave it there"
                return steps[:k] + [replace(steps[k], receptacle=device, receptacle_at=i)] + steps[k + 1:]
            if device is not None:  # "... and keep it there": no place verb read, the place said by "there"
                return sorted(steps + [StepCue("place", i - 2, i - 1, "verb", receptacle=device, receptacle_at=i)], key=lambda s: s.start)
    return steps


def _step_after(tokens: list[str], steps: list[StepCue], i: int) -> bool:
    """Whether a step is said from ``i`` to the end of its sentence ("there it stays until chilled", "leave it there to
    chill"): the stay is that step's means."""
    end = next((j for j in range(i, len(tokens)) if tokens[j] in SENTENCE_STOPS), len(tokens))
    return any(i <= s.start < end for s in steps)


def _device_before(tokens: list[str], steps: list[StepCue], i: int) -> str | None:
    """The device said last before ``i``, in its sentence or the one before, when its sub-task is a step said before
    ``i`` and no place with a receptacle is said between the device and ``i``."""
    stops = [j for j in range(i - 1, -1, -1) if tokens[j] in SENTENCE_STOPS][:2]
    lo = stops[-1] + 1 if len(stops) == 2 else 0
    devices = device_subtasks()
    said = [m for m in mentions(tokens[lo:i]) if m.kind == "receptacle" and m.value in devices]
    if not said:
        return None
    at = lo + said[-1].start
    if any(s.subtask == "place" and s.receptacle is not None and at < s.start < i for s in steps) \
            or not any(s.subtask == devices[said[-1].value] and s.start < i for s in steps):
        return None
    return said[-1].value


def means_then_stay(tokens: list[str], rest: list[StepCue], late: list[StepCue]) -> list[list[StepCue]]:
    """The groups of a block: ``rest``, then ``late`` (its last place); when that place is the device of the step said
    last in ``rest`` as the purpose of a place verb into it ("wash it and put it in the fridge to chill, and there it
    stayed": :func:`nsg.parser.minilm.uses.put_there_to`), that step goes between them, as it does said last."""
    if late and late[0].subtask == "place" and len(rest) > 1 and late[0].receptacle is not None:
        means = max(rest, key=lambda s: s.start)
        k = means.start - 2 if tokens[means.start - 2:means.start] in _INTENSIFIERS else means.start  # "to get nice and cold"
        if device_subtasks().get(late[0].receptacle) == means.subtask and put_there_to(tokens, replace(means, start=k)):
            return [[s for s in rest if s is not means], [means], late]
    return [g for g in (rest, late) if g]

