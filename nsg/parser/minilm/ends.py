"""Where the task ends: readings that make a step the last one (issue 39).

Why apart from :mod:`nsg.parser.minilm.late` (which reads the order words said around a list): these
are about the last state alone, read after the list's relations are set, and only add to the
steps that go last:

- a pick said to last (``held_on``: "all night", "do not let it out of your hand") or held "until"
  something that is no step ("hold on to it till I'm back") is the last step;
- states said between a place verb and its receptacle ("leave the cup clean and cold on the
  shelf", "to be returned warm and washed, in any order, to the box") are how the object arrives:
  the place is the last step;
- a place whose receptacle is said before its verb of resting ("upon the plate the apple lies, sliced and cold",
  test file 12) is where the object rests at the end: the last step;
- an end state said as a place without a verb of moving ("a cold apple, cut up, sitting on his plate",
  "a warm sliced roll on the plate") right before a note that frees the order ("- any order", "However
  you get there is fine."): the note frees the way there; the place stays the last step;
- a place said as a command with "and" right after an infix "after" and a gerund ("slice it after toasting it and put
  it on the plate", file 11), said last: the "and" joins the main command, not the gerund's clause: the last step;
- a holding said as what someone has to do, alone in a sentence before the steps ("someone has to hold the spatula. I'll
  grab it and wash it", file 49): the need says the end, the steps after it the way there: the last step.
"""
from __future__ import annotations

from nsg.parser.minilm.fronted import RESTS
from nsg.parser.minilm.handovers import handed_over
from nsg.parser.minilm.late import _STOPS
from nsg.parser.minilm.states_after import found_last
from nsg.parser.minilm.spans import COMMA, PAR, SENTENCE_STOPS, Reading, clause_bounds, data, longest_at, phrase_index

_UNTIL = {"until", "till", "til", "'til"}
_KEEP = ("keep", "keeps")
_KEPT = {(k, p) for k in _KEEP for p in ("it", "them")}
_HOLDING_NOW = {"holding", "gripping"}
_HOLD_OUT = {"hold", "holds", "held", "holding"}  # "hold it out": offered to someone
_OUT = ["it", "out"]  # a holding said as going on, after a form of "be"
_BE = {"am", "is", "are", "was", "were", "'s", "'re", "be", "been"}


def last_steps(tokens: list[str], reading: Reading, rel: list[str], final: set[int]) -> None:
    """Add to ``final`` the steps the task ends with (module docstring)."""
    held_on(tokens, reading, final)
    held_last(tokens, reading, rel, final)
    states_on_the_way(tokens, reading, final)
    placed_when(tokens, reading, final)
    noted_end(tokens, reading, final)
    found_last(reading, tokens, rel, final)  # "sits in the fridge, nice and cold"
    after_gerund_then_placed(tokens, reading, final)
    held_needed(tokens, reading, final)
    for k, s in enumerate(reading.steps):  # "upon the plate the apple lies, sliced and cold": where it rests at the end
        if s.subtask == "place" and s.receptacle_at is not None and s.receptacle_at < s.start and tokens[s.start] in RESTS \
                and len(reading.steps) > 1:
            final.add(k)


