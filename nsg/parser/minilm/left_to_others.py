"""A step left to someone else, later: "The ladle goes in the sink to soak. Harvey will wash it on Sunday." (file 61).

Why a module of its own: the reader is asked a step first (a place, a chilling ...), then a later sentence (or a
clause after a comma) says who will do the rest, a third person opening it with "will" (or "'ll") before the step's
verb and "it" / "them": a name the lexicon does not know, a word of kin ("Mum will scrub it tomorrow"), "he" / "she" /
"they", or one of those after "my" / "the" ("my husband will wash them later"). That step, and any after it in its
sentence, is the other person's, told so the reader stops there: no step of the task (so the sink the ladle soaks in
is where it is left, not the washing's device). Read before places are given. Not when no step is asked before that
sentence, or only one of the same person's ("Brenda has offered to help. She will wash it. She'll chill it ...": her
steps are the task), not of the speaker ("I'll wash it later": read elsewhere), not a pick or a place ("Lily will carry
it upstairs": the hand-over asked), not a question, not after "then" ("wash it, then he'll slice it": the order of the
task's steps).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import unknown_words
from nsg.parser.minilm.spans import SENTENCE_STOPS, StepCue, data

_THIRD = {"he", "she", "they"}
_THIRD_LL = {"he'll", "she'll", "they'll"}
_OWNERS = {"my", "our", "your", "the", "his", "her", "their"}
_ADVERBS = {"then", "probably", "just", "also", "happily", "gladly"}


def drop_left_to_others(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without those a third person will do after the reader's (module docstring)."""
    if "will" not in tokens and not any(t.endswith("'ll") for t in tokens):
        return steps
    for k, s in enumerate(steps):
        if k == 0 or s.subtask in ("pick", "place") or s.form != "verb" or tokens[s.end:s.end + 1] not in (["it"], ["them"]):
            continue
        lo = _sentence_start(tokens, s.start)
        if lo == 0 or not _third_will(tokens, lo, s.start) or not any(
                x.end <= lo and not _third_will(tokens, _sentence_start(tokens, x.start), x.start) for x in steps[:k]):
            continue
        hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_STOPS), len(tokens))
        if tokens[hi:hi + 1] == ["?"]:
            continue
        return steps[:k] + [x for x in steps[k + 1:] if x.start >= hi]
    return steps


def _sentence_start(tokens: list[str], i: int) -> int:
    """Where the sentence (or the clause after a comma: "put it on the counter, Mum'll toast it later") of ``i`` opens."""
    return next((j + 1 for j in range(i - 1, -1, -1) if tokens[j] in SENTENCE_STOPS or tokens[j] in (",", "-")), 0)


def _third_will(tokens: list[str], lo: int, v: int) -> bool:
    """Whether the words from ``lo`` to the verb at ``v`` are a third person and "will" (module docstring)."""
    j = v
    while j > lo and tokens[j - 1] in _ADVERBS:
        j -= 1
    if j - lo == 1:
        return tokens[lo] in _THIRD_LL or tokens[lo].endswith("'ll") and _person(tokens[lo][:-3])
    if tokens[j - 1] != "will":
        return False
    subject = tokens[lo:j - 1]
    if len(subject) == 2 and subject[0] in _OWNERS:
        subject = subject[1:]
    return len(subject) == 1 and (subject[0] in _THIRD or _person(subject[0]))


def _person(word: str) -> bool:
    return word in data()["kin"] or bool(unknown_words([word]))
