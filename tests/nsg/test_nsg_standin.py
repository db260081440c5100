"""Stand-in CLIP: captions from recorded states, train split only, weights load like real CLIP."""
from __future__ import annotations

import pytest
import torch

from nsg.inputs.reader import load_manifest
from nsg.errors import DatasetReadError
from nsg.clip.frozen import load_clip
from nsg.clip.standin import _states_from_subtasks, caption, collect_pairs, train_standin
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)


def test_captions_follow_the_recorded_state():
    base = {"hot": False, "cold": False, "clean": False, "sliced": False, "held": False, "in": "counter_2"}
    assert caption("Apple", base) == "a dirty apple on the counter"
    assert caption("Apple", {**base, "clean": True, "hot": True, "sliced": True, "in": "plate_1"}) == \
        "a hot clean sliced apple on the plate"
    assert caption("Mug", {**base, "cold": True, "held": True, "in": None}) == "a dirty cold mug, held"
    assert caption("WineBottle", {**base, "in": "fridge_1"}) == "a wine bottle in the fridge"  # cannot be cleaned


def test_states_derived_from_subtask_labels_when_not_recorded():
    states = _states_from_subtasks(["heat", "heat", "place", "place", None], "Apple", "Plate")
    assert not states[0]["hot"] and not states[1]["hot"] and states[2]["hot"]
    assert states[4]["in"] == "Plate" and states[3]["in"] is None


def test_trains_on_the_train_split_only_and_loads_as_clip(tmp_path):
    ds = write_synthetic_dataset(tmp_path / "ds", videos_per_split=2, splits=("train", "novel_scenes"))
    with pytest.raises(DatasetReadError, match="train split only"):
        collect_pairs(load_manifest(ds), image_size=64, progress=False)
    out = tmp_path / "standin.pt"
    report = train_standin(ds, out, epochs=1, batch_size=16, progress=False)
    assert report["videos"] == 2 and report["pairs"] > 10 and report["videos_with_derived_states"] == 0
    assert 0.0 <= report["heldout_caption_retrieval_top1"] <= 1.0
    clip = load_clip("standin-clip-tiny", out)
    assert clip.spec.weights_id != "random-init"
    assert clip.encode_texts(["a hot apple on the plate"]).shape == (1, 128)
