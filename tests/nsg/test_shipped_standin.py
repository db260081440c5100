"""The object-reading stand-in that ships with the package (issue 36): every command that reads
features uses it unless told otherwise, so it must load through the real open_clip path, be the
file its provenance record describes, and be refused clearly for any other architecture."""
from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from nsg.clip.frozen import load_clip
from nsg.clip.spec import DEFAULT_STANDIN_WEIGHTS, SHIPPED_MODEL, SHIPPED_WEIGHTS, STANDIN_MODEL, clip_choice, weights_digest
from nsg.errors import WeightsNotFoundError
from nsg.training.options import TrainOptions

torch.set_num_threads(1)
RECORD = SHIPPED_WEIGHTS.with_suffix(".json")


def test_the_shipped_file_is_the_one_its_record_describes():
    record = json.loads(RECORD.read_text())
    assert weights_digest(SHIPPED_WEIGHTS) == record["weights_id"]
    assert record["training"]["model"] == SHIPPED_MODEL
    assert "train split only" in record["made_by"]
    # the probe figures it was shipped with: crops read objects far better than whole frames
    probe = record["probe_novel_scenes"]["balanced_accuracy"]
    assert probe["roi"]["object"] > probe["frame"]["object"] + 0.2


def test_commands_default_to_the_shipped_stand_in(tmp_path):
    shipped = (SHIPPED_MODEL, str(SHIPPED_WEIGHTS))
    assert clip_choice(None, None) == shipped
    assert clip_choice(None, SHIPPED_WEIGHTS) == shipped                       # a known file: its architecture
    assert clip_choice(SHIPPED_MODEL, None) == shipped
    assert clip_choice(STANDIN_MODEL, None) == (STANDIN_MODEL, str(DEFAULT_STANDIN_WEIGHTS))
    assert clip_choice(None, tmp_path / "mine.pt") == (STANDIN_MODEL, str(tmp_path / "mine.pt"))  # trained here
    assert clip_choice("ViT-B-32", None) == ("ViT-B-32", None)                 # load_clip says what is missing
    assert clip_choice("ViT-B-32", "b32.pt") == ("ViT-B-32", "b32.pt")
    opts = TrainOptions(dataset="x")
    assert (opts.clip_model, opts.clip_weights) == (None, None)


def test_it_loads_and_encodes_frames():
    clip = load_clip(SHIPPED_MODEL, SHIPPED_WEIGHTS)
    assert clip.spec.weights_id == json.loads(RECORD.read_text())["weights_id"]
    frames = np.random.default_rng(0).integers(0, 255, size=(2, 224, 224, 3), dtype=np.uint8)
    feats = clip.encode_frames(frames)
    assert feats.shape == (2, clip.embed_dim) and torch.isfinite(feats).all()


@pytest.mark.parametrize("model", ["standin-clip-tiny", "ViT-B-32"])
def test_another_architecture_with_the_shipped_file_is_refused(model):
    with pytest.raises(WeightsNotFoundError, match=f"only fits '{SHIPPED_MODEL}'"):
        load_clip(model, SHIPPED_WEIGHTS)
