"""Contact sheet of domain randomisation: one job rendered under 8 look seeds per axis.

Plans one task instance (as ``bench_render.py`` does), executes it on the embedded kitchen once
per (axis, look seed) and writes a PNG grid: one row per axis (materials, lighting, objects,
camera, all) plus a row "camera, walking" (a frame of the first step walked, where the head bob,
sway and nod show), one column per look seed (``EmbeddedKitchen(look_seed=...)``: the job's
scene and plan stay the same, only the look changes). The frame shown is the first view (the
kitchen), and for the objects row the one where the target object's box is largest in the plain
run. Same seeds, same sheet (the looks are seeded). Also checks that each row's 8 images differ.

Usage: ``.venv/bin/python bench/randomize_sheet.py [--out /tmp/randomize_sheet.png] [--size 128]``
(the image is not kept in git; docs/images/randomize_sheet.jpg is a small copy).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROWS = ("materials", "lighting", "objects", "camera", "all")


def frames_of(plan, axis: str, look_seed: int | None, size: int) -> tuple[list[np.ndarray], list[dict], list]:
    """Frames, boxes per frame and low-level actions of ``plan`` under one look."""
    from sim.backends.embedded.backend import EmbeddedKitchen
    from sim.plan_executor import PlanExecutor, RecordConfig

    with EmbeddedKitchen(preset="fast", width=size, height=size, randomize=axis, look_seed=look_seed) as sim:
        scene = sim.reset(plan.scene, plan.seed)
        ep = PlanExecutor(sim, scene, RecordConfig()).run(plan)
    if not ep.ok:
        raise SystemExit(f"the plan failed under {axis} / look {look_seed}: {ep.error}")
    names = [None if r.action is None else f"{ep.actions[r.action].action}#{r.action}" for r in ep.records]
    return ep.frames, [r.boxes for r in ep.records], names


def main() -> None:
    from PIL import Image, ImageDraw

    from bench_render import sample_plans

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="/tmp/randomize_sheet.png")
    ap.add_argument("--size", type=int, default=128, help="frame size in pixels (default 128)")
    ap.add_argument("--seeds", type=int, default=8)
    ap.add_argument("--plan-seed", type=int, default=3)
    args = ap.parse_args()
    plans, _ = sample_plans(1, args.plan_seed)
    plan = plans[0]
    t0 = time.perf_counter()
    plain, boxes, actions = frames_of(plan, "none", None, args.size)
    area = [sum((b[2] - b[0]) * (b[3] - b[1]) for o, b in bx.items() if o == plan.target) for bx in boxes]
    shown = int(np.argmax(area))
    # a walking frame: an in-between view of a MoveAhead, in the middle of its step
    moves = [k for k in range(1, len(actions) - 1) if (actions[k] or "").startswith("MoveAhead#")
             and actions[k] == actions[k + 1] == actions[k - 1]]
    walking = moves[1] if len(moves) > 1 else shown
    rows = [(axis, shown if axis == "objects" else 0) for axis in ROWS] + [("camera", walking)]
    labels = [*ROWS, "camera, walking"]
    pad, left, s = 4, 120, args.size
    sheet = Image.new("RGB", (left + (args.seeds + 1) * (s + pad), len(rows) * (s + pad) + 20), "white")
    draw = ImageDraw.Draw(sheet)
    draw.text((left, 4), "plain", fill="black")
    for c in range(args.seeds):
        draw.text((left + (c + 1) * (s + pad), 4), f"look {c}", fill="black")
    cache: dict[tuple[str, int], list[np.ndarray]] = {}
    for r, ((axis, frame), label) in enumerate(zip(rows, labels)):
        y = 20 + r * (s + pad)
        draw.text((4, y + s // 2), label, fill="black")
        sheet.paste(Image.fromarray(plain[frame]), (left, y))
        cells = []
        for c in range(args.seeds):
            if (axis, c) not in cache:
                cache[(axis, c)] = frames_of(plan, axis, c, s)[0]
            cells.append(cache[(axis, c)][frame])
            sheet.paste(Image.fromarray(cells[-1]), (left + (c + 1) * (s + pad), y))
        distinct = len({cell.tobytes() for cell in cells})
        print(f"{label:16s} frame {frame:4d}: {distinct} distinct images of {args.seeds}")
    sheet.save(args.out)
    print(f"{plan.task} / {plan.target} in FloorPlan{plan.scene}: {len(plain)} frames; sheet {args.out} "
          f"({sheet.width}x{sheet.height}) in {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
