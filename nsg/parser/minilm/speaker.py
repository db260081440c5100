"""What the speaker says of themselves beside the request (the kinds behind test file 38's misses).

Why apart from :mod:`nsg.parser.minilm.anecdotes` (what others did before): these clauses have the
speaker ("I", "we") as their subject, and their step words and receptacles are about the speaker, not
the object of the task:

- where the speaker is ("hand it to me, I'm on the sofa", "we're at the table"): a place preposition
  right after "I'm" / "we're" says where a person sits or stands, no place of the object;
- what the speaker needs the object for, done to another thing ("hand me the knife, I need to cut
  this tape", "I want to stir my coffee"): a step verb after "need to" / "want to" / "have to" whose
  object is a determiner and a word that names no object of the vocabulary; the steps of the task
  are asked of the listener ("then I'll slice it" stays a step: its object is the task's own);
- a thing the speaker left or brought for the listener ("I've left you a potato. Heat it ..."): the
  delivery is past, and its place words no step (only when a later sentence holds the request).

Positions are returned like :func:`nsg.parser.minilm.anecdotes.remarked`: neither steps nor places.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, data

_BEING = {"i'm": 1, "we're": 1, "i": 2, "we": 2}  # "I'm on the sofa", "I am on the sofa": words up to the preposition
_BE = {"am", "are"}
_WHERE = {"on", "in", "at", "by", "under", "near", "upstairs", "downstairs", "outside", "beside", "behind"}
_SPEAKERS = {"i", "i've", "we", "we've", "i'd", "we'd"}
_NEEDS = {"need", "want", "have", "got", "needs"}
_GIVEN = {"left", "brought", "bought", "got", "saved", "kept"}
_RECEIVERS = {"you", "ya", "him", "her", "them", "us"}
_CLAUSE_ENDS = {",", ";", ":", "-", "(", ")", "and", "then", "but", "so"}
_WORDS = {"i'm", "we're", "i", "we", "i've", "we've", "i'd", "we'd"}


def speaker_remarks(tokens: list[str]) -> set[int]:
    """Positions of the speaker's remarks about themselves (module docstring)."""
    out: set[int] = set()
    if _WORDS.isdisjoint(tokens):
        return out
    n = len(tokens)
    for i, t in enumerate(tokens):
        if t not in _WORDS:
            continue
        k = i + 1
        if t in _BEING and (t.endswith("'re") or t == "i'm" or k < n and tokens[k] in _BE):
            k += t in ("i", "we")
            if k < n and tokens[k] in _WHERE:
                out.update(range(i, _clause_end(tokens, k)))
                continue
        k = i + 1
        if t in _SPEAKERS and k + 2 < n and tokens[k] in _NEEDS and tokens[k + 1] == "to":
            if _other_thing(tokens, k + 2):
                out.update(range(i, _clause_end(tokens, k + 2)))
            continue
        if t in _SPEAKERS and k + 2 < n and tokens[k] in _GIVEN and tokens[k + 1] in _RECEIVERS \
                and tokens[k + 2] in ("a", "an", "the", "some", "your"):
            end = _sentence_end(tokens, k)
            if any(w.isalpha() for w in tokens[end + 1:]):  # the request follows in a later sentence
                out.update(range(i, _clause_end(tokens, k + 3)))
    return out


def _other_thing(tokens: list[str], verb: int) -> bool:
    """Whether the verb at ``verb`` takes a determiner and a word that names no object ("cut this tape")."""
    j = verb + 1
    if j + 1 >= len(tokens) or tokens[j] not in data()["determiners"] or tokens[j] in ("a", "an"):
        return False
    head = tokens[j + 1]
    return head.isalpha() and not any(m.start == 0 for m in mentions(tokens[j + 1:j + 3]))


def _clause_end(tokens: list[str], k: int) -> int:
    return next((j for j in range(k, len(tokens)) if tokens[j] in _CLAUSE_ENDS or tokens[j] in SENTENCE_ENDS), len(tokens))


def _sentence_end(tokens: list[str], k: int) -> int:
    return next((j for j in range(k, len(tokens)) if tokens[j] in SENTENCE_ENDS), len(tokens))
