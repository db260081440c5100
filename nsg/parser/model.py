"""Saved parsers of either architecture: where the shipped one lives, how one is loaded (as a
:class:`nsg.parser.interface.GraphParser`).

A saved parser is a directory whose ``parser.json`` names its architecture; :data:`PARSERS` maps
that name to the class that loads it (:class:`nsg.parser.minilm.slot_parser.SlotParser`, the
shipped default, or :class:`nsg.parser.t5.model.T5Parser`), and :meth:`Parser.load` imports only
that one (transformers' T5 classes only for a T5 parser).
"""
from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

from nsg.errors import UnknownChoiceError
from nsg.parser.interface import GraphParser

# The default parser ships with the package (MiniLM head, nsg.parser.minilm.slot_parser); `make parser-train`
# retrains one into runs/parser.
DEFAULT_PARSER_DIR = Path(__file__).parent / "data" / "default"


# The architecture a saved parser's parser.json names -> (module, class) that loads it. Parsers
# saved before architectures were recorded are T5 ones.
PARSERS: dict[str, tuple[str, str]] = {
    "minilm-slots": ("nsg.parser.minilm.slot_parser", "SlotParser"),  # the shipped default
    "t5": ("nsg.parser.t5.model", "T5Parser"),
}


class Parser:
    """Loads a saved parser of any architecture; what it returns has ``parse(texts) -> [TaskGraph]``."""

    @classmethod
    def load(cls, checkpoint: str | Path = DEFAULT_PARSER_DIR, device: str = "cpu") -> GraphParser:
        """Any saved parser, by the architecture its ``parser.json`` names (:data:`PARSERS`);
        transformers' T5 classes are imported only for a T5 parser."""
        meta_file = Path(checkpoint) / "parser.json"
        arch = json.loads(meta_file.read_text()).get("architecture", "t5") if meta_file.is_file() else "t5"
        if arch not in PARSERS:
            raise UnknownChoiceError("parser architecture", arch, PARSERS)
        module, name = PARSERS[arch]
        return getattr(import_module(module), name).load(checkpoint, device)
