"""An order word before an occasion ("in the salad bowl before first sitting", "before lunch you wash
the tomato", "warm by dinner"): the kind behind test file 29's misses. "before" / "after" / "until" /
"by" followed by a meal, a service or a sitting (and "first" / "the" / a possessive between) says when
the task is wanted, never an order between its steps; the "first" inside it ("first sitting") is no
order word either. So does a clause of another subject's coming or going after the opener and a
determiner ("before the committee meets at seven", "after the kids arrive": test file 34): a time, no order.

Why apart: :func:`nsg.parser.minilm.remarks.untimed` drops a time clause only between two steps, and
:func:`nsg.parser.minilm.story.drop_times` one after a step of its sentence; an occasion is read off
its own noun wherever it stands."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import Connective

_OPENERS = {"before", "after", "until", "till", "by"}
_BETWEEN = {"the", "first", "second", "my", "our", "your", "his", "her", "their", "this", "tonight's", "today's", "each", "every"}
_OCCASIONS = {"lunch", "lunchtime", "breakfast", "dinner", "dinnertime", "supper", "brunch", "teatime", "service", "sitting",
              "sittings", "shift", "bedtime", "kickoff", "meeting", "briefing", "rounds", "opening", "closing"}
_COMINGS = {"meets", "meet", "arrives", "arrive", "comes", "come", "gets", "wakes", "wake", "opens", "open", "closes", "close",
            "starts", "start", "begins", "begin", "finishes", "finish", "sits", "lands", "returns", "return", "shows", "turns"}


def occasion_words(tokens: list[str]) -> set[int]:
    """Positions of each "before (first) lunch" phrase, opener to noun (module docstring)."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _OPENERS:
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in _BETWEEN and j - i <= 2:
            j += 1
        if j < len(tokens) and tokens[j] in _OCCASIONS:
            out.update(range(i, j + 1))
        elif j > i + 1 and j + 1 < len(tokens) and tokens[j].isalpha() and tokens[j + 1] in _COMINGS \
                and not mentions(tokens[j:j + 1]):  # "before the committee meets": a time (test file 34)
            out.update(range(i, j + 2))
    return out


def unscheduled(tokens: list[str], conns: list[Connective]) -> list[Connective]:
    """The connectives without those inside an occasion phrase (module docstring)."""
    said = occasion_words(tokens)
    return [c for c in conns if c.start not in said]
