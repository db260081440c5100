"""``--randomize`` through the command line (issue 37): the same seed renders the same bytes, the
drawn values are in each annotation and in the EgoTV export's ``egoverify`` extras, a resumed
directory refuses another setting, and a backend without randomisation is one clear line."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_module

CLI = ["--preset", "fast", "--width", "64", "--height", "64", "--no-progress", "--no-plots", "--mistakes", "0",
       "--no-motion", "--count", "train=1", "--randomize", "all"]


def render(out: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "generators", "render", "--out", str(out), *CLI, *extra], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)


def files(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and p.suffix in (".mp4", ".json", ".jsonl") and p.name != "plans.jsonl"}  # plans: timings


@pytest.fixture(scope="module")
def twice(tmp_path_factory):
    base = tmp_path_factory.mktemp("randomize")
    for name in ("a", "b"):
        proc = render(base / name)
        assert proc.returncode == 0, proc.stderr[-2000:]
    return base / "a", base / "b"


def test_same_seed_same_bytes_and_the_look_is_recorded(twice):
    a, b = twice
    assert files(a) == files(b) and any(k.endswith(".mp4") for k in files(a))
    ann = json.loads(next((a / "train").glob("*.json")).read_text())
    look = ann["randomization"]
    assert look["axes"] == ["materials", "lighting", "objects", "camera"]
    assert look["key"] == f"{ann['scene']}-{ann['seed']}"
    assert {"floor", "wall", "counter", "cabinet"} <= set(look["materials"])
    assert 60 <= look["camera"]["fovy"] <= 90 and 1.45 <= look["camera"]["eye_height"] <= 1.7
    assert json.loads((a / "dataset.json").read_text())["randomize"] == "all"


def test_export_carries_the_look_and_resume_refuses_another_setting(twice, tmp_path):
    a, _ = twice
    proc = run_module("generators", "export", str(a), "--format", "egotv", str(tmp_path / "egotv"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    traj = json.loads(next((tmp_path / "egotv").rglob("traj_data.json")).read_text())
    ann = json.loads(next((a / "train").glob("*.json")).read_text())
    assert traj["egoverify"]["annotation"]["randomization"] == ann["randomization"]
    other = render(a, "--randomize", "lighting")
    assert other.returncode == 2 and "randomize" in other.stderr and "Traceback" not in other.stderr


def test_randomize_needs_the_embedded_backend(tmp_path):
    proc = render(tmp_path / "x", "--backend", "ai2thor")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "randomize 'all' needs the embedded backend" in proc.stderr and "--randomize" in proc.stderr
