"""Orders told as a recipe: a comma list of commands that ends in a place is read in order.

Why a rule of its own: the grammar reads "A, B and C" as one group (:mod:`nsg.parser.minilm.compose`),
the convention of the description generator and of EgoTV's participle lists ("a Potato cleaned,
sliced and placed in a Plate"). But a list of commands, each a verb with its own object, that ends
by putting the thing somewhere ("Scrub the potatoes, cut them into cubes and put them in the pot")
is what a recipe says, and the writers of the hand-written files read it in the order told: reading
it so gains items in fifteen files and loses none in any file, split or phrasing family (measured
2026-11-28, docs/nsg.md), where reading every list so lost 59 items of the early files. The
generator never writes such a list: its unordered groups say the place first or "also".

A list is a recipe when, over its steps,

- there are three or more, joined by commas and a last "and" (the caller's list);
- the place is the last step and the only one (or a device's step said after it, "put it in the fridge to chill", test file 59), or a hand-over to someone is ("..., let it cool and hand it to
  her", test file 48: where the object ends up too; "keep it in your hands" stays in the group);
- every step is a command: a verb with its object or a pronoun right after it, none a participle
  ("-ed", "-ing": EgoTV's "cleaned, sliced and placed" stays one group; the -ing forms of a request asked with "mind"
  are commands: "would you mind rinsing it, cutting it and putting it in the bowl?", file 64; so is "give it a rinse") and no doer before the first
  (a told list is :mod:`nsg.parser.minilm.narrated`'s); the place may be said by its receptacle alone
  ("slice them and have them on a plate", "... and straight into the pan");
- nothing frees the order: no "also", no free-order words, no step of the list said again later
  ("... and put it on the plate; chill it before slicing" orders its own pair), but as a wish ("..., I want it hot").
"""
from __future__ import annotations

from nsg.parser.minilm.handovers import GIVING, handed_over
from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, NUMBER_WORDS, REQUEST_MODALS, Reading, StepCue, data, state_adjectives, verbs_of


def chained(tokens: list[str], reading: Reading, a: int, b: int, free: set[int]) -> bool:
    """Whether steps a..b are a recipe list (module docstring)."""
    steps = reading.steps[a:b + 1]
    last = steps[-1]
    given = last.subtask == "pick" and handed_over(tokens, last) and ("to" in tokens[last.start:last.end + 4]  # not "keep it in your hands"
                                                                      or tokens[last.start] in GIVING)  # "and hand it over" (file 61)
    sent = len(steps) >= 3 and _sent_to(tokens, steps[-2], last)
    end = last.subtask if last.subtask == "place" or given or sent else None
    if len(steps) < 3 or end is None or any(s.subtask == end for s in steps[:-1]):
        return False
    if any(k in free for k in range(a, b + 1)) or "also" in tokens[steps[0].end:steps[-1].start]:
        return False
    ing = _minded(tokens, steps[0])  # "would you mind washing it, slicing it and putting it in the fridge?" (file 64)
    if not all(_command(tokens, s, ing) or _bare_name(tokens, s, reading) for s in steps[:-1]) \
            or not (sent or _placed(tokens, steps[-1], ing)) or _told(tokens, steps[0]):
        return False
    said = {s.subtask for s in steps}
    return not any(s.subtask in said and not _wished(tokens, s) for s in reading.steps[b + 1:])


_WISHING = {"want", "wants", "like", "likes", "need", "needs"}


def _bare_name(tokens: list[str], s: StepCue, reading: Reading) -> bool:
    """"wash potato good, cut it and put it in the pot" (file 45): a plain verb with the object's own name right after it,
    its article left out, is a command too."""
    t = reading.target
    return t is not None and s.form == "verb" and not _participle(tokens[s.start]) and tokens[s.end:s.end + 1] == tokens[t.start:t.start + 1]


def _wished(tokens: list[str], s: StepCue) -> bool:
    """A state of the list said again as the speaker's wish in a clause of its own ("..., I want it hot", "she likes it
    cold", file 43): why, no step ordering the list (not "I want you to chill it first")."""
    start = max([i + 1 for i in range(s.start) if tokens[i] in BOUNDARY or tokens[i] == ","] or [0])
    clause = tokens[start:s.end + 1]
    return any(t in _WISHING for t in clause) and not any(t in ("to", "before", "after", "first", "then") for t in clause)


