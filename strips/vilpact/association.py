"""Order-free association between actions in the knowledge base's videos.

Charades videos revolve around a few objects, so an action unrelated to the rest of a video
stands out. Three smoothed conditional probabilities, counted over KB videos (each video counts
once per pair), ``P(a | b) = (n(a, b) + k) / (n(b) + k K)``:

* *co-occurrence*: ``a`` and ``b`` anywhere in the same video (a class with itself excluded,
  since any class "co-occurs" perfectly with itself);
* *observed -> future*: ``b`` in the observed part, ``a`` in the future part (this is where
  repeating an observed action is measured);
* *within future*: both in the future part.

For a candidate future, each score is the mean over its actions ``a`` of the mean
``log P(a | b)`` over the context actions ``b``. The counts behind every number can be shown.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np

from strips.vilpact.sequences import KBSequence

ASSOCIATION_FEATURES = ("cooccurrence", "observed_to_future", "within_future",
                        "repeats_observed", "repeats_candidate")


def _i(aid: str) -> int:
    return int(aid[1:])


def _log_conditional(together: np.ndarray, given: np.ndarray, k: float) -> np.ndarray:
    n = together.shape[0]
    return np.log((together + k) / (given[None, :] + k * n))


@dataclass(frozen=True)
class PairCount:
    action: str
    context: str
    together: int
    context_videos: int
    logp: float


class AssociationModel:
    def __init__(self, sequences: Iterable[KBSequence], n_classes: int, k: float = 0.1):
        n = n_classes
        self.k = k
        self.together = np.zeros((n, n))
        self.obs_fut = np.zeros((n, n))     # [future action, observed action]
        self.fut_fut = np.zeros((n, n))
        self.df = np.zeros(n)
        self.df_obs = np.zeros(n)
        self.df_fut = np.zeros(n)
        for s in sequences:
            every = sorted({_i(a) for a in s.actions})
            self.together[np.ix_(every, every)] += 1
            self.df[every] += 1
            obs, fut = sorted({_i(a) for a in s.observed}), sorted({_i(a) for a in s.future})
            if obs and fut:
                self.df_obs[obs] += 1
                self.df_fut[fut] += 1
                self.obs_fut[np.ix_(fut, obs)] += 1
                self.fut_fut[np.ix_(fut, fut)] += 1
        self.log_together = _log_conditional(self.together, self.df, k)
        self.log_obs_fut = _log_conditional(self.obs_fut, self.df_obs, k)
        self.log_fut_fut = _log_conditional(self.fut_fut, self.df_fut, k)

    @staticmethod
    def _mean_over(candidate: Sequence[str], contexts: list[list[str]], table: np.ndarray) -> float:
        vals = [np.mean([table[_i(a), _i(b)] for b in ctx]) for a, ctx in zip(candidate, contexts) if ctx]
        return float(np.mean(vals)) if vals else 0.0

    def features(self, observed: Sequence[str], candidate: Sequence[str]) -> dict[str, float]:
        others = [[b for j, b in enumerate(candidate) if j != i] for i in range(len(candidate))]
        co_ctx = [[b for b in list(observed) + o if b != a] for a, o in zip(candidate, others)]
        return {
            "cooccurrence": self._mean_over(candidate, co_ctx, self.log_together),
            "observed_to_future": self._mean_over(candidate, [list(observed)] * len(candidate),
                                                  self.log_obs_fut),
            "within_future": self._mean_over(candidate, others, self.log_fut_fut),
            "repeats_observed": float(sum(a in set(observed) for a in candidate)),
            "repeats_candidate": float(len(candidate) - len(set(candidate))),
        }

    def pair_counts(self, action: str, context: Sequence[str]) -> list[PairCount]:
        """Video-level co-occurrence counts of ``action`` with each context action."""
        a = _i(action)
        return [PairCount(action, b, int(self.together[a, _i(b)]), int(self.df[_i(b)]),
                          float(self.log_together[a, _i(b)])) for b in context if b != action]
