"""The X server helper: use a working display, else start Xvfb and clean it up."""
import shutil

import pytest

from sim.errors import XServerError
from sim.xserver import XServer, display_usable

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
