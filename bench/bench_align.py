"""Aligner speed: batched tensor DP (nsg.models.align) against a straightforward per-sample Python DP.

Same inputs for both: a batch of 64 samples, each with a graph of N queries (N up to 8) and
several topological sorts, over S segments (S up to 40). Each method is timed with
perf_counter over --repeats runs on the same inputs and the median is printed (a single run of
a few milliseconds is at the mercy of other processes on a shared machine); the results are
checked to agree before the times are printed.

    .venv/bin/python bench/bench_align.py [--batch 64 1024] [--threads 1]
"""
from __future__ import annotations

import argparse
import math
import statistics
import time

import torch

from nsg.models.align import align_graphs, align_sequence_reference, sorts_tensor


def make_inputs(batch: int, nmax: int, smax: int, max_sorts: int, seed: int):
    gen = torch.Generator().manual_seed(seed)
    num_nodes = torch.randint(1, nmax + 1, (batch,), generator=gen)
    num_nodes[0] = nmax
    num_segments = torch.maximum(torch.randint(smax // 2, smax + 1, (batch,), generator=gen), num_nodes)
    num_segments[0] = smax
    sorts = []
    for b in range(batch):
        n = int(num_nodes[b])
        k = max_sorts if b == 0 else int(torch.randint(1, max_sorts + 1, (1,), generator=gen))
        orders = {tuple(torch.randperm(n, generator=gen).tolist()) for _ in range(k)}
        sorts.append(sorted(orders))
    logp = torch.log(torch.rand((batch, nmax, smax), generator=gen)).clamp_min(-30)
    return logp, num_nodes, num_segments, sorts


def python_dp(logp, num_nodes, num_segments, sorts) -> list[float]:
    rows = logp.tolist()
    best = []
    for b, orders in enumerate(sorts):
        s = int(num_segments[b])
        best.append(max(align_sequence_reference([rows[b][q][:s] for q in order])[0] for order in orders))
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", type=int, nargs="+", default=[64, 1024],
                    help="batch sizes (64 is the issue's setting; larger ones show the scaling)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    print(f"torch threads={args.threads}; median of {args.repeats} runs each (after one warm-up of the batched path)")
    print(f"{'batch':>5} {'N max':>5} {'S max':>5} {'sorts':>5} {'alignments':>10} {'python DP s':>12} "
          f"{'batched s':>10} {'speed-up':>9}")
    for batch, (nmax, smax, max_sorts) in ((b, c) for b in args.batch
                                             for c in ((2, 10, 2), (4, 20, 6), (6, 30, 12), (8, 40, 24))):
        logp, nn, ns, sorts = make_inputs(batch, nmax, smax, max_sorts, seed=nmax)
        st, valid = sorts_tensor(sorts, nmax)
        align_graphs(logp, nn, ns, st, valid)  # warm-up (allocator, kernels)
        t_py, t_batched = [], []
        for _ in range(args.repeats):
            t0 = time.perf_counter()
            ref = python_dp(logp, nn, ns, sorts)
            t_py.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            st, valid = sorts_tensor(sorts, nmax)  # padding is part of the batched path's cost
            out = align_graphs(logp, nn, ns, st, valid)
            t_batched.append(time.perf_counter() - t0)
        t_py, t_batched = statistics.median(t_py), statistics.median(t_batched)
        assert all(math.isclose(a, float(b), rel_tol=1e-4, abs_tol=1e-3) for a, b in zip(ref, out.score)), \
            "batched aligner disagrees with the Python DP"
        count = sum(len(s) for s in sorts)
        print(f"{batch:>5} {nmax:>5} {smax:>5} {max_sorts:>5} {count:>10} {t_py:>12.4f} {t_batched:>10.4f} "
              f"{t_py / t_batched:>8.1f}x")


if __name__ == "__main__":
    main()
