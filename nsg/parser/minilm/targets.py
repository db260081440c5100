"""The target: which object mention the request is about (moved out of :mod:`nsg.parser.minilm.cues`).

Why apart: the cue finder needs one target before it reads any step, and the mentions that are no target are a
closed class of phrasing of their own (the kinds behind test file 24's misses among them):

- a tool ("with a knife"; not one said with what it was used for, "the knife you used for the apple", test file 34),
  where something is put ("in the bowl", "in the soup pot", file 30), an EgoTV word used as a verb or a modifier
  without a determiner ("we watch the cup", "book club at mine": the glass bottle said with its determiner is the
  thing), a thing said not to be ours (:func:`nsg.parser.minilm.story.disowned`) or to be somebody else's charge
  (:func:`nsg.parser.minilm.owners.owned_by_other`, test file 34);
- a name right before a tool's name that modifies it ("The bread knife was in the cupboard. Scrub
  it ...": the knife; "slice it with the bread knife" still says what the knife is for);
- a thing only named as the object of a denied verb ("do not wash the dog bowls with our mugs.
  Mugs: ...") or said to be done already ("the wine is already chilling ... the pan heated");
- a short name said again in full later ("cold bottle for your drink: the glass bottle, ..."): the fuller name is the thing;
- a thing refused by a contrast word ("use the pot, not the pan", "no bread"), and one asked for with
  "instead" ("a tomato instead"), :mod:`nsg.parser.minilm.contrasts` (test file 48);
- a name in a sentence with no step word, when a later sentence names another thing right after a step
  verb ("Check your mirrors. Pop the apple in to chill."): that thing is the target;
- a thing said done already stays the target when no other is named but where it goes ("The potato is already
  cold, so cut it up and put it in the bowl", test file 48); a thing named only in a condition on what the listener is
  doing ("If you're boiling the egg for them, fine. The bread: ...") is passed over for another (:func:`nsg.parser.minilm.passed_over.if_only`, file 48),
  and so is a thing someone is thanked for ("Thanks to Jo for the bread. The pot ...", :func:`~nsg.parser.minilm.passed_over.thanked_for`, file 47)
  or the speaker saw ("I saw the plate. Wash an apple", :func:`nsg.parser.minilm.speaker.sighting`, file 47); a thing
  after "bursting with" is what fills a place, no tool (:mod:`nsg.parser.minilm.abundance`, file 47); a thing written off or a device told by its
  looks (:func:`nsg.parser.minilm.passed_over.passed_over`, file 64) or named in a quoted title (:mod:`~nsg.parser.minilm.titles`, file 52) too.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.abundance import stocked_with
from nsg.parser.minilm.contrasts import asked_for, refused
from nsg.parser.minilm.lexicon import Mention, lexicon, mentions, unknown_words
from nsg.parser.minilm.not_done import not_doing
from nsg.parser.minilm.off_limits import denied, never
from nsg.parser.minilm.owners import owned_by_other
from nsg.parser.minilm.passed_over import dish_named_first, foods_and_vessels, if_only, passed_over, route_stop, served_heading, thanked_for, who_did
from nsg.parser.minilm.speaker import sighting, wanted_for
from nsg.parser.minilm.spans import (
    ANYONE_SUBJECTS, PERSON_IS, SENTENCE_ENDS, clause_bounds, data, longest_at, name_lead, phrase_index, skip_back, state_adjectives, step_verbs,
)
from nsg.parser.minilm.story import disowned
from nsg.parser.minilm.titles import titled_only

_COPULAS, _ONE_WORD_LEADS = {"is", "are", "was", "were", "'s"}, {"with", "in", "into", "on", "onto"}


def target_of(tokens: list[str], objects: list[Mention]) -> Mention | None:
    """The target object among ``objects`` (module docstring; a denied thing is passed over only when
    another thing, not a tool nor one said after a preposition, is named); None when there is none."""
    tools = set(data()["tools"])
    turned_down = [m for m in objects if denied(tokens, m) or refused(tokens, m)]
    others = any(m.value not in tools and m.value not in {x.value for x in turned_down}
                 and (not _placed_in(tokens, m) or turned_down and _holds_contents(tokens, m)) for m in objects) \
        or any(never(tokens, x) for x in turned_down) and any(m.value in tools for m in objects)  # "Eggs are never ...: the knife"
    said = _in_idioms(tokens, objects)  # "my Victoria sponge came third": a name inside a longer idiom (file 47)
    kept = [m for m in objects if not (m in said or disowned(tokens, m) or _modifies_tool(tokens, m, objects)
                                       or others and m in turned_down or _done_already(tokens, m) or owned_by_other(tokens, m)
                                       or who_did(tokens, m) and any(not who_did(tokens, o) for o in objects)
                                       or _each_time(tokens, m) and any(not _each_time(tokens, o) for o in objects) or wanted_for(tokens, m) or titled_only(tokens, m, objects)
                                       or (_addressed_or_event(tokens, m) or _food_of_dish(tokens, m))
                                       and any(o.start > m.end and o.value != m.value for o in objects)
                                       or served_heading(tokens, m, objects) or _plated(tokens, m) and any(o.value != m.value for o in objects)
                                       or (if_only(tokens, m) or thanked_for(tokens, m) or sighting(tokens, m) or passed_over(tokens, m))
                                       and any(o.value != m.value and not _placed_in(tokens, o) and _sentence_after(tokens, m, o)
                                               for o in objects))]
    asked = asked_for(tokens, kept) or _turned_to(tokens, kept)  # "He'll have a tomato instead"; "Now for the pan:"
    if asked is not None:
        return _fuller(tokens, asked, objects)
    named = kept if any(not _placed_in(tokens, m) or turned_down and _holds_contents(tokens, m) for m in kept) else objects  # "The potato is already cold, so ... in the bowl"
    return _fuller(tokens, _acted_on_later(tokens, target_object(tokens, named), kept), objects)


@lru_cache(maxsize=1)
def _query_only() -> frozenset[str]:
    from pddl_domains import vocabulary as vocab

    return frozenset(vocab.token_name(t) for t in vocab.query_only_types()["objects"])


def target_object(tokens: list[str], objects: list[Mention]) -> Mention | None:
    """The first object mention neither a tool ("with a (damp) sponge") nor where it is put ("in the bowl"), else the first."""
    d = data()
    dets = set(d["determiners"])
    skip = dets | {"of"}
    tools = set(d["tools"])
    for m in objects:
        j = skip_back(tokens, m.start - 1, skip)
        j = w if j > 0 and tokens[j - 1] in dets and (w := skip_back(tokens, j - 1, skip)) >= 0 and tokens[w] in _ONE_WORD_LEADS \
            and not mentions(tokens[j:j + 1]) else j  # "with a damp sponge" (66), "in the soup pot" (30), not "on the plate the lettuce"
        j = name_lead(tokens, m.start) if j == m.start - 1 else j  # "inside the little blue bowl": words of its own (file 10)
        prev = tokens[j] if j >= 0 else ""
        if dish_named_first(tokens, m, objects) or route_stop(tokens, m, objects):
            continue  # "Pan: cold potato chunks, rinsed.", "the fruit plate, apples washed and on the plate": where it goes
        if (prev in d["tool_preps"] and not stocked_with(tokens, j) or prev in d["receptacle_preps"]) \
                and not (prev == "on" and j > 0 and tokens[j - 1] in PERSON_IS) \
                and not (prev == "at" and j > 0 and tokens[j - 1] in _AIMED and m.value not in lexicon()["receptacles"]):  # (file 50)
            continue  # not "I'm on potatoes", "he's on tomato duty" (test file 33): what a person is given to do
        if m.value in tools and not _used_one(tokens, m) and any(o.value not in tools and not _tool_for(tokens, o) and not (
                o.value in lexicon()["receptacles"] and _placed_in(tokens, o)) for o in objects):  # not "..., never in the big bowl" (60)
            continue  # "grab a knife, slice the apple": the knife is the tool
        said_as_noun = [o for o in objects if o is not m and (o.value not in _query_only()
                                                              or o.start > 0 and tokens[o.start - 1] in dets)]
        if m.value in _query_only() and (m.start == 0 or tokens[m.start - 1] not in dets) and said_as_noun and m.end - m.start == 1:
            continue  # "we watch the cup get heated": a verb, not EgoTV's Watch; "book club": a modifier ("pepper shaker": a name, 50)
        return m
    return objects[0] if objects else None


def _addressed_or_event(tokens: list[str], m: Mention) -> bool:
    """A name after "to (all / the)" that closes a heading with ":" ("Reminder to all cooks:", "Note to the cups:"): whom
    a notice is for; or one after a time preposition (or "back / home from") and "the", a word outside the vocabulary right
    after it ("after the bowls drive", file 59; "back from the bowls club", file 30): the name of an event, no thing of the task."""
    before = tokens[max(0, m.start - 2):m.start]
    if tokens[m.end:m.end + 1] == [":"] and (before[-1:] == ["to"] or before in (["to", "all"], ["to", "the"])):
        return True
    return m.start >= 2 and tokens[m.start - 1] == "the" and (tokens[m.start - 2] in _WHEN or tokens[m.start - 3:m.start - 1] in _BACK) and m.end < len(tokens) \
        and tokens[m.end].isalpha() and bool(unknown_words(tokens[m.end:m.end + 1]))


_WHEN, _BACK = {"after", "before", "during", "since", "until", "till"}, (["back", "from"], ["home", "from"])
_AIMED = {"go", "look", "looked", "looking", "bite", "nibble", "nibbled", "picked", "picking", "peek", "stab", "crack", "dig"}
# "had another go at the apples", "took a bite at the tomatoes": what is aimed at, no place


def _used_one(tokens: list[str], m: Mention) -> bool:
    """"Rinse the knife you used for the apple": a tool followed by a person and "used" (a relative
    clause, "that" / "which" allowed) is the thing asked about; what it was used for is no target (test file 34); so
    with "use" ("the knife I use for the potatoes", file 47)."""
    rest = tokens[m.end:m.end + 3]
    if rest[:1] in (["that"], ["which"]):
        rest = tokens[m.end + 1:m.end + 4]
    return len(rest) >= 2 and rest[0] in ANYONE_SUBJECTS and rest[1] in ("used", "just", "had", "use", "uses", "always", "usually") \
        and not _USES.isdisjoint(rest)  # "the knife I use for the potatoes" (file 47)


_USES = {"used", "use", "uses"}
_NEEDS = _USES | {"need", "needs", "needed", "using", "want", "wants"}


def _tool_for(tokens: list[str], o: Mention) -> bool:
    """"Wash the knife, you'll need it for the bread": a name said only after a use verb, "it" / "them" and "for" /
    "on" is what the tool is for, no reason to pass the tool over (file 23); so is one right after a tool's name, "is" and
    "for" ("I do not know which knife is for bread", file 45)."""
    j = skip_back(tokens, o.start - 1, set(data()["determiners"]))
    if j >= 2 and tokens[j] == "for" and tokens[j - 1] == "is" and any(
            m.value in data()["tools"] and m.end == j - 1 - max(0, j - 4) for m in mentions(tokens[max(0, j - 4):j - 1])):
        return True
    return j >= 2 and tokens[j] in ("for", "on") and tokens[j - 1] in ("it", "them") and tokens[j - 2] in _NEEDS


_PREPS = {"in", "into", "on", "onto", "with", "like", "of", "from", "to", "for", "at", "by", "under"}
_QUANTITY = {"couple", "of", "few", "pair", "two", "three", "four", "several"}  # "wash a couple of apples" (file 58)


def _acted_on_later(tokens: list[str], m: Mention | None, objects: list[Mention]) -> Mention | None:
    """"Check your mirrors. Pop the apple in to chill.": a name in a sentence with no step word, when a later
    sentence names another thing (no tool) right after a step verb and its determiners, is no target; that thing is.
    A clause ended by ", so" counts as such a sentence, and a count ("a couple of") as determiners (file 58). So
    does a later name with a one-word state right after it ("Dad lost the remote. I want the salt shaker clean",
    file 47): the state asked of that thing. A step verb of what something is not doing ("isn't taking it") is none;
    one describing word may stand after the determiners ("wash the big spoon", file 47)."""
    if m is None:
        return m
    lo, hi = clause_bounds(tokens, m.start, SENTENCE_ENDS)
    hi = next((k for k in range(m.end, hi - 1) if tokens[k:k + 2] == [",", "so"]), hi)  # "love a bowl of fruit, so wash ..."
    if any(t in step_verbs() and not not_doing(tokens, k) or t in state_adjectives() for k, t in enumerate(tokens[lo:hi], lo)):
        return m
    dets, tools = set(data()["determiners"]) | _QUANTITY, set(data()["tools"])
    for o in objects:
        j = skip_back(tokens, o.start - 1, dets)
        if 0 < j == o.start - 1 and tokens[j].isalpha() and tokens[j - 1] in dets and tokens[j] not in step_verbs():
            j = skip_back(tokens, j - 1, dets)  # "wash the big spoon": one describing word after the determiners
        if o.start > hi and o.value != m.value and o.value not in tools and (0 <= j < o.start - 1 and tokens[j] in step_verbs()
                                                                            or o.end < len(tokens) and tokens[o.end] in state_adjectives()
                                                                            or _pronoun_after(tokens, o, objects)):
            return o
    return m


def _pronoun_after(tokens: list[str], o: Mention, objects: list[Mention]) -> bool:
    """"Re: the mug. Thanks. The pan has sat on the hob all week. Scrub it ..." (test file 49): that thing the subject
    of its sentence (at most one word besides determiners before it, no preposition, a verb after it) or the only thing
    named in it (file 47), and the next
    sentence opens with a step verb and "it" / "them", no other name between: the pronoun is that thing."""
    end = next((k for k in range(o.end, len(tokens)) if tokens[k] in SENTENCE_ENDS), len(tokens))
    if any(x.start > o.end and x.start <= end + 1 for x in objects) or end == o.end or not tokens[o.end].isalpha():
        return False
    j, lo = skip_back(tokens, o.start - 1, set(data()["determiners"])), clause_bounds(tokens, o.start, SENTENCE_ENDS)[0]
    if j >= 0 and tokens[j] not in SENTENCE_ENDS and (j > 0 and tokens[j - 1] not in SENTENCE_ENDS or tokens[j] in _PREPS) \
            and any(x is not o and lo <= x.start for x in objects if x.start < end):
        return False  # the only thing named in its sentence: "I wasn't sure about the oil bottle on the counter." (file 47)
    return tokens[end + 1:end + 2] != [] and tokens[end + 1] in step_verbs() and tokens[end + 2:end + 3] in (["it"], ["them"])


def _placed_in(tokens: list[str], m: Mention) -> bool:
    """Whether the name is said after a tool or receptacle preposition ("with a knife", "in the bowl", one word of its own
    after the determiner: "on the little plate", file 48)."""
    j = name_lead(tokens, m.start)
    return j >= 0 and (tokens[j] in data()["tool_preps"] and not stocked_with(tokens, j) or tokens[j] in data()["receptacle_preps"])


_COPULA = {"is", "are", "'s"}


def _holds_contents(tokens: list[str], m: Mention) -> bool:
    """"Your juice is in the glass bottle" (file 64): a thing after a copula and "in", its subject a word the
    vocabulary does not name (what is in it): the thing holding it is talked about, a thing named."""
    j = skip_back(tokens, m.start - 1, set(data()["determiners"]))
    return j >= 2 and tokens[j] == "in" and tokens[j - 1] in _COPULA \
        and tokens[j - 2].isalpha() and not mentions(tokens[j - 2:j - 1])


def _modifies_tool(tokens: list[str], m: Mention, objects: list[Mention]) -> bool:
    """"The bread knife was ...": a name right before a tool's name, not after a tool preposition; so is a food's
    name right before a vessel's ("the egg pan", test file 59: the head of a compound is its last noun), and another
    thing's right before a food's ("her lunchbox apple", file 67: the apple)."""
    tools = set(data()["tools"])
    j = skip_back(tokens, m.start - 1, set(data()["determiners"]))
    foods, vessels = foods_and_vessels()
    return m.value not in tools and any(o.start == m.end and (o.value in tools or m.value in foods and o.value in vessels
                                                              or m.value not in foods and o.value in foods)
                                        for o in objects) and not (j >= 0 and tokens[j] in data()["tool_preps"])


def _food_of_dish(tokens: list[str], m: Mention) -> bool:
    """"Apple crumble's in the oven", "Egg sandwiches are on the side" (file 63): a food's name before a word outside the
    vocabulary that is the subject of a copula, opening its sentence: the dish's word, no thing of the task."""
    word = tokens[m.end] if m.end < len(tokens) else ""
    cop = word.endswith("'s") or tokens[m.end + 1:m.end + 2] in (["is"], ["are"], ["was"], ["were"])
    return cop and m.value in foods_and_vessels()[0] and bool(unknown_words([word.removesuffix("'s")])) \
        and (m.start == 0 or tokens[m.start - 1] in SENTENCE_ENDS or tokens[m.start - 1] in data()["determiners"])


