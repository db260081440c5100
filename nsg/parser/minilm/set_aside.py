"""Steps the speaker names only to set them aside: "rather than putting it away" (test file 54), "bin it, no
rinse." (file 55), a receptacle alone in such a clause, after another verb's "-ing" form ("instead of needing it in
the drawer", "rather than keeping it on the shelf", file 46); a threat after "or" and a subject ("get it on a plate or
I'm binning it", "or it gets binned", file 50): what happens if the task is not done, no step of it. "no" and a device
alone ("no microwave. warm it ...", file 56), its sub-task asked by another word: only the device refused, the sub-task
still asked (:func:`refused_device`).

Why apart from :mod:`nsg.parser.minilm.clauses` (at its length limit): both are read there, by ``drop_negated``
and ``drop_cancelled``; each is one short pattern of words before or around the step's own words.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import NEGATION_STOPS, StepCue, data

_NO_ENDS = ([], ["."], ["!"], [";"], [","])  # ", no washing, it has been washed already" (file 68)


_SET_ASIDE = (["rather", "than"], ["instead", "of"])


def instead_of(tokens: list[str], i: int, implicit: bool = False) -> bool:
    """"hand it over rather than putting it away", "instead of being chilled" (test file 54): the step set aside; a
    place said by its receptacle alone (``implicit``) within a few words of the "-ing" after "instead of", in its clause."""
    j = i - (tokens[i - 1:i] == ["being"])
    if tokens[max(0, j - 2):j] in _SET_ASIDE or threat(tokens, i):
        return True
    for k in range(i - 1, max(1, i - 6), -1) if implicit else ():
        if tokens[k] in NEGATION_STOPS or tokens[k] in ("and", "then", "or"):
            return False
        if tokens[k].endswith("ing") and tokens[k - 2:k] in _SET_ASIDE:
            return True
    return False


def no_more(tokens: list[str], s: StepCue) -> bool:
    """"Actually he said bin it, no rinse." (test file 55): "no" and a step's word alone before a sentence's
    end calls that sub-task off ("no cooling till it's clean" orders it: a clause follows)."""
    return s.start > 0 and tokens[s.start - 1] == "no" and s.end - s.start == 1 and tokens[s.end:s.end + 1] in _NO_ENDS


def refused_device(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"no microwave. warm it and bring it me", "chill it, no fridge" (file 56): "no" and a device word of the step's
    sub-task alone (:func:`no_more`), the sub-task said by another word too: the means refused, not the sub-task."""
    devices = data()["device_words"].get(s.subtask, ())
    return no_more(tokens, s) and tokens[s.start] in devices and any(
        x.subtask == s.subtask and x is not s and tokens[x.start] not in devices for x in steps)


_THREAT = {"i'll", "i'm", "i", "will", "am", "it'll", "it", "gets", "goes", "else", "it's", "we'll", "we're", "just", "gonna",
           "going", "to", "straight"}


def threat(tokens: list[str], i: int) -> bool:
    """"get it onto a plate or I'm binning it", "or it gets binned", "or else I'll bin it" (test file 50): "or" and a
    subject before the step, only subjects and auxiliaries between: what follows if the task is not done."""
    k = next((k for k in range(i - 1, max(-1, i - 5), -1) if tokens[k] not in _THREAT), -1)
    return 0 <= k < i - 1 and tokens[k] == "or" and tokens[k + 1] in ("i'll", "i'm", "i", "it", "it'll", "it's", "else", "we'll", "we're")
