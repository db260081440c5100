"""Participles of a log said of a thing the vocabulary does not name (moved out of :mod:`nsg.parser.minilm.subjects`,
at its length limit): what was done to that thing, no step of the task's object.

- "Meds prompted and taken.", "Bins emptied and washed.": a sentence opened by a word outside the vocabulary and
  participles joined by "and" / commas, no name of the vocabulary in it (file 51);
- "The drivers get frozen.": "the", a name of one or two words outside the vocabulary and "get(s)": what that
  person gets (file 63);
- "Milk off, binned.", "Cream past its date, poured away." (file 24): the thing may be a food the vocabulary knows only
  as contents (``contents`` / ``bottled_contents`` in the lexicon), and a few words of how it was found, no step word
  among them, may stand before a comma ahead of the participles: a fridge log's line about that food.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import lexicon, mentions, unknown_words
from nsg.parser.minilm.spans import StepCue, state_adjectives, step_verbs

_LIST = {"and", ","}
_ENDS = (".", "!", "?", ";")


def unknown_thing_done(tokens: list[str], s: StepCue) -> bool:
    """Whether step ``s`` is a participle of a log line about a thing outside the vocabulary (module docstring)."""
    lo = max((i + 1 for i in range(s.start) if tokens[i] in _ENDS), default=0)
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in _ENDS), len(tokens))
    the = tokens[lo:lo + 1] == ["the"] and bool(unknown_words(tokens[lo + 1:lo + 2]))  # "The drivers get frozen." (file 63)
    lo += the
    if s.start == lo or not (unknown_words(tokens[lo:lo + 1]) or not the and _content(tokens[lo])) or mentions(tokens[lo:hi]):
        return False
    k = lo + 1 + (the and bool(unknown_words(tokens[lo + 1:lo + 2])))  # a name of two words: "the gate steward"
    k += the and tokens[k:k + 1] in (["get"], ["gets"])  # a person who gets cold, no step
    k = _found_as(tokens, k, s.start) if not the else k  # "Milk off, binned."
    return all(t in _LIST or t.endswith(("ed", "en")) for t in tokens[k:hi])


def _content(word: str) -> bool:
    lex = lexicon()
    return word in lex["contents"] or word in lex["bottled_contents"]


def _found_as(tokens: list[str], k: int, step: int) -> int:
    """Past the words of how the thing was found ("off", "past its date") and their comma, when one to four plain words
    that name no step stand there before the step; else ``k``."""
    comma = next((i for i in range(k, min(step, k + 5)) if tokens[i] == ","), -1)
    said = tokens[k:comma]
    if comma < 0 or not said or not all(t.isalpha() and t not in step_verbs() and t not in state_adjectives() for t in said):
        return k
    return comma + 1
