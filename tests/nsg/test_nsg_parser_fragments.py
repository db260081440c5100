"""Texts cut off mid-phrase and notes of bare words (issue 39): the parser gives a graph or refuses,
never raises. Found by parsing every word prefix of test files 41-49 (44,075 texts): a clause ending
right after "'s got" / "has got" read one word past the end, and a tool said last in a round of bare
stations ("Sink. Wash. Knife.") was made a place, which the grammar refuses (a knife holds nothing)."""
from __future__ import annotations

import pytest

from nsg.parser.minilm.handwritten import graph_from_spec
from nsg.parser.model import DEFAULT_PARSER_DIR, Parser


@pytest.fixture(scope="module")
def parser():
    return Parser.load(DEFAULT_PARSER_DIR)


@pytest.mark.parametrize("text,spec", [
    ("Wash the mug. The hut's got", "mug: clean"),
    ("Heat the apple, the cabin has got", "apple: heat"),
    ("The RV has a microwave and a mini fridge. Chill the egg.", "egg: cool"),
    ("Lettuce. Sink. Wash. Knife.", "lettuce: clean > slice"),
    ("Apple: the sink, then the knife.", "apple: clean > slice"),
    ("Apple: the sink, then the fridge.", "apple: clean > place=fridge"),  # a receptacle said last stays the place
])
def test_cut_off_texts_and_bare_stations_parse(parser, text, spec):
    (result,) = parser.parse_detailed([text])
    assert result.graph is not None and result.graph.canonical() == graph_from_spec(spec).canonical(), text
