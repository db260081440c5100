"""Command line of the generators package: ``python -m generators {tasks,plan,describe,splits,render,audit}``.

Thin: parse arguments, call the library, print. Errors of the library (and the file system's)
are printed as one line naming the bad value, with exit status 2; Ctrl-C is one line and 130.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from contracts.errors import ContractError
from generators.errors import GeneratorError
from generators.planning.planners import PLANNERS, planner_help
from contracts.argtypes import int_range, positive_float


def _cmd_tasks(args: argparse.Namespace) -> int:
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


def _cmd_splits(args: argparse.Namespace) -> int:
    from contracts.library.splits import all_splits, check_splits, heldout_pairs

    out = {"heldout_pairs": sorted(heldout_pairs()), "problems": check_splits(), "splits": {}}
    for s in all_splits():
        out["splits"][s.name] = {"tasks": len(s.tasks), "scenes": [s.scenes[0], s.scenes[-1]],
                                 "instances": len(s.instances()), "descriptions": s.descriptions}
    print(json.dumps(out, indent=1))
    return 1 if out["problems"] else 0


def _cmd_plan(args: argparse.Namespace) -> int:
    from generators.planning.planners import plan_task
    from contracts.library.tasks import TaskInstance

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
        for i, (step, sub) in enumerate(zip(plan.steps, data["subtask_of_step"])):
            print(f"  {i:2d}. {step.action}({', '.join(step.args)})   [{sub}]")
        print(f"  check: {plan.check.summary()}")
    return 0


def _cmd_describe(args: argparse.Namespace) -> int:
    from contracts.language.descriptions import describe

    ds = describe(args.task, args.object, args.receptacle, seed=args.seed, n=args.n)
    if args.json:
        print(json.dumps(ds.to_json(), indent=1 if args.pretty else None))
    else:
        for kind in ("positive", "negative", "abstract", "abstract_negative"):
            for d in getattr(ds, kind):
                print(f"[{kind}] {d.text}\n    {d.graph.to_text()}")
    return 0


def _cmd_audit(args: argparse.Namespace) -> int:
    from contracts.dataset.loader import dataset_layout, read_manifest
    from generators.dataset.audit import audit_dataset, audit_markdown, write_audit

    rows = read_manifest(args.dataset) if dataset_layout(args.dataset, args.layout) == "egotv" else None
    result = audit_dataset(args.dataset, video=not args.no_video_baseline, rows=rows)
    if not args.no_write:
        write_audit(args.dataset, result)
    print(json.dumps(result, indent=1) if args.json else audit_markdown(result))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m generators", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)

    t = sub.add_parser("tasks", help="list the 82 EgoTV tasks with their partial orders")
    t.add_argument("--json", action="store_true", help="one JSON list, one object per task")
    t.add_argument("--pretty", action="store_true")
    t.set_defaults(func=_cmd_tasks)

    s = sub.add_parser("splits", help="summarise the five splits and check their consistency")
    s.set_defaults(func=_cmd_splits)

    def instance_args(q: argparse.ArgumentParser) -> None:
        q.add_argument("--task", required=True, help="task name, e.g. heat_then_clean (see `tasks`)")
        q.add_argument("--object", required=True, help="target object type, e.g. Apple")
        q.add_argument("--receptacle", default=None, help="place receptacle type (tasks that place)")
        q.add_argument("--seed", type=int_range(0), default=0, help="instance seed (>= 0)")
        q.add_argument("--json", action="store_true")
        q.add_argument("--pretty", action="store_true")

    pl = sub.add_parser("plan", help="plan one task instance and check the plan")
    instance_args(pl)
    pl.add_argument("--scene", type=int_range(1, 30), default=1, help="kitchen FloorPlan number, 1..30")
    pl.add_argument("--method", default="ff", choices=list(PLANNERS), help=planner_help())
    pl.add_argument("--k", type=int_range(1, 1000), default=10, help="number of plans for --method topk, 1-1000")
    pl.add_argument("--timeout", type=positive_float, default=20.0, help="planner time limit, seconds (> 0)")
    pl.set_defaults(func=_cmd_plan)

    d = sub.add_parser("describe", help="positive, negative and abstract descriptions with graphs")
    instance_args(d)
    d.add_argument("--n", type=int_range(1, 100), default=3, help="descriptions of each kind, 1-100")
    d.set_defaults(func=_cmd_describe)

    a = sub.add_parser("audit", help="validity, balance and blind baselines of a dataset (also --no-video ones)")
    a.add_argument("dataset", help="dataset directory: manifest.jsonl, or EgoTV's layout (train/, test_splits/)")
    a.add_argument("--layout", default="auto", help="auto (detect, default), native or egotv (refuse anything else)")
    a.add_argument("--json", action="store_true", help="the whole result as JSON")
    a.add_argument("--no-video-baseline", action="store_true", help="skip the video-only baseline")
    a.add_argument("--no-write", action="store_true", help="do not write audit.json / audit.md / stats.md")
    a.set_defaults(func=_cmd_audit)

    from generators.procedural.cli import add_commands as add_procedural_commands

    add_procedural_commands(sub)  # pkg, qa, tuples (procedural knowledge, issue 15)

    from generators.browse.command import add_browse_command
    from generators.access.export import add_export_command

    add_browse_command(sub)
    add_export_command(sub)
    from generators.dataset import render_cli  # an ImportError here is a broken install: let it show

    r = sub.add_parser("render", help="render an EgoTV-style dataset (see README)")
    render_cli.add_render_arguments(r)
    r.set_defaults(func=render_cli.cli_render)
    return p


INTERRUPTED = "interrupted: nothing half-written was kept; run the same command again"


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (GeneratorError, ContractError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_status
    except OSError as exc:  # the file system's refusal (a path in the way, no access): one line naming it
        print(f"error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else ""), file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # outputs are written under temporary names and renamed when complete
        print(f"\n{INTERRUPTED}", file=sys.stderr)
        return 130
