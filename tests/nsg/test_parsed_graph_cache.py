"""Parsed graphs are cached per parser, and "the parser" is its checkpoint AND its grammar: the
word lists and rules change round by round (issue 39) while the trained head stays the same, and a
cache keyed on the checkpoint alone served the previous grammar's parses."""
from __future__ import annotations

from pathlib import Path

from nsg.inputs.graph_source import parsed_graphs, parser_digest
from nsg.parser.model import DEFAULT_PARSER_DIR


def _tree(root: Path) -> tuple[Path, Path]:
    checkpoint, code = root / "ckpt", root / "parser"
    (code / "data" / "eval").mkdir(parents=True)
    checkpoint.mkdir()
    (checkpoint / "head.safetensors").write_bytes(b"weights")
    (checkpoint / "config.json").write_text("{}")
    (code / "cues.py").write_text("RULE = 1\n")
    (code / "data" / "connectives.json").write_text('{"then": "then"}')
    (code / "data" / "eval" / "handwritten.jsonl").write_text("{}\n")
    return checkpoint, code


def test_the_digest_follows_weights_rules_and_word_lists(tmp_path):
    checkpoint, code = _tree(tmp_path)
    first = parser_digest(checkpoint, code)
    assert parser_digest(checkpoint, code) == first

    (code / "data" / "eval" / "handwritten.jsonl").write_text("{}\n{}\n")   # evaluation data: no parse changes
    (code / "data" / "eval" / "first_scores.json").write_text("{}")
    assert parser_digest(checkpoint, code) == first

    (code / "data" / "connectives.json").write_text('{"then": "then", "next": "then"}')
    after_words = parser_digest(checkpoint, code)
    (code / "cues.py").write_text("RULE = 2\n")
    after_rules = parser_digest(checkpoint, code)
    (checkpoint / "head.safetensors").write_bytes(b"other weights")
    after_weights = parser_digest(checkpoint, code)
    assert len({first, after_words, after_rules, after_weights}) == 4


def test_the_cache_file_is_named_by_the_whole_parser(tmp_path):
    graphs = parsed_graphs(["Wash the apple, then put it in the bowl."], DEFAULT_PARSER_DIR, tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [f"parsed_{parser_digest(Path(DEFAULT_PARSER_DIR))}.json"]
    assert len(graphs) == 1
