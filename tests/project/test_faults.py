"""Fault injection (issue 10): full disk, killed parents, damaged files, broken ViLPAct inputs and
out-of-range options, each with the outcome the user must see: nothing lost, one clear message.

The full-disk test mounts a real 250 KiB tmpfs when it can (root, mount allowed) and is skipped
otherwise; :func:`test_simulated_enospc_in_a_worker_counts_no_attempt` and
:func:`test_simulated_enospc_in_the_manifest_stops_cleanly` reproduce the same fault everywhere by
making the video writer / the manifest append raise ENOSPC. Renders are tiny (fast preset,
64x64, mistakes 0, 2-4 jobs)."""
from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generators.dataset import render as D
from generators import errors as E
from generators.dataset import config as C
from contracts.files import read_jsonl
from tests.conftest import ROOT

TINY = {"preset": "fast", "width": 64, "height": 64}
CLI = ["--preset", "fast", "--width", "64", "--height", "64", "--no-progress", "--no-plots", "--mistakes", "0",
       "--no-motion"]  # bookkeeping under faults, not the video: a quarter of the frames


def config(out, n: int = 3, **kw) -> C.RenderConfig:
    base = dict(out_dir=str(out), size={"train": n}, seed=0, backend_options=TINY, mistakes=0.0,
                progress=False, plots=False, episode={"motion": False})  # as CLI's --no-motion
    return C.RenderConfig(**{**base, **kw})


def render_cmd(out: Path, n: int, *extra: str) -> list[str]:
    return [sys.executable, "-m", "generators", "render", "--out", str(out), "--count", f"train={n}", *CLI, *extra]


def files_of(out: Path) -> dict[str, bytes]:
    """Every file of a dataset directory but the lock, by relative path (temporaries included)."""
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()
            and p.name != ".lock"}


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """An uninterrupted 3-job run: what every faulted-then-resumed run must reproduce."""
    out = tmp_path_factory.mktemp("faults_ref")
    D.render_dataset(config(out), log=lambda m: None)
    return out


def assert_same_dataset(out: Path, ref: Path) -> None:
    got, want = files_of(out), files_of(ref)
    for name in ("dataset.json", "stats.json", "stats.md"):
        got.pop(name, None), want.pop(name, None)  # stats.md names the directory
    assert sorted(got) == sorted(want)
    assert [k for k in want if got[k] != want[k]] == []


# ---------------------------------------------------------------- 1. full disk

