"""In each command a dataset's manifest is read once and each video's cached features are checked
once (issue 35: online evaluation read the manifest up to five times and checked or built
features three times in one command).

Counted where the reading happens: every manifest read goes through
``contracts.dataset.loader.manifest_path``, every feature check through
``nsg.clip.cache.FeatureCache.video_problem``. The commands run in process on the tiny rendered
dataset, with a run trained for one epoch by the train command (also counted)."""
from __future__ import annotations

import collections
from pathlib import Path

import pytest
import torch

import contracts.dataset.loader as loader
from nsg.clip.cache import FeatureCache
from tests.support.clip_weights import save_random_clip
from tests.support.tiny_rendered import rendered

torch.set_num_threads(1)


class Reads:
    """Manifest reads per dataset and feature checks per video, while installed."""

    def __init__(self, monkeypatch):
        self.manifests: collections.Counter = collections.Counter()
        self.checks: collections.Counter = collections.Counter()
        real_path, real_problem = loader.manifest_path, FeatureCache.video_problem

        def manifest_path(root):
            self.manifests[str(Path(root).resolve())] += 1
            return real_path(root)

        def video_problem(cache, record):
            self.checks[record.key] += 1
            return real_problem(cache, record)

        monkeypatch.setattr(loader, "manifest_path", manifest_path)
        monkeypatch.setattr(FeatureCache, "video_problem", video_problem)

    def assert_once(self, dataset: Path, checked: bool = True) -> None:
        assert self.manifests == {str(dataset.resolve()): 1}, self.manifests
        if checked:
            assert self.checks and set(self.checks.values()) == {1}, self.checks


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    ds = rendered(tmp_path_factory.getbasetemp())
    root = tmp_path_factory.mktemp("reads_once")
    weights = root / "clip.pt"
    save_random_clip(weights)
    return ds, root, weights


@pytest.fixture(scope="module")
def run(setup):
    """A run trained by the command (its reads are counted in the train test, on a copy)."""
    from nsg.commands.train import main

    ds, root, weights = setup
    assert main(_train_argv(ds, root / "run", root, weights)) == 0
    return root / "run"


def _train_argv(ds, out, root, weights):
    return ["--dataset", str(ds), "--out", str(out), "--epochs", "1", "--batch-size", "4", "--hidden", "8",
            "--segment-frames", "4", "--clip-weights", str(weights), "--features", str(root / "features"),
            "--no-progress", "--threads", "1"]


def test_train_reads_the_manifest_once(setup, tmp_path, monkeypatch):
    from nsg.commands.train import main

    ds, root, weights = setup
    reads = Reads(monkeypatch)
    assert main(_train_argv(ds, tmp_path / "run", tmp_path, weights)) == 0
    reads.assert_once(ds)


def test_evaluate_reads_once(setup, run, tmp_path, monkeypatch):
    from nsg.commands.evaluate import main

    ds = setup[0]
    reads = Reads(monkeypatch)
    assert main(["--run", str(run), "--dataset", str(ds), "--splits", "abstraction", "--out", str(tmp_path / "e"),
                 "--no-progress", "--threads", "1"]) == 0
    reads.assert_once(ds)


@pytest.mark.parametrize("mode", [["--evaluate", "--place-probe"], ["--video", "abstraction_00000_mistake"]])
def test_online_reads_once(setup, run, tmp_path, monkeypatch, mode):
    """The evaluated dataset, the fit dataset and the run's own are one here: read once; the
    streamed, fitted and probe videos' features checked once, together."""
    from nsg.commands.online import main

    ds = setup[0]
    reads = Reads(monkeypatch)
    assert main([*mode, "--run", str(run), "--dataset", str(ds), "--out", str(tmp_path / "o"),
                 "--fit-videos", "train", "--no-prefix-baseline", "--threads", "1"]) == 0
    reads.assert_once(ds)


def test_features_build_reads_once(setup, monkeypatch):
    from nsg.commands.features import main

    ds, root, weights = setup
    reads = Reads(monkeypatch)
    assert main(["build", "--dataset", str(ds), "--clip-weights", str(weights), "--features",
                 str(root / "features")]) == 0
    reads.assert_once(ds)


@pytest.mark.parametrize("argv", [["audit", "{ds}", "--json"], ["export", "{ds}", "{tmp}/hf", "--format", "hf"],
                                  ["browse", "{ds}", "--out", "{tmp}/site", "--no-thumbnails"]])
def test_generators_commands_read_the_manifest_once(setup, tmp_path, monkeypatch, capsys, argv):
    from generators.commands.main import main

    ds = setup[0]
    reads = Reads(monkeypatch)
    assert main([a.format(ds=ds, tmp=tmp_path) for a in argv]) == 0
    reads.assert_once(ds, checked=False)