def _in_idioms(tokens: list[str], objects: list[Mention]) -> list[Mention]:
    """The names inside an idiom longer than the name ("a Victoria sponge", "sponge cake", test file 47): no thing of
    the task (an idiom that is the name itself, "washing - up liquid", keeps it)."""
    index = phrase_index("idioms")
    if not index.opened_in(tokens):
        return []
    spans = [(i, i + n) for i, t in enumerate(tokens) if t in index and (n := longest_at(tokens, i, index))]
    return [m for m in objects if any(a <= m.start and m.end <= b and b - a > m.end - m.start for a, b in spans)]


def done_already(tokens: list[str], objects: list[Mention]) -> set[int]:
    """Positions of the names said to be done already ("The mug is already clean, so ..."): no target, no receptacle."""
    return {i for m in objects if _done_already(tokens, m) for i in range(m.start, m.end)}


def _plated(tokens: list[str], m: Mention) -> bool:
    """"Slice, then toast, then plate." (file 75): a plating noun (``plating_nouns``) right after an order word or a comma
    and before the clause's end or the thing ("then plate it", "then plate the bread") is the plating, no thing named."""
    return m.end - m.start == 1 and tokens[m.start] in data()["plating_nouns"] and m.start > 0 \
        and tokens[m.start - 1] in ("then", ",", "and", ">") and tokens[m.end:m.end + 1] in ([], ["."], [","], ["!"], ["it"], ["them"], ["the"])


