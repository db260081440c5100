"""A pick the one addressed may do once the thing is at its place: "Your pot I washed and put on the counter, you can take
it home." (file 45).

Why apart from :func:`nsg.parser.minilm.others.their_pick` (a third person's "she can collect it", in a module at its
length limit): here the one who may take it is "you", and "you can take it" is a request as often as not ("you can take
it home now, just give it a wash first" asks the pick); it is an offer only right after a place with its receptacle,
in a clause of its own (after a comma, a full stop or "so", not "then" / "and then"): the thing is left there for
whoever collects it, so the place ends the task and the pick is what is done with it afterwards, no step. So is a pick
right after "whoever" and "it" / "them" after such a place ("..., placed on the table. Whoever grabs it first gets the
drink.", file 30): who may take it then, a rule of the game, not a step.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue

_MAY = {"can", "could", "may"}
_OPENS = {",", ".", "!", ";", "-", "so"}


def collected_later(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """Whether the pick ``s`` is the addressee's own collecting after the place before it (module docstring)."""
    if s.subtask != "pick" or s.form != "verb" or s.start < 1 or tokens[s.end:s.end + 1] not in (["it"], ["them"]):
        return False
    if tokens[s.start - 1] != "whoever" and (s.start < 3 or tokens[s.start - 1] not in _MAY or tokens[s.start - 2] != "you"
                                             or tokens[s.start - 3] not in _OPENS):
        return False
    before = [x for x in steps if x.end <= s.start]
    return bool(before) and before[-1].subtask == "place" and before[-1].receptacle is not None
