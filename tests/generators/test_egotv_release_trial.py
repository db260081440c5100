"""Trials written by hand the way EgoTV's release stores them (AI2-THOR object ids with
coordinates, ALFRED's extra keys, no ``egoverify`` key) read through our loader, nsg and audit.

Nothing here comes from our exporter: the trajectories are typed from the documented format
(docs/egotv.md), so the reader is tested on input it was not built from.
"""
from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from contracts.dataset.loader import load_samples, read_annotation, read_manifest
from tests.conftest import run_module

HEAT_THEN_PLACE = {
    "task_type": "heat_then_place",
    "task_id": "trial_T20220907_072801_469546",
    "template": {"pos": "apple is heated, then placed in a DiningTable",
                 "neg": "apple is placed in a DiningTable, then heated", "high_descs": []},
    "pddl_params": {"object_target": "Apple", "object_sliced": False, "parent_target": "DiningTable",
                    "toggle_target": "", "mrecep_target": ""},
    "scene": {"floor_plan": "FloorPlan5", "scene_num": 5, "random_seed": 7, "object_poses": [], "init_action": {}},
    "dataset_params": {"video_frame_rate": 5},
    "plan": {
        "high_pddl": [
            {"high_idx": 0, "discrete_action": {"action": "GotoLocation", "args": ["countertop"]}},
            {"high_idx": 1, "discrete_action": {"action": "PickupObject", "args": ["apple"]}},
            {"high_idx": 2, "discrete_action": {"action": "GotoLocation", "args": ["microwave"]}},
            {"high_idx": 3, "discrete_action": {"action": "HeatObject", "args": ["apple", "microwave"]}},
            {"high_idx": 4, "discrete_action": {"action": "GotoLocation", "args": ["diningtable"]}},
            {"high_idx": 5, "discrete_action": {"action": "PutObject", "args": ["apple", "diningtable"]}},
            {"high_idx": 6, "discrete_action": {"action": "NoOp", "args": []}},
        ],
        "low_actions": [{"api_action": {"action": "MoveAhead"}, "high_idx": k,
                         "state_metadata": [{"objectType": "Apple", "visible": True, "isHot": k >= 3},
                                            {"objectType": "DiningTable", "visible": True}]}
                        for k in range(6)],
    },
    "objects_metadata": [], "pddl_state": [],
}
# frames per step: 2 navigation, 1 pick-up, 2 navigation, 3 heat, 1 navigation, 1 put
STEPS = [0, 0, 1, 2, 2, 3, 3, 3, 4, 5]


def _trial(root: Path, split_dir: str, params: str, name: str, data: dict) -> Path:
    trial = root / split_dir / data["task_type"] / params / name
    trial.mkdir(parents=True)
    data = dict(data, task_id=name, images=[
        {"high_idx": s, "low_idx": s, "image_name": f"{i:09d}.png", "before": "False",
         "bbox": {"Apple|-1.52|+00.91|+00.20": [10, 12, 30, 40], "DiningTable|+01.00|+00.00|-02.00": [0, 50, 64, 64]}}
        for i, s in enumerate(STEPS)])
    (trial / "traj_data.json").write_text(json.dumps(data, sort_keys=True, indent=4))
    writer = cv2.VideoWriter(str(trial / "video.mp4"), cv2.VideoWriter_fourcc(*"mp4v"), 5, (64, 64))
    for i in range(len(STEPS)):
        writer.write(np.full((64, 64, 3), 20 * i, dtype=np.uint8))
    writer.release()
    return trial


@pytest.fixture
def release(tmp_path) -> Path:
    root = tmp_path / "egotv"
    _trial(root, "train", "Apple-None-DiningTable-5", "trial_T20220907_072801_469546", HEAT_THEN_PLACE)
    _trial(root, "test_splits/novel_scenes", "Apple-None-DiningTable-27", "trial_T20220908_101010_000001",
           HEAT_THEN_PLACE)
    (root / "train" / "fails").mkdir()
    return root


def test_rows_and_samples_from_egotv_keys(release):
    rows = read_manifest(release)
    assert [(r.split, r.task, r.object, r.receptacle, r.scene) for r in rows] == [
        ("train", "heat_then_place", "Apple", "DiningTable", 5),
        ("novel_scenes", "heat_then_place", "Apple", "DiningTable", 27)]
    samples = load_samples(release, "train")
    assert [(s.label, s.description) for s in samples] == [
        (1, HEAT_THEN_PLACE["template"]["pos"]), (0, HEAT_THEN_PLACE["template"]["neg"])]


def test_annotation_labels_and_boxes(release):
    row = read_manifest(release, "train")[0]
    ann = read_annotation(release / row.annotations)
    assert ann.frame_subtasks() == ["heat"] * 8 + ["place"] * 2
    assert [f.step for f in ann.frames] == STEPS
    assert ann.frames[0].boxes == {"Apple|-1.52|+00.91|+00.20": (10, 12, 29, 39),
                                   "DiningTable|+01.00|+00.00|-02.00": (0, 50, 63, 63)}
    assert ann.frames[0].states is None and ann.fps == 5 and ann.format == "egotv-traj"


def test_nsg_reads_it_with_a_gold_positive_and_no_gold_negative(release):
    from nsg.inputs.reader import load_manifest, read_annotation as nsg_annotation

    rec = load_manifest(release, ["train"])[0]
    assert rec.positive.graph is not None and rec.negative.graph is None  # the release names no negative task
    assert [n.subtask for n in rec.positive.graph.nodes] == ["heat", "place"]
    assert nsg_annotation(rec.annotations).frame_subtasks()[-1] == "place"


def test_audit_skips_the_graph_baselines_and_says_why(release):
    proc = run_module("generators", "audit", str(release), "--json", "--no-write")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert set(result["skipped"]) == {"structure", "lookup"} and "no graph" in result["skipped"]["lookup"]
    assert result["splits"]["train"]["valid_negatives"] is None and "text" in result["baselines"]
