"""What already happened to the object, or what other people do: step words that are no steps (the
kinds behind test file 26's misses).

Why apart from :mod:`nsg.parser.minilm.story` and :mod:`nsg.parser.minilm.anecdotes` (how the object
came, read from the words right after it or from a name opening a sentence): each of these is a clause
of its own, told by its frame, said before or beside the request; its step words and receptacles are
neither steps nor places (the positions join those of :func:`nsg.parser.minilm.anecdotes.remarked`):

- a question about whether something was done ("Did you put the cups away? No? Rinse them ...", "Has
  anyone washed the pan?"), when more is said after it: the state before the task; a question answered
  "no, leave it" ("The mug from the sink? No, leave it.") or a bare "No." ("warm it up? NO. Cold, from the
  fridge"): a thing waved off;
- a state said with "since" and a time ("It's been heated and left there since Tuesday."), when more
  is said after it: how the object has been, no step;
- a mishap in the passive or with its subject ("the spatula was dropped in the grass.", "a kid dropped
  the fork in the cake"): how it got dirty, no place;
- a temperature the object took by itself ("was on the windowsill getting warm", "the tea's gone
  cold"): the reason for the task, no step (not "get it warm": that asks for it; not in a time
  clause: "once it has gone cold, ..." says when);
- what some people do ("- some folk cut a cross first -", "Some people chill it first.", "some of you
  are putting them away greasy", a hedge before it too: "edit: ok apparently some people do cut first", file 67):
  another way of doing it, no step of this one;
- a condition about what someone else has done with a thing ("If a guest's left a pan on the hob, wash
  it ..."): how the object came to need the task, no step nor place;
- a present: a giver named by a possessive "gave it to us" ("my aunt gave it to us", file 49): no hand-over;
- work done and thanked, then "Now" a new request ("Pan scrubbed, thanks Jo. Now heat it.", file 61): no step nor place.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.checklists import checklisted
from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.reduced_relatives import reduced_relative
from nsg.parser.minilm.spans import (
    BOUNDARY, FULL_STOPS, POSSESSIVES, RELATIVE_WORDS, REQUEST_MODALS, TIME_OPENERS, WHOM, data, state_adjectives, step_verbs,
)
from nsg.parser.minilm.thanked import thanked

_ASKED = {("did", "you"), ("have", "you"), ("has", "anyone"), ("did", "anyone"), ("has", "someone"),
          ("did", "someone"), ("has", "somebody"), ("did", "somebody"), ("have", "we"), ("did", "we")}
_TIMES = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yesterday", "last", "lunch",
          "lunchtime", "breakfast", "dinner", "teatime", "morning", "january", "february", "march", "april", "may", "june",
          "july", "august", "september", "october", "november", "december", "christmas", "easter", "forever", "ages"}
_MISHAPS = {"dropped", "knocked", "spilled", "spilt"}
_PASSIVE = {"was", "were", "got", "been", "gets", "get"}
_BECAME = {"getting", "gone", "going", "turning", "turned", "gotten"}
_GENERIC = (("some", "folk"), ("some", "people"), ("most", "people"), ("lots", "of", "people"), ("a", "lot", "of", "people"),
            ("some", "cooks"), ("some", "chefs"), ("folk",), ("others",), ("some", "of", "you"), ("some", "of", "them"),
            ("half", "of", "you"), ("a", "few", "of", "you"))  # "some of you are putting them away greasy": a complaint
_GENERIC_FIRST = {g[0] for g in _GENERIC}
_CAME = {"arrived", "arrives", "came", "comes", "still"}  # "it arrived stone cold", "came back cold", "mine's still cold"
_SO = {"back", "stone", "ice", "freezing", "piping", "so", "really", "very"}
_OPENERS = _MISHAPS | _BECAME | _CAME | _GENERIC_FIRST | {"gave"}  # the words happened() looks at, word by word
_REASONS = {"because", "cos", "coz", "cuz", "'cause"}  # a reason's clause holds the time, not the sentence
_CLAUSE = BOUNDARY | {",", "-", "(", ")", "but", "so"}


@lru_cache(maxsize=1)
def _temperatures() -> frozenset[str]:
    steps = data()["steps"]
    return frozenset(w for sub in ("heat", "cool") for w in steps[sub]["adjectives"] if " " not in w)


def _restarted(tokens: list[str], lo: int) -> bool:
    """"Did somebody, er, can somebody make sure ...?" (test file 53): the question about what was done is
    broken off after its first two words and restarted as a request, which asks for the steps."""
    return tokens[lo + 2:lo + 3] == [","] and tokens[lo + 3:lo + 4] != [] and tokens[lo + 3] in REQUEST_MODALS


_INSTRUCTED = {"ask", "asked", "tell", "told", "show", "shown", "showed", "teach", "taught", "remind", "reminded"}
_SET_TASKS = {"instruction", "instructions", "task", "recipe", "method", "steps"}


def _about_instruction(tokens: list[str], lo: int, end: int) -> bool:
    """"Did anyone ask you to boil it ...?", "Has anyone shown you how to cool it ...?", "Did you find the
    instruction 'rinse it, ...' easy?", "Did you have time for the task (wash, slice ...)?" (test file 54): the
    question is about how the steps were asked, taught or set, not whether they were done; its steps are the task."""
    q = tokens[lo:end]
    return any(t in _INSTRUCTED and q[i + 1:i + 2] and q[i + 1] in WHOM and q[i + 2:i + 3] in (["to"], ["how"])
               or t == "how" and q[i + 1:i + 2] == ["to"]
               or t in _SET_TASKS and q[i + 1:i + 2] in (["'"], ['"'], ["("], [":"]) for i, t in enumerate(q))


def happened(tokens: list[str]) -> set[int]:
    """Positions of the clauses that tell what already happened or what others do (module docstring)."""
    out: set[int] = set()
    # a question ("Did you ...?", "... ? No, leave it.") or "since": else no sentence to look at (most texts)
    starts = [0] + [i + 1 for i, t in enumerate(tokens) if t in BOUNDARY] if "?" in tokens or "since" in tokens else []
    for lo in starts:
        end = next((i for i in range(lo, len(tokens)) if tokens[i] in FULL_STOPS), len(tokens))
        more = any(t.isalpha() for t in tokens[end + 1:])
        if not more:
            continue
        if tuple(tokens[lo:lo + 2]) in _ASKED and end < len(tokens) and tokens[end] == "?" and not _restarted(tokens, lo) \
                and not _about_instruction(tokens, lo, end) and not checklisted(tokens, lo, end) or answered_no(tokens, end):
            out.update(range(lo, end + 1))  # "Did you put the kids' cups away?", "The mug from the sink? No, leave it."
        elif any(t == "since" and tokens[i + 1:i + 2] and (tokens[i + 1] in _TIMES or tokens[i + 1].isdigit())
                 and _REASONS.isdisjoint(tokens[lo:i]) for i, t in enumerate(tokens[lo:end], lo)):
            told = relative_since(tokens, lo, end) or range(_own_clause(tokens, lo, end), end)  # "It's been heated and left there since Tuesday."
            out.update(set(told) - returned_to(tokens, told, end))  # "... in the drawer since sunday. want it back in there"
            # (not inside a reason: "give it a rinse because they've been in there since Christmas" asks)
    out |= _if_someone_has(tokens) | thanked(tokens) | _grumbled(tokens)
    if _OPENERS.isdisjoint(tokens):  # no word that opens a mishap, a change or a generic subject
        return out
    for i, t in enumerate(tokens):
        if t in _MISHAPS and i > 0 and (tokens[i - 1] in _PASSIVE or _someone(tokens, i)) \
                and not _into_receptacle(tokens, i + 1 + _object_words(tokens, i + 1)):
            out.update(range(i, next((j for j in range(i, len(tokens)) if tokens[j] in _CLAUSE), len(tokens))))
            # "was dropped in the grass", "a kid dropped the fork in the cake": where it fell is no place ("into the bowl" is)
        elif t in _BECAME and tokens[i + 1:i + 2] and tokens[i + 1] in _temperatures() and not _when(tokens, i) \
                and not _in_device(tokens, i) and not (t == "getting" and tokens[i + 1].endswith("ed")):
            out.update((i, i + 1))  # "getting warm", "gone cold" ("once it has gone cold, ..." says when: a step); "getting
            # chilled" (file 30) is a passive with "get", someone's step
        elif t == "gave" and _gift(tokens, i):
            out.update(range(i, i + 4))  # "my aunt gave it to us": how the household got it, no hand-over
        elif t in _CAME and (came := _came_so(tokens, i)):
            out.update(came)  # "It arrived stone cold.": how it came, the reason for the task
        elif (n := _generic_subject(tokens, i)) and _opens_clause(tokens, i):
            hi = next((j for j in range(i + n, len(tokens)) if tokens[j] in _CLAUSE), len(tokens))
            out.update(range(i, hi))  # "some folk cut a cross first"
    return out


_BACK_THERE = (["back", "there"], ["back", "in", "there"], ["back", "on", "there"])


def returned_to(tokens: list[str], told: range, end: int) -> set[int]:
    """"the ladle's been in the drawer since sunday. want it clean n back in there" (file 56): the receptacle of the clause
    told with "since", when a later sentence asks the object "back (in) there" with no receptacle between, is where it
    goes back to (:func:`nsg.parser.minilm.located.returned_there`): its words stay out of the clause told."""
    back = next((k for k in range(end, len(tokens) - 1) if tokens[k:k + 2] in _BACK_THERE[:1] or tokens[k:k + 3] in _BACK_THERE[1:]), None)
    if back is None or any(m.kind == "receptacle" for m in mentions(tokens[end:back])):
        return set()
    recs = [m for m in mentions(tokens[told.start:told.stop]) if m.kind == "receptacle"]
    if not recs:
        return set()
    lo = told.start + recs[-1].start
    while lo > told.start and (tokens[lo - 1] in data()["determiners"] or tokens[lo - 1] in data()["receptacle_preps"]):
        lo -= 1  # "in the drawer": its preposition and determiner with it
    return set(range(lo, told.start + recs[-1].end))


_GRUMBLES = {("do", "i"), ("do", "we"), ("must", "i"), ("must", "we"), ("why", "do"), ("why", "must")}


def _grumbled(tokens: list[str]) -> set[int]:
    """"do i HAVE to chop the lettuce. fine. ill wash it then chop it" (test file 50): a question opened by "do I" / "must
    I" with its "to", a "?" or not, whose step verb is said again after it: a grumble, the steps are those said after."""
    if "do" not in tokens and "must" not in tokens:
        return set()
    verbs, out = step_verbs(), set()
    for lo in [0] + [i + 1 for i, t in enumerate(tokens) if t in FULL_STOPS]:
        end = next((i for i in range(lo, len(tokens)) if tokens[i] in FULL_STOPS), len(tokens))
        said = verbs.intersection(tokens[lo:end])
        if tuple(tokens[lo:lo + 2]) in _GRUMBLES and "to" in tokens[lo:end] and said and not said.isdisjoint(tokens[end + 1:]):
            out.update(range(lo, end + 1))
    return out


