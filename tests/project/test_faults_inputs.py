"""Fault injection (issue 10), the input half: a damaged ViLPAct knowledge base or question file,
numeric options out of range, and Ctrl-C in training. Each case once ran on (94% accuracy on a
KB with no class defined), printed NaN as JSON, or ended in a traceback; now each is one line
naming the bad file or option and what would be valid."""
from __future__ import annotations

import copy
import csv
import json
from pathlib import Path

import pytest

from strips.vilpact.commands import main as vilpact
from tests.support.clip_weights import save_random_clip
from tests.support.vilpact_tiny import QUESTIONS, write_questions, write_tiny_kb


@pytest.fixture(scope="module")
def vil(tmp_path_factory):
    """The tiny KB, its questions, and weights that need no prototype file (the shipped weights
    with the NSPlan representation switched to class ids: no 50 s fit)."""
    from strips.vilpact.weights import DEFAULT_WEIGHTS

    root = tmp_path_factory.mktemp("vil_faults")
    data = json.loads(Path(DEFAULT_WEIGHTS).read_text())
    data["extractor"]["nsplan"]["representation"] = "ids"
    weights = root / "weights.json"
    weights.write_text(json.dumps(data))
    return {"root": root, "kb": write_tiny_kb(root / "kb"), "mqa": write_questions(root / "q.json"),
            "weights": str(weights), "cache": str(root / "emb.npz")}


def _evaluate(vil, capsys, kb=None, mqa=None, *extra):
    code = vilpact(["evaluate", "--kb", str(kb or vil["kb"]), "--mqa", str(mqa or vil["mqa"]),
                    "--weights", vil["weights"], "--cache", vil["cache"], *extra])
    out = capsys.readouterr()
    return code, out.out, out.err


def _copy_kb(vil, name: str) -> Path:
    import shutil

    return Path(shutil.copytree(vil["kb"], vil["root"] / name))


def test_vilpact_class_file_cut_to_two_lines_is_refused(vil, capsys):
    kb = _copy_kb(vil, "cut")
    csv_path = kb / "action_class.csv"
    csv_path.write_text("".join(csv_path.read_text().splitlines(keepends=True)[:2]))
    code, out, err = _evaluate(vil, capsys, kb)
    assert code == 2 and not out, out
    assert str(csv_path) in err and "lacks 13 of the classes listed in Charades_v1_classes.txt" in err
    (kb / "Charades_v1_classes.txt").unlink()  # nothing to compare with: still no class defined
    code, _, err = _evaluate(vil, capsys, kb)
    assert code == 2 and f"{csv_path} defines no action class" in err


def test_vilpact_missing_column_names_the_file(vil, capsys):
    kb = _copy_kb(vil, "nocol")
    path = kb / "action_class.csv"
    rows = list(csv.reader(path.open()))
    drop = rows[0].index("pre")
    with path.open("w", newline="") as f:
        csv.writer(f).writerows([r[:drop] + r[drop + 1:] for r in rows])
    code, _, err = _evaluate(vil, capsys, kb)
    assert code == 2 and f"{path} lacks columns ['pre']" in err


def test_vilpact_answer_index_disagreeing_with_its_text_is_refused(vil, capsys):
    bad = copy.deepcopy(QUESTIONS)
    bad["QDOOR"]["answer"][0] = 1  # the text still names choice 0
    code, _, err = _evaluate(vil, capsys, None, write_questions(vil["root"] / "bad.json", bad))
    assert code == 2 and "question 'QDOOR': answer index 1 is choice" in err and "fix the index or the text" in err


def test_vilpact_empty_question_file_is_an_error(vil, capsys):
    empty = vil["root"] / "empty.json"
    empty.write_text("{}")
    code, out, err = _evaluate(vil, capsys, None, empty, "--json")
    assert code == 2 and not out and f"{empty} holds no questions" in err


def test_vilpact_json_never_holds_nan(vil, capsys):
    unanswered = copy.deepcopy(QUESTIONS)
    for q in unanswered.values():
        del q["answer"]
    code, out, _ = _evaluate(vil, capsys, None, write_questions(vil["root"] / "open.json", unanswered), "--json")

    def no_nan(name):
        raise AssertionError(f"{name} in JSON output")

    data = json.loads(out, parse_constant=no_nan)
    assert code == 0 and data["n"] == 0 and data["accuracy"] is None and len(data["predictions"]) == 3


# ---------------------------------------------------------------- options out of range

def _argument_error(capsys, call, argv) -> str:
    with pytest.raises(SystemExit) as exc:
        call(argv)
    assert exc.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.parametrize("argv, message", [
    (["--batch-size", "-1"], "argument --batch-size: must be an integer from 1 to 65536, got -1"),
    (["--batch-size", "0"], "argument --batch-size: must be an integer from 1 to 65536, got 0"),
    (["--beams", "0"], "argument --beams: must be an integer from 1 to 64, got 0"),
])
def test_nsg_parse_options(capsys, argv, message):
    from nsg.parse import main

    assert message in _argument_error(capsys, main, argv)


@pytest.mark.parametrize("argv, message", [
    (["--epochs", "0"], "argument --epochs: must be an integer from 1 to 100000, got 0"),
    (["--epochs", "-1"], "argument --epochs: must be an integer from 1 to 100000, got -1"),
    (["--val-fraction", "1"], "argument --val-fraction: must be a number in [0, 1), got '1'"),
    (["--lr", "nan"], "argument --lr: must be a number > 0, got 'nan'"),
    (["--fps", "0"], "argument --fps: must be a number in (0, 120], got '0'"),
])
def test_nsg_train_options(capsys, argv, message):
    from nsg.commands.train import parse_args

    assert message in _argument_error(capsys, parse_args, ["--dataset", "d", *argv])


