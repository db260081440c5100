"""The public loader (contracts.dataset.loader): manifest rules, samples and labels, frames at an fps,
the PyTorch Dataset, and the errors users see."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from contracts.errors import DataWarning, UnknownNameError
from generators.access.torch_dataset import EgoTVDataset
from contracts.dataset.loader import (LoaderError, frame_indices, load_samples, read_manifest,
                               spans)
from tests.support.tiny_rendered import rendered, with_no_video_row


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())


def test_two_samples_per_video_with_labels(ds):
    rows = read_manifest(ds)
    samples = load_samples(ds)
    assert len(samples) == 2 * len(rows)
    for row in rows:
        pos, neg = [s for s in samples if s.video_id == row.job_id]
        assert (pos.label, pos.description, pos.graph) == (1, row.positive, row.positive_graph)
        assert (neg.label, neg.description, neg.graph) == (0, row.negative, row.negative_graph)
        assert pos.video == ds / row.video and pos.video.is_file()
    assert {s.kind for s in samples if s.split == "abstraction"} == {"abstract", "abstract_negative"}
    assert len({s.sample_id for s in samples}) == len(samples)


def test_torch_dataset_frames_at_fps(ds):
    import torch

    data = EgoTVDataset(ds, "train", fps=1.0)
    assert len(data) == 2 * len(read_manifest(ds, "train"))
    item = data[0]
    row = item["meta"]
    assert isinstance(item["frames"], torch.Tensor) and item["frames"].dtype == torch.uint8
    # fps 1 of a 5 fps video: one frame per second of the video, taken every 5th native frame
    assert item["frames"].shape[0] == int(row.n_frames / row.fps)
    assert item["frame_indices"][:3] == [0, 5, 10]
    assert item["frames"].shape[-1] == 3 and item["label"] == 1
    assert item["annotation"].n_frames == len(item["annotation"].frames) == row.n_frames
    batch = EgoTVDataset.collate([data[0], data[1]])
    assert batch["label"].tolist() == [1, 0]


def test_no_video_rows_are_kept(tmp_path_factory):
    ds = with_no_video_row(tmp_path_factory.getbasetemp())
    data = EgoTVDataset(ds, fps=1.0)
    last = data[len(data) - 1]
    assert last["video_id"] == "train_09999" and last["frames"] is None and last["annotation"] is None


def test_torn_last_line_skipped_bad_line_reported(tmp_path, ds):
    lines = (ds / "manifest.jsonl").read_text().splitlines()
    (tmp_path / "manifest.jsonl").write_text(lines[0] + "\n" + lines[1][:40])
    with pytest.warns(DataWarning, match=r"manifest.jsonl:2: the last line is cut short"):  # said, not silent
        assert len(read_manifest(tmp_path)) == 1
    (tmp_path / "manifest.jsonl").write_text(lines[0] + "\n{oops\n")
    with pytest.raises(LoaderError, match=r"manifest.jsonl:2: not JSON"):
        read_manifest(tmp_path)
    (tmp_path / "manifest.jsonl").write_text(json.dumps({"split": "train"}) + "\n")
    with pytest.raises(LoaderError, match="lacks"):
        read_manifest(tmp_path)


def test_errors_name_the_bad_value(tmp_path):
    with pytest.raises(LoaderError, match="does not exist"):
        read_manifest(tmp_path / "nope")
    with pytest.raises(LoaderError, match="manifest.jsonl.*not found"):
        read_manifest(tmp_path)
    (tmp_path / "manifest.jsonl").write_text("")
    with pytest.raises(UnknownNameError, match="novel_tasks"):
        read_manifest(tmp_path, "bogus")


def test_frame_indices_and_spans():
    assert frame_indices(10, 5, 2.5) == [0, 2, 4, 6, 8]
    assert frame_indices(3, 5, 0.1) == [0]
    assert frame_indices(4, 5, None) == [0, 1, 2, 3]
    with pytest.raises(ValueError, match="positive"):
        frame_indices(4, 5, 0)
    got = [(s.start, s.end, s.value) for s in spans(["a", "a", None, "b", "b", "a"])]
    assert got == [(0, 1, "a"), (3, 4, "b"), (5, 5, "a")]


def test_nsg_reads_the_manifest_through_the_loader(ds, monkeypatch):
    import contracts.dataset.loader as loader
    import nsg.inputs.reader as nsg_dataset

    ours = [(s.description, s.label) for s in load_samples(ds)]
    theirs = [(s.description.text, s.label)
              for s in nsg_dataset.verification_samples(nsg_dataset.load_manifest(ds))]
    assert theirs == ours
    seen = []
    monkeypatch.setattr(nsg_dataset, "iter_manifest",
                        lambda root: (seen.append(root), *loader.iter_manifest(root))[1:])
    assert len(nsg_dataset.load_manifest(ds)) == len(read_manifest(ds)) and seen == [Path(ds)]


def test_generators_side_imports_neither_nsg_nor_torch():
    import subprocess
    import sys

    code = ("import sys, contracts.dataset.loader, generators.access.export, generators.browse, generators.commands.browse; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('nsg', 'torch')))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
