"""A state word said of a thing outside the vocabulary: "we need it for the hot dog", "I'm doing the
frozen delivery", "a warm welcome" (the kind behind test file 32's misses).

Why apart from :func:`nsg.parser.minilm.cues._classify` (at its length limit), which drops a state
word of a *known* other thing ("a clean plate", "cold water") and of an unknown surface after "on"
("sat on a hot tray", test file 30): after a determiner, a one-word state adjective right before a word
outside the vocabulary is that word's attribute, wherever it stands ("for the hot dog", "doing the frozen
delivery"): the thing is no object of the task (an unknown name where the graph needs one is flagged
elsewhere), so the word is no step. Only after a definite or possessive determiner: "a warm nap in the
microwave", "a cold snap", "a warm spell" (test file 14) are steps said as weather or rest; and not when
the unknown word is followed by the target ("the warm crusty loaf") or by where it happens ("the cold
blast in the fridge"). Also how an adverb of manner stands in a chain of state words on the noun ("a cool,
freshly washed lettuce", test file 42: :func:`manner_adverbs`, :func:`chain_lead`). File 58 adds the state of what a
vessel holds before the task ("a mug of cold coffee", microwaved) and the dish named first, its sub-task said again
later ("Dessert was a baked apple. ... then microwaved it": :func:`_named_before`). File 46 adds a state word between
"the" and "one" set against another with "not" ("The clean one, not the one in the sink."): which of the things is
meant, no step ("a cold one" asks for one; "the glass bottle, the cold one. So chill it": said as the state wanted).
File 10 adds a note's state word right before its own device, no determiner, after the object or another state ("NEED
POTATO HOT MICROWAVE CLEAN SINK"): the object's state, made there, not the device's (:func:`state_at_device`).
File 23 adds the "and" of an intensifier before a state word ("wash it, tear it up, and make it nice and cold", "get it
good and hot"): part of how the state is said, no join of two steps (:func:`intensifying_and`).
File 40 adds a participle in a relative clause right after a receptacle of place ("heat it in the microwave that's been
cleaned"): what was done to the receptacle, no step (:func:`_receptacles_clause`).
File 71's printed forms add a label's store ("in a cool, dry place", "somewhere cool and dark"): the place's, no step
(:func:`_place_quality`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention, lexicon, mentions, unknown_words
from nsg.parser.minilm.spans import Connective, Reading, SENTENCE_STOPS, VERB_NEGATIONS, StepCue, data, device_subtasks, state_adjectives

_INDEFINITE = {"a", "an", "some", "each"}
_OPPOSITE = {"cool": "heat", "heat": "cool"}


def drop_other_attributes(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """``steps`` without the state words of unknown things (module docstring)."""
    d = data()
    dets = set(d["determiners"]) - _INDEFINITE
    where = set(d["receptacle_preps"]) | set(d["source_preps"])
    unknown = None
    out = []
    for s in steps:
        if s.end - s.start == 1 and s.form != "adj" and tokens[s.start] in state_adjectives() and s.start > 0 \
                and tokens[s.start - 1] in dets and s.end < len(tokens) and tokens[s.end].isalpha() \
                and (target is None or target.start != s.end + 1) and (s.end + 1 >= len(tokens) or tokens[s.end + 1] not in where):
            unknown = set(unknown_words(tokens)) if unknown is None else unknown
            if tokens[s.end] in unknown:
                continue
        if s.end - s.start == 1 and s.start > 0 and tokens[s.start - 1] in dets and s.end < len(tokens) \
                and tokens[s.end] in lexicon()["contents"] and not mentions(tokens[s.end:s.end + 2]) \
                and (tokens[s.start] in state_adjectives() or tokens[s.start].endswith("ed")) and tokens[s.start - 2:s.start - 1] != ["for"]:
            continue  # "your iced coffee", "her hot chocolate": the drink's state ("for the iced coffee": what the step is for)
        if s.end - s.start == 1 and tokens[s.start] in state_adjectives() and tokens[s.start - 1:s.start] == ["of"] \
                and tokens[s.end:s.end + 1] and tokens[s.end] in lexicon()["contents"] \
                and (any(x.subtask == _OPPOSITE.get(s.subtask) for x in steps) or any(
                    m.kind == "receptacle" and device_subtasks().get(m.value) == _OPPOSITE.get(s.subtask) for m in mentions(tokens))):
            continue  # "a mug of cold coffee" heated: what the vessel holds was cold before the task (file 58)
        if s.end - s.start == 1 and tokens[s.start] in state_adjectives() and tokens[s.start - 1:s.start] == ["the"] \
                and tokens[s.end:s.end + 1] == ["one"] and (tokens[s.end + 1:s.end + 2] == ["not"] or tokens[s.end + 1:s.end + 3] == [",", "not"]):
            continue  # "The clean one, not the one in the sink.": which one is meant (file 46)
        if _refused_as_it_is(tokens, s, target):
            continue  # "Don't put the cold potato in the microwave" (file 48)
        if _named_before(tokens, s, steps, target):
            continue  # "Dessert was a baked apple. ... then microwaved the slices" (file 58)
        if _receptacles_clause(tokens, s, target):
            continue  # "heat it in the microwave that's been cleaned" (file 40): the microwave's, no step of the object
        if _place_quality(tokens, s):
            continue  # "store it in a cool, dry place", "somewhere cool and dark" (a label's): the place's, no step
        out.append(s)
    return out


_STORE_AT = {"a", "an", "the", "some", "any", "somewhere", "anywhere", "someplace"}


def _place_quality(tokens: list[str], s: StepCue) -> bool:
    """"Store it in a cool, dry place", "keep in a cool, dark cupboard", "somewhere cool and dark" (a label's, file 71's printed
    forms): a temperature right after an article or "somewhere", joined by a comma or "and" to a word of how a store is
    (``place_qualities``: "dry", "dark"): what the place is like, no step of the object."""
    if s.subtask not in _OPPOSITE or s.end - s.start != 1 or s.start == 0 or tokens[s.start - 1] not in _STORE_AT:
        return False
    j = s.end + (tokens[s.end:s.end + 1] in ([","], ["and"]))
    return j > s.end and any(tokens[j:j + len(q.split())] == q.split() for q in data()["place_qualities"])


_WHO = {"was", "is", "were", "has", "had", "have", "been", "we", "you", "i", "they", "someone", "just",
        "already", "recently", "got", "we've", "you've", "i've", "they've"}


def _receptacles_clause(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"heat it in the microwave that's been cleaned", "put it in the bowl that we rinsed" (file 40): a participle in a
    relative clause ("that" / "which", then at most three words of its subject, auxiliaries or adverbs) opened right after
    a receptacle said after a preposition of place: what was done to that receptacle, no step of the object."""
    if s.form != "verb" or not tokens[s.start].endswith("ed") or tokens[s.end:s.end + 1] in (["it"], ["them"]):
        return False
    k = s.start - 1
    while k > 0 and s.start - k <= 3 and tokens[k] in _WHO:
        k -= 1
    if k < 2 or tokens[k] not in ("that", "which", "that's") or k == s.start - 1 and tokens[k] != "that's":
        return False
    rec = [m for m in mentions(tokens[max(0, k - 4):k]) if m.kind == "receptacle" and m.end == k - max(0, k - 4)]
    if not rec or target is not None and target.end == k:
        return False
    j = k - (rec[0].end - rec[0].start) - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    return j >= 0 and tokens[j] in data()["receptacle_preps"]


