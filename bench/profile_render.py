"""Profile a render job end to end with pyinstrument and print where the time goes.

Plans ``--episodes`` task instances (as ``bench_render.py`` does), then renders them with one
preset through ``sim.render_episode`` inside one pyinstrument session (wall-clock sampling,
1 ms). Every sample is charged to the innermost stage below found on its call stack:

planning (Fast Downward, plan checks), scene build (``reset``: procedural kitchen, MJCF,
compiling the model, GL context), simulation (world rules, writing the state into the model,
kinematics), scene update (``mjv_updateScene``), rendering (``mjr_render`` + ``readPixels``),
boxes (segmentation pass and pixel grouping, or projection), frame copies (flip/copy of each
frame, joining the frames for ffmpeg), annotation (per-frame records, object states, the
annotation record), encoding (ffmpeg libx264, a child process: its wall time while the parent
waits), writing (JSON, the mp4 check, renames).

pyinstrument sees Python frames only: a C call (``mjr_render``) is charged to the Python
function that made it, which is why the renderer's calls sit in small functions of their own.
Usage: ``.venv/bin/python bench/profile_render.py [--episodes 6] [--preset fast] [--tree]``
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# (stage, function name, file path fragment); the innermost match on the stack wins
STAGES = [
    ("planning", "sample_plans", "bench_render"),
    ("scene build", "reset", "embedded/backend"),
    ("scene build", "get_backend", "sim/backends"),
    ("simulation", "apply", "embedded/world"),
    ("simulation", "_sync", "embedded/backend"),
    ("simulation", "reachable_positions", "embedded/backend"),
    ("simulation", "shortest_walk", "sim/navigation"),
    ("scene update", "update", "embedded/offscreen"),
    ("rendering", "render", "embedded/offscreen"),
    ("boxes", "_boxes", "embedded/backend"),
    ("boxes", "segmentation_boxes", "embedded/boxes"),
    ("boxes", "render_geom_ids", "embedded/offscreen"),
    ("boxes", "geom_ids", "embedded/"),
    ("boxes", "boxes", "embedded/boxes"),
    ("frame copies", "_flip", "embedded/offscreen"),
    ("frame copies", "<genexpr>", "sim/recorder"),
    ("annotation", "_record", "sim/plan_executor"),
    ("annotation", "object_states", "embedded/world"),
    ("annotation", "annotation_json", "sim/recorder"),
    ("annotation", "final_state_check", "sim/episode"),
    ("encoding", "_write_h264", "sim/recorder"),
    ("writing", "write_json_atomic", "sim/recorder"),
    ("writing", "_check_written", "sim/recorder"),
    ("writing", "atomic_path", "sim/recorder"),
]
ORDER = ["planning", "scene build", "simulation", "scene update", "rendering", "boxes", "frame copies",
         "annotation", "encoding", "writing", "other"]


def _stage(frame) -> str | None:
    path = (frame.file_path or "").replace("\\", "/")
    for stage, fn, frag in STAGES:
        if frame.function == fn and frag in path:
            return stage
    return None


def breakdown(root) -> dict[str, float]:
    """Seconds per stage: each frame's self time goes to the innermost stage above it."""
    out = {k: 0.0 for k in ORDER}
    stack = [(root, "other")]
    while stack:
        frame, stage = stack.pop()
        stage = _stage(frame) or stage
        out[stage] += frame.time - sum(c.time for c in frame.children)
        stack.extend((c, stage) for c in frame.children)
    return out


def main() -> None:
    from pyinstrument import Profiler

    from bench_render import sample_plans
    from contracts.plan import PlanSpec

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=6)
    ap.add_argument("--preset", default="default")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--tree", action="store_true", help="also print pyinstrument's call tree")
    ap.add_argument("--html", help="write pyinstrument's HTML report here")
    args = ap.parse_args()
    from sim import get_backend, render_episode
    from sim.plan_executor import RecordConfig
    from sim.scenes import procedural_kitchen

    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
    prof = Profiler(interval=0.001)
    prof.start()
    plans, _ = sample_plans(args.episodes, args.seed)
    frames = 0
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, get_backend("embedded", preset=args.preset) as sim:
        for k, plan in enumerate(plans):
            spec = PlanSpec.of(plan)
            scene = procedural_kitchen(spec.scene, spec.seed)
            res = render_episode(plan, scene, sim, f"{tmp}/{k}.mp4", f"{tmp}/{k}.json",
                                 config=RecordConfig())
            frames += res.n_frames if res.ok else 0
    render_s = time.perf_counter() - t0
    prof.stop()
    parts = breakdown(prof.last_session.root_frame())
    total = sum(parts.values())
    print(f"[{args.preset}] {len(plans)} episodes, {frames} frames, rendering part {render_s:.1f} s "
          f"= {frames / render_s:.1f} frames/s; load average {os.getloadavg()[0]:.2f} at the end")
    print(f"{'stage':14s} {'seconds':>8s} {'share':>6s} {'ms/frame':>9s}")
    for k in ORDER:
        print(f"{k:14s} {parts[k]:8.2f} {100 * parts[k] / total:5.1f}% {1000 * parts[k] / max(frames, 1):9.2f}")
    if args.tree:
        print(prof.output_text(unicode=False, color=False, show_all=False))
    if args.html:
        Path(args.html).write_text(prof.output_html())


if __name__ == "__main__":
    main()
