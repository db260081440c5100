"""'after' said as the adverb 'afterwards' (the learner's English of test file 24): an order word "then".

Why apart from the connective table (where "after" means "the step after it comes first"): the same
word is an adverb when no step or clause of its own follows it, which the table cannot see:

- "After, on the dining table.", "after on the counter": a comma or a place's preposition right after it;
- "wash the apple and after cut it": a step's base form right after it, with its object ("after
  cutting it" and "after it is cut" keep the preposition's meaning);
- "chilled first and sliced after, and ...", "slice it after, then ..." (test file 54): right after a step
  (or its pronoun) and before a comma, the trailing "later" of that step;
- "first you wash, after you cut in slices, after you fry them" (test file 66): a recipe told in "you" clauses, "after
  you" and a verb's base form right after a comma that ends such a clause: the next clause of the recipe;
- "first cold, after washing, after on the counter" (file 24): right after a comma, when the comma clauses before it
  go back to one opened by "first" with a step in it (through clauses opened by "after"): "first" has put that step
  before all the others, so "after" there cannot mean "after the washing" and is the next step of the list.

"once" / "when" right after a step (or its pronoun) and before "it's" and the state the step said before it gives, with no
step of its own ("put it in the fridge and slice it once it's cold", file 39's voice: the fridge visit read as the chilling
took the state word): that step later than the one before it, as "after" said there would be (:func:`_once_done`).

The same for "before" (file 53): right after a step (or its pronoun) and before ", then" / "- then" ("rinse it before, then
warm it up"), the adverb "beforehand": that step before the one said before it ("before that"), none after it.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import Connective, Reading, data

_ONTO = {"in", "into", "on", "onto", "inside"}


def afterwards(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives with each adverb "after" read as "then", "before" as "before that" (module docstring)."""
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
                                                   or nxt in _ONTO or base or _told_on(tokens, reading, c)
                                                   or _after_first(tokens, reading, c)):
            c = Connective("then", c.start, c.end)
        elif tokens[c.start:c.end] == ["after"] and nxt == "," and c.start > 0 \
                and (tokens[c.start - 1] in d["object_pronouns"] or c.start in ends):
            c = Connective("later", c.start, c.end)  # "chilled first and sliced after, and ...": that step later
        elif _once_done(tokens, reading, c):
            c = Connective("later", c.start, c.end)  # "... and slice it once it's cold": after the chilling said before
        elif tokens[c.start:c.end] == ["before"] and tokens[c.end:c.end + 2] in ([",", "then"], ["-", "then"]) \
                and _step_before(tokens, reading, c.start):
            c = Connective("before_that", c.start, c.end)  # "rinse it before, then warm it" (file 53): beforehand
        out.append(c)
    return out


def _told_on(tokens: list[str], reading: Reading, c: Connective) -> bool:
    """"..., after you cut ..." right after a clause of a step said with "you" first (module docstring)."""
    if c.start < 2 or tokens[c.start - 1] != "," or tokens[c.end:c.end + 1] != ["you"]:
        return False
    step = next((s for s in reading.steps if s.start == c.end + 1), None)
    lo = max((i for i in range(c.start - 1) if tokens[i] in (",", ":", ".", ";", "!", "?")), default=-1)
    return step is not None and step.form == "verb" and not tokens[step.start].endswith(("ing", "ed", "s")) \
        and "you" in tokens[lo + 1:lo + 3] and any(lo < s.start < c.start for s in reading.steps)


_CLAUSE = {",", ":", ".", ";", "!", "?"}


def _step_before(tokens: list[str], reading: Reading, i: int) -> bool:
    """A step said in the clause right before ``i``, its object at most three words ("rinse it", "rinse the big cup")."""
    end = max((s.end for s in reading.steps if s.end <= i), default=None)
    return end is not None and i - end <= 3 and not any(t in _CLAUSE for t in tokens[end:i])


def _after_first(tokens: list[str], reading: Reading, c: Connective) -> bool:
    """", after ..." in a comma list whose clauses before it go back to one opened by "first" with a step (module docstring)."""
    end = c.start - 1
    if end < 1 or tokens[end] != ",":
        return False
    while end > 0:
        lo = max((i for i in range(end) if tokens[i] in _CLAUSE), default=-1) + 1
        if tokens[lo:lo + 1] == ["first"]:
            return any(lo < s.start < end for s in reading.steps)
        if tokens[lo:lo + 1] != ["after"] or lo == 0 or tokens[lo - 1] != ",":
            return False
        end = lo - 1
    return False


_BE = (["it's"], ["it", "is"], ["it", "was"], ["they're"], ["they", "are"], ["they", "were"], ["it", "gets"], ["it", "has", "got"])


def _once_done(tokens: list[str], reading: Reading, c: Connective) -> bool:
    """"slice it once it's cold", the chilling the step before: "once" / "when" and a state of that step, its clause's end
    right after it, no step said in it (module docstring)."""
    if tokens[c.start:c.end] not in (["once"], ["when"]) or c.meaning != "after" or not _step_before(tokens, reading, c.start):
        return False
    be = next((b for b in _BE if tokens[c.end:c.end + len(b)] == b), None)
    at = c.end + len(be) if be else len(tokens)
    if at + 1 > len(tokens) or (tokens[at + 1] if at + 1 < len(tokens) else ".") not in _CLAUSE:
        return False
    before = [s for s in reading.steps if s.end <= c.start]
    if len(before) < 2 or any(c.end <= s.start < at + 1 for s in reading.steps):
        return False
    return tokens[at] in data()["steps"][before[-2].subtask].get("adjectives", ()) and before[-1].subtask != before[-2].subtask
