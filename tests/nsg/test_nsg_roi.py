"""Object crops as EgoTV's NSG takes them (nsg.inputs.roi, the crop cache, the model inputs)."""
from __future__ import annotations

import json
import shutil

import numpy as np
import pytest
import torch

from contracts.dataset.egotv_read import annotation_from_traj
from contracts.language.graphs import parse_graph_text
from nsg.clip.cache import CropFeatures, FeatureCache
from nsg.clip.features import build_features, ensure_features
from nsg.clip.frozen import load_clip
from nsg.clip.spec import FeatureSpec
from nsg.errors import FeatureCacheError, UnknownChoiceError
from nsg.inputs.graph_source import resolve_graphs
from nsg.inputs.reader import frame_boxes_of, load_manifest, verification_samples
from nsg.inputs.roi import crop_arguments, crop_window, cut_crop, frame_boxes
from nsg.models.batching import VerificationData
from nsg.models.frame_inputs import crop_slots, gather_inputs
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)

# a hand-made 120x160 frame: a red apple, a blue plate, a green counter; a fourth object hidden
BOXES = {"apple_1": [10, 20, 29, 39], "plate_1": [60, 50, 99, 69], "counter_1": [0, 90, 159, 119]}
COLOURS = {"apple_1": (250, 0, 0), "plate_1": (0, 0, 250), "counter_1": (0, 250, 0)}


def _frame() -> np.ndarray:
    img = np.full((120, 160, 3), 128, np.uint8)
    for oid, (x1, y1, x2, y2) in BOXES.items():
        img[y1:y2 + 1, x1:x2 + 1] = COLOURS[oid]
    return img


