"""Find AI2-THOR's Unity build on disk without importing the controller (which takes ~1 s and,
without a build, tries to download 500 MB and then fails with a misleading "Invalid commit_id").

The ``ai2thor`` Python package pins one build commit (``ai2thor._builds.COMMIT_ID``) and looks
for it in ``~/.ai2thor/releases/thor-<Platform>-<commit>/thor-<Platform>-<commit>``; a build
elsewhere is passed as ``local_executable_path``. This check takes milliseconds.

What ai2thor 5.0.0 reads (``ai2thor/build.py``, ``controller.py``): a release directory is used
when it exists (``find_platform_builds``: ``os.path.isdir(base_dir)``), and its
``metadata.json`` is read for the server types (``Build.server_types``); without that file
``download_metadata`` fetches the zip from AI2's servers, which fails here. So a release
directory counts as a build only with both the executable and ``metadata.json``. A
``local_executable_path`` becomes an ``ExternalBuild`` whose server types are fixed: only the
executable is read.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

PLATFORMS = ("Linux64", "CloudRendering")


@dataclass(frozen=True)
class BuildInfo:
    found: bool
    path: str | None  # the executable
    platform: str | None
    commit_id: str | None
    reason: str  # what was found or what was missing


def commit_id() -> str | None:
    """The build commit the installed ai2thor package expects (None: ai2thor not installed)."""
    try:
        from ai2thor._builds import COMMIT_ID
    except ImportError:
        return None
    return COMMIT_ID


def releases_dir() -> Path:
    return Path(os.path.expanduser("~")) / ".ai2thor" / "releases"


def find_build(local_executable_path: str | None = None, platform: str | None = None) -> BuildInfo:
    """Locate the Unity build: ``local_executable_path`` if given, else the release directory of
    ``platform`` (default: Linux64, then CloudRendering)."""
    if local_executable_path:
        p = Path(local_executable_path).expanduser()
        if p.is_file() and os.access(p, os.X_OK):
            return BuildInfo(True, str(p), platform, None, f"local build {p}")
        return BuildInfo(False, None, platform, None,
                         f"local_executable_path {str(p)!r} is not an executable file")
    commit = commit_id()
    if commit is None:
        return BuildInfo(False, None, None, None, "the ai2thor package is not installed (`pip install ai2thor`)")
    name = _platform_name(platform)
    looked = []
    for plat in ([name] if name else list(PLATFORMS)):
        build = f"thor-{plat}-{commit}"
        exe = releases_dir() / build / build
        if not exe.is_file():
            looked.append(f"no Unity build at {exe}")
        elif not (exe.parent / "metadata.json").is_file():
            looked.append(f"{exe.parent} has the executable but no metadata.json (ai2thor would download it)")
        else:
            return BuildInfo(True, str(exe), plat, commit, f"{plat} build {commit[:10]} in {releases_dir()}")
    return BuildInfo(False, None, name, commit, "; ".join(looked))


def _platform_name(platform) -> str | None:
    if platform is None:
        return None
    return platform if isinstance(platform, str) else getattr(platform, "__name__", str(platform))


def download_command(platform: str = "Linux64") -> str:
    """Fetches the build ai2thor expects, with its metadata.json, on a machine with internet.
    ``ai2thor.build.Build.download`` needs no display (``Controller(download_only=True)`` first
    validates the platform, which fails for Linux64 on a headless machine)."""
    return (f"python -c \"import os, ai2thor.build as b; b.Build('{platform}', b.COMMIT_ID, False, "
            f"os.path.expanduser('~/.ai2thor/releases')).download()\"")


def missing_build_message(info: BuildInfo) -> str:
    """One line: what is missing, the doctor, and how to provide a build."""
    commit = info.commit_id or "<commit>"
    plat = info.platform or "Linux64"
    return (
        f"AI2-THOR cannot start: {info.reason}; `python -m sim doctor` lists what is missing. "
        f"This machine cannot download the ~500 MB Unity build. Provide one: (1) on a machine with internet "
        f"and ai2thor=={_ai2thor_version()}, run `{download_command(plat)}` and copy "
        f"~/.ai2thor/releases/thor-{plat}-{commit}/ (executable and metadata.json) into the same place here; "
        f"or (2) pass local_executable_path=/path/to/thor-{plat}-{commit}/thor-{plat}-{commit}. "
        f"Otherwise use the embedded backend (backend 'embedded', or 'auto' to fall back automatically)")


def _ai2thor_version() -> str:
    try:
        from ai2thor._version import __version__
    except ImportError:
        return "<version>"
    return str(__version__)
