"""Names passed over for a thing named in a later sentence (moved out of :mod:`nsg.parser.minilm.targets`, at its
length limit): a thing named only in a condition on what the listener is doing ("If you're doing the egg thing for the
others, fine.", file 48) and a thing someone is thanked for ("Thanks to Jo for the bread.", file 47). The target finder
passes them over only when another thing is named in a later sentence.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import SENTENCE_ENDS


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
