"""Fault injection on the commands outside the renderer (issue 26): Ctrl-C, a deleted video, files
that are not what the command reads, bad option values. Each case once ended in a traceback, a
torn output that looked finished, or silent success on stale data; now each is one line (exit 2,
or 130 for Ctrl-C) and the earlier output is left whole, or a warning with a count where a
partial result makes sense.

Ctrl-C is raised as KeyboardInterrupt (what Python turns SIGINT into) from inside the work, at a
chosen point, so the test is exact about "mid-run". Datasets: the synthetic NSG dataset (no
simulator) and the tiny rendered dataset of :mod:`tests.support.tiny_rendered`."""
from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
import torch

from generators.commands.main import main as generators_main
from nsg.commands.common import run_main
from contracts.files import atomic_dir, is_temp_name
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset
from tests.support.tiny_rendered import rendered

torch.set_num_threads(1)


def nsg_command(main, argv, capsys, stdin: bytes | None = None, monkeypatch=None) -> tuple[int, str]:
    """Run an nsg command's ``main`` through :func:`run_main` in this process: (status, stderr)."""
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    with pytest.raises(SystemExit) as ended:
        run_main(lambda: main(argv))
    return ended.value.code, capsys.readouterr().err


def one_line_error(err: str) -> str:
    lines = [ln for ln in err.strip().splitlines() if ln.strip()]
    assert "Traceback" not in err and lines, err
    assert lines[-1].startswith(("error:", "python -m")) and "error:" in lines[-1], err
    return lines[-1]


def temporaries(root: Path) -> list[str]:
    return [str(p) for p in root.rglob("*") if is_temp_name(p.name)]


# ---------------------------------------------------------------- files that are not what is read

