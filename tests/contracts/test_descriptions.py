import json
import re

import pytest

from contracts.library import tasks as T
from contracts.language.descriptions import describe, describe_task, template_count
from contracts.language.truth import executed_steps, graph_holds
from contracts.language.graphs import graph_for_task, graph_edit_distance, parse_graph_text
from tests.conftest import run_module

DEVICE_WORDS = re.compile(r"\b(microwave|fridge|refrigerator|sink|faucet|knife)\b", re.I)


def _sample_instances():
    for i, spec in enumerate(T.all_tasks()):
        combos = T.enumerate_instances(spec)
        yield spec, combos[i % len(combos)]


def test_about_ten_templates_per_task():
    assert min(template_count(t) for t in T.task_names()) >= 10


def test_positive_and_abstract_carry_the_task_graph():
    for spec, (obj, rec) in _sample_instances():
        ds = describe(spec.name, obj, rec, seed=2)
        truth = graph_for_task(spec, obj, rec)
        assert len(ds.positive) == 3 and ds.abstract
        for d in ds.positive + ds.abstract:
            assert d.graph == truth and d.task == spec.name
            assert parse_graph_text(d.graph.to_text()) == truth
        for d in ds.abstract + ds.abstract_negative:
            # the place receptacle is part of the goal and stays; devices and tools go
            text = d.text
            for node in d.graph.nodes:
                if node.receptacle:
                    text = text.replace(T.vocab.text_name(T.vocab.type_from_token(node.receptacle)), "")
            assert not DEVICE_WORDS.search(text), d.text


def test_negatives_are_library_tasks_false_for_every_video_of_the_task():
    names = set(T.task_names())
    for spec, (obj, rec) in _sample_instances():
        truth = graph_for_task(spec, obj, rec)
        ds = describe(spec.name, obj, rec, seed=5)
        assert ds.negative and ds.abstract_negative, spec.name
        for d in ds.negative + ds.abstract_negative:
            assert d.task in names and d.task != spec.name
            assert graph_edit_distance(d.graph, truth) > 0
            for order in spec.linear_extensions():  # replayed, not assumed
                assert graph_holds(truth, executed_steps(order, obj, rec))
                assert not graph_holds(d.graph, executed_steps(order, obj, rec)), (spec.name, order, d.task)


def test_describe_task_is_a_pure_function_of_its_arguments():
    a = describe_task("heat_then_clean", "Apple", None, abstract=False, seed="7-positive")
    b = describe_task("heat_then_clean", "Apple", None, abstract=False, seed="7-positive", kind="negative")
    c = describe_task("heat_then_clean", "Apple", None, abstract=False, seed="7-negative")
    assert a.text == b.text and b.kind == "negative"
    assert c.graph == a.graph
    with pytest.raises(ValueError, match="unknown description kind"):
        describe_task("heat_then_clean", "Apple", None, abstract=False, seed=1, kind="bogus")


def test_unordered_text_mentions_both_and_ordered_text_has_a_connective():
    ds = describe("heat_then_clean", "Apple", None, seed=0, n=5)
    for d in ds.positive:
        assert "apple" in d.text.lower()
        assert re.search(r"\b(then|after|before|first|afterwards)\b", d.text.lower()), d.text


def test_seeded_and_deterministic():
    a = describe("slice_and_cool_then_place", "Tomato", "CounterTop", seed=7).to_json()
    b = describe("slice_and_cool_then_place", "Tomato", "CounterTop", seed=7).to_json()
    c = describe("slice_and_cool_then_place", "Tomato", "CounterTop", seed=8).to_json()
    assert a == b and a != c


def test_describe_rejects_invalid_instances():
    from contracts.errors import InvalidInstanceError
    with pytest.raises(InvalidInstanceError, match="'Mug'"):
        describe("slice_simple", "Mug")


def test_cli_describe_json():
    out = run_module("generators", "describe", "--task", "heat_then_place", "--object", "Potato",
                     "--receptacle", "Plate", "--seed", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    for kind in ("positive", "negative", "abstract"):
        assert data[kind]
        for d in data[kind]:
            assert {"text", "graph", "graph_text"} <= set(d)
            assert d["graph"]["nodes"][0]["query"].startswith(("StateQuery", "RelationQuery"))


def test_negatives_can_avoid_heldout_pairs():
    from contracts.library.splits import heldout_pairs
    plain = describe("cool_and_place", "Lettuce", "CounterTop", seed=0, n=6)
    assert any("slice" in T.parse_task_name(d.task).subtasks for d in plain.negative)
    ds = describe("cool_and_place", "Lettuce", "CounterTop", seed=0, n=6, exclude_pairs=heldout_pairs())
    assert ds.negative
    for d in ds.negative + ds.abstract_negative:
        assert "slice" not in T.parse_task_name(d.task).subtasks


@pytest.mark.parametrize("task, other", [("clean_and_place", ("sink", "faucet")), ("cool_and_place", ("fridge", "refrigerat")),
                                         ("slice_then_clean_and_place", ("sink", "faucet"))])
def test_an_unordered_place_is_never_said_last(task, other):
    """'Rinse it and put it in the bowl' reads as rinsing first; the unordered task says the place first."""
    for seed in range(40):
        text = describe_task(task, "Apple", "Bowl", abstract=False, seed=seed).text.lower()
        place = text.index("bowl")
        assert all(place < text.index(w) for w in other if w in text), text


def test_a_place_into_another_steps_device_is_said_last_and_freed():
    """'Put the potato in the sink and wash it' reads as washing it in the sink (one step); with the
    place into the cleaning's own device the text says the place last and that the order is free."""
    for seed in range(20):
        for task in ("clean_and_place", "slice_then_clean_and_place"):
            text = describe_task(task, "Potato", "SinkBasin", abstract=seed % 2 == 0, seed=seed).text
            assert "in any order" in text, text
