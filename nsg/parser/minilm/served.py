"""How the thing is to be served, said before its steps ("Bread, to be served cold: let it be cut and cooled, ...", "The
soup, to be eaten hot: heat it, then ...", file 16): a temperature right after "be" and a participle of serving
(connectives.json serving_participles), with the same sub-task said again later, names the goal; the later mention is
the step and stands where it is said, so the goal's word is no step (alone, "a mug to be served hot" stays the heating).

Why apart from :mod:`nsg.parser.minilm.reasons` (a reason said after its step): here the goal is said first, as a
heading, and would otherwise put its sub-task before every step listed after it.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue, data


def served_as(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without a serving temperature said again later by another mention (module docstring)."""
    if "be" not in tokens:  # most texts
        return steps
    serving = data()["serving_participles"]
    return [s for s in steps if not (s.subtask in ("heat", "cool") and s.start >= 2 and tokens[s.start - 1] in serving
                                     and tokens[s.start - 2] == "be"
                                     and any(x.subtask == s.subtask and x.start >= s.end for x in steps))]
