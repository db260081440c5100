"""Semantic parser: the grammar only admits valid graphs, even an untrained model's output parses,
training data stays inside the train split, missing weights fail fast, `python -m nsg.parse` works."""
from __future__ import annotations

import json
import random

import pytest
import torch

from contracts.language.graphs import parse_graph_text
from contracts.library.splits import get_split, heldout_pairs
from contracts.language.graphs import QueryNode, TaskGraph, graph_for_task
from contracts.library.tasks import get_task, instance_pairs
from pddl_domains import vocabulary as vocab
from nsg.errors import WeightsNotFoundError
from nsg.parser.corpus import evaluation_pairs, training_pairs
from nsg.parser.grammar import (END, MAX_SYMBOLS, GrammarState, canonical_order, graph_to_symbols,
                                symbols_to_graph)
from nsg.parser.metrics import score_graphs
from nsg.parser.t5.model import T5Parser as Parser, new_parser, parser_from_pretrained_t5, train_tokenizer
from tests.conftest import run_module

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def pairs():
    return training_pairs()


@pytest.fixture(scope="module")
def untrained(pairs):
    torch.manual_seed(0)
    tok = train_tokenizer([p.text for p in pairs[:800]], vocab_size=400)
    return Parser(new_parser(tok), tok)


def test_every_grammar_path_is_a_valid_graph():
    rng = random.Random(0)
    for _ in range(500):
        st, seq = GrammarState(), []
        while not st.finished:
            allowed = sorted(st.allowed())
            assert allowed, f"dead end after {seq}"
            # bias towards long sequences so the limits are exercised
            choice = rng.choice([a for a in allowed if a != END] or allowed) if rng.random() < 0.97 else rng.choice(allowed)
            seq.append(choice)
            st._push(choice)
        assert len(seq) <= MAX_SYMBOLS
        graph = st.graph()
        assert parse_graph_text(graph.to_text()) == graph


def test_grammar_rejects_bad_sequences():
    with pytest.raises(ValueError):  # a state where a receptacle must come
        GrammarState.read(["[StateQuery]", "[o:apple]", "[r:plate]"])
    with pytest.raises(ValueError):  # no group tag
        GrammarState.read(["[StateQuery]", "[o:apple]", "[s:hot]", "[StateQuery]"])
    with pytest.raises(ValueError):  # unknown object
        GrammarState.read(["[RelationQuery]", "[o:dragon]"])
    with pytest.raises(ValueError):  # nothing written: no end yet
        GrammarState.read([END])
    st = GrammarState.read(["[StateQuery]", "[o:apple]", "[s:hot]", "[g:0]", "[StateQuery]", "[o:apple]"])
    assert "[s:hot]" not in st.allowed()  # no step written twice


def test_group_tags_give_layered_acyclic_edges():
    st = GrammarState.read(["[StateQuery]", "[o:apple]", "[s:hot]", "[g:3]", "[StateQuery]", "[o:apple]", "[s:clean]",
                            "[g:0]", "[RelationQuery]", "[o:apple]", "[r:plate]", "[rel:in]", "[g:3]", END])
    g = st.graph()  # tags compare by rank: clean, then hot and place
    assert g.to_text() == ("Step 0: StateQuery(apple, hot), Step 1: StateQuery(apple, clean), "
                           "Step 2: RelationQuery(apple, plate, in), Step 1 -> Step 0, Step 1 -> Step 2")
    non_layered = TaskGraph((QueryNode("heat", "apple"), QueryNode("cool", "apple"), QueryNode("clean", "apple")),
                            ((0, 2),))
    with pytest.raises(ValueError, match="not layered"):
        graph_to_symbols(non_layered)


def test_symbols_round_trip_every_training_graph(pairs):
    for p in pairs[::7]:
        back = symbols_to_graph(graph_to_symbols(p.graph))
        assert back.canonical() == p.graph.canonical()
        assert back == canonical_order(p.graph)


def test_untrained_model_output_always_parses(untrained):
    texts = [p.text for p in evaluation_pairs("abstraction", 15)] + ["", "gibberish words only", "x " * 200]
    for syms in untrained.parse_symbols(texts, batch_size=8):
        graph = symbols_to_graph(syms)
        assert parse_graph_text(graph.to_text()) == graph
    scores = score_graphs([p.graph for p in evaluation_pairs("train", 3)], untrained.parse([p.text for p in evaluation_pairs("train", 3)]))
    assert scores["valid"] == 1.0


def test_training_pairs_stay_in_the_train_split(pairs):
    train = get_split("train")
    assert len(pairs) > 1000
    for p in pairs:
        assert p.kind in ("positive", "negative") and p.task in train.tasks
        spec = get_task(p.task)
        assert graph_for_task(spec, p.object, p.receptacle).canonical() == p.graph.canonical()
        assert not (instance_pairs(spec, p.object, p.receptacle) & heldout_pairs()), p.text


def test_missing_checkpoints_fail_fast(tmp_path):
    with pytest.raises(WeightsNotFoundError, match="make parser"):
        Parser.load(tmp_path / "no_parser")
    with pytest.raises(WeightsNotFoundError, match="Nothing is downloaded"):
        parser_from_pretrained_t5(tmp_path / "t5-small")
    r = run_module("nsg.parse", "--checkpoint", str(tmp_path / "none"), input="Heat the apple.\n", timeout=120)
    assert r.returncode == 2 and "make parser" in r.stderr
    assert r.stderr.strip().endswith("(--checkpoint)")  # the error names its setting; nsg.parse adds the option


def test_parse_command_writes_one_json_per_line(untrained, tmp_path):
    untrained.save(tmp_path / "p")
    r = run_module("nsg.parse", "--checkpoint", str(tmp_path / "p"),
                   input="Heat the apple in the microwave.\n\nPut the mug in the sink, then clean it.\n", timeout=180)
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["description"] for x in lines] == ["Heat the apple in the microwave.", "Put the mug in the sink, then clean it."]
    for x in lines:
        assert set(x) == {"description", "nodes", "edges", "confidence", "unknown_words"}
        for node in x["nodes"]:
            assert set(node) == {"query", "subtask", "object", "receptacle"}
            assert node["subtask"] in vocab.SUBTASKS
            assert (node["receptacle"] is not None) == (node["subtask"] == "place")
        for a, b in x["edges"]:
            assert 0 <= a < len(x["nodes"]) and 0 <= b < len(x["nodes"])
