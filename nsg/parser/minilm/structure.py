"""Exact decoding of the order of the steps: the best layered assignment under the head's scores.

A layered graph over n steps is an assignment of each step to one of k ordered groups, every
group used (an ordered set partition): 1, 3, 13, 75, 541, 4683 of them for n = 1..6. All are
scored at once (a tensor per n, cached): the log-probabilities of every pair's relation
(before / same group / after) plus, weighted, each step's depth. Exhaustive search is exact and
cheap at this size, and any assignment it returns is a layered graph by construction.
"""
from __future__ import annotations

import itertools
from functools import lru_cache

import torch

from nsg.parser.minilm.head import AFTER, BEFORE, PAIRS, SAME

DEPTH_WEIGHT = 0.5  # the pairwise relations are the primary evidence (see nsg.parser.minilm.head)


@lru_cache(maxsize=None)
def assignments(n: int) -> torch.Tensor:
    """[P, n] group index of each step, for every ordered set partition of n steps."""
    rows = [g for g in itertools.product(range(n), repeat=n) if set(g) == set(range(max(g) + 1))]
    return torch.tensor(rows, dtype=torch.long).reshape(len(rows), n)


def relation(ga: torch.Tensor, gb: torch.Tensor) -> torch.Tensor:
    return torch.where(ga < gb, BEFORE, torch.where(ga == gb, SAME, AFTER))


def best_order(present: list[int], pair_logp: torch.Tensor, depth_logp: torch.Tensor) -> tuple[list[int], float]:
    """Groups of the present sub-tasks (indices into SUBTASK_ORDER, ascending) and the probability
    of that assignment among all assignments (softmax of the scores).

    ``pair_logp`` [15, 3]: log P(relation) per pair of :data:`nsg.parser.minilm.head.PAIRS`;
    ``depth_logp`` [6, D]: log P(depth) per sub-task given that it is present.
    """
    n = len(present)
    if n == 1:
        return [0], 1.0
    cand = assignments(n)
    score = torch.zeros(cand.shape[0])
    index = {p: k for k, p in enumerate(PAIRS)}
    for a, b in itertools.combinations(range(n), 2):
        lp = pair_logp[index[(present[a], present[b])]]
        score += lp[relation(cand[:, a], cand[:, b])]
    for a, s in enumerate(present):
        d = cand[:, a].clamp(max=depth_logp.shape[1] - 1)
        score += DEPTH_WEIGHT * depth_logp[s, d]
    probs = score.softmax(0)
    best = int(score.argmax())
    return cand[best].tolist(), float(probs[best])