def _sent_to(tokens: list[str], prev: StepCue, last: StepCue) -> bool:
    """"..., chop it and put it in the fridge to chill" (test file 59): the place said by a place verb and its pronoun,
    read as the device's step after "to", "to get" or "for" (:func:`_purpose`), bare ("to chill", not the generator's
    "to chill it", which keeps its group): the list ends in it as in a place."""
    if last.form != "verb" or not _purpose(tokens, last.start) or tokens[last.end:last.end + 1] in (["it"], ["them"]):
        return False  # "to cool it", the description generator's phrase, stays in its group
    between, verbs = tokens[prev.end:last.start], verbs_of("place")
    return any(t in verbs and between[k + 1:k + 2] in (["it"], ["them"]) for k, t in enumerate(between))


def _purpose(tokens: list[str], i: int) -> bool:
    """The device's step said as the place's purpose: "to chill", "to get cold" (file 43), "for cooling" (file 43)."""
    before = tokens[max(0, i - 2):i]
    return before[-1:] == ["to"] or before == ["to", "get"] or before[-1:] == ["for"] and tokens[i].endswith("ing")


def _minded(tokens: list[str], s: StepCue) -> bool:
    """A request asked with "mind" and the verbs' -ing forms ("would you mind washing it, ..."): "mind" right before
    the list's first verb (file 64)."""
    return s.start > 0 and tokens[s.start - 1] == "mind" and tokens[s.start].endswith("ing")


def _command(tokens: list[str], s: StepCue, ing: bool = False) -> bool:
    """A verb in its plain form with its object right after it ("cut them", "scrub the potatoes", "boil six eggs": a count,
    file 62; the object may sit inside the step's phrase: "cut them into cubes"), or a bare verb of a note's list, a comma
    or its device's preposition right after it ("the potato: wash, boil in the pot, slice, and into the bowl", file 54), or, after
    a comma, a preposition and an "and" closing its phrase, or a step phrase of three words or more between list marks
    ("rinse under the tap, cut into wedges on the board and serve on a plate", file 65)."""
    word, nxt = tokens[s.start], tokens[s.start + 1] if s.start + 1 < len(tokens) else ""
    if s.form != "verb" or _participle(word) and not (ing and word.endswith("ing")):
        return False  # an -ing form only in a list asked with "mind" (:func:`_minded`)
    bare = s.end - s.start == 1 and s.start > 0 and tokens[s.start - 1] in _LIST_MARKS and (word not in state_adjectives() or nxt == "into" or _on_pieces(tokens, s.end)) \
        and (nxt == "," or nxt in data()["receptacle_preps"] and "," in tokens[s.end:s.end + 5]  # not "clean, cold, and ..."
             or (nxt in ("into", "under", "at") or _on_pieces(tokens, s.end)) and "and" in tokens[s.end:s.end + 8] and tokens[s.start - 1] == ",") \
        or s.end - s.start > 2 and s.start > 0 and tokens[s.start - 1] in (",", ":") and ("," in tokens[s.end:s.end + 5]
                                                                                      or "and" in tokens[s.end:s.end + 5])  # (65)
    return nxt in data()["object_pronouns"] or nxt in data()["determiners"] or nxt == "me" or bare or _for_someone(tokens, s) \
        or _given_a(tokens, s) \
        or (nxt in NUMBER_WORDS or nxt.isdigit()) and s.start + 2 < len(tokens) and tokens[s.start + 2] not in BOUNDARY  # "boil six eggs" (file 62)


def _given_a(tokens: list[str], s: StepCue) -> bool:
    """"give the mug a rinse, warm it and ...", "give Gran's plate a wash" (file 64): a step's noun after "give", its
    object and "a": a command too."""
    if s.end - s.start != 1 or s.start < 3 or tokens[s.start - 1] not in ("a", "an"):
        return False
    before = tokens[max(0, s.start - 6):s.start - 1]
    return "give" in before and not (BOUNDARY | {","}) & set(before[before.index("give"):])


def _for_someone(tokens: list[str], s: StepCue) -> bool:
    """A person the thing is made for between the verb and its object ("I'll warm you a mug", "toast him some bread",
    file 49): the verb's object follows the person's pronoun and a determiner."""
    return tokens[s.start + 1:s.start + 2] in (["you"], ["him"], ["us"]) and tokens[s.start + 2:s.start + 3] != [] \
        and tokens[s.start + 2] in data()["determiners"]


