"""A person's own leaving, said with "leave": "When you leave, ...", "warm it just before you leave so it's
still nice", "before you leave the yard" (the kind behind test file 41's misses; the first is test file 19's).
The person goes; nothing of the task is left anywhere, so "leave" is no place and what follows it no name.

Why apart from :func:`nsg.parser.minilm.story._comes_or_goes` (the other comings and goings, "pop in", in a
module at its length limit): what may follow this verb is a closed class of its own: a clause end, a joining
or time word ("so", "and", "now", "tonight"), or the place the person leaves, said by a determiner and one
word that names nothing of the vocabulary, closing the clause ("the yard", "the house"). "You leave it in the
sink", "before you leave the mug on the side" keep their place. So is "leaving" right after a time word, with no
subject ("before leaving the locker", "on leaving the house", file 76's parcel locker screens).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, StepCue, data

_LEAVES = {"leave", "leaves"}
_STOPS = BOUNDARY | {",", "-", "(", ")"}
_WHEN = {"before", "after", "on", "upon", "when", "while"}
_AFTER = {"and", "for", "so", "then", "now", "soon", "today", "tonight", "tomorrow", "later", "again"}  # "before you leave so ..."


def person_leaves(tokens: list[str], s: StepCue, persons: set[str]) -> bool:
    """Whether the one-word step ``s`` is "leave" said of one of ``persons`` going (module docstring)."""
    timed = tokens[s.start] == "leaving" and s.start > 0 and tokens[s.start - 1] in _WHEN  # "before leaving the locker"
    if not timed and (tokens[s.start] not in _LEAVES or s.start == 0 or tokens[s.start - 1] not in persons
                      and not timetabled(tokens, s.start - 1)) or s.end - s.start != 1:
        return False
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    if nxt in _STOPS or nxt in _AFTER:
        return True
    if nxt not in data()["determiners"] or s.end + 1 >= len(tokens) or not tokens[s.end + 1].isalpha():
        return False
    after = tokens[s.end + 2] if s.end + 2 < len(tokens) else "."
    return (after in _STOPS or after in _AFTER) and not mentions([tokens[s.end + 1]])  # "leave the yard."


def timetabled(tokens: list[str], i: int) -> bool:
    """"before the 9.15 leaves", "until the 10 o'clock leaves" (file 60): a time said as the name of a train, bus or boat
    (a number, its "o'clock" or "am" / "pm", after "the" at most four words before "leaves") that goes, no place."""
    if tokens[i] in ("o'clock", "am", "pm"):
        i -= 1
    k = next((j for j in range(i, max(-1, i - 4), -1) if tokens[j] == "the"), None)
    return tokens[i][:1].isdigit() and k is not None and all(t[:1].isdigit() or t in (".", ":") for t in tokens[k + 1:i + 1])
