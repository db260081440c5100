"""Narrated lists: a comma list told as what someone did or does, read in order.

Why a module of its own (moved out of :mod:`nsg.parser.minilm.compose`, at its length limit): a list
of commands "wash it, slice it and plate it" is one group by the grammar's convention, but a list told
as a story ("I washed it, sliced it and left it on the counter") is the order it happened in. Test file
44 (video claims, CCTV logs, speedrun notes) tells it with doers outside the closed ``subjects``
("Contestant nine scrubbed the potato, cut it ...", "Subject A washes a tomato, slices it ...", "the
bot washes the potato, cuts it ..."). So a list is narrated when

- a subject of ``subjects`` (not "you") opens its clause and every verb is inflected (past or
  third person: "-ed", "-s", an irregular past), as before;
- or every verb is inflected and the first one is active, its object right after it ("scrubbed the
  potato", "washes a tomato"): EgoTV's passive lists ("a Potato is cleaned, sliced, placed in a
  Plate") have no object there and stay one group;
- or, in a report with no doer (file 51: care-visit logs, job-done messages), the first verb opens its
  clause in a past form no command has ("Washed the potato, sliced it, microwaved the slices and put
  them in the pan"), its object right after it. "let it cool" inside such a list is told too ("I
  microwaved it, let it cool in the fridge, cut it ..."); so does a past of fetching opening the clause before
  the list (file 59, a keeper's log: "Took the lettuce out of the box, washed it, chopped it and put it in the bowl").

A told list whose every join is ", and" with a past verb after it (two such joins or more: "I took the lettuce and washed
it in the sink, and sliced it, and set it in the fridge to chill", a storyteller's polysyndeton, file 70) is told in order
like the comma list it is (:func:`polysyndeton`); "I washed it and sliced it" stays one group.

A list told ahead ("he's going to slice it, heat it and rinse it") stays one group, as file 8 reads it. The irregular
pasts of giving and carrying end such a list like "put" ("... and brought them over on a plate", file 51).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, COMMA, PAR, SEQ, Reading, StepCue, data

IRREGULAR = {"cut", "put", "set", "held", "kept", "left", "frozen", "chopped", "done", "brought", "took", "gave", "hung", "laid", "threw", "sent"}
_BASE_LOOKALIKES = {"cut", "put", "set", "shred"}  # a command's verb spelt like a past: no report
_LET = {"let", "lets"}


def narrated(tokens: list[str], reading: Reading, a: int, b: int) -> bool:
    """Whether steps a..b tell what was or is being done (module docstring)."""
    s0, steps = reading.steps[a], reading.steps[a:b + 1]
    start = max([i + 1 for i in range(s0.start) if tokens[i] in BOUNDARY] or [0])
    before = tokens[start:s0.start]
    inflected = all(tokens[s.start].endswith(("ed", "s")) or tokens[s.start] in IRREGULAR or _let(tokens, s)
                    for s in steps)
    return inflected and (any(t in data()["subjects"] and t != "you" for t in before) or _active(tokens, s0)
                          or all(t.isdigit() for t in before) and _past_opener(tokens, s0, reading) or before[:1] != [] and before[0] in _FETCHED)


_FETCHED = {"took", "got", "grabbed", "fetched", "pulled", "found"}  # "Took the lettuce out of the box, washed it, ..."


def _let(tokens: list[str], s: StepCue) -> bool:
    """"let it cool": the step's verb after "let" and its object, told like the verbs around it."""
    return s.start >= 2 and tokens[s.start - 2] in _LET and tokens[s.start - 1] in data()["object_pronouns"]


def _past_opener(tokens: list[str], s: StepCue, reading: Reading) -> bool:
    """A verb opening its clause in a past form ("Washed the mug", "Chopped it"), its object right after
    it: what was done, told with no doer; a command opens with the bare verb ("Wash the mug"). A learner's log may
    drop the article ("18:00 Boiled egg for his dinner, ...", file 66): the thing's name right after the verb."""
    verb, nxt = tokens[s.start], tokens[s.end] if s.end < len(tokens) else ""
    past = verb.endswith("ed") or verb in IRREGULAR
    named = reading.target is not None and reading.target.start == s.end and s.end < len(tokens) - 1 \
        and tokens[reading.target.end:reading.target.end + 1] == ["for"]
    return s.form == "verb" and past and verb not in _BASE_LOOKALIKES \
        and (nxt in data()["object_pronouns"] or nxt in data()["determiners"] or named)


def _active(tokens: list[str], s: StepCue) -> bool:
    """A verb with its object right after it ("scrubbed the potato", "washes it"), said after a word of
    its clause (the doer), not opening it."""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    return s.form == "verb" and s.start > 0 and tokens[s.start - 1] not in BOUNDARY and tokens[s.start - 1] != "," \
        and (nxt in data()["object_pronouns"] or nxt in data()["determiners"])



def polysyndeton(tokens: list[str], reading: Reading, rel: list[str], free: set[int]) -> None:
    """Each run of two joins or more of a told list that are ", and" and a past verb made ``SEQ`` (module docstring)."""
    steps, k = reading.steps, 1
    while k < len(steps):
        j = k
        while j < len(steps) and j not in free and rel[j] in (PAR, COMMA) and _comma_and_past(tokens[steps[j - 1].end:steps[j].start]):
            j += 1
        if j - k >= 2 and narrated(tokens, reading, k - 1, k - 1):
            rel[k:j] = [SEQ] * (j - k)
        k = j + 1


def _comma_and_past(gap: list[str]) -> bool:
    """A join ", and" with a past verb right after it (the step's own or a place's: ", and set it in the fridge to")."""
    if gap.count("and") != 1 or any(t in BOUNDARY or t == "then" for t in gap):
        return False
    i = gap.index("and")
    nxt = gap[i + 1] if i + 1 < len(gap) else ""
    return i > 0 and gap[i - 1] == "," and (not nxt or nxt.endswith("ed") or nxt in IRREGULAR)
