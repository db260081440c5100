"""Find a usable X display, or start a headless Xvfb for AI2-THOR's Linux64 build, and clean up.

AI2-THOR's Linux64 player needs an X server with GLX; on a headless machine that is Xvfb
(Debian ``xvfb``; ``mesa-utils`` for ``glxinfo``). :class:`XServer` is a context manager::

    with XServer() as display:          # ":0" if $DISPLAY works, else a fresh Xvfb ":N"
        Controller(x_display=display, ...)

Xvfb is started with ``-displayfd`` so that it picks a free display number itself and reports it
once it accepts connections: no guessing of numbers, no polling for lock files. The process is
terminated (then killed) on exit. A clear :class:`XServerError` says what to install when there
is neither a display nor Xvfb.
"""
from __future__ import annotations

import os
import re
import select
import shutil
import subprocess
import time

from sim.errors import XServerError

DEFAULT_SCREEN = "1024x768x24"
_LOCAL_DISPLAY = re.compile(r"^(?:unix)?:(\d+)(?:\.\d+)?$")


def display_usable(display: str | None) -> bool:
    """Whether ``display`` names an X server that is there: a local ``:N`` needs its socket
    ``/tmp/.X11-unix/XN``; a remote ``host:N`` is taken on trust."""
    if not display:
        return False
    m = _LOCAL_DISPLAY.match(display.strip())
    if m is None:
        return ":" in display  # host:N (ssh forwarding ...): cannot be checked without connecting
    return os.path.exists(f"/tmp/.X11-unix/X{m.group(1)}")


def validate_for_ai2thor(display: str, width: int = 300, height: int = 300) -> list[str]:
    """ai2thor's own check of ``display`` for its Linux64 player (``ai2thor.platform.Linux64``:
    connects with python-xlib and wants the GLX extension, colour depth 24 and a screen at least
    ``width`` x ``height``); empty when it passes. Needs no Unity build."""
    try:
        from ai2thor.platform import Linux64, Request
    except ImportError as exc:
        return [f"cannot run ai2thor's display check: {exc} (`pip install ai2thor`)"]
    return list(Linux64.validate(Request("Linux", int(width), int(height), display, False)))


class XServer:
    """Use ``display`` (default: ``$DISPLAY``) when usable, else start Xvfb; ``force_xvfb``
    starts Xvfb even when a display exists."""

    def __init__(self, display: str | None = None, screen: str = DEFAULT_SCREEN, timeout: float = 10.0,
                 xvfb: str = "Xvfb", force_xvfb: bool = False):
        self.requested = display if display is not None else os.environ.get("DISPLAY")
        self.screen, self.timeout, self.xvfb, self.force_xvfb = screen, timeout, xvfb, force_xvfb
        self.process: subprocess.Popen | None = None
        self.display: str | None = None

    @property
    def started_xvfb(self) -> bool:
        return self.process is not None

    def start(self) -> str:
        if self.display is not None:
            return self.display
        if not self.force_xvfb and display_usable(self.requested):
            self.display = self.requested
            return self.display
        exe = shutil.which(self.xvfb)
        if exe is None:
            where = f"DISPLAY={self.requested!r} is not usable" if self.requested else "DISPLAY is not set"
            raise XServerError(
                f"no X display for AI2-THOR ({where}) and {self.xvfb} is not installed: "
                "`apt-get install -y xvfb mesa-utils`, or run AI2-THOR with platform=CloudRendering "
                "(needs `apt-get install -y libvulkan1`), or use the embedded backend")
        read_fd, write_fd = os.pipe()
        try:
            self.process = subprocess.Popen(
                [exe, "-displayfd", str(write_fd), "-screen", "0", self.screen, "-nolisten", "tcp"],
                pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        finally:
            os.close(write_fd)
        try:
            number = self._read_display_number(read_fd)
        except BaseException:
            self.stop()
            raise
        finally:
            os.close(read_fd)
        self.display = f":{number}"
        return self.display

    def _read_display_number(self, fd: int) -> int:
        deadline, buf = time.monotonic() + self.timeout, b""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                chunk = os.read(fd, 64)
                buf += chunk
                if b"\n" in buf or not chunk:
                    break
            if self.process is not None and self.process.poll() is not None:
                err = self.process.stderr.read().decode(errors="replace")[-500:] if self.process.stderr else ""
                raise XServerError(f"Xvfb exited with code {self.process.returncode} before it was ready: {err}")
        text = buf.decode().strip()
        if not text.isdigit():
            raise XServerError(f"Xvfb did not report a display within {self.timeout} s (got {text!r})")
        return int(text)

    def stop(self) -> None:
        proc, self.process = self.process, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)
        if proc is not None and proc.stderr is not None:
            proc.stderr.close()
        self.display = None

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
