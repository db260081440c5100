"""Planning benchmark: plan time over all 82 tasks (three valid objects each by default).

Prints the cold start (first plan in a process: imports and the one-time domain parse) and the
median / 95th percentile of the steady-state plan time (problem building + Fast Downward +
STRIPS check), per method.

``--compare-up`` also runs every ``ff`` problem through unified-planning's Fast Downward engine
(the route the ``ff`` method took before :mod:`generators.planning.fast_downward`), counts the
plans that differ, and prints the CPU time per plan of both routes, in this process and in the
child processes it waited for (Fast Downward's driver, translator and search).

    .venv/bin/python bench/bench_planning.py [--objects 3] [--method ff] [--topk-sample 10] [--compare-up]
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import time

from contracts.library import tasks as T
from generators.planning import fast_downward
from generators.planning.planners import kitchen_domain_text, unified_planning_problem, plan_task
from generators.planning.problems import build_problem
from sim.scenes import procedural_kitchen


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    idx = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[idx]


def _cpu() -> tuple[float, float]:
    """CPU seconds so far: this process, and the children it has waited for."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime


def compare_routes(instances: list) -> None:
    """Both routes of the ``ff`` search on each instance's problem, alternating: plans that differ,
    and CPU ms per plan (own / children)."""
    cpu = {"in-process translator": [0.0, 0.0], "unified-planning": [0.0, 0.0]}
    differ = []
    for inst in instances:
        problem = build_problem(procedural_kitchen(inst.scene, inst.seed), inst)
        plans = {}
        for route in cpu:
            before = _cpu()
            if route == "unified-planning":
                plans[route] = fast_downward.plan_ff_through_unified_planning(unified_planning_problem(problem), 60)
            else:
                plans[route] = fast_downward.plan_ff(kitchen_domain_text(), problem.to_pddl(), problem.name, 60)
            after = _cpu()
            cpu[route][0] += after[0] - before[0]
            cpu[route][1] += after[1] - before[1]
        if len(set(map(tuple, plans.values()))) > 1:
            differ.append(problem.name)
    n = len(instances)
    print(f"ff routes on {n} problems: {len(differ)} plans differ {differ[:5]}")
    for route, (own, kids) in cpu.items():
        print(f"  {route:>22}: {1000 * (own + kids) / n:.0f} CPU ms a plan ({1000 * own / n:.0f} in this process, "
              f"{1000 * kids / n:.0f} in children)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--objects", type=int, default=3, help="valid objects per task")
    ap.add_argument("--method", default="ff", choices=["ff", "topk"])
    ap.add_argument("--topk-sample", type=int, default=10, help="tasks timed with --method topk as well (0: skip)")
    ap.add_argument("--compare-up", action="store_true",
                    help="also run each ff problem through unified-planning's engine: plans that differ, CPU of both")
    args = ap.parse_args()

    t0 = time.perf_counter()
    plan_task(T.TaskInstance("heat_simple", "Apple", None, 1, 0))
    cold = time.perf_counter() - t0

    times, lengths, failures, instances = [], [], [], []
    for i, spec in enumerate(T.all_tasks()):
        for obj in T.valid_objects(spec)[: args.objects]:
            rec = (T.valid_receptacles(spec, obj) or [None])[0]
            inst = T.TaskInstance(spec.name, obj, rec, scene=1 + i % 25, seed=i)
            instances.append(inst)
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
    if args.method == "ff" and args.compare_up:
        compare_routes(instances)
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
