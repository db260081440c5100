"""`make nsg-all` runs every stage through its timing loop: each stage prints its wall time when
it ends, a summary follows, and a failing stage is named with its time and stops the run.
Dry runs (`make -n`) only: the stages' own commands are printed, not run; the timing loop itself
runs (it calls the sub-makes)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="GNU make is not installed")


def _stages() -> list[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    found = re.search(r"^NSG_STAGES := (.+)$", text, re.M)
    assert found, "the Makefile has no NSG_STAGES list"
    # nsg-all's stages all go through the loop: none is a prerequisite, which would run untimed
    assert re.search(r"^nsg-all:\s*$", text, re.M), "nsg-all must have no prerequisites (they would not be timed)"
    return found.group(1).split()


def _dry_run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "--no-print-directory", "-n", "nsg-all", f"DATASET={tmp_path}/data",
                           f"RUNS={tmp_path}/runs", f"VENV={tmp_path}/venv", "EPOCHS=1", "THREADS=1", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_every_nsg_all_stage_prints_its_time_and_a_summary_follows(tmp_path):
    stages = _stages()
    assert {"render-nsg", "features", "train-nsg", "evaluate", "nsg-table"} <= set(stages)
    r = _dry_run(tmp_path)
    assert r.returncode == 0, r.stderr
    timed = re.findall(r"^nsg-all: (\S+) done in \d+ s$", r.stdout, re.M)
    assert timed == stages
    summary = re.findall(r"^nsg-all: all stages done in \d+ s: (.+)$", r.stdout, re.M)
    assert len(summary) == 1 and [part.split()[0] for part in summary[0].split(", ")] == stages
    assert f"--out {tmp_path}/runs/nsg" in r.stdout  # the stages' own commands ran (dry) in between


def test_a_failing_stage_is_named_with_its_time_and_stops_nsg_all(tmp_path):
    r = _dry_run(tmp_path, "NSG_STAGES=parser no-such-stage nsg-table")
    assert r.returncode != 0
    assert re.search(r"^nsg-all: parser done in \d+ s$", r.stdout, re.M)
    assert re.search(r"^nsg-all: no-such-stage failed after \d+ s$", r.stdout, re.M)
    # (a dry run also prints the loop itself, hence the anchored patterns)
    assert not re.search(r"^nsg-all: (nsg-table done|all stages done) in \d+", r.stdout, re.M)
    assert "--paper" not in r.stdout  # nsg-table's command never came
