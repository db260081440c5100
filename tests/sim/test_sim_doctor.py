"""``python -m sim doctor``: each backend with what is usable or missing and the fixing command;
exit 0 exactly when the default backend works."""
import shutil

import pytest

import sim.doctor as doctor
from sim.commands.main import main
from sim.backends.ai2thor.build import commit_id
from sim.doctor import BackendReport, Check, ai2thor_report, format_reports


def _release(home, platform="Linux64", metadata=True):
    name = f"thor-{platform}-{commit_id()}"
    exe = home / ".ai2thor" / "releases" / name / name
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    if metadata:
        (exe.parent / "metadata.json").write_text('{"server_types": ["FIFO"]}')
    return exe


def _checks(report):
    return {c.name: c for c in report.checks}


def test_no_build_names_the_path_and_the_download_command(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(doctor, "_display_check", lambda d, w, h: Check("Linux64 X display", True, "stub"))
    rep = ai2thor_report()
    c = _checks(rep)["Linux64 Unity build"]
    assert not rep.usable and not c.ok and f"thor-Linux64-{commit_id()}" in c.detail
    assert "b.Build('Linux64', b.COMMIT_ID" in c.fix and "metadata.json" in c.fix
    text = format_reports([rep])
    assert "ai2thor: NOT usable" in text and "MISSING Linux64 Unity build" in text and "fix: on a machine" in text


def test_a_build_without_metadata_json_is_missing(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(doctor, "_display_check", lambda d, w, h: Check("Linux64 X display", True, "stub"))
    _release(tmp_path, metadata=False)
    c = _checks(ai2thor_report())["Linux64 Unity build"]
    assert not c.ok and "no metadata.json" in c.detail


def test_a_build_and_a_display_make_ai2thor_usable(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(doctor, "_display_check", lambda d, w, h: Check("Linux64 X display", True, "stub"))
    _release(tmp_path)
    rep = ai2thor_report()
    assert rep.usable
    vulkan = _checks(rep)["CloudRendering Vulkan"]
    assert vulkan.ok or vulkan.optional  # the other platform is an alternative, not a requirement
    monkeypatch.setattr(doctor, "_display_check", lambda d, w, h: Check("Linux64 X display", False, "no X", "fix"))
    assert not ai2thor_report().usable


def test_local_executable_is_checked_as_linux64(monkeypatch, tmp_path):
    monkeypatch.setattr(doctor, "_display_check", lambda d, w, h: Check("Linux64 X display", True, "stub"))
    rep = ai2thor_report(local_executable_path=str(tmp_path / "thor"))
    c = _checks(rep)["Unity build (local_executable_path, runs as Linux64)"]
    assert not rep.usable and "is not an executable file" in c.detail


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb not installed (apt-get install -y xvfb)")
def test_display_check_runs_ai2thors_validation_on_an_xvfb(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    c = doctor._display_check(None, 300, 300)
    assert c.ok and "passes ai2thor's Linux64 check" in c.detail
    c = doctor._display_check(None, 4000, 300)  # the Xvfb screen is 1024x768
    assert not c.ok and "large enough resolution" in c.detail


def test_an_explicit_display_that_is_not_running_is_missing():
    c = doctor._display_check(":4321", 300, 300)
    assert not c.ok and "X display :4321 is not running" in c.detail


def test_display_check_without_xvfb_says_what_to_install(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(doctor.shutil, "which", lambda name: None)
    c = doctor._display_check(None, 300, 300)
    assert not c.ok and c.fix == "apt-get install -y xvfb"


def test_embedded_without_any_gl_path_is_not_usable(monkeypatch):
    monkeypatch.delenv("MUJOCO_GL", raising=False)
    monkeypatch.setattr(doctor, "egl_missing", lambda: ["libegl1", "libgbm1"])
    monkeypatch.setattr(doctor, "osmesa_available", lambda: False)
    rep = doctor.embedded_report()
    assert not rep.usable
    c = _checks(rep)
    assert "libegl1 libgbm1" in c["EGL"].detail and c["EGL"].fix.startswith("apt-get install -y libegl1")
    assert c["OSMesa"].fix == "apt-get install -y libosmesa6" and not c["OSMesa"].optional


def test_exit_status_follows_the_default_backend(monkeypatch, capsys):
    ok = BackendReport("embedded", True, [Check("EGL", True, "x")])
    bad = BackendReport("embedded", False, [Check("EGL", False, "x", "apt-get install -y libegl1")])
    ai2 = BackendReport("ai2thor", False, [])
    for embedded, code in ((ok, 0), (bad, 1)):
        monkeypatch.setattr(doctor, "run_doctor", lambda *a, e=embedded: [e, ai2])
        assert main(["doctor"]) == code
    out = capsys.readouterr().out
    assert "embedded (default): usable" in out and "embedded (default): NOT usable" in out
