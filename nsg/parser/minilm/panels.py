"""A comic's sound effects: "PANEL 2: Our hero washes the plate. SFX: SQUEAK!", "SFX (faint): hisss...", "SOUND FX:
KA-CHUNK... DING!" (file 70).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which reads the raw text through
:func:`nsg.parser.minilm.posts.posted`: what a sound-effect label spells is a noise, never a step, a place or the
object ("KA-CHUNK" is no cutting into chunks, "SIZZLE" no heating asked), so the label and its sound are taken out of
the text, to its first sentence end, the end of the line or the next label in capitals and its colon ("PANEL 3:",
"CAPTION:", "BUBBLE:"), whichever comes first: the story after it is kept.
The label must end with its colon (after a note in brackets, "SFX (faint):"); the word "sound" said in a sentence
("the sound of the kettle") is no label.
"""
from __future__ import annotations

import re

_LABEL = re.compile(r"\b(?:SFX|SOUND\s+FX|SOUND\s+EFFECTS?|Sfx|sfx|FX)\s*(?:\([^)\n]*\)\s*)?:"
                    r"[^\n]*?(?:[.!?\u2026]+(?=\s|$)|(?=\b[A-Z][A-Z]+(?:\s+\d+)?\s*:|\n|$))")


def sound_effects_dropped(text: str) -> str:
    """``text`` without its sound-effect labels and their sounds (module docstring)."""
    if "fx" not in text.lower() and "SOUND" not in text:  # most descriptions: no sound effect
        return text
    return _LABEL.sub(" ", text)
