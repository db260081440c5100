"""How far a place verb reaches for its receptacle (the kinds behind test file 28's misses).

Why apart from :mod:`nsg.parser.minilm.places` (at its length limit), which gives each receptacle to the
nearest place verb before it: a denied place verb that names where in its own clause, known name or
not ("Don't put anything hot in the new units ... The ladle is cleaned and back in the drawer"), has
its receptacle there; a receptacle said in a later sentence is no longer its own (there a verbless
place, "back in the drawer", says where the object goes). So has any place verb that puts it into a drink or a
dish in its own sentence ("They put egg in coffee here.", file 47), any that puts a food into a dish it is eaten in
("before it goes into a sandwich", file 47), any told as done by its doer ("I left out a
potato for you.", "I'm after leaving it out", file 43), and a third person's habit ("they leave it in the pan", file 66);
and one said with "in" and a device step's purpose ("it can go in to chill", file 40): the device is its place.
"""
from __future__ import annotations

from nsg.parser.minilm.dishes import into_dish
from nsg.parser.minilm.lexicon import Mention, lexicon
from nsg.parser.minilm.story import left_there_now
from nsg.parser.minilm.spans import SENTENCE_ENDS, VERB_NEGATIONS, StepCue, data, skip_forward

_PAST = {"brought", "took", "taken", "held", "carried", "fetched"}


def reaches(tokens: list[str], s: StepCue, p: int) -> bool:
    """Whether the place verb ``s`` may take the receptacle said at ``p``: not across the end of its
    sentence when it is denied and its own clause already names where, after a place preposition and a
    determiner ("Don't put anything hot in the new units."); a place asked for and then corrected in a
    later sentence ("put it back on the tray? We don't do trays. On the plate, then.") reaches on; a
    carrying verb told as done ("Pete brought potatoes.") never reaches past its sentence (test file 30)."""
    end = next((i for i in range(s.end, p) if tokens[i] in SENTENCE_ENDS), None)
    if into_dish(tokens, s):
        return False  # "before it goes into a sandwich, and not eaten over the sink" (file 47): its place is the dish
    if "away" in tokens[s.end:p] and "it's" in tokens[tokens.index("away", s.end):p]:
        return False  # "forgot 2 put the knife away its on the table" (test file 56): "away" says where, a run-on "it's" where it is now
    word = " ".join(tokens[s.start:s.end])
    if end is not None and word in data()["steps"]["place"]["transport"] and (word.endswith("ed") or word in _PAST):
        return False  # "Pete brought potatoes. Zap one, chop it, onto a plate.": a carry told as done ends with its sentence
    if end is not None and in_to_do(tokens, s, end):
        return False  # "the wine can go in to chill. Then onto the coffee table." (file 40): the device's, left unnamed
    if end is not None and told_done(tokens, s):
        return False  # "I left out a potato for you. Put it in the microwave and then into the pot.": its own sentence's
    preps, dets = set(data()["receptacle_preps"]) - {"to", "back", "down", "top", "by", "at"}, set(data()["determiners"])
    if end is not None and any(t in preps and tokens[skip_forward(tokens, i + 1, dets)] in lexicon()["contents"]
                               for i, t in enumerate(tokens[s.end:end - 1], s.end)):
        return False  # "They put egg in coffee here. Heat the egg in a pan, ...": into a drink or a dish, its own sentence's
    if end is None or s.start == 0 or tokens[s.start - 1] not in VERB_NEGATIONS:
        return True
    return not any(t in preps and tokens[i + 1] in dets for i, t in enumerate(tokens[s.end:end - 1], s.end))


def in_to_do(tokens: list[str], s: StepCue, end: int | None = None) -> bool:
    """"it can go in to chill", "pop it in to warm up" (file 40): the place verb's "in" / "on" with no receptacle, then "to" and
    a device step's verb in its own sentence: put into the device it leaves unnamed, so it reaches no later sentence (and,
    reaching none, is that step's means, :func:`nsg.parser.minilm.places.place_roles`)."""
    end = end if end is not None else next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    steps = data()["steps"]
    verbs = {v for sub in ("heat", "cool") for v in steps[sub].get("verbs", ())}
    return any(t in ("in", "on") and tokens[i + 1] == "to" and tokens[i + 2] in verbs
               for i, t in enumerate(tokens[s.start:end - 2], s.start))


_TOLD = {"i'm", "we're", "she's", "he's", "they're", "i've", "we've", "she's", "he's", "they've"}


def told_done(tokens: list[str], s: StepCue) -> bool:
    """A place verb told as done by its doer ("I left out a potato", "she's after leaving it out", the Irish perfect,
    file 43): a past form or "after" and an "-ing" form right after the doer, not "you"; where it was, not where to."""
    word, at = tokens[s.start], s.start - 1
    if at >= 1 and tokens[at] == "after" and word.endswith("ing"):
        at -= 1  # "I'm after leaving it out": I have just left it out
    elif not (word.endswith("ed") or word in _PAST or word in ("left", "put", "set", "kept")):
        return False
    return at >= 0 and (tokens[at] in _TOLD or tokens[at] in data()["subjects"] and tokens[at] != "you")


def left_not_put(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"Blue jug left on the bench: washed and back in the cabinet" (file 65): a staying participle right after the name,
    where the object is now (:func:`story.left_there_now`), is no place of the task, so a receptacle said alone after it is;
    so is where someone "left it", told in the past ("she wants it in the drawer, u left it in the garden", file 55)."""
    return s.subtask == "place" and (s.receptacle_at is not None and (left_there_now(tokens, s, steps, target) or _their_habit(tokens, s))
                                     or _left_by_someone(tokens, s))


_OFTEN = {"always", "often", "usually", "still", "just", "sometimes"}


def _their_habit(tokens: list[str], s: StepCue) -> bool:
    """"tell the children, they (always) leave it in the pan" (file 66): a third person's present "leave(s) it" is what
    they do wrong, a complaint, no place of the task ("you leave it in the drawer" is asked)."""
    j = s.start - 1
    while j >= 0 and tokens[j] in _OFTEN:
        j -= 1
    return tokens[s.start] in ("leave", "leaves") and tokens[s.end:s.end + 1] in (["it"], ["them"]) and j >= 0 \
        and tokens[j] in ("they", "he", "she")


_LEFT_BY = {"you", "u", "i", "we", "he", "she", "they", "ya"}


def _left_by_someone(tokens: list[str], s: StepCue) -> bool:
    """"she wants it washed and in the drawer, u left it in the garden" (file 55): a person's past "left it" is where
    the object was left, a report, no place of the task (a receptacle said alone in the text is the place)."""
    return tokens[s.start] == "left" and s.start > 0 and tokens[s.start - 1] in _LEFT_BY \
        and tokens[s.end:s.end + 1] in (["it"], ["them"])
