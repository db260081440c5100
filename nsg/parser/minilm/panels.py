"""A comic's sound effects: "PANEL 2: Our hero washes the plate. SFX: SQUEAK!", "SFX (faint): hisss...", "SOUND FX:
KA-CHUNK... DING!" (file 70).

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which reads the raw text through
:func:`nsg.parser.minilm.posts.posted`: what a sound-effect label spells is a noise, never a step, a place or the
object ("KA-CHUNK" is no cutting into chunks, "SIZZLE" no heating asked), so the label and its sound are taken out of
the text, to its first sentence end, the end of the line or the next label in capitals and its colon ("PANEL 3:",
"CAPTION:", "BUBBLE:"), whichever comes first: the story after it is kept.
The label must end with its colon (after a note in brackets, "SFX (faint):"); the word "sound" said in a sentence
("the sound of the kettle") is no label.

A hero's name made of a step word and a second capitalised word before a verb of the present ("Toast Avenger slices the
bread", "Captain Chill opens the fridge"): a name, said as "Someone", so its step word is no step.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

from nsg.parser.minilm.closed_classes import data

_LABEL = re.compile(r"\b(?:SFX|SOUND\s+FX|SOUND\s+EFFECTS?|Sfx|sfx|FX)\s*(?:\([^)\n]*\)\s*)?:"
                    r"[^\n]*?(?:[.!?\u2026]+(?=\s|$)|(?=\b[A-Z][A-Z]+(?:\s+\d+)?\s*:|\n|$))")


def sound_effects_dropped(text: str) -> str:
    """``text`` without its sound-effect labels and their sounds (module docstring)."""
    if "fx" not in text.lower() and "SOUND" not in text:  # most descriptions: no sound effect
        return text
    return _LABEL.sub(" ", text)


_NAMED = re.compile(r"\b([A-Z][a-z]+) ([A-Z][a-z]+)(?= (?!is\b|was\b|has\b|does\b)[a-z]{3,}s\b)")  # not "Sliced Bread is placed"
_SUBTASKS = ("heat", "cool", "clean", "slice")


@lru_cache(maxsize=1)
def _step_words() -> frozenset[str]:
    """The one-word verbs of the four state sub-tasks ("toast", "chill", "scrub", "slice")."""
    return frozenset(v for sub in _SUBTASKS for v in data()["steps"][sub].get("verbs", ()) if " " not in v)


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    """The words of the lexicon's object and receptacle names ("Clean Mug sits ..." is the mug, no hero)."""
    with resources.files("nsg.parser").joinpath("data", "lexicon.json").open("r", encoding="utf-8") as fh:
        lex = json.load(fh)
    tables = [lex["objects"], lex["receptacles"], lex["aliases"]["objects"], lex["aliases"]["receptacles"]]
    return frozenset(w for t in tables for names in t.values() for n in names for w in n.lower().split())


def heroes_named(text: str) -> str:
    """``text`` with each hero's name made of a step word said as "Someone" (module docstring)."""
    if not _NAMED.search(text):
        return text
    words = _step_words()
    return _NAMED.sub(lambda m: "Someone" if (m.group(1).lower() in words or m.group(2).lower() in words)
                      and not m.group(1).endswith("ed") and m.group(2).lower() not in _names() else m.group(0), text)
