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


def run_module(*args: str, input: str | None = None, timeout: float = 300):
    import subprocess

    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          input=input, timeout=timeout)
