"""A tiny rendered dataset shared by the procedural tests (rendered once per test process)."""
from __future__ import annotations

import tempfile
from functools import lru_cache
from pathlib import Path

from tests.conftest import run_module


@lru_cache(maxsize=1)
def tiny_dataset() -> Path:
    """Six train and three novel_tasks videos, half of them mistake twins (about a minute)."""
    out = Path(tempfile.mkdtemp(prefix="egoverify-procedural-")) / "ds"
    r = run_module("generators", "render", "--out", str(out), "--count", "train=6", "--count", "novel_tasks=3",
                   "--preset", "fast", "--no-progress", "--mistakes", "0.5", timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    return out
