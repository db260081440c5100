"""Parse descriptions into task graphs: ``python -m nsg.parse [--checkpoint DIR] [--strict] < descriptions.txt``.

Reads one description per line on stdin (blank lines skipped) and writes one JSON object per
line: ``{"description", "nodes": [{"query", "subtask", "object", "receptacle"}], "edges": [[0, 1]],
"confidence", "unknown_words"}``. The default parser ships with the package (no training step).

Words outside the parser's vocabulary are listed in ``unknown_words``; a description naming no
known object ("heat the banana"), or naming an unknown thing where the graph needs a name ("put it
in the credenza"), gets empty nodes, confidence 0 and an ``error`` naming the words (a known name
never stands in for an unknown one). A place with no receptacle is ``RelationQuery(obj, somewhere,
in)`` with receptacle ``null``. ``--strict`` turns either case into an error exit (status 2) after printing every line.
A T5 checkpoint (``--checkpoint`` of a T5 parser) has no confidence: it prints ``null``.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from contracts.argtypes import int_range
from nsg.commands.common import device, finish
from nsg.errors import NSGError
from nsg.parser.model import DEFAULT_PARSER_DIR, Parser

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"parser_checkpoint": "--checkpoint"}


def read_descriptions(data: bytes) -> list[str]:
    """The non-blank lines of stdin as text; anything but UTF-8 text (a binary file piped in by
    mistake) is refused in one line naming the first bad line, before the parser is used."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise NSGError(f"stdin is not UTF-8 text (line {line}, byte {exc.start}): give one description per line") from None
    bad = next((i for i, ch in enumerate(text) if ch == "\x00" or (ord(ch) < 32 and ch not in "\t\n\r")), None)
    if bad is not None:
        raise NSGError(f"stdin holds control characters (line {text[:bad].count(chr(10)) + 1}), not text: "
                       "give one description per line")
    return [line.strip() for line in text.splitlines() if line.strip()]


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m nsg.parse", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default=str(DEFAULT_PARSER_DIR), help=f"parser directory (default: the shipped "
                                                                         f"parser, {DEFAULT_PARSER_DIR})")
    ap.add_argument("--batch-size", type=int_range(1, 65536), default=64, help="descriptions per batch, >= 1")
    ap.add_argument("--beams", type=int_range(1, 64), default=1, help="T5 parsers only, 1-64")
    ap.add_argument("--device", default="cpu", type=device)
    ap.add_argument("--strict", action="store_true", help="exit with an error if any line has unknown words")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.parse``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: _parse(build_parser().parse_args(argv)), HINTS)


def _parse(args: argparse.Namespace) -> int:
    parser = Parser.load(args.checkpoint, args.device)
    texts = read_descriptions(sys.stdin.buffer.read())
    flagged = []
    for result in parser.parse_detailed(texts, args.batch_size, args.beams):
        print(json.dumps(result.to_json()))
        if result.unknown_words or result.error:
            flagged.append((result.text, result.unknown_words))
    if args.strict and flagged:
        text, words = flagged[0]
        raise NSGError(f"{len(flagged)} description(s) use words outside the parser's vocabulary, "
                       f"first {text!r}: {words}")
    return 0

