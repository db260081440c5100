"""How long the object has stayed where it is, said beside the request ("the knife washed and in the drawer - it's been
living on the counter all week", "The mug's been sitting in the sink for days; wash it."; the kind behind test file 68's
misses): a clause with "been" and a verb of staying in its "-ing" form (``_STAYING``) and a span of time that says
how long ("all week", "for days": ``_ALL``, ``_FOR``): how the object has been, the reason for the task, its receptacle no place
(the positions join those of :func:`nsg.parser.minilm.anecdotes.remarked`). A span with "since" is read by
:func:`nsg.parser.minilm.happened.happened`; "Leave it sitting in the fridge all day" has no "been": the task.

So is a story's opening scene, the thing lying somewhere before the teller acts ("The potato lay in the cellar's damp like
something buried. I brought it up, washed it, ...", a gothic narrator's, file 70): the text's first sentence, the thing's
name, "lay" (the past of "lie", no object) and a preposition, more sentences after it: where it was, no place
(:func:`scene_set`); "lay it on the plate" and a closing "... and it lay on the plate" are places.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import BOUNDARY, SENTENCE_STOPS, data

_STAYING = {"sitting", "living", "lying", "laying", "standing", "waiting", "lurking", "languishing", "sat", "stood", "lain"}
_ALL = {"week", "day", "night", "weekend", "morning", "afternoon", "evening", "month", "year"}
_FOR = {"days", "weeks", "ages", "hours", "months", "a"}
_CLAUSE = BOUNDARY | {",", "-", "(", ")", "but", "so", "and"}


def _span_at(tokens: list[str], i: int) -> bool:
    """A span of time at ``i``: "all week", "all day", "for days", "for a week"."""
    return tokens[i] == "all" and tokens[i + 1:i + 2] != [] and tokens[i + 1] in _ALL \
        or tokens[i] == "for" and tokens[i + 1:i + 2] != [] and tokens[i + 1] in _FOR


def lingered(tokens: list[str]) -> set[int]:
    """Positions of a clause telling how long the object has stayed where it is (module docstring)."""
    if "been" not in tokens:
        return set()
    out: set[int] = set()
    for i, t in enumerate(tokens[:-1]):
        if t != "been" or tokens[i + 1] not in _STAYING:
            continue
        lo = i
        while lo > 0 and tokens[lo - 1] not in _CLAUSE:
            lo -= 1
        hi = next((j for j in range(i + 2, len(tokens)) if tokens[j] in _CLAUSE), len(tokens))
        if any(_span_at(tokens, j) for j in range(i + 2, hi)) and any(w.isalpha() for w in tokens[:lo] + tokens[hi:]):
            out.update(range(lo, hi))
    return out



def scene_set(tokens: list[str]) -> set[int]:
    """Positions of the text's opening sentence when it sets the scene with "<the thing> lay <preposition> ..." (module
    docstring)."""
    if "lay" not in tokens:  # most texts: no scene
        return set()
    i = tokens.index("lay")
    end = next((j for j in range(i, len(tokens)) if tokens[j] in SENTENCE_STOPS), len(tokens))
    if i + 1 >= len(tokens) or tokens[i + 1] not in data()["receptacle_preps"] or end + 1 >= len(tokens) \
            or any(t in SENTENCE_STOPS for t in tokens[:i]):
        return set()
    thing = next((m for m in mentions(tokens[:i]) if m.kind == "object" and m.end == i), None)
    dets = set(data()["determiners"])
    return set(range(0, end)) if thing is not None and all(t in dets or t.isalpha() and k >= thing.start - 1
                                                            for k, t in enumerate(tokens[:thing.start])) else set()
