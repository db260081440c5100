"""Reading rendered datasets: manifest rows, verification samples, frame sampling, annotations, errors."""
from __future__ import annotations

import json

import pytest

from nsg.inputs.reader import load_manifest, read_annotation, read_video, sample_indices, verification_samples
from nsg.errors import CorruptVideoError, DatasetReadError, UnknownChoiceError
from tests.support.nsg_synthetic import write_synthetic_dataset


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return write_synthetic_dataset(tmp_path_factory.mktemp("nsg_ds"), videos_per_split=1)


def test_manifest_rows_and_samples(dataset):
    records = load_manifest(dataset)
    assert {r.split for r in records} == {"train", "novel_tasks", "novel_steps", "novel_scenes", "abstraction"}
    samples = verification_samples(records)
    assert len(samples) == 2 * len(records)
    assert [s.label for s in samples[:2]] == [1, 0]
    rec = records[0]
    assert rec.video.is_file() and rec.annotations.is_file()
    assert rec.positive.graph is not None and rec.negative.graph is not None
    assert rec.positive.graph.canonical() == rec.gold_graph().canonical()
    assert rec.negative.graph.canonical() != rec.gold_graph().canonical()
    assert [r.split for r in load_manifest(dataset, ["train"])] == ["train"]


def test_missing_dataset_and_manifest_are_clear(tmp_path):
    with pytest.raises(DatasetReadError, match="does not exist"):
        load_manifest(tmp_path / "nowhere")
    with pytest.raises(DatasetReadError, match="manifest.jsonl"):
        load_manifest(tmp_path)
    (tmp_path / "manifest.jsonl").write_text(json.dumps({"split": "train"}) + "\n")
    with pytest.raises(DatasetReadError, match="lacks"):
        load_manifest(tmp_path)


def test_unknown_split_lists_valid_ones(dataset):
    with pytest.raises(UnknownChoiceError, match="novel_tasks"):
        load_manifest(dataset, ["test"])


def test_corrupt_and_missing_video(tmp_path):
    bad = tmp_path / "bad.mp4"
    bad.write_bytes(b"\x00not a video at all" * 100)
    with pytest.raises(CorruptVideoError, match="bad.mp4"):
        read_video(bad)
    with pytest.raises(DatasetReadError, match="does not exist"):
        read_video(tmp_path / "absent.mp4")


def test_video_reads_back_with_its_rate(dataset):
    rec = load_manifest(dataset, ["train"])[0]
    frames, fps = read_video(rec.video)
    assert frames.ndim == 4 and frames.shape[-1] == 3 and fps == pytest.approx(5.0)
    assert len(frames) == rec.row.n_frames


def test_sample_indices():
    assert sample_indices(10, 5.0, 2.5) == [0, 2, 4, 6, 8]
    assert sample_indices(3, 30.0, 2.5) == [0]
    idx = sample_indices(301, 30.0, 2.5)
    assert idx[:3] == [0, 12, 24] and len(idx) == 25
    with pytest.raises(ValueError):
        sample_indices(10, 0.0)


def test_one_identity_with_the_loader(dataset):
    """nsg's video ids and sample ids are the loader's (``ManifestRow.identity()``); a sample id
    of the form nsg wrote before (the video path) still names its sample."""
    from contracts.dataset.loader import load_samples
    from nsg.inputs.reader import resolve_sample_id

    records = load_manifest(dataset)
    assert [s.sample_id for s in verification_samples(records)] == [s.sample_id for s in load_samples(dataset)]
    rec = records[0]
    assert rec.key == rec.row.identity() == rec.row.job_id and rec.legacy_key == rec.row.video.rsplit(".", 1)[0]
    assert resolve_sample_id(f"{rec.key}:neg", records) == f"{rec.key}:neg"
    assert resolve_sample_id(f"{rec.legacy_key}:pos", records) == f"{rec.key}:pos"
    assert resolve_sample_id("nothing:pos", records) is None


def test_annotations_read_as_records(dataset, tmp_path):
    """nsg reads the annotation record's attributes; the aliases no writer wrote (frame_subtask,
    frame_step, states_per_frame, video_fps, target_object ...) are refused, not guessed at."""
    rec = load_manifest(dataset)[0]
    ann = read_annotation(rec.annotations)
    assert len(ann.frame_subtasks()) == ann.n_frames == rec.row.n_frames
    assert ann.target and set(ann.frame_states()[0]) >= {"hot", "cold", "held", "in"}
    alias = tmp_path / "alias.json"
    alias.write_text(json.dumps({"frame_subtask": [0, 1], "subtasks": ["clean", "place"]}))
    with pytest.raises(DatasetReadError, match="'frames' list"):
        read_annotation(alias)
