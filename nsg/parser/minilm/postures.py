"""A receptacle said as where the body of the one working is ("Lean on the counter as you slice it.", "kneel by the
bathtub", "rest your elbows on the counter", an exercise sheet's "without leaning on the counter"): no place.

Two ways of saying it, each read off the words right before the receptacle (past its determiners):

- a verb of a body's posture (``body_postures`` in connectives.json: "lean", "kneel", "crouch"; not "sit", said of
  the object as often: "warm and sitting on the plate", "then sit on the shelf") and a preposition ("on", "against",
  "at", "over", "by"), the verb opening its clause or said after a person, "then", a negation or "without": the
  worker's posture. After the object's pronoun or "to" ("let it lean on the wall", "leave it to lean on the shelf") it
  is the object's resting, a place still;
- a possessive and a part of the body (``body_parts``: "your hands", "my elbows") right before the preposition: where
  the body part rests, never the object; and a place verb whose object they are ("rest your hands on the counter") is
  no step (:func:`body_moved`).

Read by :func:`nsg.parser.minilm.landmarks.landmark` (a receptacle that says where something else stands).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import CLAUSE_STOPS, NEGATIONS, PERSON_SUBJECTS, POSSESSIVES, StepCue, data, skip_back

_PREPS = {"on", "against", "at", "over", "by"}
_OPENERS = CLAUSE_STOPS | NEGATIONS | PERSON_SUBJECTS | {"then", "please", "while", "just"}  # not "and": "hot and leaning on"


def body_at(tokens: list[str], r: Mention) -> bool:
    """Whether receptacle ``r`` is where the worker's body leans, sits or rests (module docstring)."""
    j = skip_back(tokens, r.start - 1, data()["determiners"])
    if j < 1 or tokens[j] not in _PREPS:
        return False
    verb = tokens[j - 1]
    d = data()
    if verb in d["body_postures"]:
        return j < 2 or tokens[j - 2] in _OPENERS
    return verb in d["body_parts"] and j >= 2 and tokens[j - 2] in POSSESSIVES


def body_moved(tokens: list[str], s: StepCue) -> bool:
    """"Rest your hands on the counter", "put your elbows on the table": a place verb whose object is a possessive and a
    part of the body moves the worker's body, no step (read by :func:`nsg.parser.minilm.not_steps.drop_not_steps`)."""
    return s.subtask == "place" and s.form == "verb" and tokens[s.end:s.end + 1] != [] and tokens[s.end] in POSSESSIVES \
        and tokens[s.end + 1:s.end + 2] != [] and tokens[s.end + 1] in data()["body_parts"]
