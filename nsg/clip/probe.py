"""The perception benchmark: what frozen features say about objects, read by linear probes.

Linear probes (balanced logistic regression, scikit-learn) are fitted on the features of
TRAIN-split images and scored on each test split (novel_scenes above all: kitchens never seen),
once on object crops (``roi``) and once on whole frames (``frame``):

- ``object``: which object a crop shows (for a frame: the video's target object);
- ``receptacle``: which receptacle a crop shows (for a frame: what the target is in);
- ``hot``, ``cold``, ``clean``, ``sliced``, ``held``: the target's recorded state, on the target's
  own crops and on frames.

Scores are balanced accuracy (the mean of per-class recall), so "always the common class" gets
1 / classes. A label with one class in the train split, or none in a test split, is reported as
null with the reason in ``skipped``.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass, field

import numpy as np

from nsg.clip.examples import CROP, FRAME, STATE_NAMES, Examples, receptacle_tokens

PROBE_LABELS: tuple[str, ...] = ("object", "receptacle") + STATE_NAMES
VIEWS: tuple[str, ...] = ("roi", "frame")
MAIN_SPLIT = "novel_scenes"


def label_table(ex: Examples, view: str, label: str) -> tuple[np.ndarray, list[str]]:
    """Indices of the examples that carry ``label`` in ``view``, and their label values."""
    kind = CROP if view == "roi" else FRAME
    recs = receptacle_tokens()
    idx, ys = [], []
    for i, k in enumerate(ex.kind):
        if k != kind:
            continue
        if label == "object":
            y = ex.identity[i] if (view == "frame" or ex.identity[i] not in recs) else None
        elif label == "receptacle":
            y = (ex.place[i] or None) if view == "frame" else (ex.identity[i] if ex.identity[i] in recs else None)
        else:
            s = int(ex.states[i, STATE_NAMES.index(label)])
            y = str(s) if s >= 0 else None
        if y is not None:
            idx.append(i)
            ys.append(y)
    return np.array(idx, dtype=np.int64), ys


@dataclass
class ProbeReport:
    scores: dict[str, dict[str, dict[str, float | None]]] = field(default_factory=dict)  # split -> view -> label
    counts: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        main = self.scores.get(MAIN_SPLIT, {})
        return {"split": MAIN_SPLIT, **{v: main.get(v, {}) for v in VIEWS}, "splits": self.scores,
                "test_examples": self.counts, "skipped": self.skipped}


def run_probes(ex: Examples, features: np.ndarray, seed: int = 0) -> ProbeReport:
    """Fit each (view, label) probe on the train split's examples and score every other split."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import balanced_accuracy_score
    from sklearn.preprocessing import StandardScaler

    report = ProbeReport()
    split = np.array(ex.split)
    tests = sorted(set(ex.split) - {"train"})
    for view in VIEWS:
        for label in PROBE_LABELS:
            idx, ys = label_table(ex, view, label)
            ys = np.array(ys)
            train = split[idx] == "train"
            if len(set(ys[train])) < 2:
                report.skipped.append(f"{view}/{label}: fewer than 2 classes among train examples")
                continue
            scaler = StandardScaler().fit(features[idx[train]])
            clf = LogisticRegression(max_iter=2000, class_weight="balanced", C=0.5, random_state=seed)
            clf.fit(scaler.transform(features[idx[train]]), ys[train])
            for test in tests:
                mine = split[idx] == test
                cell = report.scores.setdefault(test, {}).setdefault(view, {})
                report.counts.setdefault(test, {}).setdefault(view, {})[label] = int(mine.sum())
                seen = mine & np.isin(ys, clf.classes_)  # a class never trained on cannot be predicted
                if not seen.any():
                    cell[label] = None
                    continue
                pred = clf.predict(scaler.transform(features[idx[seen]]))
                with warnings.catch_warnings():  # a split may lack classes the probe predicts: counted as errors
                    warnings.simplefilter("ignore", UserWarning)
                    cell[label] = round(float(balanced_accuracy_score(ys[seen], pred)), 4)
    return report
