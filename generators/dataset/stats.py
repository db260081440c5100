"""Statistics of a rendered dataset: counts, task structure and video lengths, with plots.

Computed from the manifest rows alone (``DIR/manifest.jsonl``), so the report can be rebuilt
for any dataset directory without the simulator: ``write_stats(DIR)``; a randomised dataset's
(``dataset.json`` names ``randomize``) drawn looks are read from its annotations
(:mod:`generators.dataset.looks`). Written files:

- ``stats.json``: every number below, machine-readable;
- ``stats.md``: the same as Markdown tables;
- ``plots/*.png``: bar charts and histograms (matplotlib, Agg backend, no display needed).
"""
from __future__ import annotations

import json
import os
import statistics
from collections import Counter
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from contracts.dataset.loader import written_rows
from contracts.dataset.manifest import ManifestRow
from contracts.library.data import load_data
from contracts.files import read_jsonl, write_atomic
from contracts.library.splits import SPLIT_NAMES
from contracts.dataset.layout import AUDIT_MD, FAILURES, STATS_JSON, STATS_MD
from generators.dataset.looks import dataset_looks, look_stats

PLOT_NAMES: tuple[str, ...] = ("split_counts", "task_counts", "object_counts", "scene_counts",
                               "complexity", "ordering", "video_lengths")


def _sorted_counts(counter: Counter) -> dict:
    return {str(k): counter[k] for k in sorted(counter, key=lambda k: (str(type(k)), k))}


def _summary(values: list[float | None]) -> dict:
    values = [v for v in values if v is not None]  # --no-video rows have no length
    if not values:
        return {"count": 0}
    return {"count": len(values), "mean": round(statistics.fmean(values), 3),
            "median": round(statistics.median(values), 3), "min": min(values), "max": max(values),
            "total": round(sum(values), 3)}


def compute_stats(rows: Iterable[ManifestRow], failures: Iterable[Mapping] = (),
                  looks: Sequence[Mapping | None] | None = None) -> dict:
    """Counts per split, task, object, receptacle and scene; complexity and ordering
    distributions (overall and per split); video lengths in frames and seconds.

    ``failures`` are the lines of ``failures.jsonl``; only their reasons are summarised.
    ``looks``: each row's drawn look (``Annotation.randomization``) of a randomised dataset; the
    ``randomization`` section (:func:`generators.dataset.looks.look_stats`) is there only when a
    video is randomised.
    """
    rows = list(rows)
    by_split = Counter(r.split for r in rows)
    splits = [s for s in SPLIT_NAMES if s in by_split] + sorted(set(by_split) - set(SPLIT_NAMES))
    per_split = {}
    for s in splits:
        rs = [r for r in rows if r.split == s]
        per_split[s] = {
            "videos": len(rs),
            "samples": 2 * len(rs),  # each video once with its positive, once with its negative
            "tasks": len({r.task for r in rs}),
            "task_counts": _sorted_counts(Counter(r.task for r in rs)),
            "complexity": _sorted_counts(Counter(r.complexity for r in rs)),
            "ordering": _sorted_counts(Counter(r.ordering for r in rs)),
            "video_frames": _summary([r.n_frames for r in rs]),
            "video_seconds": _summary([r.duration_s for r in rs]),
            "negative_sources": _sorted_counts(Counter(r.negative_source or "unknown" for r in rs)),
            "mistake_types": _sorted_counts(Counter(r.mistake_type for r in rs if r.mistake_type)),
        }
    failures = list(failures)
    out = {
        "videos": len(rows),
        "samples": 2 * len(rows),
        "splits": per_split,
        "objects": _sorted_counts(Counter(r.object for r in rows)),
        "receptacles": _sorted_counts(Counter(r.receptacle or "none" for r in rows)),
        "scenes": _sorted_counts(Counter(int(r.scene) for r in rows)),
        "tasks": _sorted_counts(Counter(r.task for r in rows)),
        "complexity": _sorted_counts(Counter(r.complexity for r in rows)),
        "ordering": _sorted_counts(Counter(r.ordering for r in rows)),
        "video_frames": _summary([r.n_frames for r in rows]),
        "video_seconds": _summary([r.duration_s for r in rows]),
        "video_seconds_by_complexity": {str(c): _summary([r.duration_s for r in rows if r.complexity == c])
                                        for c in sorted({r.complexity for r in rows})},
        "seconds_per_subtask": _seconds_per_label(rows),
        "frame_sizes": _sorted_counts(Counter("x".join(map(str, r.frame_size)) for r in rows if r.frame_size)),
        "distractor_activities": _sorted_counts(Counter(k for r in rows for k in r.distractors or ())),
        "distractors_per_video": round(sum(len(r.distractors or ()) for r in rows) / len(rows), 3) if rows else 0.0,
        "failed_attempts": len(failures),
        "failure_reasons": _sorted_counts(Counter(f.get("stage", "unknown") for f in failures)),
    }
    randomization = look_stats(zip((r.split for r in rows), looks), splits) if looks else None
    if randomization:
        out["randomization"] = randomization
    return out


