"""A time clause with no step between two steps ("microwave it, and once you have eaten, wash the plate", the kind
behind a test file 58 miss): the listener does something else in between, so the steps after it come after the
steps before it, as a "then" would say.

Why apart from :func:`nsg.parser.minilm.story.drop_times` (at its share of the length limit), which drops "when" /
"before" / "till" opening a stepless clause after a step (the time the task is for): here "once" / "when" / "after"
opens the stepless clause *between* two steps of its sentence, after "and" or a comma, and is read as "then".
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, Connective, StepCue

_OPENERS = (["once"], ["when"], ["after"], ["as", "soon", "as"])
_STOPS = BOUNDARY | {",", "-", "(", ")"}
_OBJECT_WORDS = {"it", "it's", "them", "they", "they're", "em"}
# the listener as the clause's subject ("once you've had it", "when we've used them"): the object word is what a
# non-step verb of theirs took, the clause still has no step (file 39)
_DOERS = {"you", "you've", "we", "we've", "you'd", "we'd"}


def stepless_between(tokens: list[str], steps: list[StepCue], conns: list[Connective]) -> list[Connective]:
    """``conns`` with such a "once" / "when" / "after" read as "then" (module docstring)."""
    at = {i for s in steps for i in range(s.start, s.end)}
    out = []
    for c in conns:
        if c.meaning == "after" and tokens[c.start:c.end] in _OPENERS and c.start > 0 and tokens[c.start - 1] in ("and", ","):
            end = next((i for i in range(c.end, len(tokens)) if tokens[i] in _STOPS), len(tokens))
            before = any(s.end <= c.start and not any(t in BOUNDARY for t in tokens[s.end:c.start]) for s in steps)
            after = end < len(tokens) and tokens[end] == "," and any(s.start > end for s in steps)
            if before and after and end > c.end and not any(i in at for i in range(c.end, end)) \
                    and (tokens[c.end] in _DOERS or not any(t in _OBJECT_WORDS for t in tokens[c.end:end])):
                out.append(Connective("then", c.start, c.end))
                continue
        out.append(c)
    return out
