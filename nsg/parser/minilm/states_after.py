"""An end state said after the place, past a comma ("the mug sits in the fridge, cold", "resting in the fridge, nice
and cold", "I want it in the fridge, chilled."): the kind behind test file 69's second reading.

So is a device after a verb of posture said of the thing and its states ("the pot stands clean upon the stove, and hot as the
noonday sun", "the pan sits hot on the hob", a poem's end of labours, file 70: ``posture_verbs`` in connectives.json): it
stands there, a place (:func:`posed_at`); "the pan needs to be hot on the hob" stays the means.

Why apart from :func:`nsg.parser.minilm.uses.second_end_state` (its module at its length limit), which reads the state
said before the receptacle ("cold and in the fridge"): here the device's own state adjective (not a verb: "in the
fridge, chill it" stays the means) follows the receptacle's comma, alone or after an intensifier and "and", and ends
its clause: the state is how the object is found there, so the device said first is where it ends up, a place, and
the state is a step of its own. Not when "then" follows (a step told after the trip), when the state word takes an
object or a "to"/"until" phrase of its own, nor when the sub-task is said before the place ("warm it on the hob ...
it's there on the hob, still warm": a report of it done).
"""
from __future__ import annotations

from nsg.parser.minilm.fronted import RESTS
from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, PAR, Reading, StepCue, data, device_subtasks, state_adjectives

_ENDS = {".", "!", "?", ";", ",", "-", ")"}
_NOT_AFTER = {"then", "and", "before", "after", "once", "until", "till", "so", "to"}


def state_after(tokens: list[str], end: int, steps: list[StepCue], sub: str | None) -> bool:
    """Whether the device ending at ``end`` (of sub-task ``sub``) is followed by ", <its state adjective>" ending the
    clause (module docstring)."""
    if sub is None or tokens[end:end + 1] != [","]:
        return False
    after = next((s for s in steps if s.start > end), None)
    if after is None or after.subtask != sub or any(s.subtask == sub for s in steps if s.end <= end):
        return False  # "warm it on the hob ... it's there on the hob, still warm": the state said before, a report
    d = data()
    gap = tokens[end + 1:after.start]
    if gap and not (len(gap) == 2 and gap[0] in d["intensifiers"] and gap[1] == "and"):
        return False
    if " ".join(tokens[after.start:after.end]) not in d["steps"][sub].get("adjectives", ()):
        return False
    rest = tokens[after.end:after.end + 2]
    return not rest or rest[0] in _ENDS and (len(rest) < 2 or rest[1] not in _NOT_AFTER)


def found_there(tokens: list[str], p: StepCue, steps: list[StepCue], sub: str) -> bool:
    """A place ``p`` with its device's state said after its receptacle so (module docstring): the state is how it is
    found there, no remark on a trip (:mod:`nsg.parser.minilm.device_results`)."""
    at = p.receptacle_at if p.receptacle_at is not None else (p.start if p.form == "implicit" else None)
    if at is None:
        return False
    r = next((m for m in mentions(tokens[at:at + 4]) if m.kind == "receptacle" and m.start == 0), None)
    return r is not None and state_after(tokens, at + r.end, steps, sub)


def found_last(reading: Reading, tokens: list[str], rel: list[str], final: set[int]) -> None:
    """Add to ``final`` a place found so (:func:`found_there`): the state said after it is how it is found there, so the
    place is the last step (:func:`nsg.parser.minilm.ends.last_steps`), and the state joins the group said before the
    place ("washed and in the fridge, nice and cold": washed and cold in either order); so is a place after a verb of
    posture, its states said before it and after it one group ("the pot stands clean upon the stove, and hot")."""
    devices = device_subtasks()
    for k, s in enumerate(reading.steps):
        sub = devices.get(s.receptacle or "")
        posed = s.subtask == "place" and s.form == "implicit" and posed_at(tokens, s.start)
        if s.subtask == "place" and (sub is not None and (found_there(tokens, s, reading.steps, sub) or posed) or rests_as(tokens, s, reading.steps)):
            final.add(k)
            if k + 1 < len(rel):
                rel[k + 1] = PAR
            if posed and k > 0 and not any(t in BOUNDARY for t in tokens[reading.steps[k - 1].end:s.start]):
                rel[k] = PAR


_STATE_JOINS = {"and", ","}


def rests_as(tokens: list[str], p: StepCue, steps: list[StepCue]) -> bool:
    """"The potato sits in the pot, sliced and cooked.", "the mug rests on the shelf, washed" (file 70): a verb of resting
    (:data:`nsg.parser.minilm.fronted.RESTS`), its receptacle, a comma, then participles alone (joined by "and" or commas)
    to the end of the sentence: how the object is found there, a picture of the end; the place is the last step."""
    if p.receptacle_at is None or tokens[p.start] not in RESTS or p.receptacle_at < p.start:
        return False
    r = next((m for m in mentions(tokens[p.receptacle_at:p.receptacle_at + 4]) if m.kind == "receptacle" and m.start == 0), None)
    j = p.receptacle_at + r.end if r is not None else len(tokens)
    after = [s for s in steps if s.start > p.start]
    if tokens[j:j + 1] != [","] or not after or any(s.subtask in ("place", "pick") or s.end - s.start != 1 for s in after):
        return False
    i = j + 1
    for s in after:
        if s.start != i or tokens[s.start + 1:s.start + 2] in (["it"], ["them"]):
            return False
        i = s.end + 1 if tokens[s.end:s.end + 1] and tokens[s.end] in _STATE_JOINS else s.end
    return i >= len(tokens) or tokens[i] in (".", "!", "?", ";")


def listed_with(tokens: list[str], steps: list[StepCue], s: StepCue, sub: str | None, end: int) -> bool:
    """"one apple, chilled and sliced, in the fridge." (file 70): the state ``s`` said last of two joined by "and", the
    first the device's own ("chilled"), then a comma and the device closing the sentence (``end``): the list names the
    end states, the device where it ends up (:func:`nsg.parser.minilm.uses.second_end_state`); not with a purpose after."""
    k = next((k for k, x in enumerate(steps) if x is s), 0)
    return k > 0 and steps[k - 1].subtask == sub and tokens[steps[k - 1].end:s.start] == ["and"] \
        and steps[k - 1].end - steps[k - 1].start == 1 and (end >= len(tokens) or tokens[end] in (".", "!", "?", ";"))


def posed_at(tokens: list[str], start: int) -> bool:
    """Whether the receptacle said at ``start`` follows a verb of posture, the thing's states between (module docstring; none
    between, "then it sits in the fridge to chill", file 53: the means)."""
    d = data()
    j = start - 1
    while j >= 0 and tokens[j] in d["determiners"]:
        j -= 1
    if j < 2 or tokens[j] not in d["receptacle_preps"]:
        return False
    j, states = j - 1, 0
    while j >= 0 and (tokens[j] in state_adjectives() or tokens[j] in ("and", ",")):
        states, j = states + (tokens[j] in state_adjectives()), j - 1
    return states > 0 and j >= 1 and tokens[j] in d["posture_verbs"] and tokens[j - 1] not in BOUNDARY and tokens[j - 1].isalpha()
