"""A chat log where a bot states the chore ("!chore add lettuce wash chop fridge / 🤖 ChoreBot: ✅ @tom: clean lettuce →
slice → place in fridge / tom: can I chop first / liam: no", file 67): the bot's lines are the task, written out in
full; the command typed to it ("!chore add ...", a line opened by "!" and a word) is the same task in bare words, and
the people's lines after it ("tom: can I chop first", "dan: doing it now chill") are talk about it, no steps.

A bot's line opens with the robot emoji or a name ending in "bot" and a colon ("ChoreBot:", "Kitchen bot:"). Only a
log made of such lines, command lines and people's lines ("name: ...") is read so; a text with any other line (a
post, a story around the log) stays as written, and so does a one-line text.

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which calls it: this reads the raw
text (its lines), before it is split into words.
"""
from __future__ import annotations

import re

_BOT = re.compile(r"^\s*(?:\U0001F916|[A-Za-z ]*bot\s*:)", re.IGNORECASE)
_CHAT = re.compile(r"^\s*(?:![A-Za-z]+\b|@?[A-Za-z][\w.]{0,20}\s*:)")


def bot_said(text: str) -> str:
    """``text`` read as its bot's lines alone when it is a chat log with a bot (module docstring)."""
    if "\n" not in text or ("\U0001F916" not in text and "bot" not in text.lower()):  # most descriptions
        return text
    lines = [line for line in text.splitlines() if line.strip()]
    said = [line for line in lines if _BOT.match(line)]
    if not said or len(said) == len(lines) or not all(_BOT.match(line) or _CHAT.match(line) for line in lines):
        return text
    return " . ".join(said)
