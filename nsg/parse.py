"""Parse descriptions into task graphs: ``python -m nsg.parse [--checkpoint runs/parser] < descriptions.txt``.

Reads one description per line on stdin (blank lines skipped) and writes one JSON object per
line: ``{"description": ..., "nodes": [{"query", "subtask", "object", "receptacle"}], "edges": [[0, 1]]}``.
"""
from __future__ import annotations

import argparse
import json
import sys

from nsg.parser.model import DEFAULT_PARSER_DIR, Parser


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m nsg.parse", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default=str(DEFAULT_PARSER_DIR), help=f"parser directory (default {DEFAULT_PARSER_DIR})")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--beams", type=int, default=1)
    ap.add_argument("--device", default="cpu")
    args = ap.parse_args(argv)
    parser = Parser.load(args.checkpoint, args.device)
    texts = [line.strip() for line in sys.stdin if line.strip()]
    for text, graph in zip(texts, parser.parse(texts, args.batch_size, args.beams)):
        print(json.dumps({"description": text, **graph.to_json()}))
    return 0


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
