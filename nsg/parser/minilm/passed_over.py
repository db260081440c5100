"""Things named that the target finder passes over for a thing named in a later sentence
(:func:`nsg.parser.minilm.targets.target_of`; apart from :mod:`nsg.parser.minilm.targets`, at its length limit).
Each reads the sentence of one name, like :func:`nsg.parser.minilm.speaker.sighting`, and counts only when another
thing is named in a later sentence: said of the thing alone ("The apple's past saving.") it stays the target.

- a thing named only in a condition on what the listener is doing ("If you're doing the egg thing for the others,
  fine.", file 48; :func:`if_only`) and a thing someone is thanked for ("Thanks to Jo for the bread.", file 47;
  :func:`thanked_for`);
- a thing written off: the words of ``written_off`` (connectives.json: "nothing to do there", "nothing to be done",
  "beyond saving") in its sentence ("Friday's loaf went stale, nothing to do there. But the bread knife should be
  clean ..."): nothing is asked of it (:func:`written_off`, file 64);
- a device told by what it looks like: "the microwave is the silver box over the kettle. To heat your mug ...": a
  receptacle, a copula and "the" or "a" with at most three words of its own before the name (:func:`device_described`):
  the name is the receptacle's, said for someone who does not know the kitchen, no thing of the task, and no
  receptacle either (:func:`described_devices`, read with the receptacles that say which one is meant; file 64).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, data

_COPULAS = {"is", "'s"}


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["written_off"])


def passed_over(tokens: list[str], m: Mention) -> bool:
    """Whether ``m`` is written off or names a device told by its looks (module docstring)."""
    return written_off(tokens, m) or device_described(tokens, m)


def written_off(tokens: list[str], m: Mention) -> bool:
    """Whether the sentence of ``m`` holds words that write a thing off (module docstring)."""
    if "nothing" not in tokens and "saving" not in tokens:
        return False
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return any(tuple(tokens[i:i + len(p)]) == p for p in _phrases() for i in range(lo, hi - len(p) + 1))


def device_described(tokens: list[str], m: Mention) -> bool:
    """Whether ``m`` follows "<the receptacle> is the <up to three words>" (module docstring)."""
    if not _COPULAS.intersection(tokens[:m.start]):
        return False
    dets = set(data()["determiners"])
    k = m.start
    while k > 0 and m.start - k < 3 and tokens[k - 1].isalpha() and tokens[k - 1] not in dets and tokens[k - 1] not in _COPULAS:
        k -= 1  # "the silver box", "the tall white box"
    if k < 3 or tokens[k - 1] not in ("the", "a") or tokens[k - 2] not in _COPULAS:
        return False
    rec = next((r for r in mentions(tokens[:k - 2]) if r.kind == "receptacle" and r.end == k - 2), None)
    return rec is not None and rec.value != m.value and rec.start > 0 and tokens[rec.start - 1] == "the"


def described_devices(tokens: list[str]) -> set[int]:
    """Where the receptacle names start that tell a device by its looks (module docstring): no place."""
    if not _COPULAS.intersection(tokens):
        return set()
    return {m.start for m in mentions(tokens) if m.kind == "receptacle" and device_described(tokens, m)}


def if_only(tokens: list[str], m: Mention) -> bool:
    """"If you're doing the egg thing for the others, fine. For him: the bread, ...": a thing named in a condition on
    what the listener is doing, opening its sentence and closed by a comma, is no target when another thing is named in
    a later sentence (file 48; "If you want your tomato cold, chill it": a wish, the thing)."""
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return tokens[lo:lo + 2] in (["if", "you're"], ["if", "youre"]) and "," in tokens[m.end:hi] \
        and not any(t in (",", ":", ";") for t in tokens[lo:m.start])


def thanked_for(tokens: list[str], m: Mention) -> bool:
    """"Thank you to Dot for her potato bake. The pot ...", "Thanks for the bread.": a thing someone is thanked for, after
    "for" in a sentence opened by "thank" / "thanks", is no target when another thing is named in a later sentence (file 47)."""
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    return tokens[lo:lo + 1] in (["thank"], ["thanks"]) and "for" in tokens[lo:m.start]
