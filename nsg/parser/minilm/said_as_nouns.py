"""Step words said as nouns or as parts of a name, no steps: "the club's chopping knife", "a cooking
pot", "the tuck box", "the car park" (split from :mod:`nsg.parser.minilm.story`, which drops them
with the other words that tell the story around a task).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import DETERMINERS, StepCue, data, state_adjectives

# "he's cutting bread" (file 44): a copula run in, no possessive; a gerund after it with a bare noun is his doing
_RUN_IN = frozenset({"he's", "she's", "who's", "that's", "what's", "there's", "here's", "where's", "let's"})


def kind_of_thing(tokens: list[str], s: StepCue) -> bool:
    """"the club's chopping knife", "a cooking pot", "from the cooking scene": a gerund between a
    determiner (or a possessive) and the noun it names a kind of; the noun is a thing of the
    vocabulary, or the phrase says where the object comes from (one more word before a name: "the big chopping knife")."""
    if s.form != "verb" or s.end - s.start != 1 or not tokens[s.start].endswith("ing") or s.start == 0 \
            or s.end >= len(tokens):
        return False
    d = data()
    prev, owner = tokens[s.start - 1], tokens[max(s.start - 2, 0)]  # "the big chopping knife": one describing word between
    if prev not in d["determiners"] and (not prev.endswith("'s") or prev in _RUN_IN):
        return s.start > 1 and prev.isalpha() and (owner in d["determiners"] or owner.endswith("'s")) \
            and not mentions([prev]) and any(m.start == 0 for m in mentions(tokens[s.end:s.end + 3]))
    lead = tokens[s.start - 2] if s.start > 1 else ""
    nxt = tokens[s.end]
    return lead in d["source_preps"] and nxt.isalpha() and nxt not in d["object_pronouns"] \
        or any(m.start == 0 for m in mentions(tokens[s.end:s.end + 3]))


_PLACE_NOUNS = {"place", "places", "spot", "park", "store"}  # nouns too: "the car park", "at the store"


def said_as_noun(tokens: list[str], s: StepCue) -> bool:
    """"the tuck box", "in the new place", "the car park has fruit": a one-word place verb between a
    determiner and a name of the vocabulary names a kind of that thing, and "place" / "park" / "store"
    after a determiner or a possessive (and at most one word of its own), with no object after it,
    is somewhere someone lives, works or parks: no step; so is "move" / "moves" (``played_moves``) said so ("a quiet
    move", "find the moves", file 69's chess notes): a turn in a game or a dance, not moving the object; and a plural
    opening its sentence with a comma after it and no object ("Places, please", :func:`_called`): a call, no step; and any
    step word's "-s" form right before a modal ("Short picks must be reported", :func:`_plural_subject`): a plural noun."""
    if s.subtask == "place" and s.form == "verb" and s.end - s.start == 1 and _called(tokens, s) or _plural_subject(tokens, s):
        return True
    if s.subtask != "place" or s.form != "verb" or s.end - s.start != 1 or s.start == 0:
        return False
    d = data()
    prev, word = tokens[s.start - 1], tokens[s.start]
    named = any(m.start == 0 for m in mentions(tokens[s.end:s.end + 3]))
    if prev in DETERMINERS and named:
        return True  # "the tuck box" ("after that place the bowl ...": a verb)
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    owner = prev in d["determiners"] or prev.endswith("'s") or s.start > 1 and tokens[s.start - 2] in d["determiners"] \
        and prev.isalpha() and prev not in state_adjectives()
    return (word in _PLACE_NOUNS or word in d["played_moves"]) and owner and not named and nxt not in d["determiners"] and nxt not in d["object_pronouns"]


_MODALS = {"must", "should", "will", "shall", "may", "might", "can", "cannot", "can't", "won't", "mustn't", "shouldn't"}
_DOERS = {"he", "she", "it", "who", "that", "which", "one", "this", "what", "whatever", "whoever", "i", "you", "we", "they"}


def _plural_subject(tokens: list[str], s: StepCue) -> bool:
    """"Short picks must be reported", "all cuts should be even", "Late washes will be logged" (file 76's pick list): a
    one-word step verb in "-s" right before a modal (no verb stands there) is a plural noun, the subject of the modal;
    not after a pronoun ("what she slices will go in the bowl": her slicing)."""
    if s.form != "verb" or s.end - s.start != 1 or s.end >= len(tokens) or tokens[s.end] not in _MODALS:
        return False
    word, prev = tokens[s.start], tokens[s.start - 1] if s.start > 0 else "."
    return word.endswith("s") and not word.endswith("ss") and prev not in _DOERS and not prev.endswith("'s")


def _called(tokens: list[str], s: StepCue) -> bool:
    """"Places, please.", "Places, everyone!": a place verb's "-s" form opening its sentence (no subject before it), a
    comma after it and then no object: a noun called out, no command (an imperative has no "-s")."""
    prev = tokens[s.start - 1] if s.start > 0 else "."
    nxt = tokens[s.end + 1] if s.end + 1 < len(tokens) else "."
    d = data()
    return prev in (".", "!", "?", ";") and tokens[s.start].endswith("s") and tokens[s.end:s.end + 1] == [","] \
        and nxt not in d["determiners"] and nxt not in d["object_pronouns"] and not mentions([nxt])


def pastime(tokens: list[str], s: StepCue) -> bool:
    """"I would like to learn English cooking.", "she loves baking" (file 66): a step verb's one-word "-ing" right after a
    verb of liking or learning (``pastime_verbs``), or after one describing word that follows one, with no object after
    it: the activity, no step; "I like cooking the egg in the pan" names its object, a step, and "I'd like washing, then
    slicing" asks for the steps."""
    if s.form != "verb" or s.end - s.start != 1 or not tokens[s.start].endswith("ing") or s.start == 0:
        return False
    d = data()
    verbs, nxt = d["pastime_verbs"], tokens[s.end] if s.end < len(tokens) else "."
    if nxt not in (".", "!", "?", ",", ";", "and", "but", "so", "because"):
        return False
    prev = tokens[s.start - 1]
    v = s.start - 1 if prev in verbs else s.start - 2 if s.start > 1 and tokens[s.start - 2] in verbs and prev.isalpha() \
        and prev not in d["determiners"] and prev not in d["object_pronouns"] and not mentions([prev]) else -1
    return v >= 0 and not (v > 0 and (tokens[v - 1] in ("would", "should") or tokens[v - 1].endswith("'d")))  # "I'd like washing, then ..."
