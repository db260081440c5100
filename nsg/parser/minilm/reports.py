"""Step words that report what was done or put a step off, not steps asked for now (the kinds behind
test file 37's misses):

- somebody else's doing, a clause opened by "someone" / "somebody" and a past or perfect verb ("someone
  put it in the safe!", "Somebody has been using it to cut tape", "someone's moved it", an adverb between: "someone
  clearly binned it", file 53): what happened
  to the object, no step ("someone has to wash it", "someone wash it" ask for one);
- a clause told of a past time ("You put it in the cupboard last time", "He chilled it yesterday"):
  a subject opens it, or its verb is a passive past ("the pot was left unwashed last night"), and a
  past-time phrase is in it ("do it like last time", "someone please rinse it, it's dirty from
  yesterday" ask for a step);
- the object left somewhere as a report: "left" with the object said by "a" / "an" ("the cleaner left a
  mug in the back", "left half a loaf in the drawer"), or with "again" / "since" in its clause ("you left the pan on the hob again"): where
  it has been, no step ("Left a X for ...:" opening a note is :mod:`nsg.parser.minilm.anecdotes`';
  "Having left an apple in the pan, ..." is a step);
- a step put off ("The chilling can wait till tomorrow", "slicing will have to wait"): not asked now ("can
  wait until it is sliced" orders it);
- a place said in a "there's" / "here's" sentence with the object before a request ("There's an apple for
  you in the fridge. Cut it up"): where it is now (:func:`there_is`);
- a temperature after a past passive ("the rolls were served cold", "it was brought up lukewarm", file 65) when a
  later sentence asks the opposite one: what went wrong last time, no step;
- the speaker's own chore while the object waits ("while I wash up", "while we clean"): a step word after
  "while I / we" with no object of its own, no step.

Why apart from :mod:`nsg.parser.minilm.subjects` (the step's subject is another thing) and
:mod:`nsg.parser.minilm.story` (at its share of the length limit): these are read off the clause the
word is in, its subject and its tense; called from :func:`nsg.parser.minilm.subjects.drop_other_subjects`,
before places are given, so a dropped place verb takes no receptacle.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import ANYONE_SUBJECTS, BOUNDARY, StepCue, clause_bounds, data

_SOMEONE = {"someone", "somebody", "someone's", "somebody's"}
_PERFECT = {"has", "had", "was", "were", "been", "went", "just", "already", "must've"}
_OBLIGED = {"to", "got", "gotta", "needs", "should", "must", "please", "can", "could", "will", "would"}
_PAST_SAME = {"put", "set", "cut", "left", "let", "shut"}
_PAST_TIMES = (("last", "time"), ("yesterday",), ("last", "night"), ("last", "week"), ("the", "other", "day"))
_AS_BEFORE = {"like", "as", "than", "same"}
_STEP_LEAD = {"having", "after", "once", "when", "then", "and", "first", "before", ","}  # "Having left an apple in the pan, ..."
_LEFT_WHEN = {"again", "since"}  # not "overnight": "left in the fridge overnight" is a stay (stays)
_WAIT = (("can", "wait"), ("will", "have", "to", "wait"), ("'ll", "have", "to", "wait"), ("has", "to", "wait"), ("can", "keep"))
_UNTIL = {"till", "until", "til"}
_LATER = {"tomorrow", "later", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
          "morning", "weekend", "next", "lunch", "lunchtime"}  # "can wait till tomorrow"; "can wait until it's cold" orders
_STOPS = BOUNDARY | {",", "-", "(", ")"}


_SEEING = {"see", "saw", "seen", "watch", "watched", "notice", "noticed"}
_CUES = _SOMEONE | {"whoever", "yesterday", "last", "other", "left", "wait", "keep", "while", "this", "on", "did", "was", "were"} \
    | _SEEING  # one of them in every reading below


def reported(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """Whether the step word ``s`` reports or puts off rather than asks (module docstring)."""
    if _CUES.isdisjoint(tokens):  # most texts: none of the readings can apply
        return False
    lo, hi = clause_bounds(tokens, s.start, _STOPS)
    return _someone_did(tokens, s, lo) or _whoever_did(tokens, s, lo) or _past_time(tokens, s, lo, hi) or _left_report(tokens, s, target, hi) \
        or _put_off(tokens, s) or _while_i(tokens, s) or _someone_might(tokens, s) or _did_it(tokens, s) \
        or _seen(tokens, s) or _served_so(tokens, s, hi)


_SERVED = {"brought", "sent", "given", "kept", "left", "delivered", "served", "handed"}
_OPPOSITE = {"heat": "cool", "cool": "heat"}


@lru_cache(maxsize=2)
def _words_of(sub: str) -> frozenset[str]:
    """The one-word verbs (:func:`_verbs`) and adjectives of a sub-task."""
    return _verbs(sub) | frozenset(w for w in data()["steps"][sub].get("adjectives", ()) if " " not in w)


def _served_so(tokens: list[str], s: StepCue, hi: int) -> bool:
    """"the rolls were served cold. This time the roll must be hot" (file 65): a one-word temperature right after
    "was" / "were" and a participle, with a word of the opposite sub-task after its clause: how it went wrong, no step."""
    if s.subtask not in _OPPOSITE or s.end - s.start != 1 or s.start < 2 or tokens[s.start - 2] not in ("was", "were"):
        return False
    verb = tokens[s.start - 1]
    return (verb in _SERVED or verb.endswith("ed") and verb not in _words_of(s.subtask)) \
        and not _words_of(_OPPOSITE[s.subtask]).isdisjoint(tokens[hi:])


def _seen(tokens: list[str], s: StepCue) -> bool:
    """"they just didn't see it go in", "I watched it go in the fridge" (test file 46): a step right after a verb of
    seeing and "it" / "them" is what someone saw happen, no step asked for (nor its place)."""
    return s.start > 1 and tokens[s.start - 1] in ("it", "them") and tokens[s.start - 2] in _SEEING


def _did_it(tokens: list[str], s: StepCue) -> bool:
    """"Did slice first.", "Did the chilling first, as asked." (test file 46): a log's sentence opened by a subjectless
    "did" right before the step word (or "the" and it), no question: what the teller did, no step asked for."""
    at = s.start - 1 - (s.start > 1 and tokens[s.start - 1] == "the")
    if at < 0 or tokens[at] != "did" or at > 0 and tokens[at - 1] not in (".", "!", ";", ":"):
        return False
    return "?" not in tokens[s.start:next((i for i in range(s.start, len(tokens)) if tokens[i] in (".", "!", ";")), len(tokens))]


_MIGHT = {"will", "'ll", "might", "could", "would", "may"}
_WHY = {"where", "or", "because", "cos", "case", "else"}


def _someone_might(tokens: list[str], s: StepCue) -> bool:
    """"never left in the sink where someone will grab it", "or somebody might knock it off" (test file 50): a step of
    "someone" and a modal in a clause of where or why, what another person may do to it, no step of the task."""
    return s.start >= 3 and tokens[s.start - 1] in _MIGHT and tokens[s.start - 2] in _SOMEONE and tokens[s.start - 3] in _WHY


def _someone_did(tokens: list[str], s: StepCue, lo: int) -> bool:
    if tokens[lo] not in _SOMEONE or lo == s.start:
        return False
    nxt = tokens[lo + 1] if lo + 1 < len(tokens) else ""
    if nxt in _OBLIGED or tokens[lo + 2:lo + 3] == ["to"]:
        return False  # "someone has to wash it", "someone's got to", "someone please wash it"
    if nxt in _PERFECT or tokens[lo].endswith("'s") and lo + 1 < len(tokens) and nxt.endswith(("ed", "en")):
        return True
    verb = tokens[s.start]  # "someone clearly binned it" (file 53): an adverb of how sure the teller is between
    return (lo + 1 == s.start or lo + 2 == s.start and nxt in _SURELY) and (verb.endswith("ed") or verb in _PAST_SAME and _again(tokens, s))


_SURELY = {"clearly", "obviously", "apparently", "evidently", "probably", "accidentally", "already"}


def _whoever_did(tokens: list[str], s: StepCue, lo: int) -> bool:
    """"Whoever had the pan last left it on the hob." (file 63): a past verb after a subject clause opened by "whoever"
    and a past verb: what that person did, no step."""
    return tokens[lo] == "whoever" and lo + 2 < s.start and s.form == "verb" and (tokens[lo + 1] in _PERFECT | {"used", "took", "made"}
                                                                                 or tokens[lo + 1].endswith("ed")) \
        and (tokens[s.start] in _PAST_SAME or tokens[s.start].endswith("ed"))


def _again(tokens: list[str], s: StepCue) -> bool:
    """"someone put it in the safe! ... it goes in the fridge": a verb whose past is its base ("put", "cut")
    is a report when the text asks for its sub-task again later ("someone cut the bread" alone asks), a place by where
    the thing lives ("Somebody put the ladle in the tool drawer. It lives in the kitchen drawer.", file 60)."""
    return not _verbs(s.subtask).isdisjoint(tokens[s.end:]) or s.subtask == "place" and not _HOMES.isdisjoint(tokens[s.end:])


_HOMES = {"lives", "live", "belongs", "belong"}  # where it is kept


@lru_cache(maxsize=8)
def _verbs(subtask: str) -> frozenset[str]:
    """The one-word verbs of a sub-task (``steps`` in the connectives table)."""
    return frozenset(v for v in data()["steps"][subtask].get("verbs", ()) if " " not in v)


def _past_time(tokens: list[str], s: StepCue, lo: int, hi: int) -> bool:
    """In the step's own clause ("someone please rinse it, it's dirty from yesterday" asks); a passive past
    ("the pot was left unwashed last night") tells one whatever opens its clause."""
    passive = s.start > lo and tokens[s.start - 1] in ("was", "were")
    if tokens[lo] not in ANYONE_SUBJECTS and not passive or "please" in tokens[lo:s.start]:
        return False
    for i in range(s.end, hi):
        if any(tuple(tokens[i:i + len(p)]) == p for p in _PAST_TIMES):
            return tokens[i - 1] not in _AS_BEFORE
        if tokens[s.start].endswith("ed") and s.end - s.start == 1 and tuple(tokens[i:i + 2]) in _PAST_DAYS:
            return _asked_after(tokens, i + 2)  # "I scrubbed the potatoes on Sunday. ... just microwave one" (test file 50)
    return False


def _asked_after(tokens: list[str], i: int) -> bool:
    """Whether a step verb in its plain form comes after word ``i`` (a request after what was told: "..., microwave
    one"; "we sliced it on Sunday and toasted it" tells it all)."""
    return any(t in _verbs(sub) and not t.endswith(("ed", "ing")) for t in tokens[i:] for sub in ("heat", "cool", "clean", "slice"))


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_PAST_DAYS = {("on", d) for d in _DAYS} | {("this", "morning"), ("this", "afternoon"), ("last", "weekend")}


def _left_report(tokens: list[str], s: StepCue, target: Mention | None, hi: int) -> bool:
    if tokens[s.start] != "left" or s.end - s.start != 1:
        return False
    j = s.end + (tokens[s.end:s.end + 1] == ["half"])  # "the guests left half a lettuce in the drawer" (file 65)
    if target is not None and j + 1 == target.start and tokens[j] in ("a", "an"):
        return s.start > 0 and tokens[s.start - 1] not in BOUNDARY and tokens[s.start - 1] not in _STEP_LEAD  # "Left a potato for ...:" opens a note
    return any(t in _LEFT_WHEN for t in tokens[s.end:hi])


def _put_off(tokens: list[str], s: StepCue) -> bool:
    j = s.end + (tokens[s.end:s.end + 1] in (["it"], ["them"]))
    said = next((p for p in _WAIT if tuple(tokens[j:j + len(p)]) == p), None)
    if said is None or tokens[s.start].endswith("ed") or s.start > 0 and tokens[s.start - 1] == "to":
        return False
    after = tokens[j + len(said):j + len(said) + 3]
    return not after or after[0] in _STOPS or after[0] in _UNTIL and len(after) > 1 and (
        after[1] in _LATER or after[1] == "the" and after[2:] and after[2] in _LATER)


def _while_i(tokens: list[str], s: StepCue) -> bool:
    if s.start < 2 or tokens[s.start - 2] != "while" or tokens[s.start - 1] not in ("i", "we"):
        return False
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    return nxt == "up" or nxt in _STOPS


_THERE = {"there's", "theres", "here's"}
_HEDGES = (["think"], ["reckon"], ["guess"], ["believe"])  # "i think i left my mug in the fridge" (file 64): the same telling
_LEFT = (["i've", "left"], ["i", "have", "left"], ["i", "left"], ["we've", "left"], ["we", "have", "left"], ["we", "left"])


def there_is(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"There's an apple for you in the fridge. Cut it up": a receptacle said in a sentence that opens
    "there's" / "there is" / "here's" with the object, before a request done to "it" in a later sentence,
    is where the object is now, no place (called from :func:`nsg.parser.minilm.story.drop_where_it_is`); so is one
    the teller says they left there ("I have left an apple on the side for you. Please wash it", test file 56), or
    one in a condition "if there's ..." closed by a comma before a request done to "it" ("If there's one on the counter,
    wash it", test file 48: :func:`_if_there`)."""
    lo, hi = clause_bounds(tokens, s.start, {".", "!", "?", ";", ":"})
    if target is None:
        return False
    if s.form == "implicit" and _if_there(tokens, lo, s, steps):
        return True
    lo += 2 * (tokens[lo:lo + 1] in (["i"], ["we"]) and tokens[lo + 1:lo + 2] in _HEDGES and tokens[lo + 2:lo + 3] == tokens[lo:lo + 1])
    left = s.subtask == "place" and any(tokens[lo:lo + len(w)] == w and lo + len(w) <= target.start <= lo + len(w) + 1
                                        and s.start >= lo + len(w) - 1 for w in _LEFT)  # the object right after "left"
    if not left and (s.form != "implicit" or target.end > s.start):
        return False
    opened = left or tokens[lo] in _THERE or tokens[lo:lo + 2] in (["there", "is"], ["there", "are"], ["here", "is"])
    if not opened or not lo < target.start <= lo + 4:
        return False
    return any(x.start > hi and x.form == "verb" and x.end < len(tokens) and tokens[x.end] in ("it", "them") for x in steps)


def _if_there(tokens: list[str], lo: int, s: StepCue, steps: list[StepCue]) -> bool:
    """"If there's one on the counter, wash it, ...": the receptacle ``s`` in an "if there's" clause, a comma after it
    and then a step done to "it" / "them": where the object may be now, a condition, no place."""
    i = next((k for k in range(lo, s.start) if tokens[k] == "if"), None)
    if i is None or not (tokens[i + 1] in _THERE or tokens[i + 1:i + 3] in (["there", "is"], ["there", "are"])):
        return False
    comma = next((k for k in range(s.end, len(tokens)) if tokens[k] in (",", ".", ";", ":", "!", "?")), len(tokens))
    return comma < len(tokens) and tokens[comma] in (",", ":") and not any(t in (",", ".") for t in tokens[i:s.start]) and any(
        x.start > comma and x.form == "verb" and x.end < len(tokens) and tokens[x.end] in ("it", "them") for x in steps)
