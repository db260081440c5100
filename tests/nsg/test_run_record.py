"""The trained run's one record (nsg.run_record): a checkpoint written before the record existed
still loads, a record written now is the dict it always was, and the training options readers
use exist in TrainOptions (a renamed option fails here, not in the online verifier)."""
from __future__ import annotations

from dataclasses import fields

import pytest
import torch

from nsg.errors import InvalidValueError, WeightsNotFoundError
from nsg.models.registry import ModelConfig, build_model
from nsg.run_record import READ_OPTIONS, RunRecord, load_run, save_run
from nsg.training.options import TrainOptions


def todays_checkpoint(interrupted: bool = False) -> dict:
    """A checkpoint dict exactly as nsg.training.loop wrote it before the record existed."""
    config = ModelConfig(kind="nsg", feature_dim=8, hidden=6)
    torch.manual_seed(0)
    model = build_model(config)
    options = {f.name: getattr(TrainOptions(dataset="/data/ds"), f.name) for f in fields(TrainOptions)}
    spec = {"model": "standin-clip-tiny", "weights_id": "0123456789abcdef", "fps": 2.5,
            "weights_path": "/w/clip.pt", "roi": "none"}
    if interrupted:
        return {"model": model.state_dict(), "optimizer": {"state": {}}, "epoch": 2, "batches_done": 5,
                "interrupted": True, "history": [{"epoch": 1}], "config": config.to_json(), "options": options,
                "feature_spec": spec, "graphs": "gold"}
    return {"model": model.state_dict(), "optimizer": {"state": {}}, "epoch": 3, "best_val_f1": 0.5,
            "history": [{"epoch": 1}], "rng": torch.get_rng_state(), "config": config.to_json(),
            "options": options, "feature_spec": spec, "graphs": "gold"}


@pytest.mark.parametrize("interrupted", [False, True])
def test_a_checkpoint_written_before_the_record_loads(tmp_path, interrupted):
    (tmp_path / "run").mkdir()
    state = todays_checkpoint(interrupted)
    torch.save(state, tmp_path / "run" / ("interrupted.pt" if interrupted else "best.pt"))
    record = load_run(tmp_path / "run", "interrupted.pt" if interrupted else None)
    assert record.config == ModelConfig(**state["config"]) and record.feature_spec.fps == 2.5
    assert record.dataset == "/data/ds" and record.segment_frames == 20 and record.trained_graphs == "gold"
    assert record.interrupted == interrupted and record.epoch == state["epoch"]
    model = record.build_model()
    for k, v in state["model"].items():
        torch.testing.assert_close(model.state_dict()[k], v)


@pytest.mark.parametrize("interrupted", [False, True])
def test_a_record_is_written_as_the_dict_checkpoints_always_were(tmp_path, interrupted):
    state = todays_checkpoint(interrupted)
    save_run(RunRecord.from_state(state), tmp_path / "x.pt")
    again = torch.load(tmp_path / "x.pt", weights_only=False)
    assert list(again) == list(state)
    for key in state:
        if key not in ("model", "rng"):
            assert again[key] == state[key], key


def test_a_feature_spec_from_before_crops_is_a_whole_frame_one():
    state = todays_checkpoint()
    del state["feature_spec"]["roi"]
    assert RunRecord.from_state(state).feature_spec.roi == "none"


def test_the_options_readers_use_are_training_options():
    assert set(READ_OPTIONS) <= {f.name for f in fields(TrainOptions)}


def test_what_is_not_a_run_is_refused_in_one_line(tmp_path):
    with pytest.raises(WeightsNotFoundError, match="does not exist"):
        load_run(tmp_path / "nope")
    (tmp_path / "empty").mkdir()
    with pytest.raises(WeightsNotFoundError, match="best.pt and last.pt"):
        load_run(tmp_path / "empty")
    torch.save({"weights": 1}, tmp_path / "other.pt")
    with pytest.raises(InvalidValueError, match="no model, config, options, feature_spec"):
        load_run(tmp_path / "other.pt")
    (tmp_path / "text.pt").write_text("hello")
    with pytest.raises(InvalidValueError, match="is not a checkpoint"):
        load_run(tmp_path / "text.pt")
