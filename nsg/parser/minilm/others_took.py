"""A pick someone else did, told in the past: "the big knife I don't find, maybe your husband took" (file 66).

Why a module of its own: :mod:`story` drops the step words that tell the story around a task; this one reads one such
kind, a third person's past "took" / "grabbed" / "carried", and keeps it apart from a story told in the past, where the
hero's own last pick ends the task ("she heated the kettle, then she carried it up", file 70).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import StepCue

PERSONS = {"i", "you", "we", "he", "she", "they", "someone", "somebody", "mum", "dad", "son", "daughter", "wife",
           "husband", "friend", "neighbour", "neighbor", "partner"}  # who does things in a story (also :mod:`story`'s)
_THIRD_PERSONS = PERSONS - {"i", "you", "we"}
_TOOK = {"took", "grabbed", "nicked", "borrowed", "carried"}
_TOLD = {"cut", "put", "set", "froze", "kept", "left", "chopped", "laid", "brought"}  # past forms not ending in "-ed"
_ITS = {"it", "them", "the", "his", "her", "their", "my", "your", "a", "an"}  # an act told with its object: "she heated it"


def taken_by_other(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"the big knife I don't find, maybe your husband took" (file 66): a past pick right after a third person (a pronoun
    or a person noun) is what someone else did, no step; not in a story told in the past ("she heated the kettle, then she
    carried it up", file 70): a step told done to its object ("heated it", not "are washed"), the pick last, with its "it"."""
    return s.subtask == "pick" and tokens[s.start] in _TOOK and s.start > 0 and tokens[s.start - 1] in _THIRD_PERSONS \
        and not (tokens[s.end:s.end + 1] in (["it"], ["them"]) and all(x.subtask == "pick" for x in steps if x.start > s.start)
                 and any(x.subtask != "pick" and x.form == "verb" and (tokens[x.start].endswith("ed") or tokens[x.start] in _TOLD)
                         and tokens[x.end:x.end + 1] and tokens[x.end] in _ITS for x in steps))  # "then to the fridge he carried it, ..."
