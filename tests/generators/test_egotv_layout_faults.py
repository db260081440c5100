"""A directory that is not a valid EgoTV layout is refused in one line naming the file and the
key; an export never leaves a half-written OUT behind."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from contracts.dataset import egotv_names as names
from generators.access import egotv_write
from generators.access.export import ExportConfig, ExportError, export_dataset
from contracts.dataset.loader import read_annotation, read_manifest
from contracts.errors import LoaderError
from tests.conftest import run_module
from tests.support.tiny_rendered import rendered


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())


@pytest.fixture(scope="module")
def export(ds, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("egotv_faults") / "out"
    export_dataset(ExportConfig(dataset=ds, out=out, format="egotv"))
    return out


@pytest.fixture
def copy(export, tmp_path) -> Path:
    dst = tmp_path / "copy"
    shutil.copytree(export, dst)
    return dst


def _first_trial(root: Path) -> Path:
    return sorted(p.parent for p in root.rglob(names.TRAJ_FILE))[0]


def _edit(trial: Path, change) -> Path:
    path = trial / names.TRAJ_FILE
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def _refused(root: Path, *needles: str) -> str:
    with pytest.raises(LoaderError) as err:
        for row in read_manifest(root):
            read_annotation(root / row.annotations)
    text = str(err.value)
    assert "\n" not in text and all(n in text for n in needles), text
    return text


def test_trial_without_video(copy):
    trial = _first_trial(copy)
    (trial / names.VIDEO_FILE).unlink()
    _refused(copy, str(trial), "video.mp4")


def test_trial_without_traj_data(copy):
    trial = _first_trial(copy)
    (trial / names.TRAJ_FILE).unlink()
    _refused(copy, str(trial), "traj_data.json")


@pytest.mark.parametrize("change, key", [
    (lambda d: d["template"].pop("neg"), "template.neg"),
    (lambda d: d.update(task_type="juggle_then_place"), "task_type"),
    (lambda d: d["images"][3].update(high_idx="2"), "images[3].high_idx"),
    (lambda d: d["images"][5].update(low_idx=None), "images[5].low_idx"),
    (lambda d: d["images"][0].update(high_idx=999), "images[0].high_idx"),
    (lambda d: d["plan"]["high_pddl"][1]["discrete_action"].update(action="Juggle"), "plan.high_pddl[1].discrete_action.action"),
    (lambda d: d.pop("images"), "images"),
])
def test_malformed_key_names_file_and_key(copy, change, key):
    path = _edit(_first_trial(copy), change)
    _refused(copy, str(path), repr(key))


def test_not_json(copy):
    path = _first_trial(copy) / names.TRAJ_FILE
    path.write_bytes(b"\x00\x01 not json")
    _refused(copy, str(path), "JSON")


def test_bad_folder_names(copy):
    trial = _first_trial(copy)
    bad = trial.parent.with_name("Apple-Plate-3")
    trial.parent.rename(bad)
    _refused(copy, "Apple-Plate-3", "<Pickup>-<Movable>-<Receptacle>-<scene>")


def test_unknown_test_split_folder(copy):
    (copy / names.TEST_SPLITS_DIR / "novel_colours").mkdir(parents=True)
    _refused(copy, "novel_colours", "novel_tasks")


def test_fails_folder_is_skipped_as_egotv_does(copy, ds):
    (copy / "train" / names.FAILS_DIR / "x-None-None-1").mkdir(parents=True)
    assert len(read_manifest(copy)) == len(read_manifest(ds))


def test_commands_refuse_in_one_line(copy, ds):
    (_first_trial(copy) / names.VIDEO_FILE).unlink()
    for cmd in (("nsg.train", "--dataset", str(copy), "--epochs", "1", "--no-progress"),
                ("generators", "audit", str(copy), "--no-write")):
        proc = run_module(*cmd)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1 and "video.mp4" in proc.stderr
    proc = run_module("nsg.train", "--dataset", str(ds), "--layout", "egotv")
    assert proc.returncode == 2 and "not in EgoTV's layout" in proc.stderr and "Traceback" not in proc.stderr


def test_export_refuses_a_foreign_directory_and_overwrites_its_own(tmp_path, export, ds):
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    with pytest.raises(ExportError):
        export_dataset(ExportConfig(dataset=ds, out=foreign, format="egotv", overwrite=True))
    assert (foreign / "keep.txt").read_text() == "mine"
    out = tmp_path / "again"
    shutil.copytree(export, out)
    with pytest.raises(ExportError):
        export_dataset(ExportConfig(dataset=ds, out=out, format="egotv"))
    report = export_dataset(ExportConfig(dataset=ds, out=out, format="egotv", overwrite=True, video="copy"))
    assert sum(report.samples.values()) == len(read_manifest(ds)) and report.videos["copied"] == len(read_manifest(ds))


def test_interrupted_export_leaves_nothing(tmp_path, monkeypatch, ds):
    calls = []

    def interrupt(src, dst, mode, report):
        calls.append(dst)
        if len(calls) == 2:
            raise KeyboardInterrupt
        shutil.copy2(src, dst)

    monkeypatch.setattr(egotv_write, "_place_video", interrupt)
    out = tmp_path / "out"
    with pytest.raises(KeyboardInterrupt):
        export_dataset(ExportConfig(dataset=ds, out=out, format="egotv"))
    assert not out.exists() and list(tmp_path.iterdir()) == []  # no OUT, no temporary directory


def test_unknown_video_mode_is_refused_before_work(tmp_path, ds):
    with pytest.raises(Exception, match="copy, link"):
        export_dataset(ExportConfig(dataset=ds, out=tmp_path / "o", format="egotv",
                                    video="bytes"))
    assert not (tmp_path / "o").exists()