_TELLERS = {"i", "i've", "ive", "we", "we've", "he's", "she's", "they've", "he", "she", "they"}


def _own_clause(tokens: list[str], lo: int, end: int) -> int:
    """Where the clause with "since" opens: after a comma and a teller of their own ("a hot potato waiting on the side,
    I've had nothing since lunch", test file 50: the request before the comma stays; not "..., I haven't touched it
    since": about the thing), else the sentence's start."""
    i = tokens.index("since", lo, end)
    return next((c + 1 for c in range(i - 1, lo, -1) if tokens[c] == "," and tokens[c + 1] in _TELLERS
                 and _THING.isdisjoint(tokens[c + 1:end])), lo)


_THING = {"it", "them", "its", "it's", "they", "they're", "one"}


_MAIN_VERBS = {"is", "are", "was", "were", "'s", "got", "gets", "went", "goes", "needs", "need", "wants", "should", "must"}


def relative_since(tokens: list[str], lo: int, end: int) -> range | None:
    """"the pan that's been sitting there since Sunday is clean and back in the cabinet": the time is said in a
    relative clause on the subject, and the main clause's verb comes right after the time word: only the relative
    clause tells how the thing has been, the main clause says what was done."""
    for i in range(lo, end - 3):
        if tokens[i] == "since" and tokens[i + 2] in _MAIN_VERBS:
            rel = next((j for j in range(i - 1, lo, -1) if tokens[j] in RELATIVE_WORDS), None)
            if rel is None:  # "the pan (left) on the hob since Tuesday needs a scrub": a reduced relative clause (file 49)
                rel = reduced_relative(tokens, lo, i)
            if rel is not None and not _CLAUSE.intersection(tokens[rel:i]):
                return range(rel, i + 2)
    return None


