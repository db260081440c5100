"""Tags and account names of a post or a chat message: "#icedcoffee #coffeetok", "Slack · #flat-5",
"@tom.cooks replied to your story" (the kind behind test file 52's misses).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit): a hashtag names a topic or a
channel and an account name a person, never the object, a step or a place, so they are taken out of the
text before it is split into words ("#coffeetok" after "then the coffee machine" is no word of that last
stop; "cooks" in "@tom.cooks" no heating). A tag made of a number stays ("TKT #230", "burner #2": a
ticket, a burner), and so does "@" before a single word ("rinse it @sink": at the sink; "@kayla": a name
the lexicon does not know, which changes nothing); an account name whose words are joined by a dot or an
underscore ("@tom.cooks", "@Sarah_bakes") is one name.
"""
from __future__ import annotations

import re

_TAG = re.compile(r"#[A-Za-z][\w\-]*|@[A-Za-z]\w*(?:[._][A-Za-z\d]\w*)+")


def untagged(text: str) -> str:
    """``text`` with its hashtags and joined account names taken out (module docstring)."""
    if "#" not in text and "@" not in text:  # most descriptions: no tag to look for
        return text
    return _TAG.sub(" ", text)
