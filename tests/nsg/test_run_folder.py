"""A run folder works from anywhere and holds only what its run left (issue 40): the stand-in's
weights (and the features, the dataset) were recorded by the relative paths they were given, so
``nsg.evaluate --run RUN`` from another working directory asked for weights that exist; and
``interrupted.pt`` stayed after a ``--resume`` that finished the run."""
from __future__ import annotations

import json

import pytest
import torch

from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    root = tmp_path_factory.mktemp("run_folder")
    write_synthetic_dataset(root / "ds", videos_per_split=2)
    save_random_clip(root / "weights" / "clip.pt")
    return root


def _options(**kw):
    from nsg.training.loop import TrainOptions

    return TrainOptions(**{"dataset": "ds", "model": "nsg", "epochs": 1, "batch_size": 4, "hidden": 16,
                           "segment_frames": 4, "clip_weights": "weights/clip.pt", "features": "features",
                           "progress": False, **kw})


def test_a_run_trained_with_relative_paths_is_evaluated_from_elsewhere(root, tmp_path, monkeypatch):
    from nsg.training.loop import train
    from nsg.training.evaluation import evaluate_run

    monkeypatch.chdir(root)
    train(_options(out="runs/relative"))
    recorded = json.loads((root / "runs" / "relative" / "options.json").read_text())
    assert all(recorded[k].startswith("/") for k in ("dataset", "clip_weights", "features"))
    monkeypatch.chdir(tmp_path)  # another working directory, without weights/ or features/
    result = evaluate_run(root / "runs" / "relative", splits=["novel_tasks"], out=tmp_path / "eval")
    assert "novel_tasks" in result["splits"] and not (tmp_path / "features").exists()


def test_a_finished_resume_removes_interrupted_pt(root, monkeypatch):
    import nsg.training.loop as loop
    from nsg.errors import TrainingInterrupted

    monkeypatch.chdir(root)
    run = root / "runs" / "resumed"
    loop.train(_options(out=str(run)))
    real = loop.training_loss

    def interrupt(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(loop, "training_loss", interrupt)
    with pytest.raises(TrainingInterrupted):
        loop.train(_options(out=str(run), epochs=2, resume=True))
    assert (run / "interrupted.pt").is_file()
    monkeypatch.setattr(loop, "training_loss", real)
    summary = loop.train(_options(out=str(run), epochs=2, resume=True))
    assert summary["epochs"] == 2 and not (run / "interrupted.pt").exists()