def _centre_colour(crop: np.ndarray) -> tuple[int, ...]:
    h, w = crop.shape[:2]
    return tuple(int(v) for v in crop[h // 2, w // 2])


def test_crop_arguments_follow_egotv_rule():
    g = parse_graph_text("Step 0: StateQuery(apple, sliced), Step 1: RelationQuery(apple, plate, in), "
                         "Step 0 -> Step 1")
    assert crop_arguments(g) == ["apple", "plate"]  # objects first, each once
    g = parse_graph_text("Step 0: RelationQuery(mug, somewhere, in)")
    assert crop_arguments(g) == ["mug"]             # "somewhere" names no type


def test_crops_come_from_the_right_boxes_on_our_layout():
    img = _frame()
    by_token = frame_boxes(BOXES)
    assert list(by_token) == ["apple", "plate", "counter"]
    for oid in BOXES:
        crop = cut_crop(img, by_token[oid.rsplit("_", 1)[0]][0])
        assert _centre_colour(crop) == COLOURS[oid]
    x1, y1, x2, y2 = crop_window(BOXES["apple_1"], 160, 120)       # the box, 15% of its side around it
    assert (x1, y1, x2, y2) == (7, 17, 33, 43)
    assert crop_window(BOXES["counter_1"], 160, 120) == (0, 66, 160, 120)   # clipped to the frame
    assert crop_window([5, 5, 5, 5], 160, 120) == (2, 2, 10, 10)           # never smaller than 8 px


def test_egotv_layout_keeps_only_visible_boxes():
    # EgoTV's bbox: exclusive ends, keys "<Type>|x|y|z"; a box counts only where its type is
    # listed visible in the frame's low action's state_metadata
    bbox = {"Apple|0.1|0.9|0.2": [10, 20, 30, 40], "Plate|1|1|1": [60, 50, 100, 70],
            "Pot|2|2|2": [100, 10, 120, 30]}
    traj = {"task_type": "place_simple", "pddl_params": {"object_target": "Apple"},
            "plan": {"high_pddl": [{"discrete_action": {"action": "PutObject", "args": ["apple", "plate"]}}],
                     "low_actions": [{"state_metadata": [{"objectType": "Apple", "visible": True},
                                                         {"objectType": "Plate", "visible": True},
                                                         {"objectType": "Pot", "visible": False}]}]},
            "images": [{"high_idx": 0, "low_idx": 0, "bbox": bbox}]}
    ann = annotation_from_traj(traj, "traj_data.json")
    boxes = frame_boxes_of(ann, 1)[0]
    assert set(boxes) == {"apple", "plate"}                       # the pot is not visible: no crop
    assert boxes["apple"] == [[10, 20, 29, 39]] and boxes["plate"] == [[60, 50, 99, 69]]
    assert _centre_colour(cut_crop(_frame(), boxes["plate"][0])) == COLOURS["plate_1"]


def test_slots_take_hypothesis_objects_in_order_and_leave_the_rest_empty():
    crops = CropFeatures(torch.arange(1, 6, dtype=torch.float).view(5, 1).repeat(1, 2),
                         torch.tensor([0, 0, 0, 1, 1]), ["counter", "apple", "plate", "plate", "counter"])
    slots = crop_slots(crops, 3, ["apple", "plate"])
    assert slots.tolist() == [[1, 2, -1], [3, -1, -1], [-1, -1, -1]]
    x = gather_inputs(torch.zeros(3, 2), crops, slots)
    assert x.shape == (3, 8) and x[0, 2:].tolist() == [2, 2, 3, 3, 0, 0] and x[2].abs().sum() == 0


@pytest.fixture(scope="module")
def clip_weights(tmp_path_factory):
    save_random_clip(path := tmp_path_factory.mktemp("roi_w") / "tiny.pt")
    return path


def _inputs(dataset, weights, cache_root) -> dict[str, torch.Tensor]:
    records = load_manifest(dataset)
    cache = ensure_features(records, "standin-clip-tiny", weights, 2.5, cache_root, progress=False, roi="annotated")
    samples = verification_samples(records)
    graphs = resolve_graphs(samples, "gold", None, None, "cpu")
    data = VerificationData(samples, cache, graphs)
    return {s.sample_id: data[i].frames for i, s in enumerate(samples)}


def test_only_pixels_reach_the_model(tmp_path, clip_weights):
    ds = write_synthetic_dataset(tmp_path / "a", videos_per_split=1, splits=("train", "novel_tasks"))
    before = _inputs(ds, clip_weights, tmp_path / "fa")
    assert all(x.shape[1] == 4 * 128 for x in before.values())
    assert any(x[:, 128:].abs().sum() > 0 for x in before.values())   # crops are there
    # perturb every annotation field but the boxes: states, sub-tasks, steps, target, extras
    for ann_path in ds.glob("*/*.json"):
        ann = json.loads(ann_path.read_text())
        for fr in ann["frames"]:
            fr["states"] = {k: (not v if isinstance(v, bool) else None) for k, v in fr["states"].items()}
            fr["subtask"], fr["step"] = "heat", 0
        ann["target"], ann["task"], ann["subtask_of_step"] = "mug_9", "cool_simple", ["cool"]
        ann_path.write_text(json.dumps(ann))
    after = _inputs(ds, clip_weights, tmp_path / "fb")
    assert before.keys() == after.keys()
    for key in before:
        assert torch.equal(before[key], after[key]), key


def test_cache_refuses_mixed_specs(tmp_path, clip_weights):
    ds = write_synthetic_dataset(tmp_path / "d", videos_per_split=1, splits=("train",))
    records = load_manifest(ds)
    plain = FeatureSpec.create("standin-clip-tiny", clip_weights)
    crops = FeatureSpec.create("standin-clip-tiny", clip_weights, roi="annotated")
    assert plain.key != crops.key and plain.key.endswith("fps2.5")   # whole-frame caches keep their key
    with pytest.raises(UnknownChoiceError, match="roi"):
        FeatureSpec.create("standin-clip-tiny", clip_weights, roi="boxes")
    build_features(records, FeatureCache(tmp_path / "f", plain), load_clip(weights=clip_weights), progress=False)
    # a whole-frame entry placed in the crop cache is refused, by name, and recomputed
    crop_cache = FeatureCache(tmp_path / "f", crops)
    crop_cache.video_path(records[0]).parent.mkdir(parents=True)
    shutil.copy(FeatureCache(tmp_path / "f", plain).video_path(records[0]), crop_cache.video_path(records[0]))
    assert "no object crops" in crop_cache.video_problem(records[0])
    with pytest.raises(FeatureCacheError, match="no object crops"):
        crop_cache.load_video(records[0])
    report = build_features(records, crop_cache, load_clip(weights=clip_weights, roi="annotated"), progress=False)
    assert report.videos_computed == 1 and crop_cache.video_problem(records[0]) is None


def test_a_dataset_without_boxes_runs_on_whole_frames_and_says_so(tmp_path, clip_weights, capsys):
    from nsg.models.batching import report_boxless

    ds = write_synthetic_dataset(tmp_path / "n", videos_per_split=1, splits=("train",))
    for ann_path in ds.glob("*/*.json"):
        ann = json.loads(ann_path.read_text())
        for fr in ann["frames"]:
            fr["boxes"] = {}
        ann_path.write_text(json.dumps(ann))
    records = load_manifest(ds)
    cache = ensure_features(records, "standin-clip-tiny", clip_weights, 2.5, tmp_path / "f", progress=False,
                            roi="annotated")
    assert report_boxless(records, cache) == len(records)
    assert "no object boxes" in capsys.readouterr().err
    x = _inputs(ds, clip_weights, tmp_path / "f")
    assert all(v[:, 128:].abs().sum() == 0 for v in x.values())

