"""Choose MuJoCo's offscreen OpenGL path (EGL or OSMesa) before ``mujoco`` is imported.

MuJoCo reads ``MUJOCO_GL`` once, when it is imported, so the choice must be made first:
:func:`select_gl` keeps a value the user set, else picks ``egl`` when Mesa's EGL stack is
installed (fast, no X server), else ``osmesa``, and raises :class:`RenderingUnavailableError`
naming the Debian packages to install when neither is there.
"""
from __future__ import annotations

import ctypes.util
import glob
import os
import sys

from sim.errors import RenderingUnavailableError

EGL_PACKAGES = ("libegl1", "libegl-mesa0", "libgl1-mesa-dri", "libgbm1", "libopengl0")
OSMESA_PACKAGES = ("libosmesa6",)
_INSTALL_HINT = (f"install one of them: `apt-get install -y {' '.join(EGL_PACKAGES)}` (then MUJOCO_GL=egl) or "
                 f"`apt-get install -y {' '.join(OSMESA_PACKAGES)}` (then MUJOCO_GL=osmesa)")


def _has_mesa_dri() -> bool:
    return bool(glob.glob("/usr/lib/*/dri/swrast_dri.so") or glob.glob("/usr/lib/dri/swrast_dri.so")
                or glob.glob("/usr/lib/*/dri/*_dri.so"))


def egl_missing() -> list[str]:
    """Debian packages of the EGL path that look absent (empty list: EGL should work)."""
    missing = []
    if not ctypes.util.find_library("EGL"):
        missing.append("libegl1")
    if not ctypes.util.find_library("EGL_mesa"):
        missing.append("libegl-mesa0")
    if not ctypes.util.find_library("gbm"):
        missing.append("libgbm1")
    if not ctypes.util.find_library("OpenGL"):
        missing.append("libopengl0")
    if not _has_mesa_dri():
        missing.append("libgl1-mesa-dri")
    return missing


def osmesa_available() -> bool:
    return bool(ctypes.util.find_library("OSMesa"))


def _preload_triton() -> None:
    """Load Triton (PyTorch's GPU compiler, bundled with CUDA builds of torch) before Mesa.

    Both carry their own LLVM. Loading Triton's after Mesa's llvmpipe is in the process crashes
    the interpreter (segmentation fault on ``import torchvision`` or ``open_clip`` once a frame
    has been rendered); the other order works. So a process that renders and then extracts
    features (a notebook, the test suite) must load Triton first. Costs ~0.2 s, once.
    """
    if "triton" in sys.modules:
        return
    import importlib.util

    if importlib.util.find_spec("triton") is None:
        return
    try:
        import triton  # noqa: F401
    except Exception:  # a broken Triton only matters to GPU users; never block rendering
        pass


def select_gl() -> str:
    """Set (if unset) and return ``MUJOCO_GL`` for headless rendering."""
    _preload_triton()
    current = os.environ.get("MUJOCO_GL", "").strip().lower()
    if current:
        _check_not_imported_with_other(current)
        return current
    missing = egl_missing()
    if not missing:
        choice = "egl"
    elif osmesa_available():
        choice = "osmesa"
    else:
        raise RenderingUnavailableError(
            "no offscreen OpenGL for MuJoCo: the EGL path lacks Debian packages "
            f"{', '.join(missing)} and OSMesa (libosmesa6) is not installed; {_INSTALL_HINT}")
    _check_not_imported_with_other(choice)
    os.environ["MUJOCO_GL"] = choice
    os.environ.setdefault("PYOPENGL_PLATFORM", choice)
    return choice


def _check_not_imported_with_other(choice: str) -> None:
    mj = sys.modules.get("mujoco")
    if mj is None:
        return
    gl = sys.modules.get("mujoco.rendering.classic.gl_context")
    imported_with = getattr(gl, "_MUJOCO_GL", None) if gl is not None else None
    if imported_with is not None and imported_with != choice:
        raise RenderingUnavailableError(
            f"mujoco was imported with MUJOCO_GL={imported_with!r} before the embedded renderer chose "
            f"{choice!r}; set MUJOCO_GL={choice} in the environment (or import sim before mujoco)")


def context_error(exc: BaseException) -> RenderingUnavailableError:
    """Wrap a failure to create the GL context with what to install."""
    return RenderingUnavailableError(
        f"MuJoCo could not create an offscreen OpenGL context with MUJOCO_GL="
        f"{os.environ.get('MUJOCO_GL')!r} ({type(exc).__name__}: {exc}); {_INSTALL_HINT}")
