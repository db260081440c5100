"""A thing the text denies a task on: the object of a negated verb ("don't microwave those mugs"), a thing said to be
off limits ("hands off", "nobody is to touch the cups", file 60) or the subject of "never" ("Eggs are never brought in
here"). Read by :func:`nsg.parser.minilm.targets.target_of`, which keeps such a thing out of the target while another
is named; apart from it for its size."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, unknown_words
from nsg.parser.minilm.spans import CLAUSE_STOPS, VERB_NEGATIONS, clause_bounds, data, skip_back, step_verbs

_ORDER_WORDS = {"until", "till", "before", "after", "once", "unless", "yet", "first"}


def denied(tokens: list[str], m: Mention) -> bool:
    """"do not wash the dog bowls", "don't microwave those mugs": the object of a verb right after a
    negation (past its determiner and at most one word the lexicon does not know), with no order word
    later in its clause ("do not slice the bread until it is warm" is a constraint on the bread)."""
    if _hands_off(tokens, m):
        return True
    _, hi = clause_bounds(tokens, m.end, CLAUSE_STOPS)
    if not _ORDER_WORDS.isdisjoint(tokens[m.end:hi]):
        return False
    j = m.start - 1
    if j >= 0 and tokens[j] in unknown_words(tokens[j:j + 1]):
        j -= 1
    j = skip_back(tokens, j, set(data()["determiners"]) | {"any"})  # "Don't bring any spoons" (file 60)
    return j >= 1 and (tokens[j] in step_verbs() and tokens[j - 1] in VERB_NEGATIONS
                       or tokens[j] in _HANDLED and (tokens[j - 1] in ("didn't", "didnt", "never") or tokens[j - 2:j] == ["did", "not"]))


# "didn't touch your mug, it was Dad": a past denial of handling a thing, someone else's doing (file 39)
_HANDLED = {"touch", "touched", "use", "used", "take", "took", "taken", "move", "moved", "eat", "ate", "eaten", "break", "broke",
            "borrow", "borrowed", "nick", "nicked"}


_OFF_LIMITS = (("hands", "off"), ("off", "limits"), ("off", "-", "limits"), ("not", "to", "be", "touched"), ("nobody", "is", "to"),
               ("no", "one", "is", "to"))  # "nobody is to touch the prize cups" (file 60)
_NEVER = ({"never"}, {"are", "is", "must", "should", "can", "will"})  # "Eggs are never brought in here" (file 60)
_OFF_LIMITS_FIRST = {w[0] for w in _OFF_LIMITS} | {"don't", "dont", "do"}
_UNTOUCHED = ({"don't", "dont"}, {"touch", "use", "move", "open"}, {"it", "them", "that", "those"})


def _untouched(tokens: list[str], m: Mention, lo: int, hi: int) -> bool:
    """"Mum's wine is in the fridge, don't touch it." (file 64): a thing said in a sentence with no step's verb before
    it, then "don't" / "do not", a verb of handling and a pronoun for it later in that sentence: off limits."""
    for i in range(m.end, hi - 2):
        k = i + 1 if tokens[i:i + 2] == ["do", "not"] else i
        if (tokens[i] in _UNTOUCHED[0] or k > i) and k + 2 < hi + 1 and tokens[k + 1] in _UNTOUCHED[1] \
                and tokens[k + 2] in _UNTOUCHED[2]:
            return not step_verbs() & set(tokens[lo:m.start])
    return False


def _hands_off(tokens: list[str], m: Mention) -> bool:
    """"The wine is for later, hands off. But the glass bottle: chill that" (test file 33): a thing in a sentence
    that says it is off limits ("nobody is to touch the cups", file 60), or the subject of "never" ("Eggs are never
    brought in here", file 60), is denied like a negated verb's object."""
    if never(tokens, m):
        return True  # the thing said as the subject of "never": a house rule, no task of it
    if _OFF_LIMITS_FIRST.isdisjoint(tokens):  # most texts say no such thing: no scan of the sentence
        return False
    lo = next((i + 1 for i in range(m.start - 1, -1, -1) if tokens[i] in (".", "!", "?", ";")), 0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in (".", "!", "?", ";", ":")), len(tokens))
    if _untouched(tokens, m, lo, hi):
        return True
    return any(tokens[i] in _OFF_LIMITS_FIRST and tuple(tokens[i:i + len(w)]) == w for i in range(lo, hi) for w in _OFF_LIMITS)


def never(tokens: list[str], m: Mention) -> bool:
    """"Eggs are never brought in here", "Spoons never go in the dishwasher": the thing as the subject of "never"."""
    after = tokens[m.end:m.end + 2]
    return after[:1] != [] and after[0] in _NEVER[0] or after[1:2] != [] and after[0] in _NEVER[1] and after[1] in _NEVER[0]
