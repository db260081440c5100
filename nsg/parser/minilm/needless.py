"""A step refused as needless, with the object named between ("don't need the knife washing", "we dont need
the pan scrubbing, its clean": the kind behind a test file 56 miss), and the reason said after it.

Why apart from :func:`nsg.parser.minilm.clauses.drop_negated`: there a negation is read within two words of
the step (or past a frame: "no need to", "does not want it"); here the object's noun phrase stands between
"need" and the step's gerund, so the negation is read before "need". The reason right after the refusal, a
clause of "it's" and that step's state alone ("..., it's clean."), says how the object is now: no step
(:func:`state_reason`). A gerund right after a past "need" denied ("it didn't need washing", file 51) was not done.
So is a place read only from its receptacle ("in the pan", no place verb) in a clause whose verb is denied ("you do not
fry it in the big pan, you boil it", file 66): where the denied doing would be, no place (:func:`_denied_where`).
A step denied outright ("don't microwave those!", "Don't chill the cup.", file 24), its sub-task asked again in a later
sentence, is no mention of that step: :func:`~nsg.parser.minilm.clauses.drop_negated` keeps the negated mentions of a
sub-task also said without a negation, but this one says no order, and keeping it put the step first
(:func:`denied_before`). A step's word opening its clause and said "not needed" ("Fridge not needed.", file 44) is no
step either (:func:`_said_unneeded`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import StepCue, data

_NEEDS = {"need", "needs"}
_NOT = {"don't", "dont", "doesn't", "not", "never", "won't"}
_STOPS = {".", ",", ";", ":", "!", "?", "-", "(", ")", "but", "and"}


def needless(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """Whether ``s`` is a gerund after "<not> need <the object's noun phrase>" or the state said as the
    reason right after one (module docstring)."""
    return _refused(tokens, s) or state_reason(tokens, s, steps) or _denied_where(tokens, s) or _said_unneeded(tokens, s)


_UNNEEDED_FIRST = {"not", "isn't", "is", "wasn't", "unnecessary"}  # the first words of ``unneeded``: a cheap check first


def _said_unneeded(tokens: list[str], s: StepCue) -> bool:
    """"Fridge not needed.", "The washing isn't needed, it's clean." (file 44): a step's word (a device's name, a
    gerund) opening its clause, past determiners, then a phrase of ``unneeded`` ("not needed", "isn't required") that
    ends the clause: the step is said as not needed."""
    if s.form not in ("verb", "noun") or s.end - s.start != 1 or s.end >= len(tokens) or tokens[s.end] not in _UNNEEDED_FIRST:
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j >= 0 and tokens[j] not in _STOPS:
        return False
    after = tokens[s.end:s.end + 4]
    return any(after[:len(p)] == p and (s.end + len(p) >= len(tokens) or tokens[s.end + len(p)] in _STOPS) for p in _unneeded())


@lru_cache(maxsize=1)
def _unneeded() -> tuple[list[str], ...]:
    return tuple(p.split() for p in data()["unneeded"])


_CLAUSE = {".", ",", ";", ":", "!", "?", "-", "(", ")", "but", "then"}
_DENY = {"don't", "dont", "not", "never", "mustn't", "shouldn't", "doesn't"}


def _denied_where(tokens: list[str], s: StepCue) -> bool:
    """"do not fry it in the pan": an implicit place, its clause holding a denial right before a word that is no
    preposition and no determiner ("Never the front table." names the place refused: module docstring)."""
    if s.subtask != "place" or s.form != "implicit":
        return False
    i = s.start - 1
    while i >= 0 and tokens[i] not in _CLAUSE:
        nxt = tokens[i + 1] if i + 1 < s.start else ""
        if tokens[i] in _DENY and nxt.isalpha() and nxt not in data()["receptacle_preps"] and nxt not in data()["determiners"]:
            return True
        i -= 1
    return False


def _refused(tokens: list[str], s: StepCue) -> bool:
    return s.form == "verb" and tokens[s.start].endswith("ing") and (_refusal_at(tokens, s.start) >= 0 or _needed_not(tokens, s.start))


_PAST_NOT = {"didn't", "didnt", "wasn't", "never"}  # "(didn't need washing)": not done, it was not needed


def _needed_not(tokens: list[str], i: int) -> bool:
    """"the pot didn't need washing", "(didn't need washing)": a gerund right after a past "need" denied."""
    return i >= 2 and tokens[i - 1] in ("need", "needed") and tokens[i - 2] in _PAST_NOT


def _refusal_at(tokens: list[str], i: int) -> int:
    """Where the "need" of a refusal with a noun phrase of one to four words before ``i`` is (-1: none)."""
    for k in range(i - 2, max(-1, i - 6), -1):
        if tokens[k] in _STOPS:
            return -1
        if tokens[k] in _NEEDS and k > 0 and tokens[k - 1] in _NOT and tokens[k + 1] in data()["determiners"]:
            return k
    return -1


def state_reason(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """Whether ``s`` is a state said alone after "it's" in the clause right after a needless step of its
    sub-task ("don't need the knife washing its clean"): how the object is now."""
    if s.end - s.start != 1 or s.start < 2 or tokens[s.start - 1] != "it's" \
            or s.end < len(tokens) and tokens[s.end] not in _STOPS:
        return False
    return any(x.subtask == s.subtask and x.end in (s.start - 1, s.start - 2) and _refused(tokens, x) for x in steps)


_DEGREE = {"so", "as", "that", "this"}
_MANNER = {"fast", "quick", "quickly", "well", "neatly", "perfectly", "thin", "thinly", "nicely", "evenly", "cleanly", "beautifully"}


def boast(tokens: list[str], s: StepCue) -> bool:
    """"I've never sliced a tomato so fast": "never" before a step and a degree word with a manner after it, a boast
    about how a step told elsewhere went (file 51); its mention gives the step no place in the order."""
    if "never" not in tokens[max(0, s.start - 2):s.start]:
        return False
    after = tokens[s.end:s.end + 6]
    return any(t in _DEGREE and after[i + 1:i + 2] != [] and after[i + 1] in _MANNER for i, t in enumerate(after))



_DENIALS = {"don't", "dont", "never"}


def denied_before(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """A verb right after "don't" / "never" / "do not" whose sub-task a later sentence says again (module docstring)."""
    if s.form != "verb" or not (s.start > 0 and tokens[s.start - 1] in _DENIALS or tokens[max(0, s.start - 2):s.start] == ["do", "not"]):
        return False
    return any(x.start > s.end and x.subtask == s.subtask and x.receptacle == s.receptacle
               and any(t in (".", "!", "?", ";") for t in tokens[s.end:x.start]) for x in steps)
