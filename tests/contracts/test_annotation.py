"""The annotation record: every annotation of a rendered dataset reads and writes back byte for
byte, records refuse bad values when built (not only when read), and unknown keys survive."""
from __future__ import annotations

import json

import pytest

from contracts.dataset.annotation import Annotation, FrameRecord, Mistake
from contracts.dataset.loader import read_annotation, read_manifest
from contracts.errors import RecordError
from contracts.plan import Distractor, GoalRequirement, PlanStep
from tests.support.tiny_rendered import rendered


def _file_text(annotation: Annotation) -> str:
    return json.dumps(annotation.to_json(), indent=1) + "\n"  # how sim.episode writes it


def test_every_annotation_of_a_rendered_dataset_round_trips_byte_for_byte(tmp_path_factory):
    root = rendered(tmp_path_factory.getbasetemp())
    rows = [r for r in read_manifest(root) if r.annotations]
    assert rows and any(r.mistake_type for r in rows)
    for row in rows:
        path = root / row.annotations
        ann = read_annotation(path)
        assert _file_text(ann) == path.read_text()
        assert ann.n_frames == row.n_frames and ann.task == row.task and ann.target == row.target
        assert [d.kind for d in ann.distractors] == list(row.distractors or ())
        if row.mistake_type:
            assert ann.mistake.type == row.mistake_type and ann.mistake.frame_range == row.mistake_frames
        assert ann.descriptions["positive"].text == row.positive
        assert ann.descriptions["negative"].graph.to_json() == row.negative_graph
        # a record built from the attributes (no key order remembered) writes the recorder's order
        rebuilt = Annotation(**{f: getattr(ann, f) for f in ("frames", "task", "object", "receptacle", "scene",
                                                             "scene_name", "seed", "target", "place_receptacle",
                                                             "backend", "video", "fps", "render", "plan",
                                                             "subtask_of_step", "distractors", "initial_state",
                                                             "plan_states", "actions", "final_check",
                                                             "descriptions", "mistake")})
        assert _file_text(rebuilt) == path.read_text()


def test_records_check_themselves_when_built():
    with pytest.raises(RecordError, match="frame step must be an integer"):
        FrameRecord("3", None, None)
    with pytest.raises(RecordError, match="four integers"):
        FrameRecord(0, "heat", 1, {"apple_1": [1, 2, 3]})
    with pytest.raises(RecordError, match="Description records"):
        Annotation(frames=(), descriptions={"positive": {"text": "heat the apple"}})
    plan = (PlanStep("GotoLocation", ("start", "fridge_1")), PlanStep("OpenObject", ("fridge_1",)))
    assert Annotation(frames=(FrameRecord(1, None, None),), plan=plan).n_frames == 1
    with pytest.raises(RecordError, match="plan step 5; the plan has 2 steps"):
        Annotation(frames=(FrameRecord(5, None, None),), plan=plan)
    with pytest.raises(RecordError, match="frame_range"):
        Mistake("order", "heat_then_cool", None, "cool_then_heat", "heat", (3,), {"strips": True})
    with pytest.raises(RecordError, match="kind"):
        Distractor("", (1, 2))
    with pytest.raises(RecordError, match="goal requirement"):
        GoalRequirement.from_json({"subtask": "heat"})


def test_reading_names_the_file_and_what_is_wrong(tmp_path):
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"n_frames": 3, "frames": [{"step": 0, "subtask": None, "action": None,
                                                           "boxes": {}, "states": {}}]}))
    with pytest.raises(RecordError, match=f"{path}: annotation says n_frames 3 but lists 1 frames"):
        read_annotation(path)
    path.write_text(json.dumps({"frames": [{"step": 0, "subtask": None, "action": "x", "boxes": {}}]}))
    with pytest.raises(RecordError, match=f"{path}: frame action must be an integer"):
        read_annotation(path)


def test_unknown_keys_and_key_order_survive_and_a_new_field_is_appended():
    data = {"format": "egoverify-episode/1", "randomisation": {"light": 0.7}, "task": "heat_simple",
            "frames": [{"step": 0, "subtask": "heat", "action": None, "boxes": {"apple_1": [1, 2, 3, 4]},
                        "states": {"hot": False}, "distractor": "Mug"}],
            "n_frames": 1, "fps": 5}
    ann = Annotation.from_json(data)
    assert ann.extra == {"randomisation": {"light": 0.7}} and ann.frames[0].extra == {"distractor": "Mug"}
    assert json.dumps(ann.to_json()) == json.dumps(data)
    mistake = Mistake("order", "heat_then_cool", None, "cool_then_heat", "heat", (0, 0), {"strips": True})
    assert list(ann.replace(mistake=mistake).to_json()) == list(data) + ["mistake"]
