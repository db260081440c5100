"""A state wanted first, the device that gives it said alone later (the kind behind file 49's misses): "I want the
bottles full and cold by tonight. The glass ones, rinsed, in the fridge.", "The apple needs to be cold by six. Rinse
it, then in the fridge."

Why apart from :mod:`nsg.parser.minilm.stations`: there a device said alone whose sub-task the text names already
("heat (microwave)", "the cup in the sink / rinsed") is a stop of that step and adds nothing, so the step stays where
its word is. When that word is the state wanted, said first in a sentence of its own as what the object must end up
(a need: "needs to be cold", "should get cold"; a wish with the object and the state: "I want the bottles cold"), and
the device comes in a later sentence after another step, the need says the end and the device says when it is done:
the step is where the device is said (as :func:`nsg.parser.minilm.device_needs.needed_there` reads a place into the device
said with its verb). An order word in the need's clause ("it must be cold first") keeps the step where it is said.
The need may say a storing device right after its state word (:func:`needed_in`, file 64): "it needs to be clean and cold
in the fridge" wants the thing cold and in the fridge, a place, where "keep it cold in the fridge" says the means; so does
a deadline ("by Sunday night the bottle is washed and cold in the fridge", file 67: :func:`_by_deadline`).
A need said as a gerund or "a" and a step word ("The pot needs scalding after milking: scrub it, then heat it.",
"the mug wants a wash: ...", file 59) and said again as a step later, past a colon or a sentence's end, in a
sentence with an order word, names the goal: the step is where the ordered list puts it (:func:`needs_said_again`);
a need with other steps in its own sentence ("the pan needs heating and then washing. ... heat then wash") is a list.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import SENTENCE_STOPS, CLAUSE_STOPS, StepCue, clause_bounds, data, state_adjectives, verbs_of

_NEED = {"be", "get", "stay", "keep"}  # "it needs to be cold", "it should get cold"
_WISH = {"want", "wants", "need", "needs", "wanted", "needed"}  # "I want the bottles cold"
_ORDER = {"first", "then", "after", "before", "last", "finally", "once", "later", "next"}
_DETERMINERS = {"the", "every", "each", "all", "my", "your", "our", "her", "his", "their"}  # "every tomato washed ..."
_MODALS = {"to", "must", "should", "shall", "will", "would", "might", "may", "can", "could"}  # "needs to be", "must be"


def needed_first(tokens: list[str], m: Mention, sub: str, steps: list[StepCue]) -> StepCue | None:
    """The step of sub-task ``sub`` said first as a need (module docstring) that device ``m``, said alone, is the
    means of, or None."""
    adjectives = set(data()["steps"][sub]["adjectives"])
    for g in steps:
        if g.subtask != sub or g.end > m.start or g.end - g.start != 1 or tokens[g.start] not in adjectives:
            continue
        stop = next((i for i in range(g.end, m.start) if tokens[i] in SENTENCE_STOPS), None)
        lo, hi = clause_bounds(tokens, g.start, CLAUSE_STOPS)
        if stop is None or any(t in _ORDER for t in tokens[lo:hi]) or not (_needed(tokens, g) or wished(tokens, g)):
            continue
        if any(x.subtask not in ("place", sub) and stop < x.start < m.start for x in steps):
            return g
    return None


def needed_in(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """"The bottle needs to be clean and cold in the fridge", "it must be cold in the fridge": a storing device's state word
    right before its preposition, its determiners and the device, in a list of state words ("clean and", "clean,") opened
    by "be" after "to" or a modal: the state wanted and where the thing is wanted, the device a place. Not "kept cold in
    the fridge", "get it cold in the fridge" (the means), a report ("it is cold in the fridge", "was"), nor a device that
    gives its state only in use ("the pan needs to be hot on the hob", file 53: heated there)."""
    before = [s for s in steps if s.end <= r.start]
    word = tokens[before[-1].start] if before else ""
    if r.value not in data()["storing_devices"] or sub is None or not before or before[-1].subtask != sub \
            or word not in data()["steps"][sub]["adjectives"] and not (word.endswith("ing") and word in verbs_of(sub)) \
            or word.endswith(("ed", "en")):  # "should be chilled in the fridge": the participle's device, the means
        return False
    between = tokens[before[-1].end:r.start]
    if not 1 <= len(between) <= 3 or between[0] not in data()["receptacle_preps"] or any(t not in data()["determiners"] for t in between[1:]):
        return False
    k = len(before) - 1
    while k > 0 and tokens[before[k - 1].end:before[k].start] in (["and"], [","], [",", "and"]) \
            and tokens[before[k - 1].start] in state_adjectives():
        k -= 1  # "clean and cold in the fridge": the list's first state word
    first = before[k].start
    if word not in data()["steps"][sub]["adjectives"]:  # "... and chilling in the fridge": only in a picture of the end
        return _described(tokens, first, k < len(before) - 1)
    return first >= 2 and tokens[first - 1] == "be" and tokens[first - 2] in _MODALS or _described(tokens, first, k < len(before) - 1) \
        or _by_deadline(tokens, first)


def _by_deadline(tokens: list[str], first: int) -> bool:
    """"by Sunday night the glass water bottle is washed, refilled and cold in the fridge" (file 67): a clause opened by
    "by" and a time (``deadline_times``), then the object's name and its determiner, "is" / "are" and the list of what it is
    by then: the end wanted by the deadline, said in the present, as "needs to be" says it. Not a report in the past ("by
    morning it was cold in the fridge", file 51), nor "by the way"."""
    i = first - 1
    while i >= 0 and first - i <= 6 and tokens[i] not in ("is", "are") and (tokens[i].isalpha() or tokens[i] == ","):
        i -= 1  # "washed, refilled and": the list's other words
    if i < 1 or tokens[i] not in ("is", "are"):
        return False
    j = i - 1
    while j >= 0 and i - j <= 4 and tokens[j].isalpha() and tokens[j] not in _DETERMINERS:
        j -= 1  # "the glass water bottle"
    if j < 2 or tokens[j] not in _DETERMINERS or j + 1 == i or not any(x.kind == "object" for x in mentions(tokens[j + 1:i])):
        return False
    k = j - 1 - (tokens[j - 1] == ",")
    times = set(data()["deadline_times"])
    b = next((b for b in range(k, max(-1, k - 4), -1) if tokens[b] == "by"), None)
    return b is not None and (b == 0 or tokens[b - 1] in SENTENCE_STOPS or tokens[b - 1] == ":") \
        and any(t in times for t in tokens[b + 1:k + 1]) and all(t.isalpha() or t in times for t in tokens[b + 1:k + 1])


def _described(tokens: list[str], first: int, listed: bool) -> bool:
    """"This week: every tomato washed, sliced and chilling in the fridge", "by six, the lettuce washed and cold in the
    fridge", "she wants her bottle of milk nice and cold in the fridge" (file 67): state words right after the object's
    name and its determiner, no verb: the end wanted, said as a picture of it. A list of two or more opening a clause
    (after a colon, a comma or a sentence's end), or any after a verb of wishing right before the determiner (not "I need
    you to make the egg cold in the fridge": the means)."""
    j = first - 1
    if listed and j > 0 and tokens[j] == ":" and _headed(tokens, j):
        return True  # "we need the potatoes ready: washed, boiled, cut and cold in the fridge" (file 66): the picture after a heading
    if tokens[max(0, j - 1):j + 1] in (["nice", "and"], ["nice", ","]):
        j -= 2  # "nice and cold"
    end = j + 1
    while j >= 0 and end - j <= 3 and tokens[j].isalpha() and tokens[j] not in _DETERMINERS:
        j -= 1  # "the glass water bottle"
    if j < 0 or tokens[j] not in _DETERMINERS or j + 1 == end or not any(x.kind == "object" for x in mentions(tokens[j + 1:end])):
        return False
    return j > 0 and tokens[j - 1] in _WISH or listed and (j == 0 or tokens[j - 1] in (":", ",", ".", "!", "?"))


def _headed(tokens: list[str], colon: int) -> bool:
    """The clause before the colon at ``colon`` (back to its sentence's start) names a thing: "Lettuce:", "the eggs ready:"."""
    lo = next((i + 1 for i in range(colon - 1, -1, -1) if tokens[i] in SENTENCE_STOPS or tokens[i] == ":"), 0)
    return any(x.kind == "object" for x in mentions(tokens[lo:colon]))


def _needed(tokens: list[str], g: StepCue) -> bool:
    """"needs to be cold", "should get properly cold": a verb of being right before the state word (past an adverb)."""
    k = g.start - 1 - (g.start > 1 and tokens[g.start - 1].endswith("ly"))
    return k >= 0 and tokens[k] in _NEED


def wished(tokens: list[str], g: StepCue) -> bool:
    """"I want the water bottles full and cold", "we need them cold": a verb of wishing, the object (a determiner and its
    name, or a pronoun) and the state word, past other words of its state ("full and"), in one clause."""
    k = g.start - 1
    while k >= 0 and g.start - k <= 4 and (tokens[k] in ("and", ",") or tokens[k].isalpha() and not mentions(tokens[k:k + 1])
                                           and tokens[k] not in _WISH and tokens[k] not in data()["determiners"]
                                           and tokens[k] not in ("it", "them")):
        k -= 1  # "full and": another word of the state
    if k < 1 or not (tokens[k] in ("it", "them") or any(x.kind == "object" for x in mentions(tokens[k:k + 1]))):
        return False
    j = k - 1  # "the water bottles": the name's other words and its determiner
    while j >= 0 and k - j <= 4 and tokens[j].isalpha() and tokens[j] not in _WISH:
        j -= 1
    return j >= 0 and tokens[j] in _WISH


_NEEDING = {"needs", "need", "needed", "wants", "requires"}
_ORDERING = {"then", "first", "after", "before", "next", "finally", "last", "once"}


def needs_said_again(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` without a need said again later in an ordered list (module docstring)."""
    return [s for s in steps if not _need_again(tokens, s, steps)]


def _need_again(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    if s.end - s.start != 1 or s.start < 1 or s.end >= len(tokens) or tokens[s.end] in ("it", "them"):
        return False
    prev = tokens[s.start - 1]
    if not (prev in _NEEDING and tokens[s.start].endswith("ing")
            or prev in ("a", "an", "another") and s.start > 1 and tokens[s.start - 2] in _NEEDING):
        return False
    stop = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_STOPS or tokens[i] == ":"), len(tokens))
    lo = max((i + 1 for i in range(s.start) if tokens[i] in SENTENCE_STOPS), default=0)
    later = next((x for x in steps if x.start > stop and x.subtask == s.subtask), None)
    if later is None or any(x is not s and lo <= x.start < stop for x in steps):  # "needs heating and then washing": a list
        return False
    hi = next((i for i in range(later.end, len(tokens)) if tokens[i] in SENTENCE_STOPS), len(tokens))
    return any(t in _ORDERING for t in tokens[stop + 1:hi])
