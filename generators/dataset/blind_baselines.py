"""Blind baselines: how well a verifier does WITHOUT the video (or without the text).

A benchmark is only as good as its blind baselines: if a model that reads only the description
beats chance, the data has a shortcut and every other figure is suspect. Each baseline is trained
on the train split's samples and scored on each test split (accuracy, chance = 50% because every
video has one true and one false description):

- ``text``: word 1-2-gram logistic regression on the description (scikit-learn);
- ``structure``: logistic regression on the described graph's structure (sub-tasks, ordering
  pairs, sizes), no words at all;
- ``lookup``: the rule "true iff the described partial order is one of this split's tasks";
- ``video``: logistic regression on pixel statistics of the video alone (colour histograms of
  a few frames, length). Every video is shown with one true and one false description, so any
  video-only model is at exactly 50% by construction; it is measured to show it.

A sample here is a dict with ``split``, ``text``, ``graph`` (``TaskGraph.to_json()``), ``label``
and optionally ``video`` (a path) and ``mistake``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np

from contracts.library import splits as split_lib
from contracts.library.tasks import get_task

BASELINES: tuple[str, ...] = ("text", "structure", "lookup", "video")


def graph_signature(graph: Mapping) -> tuple[frozenset, frozenset]:
    """A described graph's partial order, independent of node numbering: (steps, ordered pairs)."""
    names = [n["subtask"] for n in graph["nodes"]]
    return frozenset(names), frozenset((names[a], names[b]) for a, b in graph["edges"])


def task_signature(task: str) -> tuple[frozenset, frozenset]:
    spec = get_task(task)
    return frozenset(spec.subtasks), frozenset(spec.edges)


def structure_features(graph: Mapping) -> dict[str, float]:
    names = [n["subtask"] for n in graph["nodes"]]
    feats: dict[str, float] = {"n_steps": len(names), "n_edges": len(graph["edges"])}
    for s in names:
        feats[f"has_{s}"] = 1.0
    for a, b in graph["edges"]:
        feats[f"{names[a]}<{names[b]}"] = 1.0
    sources = {a for a, _ in graph["edges"]}
    for i, s in enumerate(names):
        if i not in sources and graph["edges"]:
            feats[f"last_{s}"] = 1.0
    return feats


def video_features(path: str | Path, n_frames: int = 6) -> np.ndarray:
    """Colour histograms (8 bins per channel) of a few evenly spaced frames, and the length."""
    import cv2

    cap = cv2.VideoCapture(str(path))
    total = int(cap.get(cv2.CAP_PROP_FRAME_COUNT))
    feats = []
    for k in np.linspace(0, max(total - 1, 0), n_frames).astype(int):
        cap.set(cv2.CAP_PROP_POS_FRAMES, int(k))
        ok, frame = cap.read()
        if not ok:
            feats.append(np.zeros(24))
            continue
        feats.append(np.concatenate([np.histogram(frame[..., c], bins=8, range=(0, 256))[0] / frame[..., c].size
                                     for c in range(3)]))
    cap.release()
    return np.concatenate([np.mean(feats, axis=0), [total / 500.0]])


def _text_model():
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    return make_pipeline(CountVectorizer(ngram_range=(1, 2), lowercase=True), LogisticRegression(max_iter=2000))


def _structure_model():
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    return make_pipeline(DictVectorizer(), LogisticRegression(max_iter=2000))


def _video_model():
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    return make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000))


def _accuracy(pred: Sequence, labels: Sequence) -> float:
    return round(100.0 * float(np.mean(np.asarray(pred) == np.asarray(labels))), 1) if len(labels) else float("nan")


def run_baselines(samples: Iterable[Mapping], baselines: Sequence[str] = ("text", "structure", "lookup"),
                  video_cache: dict | None = None) -> dict[str, dict[str, dict]]:
    """baseline -> test split -> {"accuracy", "samples", "mistake_accuracy"} (train on train)."""
    samples = list(samples)
    unknown = [b for b in baselines if b not in BASELINES]
    if unknown:
        raise ValueError(f"unknown baseline(s) {unknown}; valid: {', '.join(BASELINES)}")
    train = [s for s in samples if s["split"] == "train"]
    tests = {name: [s for s in samples if s["split"] == name] for name in split_lib.TEST_SPLITS}
    tests = {k: v for k, v in tests.items() if v}
    out: dict[str, dict[str, dict]] = {}
    if not train or not tests:
        return out
    cache = video_cache if video_cache is not None else {}

    def vfeat(s: Mapping) -> np.ndarray:
        if s["video"] not in cache:
            cache[s["video"]] = video_features(s["video"])
        return cache[s["video"]]

    encoders: dict[str, tuple[Callable, Callable | None]] = {
        "text": (lambda ss: [s["text"] for s in ss], _text_model),
        "structure": (lambda ss: [structure_features(s["graph"]) for s in ss], _structure_model),
        "video": (lambda ss: np.stack([vfeat(s) for s in ss]), _video_model),
        "lookup": (lambda ss: ss, None),
    }
    y_train = [s["label"] for s in train]
    for name in baselines:
        if name == "video" and not all(s.get("video") for s in samples):
            continue
        encode, make_model = encoders[name]
        out[name] = {}
        model = None
        if make_model is not None:
            model = make_model()
            model.fit(encode(train), y_train)
        for split_name, ss in tests.items():
            if model is None:
                tasks = {task_signature(t) for t in split_lib.get_split(split_name).tasks}
                pred = [int(graph_signature(s["graph"]) in tasks) for s in ss]
            else:
                pred = model.predict(encode(ss))
            labels = [s["label"] for s in ss]
            mist = [i for i, s in enumerate(ss) if s.get("mistake")]
            out[name][split_name] = {
                "accuracy": _accuracy(pred, labels), "samples": len(ss),
                "mistake_accuracy": _accuracy([pred[i] for i in mist], [labels[i] for i in mist]) if mist else None,
                "mistake_samples": len(mist)}
    return out
