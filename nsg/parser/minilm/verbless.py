"""A state said without a verb in a list framed by its container ("a plate of potato, rinsed at the sink,
fridge-cold", "the egg on the counter, cut up, cold from the fridge", "a bowl of bread, in slices, warm from
the microwave"): the state's own adjective ("cold from the fridge"), a device's compound ("fridge-cold") or a
form of pieces ("in slices"), the kind behind test file 12's second reading.

Why apart from :func:`nsg.parser.minilm.late._participle` (its module at its length limit): a past participle
there may be a verb told in order ("rinsed it, then ..."); a bare state word is never told, so in a list framed
by a container it joins the list's one group like a participle (no order word: the place is still last).
:func:`stationed`: a log's participles with their stations in parentheses, in a sentence ordered by "then"
("rinsed (sink), chilled (fridge), then sliced"), are a list told in order, no adjectives of the noun.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue, compound_adjectives, data, state_adjectives


def verbless(tokens: list[str], s: StepCue) -> bool:
    """Whether step ``s`` is said by a state word of its sub-task, no verb (module docstring)."""
    said = " ".join(tokens[s.start:s.end])
    return tokens[s.start] in state_adjectives() or said in compound_adjectives() \
        or said in data()["steps"][s.subtask].get("adjectives", ())


def stationed(tokens: list[str], i: int) -> bool:
    """A participle's station in parentheses at ``i`` in a sentence ordered by "then" ("tomato rinsed (sink), chilled
    (fridge), then sliced", test file 12): a list told in order, no adjective of the noun (without "then", "washed
    (sink), sliced" stays one group of end states)."""
    if tokens[i:i + 1] != ["("]:
        return False
    end = next((j for j in range(i, len(tokens)) if tokens[j] in (".", "!", "?", ";")), len(tokens))
    return "then" in tokens[i:end]