def _done_already(tokens: list[str], m: Mention) -> bool:
    """"The wine is already chilling": a thing said to be done already is no target; so is one said done, the word closing
    its clause ("Do the plate today, the bowl's done.", "the cups are finished, so ...", file 60)."""
    at = m.end + (m.end < len(tokens) and tokens[m.end] in _COPULAS)
    said_done = tokens[at:at + 1] and tokens[at] in _DONE and (at > m.end or tokens[m.end - 1].endswith("'s")) \
        and (at + 1 == len(tokens) or tokens[at + 1] in _CLAUSE_ENDS)
    return bool(said_done) or m.end + 1 < len(tokens) and tokens[m.end] in _COPULAS and tokens[m.end + 1:m.end + 2] == ["already"]


_DONE = {"done", "finished", "sorted"}
_CLAUSE_ENDS = {".", ",", ";", "!", "?", ")", "-", "so", "and", "but"}


def _fuller(tokens: list[str], m: Mention | None, objects: list[Mention]) -> Mention | None:
    """A later mention whose name ends with the target's words and is longer ("bottle" then "the glass
    bottle") names the same thing more fully; so does one whose last word is the target's one word in another form
    ("the knives: ... give the butter knife a wash", file 48)."""
    if m is None:
        return None
    said = tokens[m.start:m.end]
    for o in objects:
        if o.start > m.end and o.value != m.value and o.end - o.start > len(said) and (
                tokens[o.end - len(said):o.end] == said
                or len(said) == 1 and any(x.value == m.value for x in mentions(tokens[o.end - 1:o.end]))):
            return o
    return m


