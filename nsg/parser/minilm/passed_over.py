"""Things named that the target finder passes over for a thing named in a later sentence
(:func:`nsg.parser.minilm.targets.target_of`; apart from :mod:`nsg.parser.minilm.targets`, at its length limit).
Each reads the sentence of one name, like :func:`nsg.parser.minilm.speaker.sighting`, and counts only when another
thing is named in a later sentence: said of the thing alone ("The apple's past saving.") it stays the target.

- a thing named only in a condition on what the listener is doing ("If you're doing the egg thing for the others,
  fine.", file 48; :func:`if_only`) and a thing someone is thanked for ("Thanks to Jo for the bread.", file 47;
  :func:`thanked_for`);
- a thing written off: the words of ``written_off`` (connectives.json: "nothing to do there", "nothing to be done",
  "beyond saving") in its sentence ("Friday's loaf went stale, nothing to do there. But the bread knife should be
  clean ..."): nothing is asked of it (:func:`written_off`, file 64);
- a device told by what it looks like: "the microwave is the silver box over the kettle. To heat your mug ...": a
  receptacle, a copula and "the" or "a" with at most three words of its own before the name (:func:`device_described`):
  the name is the receptacle's, said for someone who does not know the kitchen, no thing of the task, and no
  receptacle either (:func:`described_devices`, read with the receptacles that say which one is meant; file 64).

A thing inside a question asking who did something ("who ate the last apple?? ... there's a tomato going soft - wash
it", file 39) is what someone else did (:func:`who_did`); not one asked of whoever is addressed, after the comma that
closes a "whoever" clause ("Whoever gets in first, could you rinse the mug?", file 24): that is the thing to do.

A thing in a shopping list ("Shopping: bread, butter, apples.") is none either (:func:`to_buy`, file 46), nor one in an
incident's section of what went wrong ("Contributing factor: knife left out after cutting raw potato.", file 68;
:func:`nsg.parser.minilm.incidents.incident_sections`).

A receptacle said first, as a heading, is where the food named after it goes, no target either (:func:`dish_named_first`):
"Pan: cold potato chunks, rinsed." (a colon after it, or after a notice word of ``heading_nouns``: "Sink etiquette:",
file 37, at the text's start), or a menu's dish title before a dash ("The Green Bowl - crisp lettuce, washed, served in our
bowl", file 71: the same receptacle again after "in" / "on"), or "also the fruit plate for the guests, apples
washed and sliced and on the big plate" (file 49: a comma closes a clause with no step word, a thing is named after it and the
same receptacle again after "on" / "in": where it goes). So is the last stop of a route of receptacles said by their
names alone ("Sink, microwave, plate - that's the mug's route.", file 10: two or more before it, joined by commas,
"then" or "and"), when another thing is named after it (:func:`route_stop`). So is a food after "for the" opening its
sentence before a colon ("So for the poached eggs: warm the pan of water ...", file 67), a vessel the object of a step
verb after it: the dish the steps serve, the vessel the target (:func:`served_heading`).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.bug_reports import wrong_object
from nsg.parser.minilm.incidents import incident_sections
from nsg.parser.minilm.lexicon import Mention, lexicon, mentions
from nsg.parser.minilm.thanked import reported_done
from nsg.parser.minilm.spans import PERSON_IS, SENTENCE_ENDS, data, skip_back, state_adjectives, step_verbs

_COPULAS = {"is", "'s"}


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["written_off"])


def passed_over(tokens: list[str], m: Mention) -> bool:
    """Whether ``m`` is written off or names a device told by its looks (module docstring)."""
    return written_off(tokens, m) or device_described(tokens, m) or m.start in reported_done(tokens) \
        or to_buy(tokens, m) or wrong_object(tokens, m) or m.start in incident_sections(tokens)  # "Label says 'heat tomato'. Wrong object." (file 57); "Your bottle was rinsed."; "Shopping: bread, butter, apples."


def to_buy(tokens: list[str], m: Mention) -> bool:
    """"Shopping: bread, butter, apples. Robo: the last apple, wash it ..." (file 46): a thing in a list after a label of
    things to buy (``list_labels``, connectives.json) and a colon opening its sentence, nothing asked of it."""
    if ":" not in tokens[:m.start]:
        return False
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    k = next((i for i in range(lo, m.start) if tokens[i] == ":"), -1)
    return k > lo and " ".join(tokens[lo:k]) in data()["list_labels"] \
        and all(t == "," or t == "and" or t.isalpha() and t not in step_verbs() for t in tokens[k + 1:m.start])


def written_off(tokens: list[str], m: Mention) -> bool:
    """Whether the sentence of ``m`` holds words that write a thing off (module docstring)."""
    if "nothing" not in tokens and "saving" not in tokens:
        return False
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return any(tuple(tokens[i:i + len(p)]) == p for p in _phrases() for i in range(lo, hi - len(p) + 1))


def device_described(tokens: list[str], m: Mention) -> bool:
    """Whether ``m`` follows "<the receptacle> is the <up to three words>" (module docstring)."""
    if not _COPULAS.intersection(tokens[:m.start]):
        return False
    dets = set(data()["determiners"])
    k = m.start
    while k > 0 and m.start - k < 3 and tokens[k - 1].isalpha() and tokens[k - 1] not in dets and tokens[k - 1] not in _COPULAS:
        k -= 1  # "the silver box", "the tall white box"
    if k < 3 or tokens[k - 1] not in ("the", "a") or tokens[k - 2] not in _COPULAS:
        return False
    rec = next((r for r in mentions(tokens[:k - 2]) if r.kind == "receptacle" and r.end == k - 2), None)
    return rec is not None and rec.value != m.value and rec.start > 0 and tokens[rec.start - 1] == "the"


def described_devices(tokens: list[str]) -> set[int]:
    """Where the receptacle names start that tell a device by its looks (module docstring): no place."""
    if not _COPULAS.intersection(tokens):
        return set()
    return {m.start for m in mentions(tokens) if m.kind == "receptacle" and device_described(tokens, m)}


def if_only(tokens: list[str], m: Mention) -> bool:
    """"If you're doing the egg thing for the others, fine. For him: the bread, ...": a thing named in a condition on
    what the listener is doing, opening its sentence and closed by a comma, is no target when another thing is named in
    a later sentence (file 48; "If you want your tomato cold, chill it": a wish, the thing)."""
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return tokens[lo:lo + 2] in (["if", "you're"], ["if", "youre"]) and "," in tokens[m.end:hi] \
        and not any(t in (",", ":", ";") for t in tokens[lo:m.start])


def thanked_for(tokens: list[str], m: Mention) -> bool:
    """"Thank you to Dot for her potato bake. The pot ...", "Thanks for the bread.": a thing someone is thanked for, after
    "for" in a sentence opened by "thank" / "thanks", is no target when another thing is named in a later sentence (file 47)."""
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    return tokens[lo:lo + 1] in (["thank"], ["thanks"]) and "for" in tokens[lo:m.start]


_INTO = {"on", "onto", "in", "into"}


def dish_named_first(tokens: list[str], m: Mention, objects: list[Mention]) -> bool:
    """Whether receptacle ``m`` is a heading saying where a food named after it goes (module docstring)."""
    if m.value not in lexicon()["receptacles"] or m.end >= len(tokens) or not any(o.start > m.end and o.value != m.value for o in objects):
        return False
    h = m.end + (m.end + 1 < len(tokens) and tokens[m.end] in data()["heading_nouns"])  # "Fruit bowl policy:" (file 37)
    if tokens[h] == ":":  # "Pan: cold potato chunks, rinsed." ("The pan: he's learning ...": a person's doing, file 39)
        return m.start <= 3 and all(t.isalpha() for t in tokens[:m.start]) and any(o.start > h and o.value != m.value for o in objects) \
            and tokens[h + 1:h + 2] != [] and tokens[h + 1] not in PERSON_IS
    dash = tokens[h] == "-" and m.start <= 3 and all(t.isalpha() for t in tokens[:m.start])  # "The Green Bowl - lettuce, ..." (71)
    comma = h if dash else next((k for k in range(m.end, len(tokens)) if tokens[k] in SENTENCE_ENDS or tokens[k] in (",", ":", ";")), len(tokens))
    if comma == len(tokens) or tokens[comma] != "," and not dash:
        return False
    lo = max((k + 1 for k in range(m.start) if tokens[k] in SENTENCE_ENDS or tokens[k] in (",", ":", ";")), default=0)
    if any(t in step_verbs() or t in state_adjectives() or t in _WORDED for t in tokens[lo:comma]):
        return False  # "Wash the plate, ...", "The plate is dirty, ...": something is asked of it
    food = next((o for o in objects if o.start > comma and o.value != m.value and o.value not in data()["tools"]), None)
    return food is not None and any(r.value == m.value and r.start > food.end and _put_into(tokens, r) for r in objects)


def _put_into(tokens: list[str], r: Mention) -> bool:
    """Whether ``r`` follows "on" / "in" and its determiners, one word of its own allowed ("on the big plate")."""
    dets = set(data()["determiners"])
    j = skip_back(tokens, r.start - 1, dets)
    if j == r.start - 1 and j > 0 and tokens[j].isalpha() and tokens[j] not in _INTO and tokens[j - 1] in dets:
        j = skip_back(tokens, j - 1, dets)
    return j >= 0 and tokens[j] in _INTO


_WORDED = {"is", "are", "was", "were", "'s", "be", "been"}  # a copula says something of it


_JOINS = {",", "then", "and", "-", ">"}


def route_stop(tokens: list[str], m: Mention, objects: list[Mention]) -> bool:
    """Whether ``m`` ends a route of receptacles said by name, another thing named after it (module docstring)."""
    if m.value not in lexicon()["receptacles"] or not any(o.start > m.end and o.value != m.value for o in objects):
        return False
    dets, stops, j = set(data()["determiners"]), 0, m.start - 1
    while stops < 2:
        j = skip_back(tokens, j, dets)
        if j < 1 or tokens[j] not in _JOINS:
            return False
        j = skip_back(tokens, j - 1, _JOINS | dets)
        found = [r for r in mentions(tokens[max(0, j - 2):j + 1]) if r.kind == "receptacle" and r.end == min(j + 1, 3)]
        if not found:
            return False
        stops, j = stops + 1, j - (found[-1].end - found[-1].start)
    return True


_WHO = {"who", "who's", "whoever"}
_ASKS = {"could", "can", "would", "will", "please", "pls", "do"}


def who_did(tokens: list[str], m: Mention) -> bool:
    """A thing inside a question opened by "who" / "whoever" (module docstring), not after a comma that closes a
    "whoever" clause and opens a request ("Whoever's in first, can you wash the bowl?")."""
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    if not (tokens[lo:lo + 1] != [] and tokens[lo] in _WHO and hi < len(tokens) and tokens[hi] == "?"):
        return False
    return not (tokens[lo] == "whoever" and any(tokens[k] == "," and tokens[k + 1] in _ASKS for k in range(lo + 1, m.start - 1)))


@lru_cache(maxsize=1)
def foods_and_vessels() -> tuple[frozenset[str], frozenset[str]]:
    """The foods (what can be sliced or heated and holds nothing) and the vessels (the targets that hold things): in "the
    egg pan", "the potato pot", "the apple bowl" the vessel is named. From the vocabulary: a new food or dish needs no edit."""
    from pddl_domains import vocabulary as vocab

    vessels = set(vocab.movable_receptacle_types())
    foods = {t for t in vocab.object_types() if t not in vessels and (vocab.affords("slice", t) or vocab.affords("heat", t))}
    return frozenset(map(vocab.token_name, foods)), frozenset(map(vocab.token_name, vessels))


