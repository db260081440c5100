"""Which CLIP a command reads features with when told only part of it (issue 36): the stand-in
trained here by default, the object stand-in when its weights file is named, and a known stand-in
file refused for any other architecture in one line, before open_clip is called."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from nsg.clip.frozen import load_clip
from nsg.clip.spec import (DEFAULT_STANDIN_WEIGHTS, OBJECT_STANDIN_MODEL, OBJECT_STANDIN_WEIGHTS, STANDIN_MODEL,
                           clip_choice)
from nsg.errors import WeightsNotFoundError
from nsg.training.options import TrainOptions

RECORD = Path(__file__).parents[2] / "docs" / "standin-clip-96-objects.json"


def test_each_partial_choice_is_completed(tmp_path):
    assert clip_choice(None, None) == (STANDIN_MODEL, str(DEFAULT_STANDIN_WEIGHTS))
    assert clip_choice(None, OBJECT_STANDIN_WEIGHTS) == (OBJECT_STANDIN_MODEL, str(OBJECT_STANDIN_WEIGHTS))
    assert clip_choice(OBJECT_STANDIN_MODEL, None) == (OBJECT_STANDIN_MODEL, str(OBJECT_STANDIN_WEIGHTS))
    assert clip_choice(None, tmp_path / "mine.pt") == (STANDIN_MODEL, str(tmp_path / "mine.pt"))  # trained here
    assert clip_choice("ViT-B-32", None) == ("ViT-B-32", None)                 # load_clip says what is missing
    assert clip_choice("ViT-B-32", "b32.pt") == ("ViT-B-32", "b32.pt")
    assert (TrainOptions(dataset="x").clip_model, TrainOptions(dataset="x").clip_weights) == (None, None)


@pytest.mark.parametrize("model", ["standin-clip-tiny", "ViT-B-32"])
def test_the_object_stand_ins_file_with_another_architecture_is_refused(model):
    with pytest.raises(WeightsNotFoundError, match=f"only fits '{OBJECT_STANDIN_MODEL}'"):
        load_clip(model, OBJECT_STANDIN_WEIGHTS)


def test_the_record_of_the_measured_object_stand_in():
    record = json.loads(RECORD.read_text())
    assert record["training"]["model"] == OBJECT_STANDIN_MODEL and len(record["weights_id"]) == 16
    probe = record["probe_novel_scenes"]["balanced_accuracy"]
    assert probe["roi"]["object"] > probe["frame"]["object"] + 0.2   # crops read objects far better than frames
