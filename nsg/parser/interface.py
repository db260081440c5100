"""What a parser is, whichever architecture (the MiniLM slot parser, the T5 parser): the interface
both implement (:class:`GraphParser`) and what a parse returns (:class:`ParseResult`). Callers
(scoring, the parse command, graph sources) use it, never a probe of which methods a parser has.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, Sequence

from contracts.language.graphs import TaskGraph


@dataclass
class ParseResult:
    """One description parsed: its graph (None where the parser refuses: no known object), the
    parser's confidence (None for a parser that has none: T5), the words it did not know."""

    text: str
    graph: TaskGraph | None
    confidence: float | None
    unknown_words: list[str] = field(default_factory=list)
    error: str | None = None

    def to_json(self) -> dict:
        out = {"description": self.text, **(self.graph.to_json() if self.graph else {"nodes": [], "edges": []}),
               "confidence": round(self.confidence, 4) if self.confidence is not None else None,
               "unknown_words": self.unknown_words}
        if self.error:
            out["error"] = self.error
        return out


class GraphParser(Protocol):
    """What every parser is, whichever architecture (:data:`nsg.parser.model.PARSERS`): callers use this interface,
    never a probe of which methods a parser has."""

    architecture: str

    def parse(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[TaskGraph]:
        """The graph of every description (an error where one cannot be parsed)."""

    def parse_detailed(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[ParseResult]:
        """Every description's :class:`ParseResult` (a refusal is a result without a graph)."""
