"""Tiny end-to-end runs on a synthetic dataset: features -> train (NSG and baselines) -> evaluate."""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys

import pytest
import torch

from contracts.library.splits import TEST_SPLITS
from nsg.errors import DatasetReadError, NSGError, WeightsNotFoundError
from nsg.training.evaluation import evaluate_run
from nsg.commands.evaluate import main as evaluate_main
from nsg.commands.table import main as table_main
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset
from nsg.training.loop import TrainOptions, train
from tests.conftest import ROOT

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    root = tmp_path_factory.mktemp("nsg_pipe")
    dataset = write_synthetic_dataset(root / "ds", videos_per_split=3)
    save_random_clip(weights := root / "clip.pt")
    return root, dataset, weights


def options(setup, model: str, out: str, **kw) -> TrainOptions:
    root, dataset, weights = setup
    base = dict(dataset=str(dataset), model=model, out=str(root / out), epochs=2, batch_size=4, hidden=16,
                segment_frames=4, clip_weights=str(weights), features=str(root / "features"), progress=False)
    base.update(kw)
    return TrainOptions(**base)


def test_train_then_evaluate_nsg(setup, capsys):
    summary = train(options(setup, "nsg", "nsg"))
    run = setup[0] / "nsg"
    assert summary["train_videos"] + summary["val_videos"] == 3 and summary["val_videos"] == 1
    assert {"last.pt", "best.pt", "log.csv", "options.json", "summary.json"} <= {p.name for p in run.iterdir()}
    rows = list(csv.DictReader(open(run / "log.csv")))
    assert [int(r["epoch"]) for r in rows] == [1, 2] and float(rows[0]["train_samples_per_s"]) > 0
    assert any(p.name.startswith("events.out.tfevents") for p in (run / "tb").iterdir())

    report = evaluate_run(run)
    assert set(report["splits"]) == set(TEST_SPLITS)
    for r in report["splits"].values():
        assert r["n"] == 6 and 0 <= r["f1"] <= 1 and r["tp"] + r["fp"] + r["fn"] + r["tn"] == 6
        assert r["by_complexity"] and r["by_ordering"]
        conf = r["alignment"]
        assert len(conf["matrix"]) == len(conf["labels"]) == 8  # six sub-tasks, distractor, none
        assert sum(map(sum, conf["matrix"])) > 0
    names = {os.path.basename(p) for p in report["plots"]}
    assert {"f1_by_split.png", "f1_by_complexity.png", "f1_by_ordering.png"} <= names
    assert any(n.startswith("alignment_") and "confusion" not in n for n in names)
    for p in report["plots"]:
        assert open(p, "rb").read(8) == b"\x89PNG\r\n\x1a\n"

    assert table_main([str(run), "--paper"]) == 0
    table = capsys.readouterr().out
    assert "| nsg (nsg, graphs: gold) |" in table and "| NSG (paper) | 90.0 | 64.7 | 84.9 | 80.4 | 80.0 |" in table

    assert evaluate_main(["--run", str(run), "--json", "--splits", "novel_tasks", "--out", str(run / "eval_nt")]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert list(printed["splits"]) == ["novel_tasks"]


def test_resume_continues_and_refuses_to_clobber(setup):
    train(options(setup, "nsg", "resumed", epochs=1))
    with pytest.raises(NSGError, match="set resume to continue"):
        train(options(setup, "nsg", "resumed", epochs=2))
    summary = train(options(setup, "nsg", "resumed", epochs=2, resume=True))
    assert [h["epoch"] for h in summary["history"]] == [1, 2]
    with pytest.raises(NSGError, match="no checkpoint"):
        train(options(setup, "nsg", "never_trained", resume=True))


@pytest.mark.parametrize("model", ["mean", "lstm", "oracle", "text", "video"])
def test_baselines_train_and_evaluate(setup, model):
    train(options(setup, model, model, epochs=1))
    report = evaluate_run(setup[0] / model, splits=["novel_scenes"])
    r = report["splits"]["novel_scenes"]
    assert r["n"] == 6
    assert ("alignment" in r) == (model == "oracle")


def test_clear_errors_for_missing_inputs(setup, tmp_path):
    with pytest.raises(DatasetReadError, match="does not exist"):
        train(options(setup, "nsg", "x", dataset=str(tmp_path / "no_dataset")))
    with pytest.raises(WeightsNotFoundError, match="does not exist"):
        train(options(setup, "nsg", "y", clip_weights=str(tmp_path / "missing.pt")))


def test_torchrun_two_processes_gloo(setup):
    """DistributedDataParallel with 2 CPU processes (gloo): both train, rank 0 writes the run."""
    root, dataset, weights = setup
    train(options(setup, "nsg", "warm_cache", epochs=1))  # features cached, so the ranks only train
    out = root / "ddp"
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--standalone", "-m", "nsg.train",
           "--dataset", str(dataset), "--out", str(out), "--epochs", "1", "--batch-size", "2", "--hidden", "16",
           "--segment-frames", "4", "--clip-weights", str(weights), "--features", str(root / "features"),
           "--threads", "1", "--no-progress"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=240,
                       env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert r.returncode == 0, r.stderr[-3000:]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["world_size"] == 2 and len(summary["history"]) == 1


def test_auto_epochs_scale_with_the_training_split(setup, monkeypatch):
    from nsg.commands.train import parse_args
    from nsg.training import loop

    assert [loop.resolve_epochs(None, n) for n in (106, 480, 1186, 10**6)] == [50, 38, 16, 5]
    assert loop.resolve_epochs(3, 10**6) == 3
    assert parse_args(["--dataset", str(setup[1]), "--epochs", "auto"]).epochs is None
    monkeypatch.setattr(loop, "AUTO_SAMPLES", 2 * len(loop.verification_samples(
        loop.split_videos(sorted(loop.load_manifest(str(setup[1]), ["train"]), key=lambda r: r.key), 0.2, 0)[0])))
    monkeypatch.setattr(loop, "AUTO_EPOCH_RANGE", (1, 50))
    summary = train(options(setup, "mean", "auto_epochs", epochs=None))
    assert summary["epochs"] == 2 and len(summary["history"]) == 2


def test_early_stopping_rule():
    from nsg.training.loop import early_stop

    assert not early_stop([0.9, 0.8, 0.7], 2)                 # still improving
    assert early_stop([0.9, 0.5, 0.6, 0.55], 2)               # two epochs without a new best
    assert not early_stop([0.9, 0.5, 0.6, 0.4], 2)
    assert not early_stop([0.9, 0.9, 0.9, 0.9], 0)            # patience 0: never


def test_training_stops_early_and_keeps_the_best_checkpoint(setup):
    # lr 0: the validation loss never improves, so patience 1 stops after the second epoch
    summary = train(options(setup, "mean", "early", epochs=10, patience=1, lr=1e-12))
    assert summary["epochs"] == 2 and len(summary["history"]) == 2
    assert (setup[0] / "early" / "best.pt").is_file()
    train(options(setup, "mean", "early", epochs=1, overwrite=True))    # started again: its own log only
    assert [r["epoch"] for r in csv.DictReader(open(setup[0] / "early" / "log.csv"))] == ["1"]


def test_nsg_reads_frame_and_crops_when_asked(setup):
    summary = train(options(setup, "nsg", "roi", epochs=1, roi="annotated"))
    assert summary["feature_spec"]["roi"] == "annotated"
    state = torch.load(setup[0] / "roi" / "last.pt", weights_only=False)
    assert state["config"]["crops"] == 3
    assert state["model"]["encoders.StateQuery.segment.lstm.weight_ih_l0"].shape[-1] == 4 * 128
    report = evaluate_run(setup[0] / "roi")       # evaluation reads the run's crop cache, not whole frames
    assert set(report["splits"]) == set(TEST_SPLITS) and report["feature_spec"]["roi"] == "annotated"
    video = train(options(setup, "video", "roi_video", epochs=1, roi="annotated"))  # blind: its video's own crops
    assert video["feature_spec"]["roi"] == "annotated"


def test_plateau_learning_rate_rule():
    from nsg.training.loop import plateau_lr

    assert plateau_lr([0.9, 0.8, 0.9, 0.95], 1e-3, 0) == 1e-3               # 0: constant
    assert plateau_lr([0.9, 0.8, 0.7], 1e-3, 2) == 1e-3                     # still improving
    assert plateau_lr([0.9, 0.5, 0.6, 0.55], 1e-3, 2) == 5e-4               # two epochs without a new best
    assert plateau_lr([0.9, 0.5, 0.6, 0.55, 0.6, 0.7], 1e-3, 2) == 2.5e-4   # the count starts again after a cut
    assert plateau_lr([0.9, 0.5, 0.6, 0.4, 0.45], 1e-3, 2) == 1e-3          # a new best resets the count


def test_weight_average_is_what_is_saved_and_survives_a_resume(setup):
    from nsg.models.registry import build_model
    from nsg.run_record import load_run

    # a decay this close to 1 keeps the average at the initial weights: saved as the model, while the
    # optimiser's own weights move away; a resume that restarted the average from them would show
    train(options(setup, "nsg", "ema", epochs=1, ema=0.999999))
    state = load_run(setup[0] / "ema", "last.pt")
    torch.manual_seed(0)
    initial = build_model(state.config).state_dict()
    name = "encoders.StateQuery.mlp.0.weight" if "encoders.StateQuery.mlp.0.weight" in initial else next(iter(initial))
    assert state.training_weights is not None
    assert torch.allclose(state.model[name], initial[name], atol=1e-5)
    assert not torch.allclose(state.training_weights[name], initial[name], atol=1e-5)
    raw = torch.load(setup[0] / "ema" / "last.pt", weights_only=False)   # a mark on the saved average
    raw["model"] = {k: torch.full_like(v, 0.25) for k, v in raw["model"].items()}
    torch.save(raw, setup[0] / "ema" / "last.pt")
    summary = train(options(setup, "nsg", "ema", epochs=2, ema=0.999999, resume=True))
    assert [h["epoch"] for h in summary["history"]] == [1, 2]
    resumed = load_run(setup[0] / "ema", "last.pt")
    assert torch.allclose(resumed.model[name], torch.full_like(initial[name], 0.25), atol=1e-5)
    assert not torch.allclose(resumed.training_weights[name], state.training_weights[name])
    assert set(evaluate_run(setup[0] / "ema")["splits"]) == set(TEST_SPLITS)   # readers load the average
    plain = load_run(setup[0] / "nsg", "last.pt") if (setup[0] / "nsg" / "last.pt").is_file() else None
    assert plain is None or plain.training_weights is None
