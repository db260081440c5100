"""Dataset generation end to end with the embedded backend at tiny settings (64x64, fast preset):
layout and manifest, determinism, resume after SIGKILL, parallel workers, Ray, bad input."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import imageio.v3 as iio
import pytest

from generators.dataset import render as D
from generators import errors as E
from generators.dataset import config as C
from generators.dataset import outdir as O
from generators.dataset.jobs import job_sort_key
from contracts.dataset.loader import read_manifest
from contracts.library.leakage import leakage_problems
from contracts.files import dumps_line, read_jsonl
from tests.conftest import ROOT, run_module

COUNTS = {"train": 2, "novel_tasks": 1, "novel_steps": 1, "novel_scenes": 1, "abstraction": 1}
TINY = {"preset": "fast", "width": 64, "height": 64}
# --no-motion: these tests are about the dataset's bookkeeping, not the video (a quarter of the
# frames); tests/support/procedural_data.py renders with every default.
CLI_TINY = ["--preset", "fast", "--width", "64", "--height", "64", "--no-progress", "--no-plots", "--no-motion"] + \
    [a for k, v in COUNTS.items() for a in ("--count", f"{k}={v}")]


def config(out, **kw) -> C.RenderConfig:
    base = dict(out_dir=str(out), size=COUNTS, seed=0, backend_options=TINY, progress=False, plots=False,
                episode={"motion": False})  # as CLI_TINY's --no-motion
    return C.RenderConfig(**{**base, **kw})


def assert_same_manifest(out: Path, ref: Path) -> None:
    """Byte-identical manifests; on failure, name the rows and keys that differ."""
    got, want = (out / "manifest.jsonl").read_text(), (ref / "manifest.jsonl").read_text()
    if got != want:
        a, b = ([row.to_json() for row in read_manifest(d)] for d in (out, ref))
        diffs = [(x.get("job_id"), k, x.get(k), y.get(k)) for x, y in zip(a, b) for k in sorted(set(x) | set(y))
                 if x.get(k) != y.get(k)]
        pytest.fail(f"manifests differ ({len(a)} vs {len(b)} rows): {diffs[:6]}")


def dataset_files(out: Path) -> list[str]:
    return sorted(str(p.relative_to(out)) for split in COUNTS for p in (out / split).iterdir())


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """One uninterrupted sequential run: what every other way of rendering must reproduce."""
    out = tmp_path_factory.mktemp("reference")
    summary = D.render_dataset(config(out, plots=True), log=lambda m: None)
    return out, summary


def test_layout_manifest_and_annotations(reference):
    out, summary = reference
    rows = read_manifest(out)
    assert summary.videos == len(rows) == summary.jobs - summary.failed
    assert summary.failed <= 1  # a failure is possible (logged), but not the norm
    assert [r.job_id for r in rows] == sorted((r.job_id for r in rows), key=job_sort_key)
    # every line is a row's every field, keys sorted: what ManifestRow.to_json gives back
    assert (out / "manifest.jsonl").read_text() == "".join(dumps_line(r.to_json()) for r in rows)
    for r in rows:
        assert r.video == f"{r.split}/{r.job_id}.mp4" and not os.path.isabs(r.video)
        assert r.positive and r.negative and r.positive != r.negative
        assert r.positive_graph != r.negative_graph
        meta = iio.immeta(out / r.video)
        assert meta.get("fps") == pytest.approx(r.fps, rel=0.01)
        ann = json.loads((out / r.annotations).read_text())
        assert (ann["task"], ann["object"], ann["receptacle"], ann["scene"], ann["seed"]) == \
            (r.task, r.object, r.receptacle, r.scene, r.seed)
        assert ann["n_frames"] == r.n_frames == len(ann["frames"])
        assert ann["descriptions"]["positive"]["text"] == r.positive
        assert ann["descriptions"]["negative"]["text"] == r.negative
        kinds = ("abstract", "abstract_negative") if r.split == "abstraction" else ("positive", "negative")
        assert (r.positive_kind, r.negative_kind) == kinds
    # the video really has the frames the annotation describes
    first = rows[0]
    n = sum(1 for _ in iio.imiter(out / first.video))
    assert n == first.n_frames
    assert iio.imread(out / first.video, index=0).shape == (64, 64, 3)
    assert leakage_problems(rows) == []
    assert dataset_files(out) == sorted([r.video for r in rows] + [r.annotations for r in rows])


def test_statistics_report(reference):
    out, summary = reference
    stats = json.loads((out / "stats.json").read_text())
    assert stats == summary.stats
    assert stats["videos"] == summary.videos
    assert {s: d["videos"] for s, d in stats["splits"].items()} == \
        {s: sum(1 for r in read_manifest(out) if r.split == s) for s in stats["splits"]}
    assert "# Dataset statistics" in (out / "stats.md").read_text()
    assert (out / "plots" / "video_lengths.png").read_bytes()[:4] == b"\x89PNG"


def test_same_seed_same_manifest_with_two_worker_processes(reference, tmp_path):
    out, _ = reference
    summary = D.render_dataset(config(tmp_path, workers=2), log=lambda m: None)
    assert_same_manifest(tmp_path, out)
    assert (tmp_path / "failures.jsonl").read_text() == (out / "failures.jsonl").read_text()
    assert summary.rendered == summary.videos
    # rerunning a finished dataset renders nothing and changes nothing
    again = D.render_dataset(config(tmp_path, workers=2), log=lambda m: None)
    assert again.rendered == 0 and again.resumed == again.jobs
    assert_same_manifest(tmp_path, out)


def test_ray_executor_gives_the_same_manifest(reference, tmp_path):
    pytest.importorskip("ray")
    out, _ = reference
    D.render_dataset(config(tmp_path, executor="ray", workers=2), log=lambda m: None)
    assert_same_manifest(tmp_path, out)
    assert dataset_files(tmp_path) == dataset_files(out)


def _wait_for_lines(path: Path, n: int, proc: subprocess.Popen, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") >= n:
            return
        if proc.poll() is not None:
            pytest.fail(f"render ended before it could be interrupted: {proc.stderr.read().decode()[-2000:]}")
        time.sleep(0.05)
    pytest.fail("render made no progress")


def test_resume_after_sigkill_equals_uninterrupted_run(reference, tmp_path):
    out, ref_summary = reference
    cmd = [sys.executable, "-m", "generators", "render", "--out", str(tmp_path), *CLI_TINY]
    # kill twice at different moments: right after the first video, then right after the third
    for lines in (1, 3):
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
        _wait_for_lines(tmp_path / "manifest.jsonl", lines, proc)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        done = read_manifest(tmp_path)
        assert lines <= len(done) < ref_summary.jobs, "the run was not interrupted mid-way"
    # and a writer killed in the middle of a manifest line
    with open(tmp_path / "manifest.jsonl", "a") as fh:
        fh.write('{"job_id": "train_00001", "split": "tr')
    summary = D.render_dataset(config(tmp_path), log=lambda m: None)
    assert summary.resumed >= 3 and summary.rendered == summary.jobs - summary.resumed - summary.failed
    assert_same_manifest(tmp_path, out)
    assert (tmp_path / "failures.jsonl").read_text() == (out / "failures.jsonl").read_text()
    assert dataset_files(tmp_path) == dataset_files(out)  # no temporaries, no orphans
    assert json.loads((tmp_path / "stats.json").read_text()) == json.loads((out / "stats.json").read_text())


def test_job_file_renders_exactly_its_jobs(tmp_path):
    jobs = tmp_path / "jobs.jsonl"
    jobs.write_text(json.dumps({"split": "novel_steps", "task": "heat_then_place", "object": "Egg",
                                "receptacle": "Plate", "scene": 4, "seed": 2}) + "\n")
    D.render_dataset(config(tmp_path / "d", jobs_file=str(jobs), stats=False, mistakes=0.0), log=lambda m: None)
    rows = read_manifest(tmp_path / "d")
    assert [(r.job_id, r.task, r.receptacle, r.scene, r.job_seed) for r in rows] == \
        [("novel_steps_00000", "heat_then_place", "Plate", 4, 2)]


def test_rejected_episode_is_logged_and_retried_with_the_next_seed(tmp_path, monkeypatch):
    import sim.episode

    real, calls = sim.episode.render_episode, []

    def reject_first(plan, *args, **kw):
        calls.append(plan.seed)
        if len(calls) == 1:  # what the recorder returns when the two final states disagree
            return sim.episode.EpisodeResult(False, "final state check failed: heat: simulator says apple_1.hot = False")
        return real(plan, *args, **kw)

    monkeypatch.setattr(sim.episode, "render_episode", reject_first)
    D.render_dataset(config(tmp_path, size={"train": 1}, stats=False, mistakes=0.0), log=lambda m: None)
    (row,) = read_manifest(tmp_path)
    (failure,) = read_jsonl(tmp_path / "failures.jsonl")
    assert calls == [row.job_seed, row.job_seed + 1]
    assert (row.attempt, row.seed) == (1, row.job_seed + 1)
    assert (failure["job_id"], failure["attempt"], failure["stage"], failure["final"]) == (row.job_id, 0, "render", False)
    assert "final state check failed" in failure["reason"]


def test_job_failing_every_attempt_is_logged_never_written_and_not_retried(tmp_path):
    cmd = ["generators", "render", "--out", str(tmp_path), "--count", "train=2", "--max-attempts", "2",
           "--planner-timeout", "0.000001", "--mistakes", "0", "--preset", "fast", "--width", "64", "--height", "64", "--no-progress"]
    proc = run_module(*cmd)
    assert proc.returncode == 1, proc.stderr  # finished, but not every job has a video
    assert "2 jobs failed every attempt" in proc.stderr and "warning: split train has no video" in proc.stderr
    assert read_manifest(tmp_path) == []
    assert not list((tmp_path / "train").iterdir())
    failures = read_jsonl(tmp_path / "failures.jsonl")
    assert [(f["job_id"], f["attempt"], f["stage"], f["final"]) for f in failures] == [
        ("train_00000", 0, "planning", False), ("train_00000", 1, "planning", True),
        ("train_00001", 0, "planning", False), ("train_00001", 1, "planning", True)]
    assert failures[1]["seed"] == failures[0]["seed"] + 1
    proc = run_module(*cmd)  # given-up jobs are not retried on resume, and still reported
    assert proc.returncode == 1 and "2 of 2 jobs already done (2 of them failed every attempt)" in proc.stderr
    assert read_jsonl(tmp_path / "failures.jsonl") == failures


def test_resume_refuses_other_settings(reference, tmp_path):
    D.render_dataset(config(tmp_path, size={"train": 1}), log=lambda m: None)
    with pytest.raises(E.DatasetMismatchError, match="seed: 0 there, 5 now"):
        D.render_dataset(config(tmp_path, size={"train": 1}, seed=5), log=lambda m: None)


# ---------------------------------------------------------------- bad input, at the command line

def test_unknown_backend_is_a_clear_error_and_writes_nothing(tmp_path):
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--backend", "unity3d", *CLI_TINY)
    assert proc.returncode == 2
    assert "unknown simulator backend 'unity3d'" in proc.stderr and "embedded" in proc.stderr and "ai2thor" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "d").exists()


def test_missing_ai2thor_build_is_a_clear_fast_error(tmp_path):
    env_home = tmp_path / "home"  # no ~/.ai2thor/releases here
    env_home.mkdir()
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "generators", "render", "--out", str(tmp_path / "d"),
                           "--backend", "ai2thor", "--count", "train=1", "--no-progress"],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, "HOME": str(env_home)}, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "build" in proc.stderr.lower() and "local_executable_path" in proc.stderr
    assert time.monotonic() - start < 60  # the interpreter start dominates; the check itself is instant
    assert not (tmp_path / "d").exists()  # checked before the output directory is created


def test_invalid_task_instance_in_a_job_file(tmp_path):
    jobs = tmp_path / "jobs.jsonl"
    jobs.write_text(json.dumps({"split": "train", "task": "heat_simple", "object": "Knife", "scene": 3}) + "\n")
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--jobs", str(jobs), "--no-progress")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "job 1" in proc.stderr and "'Knife'" in proc.stderr and "valid choices" in proc.stderr
    # a valid instance that the split does not admit (held-out pair in train)
    jobs.write_text(json.dumps({"split": "train", "task": "heat_simple", "object": "Egg", "scene": 3}) + "\n")
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--jobs", str(jobs), "--no-progress")
    assert proc.returncode == 2 and "not admitted by split 'train'" in proc.stderr
    jobs.write_text(json.dumps({"split": "train", "task": "heat_simple", "object": "Apple", "scene": 40}) + "\n")
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--jobs", str(jobs), "--no-progress")
    assert proc.returncode == 2 and "unknown scene 40" in proc.stderr
    assert not (tmp_path / "d").exists()


def test_unwritable_output_directory(tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a directory")
    proc = run_module("generators", "render", "--out", str(blocker / "egotv"), *CLI_TINY)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"output directory '{blocker / 'egotv'}' is not writable" in proc.stderr
    proc = run_module("generators", "render", "--out", str(blocker), *CLI_TINY)
    assert proc.returncode == 2 and "exists and is not a directory" in proc.stderr
    with pytest.raises(E.OutputDirError, match="not writable"):
        O.prepare_output_dir(blocker / "x")
    if os.geteuid() != 0:  # root ignores permission bits
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o500)
        with pytest.raises(E.OutputDirError, match="not writable"):
            O.prepare_output_dir(ro)


def test_bad_counts_and_list_jobs(tmp_path):
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--count", "train=many")
    assert proc.returncode == 2 and "SPLIT=N" in proc.stderr
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--count", "validation=3")
    assert proc.returncode == 2 and "unknown split 'validation'" in proc.stderr
    proc = run_module("generators", "render", "--list-jobs", "--full")
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    listed = [json.loads(line) for line in lines]
    base = [job for job in listed if not job.get("mistake")]
    assert len(base) == 7673 and listed[0]["job_id"] == "train_00000"
    # mistake twins (default share 0.25 of the jobs that admit one) follow their correct twin
    assert 0.15 * 7673 < len(listed) - len(base) < 0.26 * 7673
    assert all(job["negative"]["task"] for job in listed)


def test_growing_a_split_equals_a_fresh_render_of_the_larger_list(tmp_path):
    """Negatives are paired over a split's whole job list, so growing train from 3 to 4 jobs
    re-pairs train_00002: its kept row is rendered again, and the grown dataset is the fresh one."""
    small, large = {**COUNTS, "train": 3}, {**COUNTS, "train": 4}
    before = {j.job_id: j.negative for j in D.dataset_jobs(config(tmp_path, size=small))}
    after = {j.job_id: j.negative for j in D.dataset_jobs(config(tmp_path, size=large))}
    assert [k for k in before if before[k] != after[k]] == ["train_00002"]  # the case under test
    grown, fresh = tmp_path / "grown", tmp_path / "fresh"
    D.render_dataset(config(grown, size=small), log=lambda m: None)
    said = []
    summary = D.render_dataset(config(grown, size=large), log=said.append)
    assert any("train_00002: its negative" in m for m in said), said
    assert summary.rendered == 2  # train_00003 and the re-paired train_00002
    D.render_dataset(config(fresh, size=large), log=lambda m: None)
    assert_same_manifest(grown, fresh)
    assert sorted(p.name for p in (grown / "train").iterdir()) == sorted(p.name for p in (fresh / "train").iterdir())


def test_count_with_size_keeps_the_other_splits_of_the_preset():
    proc = run_module("generators", "render", "--list-jobs", "--size", "small", "--count", "train=3")
    small = run_module("generators", "render", "--list-jobs")
    assert proc.returncode == 0 and small.returncode == 0, proc.stderr + small.stderr
    rows, base = [json.loads(x) for x in proc.stdout.splitlines()], [json.loads(x) for x in small.stdout.splitlines()]
    assert {x["index"] for x in rows if x["split"] == "train"} == {0, 1, 2}
    assert [x for x in rows if x["split"] != "train"] == [x for x in base if x["split"] != "train"]
    only = run_module("generators", "render", "--list-jobs", "--count", "train=3")
    assert {json.loads(x)["split"] for x in only.stdout.splitlines()} == {"train"}
