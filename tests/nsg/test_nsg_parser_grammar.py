"""The parser's grammar (issue 25): each connective's meaning, random compositions, unknown names,
a place with no receptacle, and EgoTV's own hypotheses."""
from __future__ import annotations

import json
import random

import pytest

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import QueryNode, parse_graph_text
from nsg.inputs.queries import encode_node
from nsg.parser.minilm.spans import phrase_meanings
from nsg.parser.minilm.spans import data
from nsg.parser.minilm.egotv import hypotheses, load_file, templates
from nsg.parser.grammar import graph_to_symbols, symbols_to_graph
from nsg.parser.minilm.lexicon import words
from nsg.parser.minilm.rules import rule_graph
from nsg.parser.minilm.slot_parser import SlotParser, text_mentions


def rules(text: str):
    tokens = words(text)
    objs, recs = text_mentions(tokens)
    parsed = rule_graph(tokens, objs, recs)
    return parsed.graph if parsed else None


def order(graph) -> set[tuple[str, str]]:
    """(earlier, later) sub-task pairs of the graph's transitive closure."""
    import networkx as nx

    closure = nx.transitive_closure_dag(graph.digraph())
    return {(graph.nodes[a].subtask, graph.nodes[b].subtask) for a, b in closure.edges}


CLEAN_THEN_SLICE = {("clean", "slice")}
CASES = [  # (description, sub-tasks, ordered pairs): one per connective meaning, infix and prefix
    ("Wash the apple, then slice it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple and slice it.", {"clean", "slice"}, set()),
    ("Wash the apple as well as slicing it.", {"clean", "slice"}, set()),
    ("Slice the apple after washing it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("After washing the apple, slice it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple once it is washed.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("When the apple is clean, slice it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Don't slice the apple until it has been washed.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Having washed the apple, slice it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple following washing it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple before slicing it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Before slicing the apple, wash it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple prior to slicing it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple; before that, wash it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple, but wash it first.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple and wash it beforehand.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple and slice it afterwards.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Washing the apple, followed by slicing it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("First wash the apple. Next, slice it.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple and slice it, in that order.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Wash the apple, slice it, in any order.", {"clean", "slice"}, set()),
    ("Both wash and slice the apple.", {"clean", "slice"}, set()),
    ("Slice the apple that you washed.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Slice the apple, which has already been washed.", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Put the apple on the plate at the end and wash it.", {"clean", "place"}, {("clean", "place")}),
    ("apple: wash -> slice", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("1. Wash the apple 2. Slice it", {"clean", "slice"}, CLEAN_THEN_SLICE),
    ("Put the hot apple on the plate.", {"heat", "place"}, {("heat", "place")}),
    ("a clean Apple is sliced before placing in a Plate", {"clean", "slice", "place"},
     {("clean", "slice"), ("slice", "place"), ("clean", "place")}),
    ("Apple is placed after cleaning and cooling", {"clean", "cool", "place"}, {("clean", "place"), ("cool", "place")}),
    ("Heat the apple, then wash it, and slice it.", {"heat", "clean", "slice"},
     {("heat", "clean"), ("clean", "slice"), ("heat", "slice")}),
]


@pytest.mark.parametrize("text,subtasks,pairs", CASES)
def test_each_connective_means_its_order(text, subtasks, pairs):
    graph = rules(text)
    assert graph is not None, text
    assert {n.subtask for n in graph.nodes} == subtasks, text
    assert order(graph) == pairs, text


def test_every_connective_has_a_documented_meaning():
    meanings = set(data()["meanings"])
    assert set(phrase_meanings().values()) <= meanings
    covered = {m for _, m in ((t, m) for t, m in phrase_meanings().items())}
    assert {"then", "and", "after", "before", "before_that", "first", "earlier", "later", "last", "any_order",
            "in_order", "relative"} <= covered


_VERBS = {"heat": ["heat {o}", "warm {o} up", "microwave {o}"], "cool": ["chill {o}", "cool {o}", "refrigerate {o}"],
          "clean": ["wash {o}", "rinse {o}", "clean {o}"], "slice": ["slice {o}", "cut {o} up", "chop {o}"],
          "place": ["put {o} on the counter", "leave {o} in the cabinet"], "pick": ["hold {o}"]}
_SEQ = [", then ", ". Then ", " and then ", "; after that, ", ", followed by ", " -> "]


def test_random_compositions_parse_to_their_graph():
    """Property: any layered order of steps said with "then"-words between groups and "and" inside
    a group (an unordered group of three or more is marked "in any order") parses to that order;
    a place said last in a bare "and" pair is the last step of its group (issue 39)."""
    rng = random.Random(25)
    for _ in range(300):
        steps = rng.sample(["heat", "cool", "clean", "slice", "place"], rng.randint(1, 4))
        groups, cur = [], [steps[0]]
        for s in steps[1:]:
            if rng.random() < 0.5:
                groups.append(cur)
                cur = [s]
            else:
                cur.append(s)
        groups.append(cur)
        parts, first = [], True
        for g in groups:
            phrases = []
            for s in g:
                phrases.append(rng.choice(_VERBS[s]).format(o="the potato" if first else "it"))
                first = False
            parts.append(" and ".join(phrases) + (" in any order" if len(g) > 2 else ""))
        text = rng.choice(_SEQ).join(parts)
        graph = rules(text)
        assert graph is not None, text
        read = [h for g in groups for h in ([g[:-1], g[-1:]] if len(g) == 2 and g[-1] == "place" else [g])]
        want = {(a, b) for i, g in enumerate(read) for h in read[i + 1:] for a in g for b in h}
        assert {n.subtask for n in graph.nodes} == set(steps), text
        assert order(graph) == want, text


@pytest.fixture(scope="module")
def parser():
    return SlotParser.load()


def test_unknown_names_get_no_graph_and_known_ones_are_never_substituted(parser):
    credenza, kumquat, gently, dresser = parser.parse_detailed([
        "Heat the apple and put it in the credenza.", "Slice the kumquat.", "Gently heat the apple.",
        "bowl is placed in a Dresser after cleaning in a SinkBasin"])
    assert credenza.graph is None and "credenza" in credenza.unknown_words and "credenza" in credenza.error
    assert kumquat.graph is None and kumquat.unknown_words == ["kumquat"]
    assert gently.graph is not None and gently.unknown_words == ["gently"]
    assert [n.query for n in dresser.graph.nodes] == ["StateQuery(bowl, clean)", "RelationQuery(bowl, dresser, in)"]
    assert dresser.unknown_words == []


def test_every_egotv_type_is_a_known_name(parser):
    extra = vocab.query_only_types()
    assert {"Dresser", "Desk", "Cart", "SideTable", "Box"} <= set(extra["receptacles"])
    assert {"SoapBar", "Cloth", "Box"} <= set(extra["objects"])
    texts = [f"put the apple in the {t}" for t in extra["receptacles"]]
    for t, r in zip(extra["receptacles"], parser.parse_detailed(texts)):
        assert r.graph is not None and r.unknown_words == [], t
        assert [n.receptacle for n in r.graph.nodes if n.subtask == "place"] == [vocab.token_name(t)], t
    texts = [f"a {t} is cleaned" for t in extra["objects"]]
    for t, r in zip(extra["objects"], parser.parse_detailed(texts)):
        assert r.graph is not None and r.graph.nodes[0].object == vocab.token_name(t), t


def test_a_place_without_receptacle_is_placed_somewhere():
    graph = rules("lettuce is placed after cleaning and cooling")
    place = [n for n in graph.nodes if n.subtask == "place"]
    assert place == [QueryNode("place", "lettuce", None)]
    assert place[0].query == "RelationQuery(lettuce, somewhere, in)"
    assert "RelationQuery(lettuce, somewhere, in)" in graph.to_text()
    assert parse_graph_text(graph.to_text()) == graph
    assert symbols_to_graph(graph_to_symbols(graph)).canonical() == graph.canonical()
    assert encode_node(place[0]) == ("RelationQuery", ["lettuce", "somewhere", "in"])
    assert json.loads(json.dumps(graph.to_json()))["nodes"][-1]["receptacle"] is None


def test_egotv_hypotheses_file_is_the_generator_and_parses(parser):
    hyps = load_file()
    fresh = hypotheses(2, seed=0)
    assert [h.text for h in hyps] == [h.text for h in fresh]
    assert [h.graph.canonical() for h in hyps] == [h.graph.canonical() for h in fresh]
    assert {(h.abstract, h.task, h.template) for h in hyps} == {
        (k == "abstract", t, x) for k in ("full", "abstract") for t, xs in templates()[k].items() for x in xs}
    results = parser.parse_detailed([h.text for h in hyps])
    for abstract in (False, True):
        pairs = [(h, r) for h, r in zip(hyps, results) if h.abstract == abstract]
        exact = sum(r.graph is not None and r.graph.canonical() == h.graph.canonical() for h, r in pairs)
        assert exact / len(pairs) >= 0.99, (abstract, exact, len(pairs))


def test_graph_text_accepts_egotv_names_and_rejects_others():
    graph = parse_graph_text("Step 0: StateQuery(soap_bar, clean), Step 1: RelationQuery(soap_bar, dresser, in), "
                             "Step 0 -> Step 1")
    assert [n.receptacle for n in graph.nodes] == [None, "dresser"]
    with pytest.raises(ValueError, match="credenza"):
        parse_graph_text("Step 0: RelationQuery(apple, credenza, in)")
    from nsg.inputs.queries import all_query_words

    assert {"somewhere", "dresser", "side table", "soap bar"} <= set(all_query_words())


def test_every_egotv_template_with_an_unknown_name_gets_no_graph(parser):
    from nsg.parser.minilm.egotv import unknown_name_hypotheses

    probe = unknown_name_hypotheses()
    results = parser.parse_detailed([t for t, _ in probe])
    assert len(probe) > 600
    for (text, name), r in zip(probe, results):
        assert r.graph is None and name.lower() in r.unknown_words, text
    heat, = parser.parse_detailed(["Heat the apple in the oven."])  # a device, not a place: no slot
    assert heat.graph is not None


def test_allows_answers_like_allowed_for_every_symbol_and_prefix():
    """The parser checks each written symbol with ``allows`` (cheap); it must agree with the set
    ``allowed`` builds, after every prefix of real sequences."""
    from nsg.parser.grammar import END as end, GrammarState, graph_to_symbols, symbols as all_symbols
    from nsg.parser.minilm.handwritten import graph_from_spec

    specs = ["apple: heat", "mug: clean > heat > place=cabinet", "potato: slice + cool > place=bowl",
             "knife: clean > place", "egg: cool + clean", "ladle: clean > pick"]
    vocabulary = list(all_symbols()) + [end]
    for spec in specs:
        seq = graph_to_symbols(graph_from_spec(spec))
        for cut in range(len(seq) + 1):
            state = GrammarState.read(seq[:cut])
            allowed = state.allowed()
            assert [s for s in vocabulary if state.allows(s)] == [s for s in vocabulary if s in allowed], (spec, cut)
