"""The NSG aligner: the best order-preserving one-to-one assignment of queries to segments.

For a query sequence (one topological sort of a task graph) and a video cut into S segments,
an alignment gives each of the N queries its own segment, in order (query i+1 on a later segment
than query i). Its score is the sum of the queries' log-probabilities on their segments; the
aligner returns the best score and the segments that reach it (Eq. 1-4 of the EgoTV paper).

The dynamic programme over suffixes, D[i][j] = best score of queries i.. on segments j..,
is D[i][j] = max(l(i, j) + D[i+1][j+1], D[i][j+1]). Unrolled over j it is a reverse running
maximum of C_i[j] = l(i, j) + D[i+1][j+1], so one step per query is a single ``cummax`` over the
segments: the only Python loop is over the N queries, never over samples or segments.

Graphs have several topological sorts and samples have different numbers of queries and
segments; :func:`align_graphs` runs all (sample, sort) pairs with the same number of queries in
one call (segments past a sample's length are -inf, which is exact) and keeps each sample's
best sort.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from nsg.errors import InvalidValueError

NEG_INF = float("-inf")


def align_sequence(logp: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Best order-preserving one-to-one alignment of N queries to S segments.

    Args:
        logp: float tensor ``[..., N, S]`` with ``S >= N``: log-probability of query i on segment j.

    Returns:
        ``(best, index)``: ``best[...]`` the maximum over alignments of the summed log-probabilities,
        ``index[..., N]`` (int64) the segment chosen for each query, strictly increasing.
        Among equally good alignments, each query takes the latest segment that keeps the optimum.
        No gradient flows through ``index``; gather ``logp`` at it to train (see :func:`gather_aligned`).
    """
    if logp.dim() < 2:
        raise InvalidValueError(f"logp must be [..., N, S], got shape {tuple(logp.shape)}")
    if not torch.is_floating_point(logp):
        raise TypeError(f"logp must be a float tensor, got {logp.dtype}")
    *lead, n, s = logp.shape
    if n < 1:
        raise InvalidValueError("logp has no query (N = 0)")
    if s < n:
        raise InvalidValueError(f"need at least as many segments as queries, got N={n} queries and S={s} segments")
    with torch.no_grad():
        x = logp.detach().reshape(-1, n, s)
        if torch.isnan(x).any():
            raise InvalidValueError("logp contains NaN")
        best, index = _align_reversed(x.flip(-1))
    return best.reshape(lead), index.reshape(*lead, n)


