"""The typed records every package shares: ManifestRow and PlanSpec round-trip exactly, refuse
what they cannot read in one line, and keep what they do not know."""
from __future__ import annotations

import json

import pytest

from contracts.dataset.loader import iter_manifest, read_manifest
from contracts.dataset.manifest import FIELD_NAMES, REQUIRED, ManifestRow
from contracts.errors import LoaderError, RecordError
from contracts.plan import PlanSpec
from tests.support.sim_helpers import planned
from tests.support.tiny_rendered import rendered, with_no_video_row


def _lines(root):
    return [line for line in (root / "manifest.jsonl").read_text().splitlines() if line]


@pytest.mark.parametrize("variant", ["rendered", "no_video"])
def test_every_row_of_a_rendered_dataset_round_trips_byte_for_byte(tmp_path_factory, variant):
    base = tmp_path_factory.getbasetemp()
    root = rendered(base) if variant == "rendered" else with_no_video_row(base)
    lines = _lines(root)
    assert len(lines) >= 6
    for line in lines:
        data = json.loads(line)
        row = ManifestRow.from_json(data, "test")
        assert row.to_json() == data
        assert json.dumps(row.to_json(), sort_keys=True, separators=(",", ":")) == json.dumps(
            data, sort_keys=True, separators=(",", ":"))
        assert ManifestRow.from_json(row.to_json()) == row
    # the rendered rows use every field but the reader-only video_key
    seen = set().union(*(json.loads(line) for line in lines))
    assert FIELD_NAMES - seen == {"video_key"}
    # and the loader hands out the same objects
    assert [r for _, r in iter_manifest(root)] == [ManifestRow.from_json(json.loads(line)) for line in lines]


def test_rendered_rows_have_typed_values(tmp_path_factory):
    rows = read_manifest(rendered(tmp_path_factory.getbasetemp()))
    mistakes = [r for r in rows if r.is_mistake]
    assert mistakes and all(isinstance(r.mistake_frames, tuple) and len(r.mistake_frames) == 2 for r in mistakes)
    for r in rows:
        assert isinstance(r.scene, int) and isinstance(r.executed_order, tuple)
        assert r.described_task("positive") == r.task and r.described_task("negative") == r.negative_task
        assert r.graph("negative") == r.negative_graph and r.description("positive") == r.positive


def _row() -> dict:
    return {"split": "train", "task": "heat_simple", "object": "Apple", "video": "train/a.mp4",
            "annotations": "train/a.json", "positive": "heat the apple", "negative": "cool the apple"}


@pytest.mark.parametrize("key", REQUIRED)
def test_a_row_missing_a_required_key_names_it_and_the_line(key):
    data = _row()
    del data[key]
    with pytest.raises(RecordError, match=rf"m.jsonl:3: manifest row lacks \['{key}'\]"):
        ManifestRow.from_json(data, "m.jsonl:3")


@pytest.mark.parametrize("key, value, said", [
    ("scene", "kitchen", "must be an integer"), ("split", 3, "non-empty string"),
    ("executed_order", "heat", "must be a list"), ("video", 7, "relative path or null"),
    ("positive", 12, "string or a dict with 'text'")])
def test_a_mistyped_field_is_refused_with_its_name(key, value, said):
    with pytest.raises(RecordError, match=said) as err:
        ManifestRow.from_json({**_row(), key: value}, "m.jsonl:9")
    assert "m.jsonl:9" in str(err.value) and isinstance(err.value, LoaderError)


def test_a_newer_schema_is_refused_and_unknown_keys_are_kept():
    with pytest.raises(RecordError, match="schema 2 is not one this version reads"):
        ManifestRow.from_json({**_row(), "schema": 2})
    row = ManifestRow.from_json({**_row(), "my_column": [1, 2]})
    assert row.extra == {"my_column": [1, 2]} and row.to_json()["my_column"] == [1, 2]
    assert "schema" not in row.to_json()  # version 1 is written without the key


def test_a_description_given_as_a_dict_is_normalised():
    graph = {"nodes": [{"object": "apple", "query": "StateQuery(apple, hot)", "receptacle": None,
                        "subtask": "heat"}], "edges": []}
    row = ManifestRow.from_json({**_row(), "negative": {"text": "cool it", "task": "cool_simple", "graph": graph}})
    assert (row.negative, row.negative_task, row.negative_graph) == ("cool it", "cool_simple", graph)


def test_replace_refuses_an_unknown_field():
    row = ManifestRow.from_json(_row())
    assert row.replace(video_key="x").video_key == "x"
    with pytest.raises(RecordError, match="no field 'colour'"):
        row.replace(colour="red")


@pytest.mark.parametrize("instance", [("heat_then_clean_then_place", "Apple", "Plate", 3, 1),
                                      ("slice_and_cool_then_place", "Potato", "Plate", 21, 4),
                                      ("clean_simple", "Mug", None, 5, 2)])
def test_plan_spec_round_trips_the_planner_output(instance):
    data = planned(*instance)
    spec = PlanSpec.from_json(data)
    assert spec.to_json() == data
    assert json.dumps(spec.to_json()) == json.dumps(data)  # key order too (the annotation copies it)
    assert spec.completion_step(spec.goal_requirements[0].subtask) is not None
    assert PlanSpec.of(spec) is spec


def test_a_plan_missing_a_key_names_it():
    data = planned("clean_simple", "Mug", None, 5, 2)
    broken = {k: v for k, v in data.items() if k != "goal_requirements"}
    with pytest.raises(RecordError, match=r"plan lacks \['goal_requirements'\]"):
        PlanSpec.from_json(broken)
    with pytest.raises(RecordError, match="plan step 0"):
        PlanSpec.from_json({**data, "plan": [{"args": []}]})
