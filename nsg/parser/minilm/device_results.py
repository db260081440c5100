"""A trip into a device, then its sub-task's state said as a remark: the trip was that sub-task (file 51).

"I put my mug in the microwave, pressed start ... it was so hot", "he put the slices in the microwave. Hot slices at
3am.": a place into a device (the microwave, the fridge), then later, past a clause stop or a conjunction, a plain state word of
that device's sub-task ("hot", "cold"), no other word of that sub-task after the trip: what the device did to it, so the trip is
the sub-task (heated in the microwave), no place, and the remark no step of its own.

The other way round: the state said in its device first, then a place verb on "it there" with no receptacle ("by
morning it was cold in the fridge, he must have put it there"): how it got there, no place of its own.

Why apart from :mod:`nsg.parser.minilm.changes` (states that hold already or came about by themselves, which calls
this): there a state is dropped alone; here the place it explains becomes the step, and a place said after the trip
("then onto the plate") leaves the trip a place, as read before; so does a verb of posture before the device ("the pot
stands clean upon the stove, and hot", file 70: :func:`nsg.parser.minilm.states_after.posed_at`).
"""
from __future__ import annotations

from dataclasses import replace

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.states_after import found_there, posed_at
from nsg.parser.minilm.spans import CLAUSE_STOPS, StepCue, data, device_subtasks, skip_back, state_adjectives

_BREAKS = CLAUSE_STOPS | {"and", "but", "so"}
_LEADS = set(data()["determiners"]) | set(data()["object_pronouns"])  # "heat the pan", "heat it": a step on the object
_KEPT = {"stays", "stay", "stayed", "keep", "keeps", "kept", "keeping", "remain", "remains", "to", "can", "will", "would", "should",
         "it", "them"}  # "make it hot": the goal said, a step of its own


def device_result(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` with a trip into a device read as its sub-task when a later remark says the result (module docstring)."""
    devices = device_subtasks()
    for p in steps:
        sub = devices.get(p.receptacle or "")
        if p.subtask != "place" or sub not in ("heat", "cool") or any(x.subtask == "place" and x.start > p.start for x in steps) \
                or _listed_end(tokens, p, steps) or found_there(tokens, p, steps, sub) or posed_at(tokens, p.start if p.receptacle_at is None else p.receptacle_at):
            continue
        same = [x for x in steps if x.subtask == sub and x.start > max(p.start, p.receptacle_at or 0)]  # "the cut, cold tomato"
        if len(same) != 1 or same[0].end - same[0].start != 1 or any(x.subtask == sub and x.start < p.start and not (
                x.end < len(tokens) and tokens[x.end].isalpha() and not mentions(tokens[x.end:x.end + 1])
                and tokens[x.end] not in _LEADS) for x in steps):
            continue  # "hot chocolate" before it: another thing's, read on its own; "kettle hot, on the burner", "heat the pan
            # on the burner. Leave it there on the burner. So the pan is hot" (file 75): said before, the recap no result
        word, prev, nxt = tokens[same[0].start], tokens[same[0].start - 1], tokens[same[0].end:same[0].end + 1]
        if nxt and nxt[0] in ("it", "them", "one", "up") or prev in _KEPT:
            continue  # "I can warm it up", "so it stays warm", "make it hot": a verb, a purpose, a goal
        if word in state_adjectives() and not word.endswith("ed") and any(t in _BREAKS for t in tokens[p.end:same[0].start]):
            return [replace(p, subtask=sub, form="verb", receptacle=None, receptacle_at=None) if x is p else x
                    for x in steps if x is not same[0]]
    return [p for p in steps if not _put_there(tokens, p, steps, devices)]


def _listed_end(tokens: list[str], p: StepCue, steps: list[StepCue]) -> bool:
    """"the bowl is clean and in the fridge, cold" (file 66): a place said by its receptacle alone, right after another
    state and "and" or a comma, is one more end state of a list, no trip; the state word after it is one more."""
    if p.form != "implicit":
        return False
    k = skip_back(tokens, p.start - 1, set(data()["determiners"]) | set(data()["receptacle_preps"]))
    return k >= 0 and tokens[k] in ("and", ",") and any(x.end == k and x.subtask != "place" for x in steps)


def _put_there(tokens: list[str], p: StepCue, steps: list[StepCue], devices: dict[str, str]) -> bool:
    """"it was cold in the fridge, he must have put it there": a place verb, "it" / "them" and "there" closing its clause,
    no receptacle, after a state whose device follows it in the same sentence (module docstring)."""
    if p.subtask != "place" or p.receptacle is not None or tokens[p.end:p.end + 2] not in (["it", "there"], ["them", "there"]) \
            or p.end + 2 < len(tokens) and tokens[p.end + 2] not in CLAUSE_STOPS:
        return False
    return any(x.start < p.start and x.subtask in ("heat", "cool") and not any(t in (".", "!", "?") for t in tokens[x.end:p.start])
               and any(devices.get(t) == x.subtask for t in tokens[x.end:x.end + 4]) for x in steps)
