"""One table comparing runs: ``python -m nsg.table runs/nsg/nsg runs/nsg/mean ... [--paper] [--json]``.

Reads each run's ``eval/metrics.json`` (written by ``python -m nsg.evaluate``) and prints F1 per
test split and their average as a Markdown table; ``--paper`` adds the EgoTV paper's rows
(``nsg/configs/paper_results.json``) for comparison.
"""
from __future__ import annotations

import argparse
import json
from importlib import resources
from pathlib import Path

from generators.library.splits import TEST_SPLITS
from nsg.errors import NSGError


def load_reports(runs: list[str], metrics_name: str = "eval/metrics.json") -> list[dict]:
    out = []
    for run in runs:
        path = Path(run) / metrics_name if Path(run).is_dir() else Path(run)
        if not path.is_file():
            raise NSGError(f"{str(path)!r} not found: evaluate the run first with "
                           f"`python -m nsg.evaluate --run {run}`")
        out.append(json.loads(path.read_text()))
    return out


def f1_rows(reports: list[dict], paper: bool = False, metric: str = "f1") -> list[tuple[str, list[float | None]]]:
    rows = []
    for r in reports:
        values = [100 * r["splits"][s][metric] if s in r["splits"] else None for s in TEST_SPLITS]
        rows.append((f"{r['model']} ({Path(r['run']).name}, graphs: {r['graphs']})", values))
    if paper and metric == "f1":
        data = json.loads(resources.files("nsg").joinpath("configs", "paper_results.json").read_text())
        order = data["splits"]
        for name, values in data["f1"].items():
            rows.append((name, [values[order.index(s)] for s in TEST_SPLITS]))
    return rows


def markdown(rows: list[tuple[str, list[float | None]]], metric: str = "F1") -> str:
    head = ["model", *TEST_SPLITS, "average"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, values in rows:
        present = [v for v in values if v is not None]
        avg = sum(present) / len(present) if len(present) == len(values) else None
        cells = [f"{v:.1f}" if v is not None else "-" for v in values + [avg]]
        lines.append("| " + " | ".join([name, *cells]) + " |")
    return f"{metric} (%) per test split\n\n" + "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m nsg.table", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("runs", nargs="+", help="run directories (or metrics.json files)")
    ap.add_argument("--paper", action="store_true", help="add the paper's F1 rows")
    ap.add_argument("--metric", default="f1", choices=["f1", "accuracy"])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = f1_rows(load_reports(args.runs), args.paper, args.metric)
    if args.json:
        print(json.dumps([{"model": n, **dict(zip(TEST_SPLITS, v))} for n, v in rows], indent=1))
    else:
        print(markdown(rows, args.metric.upper() if args.metric == "f1" else "accuracy"))
    return 0


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
