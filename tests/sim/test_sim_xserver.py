"""The X server helper: use a working display, else start Xvfb and clean it up; the Xvfb it
starts passes ai2thor's own Linux64 display validation, and the embedded kitchen renders on it
through MuJoCo's GLFW path (the headless X rendering job) with the same frames as through EGL."""
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from sim.backends.embedded.gl import egl_missing
from sim.datafiles import load_sim_data
from sim.errors import XServerError
from sim.xserver import XServer, display_usable, validate_for_ai2thor
from tests.conftest import ROOT

needs_xvfb = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb not installed (apt-get install -y xvfb)")


@needs_xvfb
def test_starts_xvfb_and_cleans_up():
    with XServer(display="", force_xvfb=True) as display:
        assert display.startswith(":") and display_usable(display)
        with XServer(display=display) as same:  # an existing display is used, not replaced
            assert same == display
    assert not display_usable(display)


@needs_xvfb
def test_a_missing_display_starts_xvfb_and_stop_is_idempotent():
    x = XServer(display=":987")
    display = x.start()
    assert x.started_xvfb and display != ":987" and display_usable(display)
    assert x.start() == display
    x.stop()
    x.stop()
    assert not display_usable(display)


def test_clear_error_without_display_or_xvfb():
    with pytest.raises(XServerError, match="DISPLAY is not set.*apt-get install -y xvfb.*CloudRendering"):
        XServer(display="", xvfb="Xvfb-that-does-not-exist").start()


def test_display_usable_checks_the_socket():
    assert not display_usable(None) and not display_usable("")
    assert not display_usable(":4321")
    assert display_usable("remotehost:10.0")  # remote displays cannot be checked without connecting


@needs_xvfb
def test_xvfb_passes_ai2thors_own_linux64_validation():
    with XServer(display="", force_xvfb=True) as display:
        assert validate_for_ai2thor(display, 300, 300) == []
        assert any("large enough resolution" in p for p in validate_for_ai2thor(display, 2000, 300))
    assert any("Failed to connect" in p for p in validate_for_ai2thor(display))  # it was stopped
    with XServer(display="", force_xvfb=True, screen="640x480x16") as display:
        assert any("color depth of 24" in p for p in validate_for_ai2thor(display, 300, 300))


_RENDER = """
import sys
import numpy as np
from sim.backends import get_backend
from sim.base import LowLevelAction as A
with get_backend("embedded", preset="fast") as s:
    s.reset(3, 1)
    frames = [s.observe().frame] + [s.step(A(a)).frame for a in ("RotateLeft", "LookDown", "RotateLeft", "LookUp")]
np.save(sys.argv[1], np.stack(frames))
"""


def _render(path, **env):
    full = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "MUJOCO_GL", "PYOPENGL_PLATFORM")}
    r = subprocess.run([sys.executable, "-c", _RENDER, str(path)], cwd=ROOT, env={**full, **env},
                       capture_output=True, text=True, timeout=300)
    return r, (np.load(path).astype(np.int16) if r.returncode == 0 else None)


@needs_xvfb
@pytest.mark.skipif(bool(egl_missing()), reason="EGL not installed: no reference frames")
def test_embedded_kitchen_renders_through_glfw_on_xvfb_like_egl(tmp_path):
    pytest.importorskip("glfw", reason="the glfw package (MuJoCo's GLFW path) is not installed")
    with XServer(display="", force_xvfb=True) as display:
        r, glfw_frames = _render(tmp_path / "glfw.npy", MUJOCO_GL="glfw", DISPLAY=display)
    assert r.returncode == 0, r.stderr[-2000:]
    r, egl_frames = _render(tmp_path / "egl.npy", MUJOCO_GL="egl")
    assert r.returncode == 0, r.stderr[-2000:]
    fast = load_sim_data("render_presets.json")["fast"]
    assert glfw_frames.shape == egl_frames.shape == (5, fast["height"], fast["width"], 3) and egl_frames.std() > 20
    diff = np.abs(glfw_frames - egl_frames)
    assert diff.mean() < 2.0 and (diff.max(axis=-1) > 16).mean() < 0.01, (diff.mean(), (diff.max(axis=-1) > 16).mean())
    r, _ = _render(tmp_path / "none.npy", MUJOCO_GL="glfw")  # no display: GLFW cannot render, so the
    assert r.returncode != 0  # frames above really came through the X server
