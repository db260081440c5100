"""A name said as the matter talked about: "just on the fruit bowl thing, ...", "about the kettle business: ...",
"re the fridge situation" (the kind behind one of test file 53's misses, spoken at a meeting).

Why apart from the lexicon's matches (:func:`nsg.parser.minilm.lexicon.mentions`): a name right before a noun of a
matter ("thing", "business", "issue" ...) with "the" and a preposition of topic just before it ("on", "about",
"back to") names what people are talking about, neither
the thing of the task nor where it goes, so its mention is taken out, both as an object and as a receptacle ("on
the fruit bowl thing" is no place either). Only when another thing is named in the text: "The pan thing needs a
scrub" keeps the pan, its only name; "the egg thing" said with no preposition ("I promised you the egg thing", "the
fridge business has to happen first") is the task's thing or step, kept.

So is a receptacle's plural name said as a heading before the task's thing ("Mugs: rinse your cup and hand it in",
"Last night, cups. Owls: wash your own mug ...", file 60): the kind of things the note is about, closed by a full stop
or a colon, with at most three words before it in its sentence and none of them a step verb, a preposition or another
name, when the first step verb after it names another thing as its object. A single one is kept ("Plate: one apple,
sliced": where it goes), and so is a heading the step is done to ("Mugs: wash them", "Pans: scrub them with the sponge",
"Potatoes: wash them at the sink").
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, lexicon
from nsg.parser.minilm.spans import SENTENCE_STOPS, data, step_verbs

_ABOUT = {"on", "about", "re", "regarding", "to", "with", "over"}  # "on the ... thing", "back to the ... thing"
_MATTERS = {"thing", "business", "issue", "situation", "saga", "debate", "question", "discussion", "problem"}


def matters(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` without the names said as a matter talked about or as a heading's topic (module docstring)."""
    found = _topics(tokens, found)
    if _MATTERS.isdisjoint(tokens):
        return found  # most descriptions
    talked = [m for m in found if tokens[m.end:m.end + 1] and tokens[m.end] in _MATTERS and _about_the(tokens, m.start)]
    if not talked or not any(o.kind == "object" and o not in talked for o in found):
        return found
    return [m for m in found if m not in talked]


def _about_the(tokens: list[str], i: int) -> bool:
    """A preposition of topic and "the" before the name at ``i``, one word between at most ("on the fruit bowl")."""
    j = next((k for k in range(i - 1, max(i - 3, -1), -1) if tokens[k] == "the"), None)
    return j is not None and j > 0 and tokens[j - 1] in _ABOUT


_HEADING_WORDS = 3  # "Last night, mugs.": the words before the plural name in its sentence


def _topics(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` without a plural name heading the note before another thing (module docstring)."""
    heads = [m for m in found if m.kind == "receptacle" and m.end - m.start == 1 and tokens[m.end:m.end + 1] in ([":"], ["."])
             and tokens[m.start].endswith("s") and not tokens[m.start].endswith("ss") and tokens[m.start] != m.value]
    if not heads:
        return found  # most descriptions
    said = [m for m in heads if _heading(tokens, m, found) and _other_done(tokens, m, found)]
    return [m for m in found if not any(m.start == h.start for h in said)] if said else found


def _other_done(tokens: list[str], m: Mention, found: list[Mention]) -> bool:
    """Whether the first step verb after the heading ``m`` has another thing than it as its object ("rinse your own cup")."""
    verb = next((i for i in range(m.end + 1, len(tokens)) if tokens[i] in step_verbs()), None)
    if verb is None:
        return False
    j, leads = verb + 1, set(lexicon()["name_modifiers"]) | set(data()["determiners"]) | {"one"}  # "your own cup", "the big mug"
    while j < len(tokens) and tokens[j] in leads:
        j += 1
    return any(o.kind == "object" and o.start == j and o.value != m.value for o in found)


def _heading(tokens: list[str], m: Mention, found: list[Mention]) -> bool:
    """Whether the name ``m`` closes a heading of at most three plain words (module docstring)."""
    lo = next((i + 1 for i in range(m.start - 1, -1, -1) if tokens[i] in SENTENCE_STOPS or tokens[i] == ":"), 0)
    words = [t for t in tokens[lo:m.start] if t != ","]
    plain = set(data()["receptacle_preps"]) | set(data()["source_preps"]) | {"then", "and", "or"}
    return len(words) <= _HEADING_WORDS and all(t.isalpha() and t not in plain and t not in step_verbs() for t in words) \
        and not any(lo <= o.start < m.start for o in found)