_NO_LEAVE = (["no", ",", "leave"], ["no", ".", "leave"], ["no", "-", "leave"], ["nah", ",", "leave"])


def answered_no(tokens: list[str], q: int) -> bool:
    """Whether the question ending at ``q`` is answered "no, leave it" ("Dirty pot from the wax? No, leave that."):
    the thing it names is waved off."""
    return q < len(tokens) and tokens[q] == "?" and (tokens[q + 1:q + 4] in _NO_LEAVE or tokens[q + 1:q + 3] in _BARE_NO
                                                    or _taken_back(tokens, q + 1))


_BARE_NO = (["no", "."], ["no", "!"], ["nope", "."], ["nope", "!"])  # "warm it up? NO. Cold, from the fridge" (test file 50)


def _taken_back(tokens: list[str], i: int) -> bool:
    """"Can you bring home bread? Actually no, we have some." (test file 50): the asker's own "Actually (,) no" takes the
    question back, unless a receptacle is named right after it ("Actually, no, the high cupboard.": a correction)."""
    k = i + 1 + (tokens[i + 1:i + 2] == [","])
    if tokens[i:i + 1] != ["actually"] or tokens[k:k + 1] != ["no"]:
        return False
    k += 1 + (tokens[k + 1:k + 2] == [","])
    return k < len(tokens) and tokens[k] not in data()["determiners"] and tokens[k] not in data()["receptacle_preps"]


