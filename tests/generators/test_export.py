"""Exports round-trip: every sample, label, description, graph and annotation of the rendered
dataset comes back from the Hugging Face dataset (load_from_disk and parquet, offline) and from
the WebDataset shards."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from contracts.errors import UnknownNameError
from generators.access.export import ExportConfig, ExportError, export_dataset
from contracts.dataset.loader import load_samples, read_annotation
from tests.support.tiny_rendered import with_no_video_row


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> Path:
    return with_no_video_row(tmp_path_factory.getbasetemp())


def _expected(ds: Path) -> dict[str, dict]:
    return {s.sample_id: {"split": s.split, "label": s.label, "description": s.description, "graph": s.graph,
                          "video": s.video,
                          "annotation": read_annotation(s.annotations).to_json() if s.annotations else None}
            for s in load_samples(ds)}


def _check_hf_rows(entries: list[dict], expected: dict[str, dict], split: str, video_bytes: bool) -> None:
    """``entries``: rows of an exported table (one per sample), checked against the loader's samples."""
    for entry in entries:
        e = expected[entry["sample_id"]]
        assert (entry["split"], entry["label"], entry["description"]) == (split, e["label"], e["description"])
        assert entry["graph"]["edges"] == e["graph"]["edges"]
        assert [n["query"] for n in entry["graph"]["nodes"]] == [n["query"] for n in e["graph"]["nodes"]]
        if e["video"] is None:
            assert entry["video_path"] is None and entry["annotation"] is None and entry["annotation_json"] is None
            continue
        assert entry["video_path"] == str(e["video"].resolve())
        assert (entry["video_bytes"] == e["video"].read_bytes()) if video_bytes else entry["video_bytes"] is None
        assert json.loads(entry["annotation_json"]) == e["annotation"]
        frames = e["annotation"]["frames"]
        assert [f["subtask"] for f in entry["annotation"]["frames"]] == [f["subtask"] for f in frames]
        assert [f["states"]["clean"] for f in entry["annotation"]["frames"]] == [f["states"]["clean"] for f in frames]
        if e["annotation"].get("mistake"):
            assert entry["annotation"]["mistake"]["frame_range"] == e["annotation"]["mistake"]["frame_range"]


def test_hf_round_trip_offline(ds, tmp_path, monkeypatch):
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import datasets

    expected = _expected(ds)
    out = tmp_path / "hf"
    report = export_dataset(ExportConfig(ds, out, "hf", video="bytes"))
    assert sum(report.samples.values()) == len(expected)
    loaded = datasets.load_from_disk(str(out))
    assert set(loaded) == {e["split"] for e in expected.values()}
    assert loaded["train"].features["label"].names == ["false", "true"]
    seen = []
    for split, table in loaded.items():
        entries = list(table)
        _check_hf_rows(entries, expected, split, video_bytes=True)
        seen += [entry["sample_id"] for entry in entries]
    assert sorted(seen) == sorted(expected)
    files = {split: str(out / "parquet" / f"{split}.parquet") for split in loaded}
    parquet = datasets.load_dataset("parquet", data_files=files, cache_dir=str(tmp_path / "cache"))
    for split in loaded:
        assert list(parquet[split]["sample_id"]) == list(loaded[split]["sample_id"])
        _check_hf_rows(list(parquet[split]), expected, split, video_bytes=True)
    card = datasets.load_dataset(str(out), cache_dir=str(tmp_path / "cache2"))  # via README.md configs
    assert {split: sorted(card[split]["sample_id"]) for split in card} == \
        {split: sorted(loaded[split]["sample_id"]) for split in loaded}


def test_webdataset_round_trip(ds, tmp_path):
    import webdataset as wds

    expected = _expected(ds)
    out = tmp_path / "wds"
    report = export_dataset(ExportConfig(ds, out, "webdataset", shard_samples=3))
    seen = {}
    for split in report.samples:
        shards = sorted(str(p) for p in out.glob(f"{split}-*.tar"))
        assert len(shards) == -(-report.samples[split] // 3)  # 3 samples per shard
        for item in wds.WebDataset(shards, shardshuffle=False).decode():
            meta = item["json"]
            e = expected[meta["sample_id"]]
            assert item["__key__"].endswith(("_pos", "_neg")) and "." not in item["__key__"]
            assert (meta["split"], meta["label"], item["cls"]) == (split, e["label"], e["label"])
            assert (meta["description"], meta["graph"]) == (e["description"], e["graph"])
            if e["video"] is None:
                assert "mp4" not in item and "annotation.json" not in item
            else:
                assert item["mp4"] == e["video"].read_bytes()
                assert item["annotation.json"] == e["annotation"]
            seen[meta["sample_id"]] = item["__key__"]
    assert sorted(seen) == sorted(expected)
    assert len(set(seen.values())) == len(seen)


def test_export_errors(ds, tmp_path):
    with pytest.raises(UnknownNameError, match="hf, webdataset"):
        export_dataset(ExportConfig(ds, tmp_path / "x", "parquet"))
    with pytest.raises(UnknownNameError, match="bytes, path"):
        export_dataset(ExportConfig(ds, tmp_path / "x", "hf", video="url"))
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "mine.txt").write_text("keep me")
    with pytest.raises(ExportError, match="not empty"):
        export_dataset(ExportConfig(ds, tmp_path / "busy", "webdataset"))
    with pytest.raises(ExportError, match="export.json"):
        export_dataset(ExportConfig(ds, tmp_path / "busy", "webdataset", overwrite=True))
    assert (tmp_path / "busy" / "mine.txt").read_text() == "keep me"
    with pytest.raises(ExportError, match="contains the dataset"):
        export_dataset(ExportConfig(ds, ds.parent, "webdataset", overwrite=True))
    export_dataset(ExportConfig(ds, tmp_path / "again", "webdataset", splits=("abstraction",)))
    report = export_dataset(ExportConfig(ds, tmp_path / "again", "webdataset", overwrite=True))
    assert "train" in report.samples


def test_cli_export(ds, tmp_path):
    from tests.conftest import run_module

    proc = run_module("generators", "export", str(ds), str(tmp_path / "out"), "--format", "webdataset")
    assert proc.returncode == 0, proc.stderr
    assert "samples" in proc.stdout and list((tmp_path / "out").glob("train-*.tar"))
    bad = run_module("generators", "export", str(ds), str(tmp_path / "o2"), "--format", "csv")
    assert bad.returncode == 2 and "valid formats: egotv, hf, webdataset" in bad.stderr
