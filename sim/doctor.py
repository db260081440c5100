"""``python -m sim doctor``: for each simulator backend, is it usable here, and if not, what
exactly is missing and which command fixes it.

Why: AI2-THOR needs four things that fail in four different, late and confusing ways (the
Unity build, its ``metadata.json``, an X display with GLX for Linux64, Vulkan for
CloudRendering), and the embedded kitchen needs an offscreen OpenGL path. Each check here is
the real one where there is one: ai2thor's own platform validation (``ai2thor.platform.Linux64``
against the display, started with Xvfb if there is none; ``CloudRendering.validate``), a real
MuJoCo GL context in a subprocess, the same build lookup the backend uses.
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from typing import Mapping

from sim.backends import DEFAULT_BACKEND
from sim.backends.ai2thor.build import commit_id, download_command, find_build, releases_dir
from sim.backends.embedded.gl import EGL_PACKAGES, OSMESA_PACKAGES, egl_missing, osmesa_available
from sim.xserver import XServer, display_usable, validate_for_ai2thor

_DOWNLOAD = ("on a machine with internet: {cmd}, then copy ~/.ai2thor/releases/thor-{p}-{c}/ (executable and "
             "metadata.json) to {r}/ here; or check a build elsewhere: local_executable_path=PATH")


@dataclass
class Check:
    """One requirement: ``ok``, what was found or is missing, and the command that fixes it;
    ``setting``: the doctor's setting the fix names (``local_executable_path``, ``x_display``),
    so that a command can add the option that sets it."""

    name: str
    ok: bool
    detail: str
    fix: str = ""
    optional: bool = False  # an alternative to another check that passed
    setting: str | None = None


@dataclass
class BackendReport:
    name: str
    usable: bool
    checks: list[Check] = field(default_factory=list)
    note: str = ""


def _gl_context_works(mode: str, env_extra: dict | None = None) -> tuple[bool, str]:
    """Create a real 8x8 MuJoCo GL context with ``MUJOCO_GL=mode`` in a subprocess."""
    code = "import mujoco; c = mujoco.GLContext(8, 8); c.make_current(); c.free(); print('ok')"
    env = {**os.environ, "MUJOCO_GL": mode, "PYOPENGL_PLATFORM": "egl" if mode == "egl" else mode,
           **(env_extra or {})}
    if mode == "glfw":
        env.pop("PYOPENGL_PLATFORM")
    try:
        r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return False, "timed out after 60 s"
    if r.returncode == 0 and r.stdout.strip().endswith("ok"):
        return True, "a MuJoCo GL context was created"
    return False, (r.stderr.strip().splitlines() or [f"exit code {r.returncode}"])[-1][:200]


def embedded_report() -> BackendReport:
    checks = []
    try:
        import mujoco

        checks.append(Check("mujoco", True, f"mujoco {mujoco.__version__}"))
    except ImportError as exc:
        checks.append(Check("mujoco", False, str(exc), "pip install -e '.[sim]'"))
        return BackendReport("embedded", False, checks)
    missing = egl_missing()
    if missing:
        checks.append(Check("EGL", False, f"Debian packages missing: {' '.join(missing)}",
                            f"apt-get install -y {' '.join(EGL_PACKAGES)}"))
    else:
        ok, why = _gl_context_works("egl")
        checks.append(Check("EGL", ok, why, "" if ok else f"apt-get install --reinstall -y {' '.join(EGL_PACKAGES)}"))
    if osmesa_available():
        ok, why = _gl_context_works("osmesa")
        fix = "" if ok else f"apt-get install --reinstall -y {' '.join(OSMESA_PACKAGES)}"
        checks.append(Check("OSMesa", ok, why, fix))
    else:
        checks.append(Check("OSMesa", False, "libosmesa6 is not installed (only needed without EGL)",
                            f"apt-get install -y {' '.join(OSMESA_PACKAGES)}"))
    chosen = os.environ.get("MUJOCO_GL", "").strip().lower()
    usable = any(c.ok for c in checks[1:]) if not chosen else any(c.ok and c.name.lower() == chosen for c in checks)
    note = f"MUJOCO_GL={chosen} is set, so only that path is used" if chosen else \
        "EGL is used when it works, else OSMesa (sim/backends/embedded/gl.py)"
    if chosen and chosen not in ("egl", "osmesa"):
        ok, why = _gl_context_works(chosen)
        checks.append(Check(f"MUJOCO_GL={chosen}", ok, why, "unset MUJOCO_GL to use EGL"))
        usable = ok
    for c in checks[1:]:
        c.optional = usable and not c.ok
    return BackendReport("embedded", usable, checks, note)


def _display_check(display: str | None, width: int, height: int) -> Check:
    """ai2thor's Linux64 validation of ``display``, or of an Xvfb started for the check."""
    if display and not display_usable(display):
        return Check("Linux64 X display", False, f"X display {display} is not running (no X server socket)",
                     "start that X server, or leave x_display unset: sim.xserver then starts Xvfb", setting="x_display")
    target = display or os.environ.get("DISPLAY")
    if target and display_usable(target):
        problems = validate_for_ai2thor(target, width, height)
        return Check("Linux64 X display", not problems,
                     f"{target}: " + ("passes ai2thor's Linux64 check (GLX, depth 24, size)" if not problems
                                     else "; ".join(problems)),
                     "" if not problems else "apt-get install -y xvfb (sim.xserver starts it), or fix that X server")
    if shutil.which("Xvfb") is None:
        return Check("Linux64 X display", False, f"no X display ({'DISPLAY=' + target if target else 'DISPLAY unset'}) "
                     "and Xvfb is not installed", "apt-get install -y xvfb")
    try:
        with XServer(display="", force_xvfb=True) as d:
            problems = validate_for_ai2thor(d, width, height)
    except Exception as exc:  # noqa: BLE001 - reported, never raised, by a diagnostic tool
        return Check("Linux64 X display", False, f"Xvfb failed to start: {exc}", "apt-get install --reinstall -y xvfb")
    verdict = ("passes ai2thor's Linux64 check (GLX, depth 24, size)" if not problems
               else "fails: " + "; ".join(problems))
    return Check("Linux64 X display", not problems, "no display set; an Xvfb started by sim.xserver " + verdict,
                 "" if not problems else "apt-get install -y xvfb libgl1-mesa-dri")


