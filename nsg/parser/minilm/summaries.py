"""A summary list that says the task again (the kind behind test file 35's misses): "Don't cut it before
it's been washed. So: wash, then cut, and the bowl at the end.", "Lettuce: sink, knife, fridge, bowl.
I.e. rinse, chop, chill, bowl.", "... wait, no bowl, just hold it. So: cool, slice, keep hold of it."

A sentence opened by "So:", "I.e." or "In short:" / "In other words," with two steps or more is the whole
task said once more, in the writer's final words and order: the steps said before it (a warning, a list
by the devices, a plan changed on the way) give way to it. With fewer than two steps after it ("So: the
washing first.") it is a note about the list before, and nothing changes; nor when the list is followed by words that keep a rule said
before it ("So: warm it, slice it, plate it - with that rule.", file 11): the rule still orders the steps.
A device named in the summary with no verb of its own ("You like it cold. So: into the fridge first, then slice it",
file 38) is the step said before whose device it is: that step, said again where the summary puts it. So is a
receptacle named after "in"/"on" in a summary with no place of its own, the receptacle of the last place said before
it: that place, said again where the summary puts it. "End result:" opens a summary too ("At 2:10 I say the egg goes
on the plate - it should be in the bowl. End result: egg boiled, then cooled, in the bowl", file 67).

The same list said with no opener, as the last sentence that holds steps, is a summary too when it is made of bare
step words only ("Wash, then fridge.", "Rinse, chop, chill.") and says the task again: each of its steps said before
(the same sub-task, or its device where a place said before put the thing), and each step said before in it (a place
by the device that holds it): "Put the lettuce in the fridge after you wash it. Wash, then fridge." is the washing,
then the chilling (:func:`_recap_start`, file 38). A bare list with a new step ("Wash the apple. Slice, then chill.")
goes on with the task, and one that leaves a step out ("... Wash, then slice.") a note on the order: no summary.

Why apart from :mod:`nsg.parser.minilm.closers` (another phrase read off the finished list of steps):
that one drops what is said after its phrase, this one what is said before.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, SENTENCE_STOPS, StepCue, data, device_subtasks, skip_back

_OPENERS = (("so", ":"), ("i", "e", "."), ("ie", ":"), ("in", "short", ":"), ("in", "short", ","),
            ("in", "other", "words"), ("to", "recap", ":"), ("recap", ":"), ("end", "result", ":"))
_FIRST = {o[0] for o in _OPENERS}
_RECAP_JOINS = frozenset({",", "then", "and", ">", "->", "=>", "-", "first", "next", "last", "finally"})  # between bare step words
_AT = {"in", "on", "into", "onto"}  # "..., in the bowl": the place said again, not "by the bowl"
_LEADS = {"into", "in", "to", "then", ",", "and", "after"}  # "then the fridge", "into the fridge": not "by the fridge"


def _opener(tokens: list[str]) -> int | None:
    """Where the last summary opener's list starts (right after the opener), at the start of a sentence
    other than the first (a summary follows something)."""
    at = None
    for i in range(1, len(tokens)):
        if tokens[i] in _FIRST and (tokens[i - 1] in SENTENCE_STOPS or tokens[i - 1] == ":"):
            o = next((o for o in _OPENERS if tuple(tokens[i:i + len(o)]) == o), None)
            if o is not None:
                at = i + len(o)
    return at


def _recap_start(tokens: list[str], steps: list[StepCue]) -> int | None:
    """Where a last sentence of bare step words that says the task again starts (module docstring), or None."""
    last = steps[-1]
    lo = next((i + 1 for i in range(last.start - 1, -1, -1) if tokens[i] in SENTENCE_STOPS), 0)
    said = [s for s in steps if s.start >= lo]
    if lo == 0 or len(said) < 2 or said[0] is steps[0]:
        return None
    hi = next((i for i in range(last.end, len(tokens)) if tokens[i] in SENTENCE_STOPS), len(tokens))
    covered = {i for s in said for i in range(s.start, s.end)}
    if any(i not in covered and tokens[i] not in _RECAP_JOINS for i in range(lo, hi)):
        return None
    devices = device_subtasks()
    by_device = {tokens[s.start]: s.subtask for s in said if s.end - s.start == 1 and devices.get(tokens[s.start]) == s.subtask}
    before = [s for s in steps if s.end <= lo]
    kinds = {s.subtask for s in before}
    places = [s for s in before if s.subtask == "place"]
    if not all(s.subtask in kinds or by_device.get(tokens[s.start]) == s.subtask and places for s in said):
        return None
    again = {s.subtask for s in said}
    return lo if all(s.subtask in again or s.subtask == "place" and (s.receptacle in by_device or s.receptacle is None and by_device)
                     for s in before) else None


def summarised(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` from the summary list on, when a summary of two steps or more follows others (module docstring)."""
    if len(steps) > 2:
        lo = _recap_start(tokens, steps)
        if lo is not None:
            return [s for s in steps if s.start >= lo]
    if not any(t in _FIRST for t in tokens):
        return steps
    at = _opener(tokens)
    if at is None or not any(s.end <= at for s in steps):
        return steps
    end = next((i for i in range(at, len(tokens)) if tokens[i] in SENTENCE_ENDS and not (tokens[i] == "." and i == at)),
               len(tokens))
    said = [s for s in steps if at <= s.start < end]
    if len(said) < 2 or _rule_kept(tokens[said[-1].end:end]):
        return steps
    again = _by_device(tokens, steps, said, at, end) + _place_again(tokens, steps, said, at, end)
    return sorted([s for s in steps if s.start >= at] + again, key=lambda s: s.start)


