"""End-to-end dataset throughput and the projected time of a full EgoTV-size render, with and
without domain randomisation, in the same run.

Runs the dataset writer itself (``render_dataset``: job list, planning process feeding the render
workers, rendering, encoding, annotations, manifest) on ``--count`` train jobs (with the default
mistake twins, distractors and continuous motion) into fresh directories, once per
``--randomize`` setting, alternating the settings for ``--rounds`` rounds so that a change in the
machine's load touches both alike. Throughput is steady-state: videos after the first over the
time between the first and the last finished video (the start-up of workers and simulators, paid
once per run, is left out; it is seconds against a 3-hour run).

Projection for EgoTV's sizes (5,363 train + 540 / 350 / 1,082 / 338 test = 7,673 videos) at
EgoTV's length (84 s at 5 fps = 420 frames): 7,673 x (seconds per video) x (420 / our mean frames
per video), the frame scaling applied to the whole time per video (planning included, which does
not grow with length: the projection errs long).

The machine this runs on may be shared, and then the videos per hour say as much about the other
processes as about the renderer. So the run also takes the CPU time of its whole process tree
(this process, the render workers, the planning process and what they have waited for: ffmpeg,
Fast Downward), from ``/proc`` (Linux): CPU seconds per video between the first and the last
finished video (steady; errs short, since the planning process plans a small run's few jobs
before the first video is done) and over the whole run (errs long: the workers' start-up is in
it), and the hours a full EgoTV-size render would take from the whole-run figure with
``--workers`` cores kept busy and nothing else running. CPU time moves much less with the load
than wall time, but it still grows on a loaded machine, where processes share caches and cores.

Usage: ``.venv/bin/python bench/bench_full_size.py [--count 8] [--workers 2] [--rounds 1]
[--randomize none,all] [--preset fast]``. The machine is shared: compare figures of one run.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

EGOTV_SIZES = {"train": 5363, "novel_tasks": 540, "novel_steps": 350, "novel_scenes": 1082, "abstraction": 338}
EGOTV_VIDEOS = sum(EGOTV_SIZES.values())  # 7,673
EGOTV_FRAMES = 84 * 5


def tree_cpu_seconds() -> float:
    """CPU seconds (user + system) used so far by this process and its live descendants, each with
    the children it has waited for; nan without ``/proc``. A process that ends between two calls
    moves from the live ones into its parent's waited-for children: counted once either way."""
    try:
        stats = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    text = (entry / "stat").read_text()
                except OSError:  # it ended meanwhile
                    continue
                fields = text[text.rindex(")") + 2:].split()  # state, ppid, ..., utime at 11
                stats[int(entry.name)] = (int(fields[1]), sum(int(f) for f in fields[11:15]))
    except OSError:
        return float("nan")
    tree, frontier = set(), {os.getpid()}
    while frontier:
        tree |= frontier
        frontier = {pid for pid, (ppid, _) in stats.items() if ppid in frontier} - tree
    return sum(stats[pid][1] for pid in tree if pid in stats) / os.sysconf("SC_CLK_TCK")


def timed_run(out: Path, count: int, workers: int, randomize: str, preset: str) -> dict:
    """One dataset render; the time each video was finished is taken where the driver receives
    it, with the CPU time of the process tree at the first and the last."""
    import generators.dataset.render as render_mod
    from generators.dataset.config import RenderConfig

    stamps: list[float] = []
    cpu: list[float] = []
    original = render_mod.execute

    def stamped(*a, **kw):
        for outcome in original(*a, **kw):
            if outcome.record is not None:
                stamps.append(time.perf_counter())
                cpu.append(tree_cpu_seconds())
            yield outcome

    render_mod.execute = stamped
    try:
        t0, cpu0 = time.perf_counter(), tree_cpu_seconds()
        summary = render_mod.render_dataset(RenderConfig(
            out_dir=str(out), size={"train": count}, workers=workers, randomize=randomize, progress=False,
            stats=False, plots=False, backend_options={"preset": preset}), log=lambda m: None)
        wall, cpu_run = time.perf_counter() - t0, tree_cpu_seconds() - cpu0
    finally:
        render_mod.execute = original
    frames = [json.loads(line)["n_frames"] for line in (out / "manifest.jsonl").read_text().splitlines()]
    steady = (len(stamps) - 1) / (stamps[-1] - stamps[0]) if len(stamps) > 1 else float("nan")
    cpu_per_video = (cpu[-1] - cpu[0]) / (len(cpu) - 1) if len(cpu) > 1 else float("nan")
    return {"videos": summary.videos, "failed": summary.failed, "wall": wall, "steady_per_s": steady,
            "cpu_per_video": cpu_per_video, "cpu_run_per_video": cpu_run / max(summary.videos, 1), "frames": sum(frames) / max(len(frames), 1)}