def held_on(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """A pick said to last (``held_on``: "holds me in their hand all night", "hold it. Do not let it
    out of your hand.") is the state the task ends in: the last pick before the phrase, in its
    sentence or the one before, is the last step; so is a pick held "until" something that is no
    step ("hold on to it till I'm back")."""
    phrases = phrase_index("held_on")
    for i, t in enumerate(tokens):
        if t not in phrases or not longest_at(tokens, i, phrases):
            continue
        lo, _ = clause_bounds(tokens, i, _STOPS)
        prev_lo, _ = clause_bounds(tokens, lo - 1, _STOPS) if lo > 0 else (lo, lo)
        picks = [k for k, s in enumerate(reading.steps) if s.subtask == "pick" and prev_lo <= s.start < i]
        if picks and len(reading.steps) > 1:
            final.add(picks[-1])
    if _UNTIL.isdisjoint(tokens):  # no "until" (most texts): nothing held till something
        return
    for k, s in enumerate(reading.steps):  # "hold on to it until the owner turns up": held to the end
        if s.subtask != "pick" or len(reading.steps) < 2:
            continue
        _, hi = clause_bounds(tokens, s.end, _STOPS)
        until = next((i for i in range(s.end, hi) if tokens[i] in _UNTIL), None)
        if until is not None and not any(until < x.start < hi for x in reading.steps):
            final.add(next(j for j, x in enumerate(reading.steps) if x.subtask == "pick"))  # "bring it ... Keep hold
            # of it till then.": said again, it is the pick said first that goes last


def held_last(tokens: list[str], reading: Reading, rel: list[str], final: set[int]) -> None:
    """A last pick said to hold it to the end (``held_to_end``: "keep hold of it"; ``held_until``: "warm
    it and hold it till I'm down", "take it with you", "take it home"; "keep it in your hand", "still holding it"; or said
    again as holding: "take it home in your hand", "... take it home. Hold it"; a hand-over: "carry it up to
    him", :mod:`nsg.parser.minilm.handovers`; or said as a place in a hand: "bring it to you? ... Okay, warm
    mug, in your hand"; or held both first and last: "holding the cup: ... and she grips it", file 12) is the state the
    task ends in; a carrying pick and then a hand-over ("bring it up and hand it through the door", file 64) ends so too."""
    steps, n = reading.steps, len(reading.steps)
    while n > 2 and steps[n - 1].subtask != "pick" and any(s.subtask == steps[n - 1].subtask for s in steps[:n - 1]):
        n -= 1  # "chill it, clean it and give it to Sam. Chill first.": a step said again after it is a constraint
    k = next((k for k in range(1, n) if all(s.subtask == "pick" for s in steps[k:n])), None)  # "take it home. Hold it.":
    if k is None or rel[k] not in (PAR, COMMA):  # the pick said again is the same one
        return
    last = steps[k]
    j = last.end + (last.end < len(tokens) and tokens[last.end] in data()["object_pronouns"])  # past "it"
    said = " ".join(tokens[j:j + 2])
    kept = tokens[last.start] in _KEEP or tuple(tokens[max(0, last.start - 2):last.start]) in _KEPT \
        or tokens[last.start - 1] == "still" \
        or tokens[last.start] in _HOLDING_NOW and tokens[last.start - 1] in _BE \
        or tokens[last.start] in _HOLD_OUT and _OUT in (tokens[last.end:last.end + 2], tokens[last.start + 1:last.start + 3])  # "keep it in your hand"; "... and was still
    # holding it" (test file 12); "... is clean and you are holding it", "cold, and he was holding it" (file 70): a held state;
    # "held it out in her hand for the hungry fox" (file 70): offered, held to the end
    word = " ".join(tokens[last.start:last.end])
    if word in data()["held_to_end"] or kept or any(said == w or said.startswith(w + " ") for w in data()["held_until"]) \
            or any(handed_over(tokens, x) for x in steps[k:n]) \
            or any(" ".join(tokens[s.start:s.end]) in data()["holding"] for s in steps[k + 1:]) \
            or word in data()["holding"] and any(" ".join(tokens[s.start:s.end]) in data()["holding"] for s in steps[:k - 1]) \
            or word in data()["holding"] and tokens[last.start] in ("in", "into", "on"):  # "warm mug, in your hand": a place in a hand
        final.add(next(j for j, s in enumerate(steps) if s.subtask == "pick"))  # said again: the pick said first is the step


def states_on_the_way(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """"Leave the cup clean and cold on the shelf", "to be returned warm and washed, in any order,
    to the box": states said between a place verb and its receptacle are how the object arrives,
    so the place is the last step (even where the states are freed among themselves)."""
    steps, pronouns = reading.steps, set(data()["object_pronouns"])
    for k, s in enumerate(steps):
        at = s.receptacle_at
        if at is None or s.subtask != "place":  # only a place with its receptacle said after it
            continue
        between = [x for x in steps if s.end <= x.start and x.end <= at]
        if s.subtask == "place" and between and not any(t in _STOPS for t in tokens[s.end:at]) \
                and not any(x.subtask == "place" or x.form == "verb" and x.end < len(tokens) and tokens[x.end] in pronouns
                            for x in between):  # "put it in ..., wash it ...": a step of its own, not a state
            final.add(k)


_WHEN = {("when",), ("before",), ("by", "the", "time")}


def placed_when(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """"It should be cold and clean when it hits the bowl. Whichever first.": a place said in a
    "when" / "before" / "by the time" clause that ends its sentence, after states of it, is the
    moment those states must hold, so it is the last step even where a note frees their order."""
    for k, s in enumerate(reading.steps):
        if s.subtask != "place" or k == 0 or not any(t in ("when", "before", "by") for t in tokens[max(0, s.start - 6):s.start]):
            continue
        lo, hi = clause_bounds(tokens, s.start, _STOPS)
        if any(s.end <= x.start < hi for x in reading.steps):
            continue  # "when it is done being put in the pot, slice it": a clause before the main one
        opener = next((i for i in range(s.start - 1, max(lo, s.start - 6) - 1, -1)
                       if any(tuple(tokens[i:i + len(w)]) == w for w in _WHEN)), None)
        if opener is not None and tokens[opener + (3 if tokens[opener] == "by" else 1)] in ("it", "it's", "they", "they're") \
                and any(lo <= x.start < opener for x in reading.steps[:k]):
            final.add(k)


def noted_end(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """An end-state place (said by its receptacle alone or by a participle of resting: "sitting on his
    plate") that is the last step before a note freeing the order is the last step (module docstring)."""
    steps = reading.steps
    for c in reading.connectives:
        if c.meaning not in ("any_order", "either"):
            continue
        before = [k for k, s in enumerate(steps) if s.end <= c.start]
        if len(before) < 2:
            continue
        s = steps[before[-1]]
        if s.subtask == "place" and s.participle and (s.form == "implicit" or tokens[s.start] in data()["anchored_places"]):
            final.add(before[-1])


_IMPERATIVE_ENDS = ("ing", "ed")


def after_gerund_then_placed(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """A place command joined by "and" after "<step> after <gerund> it" (module docstring) is the last step."""
    steps = reading.steps
    for k in range(2, len(steps))[-1:]:  # the place said last: "... and store it in the bowl, then cut it" stays
        s, g, main = steps[k], steps[k - 1], steps[k - 2]
        if s.subtask != "place" or s.form != "verb" or tokens[s.start].endswith(_IMPERATIVE_ENDS) \
                or not tokens[g.start].endswith("ing") or g.start < 1 or tokens[g.start - 1] != "after" or main.end >= g.start - 1:
            continue
        between = tokens[main.start:s.start]
        if "and" in tokens[g.end:s.start] and not any(t in _STOPS for t in between) and between.count("after") == 1:
            final.add(k)


_MUST = {("has", "to"), ("have", "to"), ("need", "to"), ("needs", "to"), ("got", "to"), ("must",), ("gotta",)}
_HOLD = ("hold", "holding")
_THEN = (["then"], ["next"], ["after"], ["afterwards"], ["later"])  # "... has to hold it. Then wash it.": in order


def held_needed(tokens: list[str], reading: Reading, final: set[int]) -> None:
    """A holding needed first (module docstring): "hold" after "has to" / "need to" / "must", the only step of its
    sentence, with steps of other sub-tasks in later sentences (not "Hold it. Wash it.": a command; nor with "Then ..." after)."""
    steps = reading.steps
    for k, s in enumerate(steps[:-1]):
        if s.subtask != "pick" or tokens[s.start] not in _HOLD or not any(
                tuple(tokens[max(0, s.start - len(m)):s.start]) == m for m in _MUST):
            continue
        hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_STOPS), len(tokens))
        lo = max((i + 1 for i in range(s.start) if tokens[i] in SENTENCE_STOPS), default=0)
        if not any(lo <= x.start < hi for x in steps if x is not s) and all(x.start > hi and x.subtask != "pick" for x in steps[k + 1:]) \
                and not any(x.start < lo for x in steps) and tokens[hi + 1:hi + 2] not in _THEN:
            final.add(k)
