"""Verification metrics: accuracy and F1 (positive class = description true), overall and by group."""
from __future__ import annotations

from collections import defaultdict
from typing import Hashable, Sequence

from nsg.errors import InvalidValueError


def binary_metrics(labels: Sequence[int], predictions: Sequence[int]) -> dict:
    if len(labels) != len(predictions):
        raise InvalidValueError(f"{len(labels)} labels but {len(predictions)} predictions")
    tp = sum(1 for y, p in zip(labels, predictions) if y == 1 and p == 1)
    fp = sum(1 for y, p in zip(labels, predictions) if y == 0 and p == 1)
    fn = sum(1 for y, p in zip(labels, predictions) if y == 1 and p == 0)
    tn = sum(1 for y, p in zip(labels, predictions) if y == 0 and p == 0)
    n = len(labels)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"n": n, "accuracy": (tp + tn) / n if n else 0.0, "f1": f1, "precision": precision,
            "recall": recall, "tp": tp, "fp": fp, "fn": fn, "tn": tn}


def grouped_metrics(labels: Sequence[int], predictions: Sequence[int], groups: Sequence[Hashable]) -> dict:
    """:func:`binary_metrics` per group value (keys as strings, sorted)."""
    by = defaultdict(lambda: ([], []))
    for y, p, g in zip(labels, predictions, groups):
        by[g][0].append(y)
        by[g][1].append(p)
    return {str(g): binary_metrics(*by[g]) for g in sorted(by, key=lambda g: (str(type(g)), g))}
