"""Another thing put away ("Wash the mug. Put the spoons back in the drawer.", "then put the forks away in the
drawer"): a place verb whose own object, right after it (determiners between), is another thing of the vocabulary,
not the task's object, places that thing; it is no place of the object. Only when a receptacle follows in the same
clause (the other thing's own place), so a bare "put the cup away" said of the object by another name is left as it
is; so is another thing said to go somewhere ("The forks go back in the drawer.": :func:`_goes`). The other thing may be a receptacle itself ("put the plates away in the cupboard"), read as the place's
receptacle: then only when tidied "back" or "away" (a plate put in the fridge may carry the object). Called from :func:`nsg.parser.minilm.hands.drop_hand_places`."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import StepCue, data, skip_forward

_BETWEEN = {"back", "away", "straight", "right", "all"}
_GOES = {"go", "goes", "belong", "belongs"}
_OPENS = {".", "!", "?", ";", ":", ",", "and", "then", "(", "-"}
_ENDS = {".", "!", "?", ";", ","}
_QUANTITIES = {"all", "both", "two", "three", "four", "some", "those", "these", "other"}


def others_placed(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """A place verb whose object is another named thing, a receptacle after it in its clause (module docstring)."""
    if target is None or s.subtask != "place" or s.form != "verb" or s.receptacle is None:
        return False
    d = data()
    if tokens[s.start] in _GOES:
        return _goes(tokens, s, target, d)
    j = s.end
    while j < len(tokens) and (tokens[j] in d["determiners"] or tokens[j] in _QUANTITIES) and j - s.end < 3:
        j += 1
    if j == s.end or j >= len(tokens):
        return False
    found = [m for m in mentions(tokens[j:j + 3]) if m.start == 0]
    thing = next((m for m in found if m.kind == "object"), None)
    if thing is None or any(m.value == target.value for m in found) or set(tokens[j:j + thing.end]) & set(tokens[target.start:target.end]):
        return False
    k = j + thing.end
    if tokens[k:k + 1] == ["and"] and (more := next((m for m in mentions(tokens[k + 1:k + 3]) if m.start == 0 and m.kind == "object"), None)) \
            and more.value != target.value:
        k += 1 + more.end  # "put the spoon and fork back in the drawer": two other things
    k = skip_forward(tokens, k, _BETWEEN)
    if s.receptacle_at is not None and s.receptacle_at < s.start and (k >= len(tokens) or tokens[k] in _ENDS):
        return True  # "Back in the sink, put the spoon.": the receptacle said first (fronted.put_after_comma)
    if k >= len(tokens) or tokens[k] not in d["receptacle_preps"] or s.receptacle_at is None:
        return False
    return s.receptacle_at > k or s.receptacle_at == j and bool({"back", "away"} & set(tokens[j + thing.end:k]))  # "put the pan back on the stove"


def _goes(tokens: list[str], s: StepCue, target: Mention, d: dict) -> bool:
    """"The spoons go back in the drawer.": another named thing opening its clause (determiners before it) as the
    subject of a verb of going with a receptacle: that thing's place."""
    found = [m for m in mentions(tokens[max(0, s.start - 2):s.start]) if m.end == s.start - max(0, s.start - 2)]
    thing = next((m for m in found if m.kind == "object"), None)
    if thing is None or any(m.value == target.value for m in found):
        return False
    lo = max(0, s.start - 2) + thing.start
    while lo > 0 and (tokens[lo - 1] in d["determiners"] or tokens[lo - 1] in _QUANTITIES):
        lo -= 1
    return (lo == 0 or tokens[lo - 1] in _OPENS) and not set(tokens[lo:s.start]) & set(tokens[target.start:target.end])
