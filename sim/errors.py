"""One exception tree for the ``sim`` package.

Every error says what went wrong and, where there is a finite set of valid values or a fix,
lists it (valid backend names, Debian packages to install, how to provide a Unity build).
"""
from __future__ import annotations

from typing import Iterable

from contracts.errors import ToolkitError


class SimError(ToolkitError):
    """Base of every error raised by the sim package. ``fatal``: the simulator cannot go on, so
    a dataset run stops (to be resumed) instead of counting a failed attempt."""


class UnknownBackendError(SimError, KeyError):
    """A simulator backend name that the registry does not know."""

    def __init__(self, name: object, valid: Iterable[str]):
        self.name, self.valid = name, sorted(valid)
        super().__init__(f"unknown simulator backend {name!r}; valid backends: {', '.join(self.valid)}")

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class UnknownSceneItemError(SimError, KeyError):
    """A scene number, or a receptacle, object or location id, that the scene does not have."""

    def __init__(self, kind: str, value: object, valid: Iterable[str], limit: int = 40):
        self.kind, self.value, self.valid = kind, value, sorted(set(valid))
        shown = ", ".join(self.valid[:limit]) + (f", ... ({len(self.valid)} in all)" if len(self.valid) > limit else "")
        super().__init__(f"unknown {kind} {value!r}; valid {kind}s: {shown}")

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class BackendOptionError(SimError, TypeError):
    """An option that the chosen simulator backend does not take."""


class BackendUnavailableError(SimError, RuntimeError):
    """A backend that exists but cannot run on this machine (missing package, build or driver)."""


class MissingBuildError(BackendUnavailableError):
    """AI2-THOR's Unity build is not on disk (and cannot be downloaded here)."""


class RenderingUnavailableError(BackendUnavailableError):
    """No OpenGL path for offscreen rendering (EGL or OSMesa libraries missing)."""


class XServerError(SimError, RuntimeError):
    """Neither a usable X display nor Xvfb to start one."""


class InvalidActionError(SimError, ValueError):
    """A low-level action name or argument the simulator does not accept."""

    def __init__(self, message: str, valid: Iterable[str] | None = None):
        if valid is not None:
            message = f"{message}; valid: {', '.join(sorted(valid))}"
        super().__init__(message)


class NavigationError(SimError, RuntimeError):
    """No path on the walkable grid between two poses."""


class ExecutionError(SimError, RuntimeError):
    """A plan step could not be turned into low-level steps, or a low-level step failed."""


class RecordingError(SimError, RuntimeError):
    """A video or annotation file could not be written."""


class UnityCrashedError(BackendUnavailableError):
    """Unity died or hung during an action. ``fatal``: the restart budget is spent."""

    def __init__(self, message: str, fatal: bool):
        super().__init__(message)
        self.fatal = fatal


class AI2ThorOptionError(SimError, ValueError):
    """An AI2-THOR option value or combination that ai2thor cannot run."""


class Mp4Error(SimError, ValueError):
    """An mp4 file that is truncated or has no readable video track."""
