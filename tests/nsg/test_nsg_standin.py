"""Stand-in CLIP: captions from recorded states, train split only, weights load like real CLIP."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from nsg.inputs.reader import load_manifest
from nsg.errors import DatasetReadError, UnknownChoiceError
from nsg.clip.frozen import load_clip
from nsg.clip.standin import _states_from_subtasks, caption, collect_pairs, pick_frames, train_standin
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


def test_frames_picked_cover_every_caption_of_the_video_first():
    import random

    idx = list(range(100))
    captions = {i: "a dirty apple on the counter" if i < 90 else ("an apple, held" if i < 97 else "an apple on the plate")
                for i in idx}
    for seed in range(20):
        got = pick_frames(idx, captions, 5, random.Random(seed))
        assert len(got) == len(set(got)) == 5 and got == sorted(got)
        assert {captions[i] for i in got} == set(captions.values())   # the 3 plate frames always drawn on
    assert pick_frames(idx[:4], captions, 5, random.Random(0)) == idx[:4]
    one_each = pick_frames(idx, captions, 2, random.Random(1))            # fewer frames than captions: distinct ones
    assert len({captions[i] for i in one_each}) == 2


def test_the_small_standin_trains_and_loads_at_its_own_size(tmp_path):
    ds = write_synthetic_dataset(tmp_path / "ds", videos_per_split=1, splits=("train",))
    out = tmp_path / "small.pt"
    with pytest.raises(UnknownChoiceError, match="standin-clip-small"):
        train_standin(ds, out, epochs=1, batch_size=8, progress=False, model_name="ViT-B-32")
    report = train_standin(ds, out, epochs=1, batch_size=8, max_frames_per_video=6, progress=False,
                           model_name="standin-clip-small", cover_captions=True)
    assert report["model"] == "standin-clip-small" and report["cover_captions"] is True
    clip = load_clip("standin-clip-small", out)
    assert clip.encode_frames(np.zeros((2, 224, 224, 3), dtype=np.uint8)).shape == (2, 128)
