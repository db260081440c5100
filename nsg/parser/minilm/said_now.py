"""What the thing is like before the task, said as an inspection's finding or a status line (moved out of
:mod:`nsg.parser.minilm.clauses`, at its length limit): its steps are no steps of the task.

- "Found: wine bottle warm and dirty.", "Currently: ..." and "Before:" with an "After:" (:func:`drop_found`, files 49, 52);
- a status line opened by an adverb of the present: "Currently cold on counter.", "Presently dirty, in the sink.", "At
  present on the shelf." (file 76: a warehouse exception report, after the state it should be in): the adverb opening its
  sentence, with a state word or a place preposition right after it (a comma between), says what the thing is like now
  (:func:`said_now`; "Currently it needs a wash" keeps its own: a need, no state word after the adverb; "Right now,
  wash it!" is no status: "right now" is not read).
"""
from __future__ import annotations

from nsg.parser.minilm.lookalikes import as_before, as_found
from nsg.parser.minilm.spans import StepCue, clause_bounds, data, state_adjectives

_NOW = (("currently",), ("presently",), ("at", "present"), ("as", "of", "now"))
_ENDS = {".", "!", "?", ";", "|", "-", ":"}
_RESTING = {"sitting", "still", "lying", "stood", "standing", "left", "stored", "kept"}


def said_now(tokens: list[str], i: int) -> bool:
    """Whether an adverb of the present opens a status line at ``i`` (module docstring)."""
    if i > 0 and tokens[i - 1] not in _ENDS:
        return False
    lead = next((w for w in _NOW if tuple(tokens[i:i + len(w)]) == w), None)
    if lead is None:
        return False
    k = i + len(lead) + (tokens[i + len(lead):i + len(lead) + 1] == [","])
    nxt = tokens[k] if k < len(tokens) else ""
    return nxt in state_adjectives() or nxt in _RESTING or nxt in data()["receptacle_preps"]


def drop_found(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Found: wine bottle warm and dirty. Required: ...", "Found someone's soup pot left on the stove,
    cold.": what an inspection found is the state before the task, not a step of it; "If found: wash,
    back on the table" is a condition heading the steps (file 49), no inspection; nor is "Before:" without an "After:"
    ("Dinner w/ Ruth. Before: pan washed and on the hob": before the event, file 52); found with no step outside it
    ("Found: one mug, rinsed, on the shelf.") is the outcome reported, its steps kept."""
    spans, paired = [], any(tokens[j:j + 2] == ["after", ":"] for j in range(len(tokens) - 1)) if "before" in tokens else False
    for i, t in enumerate(tokens):
        if (t in ("found", "currently") or t == "before" and paired) and tokens[i + 1:i + 2] == [":"] and not as_before(tokens, i) \
                and tokens[i - 1:i] not in (["if"], ["when"], ["once"]) \
                or t == "found" and (i == 0 or tokens[i - 1] in (".", ";", "!", "?", "-", "i", "we")) and i + 1 < len(tokens) and not as_found(tokens, i) \
                or t in ("currently", "presently", "at", "as") and said_now(tokens, i):  # "Currently cold on counter." (file 76)
            _, hi = clause_bounds(tokens, i + 1, {".", ";", "!", "?"})
            spans.append((i, hi))
    return [s for s in steps if not any(lo <= s.start < hi for lo, hi in spans)] or steps  # all found: the report
