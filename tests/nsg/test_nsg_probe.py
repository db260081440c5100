"""The perception benchmark (python -m nsg.probe) and the labelled examples it reads."""
from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from nsg.clip.examples import CROP, FRAME, Examples, collect_examples
from nsg.clip.probe import label_table, run_probes
from nsg.clip.standin import caption
from nsg.commands.probe import main as probe_main
from nsg.inputs.reader import load_manifest
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return write_synthetic_dataset(tmp_path_factory.mktemp("probe_ds"), videos_per_split=4,
                                   splits=("train", "novel_scenes"))


def test_examples_carry_the_recorded_labels(dataset, tmp_path):
    ex = collect_examples(load_manifest(dataset), 32, caption, frames_per_video=5, progress=False)
    assert set(ex.kind) == {FRAME, CROP} and ex.images.shape[1:] == (32, 32, 3)
    frames = [i for i, k in enumerate(ex.kind) if k == FRAME]
    assert all(ex.states[i].min() >= 0 for i in frames)              # a frame knows the target's states
    own = [i for i, k in enumerate(ex.kind) if k == CROP and ex.states[i].min() >= 0]
    assert own and all(ex.identity[i] == ex.identity[frames[0]] for i in own if ex.video[i] == ex.video[frames[0]])
    ex.save(tmp_path / "ex.npz", jpeg_quality=95)
    back = Examples.load(tmp_path / "ex.npz")
    assert back.identity == ex.identity and np.abs(back.images.astype(int) - ex.images).mean() < 8
    idx, ys = label_table(ex, "roi", "object")
    assert len(idx) and all(ex.kind[i] == CROP for i in idx)


def test_probes_read_what_the_features_carry():
    # features that carry the identity (one-hot + noise) and none of the state: identity is read,
    # the state stays at chance
    rng = np.random.default_rng(0)
    names = ["apple", "egg", "mug", "plate"]
    n = 400
    ident = [names[i % 4] for i in range(n)]
    states = rng.integers(0, 2, size=(n, 5)).astype(np.int8)
    feats = np.eye(4)[[names.index(t) for t in ident]] + rng.normal(0, 0.3, (n, 4))
    ex = Examples(np.zeros((n, 1, 1, 3), np.uint8), [CROP] * n, ident, [""] * n, states, ["x"] * n,
                  ["train" if i < 300 else "novel_scenes" for i in range(n)], ["v"] * n)
    report = run_probes(ex, feats).to_json()
    assert report["roi"]["object"] == 1.0                              # apple, egg, mug
    assert report["roi"]["receptacle"] == 1.0                          # plate
    assert 0.3 < report["roi"]["hot"] < 0.7
    assert any("frame/" in s for s in report["skipped"])               # no frames given


def test_probe_command_writes_probe_json(dataset, tmp_path):
    save_random_clip(weights := tmp_path / "w.pt")
    out = tmp_path / "probe"
    assert probe_main(["--dataset", str(dataset), "--out", str(out), "--clip-weights", str(weights),
                       "--frames-per-video", "4", "--no-progress"]) == 0
    report = json.loads((out / "probe.json").read_text())
    assert report["split"] == "novel_scenes" and "object" in report["roi"] and "clean" in report["roi"]
    assert all(v is None or 0 <= v <= 1 for v in report["frame"].values())


def test_states_label_the_target_own_crop_not_another_of_its_type(dataset, tmp_path):
    # a second object of the target's type, listed first, in an empty corner: its crop must not
    # carry the target's states (another apple's states are not recorded)
    import shutil

    copy = tmp_path / "ds"
    shutil.copytree(dataset, copy)
    for ann_path in copy.glob("*/*.json"):
        ann = json.loads(ann_path.read_text())
        token = ann["target"].rsplit("_", 1)[0]
        for fr in ann["frames"]:
            fr["boxes"] = {f"{token}_9": [0, 0, 5, 5], **fr["boxes"]}
        ann_path.write_text(json.dumps(ann))
    ex = collect_examples(load_manifest(copy), 32, caption, frames_per_video=5, crops_per_frame=8, progress=False)
    own = [i for i, k in enumerate(ex.kind) if k == CROP and ex.states[i].min() >= 0]
    other = [i for i, k in enumerate(ex.kind) if k == CROP and ex.states[i].min() < 0
             and ex.identity[i] == ex.identity[own[0]]]
    assert own and other                                       # both apples are cropped ...
    corner = ex.images[other[0]].astype(int)
    assert all(np.abs(ex.images[i].astype(int) - corner).mean() > 5 for i in own)   # ... and told apart


def test_probe_from_an_examples_file_equals_the_probe_of_its_dataset(dataset, tmp_path):
    # the file carries train and test images, so the probe can run where the dataset is not
    from nsg.commands.standin_clip import main as standin_main

    save_random_clip(weights := tmp_path / "w.pt")
    common = ["--clip-weights", str(weights)]
    ex_file = tmp_path / "ex.npz"
    assert standin_main(["examples", "--dataset", str(dataset), "--out", str(ex_file), "--image-size", "64",
                         "--max-frames-per-video", "4", "--splits", "train,novel_scenes"]) == 0
    ex = Examples.load(ex_file)
    assert set(ex.split) == {"train", "novel_scenes"} and set(ex.train_only().split) == {"train"}
    assert probe_main(["--examples", str(ex_file), "--out", str(tmp_path / "a"), *common]) == 0
    assert probe_main(["--dataset", str(dataset), "--out", str(tmp_path / "b"), "--frames-per-video", "4",
                       "--no-progress", *common]) == 0
    a, b = (json.loads((tmp_path / d / "probe.json").read_text()) for d in "ab")
    assert a["splits"] == b["splits"] and a["test_examples"] == b["test_examples"]
    # a train-only file cannot be probed; the message says how to write one that can
    standin_main(["examples", "--dataset", str(dataset), "--out", str(train_only := tmp_path / "t.npz"),
                  "--image-size", "64", "--max-frames-per-video", "2"])
    assert probe_main(["--examples", str(train_only), "--out", str(tmp_path / "c"), *common]) != 0
    # the file already holds its images: options that choose them from a dataset are refused
    assert probe_main(["--examples", str(ex_file), "--max-videos", "2", "--out", str(tmp_path / "d"), *common]) != 0
    assert not (tmp_path / "d").exists()
    assert standin_main(["examples", "--dataset", str(dataset), "--out", str(tmp_path / "x.npz"),
                         "--splits", "novel_scenes"]) != 0                 # the encoder needs train


def test_examples_of_the_same_jobs_as_another_render(dataset, tmp_path):
    # --jobs-of keeps the train videos whose job the other dataset's train split also has
    import shutil

    from nsg.commands.standin_clip import train_examples

    other = tmp_path / "other"
    shutil.copytree(dataset, other)
    rows = (other / "manifest.jsonl").read_text().splitlines()
    train_rows = [r for r in rows if json.loads(r)["split"] == "train"]
    kept = train_rows[:2]
    (other / "manifest.jsonl").write_text("\n".join(kept + [r for r in rows if r not in train_rows]) + "\n")
    ex = train_examples(str(dataset), 32, 2.5, 2, 0, ("train", "novel_scenes"), str(other))
    kept_keys = {r.key for r in load_manifest(other, ["train"])}
    assert len(kept_keys) == 2 and {v for v, s in zip(ex.video, ex.split) if s == "train"} == kept_keys
    assert "novel_scenes" in ex.split                                   # test videos are never filtered
