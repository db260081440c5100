"""A goal said as a bare noun phrase with where it goes (the kind behind test file 32's misses):
"Clean mug on the counter, ready for my brew", "Warm bread on a plate for the bailiff", "All I want:
slices of bread on a plate", "There are slices of bread on a plate, we cut them this morning".

Why apart from :func:`nsg.parser.minilm.cues._classify` (at its length limit), which makes a state word
attributive only after a determiner ("a clean mug on the counter"): said with no determiner at the
head of a sentence ("Clean mug ..."), the word could be an imperative, so the classifier reads a verb,
and a receptacle right after a verb's object says where that step is done ("wash mug on the counter").
A state adjective (or a piece noun with "of") right before the object's bare name, at the start of a
sentence (or after "there is / are"), with a receptacle preposition and a receptacle of the vocabulary
right after the name, is the state the object should have where it ends up: the word is an attribute
(``adj``), so the receptacle becomes the place said alone, last. A device of the word's own sub-task
("Warm bread in the microwave") stays the means of that step.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data, device_subtasks

_OPENERS = {".", "!", "?", ":", ";", "-"}
_ONTO = {"in", "into", "on", "onto", "inside", "atop"}  # where it ends up, not "by the sink"
_THERE = (["there", "are"], ["there", "is"], ["there's"], ["there", "'s"])


def bare_goals(tokens: list[str], steps: list[StepCue], target: Mention | None, recs: dict[int, str]) -> list[StepCue]:
    """``steps`` with the state word of each bare goal phrase made an attribute (module docstring);
    ``recs``: receptacle mentions by their first word."""
    if target is None:
        return steps
    d = data()
    for s in steps:
        if s.end != target.start or s.subtask not in ("heat", "cool", "clean", "slice") or s.form not in ("verb", "noun"):
            continue
        word = " ".join(tokens[s.start:s.end])
        forms = d["steps"][s.subtask]
        if word not in forms.get("adjectives", ()) and not (word.split()[-1:] == ["of"] and word.split()[0] in d["result_nouns"]):
            continue  # "Wash mug on the counter": a verb only
        lead = tokens[:s.start]
        if lead and lead[-1] not in _OPENERS and not any(lead[-len(t):] == t for t in _THERE):
            continue
        if target.end >= len(tokens) or tokens[target.end] not in _ONTO:
            continue
        at = next((i for i in range(target.end + 1, min(len(tokens), target.end + 4)) if i in recs), None)
        if at is None or any(t not in d["determiners"] for t in tokens[target.end + 1:at]) \
                or device_subtasks().get(recs[at]) == s.subtask:
            continue
        s.form = "adj"
    return steps
