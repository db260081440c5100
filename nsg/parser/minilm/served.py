"""How the thing is to be served, said before its steps ("Bread, to be served cold: let it be cut and cooled, ...", "The
soup, to be eaten hot: heat it, then ...", file 16): a temperature right after "be" and a participle of serving
(connectives.json serving_participles), with the same sub-task said again later, names the goal; the later mention is
the step and stands where it is said, so the goal's word is no step (alone, "a mug to be served hot" stays the heating).
So does what the thing is for, said as a heading after "for" and closed by a colon ("Rota for Monday. Bread for toast:
slice it, warm the slices ...", "Spuds for roasting: peel ...", file 60) in the first words of its sentence, when the same
sub-task is said again after the colon (at the text's start the heading is dropped by the cue finder already).
So does a state said as the name's adjective ("a warm potato, washed and then cooked through", "how to do a baked potato:
scrub it, microwave it, ...", file 67) when the same sub-task is said again after the name in its sentence, with a
change of another sub-task before it: the adjective names the result, the later mention says when it is done.

Why apart from :mod:`nsg.parser.minilm.reasons` (a reason said after its step): here the goal is said first, as a
heading, and would otherwise put its sub-task before every step listed after it.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import SENTENCE_STOPS, StepCue, data

_HEADING_WORDS = 4  # "Bread for toast:", "The big potatoes for baking:": the words of the heading before its step word


def served_as(tokens: list[str], steps: list[StepCue], target: Mention | None = None) -> list[StepCue]:
    """``steps`` without a serving temperature, a heading's purpose or the name's adjective said again later by another
    mention (module docstring)."""
    if target is not None and target.start >= 2:
        steps = [s for s in steps if not _named_result(tokens, s, steps, target)]
    if "for" in tokens and ":" in tokens:
        steps = [s for s in steps if not _purpose_heading(tokens, s, steps)]
    if "be" not in tokens:  # most texts
        return steps
    serving = data()["serving_participles"]
    return [s for s in steps if not (s.subtask in ("heat", "cool") and s.start >= 2 and tokens[s.start - 1] in serving
                                     and tokens[s.start - 2] == "be"
                                     and any(x.subtask == s.subtask and x.start >= s.end for x in steps))]


def _purpose_heading(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"Bread for toast:" opening a sentence, the toasting said again after the colon by a verb (module docstring)."""
    if s.start < 2 or tokens[s.start - 1] != "for" or tokens[s.end:s.end + 1] != [":"]:
        return False
    lo = next((i + 1 for i in range(s.start - 2, -1, -1) if tokens[i] in SENTENCE_STOPS), 0)
    heading = tokens[lo:s.start - 1]
    return 0 < len(heading) < _HEADING_WORDS and all(t.isalpha() for t in heading) \
        and not any(x.start < s.start and x.end > lo for x in steps) \
        and any(x.subtask == s.subtask and x.start > s.end and x.form == "verb" for x in steps)


def _named_result(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention) -> bool:
    """"a warm potato, washed and then cooked": the adjective right before the name, after a determiner, said again
    after the name in its sentence, with a change of another sub-task between (a hand-over or a place between, "a hot
    baked potato handed to him ..., so heat one up", is where the named thing ends up: it orders nothing)."""
    if s.end != target.start or s.subtask == "place" or tokens[s.start - 1] not in data()["determiners"]:
        return False
    again = next((x for x in steps if x.subtask == s.subtask and x.start >= target.end), None)
    return again is not None and not any(t in SENTENCE_STOPS for t in tokens[target.end:again.start]) \
        and any(target.end <= y.start < again.start and y.subtask not in (s.subtask, "place", "pick") for y in steps)
