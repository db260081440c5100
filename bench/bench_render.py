"""Embedded renderer throughput: frames/s and videos/hour per worker, and projected hours for an
EgoTV-sized dataset on this machine.

Plans a sample of task instances (seeded, spread over the task library and the 30 kitchens),
then renders every one of them with each quality preset through ``sim.render_episode``
(reset, execution, segmentation boxes, H.264 encoding, annotation), first with one worker, then
with ``--workers`` processes in parallel (the dataset writer's setting). Prints:

- raw rendering speed (frames/s of ``observe()`` alone, boxes included) per preset;
- per-episode seconds, frames/s and videos/hour per worker, mean frames per video;
- the projected hours for EgoTV's 7,673 videos with N workers, at our measured frames per video
  and, for reference, at EgoTV's own length (84 s at 5 fps = 420 frames), plus planning time.

Usage: ``.venv/bin/python bench/bench_render.py [--episodes 8] [--workers 2] [--presets default,fast]``
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

EGOTV_VIDEOS = 7673
EGOTV_FRAMES = 84 * 5  # average video length in the paper (84 s) at 5 fps


def sample_plans(n: int, seed: int) -> tuple[list[dict], float]:
    """``n`` plans of distinct tasks; returns them and the mean planning seconds."""
    from generators.planning.planners import plan_task
    from generators.library.tasks import TaskInstance, enumerate_instances, get_task, task_names

    rng = random.Random(seed)
    names = task_names()
    rng.shuffle(names)
    plans, times = [], []
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)  # Fast Downward writes output.sas into the working directory
        try:
            for task in names:
                if len(plans) == n:
                    break
                obj, rec = rng.choice(enumerate_instances(get_task(task)))
                inst = TaskInstance(task, obj, rec, rng.randint(1, 30), rng.randint(0, 999))
                t = time.perf_counter()
                try:
                    plans.append(plan_task(inst).to_json())
                except Exception as exc:  # an unplannable sample is skipped, as the writer does
                    print(f"  (skipped {inst}: {exc})", file=sys.stderr)
                    continue
                times.append(time.perf_counter() - t)
        finally:
            os.chdir(here)
    return plans, statistics.mean(times)


def render_all(args: tuple[str, list[dict]]) -> dict:
    """Render ``plans`` with ``preset`` in this process; per-episode seconds and frames."""
    preset, plans = args
    from sim.scenes import procedural_kitchen
    from sim import get_backend, render_episode

    out = {"seconds": [], "frames": [], "failed": 0}
    with tempfile.TemporaryDirectory() as tmp, get_backend("embedded", preset=preset) as sim:
        for k, plan in enumerate(plans):
            scene = procedural_kitchen(plan["scene"], plan["seed"])
            res = render_episode(plan, scene, sim, f"{tmp}/{k}.mp4", f"{tmp}/{k}.json")
            if not res.ok:
                out["failed"] += 1
                continue
            out["seconds"].append(res.seconds)
            out["frames"].append(res.n_frames)
    return out


def raw_fps(preset: str, n: int = 60) -> float:
    from sim import LowLevelAction, get_backend

    with get_backend("embedded", preset=preset) as sim:
        sim.reset(3, 1)
        sim.observe()
        t = time.perf_counter()
        for k in range(n):
            sim.step(LowLevelAction("RotateRight"))
        return n / (time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=8, help="task instances to render (default 8)")
    ap.add_argument("--workers", type=int, default=2, help="parallel worker processes (default 2)")
    ap.add_argument("--presets", default="default,fast")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    presets = args.presets.split(",")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
    plans, plan_s = sample_plans(args.episodes, args.seed)
    print(f"planned {len(plans)} episodes, {plan_s:.2f} s per plan")
    ctx = mp.get_context("spawn")
    for preset in presets:
        from sim.backends.embedded.backend import render_preset

        q = render_preset(preset)
        fps = raw_fps(preset)
        one = render_all((preset, plans))
        n = len(one["seconds"])
        if n == 0:
            print(f"[{preset}] every episode failed")
            continue
        ep_s = statistics.mean(one["seconds"])
        frames = statistics.mean(one["frames"])
        with ctx.Pool(args.workers) as pool:
            t = time.perf_counter()
            results = pool.map(render_all, [(preset, plans)] * args.workers)
            wall = time.perf_counter() - t
        par_videos = sum(len(r["seconds"]) for r in results)
        par_ep_s = wall * args.workers / par_videos  # worker-seconds per video when all run together
        hours = lambda per_video_s: EGOTV_VIDEOS * per_video_s / args.workers / 3600  # noqa: E731
        print(f"\n[{preset}] {q['width']}x{q['height']}, shadows={q['shadows']}, multisample={q['multisample']}")
        print(f"  raw rendering (observe + boxes):     {fps:7.1f} frames/s")
        print(f"  episodes rendered / failed:          {n} / {one['failed']}")
        print(f"  mean frames per video:               {frames:7.1f}  ({frames / 5:.1f} s at 5 fps)")
        print(f"  one worker alone: {ep_s:6.2f} s/episode = {frames / ep_s:6.1f} frames/s = "
              f"{3600 / ep_s:6.0f} videos/hour")
        print(f"  {args.workers} workers together: {par_ep_s:6.2f} s/episode per worker = "
              f"{3600 / par_ep_s:6.0f} videos/hour per worker, {3600 * args.workers / par_ep_s:6.0f} in all")
        print(f"  EgoTV-sized dataset ({EGOTV_VIDEOS} videos) with {args.workers} workers: "
              f"{hours(par_ep_s):5.2f} h rendering + {hours(plan_s):4.2f} h planning "
              f"(at our {frames:.0f} frames/video); "
              f"{hours(par_ep_s * EGOTV_FRAMES / frames):5.2f} h rendering at EgoTV's {EGOTV_FRAMES} frames/video")
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end (other processes share the CPUs)")


if __name__ == "__main__":
    main()
