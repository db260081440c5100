"""How the thing is to be served, said before its steps ("Bread, to be served cold: let it be cut and cooled, ...", "The
soup, to be eaten hot: heat it, then ...", file 16): a temperature right after "be" and a participle of serving
(connectives.json serving_participles), with the same sub-task said again later, names the goal; the later mention is
the step and stands where it is said, so the goal's word is no step (alone, "a mug to be served hot" stays the heating).
So does what the thing is for, said as a heading after "for" and closed by a colon ("Rota for Monday. Bread for toast:
slice it, warm the slices ...", "Spuds for roasting: peel ...", file 60) in the first words of its sentence, when the same
sub-task is said again after the colon (at the text's start the heading is dropped by the cue finder already).

Why apart from :mod:`nsg.parser.minilm.reasons` (a reason said after its step): here the goal is said first, as a
heading, and would otherwise put its sub-task before every step listed after it.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_STOPS, StepCue, data

_HEADING_WORDS = 4  # "Bread for toast:", "The big potatoes for baking:": the words of the heading before its step word


def served_as(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without a serving temperature or a heading's purpose said again later by another mention (module docstring)."""
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
