"""Audit a dataset: is it valid, balanced, and unsolvable without the video?

``python -m generators audit DATASET [--json]`` reads ``manifest.jsonl`` (a rendered dataset or a
``--no-video`` run) and reports per split:

- label balance: every video gives one true and one false sample; ``task imbalance`` is how far
  the described tasks are from being used as often true as false (0 = each described task
  appears equally often with both labels; 100 = never);
- the share of negatives that are valid tasks of their split (library task of the split, valid
  with the video's object, admitted by the split) and false of the order the video executed;
- how negatives were chosen (``negative_source``) and the mistake videos by type;
- blind baselines (:mod:`generators.dataset.blind_baselines`) trained on train and scored on each test
  split, with the video-only one when videos exist (when one is missing or damaged, ``skipped``
  names it instead).

It writes ``audit.json`` and ``audit.md`` beside the manifest and re-writes ``stats.md`` with the
audit's summary in it.

Rows may also come from a dataset in EgoTV's layout (read by ``generators.access``, which the
command line passes in as ``rows``): an official EgoTV trial names no negative task and carries
no graphs, so the checks that need them are reported as unknown and the graph baselines
(``structure``, ``lookup``) are skipped, with the reason in ``skipped``.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from contracts.dataset.loader import iter_manifest
from contracts.dataset.manifest import ManifestRow
from contracts.library import splits as split_lib
from generators.dataset.blind_baselines import run_baselines
from generators.errors import GeneratorError
from contracts.language.graphs import TaskGraph
from contracts.files import write_atomic
from contracts.dataset.layout import AUDIT_JSON, AUDIT_MD, MANIFEST
from generators.dataset.stats import write_stats
from generators.dataset.verify import sample_problem
from contracts.language.truth import executed_steps, graph_holds, valid_instance



def samples_from_rows(rows: Iterable[ManifestRow], root: Path | None = None) -> list[dict]:
    """Two verification samples per manifest row: its positive (1) and negative (0)."""
    out = []
    for r in rows:
        video = str(root / r.video) if root is not None and r.video else None
        for side, label in (("positive", 1), ("negative", 0)):
            out.append({"split": r.split, "text": r.description(side), "graph": r.graph(side), "label": label,
                        "video": video, "mistake": r.mistake_type, "task": r.task})
    return out


def _negative_valid(row: ManifestRow) -> bool:
    split = split_lib.get_split(row.split)
    task, receptacle = row.negative_task, row.negative_receptacle
    return (task in split.tasks and valid_instance(task, row.object, receptacle)
            and split.admits(task, row.object, receptacle, int(row.scene)))


def _negative_false(row: ManifestRow) -> bool | None:
    order = row.executed_order
    if order is None or not row.positive_graph or not row.negative_graph:
        return None
    steps = executed_steps(order, row.object, row.receptacle)
    return graph_holds(TaskGraph.from_json(row.positive_graph), steps) and \
        not graph_holds(TaskGraph.from_json(row.negative_graph), steps)


def _task_imbalance(samples: Sequence[Mapping]) -> float:
    """Share (in %) of samples a per-described-task majority vote would get beyond half."""
    counts: dict[str, Counter] = {}
    for s in samples:
        key = json.dumps(s["graph"], sort_keys=True)
        counts.setdefault(key, Counter())[s["label"]] += 1
    if not samples:
        return 0.0
    beyond = sum(abs(c[1] - c[0]) for c in counts.values()) / 2
    return round(100.0 * beyond / len(samples), 1)


def split_checks(rows: Sequence[ManifestRow], samples: Sequence[Mapping]) -> dict[str, dict]:
    out = {}
    for name in split_lib.SPLIT_NAMES:
        rs = [r for r in rows if r.split == name]
        if not rs:
            continue
        ss = [s for s in samples if s["split"] == name]
        falses = [f for f in (_negative_false(r) for r in rs) if f is not None]
        known = [r for r in rs if r.negative_task]
        out[name] = {
            "videos": len(rs), "samples": len(ss),
            "positive_share": round(100.0 * sum(s["label"] for s in ss) / len(ss), 1),
            "task_imbalance": _task_imbalance(ss) if all(s["graph"] is not None for s in ss) else None,
            "valid_negatives": round(100.0 * sum(map(_negative_valid, known)) / len(known), 1) if known else None,
            "false_of_video": round(100.0 * sum(falses) / len(falses), 1) if falses else None,
            "negative_sources": dict(sorted(Counter(r.negative_source or "unknown" for r in rs).items())),
            "mistake_types": dict(sorted(Counter(r.mistake_type for r in rs if r.mistake_type).items())),
        }
    return out


def audit_dataset(dataset: str | Path, video: bool = True, rows: Sequence[ManifestRow] | None = None) -> dict:
    """The audit of ``dataset``; ``rows`` replaces reading its manifest (EgoTV-layout datasets)."""
    root = Path(dataset)
    manifest = root / MANIFEST
    if rows is None:
        if not manifest.is_file():
            raise GeneratorError(f"{root} has no manifest.jsonl: give the directory of a rendered (or planned-only, "
                                 "no_video) dataset, e.g. out/egotv, or one in EgoTV's layout")
        rows = [row for _, row in iter_manifest(root)]
    if not rows:
        raise GeneratorError(f"{root}: no video rows: nothing to audit")
    samples = samples_from_rows(rows, root)
    no_graph = sum(s["graph"] is None for s in samples)
    skipped = {b: f"{no_graph} of {len(samples)} descriptions have no graph" for b in ("structure", "lookup")
               if no_graph}
    with_video = video and any(r.video for r in rows)  # a --no-video dataset has no video baseline to skip
    video_problem = _video_problem(root, rows) if with_video else None
    if video_problem:
        skipped["video"] = video_problem
    names = (("text",) + (("structure", "lookup") if not no_graph else ())
             + (("video",) if with_video and not video_problem else ()))
    return {"dataset": str(root), "videos": len(rows), "splits": split_checks(rows, samples),
            "baselines": run_baselines(samples, names), "skipped": skipped}


def _video_problem(root: Path, rows: Sequence[ManifestRow]) -> str | None:
    """Why the video-only baseline cannot run on every video (one missing, damaged or absent
    would make it another dataset's baseline), or None. Render's resume check, without decoding."""
    bad = []
    for r in rows:
        why = sample_problem(root, r) if r.video else f"{r.job_id}: no video"
        if why is not None:
            bad.append(why)
    return f"{len(bad)} of {len(rows)} videos missing or damaged, first {bad[0]}" if bad else None


def audit_markdown(result: Mapping) -> str:
    out = ["## Audit: validity, balance and blind baselines", "",
           "Each video has one true and one false description, so chance is 50%. `task imbalance`: "
           "how far a vote on the described task alone gets beyond 50%. Blind baselines are trained "
           "on train and scored on each test split (`python -m generators audit`).", "",
           "| split | videos | positive % | task imbalance | valid negatives % | negative false of video % "
           "| negative sources | mistake videos |", "|---|---|---|---|---|---|---|---|"]
    for name, d in result["splits"].items():
        src = ", ".join(f"{k} {v}" for k, v in d["negative_sources"].items())
        mis = ", ".join(f"{k} {v}" for k, v in d["mistake_types"].items()) or "none"
        false = "-" if d["false_of_video"] is None else d["false_of_video"]
        valid = "-" if d["valid_negatives"] is None else d["valid_negatives"]
        imbalance = "-" if d["task_imbalance"] is None else d["task_imbalance"]
        out.append(f"| {name} | {d['videos']} | {d['positive_share']} | {imbalance} | "
                   f"{valid} | {false} | {src} | {mis} |")
    tests = [s for s in split_lib.TEST_SPLITS if s in result["splits"]]
    out += ["", "| blind baseline (accuracy %) | " + " | ".join(tests) + " |",
            "|---|" + "---|" * len(tests)]
    for name, per in result["baselines"].items():
        out.append(f"| {name} | " + " | ".join(str(per.get(t, {}).get("accuracy", "-")) for t in tests) + " |")
    for name, why in (result.get("skipped") or {}).items():
        out.append(f"| {name} | skipped: {why} |" + " |" * (len(tests) - 1))
    return "\n".join(out) + "\n"


def write_audit(dataset: str | Path, result: Mapping, rows: Sequence[ManifestRow] | None = None) -> None:
    """audit.json and audit.md beside the dataset, and its stats.md again with the audit in it
    (``rows``: the manifest's, when the caller read it already)."""
    root = Path(dataset)
    write_atomic(root / AUDIT_JSON, json.dumps(result, indent=1) + "\n")
    write_atomic(root / AUDIT_MD, audit_markdown(result))
    if (root / MANIFEST).is_file():  # stats.md belongs to our layout; EgoTV's has none
        write_stats(root, plots=False, rows=rows)
