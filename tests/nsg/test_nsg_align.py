"""The aligner is exact: it matches brute-force enumeration of every order-preserving alignment."""
from __future__ import annotations

import itertools
import math

import pytest
import torch

from nsg.models.align import (align_graphs, align_sequence, align_sequence_reference, gather_aligned,
                       sorts_tensor)

torch.set_num_threads(1)


def brute_force(logp: torch.Tensor) -> float:
    n, s = logp.shape
    return max(sum(float(logp[i, j]) for i, j in enumerate(combo))
               for combo in itertools.combinations(range(s), n))


def check_alignment(logp: torch.Tensor, best: float, index: list[int]) -> None:
    assert all(a < b for a, b in zip(index, index[1:])), index
    assert 0 <= index[0] and index[-1] < logp.shape[1]
    assert math.isclose(sum(float(logp[i, j]) for i, j in enumerate(index)), best, abs_tol=1e-4)


@pytest.mark.parametrize("n,s", [(1, 1), (1, 5), (2, 2), (3, 7), (4, 8), (5, 9), (6, 6)])
def test_matches_brute_force_with_batch_dims(n, s):
    gen = torch.Generator().manual_seed(n * 100 + s)
    logp = torch.log(torch.rand((3, 4, n, s), generator=gen, dtype=torch.float64))
    best, index = align_sequence(logp)
    assert best.shape == (3, 4) and index.shape == (3, 4, n)
    for a in range(3):
        for b in range(4):
            expected = brute_force(logp[a, b])
            assert math.isclose(float(best[a, b]), expected, abs_tol=1e-9)
            check_alignment(logp[a, b], expected, index[a, b].tolist())


def test_ties_pick_a_valid_optimal_alignment():
    gen = torch.Generator().manual_seed(0)
    # values from a tiny set produce many ties
    logp = -torch.randint(0, 3, (50, 3, 7), generator=gen).float()
    best, index = align_sequence(logp)
    for b in range(50):
        expected = brute_force(logp[b])
        assert float(best[b]) == expected
        check_alignment(logp[b], expected, index[b].tolist())
    flat = torch.zeros((2, 6))
    best, index = align_sequence(flat)
    assert float(best) == 0.0 and index.tolist() == [4, 5]  # latest segments among ties


def test_minus_infinity_and_forced_positions():
    logp = torch.full((3, 3), float("-inf"))
    logp[0, 0] = logp[1, 1] = logp[2, 2] = -1.0
    best, index = align_sequence(logp)
    assert float(best) == -3.0 and index.tolist() == [0, 1, 2]
    impossible = torch.full((2, 4), float("-inf"))
    best, index = align_sequence(impossible)
    assert best.item() == float("-inf")
    assert index.tolist()[0] < index.tolist()[1]


def test_reference_dp_agrees():
    gen = torch.Generator().manual_seed(3)
    for _ in range(30):
        n = int(torch.randint(1, 6, (1,), generator=gen))
        s = n + int(torch.randint(0, 6, (1,), generator=gen))
        logp = torch.log(torch.rand((n, s), generator=gen, dtype=torch.float64))
        best_ref, index_ref = align_sequence_reference(logp.tolist())
        assert math.isclose(best_ref, brute_force(logp), abs_tol=1e-9)
        check_alignment(logp, best_ref, index_ref)
        best, _ = align_sequence(logp)
        assert math.isclose(float(best), best_ref, abs_tol=1e-9)


def test_bad_shapes_are_rejected():
    with pytest.raises(ValueError, match="at least as many segments"):
        align_sequence(torch.zeros(3, 2))
    with pytest.raises(ValueError, match=r"\[..., N, S\]"):
        align_sequence(torch.zeros(4))
    with pytest.raises(ValueError, match="NaN"):
        align_sequence(torch.tensor([[float("nan"), 0.0]]))


def test_gradient_flows_through_gathered_terms():
    logp = torch.log(torch.rand(2, 3, 6)).requires_grad_()
    best, index = align_sequence(logp)
    terms = gather_aligned(logp, index)
    assert torch.allclose(terms.sum(-1), best, atol=1e-5)
    terms.sum().backward()
    assert logp.grad is not None and float(logp.grad.sum()) == pytest.approx(6.0)


def test_graph_alignment_takes_best_sort_with_ragged_sizes():
    gen = torch.Generator().manual_seed(7)
    sizes = [(1, 3, [[0]]), (3, 5, [[0, 1, 2], [0, 2, 1], [2, 0, 1]]), (2, 2, [[1, 0]]),
             (3, 9, [[2, 1, 0], [1, 2, 0]]), (2, 1, [[0, 1]])]  # last: fewer segments than nodes
    nmax, smax = 3, 9
    logp = torch.log(torch.rand((len(sizes), nmax, smax), generator=gen, dtype=torch.float64))
    sorts, valid = sorts_tensor([s for _, _, s in sizes], nmax)
    num_nodes = torch.tensor([n for n, _, _ in sizes])
    num_segments = torch.tensor([s for _, s, _ in sizes])
    result = align_graphs(logp, num_nodes, num_segments, sorts, valid)
    for b, (n, s, orders) in enumerate(sizes):
        if s < n:
            assert result.score[b].item() == float("-inf")
            continue
        scores = [brute_force(logp[b, list(order), :s]) for order in orders]
        assert math.isclose(float(result.score[b]), max(scores), abs_tol=1e-9)
        best_order = orders[int(result.sort[b])]
        assert math.isclose(scores[int(result.sort[b])], max(scores), abs_tol=1e-9)
        segs = result.segment[b].tolist()
        assert segs[n:] == [-1] * (nmax - n)
        in_order = [segs[q] for q in best_order]
        assert all(x < y for x, y in zip(in_order, in_order[1:])) and max(in_order) < s
        total = sum(float(logp[b, q, segs[q]]) for q in range(n))
        assert math.isclose(total, float(result.score[b]), abs_tol=1e-9)
