"""Where the graph of each description comes from: the manifest's gold graphs, or the parser.

The paper verifies with the graphs its semantic parser produces; training and evaluating with
``--graphs parser`` does the same. ``--graphs gold`` uses the graphs the description generator
wrote into the manifest (an upper bound that isolates the video side).
Parsed graphs are cached as JSON per parser: a digest of the checkpoint's files AND of the parser
package's code and word lists, because the grammar reads the lexicon and the closed classes at
parse time (issue 39 changes them round by round); keyed on the checkpoint alone, a changed grammar
was served the previous grammar's parses.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Iterable, Sequence

from contracts.language.graphs import TaskGraph
from nsg.errors import DatasetReadError, UnknownChoiceError
from nsg.inputs.reader import Sample
from contracts.files import write_atomic

GRAPH_SOURCES: tuple[str, ...] = ("gold", "parser")


def gold_graphs(samples: Sequence[Sample]) -> dict[str, TaskGraph]:
    out: dict[str, TaskGraph] = {}
    for s in samples:
        if s.description.graph is None:
            raise DatasetReadError(f"description {s.description.text!r} of video {s.record.key!r} has no gold graph in "
                               f"the manifest; use the parser's graphs (graphs 'parser')", setting="graphs")
        out[s.description.text] = s.description.graph
    return out


def parser_digest(checkpoint: Path, code_root: Path | None = None) -> str:
    """16 hex digits of the SHA-256 of everything a parse depends on: the checkpoint's weights and
    JSON files, and every ``.py`` and ``.json`` file of the parser package (``code_root``, default
    ``nsg/parser``) outside its evaluation data."""
    if code_root is None:
        import nsg.parser

        code_root = Path(nsg.parser.__file__).parent
    files = [f for f in sorted(checkpoint.iterdir()) if f.is_file() and f.suffix in (".safetensors", ".bin", ".json")]
    files += [f for f in sorted(code_root.rglob("*")) if f.suffix in (".py", ".json") and "eval" not in f.relative_to(code_root).parts
              and checkpoint.resolve() not in f.resolve().parents]
    h = hashlib.sha256()
    for f in files:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


def parsed_graphs(texts: Iterable[str], checkpoint: str | Path, cache_dir: str | Path | None = None,
                  device: str = "cpu") -> dict[str, TaskGraph]:
    """Parse every text with the parser at ``checkpoint`` (reusing cached parses)."""
    from nsg.parser.model import Parser

    texts = sorted(set(texts))
    checkpoint = Path(checkpoint)
    parser = Parser.load(checkpoint, device)  # fails fast with a clear message if absent
    cache_file = None
    cached: dict[str, dict] = {}
    if cache_dir is not None:
        cache_file = Path(cache_dir) / f"parsed_{parser_digest(checkpoint)}.json"
        if cache_file.is_file():
            cached = json.loads(cache_file.read_text())
    todo = [t for t in texts if t not in cached]
    if todo:
        for t, g in zip(todo, parser.parse(todo)):
            cached[t] = g.to_json()
        if cache_file is not None:
            write_atomic(cache_file, json.dumps(cached))
    return {t: TaskGraph.from_json(cached[t]) for t in texts}


def resolve_graphs(samples: Sequence[Sample], source: str, parser_checkpoint: str | Path | None = None,
                   cache_dir: str | Path | None = None, device: str = "cpu") -> dict[str, TaskGraph]:
    if source == "gold":
        return gold_graphs(samples)
    if source == "parser":
        from nsg.parser.model import DEFAULT_PARSER_DIR

        return parsed_graphs([s.description.text for s in samples], parser_checkpoint or DEFAULT_PARSER_DIR,
                             cache_dir, device)
    raise UnknownChoiceError("graph source", source, GRAPH_SOURCES)
