"""Fault injection on a distributed run (issue 26): a local Ray whose actor processes are killed
with SIGKILL by their pid while they render, as a preempted cloud node would lose them.

- two actors, one killed mid-run: the run finishes, logs which worker was lost, and the dataset
  (manifest byte for byte, videos, annotations) equals an uninterrupted run's, with no
  half-written file;
- one actor that may not restart, killed: one error line, exit status 75, the finished videos
  kept and nothing half-written.

Tiny renders (fast preset, 64x64, no motion, no mistakes, 6 jobs: after the first row both actors
still have work, however fast a job renders) run through the command line,
as a user runs them; the pids come from the driver's own "Ray workers:" log line."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from contracts.files import is_temp_name, read_jsonl
from tests.conftest import ROOT

pytest.importorskip("ray")

CLI = ["--preset", "fast", "--width", "64", "--height", "64", "--no-progress", "--no-plots", "--mistakes", "0",
       "--no-motion", "--count", "train=4", "--count", "novel_tasks=2"]


def render_cmd(out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "generators", "render", "--out", str(out), *CLI, *extra]


def data_files(out: Path) -> dict[str, bytes]:
    """Videos, annotations and the manifest by relative path (stats name the directory)."""
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and (p.suffix in (".mp4", ".json") and p.parent != out or p.name == "manifest.jsonl")}


def temporaries(out: Path) -> list[str]:
    return [str(p) for p in out.rglob("*") if is_temp_name(p.name)]


class Run:
    """A render command in the background whose stderr lines are collected as they come."""

    def __init__(self, cmd: list[str]):
        self.proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env={**os.environ, "OMP_NUM_THREADS": "1"})
        self.lines: list[str] = []
        self.out: list[str] = []
        self.readers = [threading.Thread(target=self._read, args=(stream, into), daemon=True)
                        for stream, into in ((self.proc.stderr, self.lines), (self.proc.stdout, self.out))]
        for reader in self.readers:
            reader.start()

    @staticmethod
    def _read(stream, into: list[str]) -> None:
        for line in stream:
            into.append(line)

    def worker_pids(self, timeout: float = 180) -> list[int]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = next((ln for ln in list(self.lines) if ln.startswith("Ray workers:")), None)
            if line:
                return [int(p) for p in re.findall(r"pid (\d+)", line)]
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        self.stop()
        pytest.fail("the Ray workers did not start: " + "".join(self.lines)[-2000:])

    def wait(self, timeout: float = 300) -> tuple[int, str, str]:
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.stop()
            pytest.fail("the run did not end: " + "".join(self.lines)[-2000:])
        for reader in self.readers:
            reader.join(10)
        return self.proc.returncode, "".join(self.out), "".join(self.lines)

    def stop(self) -> None:  # SIGTERM is the command's Ctrl-C: it shuts its Ray down
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(60)


def wait_for_rows(out: Path, n: int, run: Run, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (out / "manifest.jsonl").exists() and (out / "manifest.jsonl").read_bytes().count(b"\n") >= n:
            return
        if run.proc.poll() is not None:
            pytest.fail("the run ended before a worker could be killed: " + "".join(run.lines)[-2000:])
        time.sleep(0.05)
    pytest.fail("the run made no progress")


def busy_worker(pids: list[int], window: float = 0.2) -> int:
    """The actor that renders now: its CPU time grows over ``window`` (an idle actor's hardly
    does). Killing an actor that has just finished its last job would lose nothing to retry, so
    the test must not pick one by position: which actor is still busy depends on the jobs' lengths
    and the machine's load."""
    def cpu(pid: int) -> int:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0
        return int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks

    before = {pid: cpu(pid) for pid in pids}
    time.sleep(window)
    return max(pids, key=lambda pid: cpu(pid) - before[pid])


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    """An uninterrupted run (one local worker): what the faulted Ray run must reproduce."""
    out = tmp_path_factory.mktemp("ray_ref")
    proc = subprocess.run(render_cmd(out), cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return out


def test_a_killed_ray_worker_costs_one_retry_not_the_run(reference, tmp_path):
    run = Run(render_cmd(tmp_path, "--executor", "ray", "--workers", "2"))
    pids = run.worker_pids()
    assert len(pids) == 2
    wait_for_rows(tmp_path, 1, run)  # five jobs are left: both actors are rendering
    victim = busy_worker(pids)
    os.kill(victim, signal.SIGKILL)
    rc, out, err = run.wait()
    assert rc == 0, err[-3000:]
    assert "Traceback" not in err
    lost = [ln for ln in err.splitlines() if f"(pid {victim}," in ln and "was lost while rendering" in ln]
    assert len(lost) == 1, err[-3000:]
    job = re.search(r"was lost while rendering (\S+) ", lost[0]).group(1)
    assert "retrying" in lost[0] and "same seed" in lost[0]
    assert (tmp_path / "manifest.jsonl").read_bytes() == (reference / "manifest.jsonl").read_bytes()
    assert data_files(tmp_path) == data_files(reference)
    assert temporaries(tmp_path) == []
    # the loss is logged as an attempt of the job it interrupted; the job then succeeded
    worker_rows = [f for f in read_jsonl(tmp_path / "failures.jsonl") if f["stage"] == "worker"]
    assert [(f["job_id"], f["final"]) for f in worker_rows] == [(job, False)]
    assert out.strip().startswith("{") and '"videos": 6' in out  # stdout holds the summary only


def test_every_worker_lost_is_one_line_and_keeps_what_was_finished(tmp_path):
    run = Run(render_cmd(tmp_path, "--executor", "ray", "--workers", "1", "--ray-max-restarts", "0"))
    (pid,) = run.worker_pids()
    os.kill(pid, signal.SIGKILL)
    rc, _, err = run.wait()
    assert rc == 75, err[-3000:]
    assert "Traceback" not in err
    ours = [ln for ln in err.strip().splitlines() if "(raylet)" not in ln]  # Ray's own notices come when they come
    last = ours[-1]
    assert last.startswith("error: every Ray worker was lost (1 worker(s)") and "run the same command again" in last
    assert f"Ray worker 1 (pid {pid}," in err and "is gone for good" in err
    rows = read_jsonl(tmp_path / "manifest.jsonl")
    assert len(rows) < 3
    assert sorted(data_files(tmp_path)) == sorted(["manifest.jsonl"] + [r["video"] for r in rows]
                                                  + [r["annotations"] for r in rows])
    assert temporaries(tmp_path) == []
