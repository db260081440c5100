"""The furniture of a post or a chat log, read off its raw text before it is split into words (file 67 and the
files before it): a comic's sound effects (:mod:`nsg.parser.minilm.panels`), a chat log's bot lines (:mod:`nsg.parser.minilm.bot_lines`), tags and account names
(:mod:`nsg.parser.minilm.tags`), a one-item-a-line list's marks (:mod:`nsg.parser.minilm.chapters`), and a post's
"TL;DR" after its story.

"TL;DR" (or "TLDR", "tl;dr") after a story of one sentence or more opens the post said short: the task in the
writer's own short words ("AITA for asking my flatmate to wash her pan? She fried eggs at 2am and left it on the hob.
... TL;DR: wash pan, cupboard."), where the story holds steps that are no part of it (the frying); it is read alone.
A "TL;DR" that opens the text has no story before it and changes nothing.

A chat command read out on a stream ("!task" and the like: "!" and a word) is the task as chat typed it, and the
streamer's words around it are talk about it ("chat: '!task heat the pan then put it on the burner' — it's already ON
the burner chat… ok fine I'll heat it, pick it up and put it back"): a command in quotes is read alone, inside its
quotes; one opening the text with no quotes is read to the end of its first sentence ("!task egg: boil it, chill it,
slice it. chat's being nice today ... ok egg into the pot first").

A tick after each item of a status list ("bowl: clean \u2714 hot \u2714 on coffee table \u2714 (any order)") ends that item as a
comma would: "hot on coffee table" is no one phrase.

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which calls :func:`posted`.
"""
from __future__ import annotations

import re

from nsg.parser.minilm.answer_keys import keyed, unscrambled
from nsg.parser.minilm.bot_lines import bot_said
from nsg.parser.minilm.chapters import chaptered, lines_closed
from nsg.parser.minilm.panels import heroes_named, sound_effects_dropped
from nsg.parser.minilm.tags import untagged

_QUOTED = re.compile(r"(['\"\u2018\u201c])![A-Za-z]+\s+(.+?)(?:\1|[\u2019\u201d])")
_OPENING = re.compile(r"^\s*![A-Za-z]+\s+(.+?[.!?])(?=\s)")
_TICKS = str.maketrans({"\u2714": " , ", "\u2713": " , ", "\u2611": " , "})
_TLDR = re.compile(r"\btl\s?;?\s?dr\b\s*:?", re.IGNORECASE)


def summed_up(text: str) -> str:
    """``text`` from its "TL;DR" on when a story stands before it (module docstring)."""
    if "dr" not in text.lower():  # most descriptions: no TL;DR
        return text
    marks = list(_TLDR.finditer(text))
    if not marks or not re.search(r"[.!?]", text[:marks[-1].start()]) or not text[marks[-1].end():].strip():
        return text
    return text[marks[-1].end():]


def commanded(text: str) -> str:
    """The chat command of ``text`` when it has one (module docstring)."""
    if "!" not in text:  # most descriptions: no command
        return text
    m = _QUOTED.search(text) or _OPENING.match(text)
    return m.group(m.lastindex) if m else text


def posted(text: str) -> str:
    """``text`` with the furniture of its post or chat log read (module docstring)."""
    return lines_closed(chaptered(untagged(summed_up(commanded(bot_said(keyed(unscrambled(heroes_named(sound_effects_dropped(text))))))))).translate(_TICKS))
