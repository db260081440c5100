"""Counted beats: a routine counted out loud ("5, 6, 7, 8!", "seven, eight", "on one-two"), the choreographer's or
drill caller's frame (test file 69).

A text that counts beats (two numbers in a row, the second one more, joined by a comma or a dash) closes its phrases
with calls that carry no task: a bare "hold" or "freeze" (``beat_calls``) that ends its clause ("..., and hold.",
"Seven, eight - freeze!") is the dancer's stop, no pick and no cooling. The call is read only bare: "hold it",
"hold on to it" stay picks, and so do the calls that say a holding again ("holding it on the five, hold, hold"); without a
count "wash it and hold" is read as before.
"""
from __future__ import annotations

from nsg.parser.minilm.durations import TIME_UNITS
from nsg.parser.minilm.spans import FULL_STOPS, NUMBER_WORDS, data

_NUMBER = {w: n for n, w in enumerate(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                       "eleven", "twelve"], 1)}
_JOINS = {",", "-"}
_OPENS = {"and", ",", "-", ".", "!", ":", ";", "..."}
_CLOSES = {",", "-", ".", "!", ";", "..."}


def _value(t: str) -> int | None:
    return int(t) if t.isdigit() and len(t) < 3 else _NUMBER.get(t)


def counts_beats(tokens: list[str]) -> bool:
    """Whether two numbers in a row, the second one more, joined by a comma or a dash, are said ("7, 8", "one-two")."""
    for i in range(len(tokens) - 2):
        t = tokens[i]
        if (t in NUMBER_WORDS or t.isdigit()) and tokens[i + 1] in _JOINS:
            a, b = _value(t), _value(tokens[i + 2])
            if a is not None and b == a + 1:
                return True
    return False


def beat_calls(tokens: list[str]) -> set[int]:
    """Positions of the bare calls that close a counted phrase (module docstring); empty without a count."""
    calls = set(data()["beat_calls"])
    hits = [i for i, t in enumerate(tokens) if t in calls and (i == 0 or tokens[i - 1] in _OPENS)
            and (i + 1 == len(tokens) or tokens[i + 1] in _CLOSES) and not _held_before(tokens, i)]
    return set(hits) if hits and counts_beats(tokens) else set()


def _held_before(tokens: list[str], i: int) -> bool:
    """Whether a holding is said earlier in the call's sentence ("holding it on the five, hold, hold"): a hold said again."""
    for t in reversed(tokens[:i]):
        if t in FULL_STOPS:
            return False
        if t.startswith("hold") or t == "held":
            return True
    return False


_DETS = {"the", "this", "that", "your", "each", "a"}


def poses_held(tokens: list[str]) -> set[int]:
    """Positions of an exercise sheet's held pose (file 73): "hold" opening its clause with no thing held, then a count
    and a unit of time ("Hold for 10 seconds.") or a pose's noun (``pose_nouns``: "hold the final position for 10
    seconds", "hold the stretch"), to the end of that phrase: the body's stillness, no pick. "hold it for 10 seconds",
    "hold the mug for a minute" hold a thing and stay picks."""
    if "hold" not in tokens:
        return set()
    poses, out = set(data()["pose_nouns"]), set()
    for i in (i for i, t in enumerate(tokens) if t == "hold" and (i == 0 or tokens[i - 1] in _OPENS | {"("})):
        j = i + 1
        if tokens[j:j + 1] and tokens[j] in _DETS:
            j += 1 + (tokens[j + 1:j + 2] != [] and tokens[j + 1] not in poses and tokens[j + 2:j + 3] != [] and tokens[j + 2] in poses)
            if not (tokens[j:j + 1] and tokens[j] in poses):
                continue
            j += 1
        if tokens[j:j + 1] == ["for"]:
            k = j + 1
            while k < len(tokens) and (tokens[k].isdigit() or tokens[k] in NUMBER_WORDS or tokens[k] in ("a", "another")) and k - j < 3:
                k += 1
            if k == j + 1 or k >= len(tokens) or tokens[k] not in _TIME_UNITS:
                continue
            j = k + 1
        elif j == i + 1:
            continue  # a bare "hold" with no count is read as before (beat_calls)
        out.update(range(i, j))
    return out


_TIME_UNITS = (TIME_UNITS - {"hour", "hours", "hrs", "hr"}) | {"breath", "breaths", "count", "counts"}  # a pose is held for seconds, breaths or counts
