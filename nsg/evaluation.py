"""Evaluation of a trained verifier: predictions, metrics per split / complexity / ordering, and the
confusion of aligned segments against the ground-truth sub-task of each segment.

Confusion (NSG and oracle only, positive samples only, where the description's graph is the
video's task): every real segment gets a predicted label, the sub-task of the query aligned to it
(``none`` when no query is), and a true label, the majority annotated sub-task of its frames.
Rows are true labels, columns predicted labels, both over ``SEGMENT_LABELS``. Alignment accuracy
is the fraction of aligned queries whose segment is annotated with the query's sub-task.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch

from nsg.batching import NONE_LABEL, SEGMENT_LABELS
from nsg.metrics import binary_metrics, grouped_metrics


@dataclass
class Prediction:
    meta: dict
    label: int
    prob: float
    prediction: int
    segments: list[int] | None       # segment per node (graph order), NSG-style models only
    segment_labels: list[int]        # ground truth per real segment
    node_subtasks: list[int]


def predict(model, loader, device: str = "cpu") -> list[Prediction]:
    model.eval()
    out: list[Prediction] = []
    with torch.no_grad():
        for batch in loader:
            batch = batch.to(device)
            res = model(batch)
            probs, preds = res.prob.tolist(), res.prediction.tolist()
            for b in range(batch.size):
                n, s = int(batch.num_nodes[b]), int(batch.num_segments[b])
                segs = res.alignment.segment[b, :n].tolist() if res.alignment is not None else None
                out.append(Prediction(meta=batch.meta[b], label=int(batch.label[b]), prob=probs[b],
                                      prediction=preds[b], segments=segs,
                                      segment_labels=batch.segment_label[b, :s].tolist(),
                                      node_subtasks=batch.node_subtask[b, :n].tolist()))
    return out


def alignment_confusion(preds: list[Prediction]) -> dict | None:
    rows = [p for p in preds if p.label == 1 and p.segments is not None]
    if not rows:
        return None
    k = len(SEGMENT_LABELS)
    matrix = [[0] * k for _ in range(k)]
    hit = total = 0
    for p in rows:
        predicted = [NONE_LABEL] * len(p.segment_labels)
        for node, seg in enumerate(p.segments):
            if 0 <= seg < len(predicted):
                predicted[seg] = p.node_subtasks[node]
                total += 1
                hit += p.segment_labels[seg] == p.node_subtasks[node]
        for true, pred in zip(p.segment_labels, predicted):
            matrix[true][pred] += 1
    return {"labels": list(SEGMENT_LABELS), "matrix": matrix, "rows": "true", "columns": "aligned query",
            "alignment_accuracy": hit / total if total else 0.0, "samples": len(rows)}


def split_report(preds: list[Prediction]) -> dict:
    labels = [p.label for p in preds]
    guesses = [p.prediction for p in preds]
    report = binary_metrics(labels, guesses)
    report["by_complexity"] = grouped_metrics(labels, guesses, [p.meta["complexity"] for p in preds])
    report["by_ordering"] = grouped_metrics(labels, guesses, [p.meta["ordering"] for p in preds])
    confusion = alignment_confusion(preds)
    if confusion is not None:
        report["alignment"] = confusion
    return report
