"""A thing carried to somewhere on a vessel ("take it to your desk on a plate", "bring them to the table in a bowl",
test file 37): the vessel, said with "a" after where it is carried, is what the thing ends up on; the room or
furniture after "to" is only where the vessel goes, no place of the object (as "give it to them on a plate" is
placed on the plate, :func:`nsg.parser.minilm.handovers.given_by_placing`).

Only after a carrying verb and "it" / "them" ("put it on the counter in a bowl" keeps the counter), with a receptacle
that does not move after "to" and one that does (the vocabulary's movable receptacles) after "on" / "in" and "a".
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import DETERMINERS

_CARRYING = {"take", "takes", "took", "taking", "carry", "carries", "carried", "carrying", "bring", "brings", "brought", "bringing"}
_THEM = {"it", "them"}
_ON = {"on", "in"}


@lru_cache(maxsize=1)
def vessels() -> frozenset[str]:
    from pddl_domains import vocabulary as vocab

    return frozenset(map(vocab.token_name, vocab.movable_receptacle_types()))


def carried_to(tokens: list[str]) -> set[int]:
    """Where the receptacles start that a thing is carried to on a vessel (module docstring): no place."""
    if _CARRYING.isdisjoint(tokens) or "to" not in tokens:
        return set()
    out = set()
    for i in (i for i, t in enumerate(tokens[:-6]) if t in _CARRYING and tokens[i + 1] in _THEM and tokens[i + 2] == "to"):
        j = i + 3
        while j < len(tokens) and tokens[j] in DETERMINERS:
            j += 1
        found = mentions(tokens[j:j + 7])
        to = next((m for m in found if m.kind == "receptacle" and m.start == 0), None)
        if to is None or to.value in vessels() or tokens[j + to.end:j + to.end + 1] == [] or tokens[j + to.end] not in _ON \
                or tokens[j + to.end + 1:j + to.end + 2] not in (["a"], ["an"]):
            continue
        on = next((m for m in found if m.kind == "receptacle" and m.start == to.end + 2), None)
        if on is not None and on.value in vessels():
            out.add(j)
    return out
