"""A place verb whose only destination is a hand ("put it in my hand", "set it into your hands").

Why apart from :mod:`nsg.parser.minilm.places` (at its length limit): the hand phrase is already
read as a pick (``holding`` in connectives.json); the place verb before it names no receptacle, so
without this it would add a second, receptacle-less place ("somewhere") to a task that ends held. So is a
verbless place at a person's own receptacle ("Dan wants a hot mug at his desk. ... take it to him", file 64) when
the task ends handed over: where that person is, not where the thing goes. And the object said first with a hand
phrase right after it, then the work ("tomato in my hand / warmed in the microwave / then sliced", "With the mug in
my hand, I rinse it", file 11): how the work starts, taken up for it, no held state at the end (:func:`in_hand_first`).
The other way, a thing taken out and then poured or served ("grab it out and pour!", file 67) is in the hand at the
end: the pick is kept (:func:`poured_from`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.in_pieces import into_pieces
from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.others_placed import others_placed
from nsg.parser.minilm.out_of_way import cleared
from nsg.parser.minilm.set_aside import threat
from nsg.parser.minilm.waits import waited
from nsg.parser.minilm.spans import FULL_STOPS, StepCue, VERB_NEGATIONS, data, skip_forward

_HANDS = {"hand", "hands"}


def drop_hand_places(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """Drop a place with no receptacle when the words right after its verb (past the object or its
    pronoun) are a hand phrase that a pick step of the same text reads: the pick is the ending; nor when they are
    "in slices" (:mod:`nsg.parser.minilm.in_pieces`, file 57) or "out of the way" (:mod:`nsg.parser.minilm.out_of_way`), or a rest said by how long (:mod:`nsg.parser.minilm.waits`); nor another thing's place
    (:mod:`nsg.parser.minilm.others_placed`)."""
    handed = any(s.subtask == "pick" for s in steps)
    return [s for s in steps if not _into_hand(tokens, s, steps, target) and not (handed and _whose_place(tokens, s))
            and not into_pieces(tokens, s, target) and not cleared(tokens, s)
            and not waited(tokens, s, target) and not others_placed(tokens, s, target)]


_AT_WHOSE = {"his", "her", "their"}  # a person's own: not "my" / "your" (where the writer or the helper is)


def _whose_place(tokens: list[str], s: StepCue) -> bool:
    """A verbless place said "at his desk" / "on her tray": the person's receptacle (module docstring)."""
    return s.subtask == "place" and s.form == "implicit" and s.start >= 2 and tokens[s.start - 2] in ("at", "on") \
        and tokens[s.start - 1] in _AT_WHOSE


def _into_hand(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    if s.subtask != "place" or s.receptacle is not None:
        return False
    d = data()
    j = target.end if target is not None and target.start == s.end else s.end
    while j < len(tokens) and (tokens[j] in d["object_pronouns"] or tokens[j] in ("back", "right", "straight")):
        j += 1
    phrase = next((h for h in _hand_phrases() if tokens[j:j + len(h)] == h), None)
    return phrase is not None and any(p.subtask == "pick" and j <= p.start < j + len(phrase) for p in steps)


@lru_cache(maxsize=1)
def _hand_phrases() -> tuple[list[str], ...]:
    """The ``holding`` phrases with a hand in them, as words, in the data's order (split once, not per step)."""
    return tuple(h.split() for h in data()["holding"] if any(w in _HANDS for w in h.split()))


def denied_place(tokens: list[str], s: StepCue) -> bool:
    """"Don't put the spoons in the fridge. ... then back in the drawer": a place verb right after a
    negation is no place of the task when another sentence, later or earlier ("plates ... back in the
    cupboard please. Don't leave them on the drainer."), says a place with no verb ("then back in",
    "then onto", "..., washed, on the table": test file 48; "a cold mug on the table", right after a thing's name: file
    46), so that receptacle, said alone, can still be where it ends up; nor is one whose sentence
    names no receptacle ("Don't drop it on the turn."), nor the alternative set against a place said
    before it (:func:`_contrasted`: "clean and in the cabinet, not left on the burner"; a pick list's "No put-away": "no"
    before it, file 76), nor a threat's ("or I'll bin it"); nor one refused beside a receptacle said as a verb ("Bin it.", :func:`_as_verb`)."""
    if _contrasted(tokens, s) or s.subtask == "place" and threat(tokens, s.start):
        return True  # "get it onto a plate or I'm binning it": the threat's place (set_aside)
    if not (s.subtask == "place" and s.form == "verb" and (any(t in VERB_NEGATIONS or t in _NOT_AUX for t in tokens[max(0, s.start - 2):s.start])
                                                           or tokens[s.start - 1:s.start] == ["no"])):  # "No put-away" (file 76)
        return False
    stop = next((i for i in range(s.end, len(tokens)) if tokens[i] in FULL_STOPS), len(tokens))
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in FULL_STOPS), 0)
    preps = set(data()["receptacle_preps"])
    if not any(m.kind == "receptacle" for m in mentions(tokens[lo:stop])):
        return True  # "Don't drop it on the turn." (test file 35): no receptacle in its sentence, no place at all
    if any(tokens[i] == "," and _stays_instead(tokens, i + 1) for i in range(s.end, stop)):
        return True  # "but not put in fridge, it stay on the counter" (file 66): where it stays instead, said after the comma
    return any(tokens[i + 1] in preps and not lo <= i < stop and (t in ("back", "then") or (t in (",", ":") or _thing(t))
                                                                  and _receptacle_after(tokens, i + 2))
               or not lo <= i < stop and _as_verb(tokens, i) for i, t in enumerate(tokens[:-1]))