def render_cost(scenes: list[tuple[int, int]], settings: list[str], preset: str, views: int = 40) -> dict[str, float]:
    """CPU milliseconds per observed frame (draw, read-back, boxes) under each setting, from the same
    seeded views of each scene (a standing point of the walkable grid, a heading, a pitch), the
    settings taking turns view by view in this one process: the finest-grained same-load
    comparison of what randomisation costs the renderer (its reset costs 10-20 ms a video more).
    CPU time, not wall time: on a shared machine it moves far less with the other processes' load.
    Drawn in one thread, as the dataset workers draw (``LP_NUM_THREADS=0`` unless set: read when
    this process makes its first GL context, here)."""
    import random

    os.environ.setdefault("LP_NUM_THREADS", "0")
    from sim.backends.embedded.backend import EmbeddedKitchen

    sims = {s: EmbeddedKitchen(preset=preset, randomize=s) for s in settings}
    spent = {s: 0.0 for s in settings}
    try:
        for number, seed in scenes:
            for sim in sims.values():
                sim.reset(number, seed)
            rng = random.Random(f"views-{number}-{seed}")
            grid = next(iter(sims.values())).reachable_positions()
            for _ in range(views):
                (x, y), yaw, pitch = rng.choice(grid), rng.choice([0, 90, 180, 270]), rng.choice([0, 30])
                for s, sim in sims.items():
                    a = sim.world.agent
                    a.x, a.y, a.yaw, a.horizon = x, y, yaw, pitch
                    sim._sync(poses_only=True)
                    t = time.process_time()  # CPU time of the process (llvmpipe's threads included)
                    sim.observe()
                    spent[s] += time.process_time() - t
    finally:
        for sim in sims.values():
            sim.close()
    n = len(scenes) * views
    return {s: 1000 * spent[s] / n for s in settings}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=8, help="train jobs per run (default 8, plus mistake twins)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--randomize", default="none,all")
    ap.add_argument("--preset", default="fast")
    ap.add_argument("--cost-scenes", type=int, default=6, help="scenes for the per-frame render cost (0: skip)")
    args = ap.parse_args()
    settings = args.randomize.split(",")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start; "
          f"{args.count} train jobs per run, {args.workers} workers, preset {args.preset}")
    results: dict[str, list[dict]] = {s: [] for s in settings}
    with tempfile.TemporaryDirectory(prefix="bench-full-") as tmp:
        for r in range(args.rounds):
            for s in settings:
                res = timed_run(Path(tmp) / f"{s}-{r}", args.count, args.workers, s, args.preset)
                results[s].append(res)
                print(f"  round {r} randomize={s:9s} {res['videos']} videos ({res['failed']} failed), "
                      f"{res['frames']:.0f} frames/video, wall {res['wall']:.0f} s, "
                      f"steady {3600 * res['steady_per_s']:.0f} videos/h, CPU s/video {res['cpu_per_video']:.2f} steady, "
                      f"{res['cpu_run_per_video']:.2f} whole run")
    rates, cpus = {}, {}
    for s, runs in results.items():
        per_s = sum(r["steady_per_s"] for r in runs) / len(runs)
        frames = sum(r["frames"] for r in runs) / len(runs)
        rates[s] = per_s
        hours = EGOTV_VIDEOS / per_s / 3600
        at_egotv = hours * EGOTV_FRAMES / frames
        print(f"randomize={s:9s} {3600 * per_s:6.0f} videos/h ({args.workers} workers, {frames:.0f} frames/video); "
              f"full EgoTV size ({EGOTV_VIDEOS} videos): {hours:5.2f} h at our length, "
              f"{at_egotv:5.2f} h at EgoTV's {EGOTV_FRAMES} frames/video")
        cpu = sum(r["cpu_per_video"] for r in runs) / len(runs)
        cpu_run = sum(r["cpu_run_per_video"] for r in runs) / len(runs)
        cpus[s] = (cpu * EGOTV_FRAMES / frames, cpu_run * EGOTV_FRAMES / frames)
        cpu_hours = EGOTV_VIDEOS * cpu_run * EGOTV_FRAMES / frames / (args.workers * 3600)
        print(f"randomize={s:9s} CPU s/video (whole process tree, {frames:.0f} frames/video): {cpu:.2f} steady, "
              f"{cpu_run:.2f} whole run; full EgoTV size at {EGOTV_FRAMES} frames/video on {args.workers} cores "
              f"of its own (whole run): {cpu_hours:5.2f} h")
    if "none" in rates:
        for s, per_s in rates.items():
            if s != "none":
                print(f"randomize={s} costs {100 * (1 - per_s / rates['none']):+.1f}% of the plain throughput "
                      f"(same run, end to end)")
                print(f"randomize={s} costs {100 * (cpus[s][0] / cpus['none'][0] - 1):+.1f}% CPU a video steady, "
                      f"{100 * (cpus[s][1] / cpus['none'][1] - 1):+.1f}% over the whole run (same run, {EGOTV_FRAMES} frames)")
    if args.cost_scenes:
        scenes = [(1 + (7 * k) % 30, k) for k in range(args.cost_scenes)]
        axes = list(dict.fromkeys(["none", *settings, "materials", "lighting", "objects", "camera"]))
        cost = render_cost(scenes, axes, args.preset)
        print(f"render cost, {len(scenes)} scenes x 40 views, the settings in turn view by view: " + ", ".join(
            f"{s} {ms:.2f} CPU ms/frame ({100 * (ms / cost['none'] - 1):+.1f}%)" for s, ms in cost.items()))
    print(f"load average {os.getloadavg()[0]:.2f} at the end (other processes share the CPUs)")


if __name__ == "__main__":
    main()
