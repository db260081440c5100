"""Embedded renderer throughput: the renderer's raw frames/s and the episode throughput per
worker, measured in the same run on the same scenes, and projected hours for an EgoTV-sized
dataset on this machine.

Plans a sample of task instances (seeded, spread over the task library and the 30 kitchens;
distractor activity and continuous motion as the dataset writer's defaults),
then, per quality preset, runs ``--workers`` processes in parallel (the dataset writer's
setting), each going through the same plans, every plan twice in a row (so that a machine
whose load changes affects both alike):

- raw: the plan executed with boxes off and nothing recorded; only the time inside the
  renderer's ``render()`` (scene update excluded; GL draw, read-back and the frame's flip and
  copy) is counted: rendered frames per renderer-second, per worker;
- episodes: ``sim.render_episode`` (reset, execution, boxes, per-frame annotation, H.264
  encoding, JSON writing): video frames per worker-second inside ``render_episode``.

It prints both, their ratio (the issue's target: >= 80%), the share of video frames that are
copies (``lead_frames`` / ``hold_frames`` views repeated without rendering), videos/hour, and
the projected hours for EgoTV's 7,673 videos. ``--presets`` may name ``default-before``: the
``default`` preset with the look and boxes it had before issue 13 (1024 shadow map, 4x
multisampling, floor reflection, 28x16 tessellation, a full-resolution segmentation pass).

The machine is shared: absolute rates move with its load (printed); ratios within one run do not.
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


def sample_plans(n: int, seed: int) -> tuple[list, float]:
    """``n`` plans (:class:`contracts.plan.PlanSpec`) of distinct tasks; returns them and the mean planning seconds."""
    from generators.planning.distractors import add_distractors
    from generators.planning.planners import plan_task
    from contracts.library.tasks import TaskInstance, enumerate_instances, get_task, task_names

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
                    plans.append(add_distractors(plan_task(inst), seed=inst.seed).to_spec())
                except Exception as exc:  # an unplannable sample is skipped, as the writer does
                    print(f"  (skipped {inst}: {exc})", file=sys.stderr)
                    continue
                times.append(time.perf_counter() - t)
        finally:
            os.chdir(here)
    return plans, statistics.mean(times)


BEFORE = {"shadow_size": 1024, "multisample": 4, "reflection": True, "tessellation": [28, 16], "box_scale": 1.0}


def _backend(preset: str, **config):
    """The embedded kitchen for ``preset`` (``default-before``: the look of before issue 13)."""
    from sim.backends.embedded.backend import EmbeddedKitchen

    if preset != "default-before":
        return EmbeddedKitchen(preset=preset, **config)
    sim = EmbeddedKitchen(preset="default", **config)
    sim.quality.update(BEFORE)
    return sim


def render_all(args: tuple[str, list]) -> dict:
    """In this process, for each plan in turn (so that both see the same machine load): "raw",
    the plan executed with boxes off and nothing recorded, timing only the renderer's
    ``render()`` (rendered frames, renderer seconds); then "episodes", the plan through
    ``render_episode`` (per-episode seconds, video frames, frames drawn)."""
    preset, plans = args
    from sim.plan_executor import PlanExecutor
    from sim.scenes import procedural_kitchen
    from sim import render_episode
    from sim.plan_executor import RecordConfig

    out = {"seconds": [], "frames": [], "failed": 0, "raw_frames": 0, "raw_s": 0.0, "drawn": 0}
    sim = _backend(preset)
    sim.reset(plans[0].scene, plans[0].seed)
    r = sim._renderer
    draw = r.render
    mode = ["raw"]

    def timed(*a, **kw):  # counts every frame drawn (in-between views included), times the drawing
        t = time.perf_counter()
        try:
            return draw(*a, **kw)
        finally:
            if mode[0] == "raw":
                out["raw_s"] += time.perf_counter() - t
                out["raw_frames"] += 1
            else:
                out["drawn"] += 1
    r.render = timed
    with tempfile.TemporaryDirectory() as tmp, sim:
        for k, plan in enumerate(plans):
            mode[0], sim.boxes = "raw", False
            PlanExecutor(sim, sim.reset(plan.scene, plan.seed), RecordConfig()).run(plan)
            mode[0], sim.boxes = "episodes", True
            scene = procedural_kitchen(plan.scene, plan.seed)
            res = render_episode(plan, scene, sim, f"{tmp}/{k}.mp4", f"{tmp}/{k}.json",
                                 config=RecordConfig())
            if not res.ok:
                out["failed"] += 1
                continue
            out["seconds"].append(res.seconds)
            out["frames"].append(res.n_frames)
    return out


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
    rates = {}
    for preset in presets:
        from sim.backends.embedded.backend import render_preset

        q = dict(render_preset("default" if preset == "default-before" else preset))
        if preset == "default-before":
            q.update(BEFORE)
        with ctx.Pool(args.workers) as pool:
            t = time.perf_counter()
            eps = pool.map(render_all, [(preset, plans)] * args.workers)
            wall = time.perf_counter() - t
        raw_fps = sum(worker["raw_frames"] for worker in eps) / sum(worker["raw_s"] for worker in eps)
        videos = sum(len(worker["seconds"]) for worker in eps)
        if videos == 0:
            print(f"[{preset}] every episode failed")
            continue
        frames = sum(sum(worker["frames"]) for worker in eps)
        rendered = sum(worker["drawn"] for worker in eps)
        # per worker: its frames over its seconds inside render_episode, the workers running
        # together (the backend's start-up, paid once per run, is left out)
        busy = sum(sum(worker["seconds"]) for worker in eps)
        ep_fps = frames / busy
        per_video_s = busy / videos
        rates[preset] = (raw_fps, ep_fps)
        hours = lambda per_video: EGOTV_VIDEOS * per_video / args.workers / 3600  # noqa: E731
        mean_frames = frames / videos
        print(f"\n[{preset}] {q['width']}x{q['height']}, shadows={q['shadows']} (map {q['shadow_size']}), "
              f"multisample={q['multisample']}, reflection={q['reflection']}, box_scale={q['box_scale']}")
        print(f"  raw renderer ({args.workers} workers together):  {raw_fps:7.1f} frames/s per worker")
        print(f"  episodes ({args.workers} workers together):      {ep_fps:7.1f} video frames/s per worker "
              f"= {100 * ep_fps / raw_fps:5.1f}% of raw; rendered frames only: "
              f"{rendered / busy:6.1f}/s = {100 * rendered / busy / raw_fps:5.1f}%; pool wall {wall:.0f} s")
        print(f"  videos rendered / failed:            {videos} / {sum(worker['failed'] for worker in eps)}; "
              f"{mean_frames:.1f} frames per video ({mean_frames / 5:.1f} s at 5 fps), "
              f"{100 * (1 - rendered / frames):.0f}% of them repeated views")
        print(f"  {per_video_s:6.2f} s/episode per worker = {3600 / per_video_s:6.0f} videos/hour per worker, "
              f"{3600 * args.workers / per_video_s:6.0f} in all")
        print(f"  EgoTV-sized dataset ({EGOTV_VIDEOS} videos) with {args.workers} workers: "
              f"{hours(per_video_s):5.2f} h rendering + {hours(plan_s):4.2f} h planning "
              f"(at our {mean_frames:.0f} frames/video); "
              f"{hours(per_video_s * EGOTV_FRAMES / mean_frames):5.2f} h rendering at EgoTV's "
              f"{EGOTV_FRAMES} frames/video")
    if "default" in rates and "default-before" in rates:
        (r_new, e_new), (r_old, e_old) = rates["default"], rates["default-before"]
        print(f"\ndefault vs default-before, same run: raw renderer {r_new / r_old:.2f}x, "
              f"episodes {e_new / e_old:.2f}x ({e_old:.1f} -> {e_new:.1f} video frames/s per worker)")
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end (other processes share the CPUs)")


if __name__ == "__main__":
    main()