def _seconds_per_label(rows: list[ManifestRow]) -> dict:
    """Mean seconds of each sub-task label per video that has it (distractor and none included)."""
    per: dict[str, list[float]] = {}
    for r in rows:
        for label, n in (r.subtask_frames or {}).items():
            per.setdefault(label, []).append(n / r.fps)
    return {k: round(sum(v) / len(v), 2) for k, v in sorted(per.items())}


def _table(header: tuple[str, ...], lines_of_cells: Iterable[tuple]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in cells) + " |" for cells in lines_of_cells]
    return lines + [""]


def _length_beside_egotv(stats: Mapping) -> list[str]:
    """Mean video length per complexity and overall, beside EgoTV's (the paper reports only the
    overall mean, 84 s, and 4.6 sub-tasks per task on average)."""
    paper = load_data("egotv_tasks.json")["paper_statistics"]
    by = stats.get("video_seconds_by_complexity", {})
    table = [(f"{c} sub-task(s)", d["count"], d.get("mean", "-"), "-") for c, d in by.items()]
    overall = stats["video_seconds"]
    max_steps = max((int(c) for c in by), default=0)
    table.append(("all", overall["count"], overall.get("mean", "-"), paper["avg_video_seconds"]))
    out = (["## Video length and size beside EgoTV", "",
            f"Mean seconds per video; EgoTV's tasks have {paper['avg_subtasks_per_task']} sub-tasks on average, "
            f"ours at most {max_steps}, so lengths are compared per complexity too.", ""]
           + _table(("complexity", "videos", "mean s (here)", "mean s (EgoTV)"), table))
    per = stats.get("seconds_per_subtask") or {}
    if per:
        egotv_subtask = paper["frames_per_subtask_at_2.5fps"] / 2.5
        out += [f"Mean seconds per sub-task label, in the videos that have it (EgoTV: "
                f"{paper['frames_per_subtask_at_2.5fps']} frames at 2.5 fps = {egotv_subtask:.1f} s per sub-task; "
                "`distractor`: activity between sub-tasks; navigation counts towards the sub-task it leads to).", ""]
        out += _table(("label", "mean s (here)"), per.items())
    sizes = stats.get("frame_sizes") or {}
    if sizes:
        out += [f"Frame sizes (EgoTV: {paper['frame_size']}): "
                + ", ".join(f"{k} ({v} videos)" for k, v in sizes.items()) + ".", ""]
    acts = stats.get("distractor_activities") or {}
    out += [f"Distractor activities: {stats.get('distractors_per_video', 0)} per video on average"
            + (" (" + ", ".join(f"{k} {v}" for k, v in acts.items()) + ")" if acts else "") + ".", ""]
    return out


