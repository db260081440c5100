"""The plain baseline: a bigram model over the knowledge base's action sequences.

``P(a_t | a_{t-1})`` with add-``k`` smoothing over the KB sequences, with start and end symbols;
a candidate future scores the log probability of its transitions, from the last observed action
to the end symbol. The issue reports about 86% on the dev questions for such a model.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import numpy as np

from strips.vilpact.sequences import KBSequence

BOS, EOS = "<s>", "</s>"


def _idx(aid: str) -> int:
    return int(aid[1:])


class BigramModel:
    def __init__(self, sequences: Iterable[KBSequence], n_classes: int, k: float = 0.1):
        self.n, self.k = n_classes, k
        self.counts = np.zeros((n_classes + 1, n_classes + 1))   # row/col n: BOS (row) / EOS (col)
        for s in sequences:
            ids = [_idx(a) for a in s.actions]
            prev = n_classes
            for a in ids:
                self.counts[prev, a] += 1
                prev = a
            if ids:
                self.counts[prev, n_classes] += 1
        totals = self.counts.sum(axis=1, keepdims=True)
        self.logp = np.log((self.counts + k) / (totals + k * (n_classes + 1)))

    def transitions(self, observed: Sequence[str], candidate: Sequence[str]) -> list[tuple[str, str, float]]:
        prev = _idx(observed[-1]) if observed else self.n
        out = []
        for a in candidate:
            out.append((self._name(prev), a, float(self.logp[prev, _idx(a)])))
            prev = _idx(a)
        out.append((self._name(prev), EOS, float(self.logp[prev, self.n])))
        return out

    def _name(self, i: int) -> str:
        return BOS if i == self.n else f"c{i:03d}"

    def score(self, observed: Sequence[str], candidate: Sequence[str]) -> float:
        return sum(lp for _, _, lp in self.transitions(observed, candidate))
