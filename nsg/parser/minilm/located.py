"""Where the object is now, said by a receptacle right after its name as the subject of a clause
("the apple on the counter has been there a while", "the egg in the fridge is for Pat": the kind behind
test file 34's misses): the receptacle locates the object the sentence is about, no place and no
device's step.

Why apart from :func:`nsg.parser.minilm.story.drop_where_it_is` (a copula before the receptacle, "The
wine is on the counter: chill it"): here the receptacle sits inside the subject's noun phrase, and the
clause's own verb comes after it, a word of the receptacle's own before its name or not ("the mug on the
chart table needs heating", test file 35); so does one after "the one(s)" at its clause's end
(:func:`nsg.parser.minilm.ones_located.ones_located`: "Starting with the one on the side now."). The object must open its clause (nothing but determiners and a
sentence mark or "also" before it), so "put the apple on the counter" stays a place. Test file 36 adds
a heading that ends in a colon before a request about "it" ("Tomato on the shelf: chill it") and a gift note
("Bread for her on the side.") before a later sentence about "it". Test file 57 adds another thing's
whereabouts: a sentence opened by another thing and its copula ("(The knife's still out on the side.)", "The
spoon is in the sink."): its receptacle is where that thing is, no place of the object (:func:`others_located`); so is one after "with the" and another thing ("good with the
olive oil on the shelf", file 41). A thing's name before a receptacle's, after a determiner ("in the bread box", file 48),
is the receptacle's own word (:func:`food_modifier`, read by :func:`nsg.parser.minilm.story.drop_where_it_is`). File 65 adds
the contents' copula before the object's own name ("The stew is in a pot in the fridge. Heat the pot"): :func:`_held_there`.
"""
from __future__ import annotations

from nsg.parser.minilm.carriers import carried_to
from nsg.parser.minilm.lexicon import Mention, lexicon, mentions
from nsg.parser.minilm.stands import stands_at, there_stands
from nsg.parser.minilm.spans import INTO_WORDS, REQUEST_MODALS, StepCue, data, state_adjectives, verbs_of

AT = {"in", "on", "inside", "at", "by", "under", "beside", "near"}
SUBJECT_VERBS = {"is", "are", "was", "were", "'s", "has", "have", "had", "needs", "wants", "should", "must", "belongs", "isn't", "wasn't", "looks", "will",
                  "gone", "been"}  # text-speak drops the auxiliary: "my mug on the coffee table gone cold" (test file 56)
_OPENERS = {".", "!", "?", ":", ";", "-", ",", "(", "also", "and", "but", "so", "now", "oh",
            "about", "re", "regarding", "concerning"}  # "Question about the apple in the bowl: ..." (file 54): its topic


