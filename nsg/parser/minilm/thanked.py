"""Work someone has done, thanked before a new request: its step words are no steps nor places ("Pan scrubbed, thanks
Jo. Now heat it.", file 61; "Thanks for the toast yesterday. Today could you ...", file 64), or reported in the passive
before another thing is asked for ("Your bottle was rinsed, chilled, and I even handed it to you. Dinner: you do the
lettuce ...", file 49: :func:`reported_done`). One of the clauses of :func:`nsg.parser.minilm.happened.happened`, apart
for its size."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, FULL_STOPS, POSSESSIVES, REQUEST_MODALS, data, skip_back, state_adjectives

_THANKS = {"thanks", "cheers", "ta"}


def thanked(tokens: list[str]) -> set[int]:
    """Positions of a sentence closed by ", thanks" and at most two words ("Pan scrubbed and away, thanks Jo."), when the
    next sentence opens with "now" (file 61): work someone has done, thanked, before the new request; no step nor place."""
    out: set[int] = reported_done(tokens)
    if _THANKS.isdisjoint(tokens) and "thank" not in tokens:  # most texts thank nobody: no scan
        return out
    for i, t in enumerate(tokens):
        if t not in _THANKS:
            continue
        end = next((j for j in range(i + 1, min(len(tokens), i + 5)) if tokens[j] in FULL_STOPS), None)
        if i > 1 and tokens[i - 1] == "," and end is not None and tokens[end + 1:end + 2] == ["now"] \
                and all(w.isalpha() or w == "," for w in tokens[i + 1:end]):
            lo = max((j + 1 for j in range(i) if tokens[j] in BOUNDARY), default=0)
            if tokens[lo] in data()["determiners"] or any(m.start == 0 for m in mentions(tokens[lo:lo + 3])):
                out.update(range(lo, end + 1))  # its subject first, not a request ("Wash the pan, thanks.")
    return out | _thanked_for(tokens)


def _thanked_for(tokens: list[str]) -> set[int]:
    """"Thanks for the toast yesterday. Today could you ...", "thank you for washing the mugs." (file 64): a sentence
    opened by thanks and "for", a request after it ("could you"): what someone did before, thanked; no step nor place."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-2]):
        k = i + 1 + (t == "thank" and tokens[i + 1] == "you")
        if (t in _THANKS or k == i + 2) and tokens[k] == "for" and (i == 0 or tokens[i - 1] in BOUNDARY):
            end = next((j for j in range(k, len(tokens)) if tokens[j] in FULL_STOPS), len(tokens))
            if any(w in REQUEST_MODALS and tokens[j + 1:j + 2] == ["you"] for j, w in enumerate(tokens[end + 1:], end + 1)):
                out.update(range(i, end + 1))
    return out


_WAS = {"was", "were"}


def reported_done(tokens: list[str]) -> set[int]:
    """Positions of a sentence that opens with a thing's name (after "the" or a possessive), "was" / "were" and a step's
    participle ("Your bottle was rinsed, chilled, and I even handed it to you."), when a later sentence names another
    thing, not after a preposition: work done before, reported; the request is about that other thing (file 49)."""
    if _WAS.isdisjoint(tokens):  # most texts report nothing in the past passive: no scan
        return set()
    found = mentions(tokens)
    objs = [m for m in found if m.kind == "object"]
    out: set[int] = set()
    for m in objs:
        if tokens[m.end:m.end + 1] == [] or tokens[m.end] not in _WAS or tokens[m.end + 1:m.end + 2] == [] \
                or tokens[m.end + 1] not in state_adjectives() or m.start == 0 or tokens[m.start - 1] not in _OPENING:
            continue
        if m.start > 1 and tokens[m.start - 2] not in BOUNDARY:
            continue  # the name must open its sentence: "The mug was washed." (not "I think the mug was washed")
        end = next((j for j in range(m.end, len(tokens)) if tokens[j] in FULL_STOPS), len(tokens))
        if any(o.start > end and o.value != m.value and not _after_preposition(tokens, o) for o in objs):
            out.update(range(m.start - 1, end + 1))
    return out


_OPENING = POSSESSIVES | {"the"}


def _after_preposition(tokens: list[str], o) -> bool:
    d = data()
    j = skip_back(tokens, o.start - 1, set(d["determiners"]))
    return j >= 0 and (tokens[j] in d["receptacle_preps"] or tokens[j] in d["tool_preps"])
