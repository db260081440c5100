"""Every command ends one way (contracts.errors.end_command): on a dataset that is missing and on
one that is damaged, each entry point (generators, sim, strips.vilpact, every nsg command) prints
one line on stderr, no traceback, and exits non-zero with the status the error declares.

In-process ``main(argv)`` calls (fast: each fails while reading its inputs, before any model or
simulator is loaded). Commands that read no dataset (``nsg.parse``, the parser commands,
``sim doctor``) get their own damaged input: a parser directory, a failing check.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from contracts.errors import ContractError, ToolkitError
from generators.errors import GeneratorError
from nsg.errors import NSGError
from sim.errors import SimError
from strips.errors import StripsError

DAMAGED_MANIFEST = 'not json\n{"split": "train", "task": "x"}\n'


def _main(module: str):
    from importlib import import_module

    return import_module(module).main


# (main's module, argv); {ds}: the dataset, {tmp}: a scratch directory
COMMANDS = [
    ("generators.commands.main", ["audit", "{ds}"]),
    ("generators.commands.main", ["browse", "{ds}", "--out", "{tmp}/site"]),
    ("generators.commands.main", ["contact-sheet", "{ds}", "train_00000", "--out", "{tmp}/sheet.png"]),
    ("generators.commands.main", ["export", "{ds}", "{tmp}/export", "--format", "hf"]),
    ("generators.commands.main", ["qa", "{ds}", "--out", "{tmp}/qa"]),
    ("generators.commands.main", ["tuples", "write", "{ds}", "--out", "{tmp}/tuples.jsonl"]),
    ("generators.commands.main", ["render", "--jobs", "{ds}/manifest.jsonl", "--list-jobs"]),
    ("strips.vilpact.commands", ["kb", "--kb", "{ds}"]),
    ("strips.vilpact.commands", ["evaluate", "--kb", "{ds}", "--mqa", "{ds}/manifest.jsonl", "--no-cache"]),
    ("nsg.commands.train", ["--dataset", "{ds}", "--out", "{tmp}/run", "--no-progress"]),
    ("nsg.commands.evaluate", ["--run", "{tmp}/run", "--dataset", "{ds}"]),
    ("nsg.commands.features", ["build", "--dataset", "{ds}", "--features", "{tmp}/features"]),
    ("nsg.commands.online", ["--evaluate", "--run", "{tmp}/run", "--dataset", "{ds}", "--out", "{tmp}/online"]),
    ("nsg.commands.qa_baselines", ["{ds}"]),
    ("nsg.commands.probe", ["--dataset", "{ds}", "--out", "{tmp}/probe"]),
    ("nsg.commands.standin_clip", ["train", "--dataset", "{ds}", "--out", "{tmp}/w.pt"]),
    ("nsg.commands.standin_clip", ["examples", "--dataset", "{ds}", "--out", "{tmp}/x.npz"]),
    ("nsg.commands.table", ["{ds}"]),
]


def _dataset(tmp_path: Path, state: str) -> Path:
    ds = tmp_path / "ds"
    if state == "damaged":   # a manifest whose first line is not JSON; a KB file that is not a table
        ds.mkdir()
        (ds / "manifest.jsonl").write_text(DAMAGED_MANIFEST)
        (ds / "action_class.csv").write_text("\x00\x01 not a csv\n")
        (ds / "metrics.json").write_text("{not json")
    return ds


def ended_in_one_line(code: int, err: str) -> str:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert "Traceback" not in err, err
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert code not in (0, None) and code != 130, (code, err)
    return lines[0]


@pytest.mark.parametrize("state", ["missing", "damaged"])
@pytest.mark.parametrize("module, argv", COMMANDS, ids=[f"{m.split('.')[-1]}:{a[0]}" for m, a in COMMANDS])
def test_every_command_ends_in_one_line_on_a_bad_dataset(tmp_path, capsys, state, module, argv):
    ds = _dataset(tmp_path, state)
    (tmp_path / "scratch").mkdir()
    code = _main(module)([a.format(ds=ds, tmp=tmp_path / "scratch") for a in argv])
    ended_in_one_line(code, capsys.readouterr().err)


@pytest.mark.parametrize("state", ["missing", "damaged"])
@pytest.mark.parametrize("module", ["nsg.commands.parse", "nsg.commands.parser_evaluate"])
def test_parser_commands_end_in_one_line_on_a_bad_parser(tmp_path, capsys, monkeypatch, state, module):
    import io

    checkpoint = tmp_path / "parser"
    if state == "damaged":
        checkpoint.mkdir()
        (checkpoint / "parser.json").write_text('{"architecture": "no-such-parser"}')
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"Heat the apple.\n")))
    code = _main(module)(["--checkpoint", str(checkpoint)])
    ended_in_one_line(code, capsys.readouterr().err)


def test_sim_doctor_ends_in_one_line_on_a_library_error(capsys, monkeypatch):
    from sim import doctor

    def fail(*a, **k):
        raise SimError("the X display ':99' cannot be opened", setting="x_display")

    monkeypatch.setattr(doctor, "run_doctor", fail)
    line = ended_in_one_line(_main("sim.commands.main")(["doctor", "--x-display", ":99"]), capsys.readouterr().err)
    assert line.endswith("(--x-display)")


@pytest.mark.parametrize("error", [ContractError, GeneratorError, SimError, StripsError, NSGError])
def test_every_package_error_derives_from_the_one_base(error):
    assert issubclass(error, ToolkitError)


def test_the_ending_returns_the_status_the_error_declares(capsys):
    from contracts.errors import end_command
    from generators.errors import ResourceStop

    def stop():
        raise ResourceStop("the disk is full")

    assert end_command(stop) == 75 and capsys.readouterr().err.strip() == "error: the disk is full"

    def interrupt():
        raise KeyboardInterrupt

    assert end_command(interrupt) == 130
    assert capsys.readouterr().err.strip().startswith("interrupted:")
