"""AI2-THOR backend options: quality presets, the options a front end may expose, and which
option combinations ai2thor can run.

Why a module of its own: the dataset command (``python -m generators render``, whose flags for
these options are wired in :mod:`sim.commands.ai2thor`) and the Python API
(``AI2ThorSimulator(...)``) must refuse the same bad combinations with the same message.

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

from dataclasses import dataclass

from sim.errors import AI2ThorOptionError

PLATFORMS: tuple[str, ...] = ("Linux64", "CloudRendering")


@dataclass(frozen=True)
class AI2ThorPreset:
    """Frame size and Unity quality level of one preset. The sizes match the embedded
    kitchen's presets of the same name, so a preset means the same frame size on both."""

    width: int
    height: int
    quality: str


PRESETS: dict[str, AI2ThorPreset] = {
    "fast": AI2ThorPreset(224, 224, "Low"),
    "default": AI2ThorPreset(224, 224, "Ultra"),  # ai2thor's own DEFAULT_QUALITY
}


@dataclass(frozen=True)
class AI2ThorOption:
    """An AI2-THOR backend option that a front end may expose (all default to None: unset):
    its key in ``backend_options``, its valid values (None: free text), a placeholder for its
    value and what it does. ``preset``, ``width`` and ``height`` are every backend's."""

    key: str
    help: str
    choices: tuple[str, ...] | None = None
    metavar: str | None = None


OPTIONS: tuple[AI2ThorOption, ...] = (
    AI2ThorOption("platform", "Linux64: X display with GLX (found, or Xvfb started); CloudRendering: Vulkan, no X",
                  choices=PLATFORMS),
    AI2ThorOption("x_display", "X display for Linux64 (default: $DISPLAY or Xvfb)", metavar=":N"),
    AI2ThorOption("local_executable_path", "a Unity build's executable (runs as Linux64); default: ~/.ai2thor/releases/",
                  metavar="PATH"),
    AI2ThorOption("quality", "Unity quality level (default: the preset's)"),
)
BACKENDS_TAKING_OPTIONS: tuple[str, ...] = ("ai2thor", "auto")  # the embedded backend would ignore them


def resolve_preset(preset: str | None, width: int | None, height: int | None,
                   quality: str | None) -> tuple[int, int, str]:
    """(width, height, quality) of ``preset`` with explicit values taking precedence."""
    name = "default" if preset is None else preset
    if name not in PRESETS:
        raise AI2ThorOptionError(f"unknown AI2-THOR preset {preset!r}; valid presets: {', '.join(sorted(PRESETS))}",
                                 setting="preset")
    p = PRESETS[name]
    quality = p.quality if quality is None else quality
    valid = valid_qualities()
    if valid and quality not in valid:
        raise AI2ThorOptionError(f"unknown AI2-THOR quality {quality!r}; valid: {', '.join(valid)}", setting="quality")
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
        raise AI2ThorOptionError(f"unknown AI2-THOR platform {platform!r}; valid: {', '.join(PLATFORMS)}",
                                 setting="platform")
    if local_executable_path and platform == "CloudRendering":
        raise AI2ThorOptionError(
            "local_executable_path cannot be combined with platform='CloudRendering': ai2thor 5.0.0 runs a "
            "local executable as Linux64 (ai2thor.build.ExternalBuild), which needs an X display. What works: "
            "a Linux64 build with local_executable_path (and x_display=':N' or Xvfb), or a CloudRendering build "
            "unpacked as ~/.ai2thor/releases/thor-CloudRendering-<commit>/ with platform='CloudRendering' and "
            "no local_executable_path", setting="local_executable_path")
    if x_display and platform == "CloudRendering":
        raise AI2ThorOptionError(
            f"x_display={x_display!r} is not used by platform='CloudRendering' (it renders through Vulkan "
            "without X); drop x_display, or use platform='Linux64' to render on that display", setting="x_display")