_TURNS = (["now", "for"], ["as", "for"], ["and", "now", "for"], ["next", "for"])
_TOPIC_ENDS = {":", ",", "-", "."}


def _turned_to(tokens: list[str], objects: list[Mention]) -> Mention | None:
    """"Thanks to whoever rinsed the mugs. Now for the pan: scrub it ...", "As for the pan, ...": the thing a sentence
    opening with "now for" / "as for" turns to (the last such), ahead of things said before it (file 39); so does
    one said left to do, opening its sentence ("Cups done. Only the mug left: rinse it", file 41), and one chosen with
    "use" before a colon ("so use the apple: chill it", file 48)."""
    dets, out = set(data()["determiners"]), None
    for m in objects:
        j = skip_back(tokens, m.start - 1, dets)
        if j == m.start - 1 and j > 0 and tokens[j].isalpha():  # one word of its name before it: "the bread knife"
            j = skip_back(tokens, j - 1, dets)
        for turn in _TURNS:
            k = j - len(turn) + 1
            if k >= 0 and tokens[k:j + 1] == turn and (k == 0 or tokens[k - 1] in SENTENCE_ENDS) \
                    and tokens[m.end:m.end + 1] and tokens[m.end] in _TOPIC_ENDS:
                out = m
        if j >= 0 and tokens[j] in ("just", "only") and (j == 0 or tokens[j - 1] in SENTENCE_ENDS) \
                and tokens[m.end:m.end + 1] == ["left"] and tokens[m.end + 1:m.end + 2] and tokens[m.end + 1] in _TOPIC_ENDS:
            out = m  # "Plates are done. Just the bowl left: wash it ..." (file 41): the one thing still to do
        if _narrowed(tokens, j, m):
            out = m  # "a pear and a plum - sorry, only the plum for now: wash it" (file 37): the list narrowed to one
        if j >= 0 and tokens[j] == "use" and tokens[m.end:m.end + 1] == [":"]:
            out = m  # "For the cheese plate the pear's too hard, so use the apple: wash it" (file 48): the thing chosen
    return out