_LIST_MARKS = {",", ":", "(", ";", "-"}  # a bare verb opening its clause in a note's list
_PLAIN_ING = {"bring", "fling", "sling", "string", "wring",  # plain verbs that end like a participle (test file 59)
              "shred", "feed", "need", "speed", "bleed", "embed"}  # "shred it" is a command (file 65)


def _participle(word: str) -> bool:
    """An "-ed" / "-ing" form, not a plain verb that only ends so ("bring it to me")."""
    return word.endswith(("ed", "ing")) and word not in _PLAIN_ING


def _placed(tokens: list[str], s: StepCue, ing: bool = False) -> bool:
    """The place said as a command ("put them in the pot") or by its receptacle alone ("have them on a
    plate", "and into the bowl"), not as a participle ("placed in a bowl")."""
    return _command(tokens, s, ing) or s.form == "implicit" and not _participle(tokens[s.start]) \
        or s.form == "verb" and s.end - s.start == 2 and tokens[s.start - 1] == "and" and not _participle(tokens[s.start]) \
        and tokens[s.end - 1] in ("on", "in", "onto", "into") and tokens[s.end:s.end + 1] in (["a"], ["the"]) \
        or s.form == "verb" and tokens[s.start - 1] == "and" and not _participle(tokens[s.start]) and tokens[s.end:s.end + 1] in (["on"], ["in"]) \
        and any(m.kind == "receptacle" and m.start == 0 for m in mentions(tokens[s.end + 1:s.end + 4]))  # "and put on dining table" (file 66)


def _on_pieces(tokens: list[str], i: int) -> bool:
    """A learner's "on" for "into" before the pieces ("cut on four", "cut on half", file 66)."""
    return tokens[i:i + 1] == ["on"] and i + 1 < len(tokens) and (tokens[i + 1] in NUMBER_WORDS or tokens[i + 1] in ("half", "slices", "pieces"))


def _told(tokens: list[str], s: StepCue) -> bool:
    """A doer before the first verb in its clause ("he's going to slice it ..."): not a command. A doer
    asked is none (test file 55, requests passed on): after a modal of a request ("could someone heat
    it, ...") or before "to" ("she wants somebody to boil it, ...", "tell him to ..."); nor is one of a clause
    closed by a comma before it ("someone left a potato in there, heat it, cut it and hand it to her", file 53), nor
    one before a verb of asking whose person is told "to" do the list ("how do I get him to warm it, ...", file 54), nor one
    before a verb of asking and "that" ("the landlady asks that you warm it, ...", file 23)."""
    start = max([i + 1 for i in range(s.start) if tokens[i] in BOUNDARY or tokens[i] == ","] or [0])
    if s.start >= 3 and tokens[s.start - 1] == "to":
        start = max([i + 1 for i in range(max(start, s.start - 5), s.start - 2)
                     if tokens[i] in _CAUSING and tokens[i + 1] not in _PARTICLES] or [start])
    return any(t in data()["subjects"] and t != "you" and not _asked(tokens, i) for i, t in enumerate(tokens[start:s.start], start))


_CAUSING = {"get", "gets", "got", "ask", "asks", "asked", "tell", "tells", "told", "want", "wants", "wanted", "expect",
            "expects", "expected", "persuade", "persuaded", "remind", "reminded"}  # "get my husband to ...": he is asked
_PARTICLES = {"up", "down", "out", "back", "off", "on", "in", "round", "around", "away", "over", "ready"}  # "I got up to ..."


def _asked(tokens: list[str], i: int) -> bool:
    """Whether the doer at ``i`` is the one a request asks ("could someone ...", "wants someone to ...")."""
    return i > 0 and tokens[i - 1] in REQUEST_MODALS or tokens[i + 1:i + 2] == ["to"] \
        or tokens[i + 1:i + 2] != [] and tokens[i + 1] in _ASKS_THAT and tokens[i + 2:i + 3] == ["that"]  # "she asks that you ..."


_ASKS_THAT = {"asks", "asked", "ask", "requests", "requested", "request", "insists", "insisted", "says", "said"}  # (file 23)