def _refused_as_it_is(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"Don't put the cold potato in the microwave", "never wash the clean mug": a state word between a determiner and
    the object's name, after a verb right after a negation, is how the thing is now, in a request refused: no step."""
    return target is not None and target.start == s.end and s.end - s.start == 1 and s.start >= 3 \
        and tokens[s.start] in state_adjectives() and tokens[s.start - 1] in data()["determiners"] \
        and tokens[s.start - 2].isalpha() and tokens[s.start - 3] in VERB_NEGATIONS


def _named_before(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"Dessert was Leah's baked apple. She washed it, sliced it, then microwaved the slices.": a state word right
    before the object's name after a determiner or an owner's "'s", alone in its sentence, with the same sub-task
    said again in a later sentence: the dish named first, its step where the later words put it. A holding said in
    that sentence ("in my hand", :func:`_in_hand`) keeps it the dish named."""
    if target is None or s.end - s.start != 1 or s.start == 0 or not any(
            m.kind == "object" and m.value == target.value and m.start == 0 for m in mentions(tokens[s.end:s.end + 2])):
        return False
    prev = tokens[s.start - 1]
    if prev not in data()["determiners"] and not prev.endswith("'s"):
        return False
    lo = max((i + 1 for i in range(s.start) if tokens[i] in SENTENCE_STOPS), default=0)
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_STOPS), len(tokens))
    return hi < len(tokens) and not any(x is not s and lo <= x.start < hi and not _in_hand(tokens, x) for x in steps) \
        and any(x.subtask == s.subtask and x.start > hi for x in steps)


def _in_hand(tokens: list[str], x: StepCue) -> bool:
    """"(I want) a cold apple in my hand", "Goal: a cold bottle in hand" (file 49): the holding said with the dish
    named first is the end of the task, no step that keeps the state word in its sentence."""
    return x.subtask == "pick" and tokens[x.start] == "in" and tokens[x.end - 1] in ("hand", "hands")


def _manner(word: str) -> bool:
    """An adverb of manner: a word in "-ly" that is no connective ("finally", "subsequently" order steps)."""
    return word.endswith("ly") and word not in data()["connectives"]


def manner_adverbs(tokens: list[str], cues: list[StepCue]) -> set[str]:
    """The adverbs of manner (:func:`_manner`) said right before a step word ("freshly washed", "nicely
    chilled"), passed over in a chain of state words on a noun as its commas are ("a cool, freshly washed
    lettuce": one chain)."""
    return {w for c in cues if c.start > 0 and _manner(w := tokens[c.start - 1])}


def before_name(tokens: list[str], k: int, unknown: set[str], starts: dict[int, str], target: Mention | None) -> int:
    """How many words a chain of state words ending at ``k`` passes over to reach the object's name: one word outside
    the vocabulary ("a hot xyz apple") or a portion noun and "of" ("a sliced, warm bit of bread", test file 37: the
    bread's states, as "a warm piece of bread" is); 0 when the name does not follow."""
    if target is None or k + 1 >= len(tokens):
        return 0
    if tokens[k] in unknown and starts.get(k + 1) == target.value:
        return 1
    return 2 if tokens[k] in data()["portion_nouns"] and tokens[k + 1] == "of" and starts.get(k + 2) == target.value else 0


def names_nothing(word: str, unknown: set[str]) -> bool:
    """The word names no thing of the vocabulary by itself: outside it (``unknown``), or known only as a word of a
    longer name ("tray" of "tray table", file 64: "sat on a hot tray" is still another surface)."""
    return word in unknown or word in _name_parts()


@lru_cache(maxsize=1)
def _name_parts() -> frozenset[str]:
    """Words of the lexicon's names of several words that are no name alone nor in its ``known_words``."""
    lex, alone, parts = lexicon(), set(), set()
    for key in ("objects", "receptacles"):
        for names in list(lex[key].values()) + list(lex["aliases"][key].values()):
            for name in names:
                (alone if " " not in name else parts).update(name.split())
    return frozenset(w for w in parts - alone - set(lex["known_words"]) if w.isalpha())


def chain_lead(tokens: list[str], first: int) -> str:
    """The word before a chain of state words on a noun (``first``: the chain's first word), past one
    adverb of manner (:func:`manner_adverbs`: "a freshly washed lettuce": "a"), so the chain reads as the
    noun's attributes as it does after the determiner alone (:func:`nsg.parser.minilm.cues._classify`)."""
    if first > 1 and _manner(tokens[first - 1]) and tokens[first - 2] in data()["determiners"]:
        return tokens[first - 2]
    return tokens[first - 1] if first > 0 else ""


def described(tokens: list[str], reading: Reading) -> set[int]:
    """The steps opening a relative clause of states right after the object's noun, itself led by a state word
    ("a bowl of chopped lettuce that's been rinsed", "the sliced tomato which was chilled", test file 12): two
    states of one noun phrase, one group (the clause orders nothing before a state that is no act)."""
    steps, target, out = reading.steps, reading.target, set()
    if target is None:
        return out
    dets = set(data()["determiners"]) | {"of"}
    for c in reading.connectives:
        if c.meaning != "relative" or c.start != target.end:
            continue
        k = next((k for k, s in enumerate(steps) if s.start >= c.end), None)
        if k is None or k == 0:
            continue
        lead = steps[k - 1]
        if lead.end <= target.start and all(t in ("-", "up") for t in tokens[lead.end:target.start]) and lead.start > 0 \
                and tokens[lead.start - 1] in dets and lead.subtask not in ("place", "pick") \
                and " ".join(tokens[lead.start:lead.end]) in data()["steps"][lead.subtask].get("adjectives", ()):
            out.add(k)
    return out


_RESULT_VERBS = {"keep", "keeps", "kept", "keeping", "get", "gets", "got", "getting", "make", "makes", "made", "making"}


def predicative(tokens: list[str], s: StepCue) -> bool:
    """"cut it, keep it cold in the fridge, then ...", "get them hot" (test file 46): a state word right after a verb of
    keeping or making and "it" / "them" is what that clause does to the object, a step of the list in its place, not a
    state of a noun phrase done before the step said before it ("put the hot apple ...")."""
    return s.start > 1 and tokens[s.start - 1] in ("it", "them") and tokens[s.start - 2] in _RESULT_VERBS


def state_at_device(tokens: list[str], c: StepCue, k: int, starts: dict[int, str], ends: dict[int, StepCue],
                    target: Mention | None) -> bool:
    """The one-word state at ``c`` right before its own device at ``k`` ("CLEAN SINK"), right after the object's name
    or another state word ("POTATO HOT", "MICROWAVE CLEAN"): the object's state said in a note (module docstring)."""
    return k == c.end == c.start + 1 and device_subtasks().get(starts.get(k, "")) == c.subtask \
        and (target is not None and c.start == target.end or c.start in ends)


def intensifying_and(tokens: list[str], c: Connective) -> bool:
    """"nice and cold", "good and hot": a one-word "and" between an intensifier (``intensifiers``) and a state word."""
    return c.meaning == "and" and c.end - c.start == 1 and c.start > 0 and c.end < len(tokens) \
        and tokens[c.start - 1] in data()["intensifiers"] and tokens[c.end] in state_adjectives()


def said_from(tokens: list[str], s: StepCue) -> int:
    """Where a state step's words start, its intensifier and "and" with it ("nice and cold" from "nice")."""
    return s.start - 2 if s.start >= 2 and intensifying_and(tokens, Connective("and", s.start - 1, s.start)) else s.start
