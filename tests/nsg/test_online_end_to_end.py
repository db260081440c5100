"""``python -m nsg.online`` end to end, as a user runs it: a tiny NSG run trained on the tiny
rendered dataset (real renderer, mistake twins, recorded states), then ``--evaluate``, ``--video``
with the thresholds it wrote, the same video read from the dataset's EgoTV-layout export, and
``--place-probe``. The other online tests check each step on hand-made inputs; this one checks
that the steps meet (run loading, fit, streaming, files written, EgoTV layout read).

The run is trained for 2 epochs on random-init CLIP features: its verdicts mean nothing, so the
assertions are about what is written and what must agree, never about accuracy."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import torch

from contracts.dataset.loader import read_manifest
from generators.access.export import ExportConfig, export_dataset
from nsg.commands.common import run_main
from nsg.commands.online import main
from nsg.training.loop import TrainOptions, train
from tests.support.clip_weights import save_random_clip
from tests.support.tiny_rendered import rendered

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    ds = rendered(tmp_path_factory.getbasetemp())
    root = tmp_path_factory.mktemp("online_e2e")
    weights = root / "clip.pt"
    save_random_clip(weights)
    train(TrainOptions(dataset=str(ds), model="nsg", out=str(root / "run"), epochs=2, batch_size=4, hidden=16,
                       segment_frames=4, clip_weights=str(weights), features=str(root / "features"), progress=False))
    return ds, root


def online(argv, capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        run_main(lambda: main([*argv, "--threads", "1"]))
    got = capsys.readouterr()
    return exc.value.code, got.out, got.err.strip()


def segment_lines(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines() if line.strip().startswith("seg ")]


def parsed(line: str) -> tuple[int, float, str]:
    """``seg   3 t=  31.8s  complete ...`` -> (3, 31.8, "complete")."""
    m = re.match(r"seg\s+(\d+) t=\s*([\d.]+)s\s+(\w+)", line)
    assert m, line
    return int(m[1]), float(m[2]), m[3]


@pytest.fixture(scope="module")
def evaluated(setup):
    """``--evaluate`` once for the module (capsys is function-scoped, so run it bare)."""
    ds, root = setup
    out = root / "online"
    with pytest.raises(SystemExit) as exc:
        run_main(lambda: main(["--evaluate", "--run", str(root / "run"), "--dataset", str(ds), "--out", str(out),
                               "--fit-videos", "train", "--threads", "1"]))
    assert exc.value.code == 0
    return out


def test_evaluate_writes_a_state_per_segment_for_every_test_pair(setup, evaluated):
    ds, _ = setup
    rows = read_manifest(ds)
    tested = {r.job_id for r in rows if r.split != "train" and r.video}
    lines = [json.loads(x) for x in (evaluated / "online.jsonl").read_text().splitlines()]
    assert {x["job_id"] for x in lines} == tested and len(tested) == 2      # the abstraction job and its twin
    for x in lines:
        assert [s["segment"] for s in x["states"]] == list(range(len(x["states"])))
        assert x["states"][-1]["verdict"] in ("complete", "mistake")         # the end rules always decide
        times = [s["t_s"] for s in x["states"]]
        assert times == sorted(times) and times[-1] <= x["duration_s"] + 1e-6
    fitted = json.loads((evaluated / "thresholds.json").read_text())
    train_ids = {r.job_id for r in rows if r.split == "train"}
    assert fitted["fitted_on"] and set(fitted["fitted_on"]) <= train_ids
    summary = json.loads((evaluated / "summary.json").read_text())
    prefix = summary["all"]["prefix_baseline"]
    assert prefix["same_states"] == prefix["videos"] == 2     # streaming equals recomputing every prefix


def test_one_video_with_saved_thresholds_and_from_the_egotv_export(setup, evaluated, capsys, tmp_path):
    ds, root = setup
    job = next(r.job_id for r in read_manifest(ds) if r.split != "train" and r.mistake_type)
    common = ["--run", str(root / "run"), "--video", job, "--thresholds", str(evaluated / "thresholds.json")]
    code, native, _ = online([*common, "--dataset", str(ds)], capsys)
    assert code == 0 and f"truth: {json.loads(_line(evaluated, job))['mistake_type']}" in native
    expected = [(s["segment"], s["t_s"], s["verdict"]) for s in json.loads(_line(evaluated, job))["states"]]
    assert [parsed(x) for x in segment_lines(native)] == expected     # the same states as --evaluate gave it

    egotv = tmp_path / "egotv"
    export_dataset(ExportConfig(dataset=ds, out=egotv, format="egotv"))
    code, exported, _ = online([*common, "--dataset", str(egotv)], capsys)
    assert code == 0 and segment_lines(exported) == segment_lines(native)   # same features, same states


def _line(out: Path, job: str) -> str:
    return next(x for x in (out / "online.jsonl").read_text().splitlines() if json.loads(x)["job_id"] == job)


def test_place_probe_end_to_end(setup, capsys, tmp_path):
    ds, root = setup
    code, out, err = online(["--evaluate", "--run", str(root / "run"), "--dataset", str(ds), "--out",
                             str(tmp_path / "probe"), "--fit-videos", "train", "--place-probe",
                             "--no-prefix-baseline"], capsys)
    assert code == 0 and "placement probe:" in err
    fitted = json.loads((tmp_path / "probe" / "thresholds.json").read_text())
    probe = fitted["placement_probe"]
    assert probe["videos"] + probe["held_out_excluded"] == sum(r.split == "train" and bool(r.video)
                                                               for r in read_manifest(ds))
    one = ["--run", str(root / "run"), "--dataset", str(ds), "--video", "abstraction_00000",
           "--thresholds", str(tmp_path / "probe" / "thresholds.json")]
    code, _, err = online(one, capsys)
    assert code == 2 and "placement probe" in err and err.endswith("(--place-probe)")
    code, printed, _ = online([*one, "--place-probe"], capsys)
    streamed = json.loads(_line(tmp_path / "probe", "abstraction_00000"))["states"]
    assert code == 0 and [parsed(x) for x in segment_lines(printed)] == [(s["segment"], s["t_s"], s["verdict"])
                                                                         for s in streamed]


def test_a_dataset_without_mistake_twins_is_named_with_what_to_do(setup, capsys, tmp_path):
    """An EgoTV download has no mistake twins: --evaluate says so, and how to go on, in one line."""
    from tests.support.nsg_synthetic import write_synthetic_dataset

    _, root = setup
    plain = write_synthetic_dataset(tmp_path / "plain", videos_per_split=1)
    code, _, err = online(["--evaluate", "--run", str(root / "run"), "--dataset", str(plain), "--out",
                           str(tmp_path / "o")], capsys)
    assert code == 2 and err.count("\n") == 0 and str(plain) in err
    assert "no mistake video" in err and "generators render" in err and "thresholds.json" in err
    assert not (tmp_path / "o").exists()          # nothing written