def _align_reversed(xr: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """The DP of :func:`align_sequence` on ``[B, N, S]`` log-probabilities whose segment axis
    is already reversed (no checks; the callers validate)."""
    # Working on reversed segments (r = S-1-j) makes the suffix maximum a prefix cummax.
    # R_i[r] = D[i][S-1-r];  C_i[r] = l(i, S-1-r) + R_{i+1}[r-1], with R_{i+1}[-1] = D[i+1][S]
    # = -inf (no segment left) for i+1 < N. That -inf also rules out starts with too little
    # room for the later queries, so no explicit feasibility mask is needed.
    b, n, s = xr.shape
    no_segment = torch.full((b, 1), NEG_INF, dtype=xr.dtype, device=xr.device)
    candidates: list[torch.Tensor] = [xr[:, 0]] * n
    running = None
    for i in range(n - 1, -1, -1):
        c = xr[:, i] if running is None else xr[:, i] + torch.cat([no_segment, running[:, :-1]], dim=-1)
        candidates[i] = c
        running = torch.cummax(c, dim=-1).values
    best = running[:, s - 1]
    index = torch.empty((b, n), dtype=torch.long, device=xr.device)
    rev = torch.arange(s, device=xr.device).unsqueeze(0)
    limit = torch.full((b, 1), s - 1, dtype=torch.long, device=xr.device)  # last usable r
    for i in range(n):
        masked = candidates[i].masked_fill(rev > limit, NEG_INF)
        # argmax gives the first maximum (smallest r = latest segment); the clamp only
        # matters when every candidate is -inf, and keeps room for the later queries
        r = masked.argmax(-1, keepdim=True).clamp_min(n - 1 - i)
        index[:, i] = s - 1 - r.squeeze(1)
        limit = r - 1
    return best, index


def gather_aligned(logp: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """``logp[..., i, index[..., i]]`` for every query i: the differentiable per-query terms."""
    return logp.gather(-1, index.unsqueeze(-1)).squeeze(-1)


@dataclass
class GraphAlignment:
    """Best alignment over the topological sorts of each sample's graph.

    ``score[b]``: summed log-probability of the best alignment (``-inf`` when the sample has
    fewer segments than queries); ``sort[b]``: which sort won; ``segment[b, q]``: the segment
    node q (in graph order) is aligned to, -1 for padded nodes.
    """

    score: torch.Tensor
    sort: torch.Tensor
    segment: torch.Tensor


def align_graphs(logp: torch.Tensor, num_nodes: torch.Tensor, num_segments: torch.Tensor,
                 sorts: torch.Tensor, sort_valid: torch.Tensor) -> GraphAlignment:
    """Align every topological sort of every sample in batched calls; keep each sample's best sort.

    Args:
        logp: ``[B, Nmax, Smax]`` log-probabilities per graph node (graph order) and segment.
        num_nodes, num_segments: ``[B]`` real sizes; entries beyond them are ignored.
        sorts: ``[B, K, Nmax]`` node indices in sort order (entries past ``num_nodes`` ignored).
        sort_valid: ``[B, K]`` which of the K sort slots are real sorts.

    The (sample, sort) pairs are grouped by their number of queries N (one
    :func:`align_sequence` call per distinct N: a loop over N, never over samples). Within a
    group, segments past a sample's length get -inf, so they can never be chosen: the padded
    problem's optimum is the real one's.
    """
    bsz, nmax, smax = logp.shape
    k = sorts.shape[1]
    if sorts.shape != (bsz, k, nmax) or sort_valid.shape != (bsz, k):
        raise InvalidValueError(f"sorts {tuple(sorts.shape)} / sort_valid {tuple(sort_valid.shape)} do not match "
                         f"logp {tuple(logp.shape)}")
    device = logp.device
    with torch.no_grad():
        lp = logp.detach()
        if torch.isnan(lp).any():
            raise InvalidValueError("logp contains NaN")
        num_nodes, num_segments = num_nodes.to(device), num_segments.to(device)
        sorts, sort_valid = sorts.to(device), sort_valid.to(device)
        best_per_sort = torch.full((bsz, k), NEG_INF, dtype=lp.dtype, device=device)
        index_per_sort = torch.zeros((bsz, k, nmax), dtype=torch.long, device=device)
        col = torch.arange(smax, device=device)
        # mask padded segments and reverse the segment axis once for all sorts
        lpr = lp.masked_fill(col.view(1, 1, smax) >= num_segments.view(bsz, 1, 1), NEG_INF).flip(-1)
        for n in torch.unique(num_nodes).tolist():
            pairs = ((num_nodes.view(bsz, 1) == n) & sort_valid).nonzero()
            if n < 1 or n > smax or len(pairs) == 0:
                continue  # n > smax: every sample of this group is too short, nothing fits
            bi, ki = pairs[:, 0], pairs[:, 1]
            best, index = _align_reversed(lpr[bi.unsqueeze(1), sorts[bi, ki, :n]])  # rows [M, n, Smax]
            best_per_sort[bi, ki] = best
            index_per_sort[bi, ki, :n] = index
        top = best_per_sort.argmax(dim=1)
        ar = torch.arange(bsz, device=device)
        score = best_per_sort[ar, top]
        chosen_sort = sorts[ar, top]                                  # [B, Nmax]
        chosen_index = index_per_sort[ar, top]                        # [B, Nmax]
        real_row = torch.arange(nmax, device=device).view(1, nmax) < num_nodes.view(bsz, 1)
        # scatter back from sort order to node order; padded rows write to a dump column
        target = torch.where(real_row, chosen_sort.clamp(0, nmax - 1), torch.full_like(chosen_sort, nmax))
        dump = torch.full((bsz, nmax + 1), -1, dtype=torch.long, device=device)
        dump.scatter_(1, target, torch.where(real_row, chosen_index, torch.full_like(chosen_index, -1)))
        # a sample with fewer segments than nodes has score -inf and meaningless segments
        segment = dump[:, :nmax]
    return GraphAlignment(score=score, sort=top, segment=segment)


def sorts_tensor(sorts_per_sample: Sequence[Sequence[Sequence[int]]], nmax: int | None = None
                 ) -> tuple[torch.Tensor, torch.Tensor]:
    """Pad lists of topological sorts (one list per sample) into ``(sorts [B,K,Nmax], valid [B,K])``."""
    if not sorts_per_sample or any(len(s) == 0 for s in sorts_per_sample):
        raise InvalidValueError("every sample needs at least one topological sort")
    nmax = nmax or max(len(order) for sorts in sorts_per_sample for order in sorts)
    k = max(len(s) for s in sorts_per_sample)
    pad_order = [0] * nmax
    rows = [[list(order) + [0] * (nmax - len(order)) for order in sorts] + [pad_order] * (k - len(sorts))
            for sorts in sorts_per_sample]
    valid = [[True] * len(sorts) + [False] * (k - len(sorts)) for sorts in sorts_per_sample]
    return torch.tensor(rows, dtype=torch.long), torch.tensor(valid, dtype=torch.bool)


def align_sequence_reference(logp: Sequence[Sequence[float]]) -> tuple[float, list[int]]:
    """Straightforward per-sample Python DP (the paper's recursion), for benchmarks and checks.

    ``logp`` is a nested list ``[N][S]``; returns ``(best, index)`` like :func:`align_sequence`.
    """
    n, s = len(logp), len(logp[0])
    if s < n:
        raise InvalidValueError(f"need at least as many segments as queries, got N={n} and S={s}")
    table = [[NEG_INF] * (s + 1) for _ in range(n + 1)]
    take = [[False] * (s + 1) for _ in range(n + 1)]
    for j in range(s + 1):
        table[n][j] = 0.0
    for i in range(n - 1, -1, -1):
        for j in range(s - 1, -1, -1):
            if s - j < n - i:
                continue
            use = logp[i][j] + table[i + 1][j + 1]
            skip = table[i][j + 1]
            if use >= skip:
                table[i][j], take[i][j] = use, True
            else:
                table[i][j] = skip
    index, j = [], 0
    for i in range(n):
        while not take[i][j] and s - j > n - i:
            j += 1
        index.append(j)
        j += 1
    return table[0][0], index