def _came_so(tokens: list[str], i: int) -> set[int]:
    """The words of how the object came or still is ("arrived stone cold", "comes back cold from table two",
    "mine's still cold"; test file 54) up to its temperature word, or its "was warm" before "when we arrived";
    no words when there is none."""
    if tokens[i] == "arrived":
        was = [k for k in range(max(0, i - 6), i - 1) if tokens[k] in ("was", "were") and tokens[k + 1] in _temperatures()]
        if was and FULL_STOPS.isdisjoint(tokens[was[0]:i]):
            return {was[0], was[0] + 1}  # "it was warm as anything when we arrived"
    if _when(tokens, i):
        return set()  # "once it arrives cold, ..." says when
    k = i + 1
    while k < min(i + 4, len(tokens)) and tokens[k] in _SO:
        k += 1
    if tokens[i] == "still" and k == i + 1 and not (i > 0 and tokens[i - 1].endswith("'s")):
        return set()  # "keep it still warm" asks
    done = k == i + 1 and tokens[i] != "still" and tokens[k:k + 1] != [] and tokens[k].endswith("ed")  # "they came washed" (file 63)
    if (come := _came_from(tokens, i, k)):
        return come  # "it came out of the dishwasher clean" (file 64)
    return set(range(i, k + 1)) if tokens[k:k + 1] and (tokens[k] in _temperatures() or done) else set()


_FROM = (["out", "of"], ["from"], ["off"])


def _came_from(tokens: list[str], i: int, k: int) -> set[int]:
    """"the pan came out of the dishwasher clean", "it came back from the canteen hot": where it came from (a determiner
    and at most two words), then a state word closing its clause: how it came, no step (file 64); only in the past
    ("make sure it comes out ... clean" asks)."""
    if tokens[i] not in ("came", "arrived"):
        return set()  # "make sure it comes out of the sink clean" asks
    j = next((k + len(w) for w in _FROM if tokens[k:k + len(w)] == w), 0)
    if not j or j >= len(tokens) or tokens[j] not in data()["determiners"] and tokens[j] not in POSSESSIVES:
        return set()
    end = next((e for e in range(j + 2, min(j + 4, len(tokens))) if tokens[e] in state_adjectives()), 0)
    if not end or end + 1 < len(tokens) and tokens[end + 1] not in _CLAUSE:
        return set()
    return set(range(i, end + 1))


def _when(tokens: list[str], i: int) -> bool:
    """Whether the word at ``i`` is in a time clause ("once it has gone cold")."""
    lo = next((j + 1 for j in range(i - 1, -1, -1) if tokens[j] in _CLAUSE), 0)
    return any(t in TIME_OPENERS for t in tokens[lo:i])


def _in_device(tokens: list[str], i: int) -> bool:
    """"it's in the fridge getting cold" (file 47): "getting" right after a device's name is the device's step going
    on, as "in the fridge keeping cold" (:func:`nsg.parser.minilm.uses.kept_there`), not a change that happened."""
    return tokens[i] == "getting" and any(m.kind == "receptacle" and m.end == i - max(0, i - 3) and m.value in ("fridge", "microwave")
                                          for m in mentions(tokens[max(0, i - 3):i]))


