"""Comparing evaluated runs (command: ``python -m nsg.table``): F1 or accuracy per test split and
their average, as rows, as a Markdown table, with the EgoTV paper's rows
(``nsg/reference/paper_results.json``) when asked.
"""
from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from contracts.library.splits import TEST_SPLITS
from nsg.errors import NSGError


def load_reports(runs: list[str], metrics_name: str = "eval/metrics.json") -> list[dict]:
    out = []
    for run in runs:
        path = Path(run) / metrics_name if Path(run).is_dir() else Path(run)
        if not path.is_file():
            raise NSGError(f"{str(path)!r} not found: evaluate the run {str(run)!r} first "
                           "(`python -m nsg.evaluate`)")
        try:
            report = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise NSGError(f"{str(path)!r} is not a metrics file of `python -m nsg.evaluate` (not JSON: {exc})") from None
        if not isinstance(report, dict) or not {"model", "run", "graphs", "splits"} <= set(report):
            raise NSGError(f"{str(path)!r} is not a metrics file of `python -m nsg.evaluate` (it needs model, run, "
                           "graphs and splits)")
        out.append(report)
    return out


def f1_rows(reports: list[dict], paper: bool = False, metric: str = "f1") -> list[tuple[str, list[float | None]]]:
    rows = []
    for report in reports:
        values = [100 * report["splits"][s][metric] if s in report["splits"] else None for s in TEST_SPLITS]
        rows.append((f"{report['model']} ({Path(report['run']).name}, graphs: {report['graphs']})", values))
    if paper and metric == "f1":
        data = json.loads(resources.files("nsg").joinpath("reference", "paper_results.json").read_text())
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
