"""Where the object rests now, said in a relative clause right after its name (the kind behind a test file 64 miss):
"The little cup that sits under the coffee machine - clean and back under it, please", "the mug that stands on the
shelf needs a wash". A verb of resting ("sits", "stands", "lies", "rests") after "that" / "which" that follows the
object's definite name, then a preposition of where and a receptacle, tells which thing is meant and where it is
kept: the verb is no place (:func:`rests_there`) and its receptacle no place either (:func:`resting_places`, read with
the other receptacles that say which one is meant); a place asked later ("back under the coffee machine") is the step.

Why apart from :func:`nsg.parser.minilm.located.located`: that one reads a receptacle said with no verb before the
subject's verb ("the mug on the chart table needs heating"); here the resting verb is a place verb of the step table.
Only when the sentence goes on after the receptacle (a dash, colon or comma, or the subject's verb): "the mug that sits
on the shelf." said alone, or an indefinite "a clean mug that sits on the shelf" (an end state), stays a place.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.located import AT, SUBJECT_VERBS
from nsg.parser.minilm.spans import StepCue, data

_RESTING = {"sits", "sit", "stands", "stand", "lies", "lie", "rests", "rest"}
_RELATIVES = {"that", "which"}
_HABITS = {"usually", "always", "normally"}  # "that usually sits on ..."
_DEFINITE = {"the", "my", "his", "her", "our", "their", "your", "this"}
_GOES_ON = {",", "-", ":", ";"} | SUBJECT_VERBS


def resting_clauses(tokens: list[str]) -> dict[int, int]:
    """Resting verb -> the start of its receptacle, for each such relative clause (module docstring)."""
    if not _RESTING.intersection(tokens) or not _RELATIVES.intersection(tokens):
        return {}
    found, dets, out = mentions(tokens), set(data()["determiners"]), {}
    for m in found:
        k = m.end
        if m.kind != "object" or k + 3 >= len(tokens) or tokens[k] not in _RELATIVES or not _definite(tokens, m.start, dets):
            continue
        v = k + 1 + (tokens[k + 1] in _HABITS)
        if tokens[v] not in _RESTING or v + 1 >= len(tokens) or tokens[v + 1] not in AT:
            continue
        j = v + 2
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        rec = next((r for r in found if r.kind == "receptacle" and r.start == j), None)
        if rec is None:
            continue
        e = rec.end + (rec.end < len(tokens) and tokens[rec.end].isalpha() and tokens[rec.end] not in SUBJECT_VERBS)  # "spout"
        if e + 1 < len(tokens) and tokens[e] in _GOES_ON:
            out[v] = rec.start
    return out


def _definite(tokens: list[str], i: int, dets: set[str]) -> bool:
    """The name opened by a definite determiner, one or two words of its own between ("the little cup")."""
    for lo in (i, i - 1, i - 2):
        if lo > 0 and tokens[lo - 1] in _DEFINITE and all(t.isalpha() and t not in dets for t in tokens[lo:i]):
            return True
    return False


def resting_places(tokens: list[str]) -> set[int]:
    """Where the receptacles of those clauses start: which one is meant, no place."""
    return set(resting_clauses(tokens).values())


def rests_there(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """Whether ``s`` is the resting verb of such a clause on the target (module docstring)."""
    return target is not None and s.subtask == "place" and s.form == "verb" and s.start in resting_clauses(tokens)