@pytest.fixture
def tiny_tmpfs(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=250k", "tmpfs", str(disk)], capture_output=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({r.stderr.decode().strip()}); the simulated-ENOSPC tests cover it")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def test_full_disk_stops_at_once_and_the_same_command_completes_the_dataset(tiny_tmpfs, reference):
    """A real tmpfs of 250 KiB, 3 jobs of ~100 KB each with 2 workers: the run stops with one
    message, counts no attempt, leaves no temporary; after the disk grows, the same command
    finishes a dataset identical to the uninterrupted run."""
    out = tiny_tmpfs
    r = subprocess.run(render_cmd(out, 3, "--workers", "2"), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 75, r.stderr
    assert "Traceback" not in r.stderr and "ffmpeg" not in r.stderr.lower()
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "no space left on the device (ENOSPC)" in r.stderr and "free space on the disk of" in r.stderr
    assert "run the same command again to resume" in r.stderr
    assert read_jsonl(out / "failures.jsonl") == []  # no attempt counted
    assert not [p for p in files_of(out) if ".tmp-" in p]
    kept = read_jsonl(out / "manifest.jsonl")
    assert len(kept) < 3
    subprocess.run(["mount", "-o", "remount,size=8m", str(out)], check=True)
    r = subprocess.run(render_cmd(out, 3, "--workers", "2"), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    if kept:  # which job, if any, finished before the disk filled is a race between the workers
        assert f"{len(kept)} of 3 jobs already done" in r.stderr
    assert_same_dataset(out, reference)


def _enospc(*args, **kw):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "simulated")


def test_simulated_enospc_in_a_worker_counts_no_attempt(tmp_path, monkeypatch, reference):
    """ENOSPC from the video writer (simulated): before, each job burnt its 3 attempts and was
    given up for good; now the run stops, and a resume renders everything."""
    import sim.recorder

    real = sim.recorder._write_h264
    monkeypatch.setattr(sim.recorder, "_write_h264", _enospc)
    with pytest.raises(E.DatasetError, match=r"no space left on the device \(ENOSPC\).*train_00000") as stop:
        D.render_dataset(config(tmp_path), log=lambda m: None)
    assert type(stop.value).__name__ == "ResourceStop" and stop.value.exit_status == 75
    assert read_jsonl(tmp_path / "failures.jsonl") == [] and read_jsonl(tmp_path / "manifest.jsonl") == []
    monkeypatch.setattr(sim.recorder, "_write_h264", real)
    summary = D.render_dataset(config(tmp_path), log=lambda m: None)
    assert summary.failed == 0 and summary.videos == 3
    assert_same_dataset(tmp_path, reference)


def test_a_stopped_run_removes_the_temporary_of_a_killed_writer(tmp_path, monkeypatch):
    """A worker killed mid-write (the other worker's ENOSPC stops the run and SIGKILLs it) cannot
    delete its own temporary; the run, after waiting for its workers, does. Simulated in one
    process: the writer leaves a temporary as a killed one would, then the disk is full."""
    import sim.recorder

    def leave_temporary_then_fail(frames, path, *a, **kw):
        (Path(path).parent / f".train_00001{sim.recorder.TMP_MARK}killed.mp4").write_bytes(b"half")
        _enospc()

    monkeypatch.setattr(sim.recorder, "_write_h264", leave_temporary_then_fail)
    with pytest.raises(E.DatasetError, match="ENOSPC"):
        D.render_dataset(config(tmp_path, 1), log=lambda m: None)
    assert not [p for p in files_of(tmp_path) if ".tmp-" in p]


@pytest.mark.parametrize("code, cause, hint", [
    (errno.EMFILE, "too many open files in this process (EMFILE)", "raise the open-file limit (ulimit -n)"),
    (errno.EACCES, "permission denied (EACCES)", "restore write access to"),
])
def test_other_resource_errors_stop_with_their_own_hint(tmp_path, monkeypatch, code, cause, hint):
    """Out of file descriptors, or write access lost under a running job (simulated): a stop, not
    three failed attempts of a job that was fine."""
    import sim.recorder

    def fail(*args, **kw):
        raise OSError(code, os.strerror(code), "simulated")

    monkeypatch.setattr(sim.recorder, "_write_h264", fail)
    with pytest.raises(E.DatasetError) as stop:
        D.render_dataset(config(tmp_path, 1, stats=False), log=lambda m: None)
    assert cause in str(stop.value) and hint in str(stop.value)
    assert read_jsonl(tmp_path / "failures.jsonl") == []


def test_simulated_enospc_in_the_manifest_stops_cleanly(tmp_path, monkeypatch):
    """ENOSPC while the main process appends to the manifest (simulated; --no-video keeps it fast)."""
    from contracts import files as records

    monkeypatch.setattr(records.JsonlAppender, "append", lambda self, row: _enospc())
    with pytest.raises(E.DatasetError, match=r"no space left.*while writing.*run the same command again"):
        D.render_dataset(config(tmp_path, 2, no_video=True), log=lambda m: None)
    monkeypatch.undo()
    summary = D.render_dataset(config(tmp_path, 2, no_video=True), log=lambda m: None)
    assert summary.videos == 2 and summary.failed == 0


def test_resume_retries_jobs_given_up_on_resource_errors_and_removes_temporaries(tmp_path):
    """Datasets written before this fix hold full-disk failures as final; a resume retries those
    jobs (and says how many) and deletes temporaries, also the top-level ones."""
    D.render_dataset(config(tmp_path, 2, no_video=True), log=lambda m: None)
    rows = read_jsonl(tmp_path / "manifest.jsonl")
    (tmp_path / "manifest.jsonl").write_text(json.dumps(rows[0]) + "\n")
    reason = "RecordingError: could not write train/train_00001.mp4: [Errno 28] No space left on device"
    failures = [{"job_id": "train_00001", "split": "train", "task": rows[1]["task"], "attempt": a, "stage": "render",
                 "reason": reason, "final": a == 2} for a in range(3)]
    (tmp_path / "failures.jsonl").write_text("".join(json.dumps(f) + "\n" for f in failures))
    (tmp_path / ".manifest.jsonl.tmp-999").write_bytes(b"")
    (tmp_path / "train").mkdir(exist_ok=True)
    (tmp_path / "train" / ".train_00001.json.tmp-999").write_bytes(b"")
    logs: list[str] = []
    summary = D.render_dataset(config(tmp_path, 2, no_video=True), log=logs.append)
    assert any("retrying 1 job(s)" in m and "train_00001" in m for m in logs), logs
    assert summary.failed == 0 and read_jsonl(tmp_path / "manifest.jsonl") == rows
    assert read_jsonl(tmp_path / "failures.jsonl") == []
    assert not [p for p in files_of(tmp_path) if ".tmp-" in p]


# ---------------------------------------------------------------- 2. killed parent, SIGTERM

def _descendants(pid: int) -> set[int]:
    """Live (not zombie) descendants of ``pid``, from /proc."""
    children: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z":
                children.setdefault(int(fields[1]), []).append(int(d.name))
    out, todo = set(), [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.add(c)
            todo.append(c)
    return out


def _alive(pids: set[int]) -> set[int]:
    alive = set()
    for p in pids:
        try:
            state = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            alive.add(p)
    return alive


def _start_two_workers(out: Path) -> tuple[subprocess.Popen, set[int]]:
    """A 4-job render with 2 workers, once both workers run and the first video is done."""
    proc = subprocess.Popen(render_cmd(out, 4, "--workers", "2"), cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"render ended early: {proc.stderr.read().decode()[-2000:]}")
        kids = _descendants(proc.pid)
        manifest = out / "manifest.jsonl"
        if len(kids) >= 2 and manifest.exists() and manifest.read_bytes().count(b"\n") >= 1:
            return proc, kids
        time.sleep(0.1)
    pytest.fail("render made no progress")


def _seconds_until_gone(pids: set[int], limit: float = 5.0) -> float:
    start = time.monotonic()
    while _alive(pids) and time.monotonic() - start < limit + 1:
        time.sleep(0.05)
    return time.monotonic() - start


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_killing_the_parent_leaves_no_worker(tmp_path, sig):
    proc, _ = _start_two_workers(tmp_path)
    kids = _descendants(proc.pid)
    os.kill(proc.pid, sig)  # the parent only, as `kill` does; not its process group
    proc.wait(timeout=60)
    gone_after = _seconds_until_gone(kids | {proc.pid})
    left = _alive(kids)
    for p in left:  # do not leave them to the next test (they also hold the stderr pipe open)
        os.kill(p, signal.SIGKILL)
    _, err = proc.communicate(timeout=60)
    assert not left and gone_after < 5.0, f"{len(left)} processes still running {gone_after:.1f} s after {sig!r}"
    snapshot = files_of(tmp_path)
    time.sleep(1.5)
    assert files_of(tmp_path) == snapshot, "a file was written after the run (and its lock) ended"
    if sig == signal.SIGTERM:  # handled like Ctrl-C: the same single message, no traceback
        assert proc.returncode == 128 + signal.SIGTERM
        assert err.decode().strip() == "interrupted; finished videos are kept: run the same command again to resume"


# ---------------------------------------------------------------- 3. damaged files

def test_resume_rerenders_a_truncated_or_empty_video_and_says_so(tmp_path, reference):
    out = tmp_path / "d"
    shutil.copytree(reference, out)
    video = out / "train" / "train_00000.mp4"
    video.write_bytes(video.read_bytes()[: video.stat().st_size // 2])
    (out / "train" / "train_00001.mp4").write_bytes(b"")
    logs: list[str] = []
    summary = D.render_dataset(config(out), log=logs.append)
    assert summary.rendered == 2 and summary.resumed == 1
    said = [m for m in logs if m.startswith("re-rendering 2 kept sample(s)")]
    assert said and "train_00000" in said[0] and "truncated" in said[0] and "0 bytes" in said[0]
    assert_same_dataset(out, reference)
    from sim.mp4 import mp4_frame_count

    row = read_jsonl(out / "manifest.jsonl")[0]
    assert mp4_frame_count(out / row["video"]) == row["n_frames"]


def test_truncated_feature_cache_entry_is_recomputed_and_named(tmp_path, capsys):
    torch = pytest.importorskip("torch")
    from nsg.inputs.reader import load_manifest
    from nsg.errors import FeatureCacheError
    from nsg.clip.cache import FeatureCache
    from nsg.clip.features import build_features
    from nsg.clip.frozen import load_clip
    from tests.support.nsg_synthetic import write_synthetic_dataset

    records = load_manifest(write_synthetic_dataset(tmp_path / "ds", videos_per_split=2, splits=("train",)))
    clip = load_clip(weights=None, allow_random_init=True)
    cache = FeatureCache(tmp_path / "cache", clip.spec)
    build_features(records, cache, clip, progress=False)
    path = cache.video_path(records[0])
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 3])
    with pytest.raises(FeatureCacheError, match=str(path)):
        cache.load_video(records[0])  # named, not a raw torch error
    report = build_features(records, FeatureCache(tmp_path / "cache", clip.spec), clip, progress=False)
    assert report.videos_computed == 1 and report.videos_reused == len(records) - 1
    assert len(report.videos_repaired) == 1 and records[0].key in report.videos_repaired[0]
    assert "recomputing 1 damaged feature cache entry" in capsys.readouterr().err
    assert torch.equal(cache.load_video(records[0])["features"], torch.load(path, weights_only=True)["features"])