def located(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """True for a step said only by the receptacle that locates the object in its subject (module docstring)."""
    if target is None or s.form not in ("implicit", "noun"):
        return False
    dets = set(data()["determiners"])
    if _held_there(tokens, s, dets):
        return True
    for m in mentions(tokens):
        gift = tokens[m.end:m.end + 2] in (["for", "you"], ["for", "him"], ["for", "her"])  # "Bread for her on the side."
        if m.kind != "object" or m.value != target.value or m.end + 2 * gift >= len(tokens) or tokens[m.end + 2 * gift] not in AT:
            continue
        lo = m.start
        while lo > 0 and tokens[lo - 1] in dets:
            lo -= 1
        if lo > 0 and tokens[lo - 1] not in _OPENERS:
            continue  # "put the apple on the counter": a verb's object
        j = m.end + 1 + 2 * gift
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        rec = next((Mention(r.kind, r.value, 0, r.end - j) for r in mentions(tokens)  # "on the side": a led name, read in
                    if r.kind == "receptacle" and r.start == j), None)  # its sentence ("apple on the side: ...", file 36)
        if rec is None and j + 1 < len(tokens) and tokens[j].isalpha() and not mentions(tokens[j:j + 1]):
            j += 1  # "the mug on the chart table needs heating" (test file 35): a word of its own before it
            rec = next((r for r in mentions(tokens[j:]) if r.kind == "receptacle" and r.start == 0), None)
        if rec is None or j + rec.end >= len(tokens) or tokens[j + rec.end] not in SUBJECT_VERBS \
                and not _headed(tokens, j + rec.end, lo) and not (gift and tokens[j + rec.end] == "." and "it" in tokens[j + rec.end:]):
            continue
        if j <= s.start < j + rec.end:
            return True
    return False


_BE = {"is", "are", "'s", "was", "were"}


def _held_there(tokens: list[str], s: StepCue, dets: set[str]) -> bool:
    """"The stew is in a pot in the fridge. Heat the pot ..." (file 65): a receptacle ending its sentence right after a
    copula, a preposition and the object's name (the name of the vocabulary, what holds the contents): where it is now."""
    m = next((m for m in mentions(tokens[:s.start]) if m.kind == "object" and m.end < s.start and tokens[m.end] in AT
              and all(t in dets for t in tokens[m.end + 1:s.start])), None)
    if m is None or tokens[s.end:s.end + 1] not in (["."], [";"]) or not any(t.isalpha() for t in tokens[s.end + 1:]):
        return False
    k = m.start - 1
    while k >= 0 and tokens[k] in dets:
        k -= 1
    return k >= 1 and tokens[k] in AT and tokens[k - 1] in _BE


def _headed(tokens: list[str], k: int, lo: int = 0) -> bool:
    """"Tomato on the shelf: chill it ...", "Mug in the cabinet for the new starter: rinse it" (test file 36): a
    heading that ends in a colon (a "for" phrase before it or not) and a request about "it" right after:
    where the object is now, no place; a dash or semicolon ends one too, and so does a full stop before a request to take
    one out ("Tomatoes in the crisper drawer. Take one out, slice it ...", test file 46), and so does a comma before a
    word of asking ("The mug in the microwave, could you hand it to me?", file 54) or a command and "it" ("The cup on the side, rinse it", file 38); so does a full stop before a
    command and "it" ("Egg in the fridge. boil n chop it", file 56), no order word opening it, the heading a sentence of its
    own (from ``lo``, its first word; not the last of a list: "cup washed, cup on the shelf. Warm it first")."""
    if tokens[k] == "for":
        k = next((i for i in range(k + 1, min(k + 7, len(tokens))) if tokens[i] in (":", ".", ",", ";", "!", "?")), k)
    asked = tokens[k] == "," and tokens[k + 1:k + 2] != [] and tokens[k + 1] in REQUEST_MODALS  # ", could you hand it ..." (file 54)
    told = tokens[k] == "," and tokens[k + 2:k + 3] in (["it"], ["them"])  # "the cup on the side, rinse it and ..." (file 38)
    return (tokens[k] in _HEAD_ENDS or asked or told) and any(t in ("it", "them") for t in tokens[k + 2:k + 4 + 2 * asked]) \
        or tokens[k] == "." and k + 1 < len(tokens) and tokens[k + 1] in _FETCH and "out" in tokens[k + 2:k + 4] \
        or tokens[k] == "." and tokens[k + 1:k + 2] != [] and tokens[k + 1] not in _NEXT and (lo == 0 or tokens[lo - 1] in ".!?") \
        and any(t in ("it", "them") for t in tokens[k + 2:k + 5])  # "lettuce in the fridge. wash n chop it" (file 56): a note


_NEXT = {"then", "next", "after", "afterwards", "later", "and", "also", "it", "they"}  # "... . Then slice it": steps in turn


_FETCH = {"take", "get", "grab", "pull", "fetch", "lift"}  # "Tomatoes in the crisper drawer. Take one out, ..." (file 46)


# a heading ends in a colon, or a dash or semicolon before the request ("Egg in the fridge - boil it", test file 39)
_HEAD_ENDS = {":", "-", ";"}


SENTENCE_OPEN = {".", "!", "?", "(", ";"}
NOTE_LABELS = {"nb", "fyi", "ps"}
_COPULAS = {"is", "are", "was", "were", "sits", "sat", "stays", "stayed"}
_CLAUSE_SHUT = SENTENCE_OPEN | {")", ",", ":", "-", "and", "but", "so", "then"}  # "The knife is dirty, put it in ...": no


def others_located(tokens: list[str], target: Mention | None) -> set[int]:
    """Where the receptacles start in a sentence opened by another thing (determiners before it) and a copula or
    its "'s" ("(The knife's still out on the side.)", "The spoon is in the sink."): where that thing is, no place."""
    if target is None:
        return set()
    dets, out = set(data()["determiners"]), set()
    for lo in [0] + [i + 1 for i, t in enumerate(tokens) if t in SENTENCE_OPEN]:
        while lo < len(tokens) and (tokens[lo] in dets or tokens[lo] in NOTE_LABELS):  # "NB the knife is in ..." (file 46)
            lo += 1
        if lo + 2 < len(tokens) and tokens[lo].endswith("'s") and tokens[lo + 1].isalpha() and tokens[lo + 2] in _COPULAS \
                and not mentions([tokens[lo][:-2]]):
            lo += 1  # "Kai's meds are in the top cupboard": a person's thing, as after "his" (file 39)
        if lo + 3 < len(tokens) and tokens[lo + 2] in ("is", "are") and _unnamed_thing(tokens, lo + 1, tokens[lo + 1]) \
                and (_unnamed_word(tokens[lo]) or tokens[lo] in _MEALS or tokens[lo].isalpha() and mentions(tokens[lo:lo + 1])) and tokens[lo] not in state_adjectives():
            lo += 1  # "Cough sweets are in the drawer.", "Egg rolls are ...": an unnamed thing's own word before it (file 63)
        if lo + 1 < len(tokens) and tokens[lo + 1].endswith("'s") and tokens[lo].isalpha() \
                and (two := next((m for m in mentions([tokens[lo], tokens[lo + 1][:-2]]) if m.kind == "object" and m.end == 2), None)):
            if two.value == target.value:
                continue  # "The soap bottle's home is in the cabinet": the object's own, where it goes (file 48)
            lo += 1  # "The bread knife's somewhere in the drawer": a name of two words, its last with "'s" (file 64)
        if lo + 1 >= len(tokens) or not (tokens[lo].endswith("'s") or tokens[lo + 1] in _COPULAS or tokens[lo + 1] in AT):
            continue
        word = tokens[lo][:-2] if tokens[lo].endswith("'s") else tokens[lo]
        thing = next((m for m in mentions([word]) if m.kind == "object" and m.end == 1), None)
        if thing is None and not _unnamed_thing(tokens, lo, word) or thing is not None and (
                thing.value == target.value or tokens[lo + 1] in AT and not tokens[lo].endswith("'s")):
            continue
        hi = next((i for i in range(lo, len(tokens)) if tokens[i] in _CLAUSE_SHUT), len(tokens))
        out |= stands_at(tokens, lo, word, hi)  # "The pot's on the hob.": the subject, a receptacle, is no place either
        out |= {lo + m.start for m in mentions(tokens[lo:hi]) if m.kind == "receptacle" and m.start > 1}  # past its verb
    return out | _with_another(tokens) | _left_alone(tokens) | carried_to(tokens) | there_stands(tokens, target.value)  # "take it to your desk on a plate" (file 37)


def _left_alone(tokens: list[str]) -> set[int]:
    """"Don't touch the club's scones in the fridge." (file 63): another thing's receptacle after a refused verb, no place."""
    dets, out = set(data()["determiners"]), set()
    for lo in [0] + [i + 1 for i, t in enumerate(tokens) if t in SENTENCE_OPEN]:
        k = lo + 1 + (tokens[lo:lo + 2] == ["do", "not"])  # its verb, outside the vocabulary and no step's
        if (k > lo + 1 or tokens[lo:lo + 1] in (["don't"], ["dont"], ["never"])) and k + 1 < len(tokens) and _unnamed_word(tokens[k]):
            j = k + 1
            while j < len(tokens) and tokens[j] not in AT and (tokens[j] in dets or tokens[j].endswith("'s") or _unnamed_word(tokens[j])):
                j += 1
            if j < len(tokens) and tokens[j] in AT and any(_unnamed_word(t) for t in tokens[k + 1:j]):
                out |= {j + m.start for m in mentions(tokens[j:j + 4]) if m.kind == "receptacle" and m.start <= 2}
    return out


def _with_another(tokens: list[str]) -> set[int]:
    """"it's good with the olive oil on the shelf" (file 41): a receptacle after "with the", one or two words the
    vocabulary does not name and a preposition of place, in a clause with no place verb before it, is where that other
    thing is, no place; not where the words are the object's pieces ("with the slices on the plate", file 73)."""
    dets, places, out = set(data()["determiners"]), verbs_of("place"), set()
    for i in (i for i, t in enumerate(tokens[:-3]) if t == "with" and tokens[i + 1] in dets):
        k = i + 2
        while k < len(tokens) and k < i + 4 and tokens[k].isalpha() and tokens[k] not in AT and tokens[k] not in dets:
            k += 1
        lo = max([j + 1 for j in range(i) if tokens[j] in _CLAUSE_SHUT] or [0])
        if k == i + 2 or k >= len(tokens) or tokens[k] not in AT or mentions(tokens[i + 2:k]) or places & set(tokens[lo:i]) \
                or tokens[k - 1] in data()["result_nouns"]:  # "with the wedges on the plate" (file 73): the object's pieces
            continue
        j = k + 1
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        out |= {j + m.start for m in mentions(tokens[j:j + 3]) if m.kind == "receptacle" and m.start == 0}
    return out


_MEALS = {"dinner", "lunch", "breakfast", "tea", "supper"}  # "Tea is on the table": the meal, a place; "tea bags": their word
_NOT_THINGS = {"it", "this", "that", "there", "here", "what", "which", "where", "everything", "nothing", "all", "one",
               "mine", "yours"} | _MEALS
def _unnamed_word(word: str) -> bool:
    """A word outside the vocabulary that may name some other thing: no grammar word, no step's verb."""
    return word.isalpha() and word not in _NOT_THINGS and word not in data()["subjects"] and not mentions([word]) \
        and word not in data()["determiners"] and word not in data()["object_pronouns"] and word not in _GOES \
        and not any(word in step["verbs"] for step in data()["steps"].values())


_GOES = {"goes", "ends", "finishes", "stays", "sits", "lives", "belongs", "lies", "stands", "rests", "keeps", "comes", "gets",
         "needs", "was", "is"}


def _unnamed_thing(tokens: list[str], lo: int, word: str) -> bool:
    """"Calpol is in the cabinet.", "Beans in the cupboard." (test file 49): a word outside the vocabulary opening its
    sentence before a present copula and a preposition of place, or a plural before "in" / "on" with no verb at all
    (not the object's pieces, "Wedges on the plate.", nor a verb, "Ends on the plate."), or a food or drink of the
    contents list ("Milk in the fridge.", file 50): where some other thing is, no place."""
    if not _unnamed_word(word) or mentions(tokens[lo:lo + 1]):
        return False
    if word in data()["result_nouns"]:
        return False  # "Wedges on the plate.": the object's pieces
    return tokens[lo + 1] in ("is", "are") and tokens[lo + 2:lo + 3] != [] and tokens[lo + 2] in AT \
        or tokens[lo + 1] in ("in", "on") and (word.endswith("s") or word in lexicon()["contents"])  # "Milk in the fridge." (50)


_RESTS = {"sits", "sat", "lies", "lay", "rests", "rested", "stands", "stood", "sitting", "lying", "resting", "standing"}


def rested(tokens: list[str], a: StepCue, b: StepCue, steps: list[StepCue]) -> bool:
    """"The pan sits on the burner, scrubbed clean.", "the mug stands in the cabinet, washed": a place said by a verb of
    resting and its receptacle, then after a comma the last step, a state that ends its sentence (a state word may
    follow a participle): how the object lies at the end, the state done before the place; so is one said with a part of
    it after "with" (:func:`_with_part`, file 48)."""
    if _with_part(tokens, a, b, steps):
        return True  # "it goes in there with the outside rinsed" (file 48)
    if a.subtask != "place" or tokens[a.start] not in _RESTS or a.receptacle_at is None or b is not steps[-1] \
            or b.subtask == "place" or b.form == "adj" or tokens[b.start - 1] != "," or "," in tokens[a.receptacle_at:b.start - 1]:
        return False
    end = b.end + (b.end < len(tokens) and tokens[b.end] in state_adjectives())  # "scrubbed clean"
    return end >= len(tokens) or tokens[end] in (".", "!", ";")


def _with_part(tokens: list[str], a: StepCue, b: StepCue, steps: list[StepCue]) -> bool:
    """"it goes in the cabinet with the outside rinsed": a place, then "with", a determiner, one word (a part of it) and
    the last step, ending its sentence: the state the object arrives in, done before the place."""
    return a.subtask == "place" and b is steps[-1] and b.subtask != "place" and b.start >= 3 and tokens[b.start - 3] == "with" \
        and tokens[b.start - 2] in data()["determiners"] and tokens[b.start - 1].isalpha() and "," not in tokens[a.end:b.start] \
        and (b.end >= len(tokens) or tokens[b.end] in (".", "!", ";"))


_CLAUSE_VERBS = {"should", "must", "is", "are", "needs", "need", "has", "will", "can", "wants", "was"}


def stranded(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the bottle the milk goes in should be washed" (test file 59): a relative clause without "that", another thing
    (a determiner and one word) right after the object, a place verb whose preposition ends the clause, and the main
    clause's verb after it: what goes in the object, no place of its own."""
    if target is None or s.subtask != "place" or s.form != "verb" or s.start != target.end + 2 or s.end >= len(tokens):
        return False
    thing = tokens[target.end + 1]
    return tokens[target.end] in data()["determiners"] and thing.isalpha() and thing not in data()["object_pronouns"] \
        and tokens[s.end - 1] in INTO_WORDS and tokens[s.end] in _CLAUSE_VERBS


_NOW = {"it's", "been", "they've", "it've"}


def resting_now(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"give it a wash (it's been sitting in the cupboard for ages) and then pop it on the hob" (test file 59): a verb
    of resting in "-ing" after "it's" or "been", with a place said by a verb later: where the object has been, no place."""
    return s.subtask == "place" and s.form == "verb" and tokens[s.start] in _RESTS and tokens[s.start].endswith("ing") \
        and s.start > 0 and tokens[s.start - 1] in _NOW \
        and any(x.start > s.end and x.subtask == "place" and x.form == "verb" for x in steps)


_WANTING = {"needs", "need", "should", "must", "has", "have", "wants", "want"}
_PRONOUNS = {"it", "they"}


def wanted_of_it(tokens: list[str], x: StepCue) -> bool:
    """"The pot's in the fridge. All it needs is to be hot." / "It needs to be hot." (test file 50): a state said
    last in a sentence whose subject is "it" / "they" and a verb of need, a request about the object after a
    sentence that says where it is now (:func:`nsg.parser.minilm.story.drop_where_it_is`)."""
    if tokens[x.start] not in state_adjectives() or x.end - x.start != 1:
        return False
    lo = max((i + 1 for i in range(x.start) if tokens[i] in SENTENCE_OPEN), default=0)
    said = tokens[lo:x.start]
    return any(t in _PRONOUNS for t in said) and any(t in _WANTING for t in said) and tokens[x.start - 1] == "be"


_ASKED = {"want", "wants", "need", "needs", "like", "please", "can", "could", "would"}
_CLAUSE_OPEN = {",", ".", "!", "?", ";", "-"}


def said_where_now(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"want the mug nice n hot, its on the shelf" (test file 56): a receptacle said alone after "it's" (or "it is") and a
    preposition, in a clause of its own after a request (a wish word before it, or a step's verb opening its sentence),
    the clause ending with it: where the object is now, no place."""
    if s.form != "implicit" or s.subtask != "place":
        return False
    i = s.start
    while i > 0 and tokens[i - 1] in data()["determiners"]:
        i -= 1
    o = i - 2 if tokens[max(0, i - 2):i - 1] == ["it's"] else i - 3 if tokens[max(0, i - 3):i - 1] == ["it", "is"] else -1
    aside = s.end < len(tokens) and tokens[s.end] == ")" and "(" in tokens[:o]  # "(I made it, it's in the fridge)" (file 64)
    if o < 1 or tokens[i - 1] not in AT or tokens[o - 1] not in _CLAUSE_OPEN or s.end < len(tokens) and tokens[s.end] not in _CLAUSE_OPEN \
            and not aside:
        return False
    before = [x for x in steps if x.end <= o and x is not s]
    return bool(before) and (aside and "(" in tokens[before[-1].end:o] or any(t in _ASKED for t in tokens[:o]) or any(
        x.form == "verb" and (x.start == 0 or tokens[x.start - 1] in _CLAUSE_OPEN) for x in before))


_BACK_THERE = (("back", "there"), ("back", "in", "there"), ("back", "on", "there"))


def returned_there(tokens: list[str], s: StepCue) -> bool:
    """"the ladle is in the drawer. want it clean n back in there" (test file 56): a receptacle said alone as where the
    object is now, then "back (in) there" in a later sentence with no verb that places it and no receptacle between:
    "there" is that receptacle, the object's place (kept, not dropped as where it is now)."""
    if s.form != "implicit" or s.subtask != "place":
        return False
    for k in range(s.end, len(tokens) - 1):
        if tokens[k] in ("back", "put", "place", "return", "leave") and k > s.end and tokens[k - 1] in data()["object_pronouns"]:
            return False  # "put it back (in) there": the verb's own place (places._back_there)
        if tuple(tokens[k:k + 2]) in _BACK_THERE or tuple(tokens[k:k + 3]) in _BACK_THERE:
            return not any(m.kind == "receptacle" for m in mentions(tokens[s.end:k]))
    return False


def food_modifier(tokens: list[str], i: int, at: int) -> bool:
    """"the bread box": a thing's name at ``i - 1`` right before the receptacle at ``at``, a determiner before it; so is
    another receptacle's ("the fridge drawer", "the cupboard shelf", file 64): one receptacle, said in two words."""
    return i == at > 1 and tokens[i - 2] in data()["determiners"] and any(m.kind in ("object", "receptacle") for m in mentions(tokens[i - 1:i]))


def whole_receptacle(tokens: list[str], i: int) -> int:
    """"in the salad drawer of the fridge", "on the top shelf of the cupboard" (file 64): a receptacle, "of" and the
    receptacle whose phrase starts at ``i`` are one receptacle said in more words (a part of it): where that phrase
    starts (past the part's determiners and one word of its own), else ``i``."""
    if i < 3 or tokens[i - 1] != "of":
        return i
    dets, lo = set(data()["determiners"]), max(0, i - 4)
    part = next((m for m in mentions(tokens[lo:i - 1]) if m.kind == "receptacle" and lo + m.end == i - 1), None)
    j = i if part is None else lo + part.start
    if part is not None and j > 1 and tokens[j - 1].isalpha() and tokens[j - 1] not in dets and tokens[j - 2] in dets:
        j -= 1  # "the salad drawer": a word of its own
    while part is not None and j > 0 and tokens[j - 1] in dets:
        j -= 1
    return j


def state_run(tokens: list[str], steps: list[StepCue], k: int) -> list[StepCue]:
    """The state ``steps[k]`` and the states said right after it, joined by "and" or a comma ("go back in the cupboard
    clean and cold", file 18): one run of states (a verb's own object after one ends the run at the caller's check)."""
    run = [steps[k]]
    for c in steps[k + 1:]:
        gap = tokens[run[-1].end:c.start]
        if not gap or any(t not in (",", "and") for t in gap) or tokens[c.start] not in state_adjectives() or c.form == "adj":
            break
        run.append(c)
    return run
