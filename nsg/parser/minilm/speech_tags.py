"""A gesture told in a speech tag after a quote ("'Wash the mug,' she said, handing him the cup."): the "-ing" verb
right after the tag's comma is what the speaker does while talking, no step of the task, which is the quote's.

Why apart from :mod:`nsg.parser.minilm.not_done` (steps told as not done) and the quote readers: the tag is a
closed class of speech verbs (``connectives.json`` ``speech_tags``), read by where it stands: a closing quote, the
tag's subject and verb in either order ("she said", "said Mum", "he told her"), a comma, then the "-ing" verb. A
verb after "said to" ("She said to wash it, pointing at the sink") is the request itself, never a gesture.
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.spans import StepCue

_WINDOW = 5  # the quote, the subject (a word or two), the verb and a hearer fit in it


def gesture(tokens: list[str], s: StepCue) -> bool:
    """Whether ``s`` is an "-ing" verb right after a comma closing a speech tag that follows a quote."""
    if s.form != "verb" or s.start < 4 or tokens[s.start - 1] != "," or not tokens[s.start].endswith("ing"):
        return False
    d = data()["speech_tags"]
    window = tokens[max(0, s.start - 1 - _WINDOW):s.start - 1]
    said = next((i for i in range(len(window) - 1, -1, -1) if window[i] in d["verbs"]), None)
    return said is not None and any(t in d["quotes"] for t in window) \
        and not any(t in (".", "!", "?", ";") for t in window[said:])