def _randomization_markdown(section: Mapping | None) -> list[str]:
    """Videos per randomised axis and the range of each drawn number, per split (nothing for a
    plain dataset: its stats.md stays as it was)."""
    if not section:
        return []
    splits = section["splits"]
    axes = list(dict.fromkeys(a for d in splits.values() for a in d["axes"]))
    out = ["## Domain randomisation per split", "",
           f"{section['randomised']} of {section['videos']} videos have a drawn look (the annotation's "
           "`randomization`, shown on each video's page of `python -m generators browse`); videos per axis:", ""]
    out += _table(("split", "videos", "randomised", *axes),
                  ((s, d["videos"], d["randomised"], *(d["axes"].get(a, 0) for a in axes)) for s, d in splits.items()))
    out += ["Drawn numbers (a surface's or an object's values count once per video):", ""]
    scopes = [("all", section)] + (list(splits.items()) if len(splits) > 1 else [])
    out += _table(("value", "split", "count", "min", "median", "max"),
                  ((name, scope, v["count"], v["min"], v["median"], v["max"])
                   for name in section["values"] for scope, d in scopes if (v := d["values"].get(name))))
    kinds = section.get("kinds") or {}
    if kinds:
        out += ["Drawn kinds: " + "; ".join(f"{name} " + ", ".join(f"{k} {n}" for k, n in c.items())
                                             for name, c in kinds.items()) + ".", ""]
    return out


def stats_markdown(stats: Mapping, audit: str = "") -> str:
    """The statistics as Markdown (what ``stats.md`` holds)."""
    out = ["# Dataset statistics", "",
           f"{stats['videos']} videos, {stats['samples']} (video, description) samples "
           "(each video once with its positive and once with its negative description).", "",
           "## Per split", ""]
    fr = lambda d, k: d.get(k, "-")  # noqa: E731
    out += _table(("split", "videos", "samples", "tasks", "mean frames", "mean seconds", "min s", "max s"),
                  ((s, d["videos"], d["samples"], d["tasks"], fr(d["video_frames"], "mean"),
                    fr(d["video_seconds"], "mean"), fr(d["video_seconds"], "min"), fr(d["video_seconds"], "max"))
                   for s, d in stats["splits"].items()))
    out += _length_beside_egotv(stats)
    out += ["## Complexity (sub-tasks per task) per split", ""]
    levels = sorted({k for d in stats["splits"].values() for k in d["complexity"]}, key=int)
    out += _table(("split", *levels), ((s, *(d["complexity"].get(k, 0) for k in levels))
                                       for s, d in stats["splits"].items()))
    out += ["## Ordering (ordering constraints per task) per split", ""]
    levels = sorted({k for d in stats["splits"].values() for k in d["ordering"]}, key=int)
    out += _table(("split", *levels), ((s, *(d["ordering"].get(k, 0) for k in levels))
                                       for s, d in stats["splits"].items()))
    out += ["## Negatives and mistake videos per split", "",
            "How each negative description was chosen (docs: generators.dataset.negatives) and how many videos "
            "are mistake videos (generators.dataset.mistakes).", ""]
    sources = sorted({k for d in stats["splits"].values() for k in d.get("negative_sources", {})})
    kinds = sorted({k for d in stats["splits"].values() for k in d.get("mistake_types", {})})
    out += _table(("split", *sources, *(f"mistake: {k}" for k in kinds)),
                  ((s, *(d.get("negative_sources", {}).get(k, 0) for k in sources),
                    *(d.get("mistake_types", {}).get(k, 0) for k in kinds)) for s, d in stats["splits"].items()))
    out += _randomization_markdown(stats.get("randomization"))
    out += ["## Objects", ""] + _table(("object", "videos"), stats["objects"].items())
    out += ["## Receptacles (place targets)", ""] + _table(("receptacle", "videos"), stats["receptacles"].items())
    out += ["## Scenes", ""] + _table(("scene", "videos"), ((f"FloorPlan{k}", v) for k, v in stats["scenes"].items()))
    out += ["## Tasks per split", ""]
    for s, d in stats["splits"].items():
        out += [f"### {s}", ""] + _table(("task", "videos"), d["task_counts"].items())
    out += ["## Failed attempts", "", f"{stats['failed_attempts']} failed attempts (not in the dataset).", ""]
    if stats["failure_reasons"]:
        out += _table(("stage", "attempts"), stats["failure_reasons"].items())
    out += ["## Plots", ""] + [f"![{p}](plots/{p}.png)" for p in PLOT_NAMES] + [""]
    if audit:
        out += [audit.rstrip(), ""]
    return "\n".join(out)


