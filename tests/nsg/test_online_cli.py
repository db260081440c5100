"""``python -m nsg.online``: bad inputs give one line naming the bad value and exit status 2; an
error about one setting ends with the option that sets it (the command's ``HINTS``)."""
from __future__ import annotations

import pytest
import torch

from nsg.commands.common import run_main
from nsg.commands.online import main


def run(argv, capsys) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exc:
        run_main(lambda: main(argv))
    err = capsys.readouterr().err.strip()
    return exc.value.code, err


def dataset(tmp_path):
    (tmp_path / "ds").mkdir()
    (tmp_path / "ds" / "manifest.jsonl").write_text("")
    return str(tmp_path / "ds")


def test_missing_run_directory(tmp_path, capsys):
    code, err = run(["--evaluate", "--run", str(tmp_path / "nope"), "--dataset", dataset(tmp_path),
                     "--out", str(tmp_path / "o")], capsys)
    assert code == 2 and err.count("\n") == 0 and "nope" in err and err.startswith("error:")
    assert err.endswith("(--run)") and "--run" not in err[:-len("(--run)")]  # the library names no flag


def test_missing_dataset(tmp_path, capsys):
    code, err = run(["--evaluate", "--run", str(tmp_path), "--dataset", str(tmp_path / "nods"),
                     "--out", str(tmp_path / "o")], capsys)
    assert code == 2 and err.count("\n") == 0 and "nods" in err


def test_a_run_of_another_model_is_refused(tmp_path, capsys):
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    torch.save({"model": {}, "options": {}, "config": {"kind": "mean"}, "feature_spec": {"model": "m", "weights_id": "w"}},
               run_dir / "best.pt")
    code, err = run(["--evaluate", "--run", str(run_dir), "--dataset", dataset(tmp_path), "--out", str(tmp_path / "o")],
                    capsys)
    assert code == 2 and err.count("\n") == 0 and "'mean' run" in err


def test_evaluate_needs_out_and_a_mode(tmp_path, capsys):
    code, err = run(["--evaluate", "--run", "r", "--dataset", "d"], capsys)
    assert code == 2 and "--out" in err.splitlines()[-1]
    code, err = run(["--run", "r", "--dataset", "d"], capsys)
    assert code == 2 and "--evaluate" in err.splitlines()[-1]


def test_unknown_split_is_named(tmp_path, capsys):
    code, err = run(["--evaluate", "--run", str(tmp_path), "--dataset", dataset(tmp_path), "--out", str(tmp_path / "o"),
                     "--splits", "novel_thing"], capsys)
    assert code == 2 and "novel_thing" in err


def test_bad_threads(capsys):
    code, err = run(["--evaluate", "--run", "r", "--dataset", "d", "--out", "o", "--threads", "0"], capsys)
    assert code == 2 and "--threads" in err.splitlines()[-1]


def test_out_that_is_not_an_online_run_is_never_replaced(tmp_path, capsys):
    out = tmp_path / "precious"
    out.mkdir()
    (out / "keep.txt").write_text("x")
    code, err = run(["--evaluate", "--run", str(tmp_path), "--dataset", dataset(tmp_path), "--out", str(out)], capsys)
    assert code == 2 and "precious" in err and "not an earlier online run" in err and err.endswith("(--out)")
    assert (out / "keep.txt").read_text() == "x"
