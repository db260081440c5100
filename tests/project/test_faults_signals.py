"""SIGTERM (``kill``, a scheduler's stop) handled as Ctrl-C by every command (issue 40): it used to
end an export with no message and leave its hidden temporary folder (68 MB for an hf export)
beside the output, which a re-run did not remove. Now it is the Ctrl-C line, exit 143, nothing
temporary is left, and a temporary that a ``kill -9`` left is removed by the next run.

The signal is sent to this process from inside the work, at a chosen point, so "mid-run" is exact;
a recording handler is installed first, so that code which does not handle SIGTERM fails the test
instead of ending the test process."""
from __future__ import annotations

import os
import signal
import tempfile
import time
from pathlib import Path

import pytest

from generators.commands.main import main as generators_main
from tests.project.test_faults_commands import temporaries
from tests.support.tiny_rendered import rendered

INTERRUPTED = ["interrupted: nothing half-written was kept; run the same command again"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    return rendered(tmp_path_factory.getbasetemp())



def _sigterm_on_call(monkeypatch, target, attribute: str, nth: int = 2) -> None:
    """Patch ``target.attribute`` to send SIGTERM to this process on its ``nth`` call."""
    real, calls = getattr(target, attribute), {"n": 0}

    def call(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == nth:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(2)  # the handler runs before this returns
        return real(*args, **kwargs)

    monkeypatch.setattr(target, attribute, call)


def _hf_caches() -> set[str]:
    return {p.name for p in Path(tempfile.gettempdir()).glob("egotv-hf-*")}


@pytest.mark.parametrize("fmt, target, attribute", [("hf", "generators.access.export", "hf_record"),
                                                    ("webdataset", "generators.access.export", "wds_meta"),
                                                    ("egotv", "generators.access.egotv_write", "link_or_copy")])
def test_sigterm_mid_export_is_ctrl_c_and_leaves_no_temporary(tiny, tmp_path, capsys, monkeypatch, survive_sigterm,
                                                              fmt, target, attribute):
    import importlib

    _sigterm_on_call(monkeypatch, importlib.import_module(target), attribute)
    caches = _hf_caches()
    try:
        code = generators_main(["export", str(tiny), str(tmp_path / "out"), "--format", fmt])
    except KeyboardInterrupt:
        pytest.fail("the interruption reached the caller")
    err = capsys.readouterr().err
    assert code == 143 and [ln for ln in err.splitlines() if ln.strip()] == INTERRUPTED, err
    assert sorted(p.name for p in tmp_path.iterdir()) == [] and _hf_caches() <= caches


def test_sigterm_mid_browse_keeps_no_temporary(tiny, tmp_path, capsys, monkeypatch, survive_sigterm):
    import generators.browse.site as site

    _sigterm_on_call(monkeypatch, site, "sample_view")
    code = generators_main(["browse", str(tiny), "--out", str(tmp_path / "site"), "--no-thumbnails"])
    assert code == 143 and "Traceback" not in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_sigterm_in_an_nsg_command_is_ctrl_c(capsys, survive_sigterm):
    from nsg.commands.common import finish

    def work():
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(2)
        return 0

    assert finish(work) == 143
    assert [ln for ln in capsys.readouterr().err.splitlines() if ln.strip()] == INTERRUPTED


def test_a_killed_exports_temporary_is_removed_by_the_next_run(tiny, tmp_path, capsys):
    left = tmp_path / ".out.tmp-k1ll3d"  # what atomic_dir leaves after kill -9
    (left / "parquet").mkdir(parents=True)
    (left / "parquet" / "train.parquet").write_bytes(b"x" * 1000)
    assert generators_main(["export", str(tiny), str(tmp_path / "out"), "--format", "webdataset"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"] and temporaries(tmp_path) == []
