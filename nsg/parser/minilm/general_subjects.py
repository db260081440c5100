"""Sentences whose subject is things in general or other things of the kind (moved out of
:mod:`nsg.parser.minilm.others`, test files 25 and 52).

Why apart: such a sentence is about no thing of the task, so its step words and receptacles are read as none
of its steps and places, whatever its verbs are:

- a house rule about things in general ("Food left in the fridge over a week gets binned."): its
  step words and receptacles are no steps and no places of the task asked for after it; so is one that bans them
  from somewhere ("No food near the sewing table.", file 39); "nothing" praising ("Nothing beats a bowl of cold
  tomato wedges.", ``praised_by``, file 9) is no such subject: the thing praised is the wish;
- where other things of the kind are ("New ones are in the drawer."): no place of the object;
- where things in general are, after a word for them ("Help yourself to anything in the fridge.", file 41): no place;
- a maxim about any thing of the kind, "a" / "an", one or two words describing it and the thing's name opening a sentence,
  then a verb's "-s" form ("Here's a hint: a warm pot holds its heat. Wash the pot, ...", a wartime broadcast's, file 70;
  "A sharp knife cuts clean."), before a later sentence: a truth said in general, no step (:func:`maxims`); "a mug is on
  the shelf" (a copula) tells where one is, and "A potato needs scrubbing" (a need, file 42) asks for one.
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import mentions

_GENERIC = {"food", "anything", "everything", "stuff", "leftovers", "nothing"}


def house_rules(tokens: list[str]) -> set[int]:
    """Positions of a sentence whose subject is things in general ("Food left in the fridge over a week
    gets binned.", "Anything left in the sink goes in the bin."), before a later sentence; such a subject before a colon
    ("Everything I did today: ...") is a heading, up to its colon."""
    out: set[int] = set()
    if _GENERIC.isdisjoint(tokens):  # no word for things in general (most texts)
        return out
    starts = [0] + [i + 1 for i, t in enumerate(tokens) if t in (".", "!", "?", ":", ";")]
    for lo in starts:
        j = lo + (tokens[lo:lo + 1] in (["all"], ["any"], ["no"]))  # "No food near the table." (file 39)
        if j >= len(tokens) or tokens[j] not in _GENERIC or tokens[j] == "nothing" and tokens[j + 1:j + 2] and (
                tokens[j + 1] in data()["praised_by"] or tokens[j + 1] in ("can", "could") and tokens[j + 2:j + 3] == ["beat"]):
            continue  # "Nothing beats a bowl of cold tomato wedges." (file 9): praise of the thing, the wish itself
        end = next((i for i in range(j, len(tokens)) if tokens[i] in (".", "!", "?", ";", ":")), len(tokens))
        if any(t.isalpha() for t in tokens[end + 1:]):  # "Everything I did today: ..." heads the list: up to its colon
            out.update(range(lo, end))
    return out


_OTHER_ONES = (("new", "ones"), ("the", "new", "ones"), ("other", "ones"), ("the", "other", "ones"), ("the", "others"),
               ("spare", "ones"), ("the", "spare", "ones"), ("fresh", "ones"), ("the", "fresh", "ones"), ("new", "one"),
               ("a", "new", "one"), ("spare", "one"), ("a", "spare", "one"), ("fresh", "one"))  # "one": where it is (file 52)
_IS_WHERE = (["is"], ["'s"], ["in"], ["on"], ["under"], ["by"], ["inside"], ["at"])
_OTHER_LAST = {p[-1] for p in _OTHER_ONES}  # "ones", "others", "one": every such subject ends with one


def other_ones(tokens: list[str]) -> set[int]:
    """Positions of a sentence whose subject is other things of the kind ("Binned it. New ones are in the
    drawer.", "The others are on the shelf.", "New one under sink."): where those are, no place of the object."""
    out: set[int] = set()
    if _OTHER_LAST.isdisjoint(tokens):  # no word that ends such a subject: no sentence to look at
        return out
    starts = [0] + [i + 1 for i, t in enumerate(tokens) if t in (".", "!", "?", ":", ";", "-")]
    for lo in starts:
        if any(tuple(tokens[lo:lo + len(p)]) == p and (p[-1] != "one" or tokens[lo + len(p):lo + len(p) + 1] in _IS_WHERE)
               for p in _OTHER_ONES):  # "New one under sink." ("The new one I washed ..." is the object)
            end = next((i for i in range(lo, len(tokens)) if tokens[i] in (".", "!", "?", ";")), len(tokens))
            out.update(range(lo, end))
    return out


_ANY_THINGS = {"anything", "everything", "whatever", "whatever's", "something", "stuff"}
_WHERE = {"in", "on", "inside", "from"}


def things_anywhere(tokens: list[str]) -> set[int]:
    """Positions of "anything in the fridge", "whatever's on the shelf" (file 41): a word for things in general, a
    preposition of place and the receptacle's determiners and first word: where such things are, no place."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-2]):
        if t in _ANY_THINGS and tokens[i + 1] in _WHERE:
            j = i + 2
            while j < len(tokens) - 1 and tokens[j] in ("the", "a", "my", "your", "our", "this", "that"):
                j += 1
            out.update(range(i, j + 1))
    return out


_OPEN = {".", "!", "?", ":", ";"}
_NOT_MAXIM = {"is", "was", "has", "needs", "wants", "goes", "gets", "requires", "deserves", "sits", "stays", "belongs", "comes", "does", "looks"}


def maxims(tokens: list[str]) -> set[int]:
    """Positions of each maxim sentence before a later sentence (module docstring)."""
    if "a" not in tokens and "an" not in tokens:  # most texts: no maxim
        return set()
    out: set[int] = set()
    for lo in (k for k in range(len(tokens) - 3) if tokens[k] in ("a", "an") and (k == 0 or tokens[k - 1] in _OPEN)):
        end = next((j for j in range(lo, len(tokens)) if tokens[j] in (".", "!", "?", ";")), len(tokens))
        thing = next((m for m in mentions(tokens[lo:lo + 4]) if m.kind == "object"), None)
        if end + 1 >= len(tokens) or thing is None or thing.start < 2:
            continue  # the last sentence (what is asked), or no word describing the thing
        verb = lo + thing.end
        if verb < end and all(t.isalpha() for t in tokens[lo + 1:lo + thing.start]) and tokens[verb] not in _NOT_MAXIM \
                and tokens[verb].endswith("s") and not tokens[verb].endswith(("ss", "'s")):
            out.update(range(lo, end))
    return out
