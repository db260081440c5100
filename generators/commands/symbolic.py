"""``python -m generators tasks | splits | plan | describe``: the task library, the splits, one
planned task instance and its descriptions, printed (nothing is rendered or written)."""
from __future__ import annotations

import argparse
import json

from contracts.argtypes import int_range, positive_float
from generators.planning.planners import PLANNERS, planner_help


def cmd_tasks(args: argparse.Namespace) -> int:
    from contracts.library.tasks import all_tasks, valid_objects

    entries = []
    for spec in all_tasks():
        entry = spec.to_json()
        entry["valid_objects"] = valid_objects(spec)
        entries.append(entry)
    if args.json:
        print(json.dumps(entries, indent=1 if args.pretty else None))
    else:
        print(f"{'task':40s} {'cx':>3s} {'ord':>4s} {'lin':>4s}  objects")
        for entry in entries:
            print(f"{entry['name']:40s} {entry['complexity']:3d} {entry['ordering']:4d} "
                  f"{entry['linear_extensions']:4d}  {', '.join(entry['valid_objects'])}")
        print(f"{len(entries)} tasks")
    return 0


def cmd_splits(args: argparse.Namespace) -> int:
    from contracts.library.splits import all_splits, check_splits, heldout_pairs

    out = {"heldout_pairs": sorted(heldout_pairs()), "problems": check_splits(), "splits": {}}
    for s in all_splits():
        out["splits"][s.name] = {"tasks": len(s.tasks), "scenes": [s.scenes[0], s.scenes[-1]],
                                 "instances": len(s.instances()), "descriptions": s.descriptions}
    print(json.dumps(out, indent=1))
    return 1 if out["problems"] else 0


def cmd_plan(args: argparse.Namespace) -> int:
    from contracts.library.tasks import TaskInstance
    from generators.planning.planners import plan_task

    instance = TaskInstance(args.task, args.object, args.receptacle, args.scene, args.seed)
    plan = plan_task(instance, method=args.method, timeout=args.timeout, k=args.k)
    data = plan.to_json()
    if args.json:
        print(json.dumps(data, indent=1 if args.pretty else None))
    else:
        print(f"{instance.task} / {instance.object}"
              + (f" -> {instance.receptacle}" if instance.receptacle else "")
              + f" in FloorPlan{instance.scene} (seed {instance.seed}), {len(plan.steps)} steps, "
              f"{plan.planning_time:.2f} s")
        for i, (step, sub) in enumerate(zip(plan.steps, plan.subtask_of_step())):
            print(f"  {i:2d}. {step.action}({', '.join(step.args)})   [{sub}]")
        print(f"  check: {plan.check.summary()}")
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    from contracts.language.descriptions import describe

    ds = describe(args.task, args.object, args.receptacle, seed=args.seed, n=args.n)
    if args.json:
        print(json.dumps(ds.to_json(), indent=1 if args.pretty else None))
    else:
        for kind in ("positive", "negative", "abstract", "abstract_negative"):
            for d in getattr(ds, kind):
                print(f"[{kind}] {d.text}\n    {d.graph.to_text()}")
    return 0


def _instance_args(q: argparse.ArgumentParser) -> None:
    q.add_argument("--task", required=True, help="task name, e.g. heat_then_clean (see `tasks`)")
    q.add_argument("--object", required=True, help="target object type, e.g. Apple")
    q.add_argument("--receptacle", default=None, help="place receptacle type (tasks that place)")
    q.add_argument("--seed", type=int_range(0), default=0, help="instance seed (>= 0)")
    q.add_argument("--json", action="store_true")
    q.add_argument("--pretty", action="store_true")


def add_commands(sub: argparse._SubParsersAction) -> None:
    t = sub.add_parser("tasks", help="list the 82 EgoTV tasks with their partial orders")
    t.add_argument("--json", action="store_true", help="one JSON list, one object per task")
    t.add_argument("--pretty", action="store_true")
    t.set_defaults(func=cmd_tasks)

    s = sub.add_parser("splits", help="summarise the five splits and check their consistency")
    s.set_defaults(func=cmd_splits)

    pl = sub.add_parser("plan", help="plan one task instance and check the plan")
    _instance_args(pl)
    pl.add_argument("--scene", type=int_range(1, 30), default=1, help="kitchen FloorPlan number, 1..30")
    pl.add_argument("--method", default="ff", choices=list(PLANNERS), help=planner_help())
    pl.add_argument("--k", type=int_range(1, 1000), default=10, help="number of plans for --method topk, 1-1000")
    pl.add_argument("--timeout", type=positive_float, default=20.0, help="planner time limit, seconds (> 0)")
    pl.set_defaults(func=cmd_plan)

    d = sub.add_parser("describe", help="positive, negative and abstract descriptions with graphs")
    _instance_args(d)
    d.add_argument("--n", type=int_range(1, 100), default=3, help="descriptions of each kind, 1-100")
    d.set_defaults(func=cmd_describe)
