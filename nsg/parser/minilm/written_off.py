"""A thing written off in its own sentence ("Friday's loaf went stale, nothing to do there. But the bread knife should
be clean ...": the kind behind a test file 64 miss): the words of ``written_off`` (connectives.json: "nothing to do
there", "nothing to be done", "beyond saving") say nothing is asked of the things named in that sentence, so such a
thing is no target when another thing is named in a later sentence (:func:`nsg.parser.minilm.targets.target_of`).

Why apart from :mod:`nsg.parser.minilm.targets` (at its length limit): one closed list of phrases read over a
sentence, like :func:`nsg.parser.minilm.speaker.sighting`. Said of the thing alone ("The apple's past saving.") it
stays the target: no other thing is named after it.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import SENTENCE_ENDS, data


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["written_off"])


def written_off(tokens: list[str], m: Mention) -> bool:
    """Whether the sentence of ``m`` holds words that write a thing off (module docstring)."""
    if "nothing" not in tokens and "saving" not in tokens:
        return False
    lo = max((i + 1 for i in range(m.start) if tokens[i] in SENTENCE_ENDS), default=0)
    hi = next((i for i in range(m.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return any(tuple(tokens[i:i + len(p)]) == p for p in _phrases() for i in range(lo, hi - len(p) + 1))
