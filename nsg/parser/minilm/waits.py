"""A rest or a wait said with a place verb and a length of time ("Rest 30 seconds.", "Leave it for 5 minutes.",
"let it rest a while"): the verb ("rest", "leave", ...) names no receptacle and its clause only says how long,
so it is no place ("somewhere"). A place that names a receptacle ("leave it in the fridge for an hour") keeps it
(the check is only for receptacle-less places). Called from :func:`nsg.parser.minilm.hands.drop_hand_places`, where
the other receptacle-less places are dropped. The lengths said without a count ("a while", "a moment") are
``wait_lengths`` in connectives.json (``waits_alone``: said with no article, "overnight"); a counted one is a number and a unit of time
(:data:`nsg.parser.minilm.durations.TIME_UNITS`). A label's or a recipe's "leave to stand", "leave it to drain" (a verb of
resting after "to", then its clause's end) says how it waits with no length: no place either."""
from __future__ import annotations

from nsg.parser.minilm.durations import NUMBERS, TIME_UNITS
from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data, skip_forward

_CLAUSE_ENDS = {",", ".", "!", "?", ";", ":", "and", "then", "but", "-", "before", "after", "until", "till", "while", "so", "to"}  # "... for 2 minutes to cool"
_LEAD = {"it", "them", "this", "that", "to", "rest", "sit", "stand", "settle", "aside", "alone"}  # "set it aside to rest"
_RESTS = {"rest", "sit", "stand", "settle", "dry", "drain", "soak", "steep"}  # "leave to stand": how it waits, no place
_FOR = {"for", "about", "around", "roughly", "another", "at", "least", "just", "only", "over"}


def _length_at(tokens: list[str], j: int) -> int:
    """Where the length of time starting at ``j`` ends ("30 seconds", "a few minutes", "a while"), or -1."""
    k = j
    while k < len(tokens) and k - j < 4 and (tokens[k].isdigit() or tokens[k] in NUMBERS or tokens[k] in ("-", "or", "to", "of")):
        k += 1
    if k < len(tokens) and tokens[k] in TIME_UNITS and k > j:
        return k + 1
    if k < len(tokens) and k > j and tokens[k] in data()["wait_lengths"]:
        return k + 1
    return -1


def waited(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """A receptacle-less place verb whose clause, past its object's pronoun, only says a length of time (module
    docstring)."""
    if s.subtask != "place" or s.receptacle is not None or s.form != "verb":
        return False
    j = target.end if target is not None and target.start == s.end else s.end
    if j + 1 < len(tokens) and tokens[j] in ("the", "your", "my", "our") and tokens[j + 1].isalpha():
        j += 2  # "leave the mug for a while": the object named again
    rested, said = skip_forward(tokens, j, _LEAD | _RESTS), set(tokens[s.start + 1:skip_forward(tokens, j, _LEAD | _RESTS)])
    if (rested == len(tokens) or tokens[rested] in _CLAUSE_ENDS - {"to"}) and "to" in said and _RESTS & said:
        return True  # "heat it and leave to stand.", "wash it and leave to drain" (a label's, a recipe's, file 71c): no length
    j = skip_forward(tokens, skip_forward(tokens, j, _LEAD), _FOR)  # "leave it to rest for 5 minutes"
    k = j + 1 if j < len(tokens) and tokens[j] in data()["waits_alone"] else _length_at(tokens, j)  # "leave it overnight"
    return k > 0 and (k == len(tokens) or tokens[k] in _CLAUSE_ENDS)
