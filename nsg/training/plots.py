"""PNG plots of an evaluation (matplotlib, Agg backend: no display needed)."""
from __future__ import annotations

from pathlib import Path
from typing import Mapping, Sequence

import numpy as np


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def bar_by_split(report: Mapping[str, dict], path: Path, title: str) -> Path:
    plt = _plt()
    splits = list(report)
    f1 = [100 * report[s]["f1"] for s in splits]
    acc = [100 * report[s]["accuracy"] for s in splits]
    x = np.arange(len(splits))
    fig, ax = plt.subplots(figsize=(7, 3.5))
    ax.bar(x - 0.2, f1, 0.4, label="F1")
    ax.bar(x + 0.2, acc, 0.4, label="accuracy")
    ax.set_xticks(x, splits, rotation=15)
    ax.set_ylim(0, 100)
    ax.set_ylabel("%")
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def lines_by_group(report: Mapping[str, dict], key: str, path: Path, title: str) -> Path:
    """F1 against complexity or ordering (``key`` = by_complexity / by_ordering), one line per split."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6, 3.5))
    for split, rep in report.items():
        groups = sorted(rep[key], key=int)
        ax.plot([int(g) for g in groups], [100 * rep[key][g]["f1"] for g in groups], marker="o", label=split)
    ax.set_xlabel(key.replace("by_", ""))
    ax.set_ylabel("F1 %")
    ax.set_ylim(0, 100)
    ax.set_title(title)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def confusion(confusion: Mapping, path: Path, title: str) -> Path:
    plt = _plt()
    m = np.array(confusion["matrix"], dtype=float)
    labels = confusion["labels"]
    fig, ax = plt.subplots(figsize=(5, 4.5))
    norm = m / np.maximum(1, m.sum(1, keepdims=True))
    ax.imshow(norm, cmap="Blues", vmin=0, vmax=1)
    for i in range(len(labels)):
        for j in range(len(labels)):
            if m[i, j]:
                ax.text(j, i, int(m[i, j]), ha="center", va="center", fontsize=7,
                        color="white" if norm[i, j] > 0.5 else "black")
    ax.set_xticks(range(len(labels)), labels, rotation=45)
    ax.set_yticks(range(len(labels)), labels)
    ax.set_xlabel("sub-task of the query aligned to the segment")
    ax.set_ylabel("annotated sub-task of the segment")
    ax.set_title(title, fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def alignment_picture(thumbs: Sequence[np.ndarray], queries_at: Mapping[int, str], truth: Sequence[str],
                      path: Path, title: str) -> Path:
    """One thumbnail per segment (its middle frame); the query aligned to a segment above it, the
    annotated sub-task below it."""
    plt = _plt()
    n = len(thumbs)
    fig, axes = plt.subplots(1, n, figsize=(max(6, 1.6 * n), 2.8), squeeze=False)
    for s, ax in enumerate(axes[0]):
        ax.imshow(thumbs[s])
        ax.set_xticks([])
        ax.set_yticks([])
        if s in queries_at:
            ax.set_title(queries_at[s], fontsize=7, color="tab:red")
            for spine in ax.spines.values():
                spine.set_edgecolor("tab:red")
                spine.set_linewidth(3)
        ax.set_xlabel(f"seg {s}\n{truth[s]}", fontsize=7)
    fig.suptitle(title, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
