"""Cost and look of the embedded renderer's quality settings at one frame size.

Renders the same views (a walk through one kitchen: turns, pitches, a few moves) with each
variant of the quality settings, interleaving the variants round by round so that a loaded
machine slows them all alike, and prints each variant's frames/s and its ratio to the first
(the reference). ``--png`` saves the views side by side, one column per variant, one row per
view, to look at.

Usage: ``.venv/bin/python bench/look_variants.py [--rounds 5] [--png docs/images/looks.png]``
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# name -> overrides of the "default" preset (224x224); "default before": the look before issue 13
VARIANTS = {
    "default before": dict(shadows=True, shadow_size=1024, multisample=4, reflection=True, tessellation=[28, 16]),
    "default now": {},
    "now + 2x MSAA": dict(multisample=2),
    "now, map 256": dict(shadow_size=256),
    "now + reflection": dict(reflection=True),
    "fast": dict(shadows=False, shadow_size=1024, multisample=0, reflection=False, tessellation=[16, 8]),
}
WALK = ["RotateRight", "LookDown", "RotateRight", "LookUp", "MoveAhead", "RotateLeft", "LookDown",
        "RotateLeft", "RotateLeft", "LookUp", "RotateRight", "MoveAhead"]


def make_sim(overrides: dict, scene: tuple[int, int]):
    from sim.backends.embedded import backend

    sim = backend.EmbeddedKitchen(preset="default")
    sim.quality.update(overrides)
    sim.boxes = False
    sim.reset(*scene)
    return sim


def views(sim, n: int):
    """``n`` frames along WALK (a failed move is skipped, so every variant sees the same)."""
    from sim import LowLevelAction

    frames = [sim.observe().frame]
    k = 0
    while len(frames) < n:
        obs = sim.step(LowLevelAction(WALK[k % len(WALK)]))
        k += 1
        if obs.success:
            frames.append(obs.frame)
    return frames


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--frames", type=int, default=12, help="frames per variant per round")
    ap.add_argument("--scenes", default="3:1,12:4", help="kitchens (number:seed) walked through")
    ap.add_argument("--png", help="save the views side by side here")
    args = ap.parse_args()
    scenes = [tuple(int(v) for v in s.split(":")) for s in args.scenes.split(",")]
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
    seconds = {v: 0.0 for v in VARIANTS}
    count = {v: 0 for v in VARIANTS}
    shown: dict[str, list] = {v: [] for v in VARIANTS}
    for r in range(args.rounds):
        for scene in scenes:
            for name, over in VARIANTS.items():
                sim = make_sim(over, scene)
                sim.observe()  # first frame of a new context pays for shader set-up
                t = time.perf_counter()
                frames = views(sim, args.frames)
                seconds[name] += time.perf_counter() - t
                count[name] += len(frames)
                if r == 0:
                    shown[name] += frames[::3]
                sim.close()
    ref = next(iter(VARIANTS))
    ref_fps = count[ref] / seconds[ref]
    print(f"{'variant':24s} {'frames/s':>9s} {'x ref':>6s}")
    for name in VARIANTS:
        fps = count[name] / seconds[name]
        print(f"{name:24s} {fps:9.1f} {fps / ref_fps:6.2f}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    if args.png:
        save_sheet(shown, args.png)


def save_sheet(shown: dict[str, list], path: str) -> None:
    import numpy as np
    from PIL import Image, ImageDraw

    cols = list(shown)
    h, w = shown[cols[0]][0].shape[:2]
    rows = len(shown[cols[0]])
    pad, head = 4, 16
    sheet = np.full((head + rows * (h + pad), len(cols) * (w + pad), 3), 255, np.uint8)
    for c, name in enumerate(cols):
        for r, f in enumerate(shown[name]):
            y, x = head + r * (h + pad), c * (w + pad)
            sheet[y:y + h, x:x + w] = f
    img = Image.fromarray(sheet)
    draw = ImageDraw.Draw(img)
    for c, name in enumerate(cols):
        draw.text((c * (w + pad) + 2, 2), name, fill=(0, 0, 0))
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    img.save(path)
    print(f"wrote {path} ({len(cols)} variants x {rows} views)")


if __name__ == "__main__":
    main()
