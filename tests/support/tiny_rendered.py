"""A tiny dataset rendered by the real renderer, shared by the browse / export / loader tests.

Rendered once per test process (about 20 s on the embedded simulator with the fast preset): two
train jobs and one abstraction job, each with a mistake twin, so every field the browser and the
exporters read (mistake spans, abstract descriptions, distractor spans) is present. Without
continuous motion (a quarter of the frames): these tests read files, not motion. A copy with one extra
``--no-video`` row (video and annotations null) tests the rows that have no files.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_CACHE: dict[str, Path] = {}


def rendered(base: Path) -> Path:
    """The rendered tiny dataset (rendered into ``base`` on the first call of the process)."""
    if "ds" not in _CACHE:
        out = base / "tiny_ds"
        proc = subprocess.run([sys.executable, "-m", "generators", "render", "--out", str(out),
                               "--count", "train=2", "--count", "abstraction=1", "--preset", "fast",
                               "--mistakes", "1.0", "--no-progress", "--no-plots", "--no-motion"],
                              cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-3000:]
        _CACHE["ds"] = out
    return _CACHE["ds"]


def with_no_video_row(base: Path) -> Path:
    """A copy of :func:`rendered` whose manifest has one more row without video or annotation."""
    src = rendered(base)
    dst = base / "tiny_ds_novideo"
    if not dst.exists():
        shutil.copytree(src, dst)
        rows = [json.loads(line) for line in (dst / "manifest.jsonl").read_text().splitlines() if line]
        extra = dict(rows[0], job_id="train_09999", index=9999, video=None, annotations=None,
                     n_frames=None, duration_s=None)
        with (dst / "manifest.jsonl").open("a") as fh:
            fh.write(json.dumps(extra) + "\n")
    return dst