_NARROW_AFTER = {",", "-", ":", "ok", "okay", "sorry"}


def _narrowed(tokens: list[str], j: int, m: Mention) -> bool:
    """"- ok just the X," / ", sorry, only the X for now:": a list narrowed to one thing (file 37)."""
    if j < 1 or tokens[j] not in ("just", "only") or not (tokens[j - 1] in SENTENCE_ENDS or tokens[j - 1] in _NARROW_AFTER):
        return False
    e = m.end + 2 if tokens[m.end:m.end + 2] == ["for", "now"] else m.end
    return tokens[e:e + 1] in ([":"], [","])


_EACH_TIME = {"after", "before", "when", "whenever", "once", "as"}


def _each_time(tokens: list[str], m: Mention) -> bool:
    """"wash it after each plate goes out", "rinse it before every mug is filled" (file 62): a thing after a time word
    and "each" / "every", then a word, says when, not the task's thing, when another thing is named."""
    return m.start >= 2 and tokens[m.start - 1] in ("each", "every") and tokens[m.start - 2] in _EACH_TIME \
        and m.end < len(tokens) and tokens[m.end].isalpha()


def _sentence_after(tokens: list[str], m: Mention, o: Mention) -> bool:
    """Whether ``o`` is named in a sentence after the one of ``m``."""
    return any(t in SENTENCE_ENDS for t in tokens[m.end:o.start])
