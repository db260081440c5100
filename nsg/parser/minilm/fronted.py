"""The object said first, before the teller and the verb: "The soup pot I washed in the sink and put
back on the stove", "Your mug I washed, it was very dirty" (the kind behind test file 32's misses).

Why apart from :func:`nsg.parser.minilm.story._relative` (at its length limit), which reads a person and a
past verb right after the object as a reduced relative clause telling how the object came ("the egg I
left with you", "The bottle her son brought is in the fridge"): a relative clause leaves its noun phrase
a verb of its own ("... is in the fridge", "needs heating"). When the object opens its sentence, the
teller is "I" / "we", and no verb of the noun phrase follows in the clause, the object was put first
for weight (topicalised): the verb is the teller's step, told as done.

A receptacle put first the same way (test file 12, old or rhymed English): a place verb right after it with its
pronoun closing the clause ("upon the plate bestow it": :func:`laid_after`), or the object's name and a verb of
resting ("upon the plate the apple lies": :func:`rests_there`), is that verb's receptacle; so is one said right
before a verb of resting, the object's name after it ("In the bowl lay an egg", a story's inversion: test file 10).

A device's receptacle, then a place verb with "there" right after it ("warm it on the burner and leave it there") or one
opened by "there" / "where" ("chill it in the fridge, where it stays", "set it in the fridge to chill. And there it lies", a
storyteller's, file 70: the next sentence's first words too): "there" is that receptacle (:func:`left_there`), unless a
time follows ("There it stays until chilled.", "there it sat for an hour"): a stay for the device's step.

A receptacle said as where the teller goes, then a place verb with no receptacle of its own ("go to the cabinet and put
it away", "walk over to the shelf, set it down", test file 69's dance calls: :func:`walked_to`): where it is put.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import INTO_WORDS, StepCue, data

_WALK_GAPS = ([","], ["and"], [",", "and"], [",", "then"], ["and", "then"], [",", "and", "then"])
_CLAUSE_ENDS = {".", "!", "?", ";", ",", ":", "-", "(", "and", "then"}
_OPENERS = {".", "!", "?", ";", ":", "-"}
_TELLERS = {"i", "we"}
_ENDS = {".", "!", "?", ";", ",", ":", "-", "("}
_MAIN = {"is", "are", "was", "were", "'s", "needs", "need", "goes", "go", "has", "have", "had", "should", "must", "will",
         "can", "could", "would", "sits", "stays", "looks", "belongs", "lives", "gets", "got", "isn't", "wasn't"}


def fronted(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """Whether step ``s``, right after the target and a teller, is the teller's own step with the
    object fronted (module docstring)."""
    if target is None or tokens[target.end:s.start] not in (["i"], ["we"]):
        return False
    lo = target.start
    while lo > 0 and tokens[lo - 1] not in _OPENERS and target.start - lo < 3:
        lo -= 1
    if lo > 0 and tokens[lo - 1] not in _OPENERS:
        return False
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in _ENDS), len(tokens))
    return not any(t in _MAIN for t in tokens[s.end:hi])


_CLOSED = {".", "!", "?", ";", ",", ":", "and", "then", "now", "there"}


def laid_after(tokens: list[str], s: StepCue) -> bool:
    """A place verb said right after its receptacle, then its pronoun, closing the clause ("upon the plate bestow it",
    "on a plate set it down.", the stage's or an old English's order: test file 12): the receptacle said first is the
    verb's; not when the verb names its own after the pronoun ("on the counter put it in the cabinet")."""
    rest = tokens[s.end:s.end + 3]
    return rest[:1] in (["it"], ["them"]) and (rest[1:2] == ["down"] and rest[2:3] or rest[1:2] or ["."])[0] in _CLOSED


RESTS = {"lies", "lie", "lay", "sits", "sit", "sat", "rests", "rest", "rested", "waits", "wait", "waited", "stands", "stand",
          "stood", "sleeps", "lounges"}


def rests_there(tokens: list[str], lo: int, s: StepCue, target: Mention | None) -> bool:
    """The object's name, led by a determiner, between a receptacle said first and a verb of resting ("upon the plate
    the lettuce lies", "in the bowl an apple sits", rhymed or old English: test file 12), or right after that verb ("in
    the bowl lay an egg", file 10): where the object rests."""
    gap = tokens[lo:s.start]
    if not gap and target is not None and tokens[s.start] in RESTS and s.end < target.start <= s.end + 3:
        return tokens[s.end] in data()["determiners"] and all(t.isalpha() for t in tokens[s.end:target.start])  # "in the bowl lay an egg"
    found = mentions(gap[1:])
    return len(gap) >= 2 and gap[0] in data()["determiners"] and tokens[s.start] in RESTS and target is not None \
        and any(m.value == target.value and m.end == len(gap) - 1 for m in found) and all(m.start == 0 for m in found)