@pytest.fixture(scope="module")
def bad(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("bad_inputs")
    (root / "bad.json").write_text("{not json")
    (root / "afile").write_text("x")
    return {"json": root / "bad.json", "file": root / "afile", "root": root}


def test_nsg_table_of_a_non_json_file(bad, capsys):
    from nsg.table import main

    code, err = nsg_command(main, [str(bad["json"])], capsys)
    assert code == 2 and "not a metrics file" in one_line_error(err) and str(bad["json"]) in err


def test_nsg_evaluate_with_a_non_checkpoint(bad, capsys):
    from nsg.evaluate import main

    code, err = nsg_command(main, ["--run", str(bad["root"]), "--checkpoint", str(bad["json"])], capsys)
    assert code == 2 and "is not a checkpoint" in one_line_error(err)


def test_nsg_train_device_gpu_is_refused_by_the_parser(bad, capsys):
    from nsg.train import main

    code, err = nsg_command(main, ["--dataset", str(bad["root"]), "--device", "gpu"], capsys)
    assert code == 2 and "--device" in one_line_error(err) and "cpu, cuda or cuda:N" in err


def test_binary_input_to_nsg_parse(capsys, monkeypatch):
    from nsg.parse import main

    code, err = nsg_command(main, [], capsys, stdin=bytes(range(256)) * 3, monkeypatch=monkeypatch)
    assert code == 2 and "not UTF-8 text" in one_line_error(err)


@pytest.mark.parametrize("argv, message", [
    (["--kml-steps", "-5"], "--kml-steps"),
    (["--segment-frames", "0"], "--segment-frames"),
    (["--nsg-predictions", "{root}/missing.jsonl"], "--nsg-predictions"),
    (["--qa", "{json}"], "not a QA file"),
])
def test_nsg_qa_baselines_checks_before_the_work(bad, capsys, argv, message):
    from nsg.qa_baselines import main

    ds = write_synthetic_dataset(bad["root"] / "qa_ds", videos_per_split=1, splits=("train",))
    (ds / "qa.jsonl").write_text("")
    argv = [a.format(root=bad["root"], json=bad["json"]) for a in argv]
    code, err = nsg_command(main, [str(ds), *argv], capsys)
    assert code == 2 and message in one_line_error(err)


def test_nsg_qa_baselines_on_a_missing_dataset(bad, capsys):
    from nsg.qa_baselines import main

    code, err = nsg_command(main, [str(bad["root"] / "nope")], capsys)
    assert code == 2 and "is not a dataset" in one_line_error(err)


@pytest.mark.parametrize("argv, message", [
    (["tuples", "evaluate", "{json}", "{json}"], "not a JSON line"),
    (["pkg", "--out", "{file}"], "File exists"),
])
def test_generators_commands_on_the_wrong_file(bad, capsys, argv, message):
    code = generators_main([a.format(json=bad["json"], file=bad["file"]) for a in argv])
    err = capsys.readouterr().err
    assert code == 2 and message in one_line_error(err)


# ---------------------------------------------------------------- atomic outputs under Ctrl-C

def test_atomic_dir_keeps_the_earlier_directory_when_interrupted(tmp_path):
    out = tmp_path / "site"
    with atomic_dir(out) as d:
        (d / "index.html").write_text("first")
    with pytest.raises(KeyboardInterrupt):
        with atomic_dir(out, keep=("thumbs",)) as d:
            (d / "index.html").write_text("half")
            raise KeyboardInterrupt
    assert (out / "index.html").read_text() == "first" and temporaries(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())


def test_ctrl_c_mid_webdataset_export_keeps_the_earlier_export(tiny, tmp_path, capsys, monkeypatch):
    import webdataset as wds

    out = tmp_path / "wds"
    assert generators_main(["export", str(tiny), str(out), "--format", "webdataset", "--shard-samples", "2"]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    calls = {"n": 0}
    real_write = wds.ShardWriter.write

    def write_then_interrupt(self, record):
        calls["n"] += 1
        if calls["n"] == 3:  # after two samples: a shard is written, the next one is open
            raise KeyboardInterrupt
        return real_write(self, record)

    monkeypatch.setattr(wds.ShardWriter, "write", write_then_interrupt)
    capsys.readouterr()
    code = generators_main(["export", str(tiny), str(out), "--format", "webdataset", "--shard-samples", "2",
                            "--overwrite"])
    err = capsys.readouterr().err
    assert code == 130 and "Traceback" not in err
    assert [ln for ln in err.splitlines() if ln.strip()] == ["interrupted: nothing half-written was kept; run the "
                                                             "same command again"]
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert temporaries(tmp_path) == []


def test_ctrl_c_mid_browse_keeps_the_earlier_site(tiny, tmp_path, capsys, monkeypatch):
    import generators.browse.site as site

    out = tmp_path / "site"
    assert generators_main(["browse", str(tiny), "--out", str(out)]) == 0
    index = (out / "index.html").read_bytes()
    monkeypatch.setattr(site, "sample_view", lambda *a, **k: (_ for _ in ()).throw(KeyboardInterrupt()))
    capsys.readouterr()
    assert generators_main(["browse", str(tiny), "--out", str(out)]) == 130
    assert "Traceback" not in capsys.readouterr().err
    assert (out / "index.html").read_bytes() == index and temporaries(tmp_path) == []


def test_browse_never_replaces_a_directory_that_is_not_a_site(tiny, tmp_path, capsys):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    assert generators_main(["browse", str(tiny), "--out", str(tmp_path / "mine")]) == 2
    assert "holds no site" in one_line_error(capsys.readouterr().err)
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep me"


# ---------------------------------------------------------------- a dataset with one video deleted

@pytest.fixture
def deleted(tiny, tmp_path) -> tuple[Path, str]:
    ds = tmp_path / "ds"
    shutil.copytree(tiny, ds)
    row = json.loads((ds / "manifest.jsonl").read_text().splitlines()[0])
    (ds / row["video"]).unlink()
    return ds, row["video"]


@pytest.mark.parametrize("extra", [["--format", "webdataset"], ["--format", "hf", "--video", "bytes"],
                                   ["--format", "hf"]])
def test_export_of_a_dataset_with_a_deleted_video(deleted, tmp_path, capsys, extra):
    ds, video = deleted
    code = generators_main(["export", str(ds), str(tmp_path / "out"), *extra])
    line = one_line_error(capsys.readouterr().err)
    assert code == 2 and video in line and "missing" in line
    assert not (tmp_path / "out").exists() and temporaries(tmp_path) == []


@pytest.mark.parametrize("argv, written", [(["qa", "{ds}", "--out", "{out}"], "qa.jsonl"),
                                           (["tuples", "write", "{ds}", "--out", "{out}/tuples.jsonl"], "tuples.jsonl")])
def test_qa_and_tuples_leave_out_a_deleted_video_and_say_so(deleted, tmp_path, capsys, argv, written):
    ds, video = deleted
    out = tmp_path / "procedural"
    assert generators_main([a.format(ds=ds, out=out) for a in argv]) == 0
    err = capsys.readouterr().err
    warnings = [ln for ln in err.splitlines() if ln.startswith("warning:")]
    assert len(warnings) == 1 and "1 video(s) left out" in warnings[0] and video in warnings[0]
    ids = {json.loads(ln)["video_id"] for ln in (out / written).read_text().splitlines() if ln.strip()}
    assert Path(video).stem not in ids  # (the tiny dataset is too small for balanced QA: no question at all)
    if written == "qa.jsonl":
        summary = json.loads((out / "qa_summary.json").read_text())
        assert summary["videos"] > 0 and len(summary["skipped_videos"]) == 1


# ---------------------------------------------------------------- NSG: content-keyed cache, evaluation

@pytest.fixture(scope="module")
def nsg_setup(tmp_path_factory):
    """A synthetic dataset, random-init CLIP weights and one trained NSG run (1 epoch)."""
    from nsg.training.loop import TrainOptions, train

    root = tmp_path_factory.mktemp("nsg_faults")
    dataset = write_synthetic_dataset(root / "ds", videos_per_split=2)
    weights = root / "clip.pt"
    save_random_clip(weights)
    train(TrainOptions(dataset=str(dataset), model="nsg", out=str(root / "run"), epochs=1, batch_size=4, hidden=16,
                       segment_frames=4, clip_weights=str(weights), features=str(root / "features"), progress=False))
    return root, dataset, weights


def test_a_rerendered_video_is_recomputed_and_a_deleted_one_named(nsg_setup, tmp_path):
    from nsg.clip.cache import FeatureCache
    from nsg.clip.features import build_features
    from nsg.clip.frozen import load_clip
    from nsg.errors import DatasetReadError, FeatureCacheError
    from nsg.inputs.reader import load_manifest

    _, dataset, weights = nsg_setup
    ds = tmp_path / "ds"
    shutil.copytree(dataset, ds)
    records = load_manifest(ds)
    clip = load_clip(weights=weights)
    cache = FeatureCache(tmp_path / "features", clip.spec)
    build_features(records, cache, clip, progress=False)
    first, second = records[0], records[1]
    shutil.copyfile(second.video, first.video)  # "re-rendered": other content under the same name
    with pytest.raises(FeatureCacheError, match="another version"):
        cache.load_video(first)
    again = build_features(records, cache, clip, progress=False)
    assert again.videos_computed == 1 and again.videos_reused == len(records) - 1
    assert torch.equal(cache.load_video(first)["features"], cache.load_video(second)["features"])
    first.video.unlink()
    with pytest.raises(DatasetReadError, match=f"missing, first '{first.video}'"):
        build_features(records, cache, clip, progress=False)
    with pytest.raises(FeatureCacheError, match="is missing"):
        cache.load_video(first)


def test_nsg_evaluate_on_a_dataset_with_a_deleted_video_names_it(nsg_setup, tmp_path):
    from nsg.errors import DatasetReadError
    from nsg.training.evaluation import evaluate_run

    root, dataset, _ = nsg_setup
    ds = tmp_path / "ds"
    shutil.copytree(dataset, ds)
    row = next(json.loads(ln) for ln in (ds / "manifest.jsonl").read_text().splitlines() if '"novel_tasks"' in ln)
    (ds / row["video"]).unlink()
    with pytest.raises(DatasetReadError, match="missing"):
        evaluate_run(root / "run", dataset=str(ds), splits=["novel_tasks"], out=tmp_path / "eval")


def test_nsg_evaluate_checks_sample_before_the_work(nsg_setup, tmp_path, monkeypatch):
    import nsg.training.evaluation as scoring
    from nsg.errors import UnknownChoiceError

    root = nsg_setup[0]
    monkeypatch.setattr(scoring, "ensure_features", lambda *a, **k: pytest.fail("features built before --sample"))
    with pytest.raises(UnknownChoiceError, match="unknown sample 'nope'"):
        scoring.evaluate_run(root / "run", splits=["novel_tasks"], sample="nope", out=tmp_path / "eval")


def test_ctrl_c_mid_evaluation_keeps_the_earlier_evaluation(nsg_setup, tmp_path, monkeypatch):
    import nsg.training.evaluation as scoring

    root = nsg_setup[0]
    out = tmp_path / "eval"
    scoring.evaluate_run(root / "run", splits=["novel_tasks"], out=out)
    before = (out / "metrics.json").read_bytes()
    monkeypatch.setattr(scoring.plots, "bar_by_split", lambda *a, **k: (_ for _ in ()).throw(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        scoring.evaluate_run(root / "run", splits=["novel_tasks"], out=out)
    assert (out / "metrics.json").read_bytes() == before and temporaries(tmp_path) == []


def test_small_train_split_warning_names_the_fix(nsg_setup):
    from nsg.commands.train import small_split_warning
    from nsg.inputs.reader import load_manifest

    line = small_split_warning(str(nsg_setup[1]), load_manifest(nsg_setup[1], ["train"]), None)
    assert line.startswith("warning: only 2 training videos") and "\n" not in line
    assert f"make render-nsg DATASET={nsg_setup[1]}" in line


def test_standin_clip_trains_to_the_same_weights_and_cache_key(nsg_setup, tmp_path):
    from nsg.clip.spec import weights_digest
    from nsg.clip.standin import train_standin

    dataset = nsg_setup[1]
    paths = [tmp_path / "a.pt", tmp_path / "b.pt"]
    for p in paths:
        train_standin(dataset, p, epochs=1, batch_size=8, max_frames_per_video=4, progress=False)
    a, b = (torch.load(p, weights_only=True) for p in paths)
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    assert weights_digest(paths[0]) == weights_digest(paths[1])