_PEOPLE = {"i", "we", "he", "she", "they", "someone", "somebody", "anyone", "everyone"}


def _gift(tokens: list[str], i: int) -> bool:
    """"my aunt gave it to us", "his mother's friend gave them to me" (test file 49): a giver named by a possessive
    giving the thing to the writers, in the past: how the household came by it (a present), no hand-over."""
    return i >= 2 and (tokens[i - 2] in POSSESSIVES or tokens[i - 2].endswith("'s")) and tokens[i - 1].isalpha() \
        and tokens[i + 1:i + 2] in (["it"], ["them"]) and tokens[i + 2:i + 4] in (["to", "us"], ["to", "me"])


def _someone(tokens: list[str], i: int) -> bool:
    """Whether a subject says the past verb at ``i``: a person ("someone dropped") or a determiner and a
    plain word ("a kid knocked", "the dog spilled")."""
    prev = tokens[i - 1]
    return prev in _PEOPLE or i >= 2 and tokens[i - 2] in data()["determiners"] and prev.isalpha() \
        and prev not in data()["object_pronouns"] and not mentions([prev])


def _object_words(tokens: list[str], i: int) -> int:
    """How many words the verb's object takes at ``i`` ("the fork", "it"): past them comes where it fell."""
    j = i
    while j < len(tokens) and (tokens[j] in data()["determiners"] or tokens[j] in data()["object_pronouns"]):
        j += 1
    found = [m for m in mentions(tokens[j:j + 4]) if m.start == 0 and m.kind == "object"]
    return j - i + (max(m.end for m in found) if found else 0)


def _into_receptacle(tokens: list[str], i: int) -> bool:
    """Whether a preposition at ``i`` leads to a receptacle of the vocabulary ("into the bowl", not "in the grass")."""
    if i >= len(tokens) or tokens[i] not in data()["receptacle_preps"]:
        return False
    j = i + 1
    while j < len(tokens) and tokens[j] in data()["determiners"]:
        j += 1
    return any(m.kind == "receptacle" and m.start == 0 for m in mentions(tokens[j:j + 3]))


def _opens_clause(tokens: list[str], i: int) -> bool:
    """Whether word ``i`` opens its clause, past words of hearsay or a hedge before it ("ok apparently some people do cut
    first", file 67: ``hearsay_adverbs``)."""
    hearsay = data()["hearsay_adverbs"]
    while i > 0 and tokens[i - 1] in hearsay:
        i -= 1
    return i == 0 or tokens[i - 1] in _CLAUSE


def _generic_subject(tokens: list[str], i: int) -> int:
    """Words of a subject that names people in general ("some folk", "most people") at ``i`` (0: none)."""
    if tokens[i] not in _GENERIC_FIRST:
        return 0
    return next((len(g) for g in _GENERIC if tuple(tokens[i:i + len(g)]) == g), 0)


_CONDITIONS = {"if", "when", "whenever"}


@lru_cache(maxsize=1)
def _moved() -> frozenset[str]:
    """The one-word participles of a place ("put", "left", "placed")."""
    return frozenset(w for w in data()["steps"]["place"]["participles"] if " " not in w)
_NOT_SOMEONE = {"it's", "that's", "there's", "what's", "he's", "she's", "who's", "let's", "here's"}


def _if_someone_has(tokens: list[str]) -> set[int]:
    """Positions of a condition about what someone else has done with a thing ("If a guest's left a pan on
    the hob, wash it ...", "When someone has put a mug in the sink, ..."): a clause opened by "if" / "when",
    a subject with "'s" or "has" run in (not the object's "it's"), a place verb's past form, a comma and
    more after it."""
    out: set[int] = set()
    if _CONDITIONS.isdisjoint(tokens):
        return out
    moved = _moved()
    for i, t in enumerate(tokens):
        if t not in _CONDITIONS or i > 0 and tokens[i - 1] not in _CLAUSE:
            continue
        comma = next((j for j in range(i + 1, min(len(tokens), i + 14)) if tokens[j] in _CLAUSE), None)
        if comma is None or tokens[comma] != "," or not any(t.isalpha() for t in tokens[comma + 1:]):
            continue
        has = any((w.endswith("'s") and w not in _NOT_SOMEONE and not mentions([w]) or w in ("has", "have"))
                  and tokens[j + 1] in moved for j, w in enumerate(tokens[i + 1:comma - 1], i + 1))  # not "the mug's put in"
        if has:
            out.update(range(i, comma))
    return out
