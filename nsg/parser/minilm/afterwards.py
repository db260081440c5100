"""'after' said as the adverb 'afterwards' (the learner's English of test file 24): an order word "then".

Why apart from the connective table (where "after" means "the step after it comes first"): the same
word is an adverb when no step or clause of its own follows it, which the table cannot see:

- "After, on the dining table.", "after on the counter": a comma or a place's preposition right after it;
- "wash the apple and after cut it": a step's base form right after it, with its object ("after
  cutting it" and "after it is cut" keep the preposition's meaning);
- "chilled first and sliced after, and ...", "slice it after, then ..." (test file 54): right after a step
  (or its pronoun) and before a comma, the trailing "later" of that step.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import Connective, Reading, data

_ONTO = {"in", "into", "on", "onto", "inside"}


def afterwards(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives with each adverb "after" read as "then" (module docstring)."""
    starts = {s.start: s for s in reading.steps}
    ends = {s.end for s in reading.steps}
    d = data()
    out = []
    for c in reading.connectives:
        nxt = tokens[c.end] if c.end < len(tokens) else "."
        step = starts.get(c.end)
        base = step is not None and step.form == "verb" and not tokens[step.start].endswith(("ing", "ed")) \
            and step.end < len(tokens) and tokens[step.end] in d["object_pronouns"]
        if tokens[c.start:c.end] == ["after"] and (nxt == "," and (c.start == 0 or not tokens[c.start - 1].isalpha())
                                                   or nxt in _ONTO or base):
            c = Connective("then", c.start, c.end)
        elif tokens[c.start:c.end] == ["after"] and nxt == "," and c.start > 0 \
                and (tokens[c.start - 1] in d["object_pronouns"] or c.start in ends):
            c = Connective("later", c.start, c.end)  # "chilled first and sliced after, and ...": that step later
        out.append(c)
    return out