def _place_again(tokens: list[str], steps: list[StepCue], said: list[StepCue], at: int, end: int) -> list[StepCue]:
    """"... it should be in the bowl. End result: egg boiled, then cooled, in the bowl" (file 67): the receptacle of the
    last place said before the summary, named again in it after "in"/"on" with no verb of placing of its own: that
    place, said where the summary puts it (module docstring)."""
    if any(s.subtask == "place" for s in said):
        return []
    place = next((s for s in reversed(steps) if s.start < at and s.subtask == "place" and s.receptacle), None)
    if place is None:
        return []
    for m in mentions(tokens[at:end]):
        lo = at + m.start
        j = skip_back(tokens, lo - 1, set(data()["determiners"]))
        if m.kind == "receptacle" and m.value == place.receptacle and j >= at and tokens[j] in _AT:
            return [StepCue("place", j, at + m.end, "noun", receptacle=place.receptacle, receptacle_at=lo)]
    return []


def _by_device(tokens: list[str], steps: list[StepCue], said: list[StepCue], at: int, end: int) -> list[StepCue]:
    """"You like it cold. So: into the fridge first, then slice it": a device in the summary that no step of the summary
    holds, whose sub-task was said before the summary and not in it: that step, said at the device (module docstring)."""
    before = {s.subtask for s in steps if s.start < at} - {s.subtask for s in said}
    if not before:
        return []
    out: list[StepCue] = []
    for m in mentions(tokens[at:end]):
        sub, lo = device_subtasks().get(m.value), at + m.start
        j = skip_back(tokens, lo - 1, set(data()["determiners"]))
        if m.kind == "receptacle" and sub in before and (j < at or tokens[j] in _LEADS) and not any(s.start <= lo < s.end or s.receptacle_at == lo for s in said):
            out.append(StepCue(sub, lo, at + m.end, "noun"))
            before.discard(sub)
    return out


def _rule_kept(words: list[str]) -> bool:
    """"So: warm it, slice it, plate it - with that rule." (file 11): the summary's list, then words that keep the rule
    said before it (``rule_kept``): the steps before still hold, the list does not replace them."""
    return "rule" in words and any(words[i:i + len(p.split())] == p.split() for p in data()["rule_kept"] for i in range(len(words)))
