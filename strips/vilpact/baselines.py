"""Count-based sequence models over the knowledge base's action sequences.

:class:`BigramModel` is the plain baseline of the issue: ``P(a_t | a_{t-1})`` with add-``k``
smoothing over the KB sequences (with start and end symbols); a candidate future scores the log
probability of its transitions, starting from the last observed action and ending with the end
symbol.

:class:`CooccurrenceModel` ignores order: how often two classes appear in the same KB video.
``P(a | b) = (videos with a and b + k) / (videos with b + k * K)``. A candidate's coherence is the
mean over its actions ``a`` of the mean ``log P(a | b)`` over the context actions ``b`` (the
observed ones and the candidate's other actions). Charades videos revolve around a few objects,
so an action unrelated to the rest of the video stands out.
"""
from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class PairEvidence:
    action: str
    context: str
    together: int     # KB videos with both
    context_count: int
    logp: float


class CooccurrenceModel:
    def __init__(self, sequences: Iterable[KBSequence], n_classes: int, k: float = 0.5):
        self.n, self.k = n_classes, k
        together = np.zeros((n_classes, n_classes))
        for s in sequences:
            ids = sorted({_idx(a) for a in s.actions})
            together[np.ix_(ids, ids)] += 1
        self.together = together
        self.df = np.diag(together).copy()
        # logp[a, b] = log P(a in video | b in video)
        self.logp = np.log((together + k) / (self.df[None, :] + k * n_classes))

    def coherence(self, observed: Sequence[str], candidate: Sequence[str]) -> float:
        vals = []
        for i, a in enumerate(candidate):
            context = list(observed) + [b for j, b in enumerate(candidate) if j != i]
            if context:
                vals.append(np.mean([self.logp[_idx(a), _idx(b)] for b in context]))
        return float(np.mean(vals)) if vals else 0.0

    def evidence(self, action: str, context: Sequence[str]) -> list[PairEvidence]:
        a = _idx(action)
        return [PairEvidence(action, b, int(self.together[a, _idx(b)]), int(self.df[_idx(b)]),
                             float(self.logp[a, _idx(b)])) for b in context]