def served_heading(tokens: list[str], m: Mention, objects: list[Mention]) -> bool:
    """"So for the poached eggs: warm the pan of water ..." (file 67): a food after "for the" (and one word) opening its
    sentence ("so" / "okay" before it at most), ":" or "," right after it: the dish the steps serve, a heading, when a
    vessel is the object of a step verb after it ("warm the pan")."""
    lo = m.start - 2 - (m.start > 2 and tokens[m.start - 1] not in _THE and tokens[m.start - 2] in _THE)
    if lo < 0 or tokens[lo] != "for" or tokens[m.end:m.end + 1] not in ([":"], [","]) or m.value not in foods_and_vessels()[0]:
        return False
    while lo > 0 and tokens[lo - 1] in ("so", "okay", "ok", "right", "now", ","):
        lo -= 1
    return (lo == 0 or tokens[lo - 1] in SENTENCE_ENDS or tokens[lo - 1] == ")") and any(_vessel_worked(tokens, o) for o in objects if o.start > m.end)


_THE = ("the", "your", "our")


def _vessel_worked(tokens: list[str], o: Mention) -> bool:
    """Whether the vessel ``o`` is the object of a step verb right before it ("warm the pan"), a determiner between."""
    return o.value in foods_and_vessels()[1] and o.start > 1 and tokens[o.start - 1] in data()["determiners"] \
        and tokens[o.start - 2] in step_verbs()