def walked_to(tokens: list[str], j: int, end: int, s: StepCue) -> bool:
    """Whether a receptacle ending at ``end`` after "to" at ``j`` ("go to the cabinet") is followed by "and" or a comma
    and a place verb ``s`` whose clause names no receptacle of its own ("and put it away"; module docstring)."""
    if tokens[j] != "to" or s.subtask != "place" or tokens[end:s.start] not in _WALK_GAPS:
        return False
    return _bare_clause(tokens, s)


_CLAUSE_OPENERS = {".", "!", "?", ":", ";", "-", "(", "and", "then", "now", "first", "next", "finally", "lastly"}


_COMMA_GAPS = ([","], [",", "then"], [",", "just"], [",", "then", ","])  # "On the shelf, then, put it."


def put_after_comma(tokens: list[str], j: int, end: int, s: StepCue) -> bool:
    """"On the shelf, put the mug.", "Into the fridge, then, goes the milk": a receptacle led by a preposition that opens
    its clause ``j``, a comma after it (ending at ``end``), then a place verb ``s`` whose clause names no receptacle of its
    own (its object, then the clause ends): the receptacle said first is the verb's."""
    if j and tokens[j - 1] == "back":
        j -= 1  # "Back in the cupboard, put the mug."
    if s.subtask != "place" or s.form != "verb" or tokens[end:s.start] not in _COMMA_GAPS \
            or j and tokens[j - 1] not in _CLAUSE_OPENERS and tokens[max(0, j - 2):j] not in (["then", ","], ["next", ","], ["finally", ","]):
        return False
    return _bare_clause(tokens, s)


def _bare_clause(tokens: list[str], s: StepCue) -> bool:
    """The place verb's clause is short, opens with its object or a pronoun and names no receptacle of its own."""
    stop = next((k for k in range(s.end, len(tokens)) if tokens[k] in _CLAUSE_ENDS), len(tokens))
    rest = tokens[s.end:stop]
    found = mentions(rest)
    objects = {m.start for m in found if m.kind == "object"}
    return 0 < len(rest) <= 5 and (rest[0] in data()["object_pronouns"] or rest[0] in data()["determiners"]) \
        and not any(m.kind == "receptacle" and m.start not in objects for m in found)  # "put the plate away": the object


_WORKED = {"heat", "clean", "slice", "cool"}


def worked_in(tokens: list[str], r: Mention, steps: list[StepCue]) -> bool:
    """"in the pot, boil it hot" (test file 72): a receptacle put first in its clause, a preposition opening the clause
    and a comma after it, then a verb of another step with its object: where that step is done, as in "boil it in the
    pot", no place ("on the shelf, put the mug" keeps its place verb's receptacle)."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j < 0 or tokens[j] not in ("in", "on", "inside", "at") or j and tokens[j - 1] not in (".", "!", "?", ":", ";", ",", "-") \
            or tokens[r.end:r.end + 1] != [","]:
        return False
    nxt = next((s for s in steps if s.start >= r.end), None)
    return nxt is not None and nxt.start == r.end + 1 and nxt.subtask in _WORKED and nxt.form == "verb" \
        and any(t in data()["object_pronouns"] for t in tokens[nxt.start:nxt.end + 1])  # "boil it hot", "wash the mug"


BACK_WORDS = {"there", "where"}  # "there it lies", "where it stays": the receptacle just said
_STAY_ENDS = (["until"], ["till"], ["til"], ["for"], ["while"], ["overnight"])


def left_there(tokens: list[str], steps: list[StepCue], r: Mention) -> StepCue | None:
    """The place verb after receptacle ``r`` that "there" names (module docstring): the next step, with "there" right after
    it, in the same sentence; or the next place verb, opened by "there" / "where", with no preposition of another place
    between ("chill it in the fridge, then on the plate, where it stays": the plate), in that sentence or opening the next."""
    after = [s for s in steps if s.start >= r.end]
    if after and after[0].subtask == "place" and "there" in tokens[after[0].end:after[0].end + 3] \
            and not any(t in (".", "!", "?", ";") for t in tokens[r.end:after[0].start]):
        return after[0]
    back = next((s for s in after if s.subtask == "place"), None)
    if back is None or tokens[back.start] not in BACK_WORDS or tokens[back.end:back.end + 1] in _STAY_ENDS:
        return None  # "There it stays until chilled." (file 15), "there it sat for an hour": a stay for the device's step
    opens = back.start - (tokens[back.start - 1] == "and")  # "... to chill. And there it lies"
    between = tokens[r.end:opens]
    stops = [k for k, t in enumerate(between) if t in (".", "!", "?", ";")]
    return back if not INTO_WORDS & set(between) and (not stops or stops == [len(between) - 1]) else None
