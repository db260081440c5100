"""The kind of a thing told after its name ("the oil bottle on the side, the glass one, ...", "The bottle in the bag is
a glass one", file 47): a name, at most a place phrase ("on the side"), then ", the X one" set off by commas, or a
copula and "a X one", names the kind "X <the name's last word>" when the lexicon knows that name; every mention of
the same bare name in the text is that thing. ``lexicon._which_one`` reads the apposition right after the name. What
the thing holds ("of water") and "ready" may come between, and a sign-off after ("a bottle of water ready, the glass
one lol", file 56). What a bare "bottle" holds tells its kind too: a drink or a kitchen liquid of ``bottled_contents``
after "of" and at most two words of its own ("a bottle of the new juice", "a bottle of olive oil", file 60) names the
glass bottle; "a bottle of wine", "a bottle of elderflower wine" (a name after the liquid) stay the wine bottle. So does
the liquid said before it as a compound ("the water bottle", "a milk bottle", file 67); "the wine bottle" stays. The
liquid is then the name's own first word, so a state said before it is the bottle's ("a clean water bottle", file 67)."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, lexicon, mentions

_PREPS = {"in", "on", "at", "by", "under", "inside", "beside", "near", "behind"}
_COPULAS = {"is", "was", "'s"}
_PLACE_WORDS = 4  # "on the kitchen counter"
_READY = {"ready", "waiting"}
_SIGN_OFFS = {"please", "thanks", "lol", "lmao", "x", "xx", "ta"}  # "..., the glass one lmao": the message's sign-off


def kinds_told(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` with each name whose kind is told after it (module docstring) renamed to that kind."""
    if "bottle" in tokens or "bottles" in tokens:
        found = _bottled(tokens, found)
    if "one" not in tokens:
        return found
    told: dict[tuple[str, str], str] = {}
    for m in found:
        value = _told_kind(tokens, m)
        if value is not None:
            told[(m.value, tokens[m.end - 1])] = value
    if not told:
        return found
    return [Mention(m.kind, told[(m.value, tokens[m.end - 1])], m.start, m.end) if (m.value, tokens[m.end - 1]) in told
            else m for m in found]


def _told_kind(tokens: list[str], m: Mention) -> str | None:
    j = m.end
    if tokens[j:j + 1] == ["of"] and j + 1 < len(tokens) and tokens[j + 1] in lexicon()["contents"]:
        j += 2  # "a bottle of water, the glass one" (file 56): what it holds
    if j < len(tokens) and tokens[j] in _READY and tokens[j + 1:j + 2] == [","]:
        j += 1  # "a cold bottle of water ready, the glass one"
    if j < len(tokens) and tokens[j] in _PREPS:  # the place phrase: no stop, no other name in it
        k = next((i for i in range(j + 1, min(j + 1 + _PLACE_WORDS, len(tokens))) if tokens[i] in _COPULAS or tokens[i] == ","), None)
        if k is None:
            return None
        j = k
    said = tokens[j:j + 5]
    if said[:2] in ([",", "the"], [",", "a"]) and said[3:4] == ["one"] and (said[4:5] in ([","], ["."], [")"], []) or said[4] in _SIGN_OFFS) \
            or said[:1] and said[0] in _COPULAS and said[1:2] == ["a"] and said[3:4] == ["one"]:
        kind = [x for x in mentions([said[2], tokens[m.end - 1]]) if x.kind == m.kind and x.start == 0 and x.end == 2]
        if kind and kind[0].value != m.value:
            return kind[0].value
    return None


_BOTTLES = {"bottle", "bottles"}
_OWN_WORDS = 2  # "of the new juice", "of fresh orange juice"


def _bottled(tokens: list[str], found: list[Mention]) -> list[Mention]:
    """``found`` with a bare bottle holding a liquid of ``bottled_contents`` renamed to the glass bottle, and every other
    mention of the bare bottle in the text with it (module docstring)."""
    bare = [m for m in found if m.value == "wine_bottle" and m.end - m.start == 1 and tokens[m.start] in _BOTTLES]
    if not any(tokens[m.end:m.end + 1] == ["of"] and _holds_liquid(tokens, m, found) or _named_for(tokens, m) for m in bare):
        return found
    return [Mention(m.kind, "glassbottle", m.start - _named_for(tokens, m), m.end) if m in bare else m for m in found]  # "a clean
    # water bottle": the liquid is the name's own word, so a state before it is the bottle's (file 67)


def _named_for(tokens: list[str], m: Mention) -> bool:
    """"the water bottle", "a milk bottle" (file 67): the liquid said before the bottle as its compound; not "a hot water
    bottle" (a rubber one, not a drink's)."""
    return m.start > 0 and tokens[m.start - 1] in lexicon()["bottled_contents"] and (m.start < 2 or tokens[m.start - 2] != "hot")


def _holds_liquid(tokens: list[str], m: Mention, found: list[Mention]) -> bool:
    held = lexicon()["bottled_contents"]
    at = next((k for k in range(m.end + 1, min(m.end + 2 + _OWN_WORDS, len(tokens))) if tokens[k] in held), None)
    return at is not None and all(t.isalpha() for t in tokens[m.end + 1:at]) and not any(m.end < o.start <= at + 1 for o in found)
