"""Video length per task complexity, without rendering: how long the executor's videos are with
the current timings (``sim/data/motion.json``, ``RecordConfig``), beside EgoTV's 84 s mean.

Plans ``--per-task`` instances of every task in the library (seeded kitchens), executes each
plan on the embedded kitchen's rules alone (:class:`KitchenWorld`, no MuJoCo; each step shows
as many frames as the embedded renderer would draw for it; distractor activity at the default
probability) with continuous motion on and off,
and prints the mean length in seconds at ``--fps`` per complexity (number of sub-tasks).
Usage: ``.venv/bin/python bench/video_lengths.py [--per-task 2] [--fps 5]``
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

EGOTV_MEAN_S = 84


def main() -> None:
    from contracts.library.tasks import TaskInstance, enumerate_instances, get_task, task_names
    from generators.planning.distractors import add_distractors
    from generators.planning.planners import plan_task
    from sim.backends.embedded.world import KitchenWorld
    from sim.base import Observation, Simulator
    from sim.plan_executor import PlanExecutor, RecordConfig
    from sim.scenes import procedural_kitchen

    class Counting(Simulator):
        """The kitchen's rules; a black frame per view, as many views as the renderer draws."""
        name = "counting"

        def reset(self, scene_number, seed):
            self.world = KitchenWorld(procedural_kitchen(scene_number, seed))
            return self.world.scene

        def reachable_positions(self):
            return sorted(self.world.grid)

        def observe(self):
            return Observation(np.zeros((2, 2, 3), np.uint8), self.world.object_states(), {},
                               agent=self.world.agent.to_json())

        def step(self, action):
            err = self.world.apply(action)
            obs = self.observe()
            obs.success, obs.error = not err, err
            return obs

        def step_frames(self, action, n):
            last = self.step(action)
            nav = action.name in ("MoveAhead", "RotateLeft", "RotateRight", "LookDown", "LookUp")
            return [last] * (n if last.success and nav else 1)

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-task", type=int, default=2)
    ap.add_argument("--fps", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    lengths: dict[int, dict[bool, list[float]]] = defaultdict(lambda: {True: [], False: []})
    sim = Counting()
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)  # Fast Downward writes output.sas into the working directory
        try:
            for task in task_names():
                spec = get_task(task)
                for _ in range(args.per_task):
                    obj, rec = rng.choice(enumerate_instances(spec))
                    inst = TaskInstance(task, obj, rec, rng.randint(1, 30), rng.randint(0, 999))
                    try:
                        plan = add_distractors(plan_task(inst), seed=inst.seed).to_json()
                    except Exception:  # unplannable samples are skipped, as the writer does
                        continue
                    for motion in (True, False):
                        ep = PlanExecutor(sim, sim.reset(inst.scene, inst.seed),
                                          RecordConfig(fps=args.fps, motion=motion)).run(plan)
                        if ep.ok:
                            lengths[spec.complexity][motion].append(len(ep.frames) / args.fps)
        finally:
            os.chdir(here)
    print(f"mean video length at {args.fps} fps (EgoTV: {EGOTV_MEAN_S} s), {args.per_task} samples per task")
    print(f"{'complexity':>10s} {'videos':>6s} {'motion on':>10s} {'motion off':>11s}")
    every = {True: [], False: []}
    for c in sorted(lengths):
        on, off = lengths[c][True], lengths[c][False]
        every[True] += on
        every[False] += off
        print(f"{c:10d} {len(on):6d} {statistics.mean(on):9.1f}s {statistics.mean(off):10.1f}s")
    print(f"{'all':>10s} {len(every[True]):6d} {statistics.mean(every[True]):9.1f}s "
          f"{statistics.mean(every[False]):10.1f}s")


if __name__ == "__main__":
    main()
