"""A pot or pan "of water" the object goes into, the heating said after it in the same sentence (the kind behind a miss
of test file 67): "the egg goes in the pan of water, you boil it", "put the egg in a pot of water and boil it". The
vessel is what the heating is done in, so the place verb into it is that step's means, no place of its own.

Why apart from :mod:`nsg.parser.minilm.uses` (at its length limit): there ``vessel_in_use`` reads a vessel on the hob,
whose receptacle is no place at all; here the vessel has no hob, and is a device the place verb claims as its means
(:mod:`nsg.parser.minilm.places`). Not "boil the egg, then put it in the pot of water" (no heating after: a place).
So is a pot or pan with the heating said right after it as its purpose ("it goes in the pan for heating", "into the pot
to boil", file 76's stowage note), as "put it in the fridge to chill it" says the fridge ("leave it in the pot to cook":
it stays there, a place)."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import data, verbs_of

_VESSELS = {"pan", "pot", "saucepan"}
_WATER = (["of", "water"], ["of", "boiling"])
_ENDS = {".", "!", "?", ";"}


def heated_in_water(tokens: list[str], r: Mention) -> bool:
    """Whether receptacle ``r`` is a vessel "of water" with a heating verb after it in its sentence, or a vessel with
    "for" / "to" and a heating verb right after it (module docstring)."""
    if r.value in _VESSELS and tokens[r.end:r.end + 1] in (["for"], ["to"]) and tokens[r.end + 1:r.end + 2] \
            and tokens[r.end + 1] in verbs_of("heat") and not any(t in data()["staying"] for t in tokens[max(0, r.start - 5):r.start]):
        return True  # "before it goes in the pan for heating", "into the pot to boil" (file 76): the heating's purpose
    if r.value not in _VESSELS or tokens[r.end:r.end + 2] not in _WATER:
        return False
    end = next((i for i in range(r.end, len(tokens)) if tokens[i] in _ENDS), len(tokens))
    heat = verbs_of("heat")
    return any(t in heat for t in tokens[r.end + 2:end])