@pytest.mark.parametrize("module, argv, message", [
    ("nsg.evaluate", ["--run", "r", "--batch-size", "0"], "argument --batch-size: must be an integer from 1 to 65536, got 0"),
    ("nsg.evaluate", ["--run", "r", "--threads", "0"], "argument --threads: must be an integer from 1 to 1024, got 0"),
    ("nsg.standin_clip", ["train", "--dataset", "d", "--epochs", "0"], "argument --epochs: must be an integer from 1 to"),
    ("nsg.standin_clip", ["train", "--dataset", "d", "--lr", "-1"], "argument --lr: must be a number > 0, got '-1'"),
])
def test_other_nsg_commands_options(capsys, module, argv, message):
    import importlib

    assert message in _argument_error(capsys, importlib.import_module(module).main, argv)


@pytest.mark.parametrize("argv, message", [
    (["plan", "--task", "heat_simple", "--object", "Apple", "--method", "topk", "--k", "0"],
     "argument --k: must be an integer from 1 to 1000, got 0"),
    (["plan", "--task", "heat_simple", "--object", "Apple", "--timeout", "-1"],
     "argument --timeout: must be a number > 0, got '-1'"),
    (["describe", "--task", "heat_simple", "--object", "Apple", "--n", "-1"],
     "argument --n: must be an integer from 1 to 100, got -1"),
    (["render", "--workers", "0"], "argument --workers: must be an integer from 1 to 256, got 0"),
    (["render", "--planner-timeout", "0"], "argument --planner-timeout: must be a number > 0, got '0'"),
])
def test_generators_options(capsys, argv, message):
    from generators.commands.main import main

    assert message in _argument_error(capsys, main, argv)


@pytest.mark.parametrize("rows, message", [
    ([{"split": "train", "task": "heat_simple", "object": "Apple", "scene": 3, "seed": 1.7}],
     "job 1: seed must be an integer >= 0, got 1.7"),
    ([{"split": "train", "task": "heat_simple", "object": "Apple", "scene": 3, "seed": 4}] * 2,
     "job 2: the same job as job 1"),
])
def test_bad_job_files(tmp_path, rows, message):
    from generators.dataset.jobs import JobListError, load_jobs_file

    path = tmp_path / "jobs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(JobListError, match=message.replace("(", r"\(")):
        load_jobs_file(path)


# ---------------------------------------------------------------- Ctrl-C in training

def test_ctrl_c_in_training_saves_a_checkpoint_and_prints_one_line(tmp_path, capsys, monkeypatch):
    torch = pytest.importorskip("torch")
    import nsg.train
    import nsg.training.loop
    from tests.support.nsg_synthetic import write_synthetic_dataset

    dataset = write_synthetic_dataset(tmp_path / "ds", videos_per_split=4, splits=("train",))
    weights = tmp_path / "clip.pt"
    save_random_clip(weights)
    real, calls = nsg.training.loop.training_loss, []

    def interrupt_second_batch(*args, **kw):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*args, **kw)

    monkeypatch.setattr(nsg.training.loop, "training_loss", interrupt_second_batch)
    run = tmp_path / "run"
    try:
        code = nsg.train.main(["--dataset", str(dataset), "--out", str(run), "--epochs", "3", "--batch-size", "2",
                               "--hidden", "8", "--segment-frames", "4", "--clip-weights", str(weights),
                               "--features", str(tmp_path / "feat"), "--no-progress", "--threads", "1"])
    except KeyboardInterrupt:  # what the user saw as a traceback; caught so that pytest goes on
        pytest.fail("KeyboardInterrupt escaped nsg.train.main")
    err = [ln for ln in capsys.readouterr().err.strip().splitlines()
           if not ln.startswith("warning: only")]  # nsg.train's small-train-split warning, printed first
    assert code == 130 and len(err) == 1, err
    assert err[0].startswith("interrupted in epoch 1 after 1 batches; saved the weights of the unfinished epoch to")
    state = torch.load(run / "interrupted.pt", weights_only=False)
    assert state["interrupted"] and state["epoch"] == 0 and state["batches_done"] == 1 and state["model"]


def test_a_first_training_that_fails_leaves_no_run_folder(tmp_path, monkeypatch):
    """A run folder without a checkpoint would look like a run to evaluate and block the next try."""
    pytest.importorskip("torch")
    import nsg.training.loop
    from nsg.training.loop import TrainOptions, train
    from tests.support.nsg_synthetic import write_synthetic_dataset

    dataset = write_synthetic_dataset(tmp_path / "ds", videos_per_split=4, splits=("train",))
    save_random_clip(weights := tmp_path / "clip.pt")

    def broken_loss(*args, **kw):
        raise RuntimeError("a bug in the first batch")

    monkeypatch.setattr(nsg.training.loop, "training_loss", broken_loss)
    run = tmp_path / "run"
    with pytest.raises(RuntimeError, match="first batch"):
        train(TrainOptions(dataset=str(dataset), model="nsg", out=str(run), epochs=2, batch_size=2, hidden=8,
                           segment_frames=4, clip_weights=str(weights), features=str(tmp_path / "feat"),
                           progress=False))
    assert not run.exists()
