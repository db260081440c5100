"""``--clip-model ViT-B-32`` without weights of its own (issue 40): with no ``--clip-weights`` (the
stand-in's file is the default) ``nsg.features build`` and ``nsg.train`` ended in open_clip's
``AssertionError: text pos_embed width changed!``, and with a file that is not a checkpoint in
torch's unpickling error suggesting ``weights_only=False``. Both are one line naming the model,
the file and what would fit."""
from __future__ import annotations


import pytest
import torch

from nsg.clip.spec import DEFAULT_STANDIN_WEIGHTS, STANDIN_MODEL
from tests.project.test_faults_commands import nsg_command, one_line_error
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def setup(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("clip_weights")
    standin = root / DEFAULT_STANDIN_WEIGHTS  # the default, relative to the working directory
    save_random_clip(standin)
    (root / "garbage.pt").write_bytes(b"these are not weights\n" * 10)
    torch.save({"a": [1, 2, 3]}, root / "other.pt")  # a torch file, but no state dict of any CLIP
    return {"root": root, "dataset": write_synthetic_dataset(root / "ds", videos_per_split=1, splits=("train",))}


def _command(name: str):
    if name == "features":
        from nsg.features import main
        return main, ["build"]
    from nsg.train import main
    return main, ["--epochs", "1"]


@pytest.mark.parametrize("command", ["features", "train"])
@pytest.mark.parametrize("weights", [None, "garbage.pt", "other.pt", str(DEFAULT_STANDIN_WEIGHTS)])
def test_vit_b_32_without_its_weights_is_one_line(setup, tmp_path, capsys, monkeypatch, command, weights):
    monkeypatch.chdir(setup["root"])
    main, argv = _command(command)
    argv = [*argv, "--dataset", str(setup["dataset"]), "--clip-model", "ViT-B-32",
            "--features", str(setup["root"] / "features")]
    if weights is not None:
        argv += ["--clip-weights", weights]
    if command == "train":
        argv += ["--out", str(tmp_path / "run")]
    code, err = nsg_command(main, argv, capsys)
    line = one_line_error(err)
    assert code == 2 and "ViT-B-32" in line and (weights in line if weights else "no CLIP weights given" in line)
    assert "--clip-weights" in line and "weights_only" not in line
    assert not (tmp_path / "run").exists()  # a failed training leaves no run folder


def test_the_stand_in_still_loads_from_its_default(setup, monkeypatch):
    from nsg.clip.frozen import load_clip

    monkeypatch.chdir(setup["root"])
    assert load_clip(STANDIN_MODEL).spec.model == STANDIN_MODEL
