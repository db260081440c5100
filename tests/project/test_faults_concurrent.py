"""Two runs writing one output folder at once (issue 40). Exports and sites are built under a
temporary name and renamed into place; without a lock both runs passed the "new, empty or
overwrite" check at their start and the second rename moved the first's output aside, so both
reported success and one output was lost. Now the folder is locked as render's is: the second run
is refused in one line while the first runs, and the first one's output is whole.

"While the first runs" is exact here: the second command is started from inside the first one's
work (a patched writer), in the same process; flock locks conflict there as between processes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from generators.commands.main import main as generators_main
from tests.project.test_faults_commands import one_line_error, temporaries
from tests.support.tiny_rendered import rendered


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())


def _second_run_inside(monkeypatch, target, attribute: str, argv: list[str], capsys) -> dict:
    """Patch ``target.attribute`` so that its first call runs ``argv`` (a second command) before
    doing its own work; the second command's status and stderr are recorded."""
    seen: dict = {}
    real = getattr(target, attribute)

    def first_then_second(*args, **kwargs):
        if not seen:
            seen["started"] = True  # the second command's own writes come here too
            before = capsys.readouterr()
            seen["code"] = generators_main(argv)
            seen["err"] = capsys.readouterr().err
            print(before.out, end="")
        return real(*args, **kwargs)

    monkeypatch.setattr(target, attribute, first_then_second)
    return seen


@pytest.mark.parametrize("overwrite", [[], ["--overwrite"]])
def test_a_second_export_into_a_folder_in_use_is_refused(tiny, tmp_path, capsys, monkeypatch, overwrite):
    import webdataset as wds

    out = tmp_path / "wds"
    if overwrite:
        assert generators_main(["export", str(tiny), str(out), "--format", "webdataset"]) == 0
    argv = ["export", str(tiny), str(out), "--format", "webdataset", "--shard-samples", "2", *overwrite]
    second = _second_run_inside(monkeypatch, wds.ShardWriter, "write", argv, capsys)
    assert generators_main(argv) == 0
    assert second["code"] == 2 and "another export is writing" in one_line_error(second["err"])
    marker = json.loads((out / "export.json").read_text())
    assert marker["shard_samples"] == 2 and sum(marker["samples"].values()) > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["wds"] and temporaries(tmp_path) == []


def test_a_second_browse_into_a_site_in_use_is_refused(tiny, tmp_path, capsys, monkeypatch):
    import generators.browse.site as site

    out = tmp_path / "site"
    argv = ["browse", str(tiny), "--out", str(out), "--no-thumbnails"]
    second = _second_run_inside(monkeypatch, site, "sample_view", argv, capsys)
    assert generators_main(argv) == 0
    assert second["code"] == 2 and "another browse is writing" in one_line_error(second["err"])
    assert (out / "index.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"] and temporaries(tmp_path) == []


def test_an_export_into_another_folder_beside_runs_meanwhile(tiny, tmp_path, capsys, monkeypatch):
    import webdataset as wds

    second = _second_run_inside(monkeypatch, wds.ShardWriter, "write",
                                ["export", str(tiny), str(tmp_path / "egotv"), "--format", "egotv"], capsys)
    assert generators_main(["export", str(tiny), str(tmp_path / "wds"), "--format", "webdataset"]) == 0
    assert second["code"] == 0, second["err"]
    assert (tmp_path / "egotv" / "export.json").is_file() and (tmp_path / "wds" / "export.json").is_file()
