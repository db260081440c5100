"""AI2-THOR backend options: quality presets, which option combinations ai2thor can run, CLI flags.

Why a module of its own: the dataset CLI (``python -m generators render``) and the Python API
(``AI2ThorSimulator(...)``) must refuse the same bad combinations with the same message, and
the CLI plumbing must not grow inside ``generators`` (``sim`` must not import ``generators``
beyond what it already does).

The combination rules come from the installed ``ai2thor`` 5.0.0 package:

- ``local_executable_path`` makes ai2thor use ``ai2thor.build.ExternalBuild``, whose platform is
  fixed to ``Linux64`` on Linux (``build.py``), so ``platform="CloudRendering"`` is silently
  ignored; the player is then started with ``DISPLAY`` from ``Linux64.launch_env``, which is
  ``None`` when no X display is found, and ``subprocess.Popen`` fails with a ``TypeError``
  (``controller.py`` ``_start_unity_thread``). We refuse that combination up front.
- ``x_display`` is only read by ``Linux64.launch_env``; ``CloudRendering`` renders through
  Vulkan without X (``platform.py``), so ``x_display`` with ``CloudRendering`` is refused as a
  mistake rather than ignored.
- ``quality`` must be a key of ``ai2thor._quality_settings.QUALITY_SETTINGS`` with a non-zero
  index, or the Controller raises ``ValueError``.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from sim.errors import AI2ThorOptionError

PLATFORMS: tuple[str, ...] = ("Linux64", "CloudRendering")


@dataclass(frozen=True)
class AI2ThorPreset:
    """Frame size and Unity quality level of one preset. The sizes match the embedded
    kitchen's presets of the same name, so ``--preset`` means the same frame size on both."""

    width: int
    height: int
    quality: str


PRESETS: dict[str, AI2ThorPreset] = {
    "fast": AI2ThorPreset(224, 224, "Low"),
    "default": AI2ThorPreset(224, 224, "Ultra"),  # ai2thor's own DEFAULT_QUALITY
}


def resolve_preset(preset: str | None, width: int | None, height: int | None,
                   quality: str | None) -> tuple[int, int, str]:
    """(width, height, quality) of ``preset`` with explicit values taking precedence."""
    name = "default" if preset is None else preset
    if name not in PRESETS:
        raise AI2ThorOptionError(f"unknown AI2-THOR preset {preset!r}; valid presets: {', '.join(sorted(PRESETS))}")
    p = PRESETS[name]
    quality = p.quality if quality is None else quality
    valid = valid_qualities()
    if valid and quality not in valid:
        raise AI2ThorOptionError(f"unknown AI2-THOR quality {quality!r}; valid: {', '.join(valid)}")
    return int(width or p.width), int(height or p.height), quality


def valid_qualities() -> list[str]:
    """Quality names ai2thor accepts (empty when ai2thor is not installed)."""
    try:
        from ai2thor._quality_settings import QUALITY_SETTINGS
    except ImportError:
        return []
    return sorted(q for q, v in QUALITY_SETTINGS.items() if v > 0)


def check_combination(platform: str | None, x_display: str | None, local_executable_path: str | None) -> None:
    """Refuse what ai2thor 5.0.0 cannot run, saying what works instead."""
    if platform not in (None, *PLATFORMS):
        raise AI2ThorOptionError(f"unknown AI2-THOR platform {platform!r}; valid: {', '.join(PLATFORMS)}")
    if local_executable_path and platform == "CloudRendering":
        raise AI2ThorOptionError(
            "local_executable_path cannot be combined with platform='CloudRendering': ai2thor 5.0.0 runs a "
            "local executable as Linux64 (ai2thor.build.ExternalBuild), which needs an X display. What works: "
            "a Linux64 build with local_executable_path (and x_display=':N' or Xvfb), or a CloudRendering build "
            "unpacked as ~/.ai2thor/releases/thor-CloudRendering-<commit>/ with platform='CloudRendering' and "
            "no local_executable_path")
    if x_display and platform == "CloudRendering":
        raise AI2ThorOptionError(
            f"x_display={x_display!r} is not used by platform='CloudRendering' (it renders through Vulkan "
            "without X); drop x_display, or use platform='Linux64' to render on that display")


# ---- CLI --------------------------------------------------------------------------------------
_FLAGS = (("ai2thor_platform", "platform"), ("x_display", "x_display"),
          ("ai2thor_executable", "local_executable_path"), ("ai2thor_quality", "quality"))


def add_ai2thor_arguments(parser: argparse.ArgumentParser) -> None:
    """Flags for ``--backend ai2thor`` (and ``auto``); ``--preset``/``--width``/``--height`` are shared."""
    g = parser.add_argument_group("AI2-THOR backend (--backend ai2thor or auto; `python -m sim doctor` checks them)")
    g.add_argument("--ai2thor-platform", default=None, choices=PLATFORMS,
                   help="Linux64: X display with GLX (found, or Xvfb started); CloudRendering: Vulkan, no X")
    g.add_argument("--x-display", default=None, metavar=":N", help="X display for Linux64 (default: $DISPLAY or Xvfb)")
    g.add_argument("--ai2thor-executable", default=None, metavar="PATH",
                   help="a Unity build's executable (runs as Linux64); default: ~/.ai2thor/releases/")
    g.add_argument("--ai2thor-quality", default=None, help="Unity quality level (default: the preset's)")


def ai2thor_backend_options(args: argparse.Namespace) -> dict[str, Any]:
    """The backend options the AI2-THOR flags set (only those given). They are refused with the
    embedded backend, which would ignore them."""
    options = {key: getattr(args, flag) for flag, key in _FLAGS if getattr(args, flag, None) is not None}
    backend = getattr(args, "backend", None)
    if options and backend not in ("ai2thor", "auto"):
        flags = ", ".join("--" + f.replace("_", "-") for f, k in _FLAGS if k in options)
        raise AI2ThorOptionError(f"{flags}: only for --backend ai2thor or auto, not --backend {backend}")
    check_combination(options.get("platform"), options.get("x_display"), options.get("local_executable_path"))
    return options