def _stays_instead(tokens: list[str], i: int) -> bool:
    """"..., not put in fridge, it stay on the counter", "do not put it in the cupboard, it remains on the shelf" (file 66): after
    the refused place's comma, the object's pronoun, a verb of staying (``stays_put``, a learner's "it stay" too), a
    preposition and a receptacle: where the thing stays instead, a place said with no place verb."""
    return tokens[i:i + 1] in (["it"], ["they"]) and i + 3 < len(tokens) and tokens[i + 1] in data()["stays_put"] \
        and tokens[i + 2] in data()["receptacle_preps"] and _receptacle_after(tokens, i + 3)


def _as_verb(tokens: list[str], i: int) -> bool:
    """A receptacle's name opening its sentence as a verb, its object after it ("Bin it.", "Plate them up.", test file
    49): a place said with no place verb, so a place verb refused in another sentence is no place of the task."""
    return (i == 0 or tokens[i - 1] in FULL_STOPS) and (tokens[i + 1] in data()["object_pronouns"] or tokens[i + 1] in data()["determiners"]) \
        and any(m.kind == "receptacle" for m in mentions(tokens[i:i + 1]))


def _thing(word: str) -> bool:
    """A thing's name ("... never put it on the table. The wanted end state is a chilled bottle on the table", test
    file 46): the receptacle said right after it, in another sentence, is where the thing is wanted."""
    return word.isalpha() and any(m.kind == "object" for m in mentions([word]))


def _receptacle_after(tokens: list[str], i: int) -> bool:
    """A receptacle named at ``i``, past its determiners ("..., washed, on the dining table", test file 48)."""
    j = skip_forward(tokens, i, set(data()["determiners"]))
    return any(m.kind == "receptacle" and m.start == 0 for m in mentions(tokens[j:j + 3]))


_NOT_AUX = {"doesn't", "mustn't", "shouldn't", "won't"}  # "your cup doesn't go back in the drawer" (test file 48)
_CONTRASTS = {"not", "never"}  # "..., not left on the burner", "..., never sitting in the sink"
_IRREGULAR_PARTICIPLES = {"left", "set", "put"}  # "not left on the burner" (the others end in "-ed" / "-ing")


def _contrasted(tokens: list[str], s: StepCue) -> bool:
    """"the pan clean and in the cabinet, not left on the burner" (test file 48): a place participle right
    after a comma and "not" / "never" is the state the object must not end in; the place said before the
    comma, by its receptacle alone, is where it goes."""
    return s.subtask == "place" and s.form == "verb" and s.start >= 2 and tokens[s.start - 1] in _CONTRASTS \
        and tokens[s.start - 2] == "," and (tokens[s.start].endswith(("ed", "ing")) or tokens[s.start] in _IRREGULAR_PARTICIPLES)


_LIQUIDS = {"water", "liquid", "vinegar", "juice", "oil", "grease", "fat", "dregs"}


def poured_off(tokens: list[str], s: StepCue) -> bool:
    """"boil it and chuck that water away", "tip the water out" (test file 49): a place verb whose object is a liquid
    in the thing (a determiner or "that", then the liquid) moves the liquid, the thing stays: no place."""
    j = s.end + 1
    return j < len(tokens) and (tokens[s.end] in data()["determiners"] or tokens[s.end] == "that") and tokens[j] in _LIQUIDS


_POURS = {"pour", "serve", "drink"}
_POUR_ENDS = {".", "!", "?", ";", ",", ")"}


def poured_from(tokens: list[str], s: StepCue) -> bool:
    """"grab it out and pour!", "take it out and serve." (file 67): a pick with "out", then "and" and a verb of pouring or
    serving that closes its clause (no object, no place after it): the thing taken out is held to pour, a pick kept."""
    for j in range(s.end, min(len(tokens) - 1, s.end + 7)):
        if tokens[j] in _POUR_ENDS:
            return False
        if tokens[j] == "and" and tokens[j + 1] in _POURS:
            return "out" in tokens[s.end:j] and (j + 2 == len(tokens) or tokens[j + 2] in _POUR_ENDS)
    return False


_OPENERS = {".", "!", "?", ";", ":", "-", "with"}
_BREAKS = {",", "/", ".", ";", "-", ":"}


def in_hand_first(tokens: list[str], s: StepCue, target: Mention | None, steps: list[StepCue]) -> bool:
    """Whether pick ``s`` is a hand phrase ("in my hand", "in hand") right after the object that opens the text (only
    determiners and "with" before it), its clause ending there, with a later step that is neither a pick nor a place,
    told in order or done to "it": the object taken up for the work, no held state (module docstring)."""
    if target is None or s.start != target.end or tokens[s.start] != "in" or s.end >= len(tokens) or tokens[s.end] not in _BREAKS:
        return False
    j = target.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j >= 0 and tokens[j] not in _OPENERS or j > 0 and tokens[j] == "with" and tokens[j - 1] not in _OPENERS:
        return False
    return any(x.start > s.end and x.subtask not in ("pick", "place") for x in steps) \
        and any(t in _WORKED for t in tokens[s.end:])  # not "The apple in my hand, washed and chilled.": how it is held


_WORKED = {"then", "it", "them", "next", "after"}  # the work told in order or done to it
