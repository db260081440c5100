"""Damaged inputs a new user trips on (issue 40): a truncated (undecodable) mp4, a non-JSON
annotation, a torn last manifest line. The README's "When things go wrong" is the spec: exports
refuse a damaged video in one line naming it, ``qa`` and ``tuples write`` leave it out with one
warning, the audit says why it skipped its video-only baseline, and a dropped manifest line is said.

The damage is made by hand on a copy of the tiny rendered dataset (:mod:`tests.support.tiny_rendered`):
the first video cut to half its bytes (the index ffmpeg writes last is gone, as after a full disk
or a copy cut short)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generators.commands.main import main as generators_main
from tests.project.test_faults_commands import one_line_error, temporaries
from tests.support.tiny_rendered import rendered

EXPORTS = [["--format", "webdataset"], ["--format", "hf"], ["--format", "egotv"]]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())


def _copy(tiny: Path, tmp_path: Path) -> tuple[Path, dict]:
    ds = tmp_path / "ds"
    shutil.copytree(tiny, ds)
    return ds, json.loads((ds / "manifest.jsonl").read_text().splitlines()[0])


@pytest.fixture
def truncated(tiny, tmp_path) -> tuple[Path, str]:
    ds, row = _copy(tiny, tmp_path)
    video = ds / row["video"]
    video.write_bytes(video.read_bytes()[: video.stat().st_size // 2])
    return ds, row["video"]


@pytest.mark.parametrize("extra", EXPORTS)
def test_every_export_refuses_a_truncated_video_in_one_line(truncated, tmp_path, capsys, extra):
    ds, video = truncated
    code = generators_main(["export", str(ds), str(tmp_path / "out"), *extra])
    line = one_line_error(capsys.readouterr().err)
    assert code == 2 and video in line and "damaged" in line
    assert not (tmp_path / "out").exists() and temporaries(tmp_path) == []


@pytest.mark.parametrize("argv, written", [(["qa", "{ds}", "--out", "{out}"], "qa.jsonl"),
                                           (["tuples", "write", "{ds}", "--out", "{out}/tuples.jsonl"], "tuples.jsonl")])
def test_qa_and_tuples_leave_out_a_truncated_video_and_say_so(truncated, tmp_path, capsys, argv, written):
    ds, video = truncated
    out = tmp_path / "procedural"
    assert generators_main([a.format(ds=ds, out=out) for a in argv]) == 0
    warnings = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("warning:")]
    assert len(warnings) == 1 and "1 video(s) left out" in warnings[0] and video in warnings[0]
    ids = {json.loads(ln)["video_id"] for ln in (out / written).read_text().splitlines() if ln.strip()}
    assert Path(video).stem not in ids


def test_audit_skips_its_video_baseline_naming_a_truncated_video(truncated):
    from generators.dataset.audit import audit_dataset

    ds, video = truncated
    result = audit_dataset(ds)
    assert "video" not in result["baselines"]
    assert video in result["skipped"]["video"] and "damaged" in result["skipped"]["video"]


def test_audit_skips_its_video_baseline_naming_a_deleted_video(tiny, tmp_path):
    from generators.dataset.audit import audit_dataset

    ds, row = _copy(tiny, tmp_path)
    (ds / row["video"]).unlink()
    result = audit_dataset(ds)
    assert "video" not in result["baselines"] and row["video"] in result["skipped"]["video"]


@pytest.mark.parametrize("extra", EXPORTS)
def test_every_export_names_a_non_json_annotation(tiny, tmp_path, capsys, extra):
    ds, row = _copy(tiny, tmp_path)
    (ds / row["annotations"]).write_text("{not json")
    code = generators_main(["export", str(ds), str(tmp_path / "out"), *extra])
    line = one_line_error(capsys.readouterr().err)
    assert code == 2 and row["annotations"] in line
    assert not (tmp_path / "out").exists() and temporaries(tmp_path) == []


def test_a_torn_last_manifest_line_is_said_in_one_warning(tiny, tmp_path, capsys):
    ds, _ = _copy(tiny, tmp_path)
    manifest = ds / "manifest.jsonl"
    lines = manifest.read_text().splitlines(keepends=True)
    manifest.write_text("".join(lines[:-1]) + lines[-1][:40])  # the last line cut mid-way, no newline
    assert generators_main(["export", str(ds), str(tmp_path / "out"), "--format", "webdataset"]) == 0
    captured = capsys.readouterr()
    warnings = [ln for ln in captured.err.splitlines() if ln.startswith("warning:")]
    assert len(warnings) == 1 and f"{manifest}:{len(lines)}" in warnings[0], captured.err
