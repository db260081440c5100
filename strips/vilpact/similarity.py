"""Time-series distances between action sequences: DTW and TWED, batched with numpy.

Sequences are class indices; an element distance matrix says how far two classes are. Three
representations give three matrices: ``ids`` (0 if the same class, else 1), ``text`` and
``visual`` (cosine distance of ViLPAct's per-class prototype features). Index ``K`` (one past the
last class) is padding, at distance 1 from every class, so TWED's virtual first element and
ragged batches need no special case.

TWED (time warp edit distance, Marteau 2009) with time stamps 1..n: matching costs both the
element distances at i, j and at i-1, j-1 plus ``nu`` times the time gaps; deleting costs the
distance to the previous element plus ``nu`` plus ``lam``. DTW is the classic recurrence.
Both run a Python loop over (i, j) and vectorise over the batch of sequence pairs.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from strips.vilpact.errors import InvalidSettingError

REPRESENTATIONS = ("ids", "text", "visual")
DISTANCES = ("twed", "dtw")


def element_distances(n_classes: int, features: np.ndarray | None = None) -> np.ndarray:
    """(K+1)x(K+1) matrix: ids distance without ``features``, cosine distance with them."""
    if features is None:
        d = 1.0 - np.eye(n_classes + 1)
    else:
        if features.shape[0] != n_classes:
            raise InvalidSettingError(f"features have {features.shape[0]} rows, expected {n_classes}")
        f = features / np.maximum(np.linalg.norm(features, axis=1, keepdims=True), 1e-12)
        d = np.ones((n_classes + 1, n_classes + 1))
        d[:n_classes, :n_classes] = np.clip(1.0 - f @ f.T, 0.0, 2.0)
        np.fill_diagonal(d, 0.0)
    return d.astype(np.float64)


def _pad(seqs: Sequence[Sequence[int]], pad: int) -> tuple[np.ndarray, np.ndarray]:
    lengths = np.array([len(s) for s in seqs], dtype=np.int64)
    width = int(lengths.max()) if len(seqs) else 0
    out = np.full((len(seqs), width + 1), pad, dtype=np.int64)  # column 0: virtual start
    for b, s in enumerate(seqs):
        out[b, 1:len(s) + 1] = s
    return out, lengths


def _batch_table(a, b, dist: np.ndarray):
    """Padded pairs and the DP table (0 at the virtual start, inf elsewhere) for DTW and TWED."""
    if len(a) != len(b):
        raise InvalidSettingError(f"{len(a)} left sequences for {len(b)} right ones")
    pad = dist.shape[0] - 1
    A, la = _pad(a, pad)
    B, lb = _pad(b, pad)
    D = np.full((len(a), A.shape[1], B.shape[1]), np.inf)
    D[:, 0, 0] = 0.0
    return A, la, B, lb, D


def dtw(a: Sequence[Sequence[int]], b: Sequence[Sequence[int]], dist: np.ndarray) -> np.ndarray:
    """DTW distance of each pair (a[k], b[k]); empty sequences are at distance inf."""
    A, la, B, lb, D = _batch_table(a, b, dist)
    n, m, nb = A.shape[1] - 1, B.shape[1] - 1, len(a)
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            best = np.minimum(np.minimum(D[:, i - 1, j], D[:, i, j - 1]), D[:, i - 1, j - 1])
            D[:, i, j] = dist[A[:, i], B[:, j]] + best
    return D[np.arange(nb), la, lb]


def twed(a: Sequence[Sequence[int]], b: Sequence[Sequence[int]], dist: np.ndarray,
         nu: float = 0.1, lam: float = 1.0) -> np.ndarray:
    """TWED of each pair (a[k], b[k]) with time stamps 1..n (see the module docstring)."""
    A, la, B, lb, D = _batch_table(a, b, dist)
    n, m, nb = A.shape[1] - 1, B.shape[1] - 1, len(a)
    for i in range(1, n + 1):
        del_a = dist[A[:, i - 1], A[:, i]] + nu + lam
        for j in range(1, m + 1):
            del_b = dist[B[:, j - 1], B[:, j]] + nu + lam
            match = (dist[A[:, i], B[:, j]] + dist[A[:, i - 1], B[:, j - 1]]
                     + nu * (abs(i - j) + abs((i - 1) - (j - 1))))
            D[:, i, j] = np.minimum(np.minimum(D[:, i - 1, j] + del_a, D[:, i, j - 1] + del_b),
                                    D[:, i - 1, j - 1] + match)
    return D[np.arange(nb), la, lb]


def sequence_distance(kind: str, a, b, dist: np.ndarray, **kw) -> np.ndarray:
    if kind == "twed":
        return twed(a, b, dist, **kw)
    if kind == "dtw":
        return dtw(a, b, dist)
    raise InvalidSettingError(f"unknown sequence distance {kind!r}; valid: {', '.join(DISTANCES)}")