def write_plots(stats: Mapping, rows: list[ManifestRow], plot_dir: Path) -> list[Path]:
    """One PNG per entry of PLOT_NAMES under ``plot_dir``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plot_dir.mkdir(parents=True, exist_ok=True)
    written = []

    def bar(name: str, counts: Mapping, title: str, xlabel: str, rotate: bool = False, wide: bool = False):
        fig, ax = plt.subplots(figsize=(max(6.0, 0.18 * len(counts)) if wide else 6.0, 4.0))
        ax.bar([str(k) for k in counts], list(counts.values()), color="#4c72b0")
        ax.set_title(title)
        ax.set_xlabel(xlabel)
        ax.set_ylabel("videos")
        if rotate:
            ax.tick_params(axis="x", labelrotation=90, labelsize=6)
        fig.tight_layout()
        path = plot_dir / f"{name}.png"
        fig.savefig(path, dpi=100)
        plt.close(fig)
        written.append(path)

    bar("split_counts", {s: d["videos"] for s, d in stats["splits"].items()}, "Videos per split", "split")
    bar("task_counts", stats["tasks"], "Videos per task (all splits)", "task", rotate=True, wide=True)
    bar("object_counts", stats["objects"], "Videos per target object", "object", rotate=True)
    bar("scene_counts", {f"FP{k}": v for k, v in stats["scenes"].items()}, "Videos per scene", "floor plan",
        rotate=True)
    for key, title in (("complexity", "Sub-tasks per task"), ("ordering", "Ordering constraints per task")):
        fig, ax = plt.subplots(figsize=(6.0, 4.0))
        levels = sorted({int(k) for d in stats["splits"].values() for k in d[key]})
        width = 0.8 / max(1, len(stats["splits"]))
        for i, (s, d) in enumerate(stats["splits"].items()):
            ax.bar([lv + i * width for lv in levels], [d[key].get(str(lv), 0) for lv in levels], width, label=s)
        ax.set_xticks([lv + 0.4 - width / 2 for lv in levels], [str(lv) for lv in levels])
        ax.set_title(f"{title}, per split")
        ax.set_xlabel(key)
        ax.set_ylabel("videos")
        ax.legend(fontsize=7)
        fig.tight_layout()
        path = plot_dir / f"{key}.png"
        fig.savefig(path, dpi=100)
        plt.close(fig)
        written.append(path)
    fig, ax = plt.subplots(figsize=(6.0, 4.0))
    for s in stats["splits"]:
        ax.hist([r.duration_s for r in rows if r.split == s and r.duration_s is not None],
                bins=20, alpha=0.6, label=s)
    ax.set_title("Video lengths")
    ax.set_xlabel("seconds")
    ax.set_ylabel("videos")
    ax.legend(fontsize=7)
    fig.tight_layout()
    path = plot_dir / "video_lengths.png"
    fig.savefig(path, dpi=100)
    plt.close(fig)
    written.append(path)
    return written


def write_stats(out_dir: str | os.PathLike, plots: bool = True, rows: Sequence[ManifestRow] | None = None) -> dict:
    """Read ``out_dir/manifest.jsonl`` (unless the caller gives its ``rows``) and ``failures.jsonl``,
    write stats.json, stats.md and the plots; return the statistics."""
    out_dir = Path(out_dir)
    rows = written_rows(out_dir) if rows is None else list(rows)
    stats = compute_stats(rows, read_jsonl(out_dir / FAILURES), dataset_looks(out_dir, rows))
    write_atomic(out_dir / STATS_JSON, json.dumps(stats, indent=1) + "\n")
    audit_path = out_dir / AUDIT_MD
    audit = audit_path.read_text(encoding="utf-8") if audit_path.is_file() else ""
    write_atomic(out_dir / STATS_MD, stats_markdown(stats, audit))
    if plots:
        write_plots(stats, rows, out_dir / "plots")
    return stats
