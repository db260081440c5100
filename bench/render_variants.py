"""What a render setting costs and what it changes: CPU time per frame and pixel change of
variants of a preset, against the preset itself, from the same views in the same process.

Each variant is the preset with some settings replaced (``--variant NAME:KEY=VALUE,...``; a value
is JSON, or a comma-free string; ``tessellation=[12,6]``), crossed with each ``--randomize``
setting. For each of ``--scenes`` kitchens every (variant, setting) renders the same seeded views
(a standing point of the walkable grid, a heading, a pitch), the renderers taking turns view by
view in a shuffled order, for ``--passes`` passes: the CPU time of one ``observe`` (draw,
read-back, boxes) is comparable across variants even on a shared machine, where wall time is not.
The first variant is the baseline: for every other one the frames of the same view and setting
are compared with the baseline's (mean absolute difference over pixels and channels, out of 255;
share of pixels where some channel moves by more than 32) and so are the boxes (objects whose
box differs). Dataset workers render in one thread: run with ``LP_NUM_THREADS=0`` to measure that.

Usage: ``MUJOCO_GL=egl LP_NUM_THREADS=0 .venv/bin/python bench/render_variants.py --preset fast
--variant base: --variant grid:floor_grid=0.5 --randomize none,all [--scenes 4 --views 30 --passes 2]``
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def parse_variant(text: str) -> tuple[str, dict]:
    """``NAME:KEY=VALUE,KEY=VALUE`` -> (name, settings); JSON values may hold commas in brackets."""
    name, _, rest = text.partition(":")
    out, depth, cur = {}, 0, ""
    for ch in rest + ",":
        if ch == "," and depth == 0:
            if cur.strip():
                key, _, value = cur.partition("=")
                try:
                    out[key.strip()] = json.loads(value)
                except json.JSONDecodeError:
                    out[key.strip()] = value.strip()
            cur = ""
            continue
        depth += ch in "[{" and 1 or 0
        depth -= ch in "]}" and 1 or 0
        cur += ch
    return name, out


@dataclass
class Tally:
    """Per (variant, setting): CPU and wall seconds per pass, and pixel and box changes against the baseline."""

    cpu: list[float]
    wall: list[float]
    diff_sum: float = 0.0
    big: int = 0
    pixels: int = 0
    boxes_changed: int = 0
    boxes: int = 0
    views: int = 0  # views compared with the baseline


def run(preset: str, variants: dict[str, dict], settings: list[str], scenes: list[tuple[int, int]], views: int,
        passes: int) -> dict[tuple[str, str], Tally]:
    from sim.backends.embedded.backend import EmbeddedKitchen

    sims = {}
    for v, over in variants.items():
        for s in settings:
            size = {k: over[k] for k in ("width", "height") if k in over}  # the frame buffer is made at start
            sim = EmbeddedKitchen(preset=preset, randomize=s, **size)
            sim.quality.update({k: v for k, v in over.items() if k not in size})
            sims[(v, s)] = sim
    tallies = {k: Tally([0.0] * passes, [0.0] * passes) for k in sims}
    base = next(iter(variants))
    try:
        for p in range(passes):
            for number, seed in scenes:
                for sim in sims.values():
                    sim.reset(number, seed)
                rng = random.Random(f"views-{number}-{seed}-{p}")
                grid = next(iter(sims.values())).reachable_positions()
                order = list(sims.items())
                for _ in range(views):
                    (x, y), yaw, pitch = rng.choice(grid), rng.choice([0, 90, 180, 270]), rng.choice([0, 30])
                    rng.shuffle(order)
                    obs = {}
                    for key, sim in order:
                        a = sim.world.agent
                        a.x, a.y, a.yaw, a.horizon = x, y, yaw, pitch
                        sim._sync(poses_only=True)
                        t = time.process_time()  # CPU time of the process (llvmpipe's threads included)
                        w = time.perf_counter()  # wall time: what a GPU's EGL renders in (its work is not CPU)
                        obs[key] = sim.observe()
                        tallies[key].wall[p] += time.perf_counter() - w
                        tallies[key].cpu[p] += time.process_time() - t
                    if p == 0:
                        _compare(obs, tallies, base)
    finally:
        for sim in sims.values():
            sim.close()
    return tallies


def _compare(obs: dict, tallies: dict, base: str) -> None:
    for (v, s), o in obs.items():
        if v == base:
            continue
        ref = obs[(base, s)]
        if o.frame.shape != ref.frame.shape:  # another frame size: timed, not compared
            continue
        d = np.abs(o.frame.astype(np.int16) - ref.frame.astype(np.int16))
        t = tallies[(v, s)]
        t.diff_sum += float(d.mean())
        t.big += int((d.max(axis=2) > 32).sum())
        t.pixels += d.shape[0] * d.shape[1]
        t.views += 1
        keys = set(o.boxes) | set(ref.boxes)
        t.boxes += len(keys)
        t.boxes_changed += sum(o.boxes.get(k) != ref.boxes.get(k) for k in keys)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--preset", default="fast")
    ap.add_argument("--variant", action="append", default=[], help="NAME:KEY=VALUE,... (the first: baseline)")
    ap.add_argument("--randomize", default="none,all")
    ap.add_argument("--scenes", type=int, default=4)
    ap.add_argument("--views", type=int, default=30)
    ap.add_argument("--passes", type=int, default=2)
    args = ap.parse_args()
    variants = dict(parse_variant(v) for v in (args.variant or ["base:"]))
    settings = args.randomize.split(",")
    scenes = [(1 + (7 * k) % 30, k) for k in range(args.scenes)]
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start; preset {args.preset}, "
          f"{len(scenes)} scenes x {args.views} views x {args.passes} passes, LP_NUM_THREADS="
          f"{os.environ.get('LP_NUM_THREADS', 'unset')}")
    tallies = run(args.preset, variants, settings, scenes, args.views, args.passes)
    n = len(scenes) * args.views
    base = next(iter(variants))
    ref = 1000 * sum(tallies[(base, settings[0])].cpu) / (n * args.passes)
    print(f"{'variant':12s} {'setting':10s} {'CPU ms/frame per pass':>24s} {'mean':>6s} {'vs base':>8s} "
          f"{'vs ' + base + '/' + settings[0]:>12s} {'wall ms':>8s} {'mean |dpx|':>10s} {'px >32':>8s} {'boxes moved':>12s}")
    for (v, s), t in tallies.items():
        ms = [1000 * c / n for c in t.cpu]
        mean = sum(ms) / len(ms)
        own = 1000 * sum(tallies[(base, s)].cpu) / (n * args.passes)
        px = (f"{t.diff_sum / t.views:10.3f} {100 * t.big / t.pixels:7.3f}% "
              f"{t.boxes_changed:5d}/{t.boxes:<6d}") if t.views else f"{'-':>10s} {'-':>8s} {'-':>12s}"
        wall = 1000 * sum(t.wall) / (n * args.passes)
        print(f"{v:12s} {s:10s} {' '.join(f'{m:6.2f}' for m in ms):>24s} {mean:6.2f} {100 * (mean / own - 1):+7.1f}% "
              f"{100 * (mean / ref - 1):+11.1f}% {wall:8.2f} {px}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end (other processes share the CPUs)")


if __name__ == "__main__":
    main()
