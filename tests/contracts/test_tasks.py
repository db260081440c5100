import json

import networkx as nx
import pytest

from contracts.library import tasks as T
from contracts.errors import InvalidInstanceError, UnknownNameError
from tests.conftest import run_module


def test_library_has_82_unique_tasks():
    names = T.task_names()
    assert len(names) == 82 and len(set(names)) == 82


def test_shared_copy_matches_reference(shared_reference):
    facts = json.loads((shared_reference / "egotv_facts.json").read_text())
    assert T.task_names() == facts["tasks"]


@pytest.mark.parametrize("name,groups,edges,ext", [
    ("heat_simple", [["heat"]], [], 1),
    ("clean_and_heat", [["clean", "heat"]], [], 2),
    ("heat_then_clean", [["heat"], ["clean"]], [("heat", "clean")], 1),
    ("clean_and_heat_then_place", [["clean", "heat"], ["place"]], [("clean", "place"), ("heat", "place")], 2),
    ("slice_then_clean_and_heat", [["slice"], ["clean", "heat"]], [("slice", "clean"), ("slice", "heat")], 2),
    ("slice_and_heat_and_clean", [["slice", "heat", "clean"]], [], 6),
    ("cool_then_slice_then_clean", [["cool"], ["slice"], ["clean"]], [("cool", "slice"), ("slice", "clean")], 1),
])
def test_parse_partial_order(name, groups, edges, ext):
    spec = T.get_task(name)
    assert [list(g) for g in spec.groups] == groups
    assert sorted(spec.edges) == sorted(edges)
    assert spec.complexity == sum(len(g) for g in groups)
    assert spec.ordering == len(edges)
    assert len(spec.linear_extensions()) == ext
    assert nx.is_directed_acyclic_graph(spec.graph())


def test_linear_extensions_respect_edges():
    for spec in T.all_tasks():
        for order in spec.linear_extensions():
            pos = {s: i for i, s in enumerate(order)}
            assert all(pos[a] < pos[b] for a, b in spec.edges)


def test_every_task_has_three_valid_objects():
    for spec in T.all_tasks():
        assert len(T.valid_objects(spec)) >= 3, spec.name


@pytest.mark.parametrize("task,obj,rec,exc,bad,valid", [
    ("heat_simple", "Book", None, UnknownNameError, "'Book'", "Apple"),
    ("slice_simple", "Mug", None, InvalidInstanceError, "'Mug'", "Tomato"),
    ("heat_simple", "Lettuce", None, InvalidInstanceError, "'Lettuce'", "Potato"),
    ("place_simple", "Apple", "Mug", InvalidInstanceError, "'Mug'", "Plate"),
    ("place_simple", "Apple", "Sofa", UnknownNameError, "'Sofa'", "CounterTop"),
    ("place_simple", "Apple", None, InvalidInstanceError, "receptacle is required", "Fridge"),
    ("heat_simple", "Apple", "Plate", InvalidInstanceError, "'Plate'", "none"),
    ("fly_simple", "Apple", None, UnknownNameError, "'fly_simple'", "clean_and_cool"),
    ("slice_then_clean", "Bread", None, InvalidInstanceError, "BreadSliced cannot be clean", "Apple"),
])
def test_invalid_instances_name_the_bad_value(task, obj, rec, exc, bad, valid):
    with pytest.raises(exc) as info:
        T.TaskInstance(task, obj, rec, scene=1)
    msg = str(info.value)
    assert bad in msg and valid in msg


def test_bad_scene_is_rejected():
    with pytest.raises(UnknownNameError, match="scene 31"):
        T.TaskInstance("heat_simple", "Apple", None, scene=31)


def test_cli_tasks_json():
    out = run_module("generators", "tasks", "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert len(rows) == 82
    row = next(r for r in rows if r["name"] == "clean_and_heat_then_place")
    assert row["subtasks"] == ["clean", "heat", "place"]
    assert sorted(map(tuple, row["edges"])) == [("clean", "place"), ("heat", "place")]
    assert (row["complexity"], row["ordering"], row["linear_extensions"]) == (3, 2, 2)


def test_cli_bad_input_exit_2():
    out = run_module("generators", "plan", "--task", "heat_simple", "--object", "Book")
    assert out.returncode == 2
    assert "unknown object 'Book'" in out.stderr and "Apple" in out.stderr
