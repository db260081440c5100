import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "reference"
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@pytest.fixture(scope="session")
def shared_reference() -> Path:
    """../shared/reference, or skip when this checkout has none beside it."""
    if not SHARED.is_dir():
        pytest.skip("../shared/reference is not present")
    return SHARED


@pytest.fixture
def survive_sigterm():
    """A SIGTERM handler that only records, so that code which does not handle SIGTERM (a command
    that should treat it as Ctrl-C) fails the test instead of ending the test process; restored after."""
    import signal

    seen = []
    previous = signal.signal(signal.SIGTERM, lambda signum, frame: seen.append(signum))
    yield seen
    signal.signal(signal.SIGTERM, previous)


def run_module(*args: str, input: str | None = None, timeout: float = 300):
    import subprocess

    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          input=input, timeout=timeout)
