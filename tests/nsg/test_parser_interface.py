"""Both parsers implement the one parser interface (nsg.parser.interface.GraphParser), so callers
never probe which methods a parser has; T5's detailed results say what its plain parse said."""
from __future__ import annotations

import inspect

import pytest

from nsg.parser.interface import GraphParser, ParseResult
from nsg.parser.minilm.slot_parser import SlotParser
from nsg.parser.t5.model import T5Parser


@pytest.mark.parametrize("cls", [SlotParser, T5Parser])
def test_each_parser_has_the_interfaces_methods_and_parameters(cls):
    assert isinstance(cls.architecture, str)
    for name in ("parse", "parse_detailed"):
        want = list(inspect.signature(getattr(GraphParser, name)).parameters)
        assert list(inspect.signature(getattr(cls, name)).parameters) == want, (cls.__name__, name)


def test_t5_detailed_results_are_its_graphs_without_confidence():
    from contracts.language.graphs import QueryNode, TaskGraph

    graph = TaskGraph((QueryNode("heat", "apple"),), ())
    parser = T5Parser.__new__(T5Parser)
    parser.parse = lambda texts, batch_size=64, num_beams=1: [graph for _ in texts]
    got = T5Parser.parse_detailed(parser, ["Heat the apple."])
    assert got == [ParseResult("Heat the apple.", graph, None)]
    assert got[0].to_json() == {"description": "Heat the apple.", **graph.to_json(), "confidence": None,
                                "unknown_words": []}
