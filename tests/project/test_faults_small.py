"""The smaller things a new user tripped on (issue 40): a stand-in CLIP trained for minutes before
its output path was found unusable; a render writing among the user's own files; open_clip's
random-init warning on every stand-in run; ``nsg.evaluate`` computing features without a
progress bar; ``generators --help`` naming half of its commands."""
from __future__ import annotations

import logging
import re

import pytest

from generators.commands.main import build_parser, main as generators_main
from tests.project.test_faults_commands import nsg_command, one_line_error


@pytest.mark.parametrize("where", ["directory", "under_a_file"])
def test_standin_clip_checks_its_output_before_training(tmp_path, capsys, monkeypatch, where):
    import nsg.commands.standin_clip as command

    monkeypatch.setattr(command, "train_standin", lambda *a, **k: pytest.fail("trained before checking --out"))
    (tmp_path / "afile").write_text("x")
    out = tmp_path if where == "directory" else tmp_path / "afile" / "w.pt"
    code, err = nsg_command(command.main, ["train", "--dataset", str(tmp_path), "--out", str(out)], capsys)
    line = one_line_error(err)
    assert code == 2 and str(out) in line and "--out" in line


def test_render_refuses_a_folder_of_the_users_files(tmp_path, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    code = generators_main(["render", "--out", str(mine), "--count", "train=1", "--splits", "train", "--no-video",
                            "--mistakes", "0", "--no-progress", "--no-plots"])
    line = one_line_error(capsys.readouterr().err)
    assert code == 2 and "holds no dataset" in line and "--out" in line
    assert sorted(p.name for p in mine.iterdir()) == ["notes.txt"]


def test_a_stand_in_loads_without_open_clips_random_init_warning(caplog):
    from nsg.clip.frozen import load_clip
    from nsg.clip.spec import STANDIN_MODEL

    with caplog.at_level(logging.WARNING):
        load_clip(STANDIN_MODEL, weights=None, allow_random_init=True)
    assert not [r for r in caplog.records if "No pretrained weights" in r.getMessage()]


def test_nsg_evaluate_shows_progress_while_computing_features(monkeypatch):
    import nsg.commands.evaluate as command

    seen = {}

    def fake(*args, **kwargs):
        seen.update(kwargs)
        return {"model": "nsg", "run": "r", "graphs": "gold", "splits": {}, "mean_f1": 0.0, "plots": ["p/x.png"]}

    monkeypatch.setattr(command, "evaluate_run", fake)
    assert command.main(["--run", "r"]) == 0 and seen.get("progress") is True
    assert command.main(["--run", "r", "--no-progress"]) == 0 and seen.get("progress") is False


def test_generators_help_names_every_command():
    parser = build_parser()
    commands = set(parser._subparsers._group_actions[0].choices)
    assert len(commands) == 12
    for group in re.findall(r"\{([a-z,-]+)\}", parser.format_help()):
        assert set(group.split(",")) == commands, group
