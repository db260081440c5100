"""A list of end states said as sentences of one word each ("Pear. Peeled. Cold. Bowl."): a note written in
fragments, with no order word between them, names the states the object ends in, one unordered group, like
"peeled and cold" (file 23); the place said after them stays last (the grammar's rule 6). Only a state word or a
participle with no object, alone in its sentence, counts, and one of two such words must be an adjective ("Sliced.
Cold."): "Washed. Cut." tells what was done in turn, "Wash it. Slice it." and "Wash. Slice." are commands in order,
and "Peeled. Then cold." and "..., in that order" say their order."""
from __future__ import annotations

from nsg.parser.minilm.narrated import IRREGULAR
from nsg.parser.minilm.spans import PAR, SEQ, Reading, StepCue, state_adjectives

_ENDS = {".", "!"}


def _fragment(tokens: list[str], s: StepCue) -> bool:
    """The state word is its sentence: a sentence end (or the text's start) right before it and right after it."""
    word = tokens[s.start]
    stated = s.form == "adj" or s.form == "verb" and (word.endswith("ed") or word in state_adjectives())
    return stated and s.end - s.start == 1 and (s.start == 0 or tokens[s.start - 1] in _ENDS) \
        and s.end < len(tokens) and tokens[s.end] in _ENDS


def _adjective(tokens: list[str], s: StepCue) -> bool:
    """A state word that is no participle ("cold", "warm", "clean"; not "washed", "cut")."""
    word = tokens[s.start]
    return word in state_adjectives() and not word.endswith("ed") and word not in IRREGULAR


def fragment_states(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """Two state fragments one right after the other, one of them an adjective ("Sliced. Cold."): one group. Two
    participles ("Washed. Cut.") tell what was done in turn, and "in that order" orders them."""
    steps = reading.steps
    if any(c.meaning == "in_order" for c in reading.connectives):
        return
    for k in range(1, len(steps)):
        if rel[k] == SEQ and (_adjective(tokens, steps[k - 1]) or _adjective(tokens, steps[k])) and steps[k - 1].subtask != "place" and steps[k].subtask != "place" \
                and steps[k].start == steps[k - 1].end + 1 and _fragment(tokens, steps[k - 1]) and _fragment(tokens, steps[k]):
            rel[k] = PAR