def _vulkan_check() -> Check:
    try:
        from ai2thor.platform import CloudRendering, Request
    except ImportError as exc:
        return Check("CloudRendering Vulkan", False, str(exc), "pip install ai2thor")
    problems = CloudRendering.validate(Request("Linux", 300, 300, None, False))
    icds = glob.glob("/usr/share/vulkan/icd.d/*.json") + glob.glob("/etc/vulkan/icd.d/*.json")
    if problems:
        return Check("CloudRendering Vulkan", False, "; ".join(problems) + " (ai2thor's CloudRendering check)",
                     "apt-get install -y libvulkan1 (and a Vulkan driver: the NVIDIA driver or mesa-vulkan-drivers)")
    if not icds:
        return Check("CloudRendering Vulkan", False, "libvulkan is present but no Vulkan driver (ICD) is installed",
                     "install the NVIDIA driver, or apt-get install -y mesa-vulkan-drivers")
    return Check("CloudRendering Vulkan", True, f"libvulkan and {len(icds)} driver file(s): passes ai2thor's check")


def ai2thor_report(local_executable_path: str | None = None, x_display: str | None = None,
                   width: int = 300, height: int = 300) -> BackendReport:
    try:
        from ai2thor._version import __version__
    except ImportError:
        return BackendReport("ai2thor", False, [Check("ai2thor package", False, "not installed",
                                                      "pip install -e '.[sim]'")])
    c = commit_id() or "<commit>"
    checks = [Check("ai2thor package", True, f"ai2thor {__version__}, expects build {c[:12]}")]
    display = _display_check(x_display, width, height)
    if local_executable_path:
        build = find_build(local_executable_path, "Linux64")
        checks.append(Check("Unity build (local_executable_path, runs as Linux64)", build.found, build.reason,
                            "" if build.found else "pass the path of the build's executable (chmod +x it)",
                            setting="local_executable_path"))
        checks.append(display)
        return BackendReport("ai2thor", build.found and display.ok, checks)
    usable = False
    for plat, platform_check in (("Linux64", display), ("CloudRendering", _vulkan_check())):
        build = find_build(None, plat)
        fix = "" if build.found else _DOWNLOAD.format(cmd=download_command(plat), p=plat, c=c, r=releases_dir())
        checks.append(Check(f"{plat} Unity build", build.found, build.reason, fix, setting="local_executable_path"))
        checks.append(platform_check)
        usable = usable or (build.found and platform_check.ok)
    for check in checks[1:]:
        check.optional = usable and not check.ok
    return BackendReport("ai2thor", usable, checks,
                         "usable with one platform whose build and display/Vulkan are both ok")


def run_doctor(local_executable_path: str | None = None, x_display: str | None = None) -> list[BackendReport]:
    reports = [embedded_report(), ai2thor_report(local_executable_path, x_display)]
    ai2 = reports[1]
    pick = "ai2thor" if ai2.usable else f"{DEFAULT_BACKEND} (AI2-THOR is not usable here)"
    reports.append(BackendReport("auto", True, [], "would use " + pick))
    return reports


def format_reports(reports: list[BackendReport], hints: Mapping[str, str] | None = None) -> str:
    """The reports as text; ``hints`` (setting -> what sets it, e.g. a command's option) follow
    the fixes that name a setting."""
    lines = []
    for r in reports:
        default = " (default)" if r.name == DEFAULT_BACKEND else ""
        note = f"  [{r.note}]" if r.note else ""
        lines.append(f"{r.name}{default}: {'usable' if r.usable else 'NOT usable'}{note}")
        for c in r.checks:
            lines.append(f"  {'ok     ' if c.ok else 'absent ' if c.optional else 'MISSING'} {c.name}: {c.detail}")
            if not c.ok and c.fix and not c.optional:
                hint = (hints or {}).get(c.setting or "")
                lines.append(f"          fix: {c.fix}" + (f" ({hint})" if hint else ""))
    return "\n".join(lines)


def reports_json(reports: list[BackendReport]) -> list[dict]:
    return [asdict(r) for r in reports]
