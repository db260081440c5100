"""Planning benchmark: plan time over all 82 tasks (three valid objects each by default).

Prints the cold start (first plan in a process: imports and the one-time domain parse) and the
median / 95th percentile of the steady-state plan time (problem building + Fast Downward +
STRIPS check), per method.

    .venv/bin/python bench/bench_planning.py [--objects 3] [--method ff] [--topk-sample 10]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from contracts.library import tasks as T
from generators.planning.planners import plan_task


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    idx = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[idx]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--objects", type=int, default=3, help="valid objects per task")
    ap.add_argument("--method", default="ff", choices=["ff", "topk"])
    ap.add_argument("--topk-sample", type=int, default=10, help="tasks timed with --method topk as well (0: skip)")
    args = ap.parse_args()

    t0 = time.perf_counter()
    plan_task(T.TaskInstance("heat_simple", "Apple", None, 1, 0))
    cold = time.perf_counter() - t0

    times, lengths, failures = [], [], []
    for i, spec in enumerate(T.all_tasks()):
        for obj in T.valid_objects(spec)[: args.objects]:
            rec = (T.valid_receptacles(spec, obj) or [None])[0]
            inst = T.TaskInstance(spec.name, obj, rec, scene=1 + i % 25, seed=i)
            t = time.perf_counter()
            try:
                plan = plan_task(inst, method=args.method)
            except Exception as exc:  # report, keep timing the rest
                failures.append(f"{spec.name}/{obj}: {exc}")
                continue
            times.append(time.perf_counter() - t)
            lengths.append(len(plan.steps))
            assert plan.check.ok
    print(f"method={args.method}: {len(times)} plans over {len(T.all_tasks())} tasks, {len(failures)} failures")
    print(f"cold start (first plan, imports + domain parse): {cold:.2f} s")
    print(f"plan time  median {statistics.median(times):.3f} s   p95 {_percentile(times, 95):.3f} s   "
          f"max {max(times):.3f} s")
    print(f"plan length median {statistics.median(lengths)}   max {max(lengths)}")
    for f in failures:
        print("FAILED", f)
    if args.method == "ff" and args.topk_sample:
        rng = random.Random(0)
        sample = rng.sample(T.all_tasks(), args.topk_sample)
        tk = []
        for spec in sample:
            obj = T.valid_objects(spec)[0]
            rec = (T.valid_receptacles(spec, obj) or [None])[0]
            t = time.perf_counter()
            plan_task(T.TaskInstance(spec.name, obj, rec, 2, 0), method="topk", k=10)
            tk.append(time.perf_counter() - t)
        print(f"topk (symk, k=10) on {len(tk)} sampled tasks: median {statistics.median(tk):.3f} s   "
              f"max {max(tk):.3f} s")


if __name__ == "__main__":
    main()
