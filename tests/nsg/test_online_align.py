"""The incremental aligner equals the offline one on every prefix (random graphs and scores)."""
from __future__ import annotations

import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.models.align import align_sequence, align_sequence_reference
from nsg.online.align import StreamingAligner, path_segments, prefix_table_offline


def random_graph(n: int, edge_flags: list[bool], perm: list[int]) -> TaskGraph:
    nodes = tuple(QueryNode("heat", f"o{i}") for i in range(n))
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    edges = tuple((perm[a], perm[b]) for (a, b), keep in zip(pairs, edge_flags) if keep)
    return TaskGraph(nodes, edges)  # node ids need not follow the order


@settings(max_examples=80, deadline=None, derandomize=True)  # the same 80 cases on every run
@given(st.data())
def test_streaming_equals_offline_on_every_prefix(data):
    n, extra, grid = data.draw(st.integers(1, 4)), data.draw(st.integers(0, 9)), data.draw(st.booleans())
    flags = data.draw(st.lists(st.booleans(), min_size=n * (n - 1) // 2, max_size=n * (n - 1) // 2))
    graph = random_graph(n, flags, data.draw(st.permutations(range(n))))
    s_total = n + extra
    if grid:   # dyadic values: sums are exact, so scores must be bit-equal (ties are common here)
        cells = data.draw(st.lists(st.integers(0, 8), min_size=n * s_total, max_size=n * s_total))
        logp = -torch.tensor(cells, dtype=torch.float64).reshape(n, s_total) / 4
    else:
        # distinct logits at least 1e-3 apart (distinct floats can still round to one log-probability)
        cells = data.draw(st.lists(st.integers(-12000, 12000), min_size=n * s_total, max_size=n * s_total,
                                   unique=True))
        logp = torch.nn.functional.logsigmoid(torch.tensor(cells, dtype=torch.float64).reshape(n, s_total) / 1000)
    sorts = graph.topological_sorts()
    al = StreamingAligner(sorts, n)
    for s in range(1, s_total + 1):
        table = al.push(logp[:, s - 1])
        offline = prefix_table_offline(logp, sorts, s)
        for k, order in enumerate(sorts):
            for m in range(n + 1):
                got, want = table.score[k][m], offline.score[k][m]
                if grid or math.isinf(want):
                    assert got == want, (k, m, s)
                else:
                    assert math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-12), (k, m, s)
                if m == 0 or math.isinf(want):
                    assert table.path[k][m] is None or m == 0
                    continue
                segs = path_segments(table.path[k][m])
                assert len(segs) == m and all(a < b for a, b in zip(segs, segs[1:])) and segs[-1] < s
                total = sum(float(logp[order[i], segs[i]]) for i in range(m))
                assert math.isclose(total, got, rel_tol=1e-12, abs_tol=1e-12)
                if not grid:  # continuous scores: the optimum is unique, so the segments agree too
                    assert segs == path_segments(offline.path[k][m])
            if s >= n:  # the full sort: also the public offline aligners
                best, index = align_sequence(logp[list(order), :s])
                ref_best, _ = align_sequence_reference(logp[list(order), :s].tolist())
                assert math.isclose(table.score[k][n], float(best), rel_tol=1e-12, abs_tol=1e-12)
                assert math.isclose(table.score[k][n], ref_best, rel_tol=1e-12, abs_tol=1e-12)


def test_push_rejects_wrong_width_and_nan():
    al = StreamingAligner([(0, 1)], 2)
    from nsg.errors import InvalidValueError
    with pytest.raises(InvalidValueError, match="expected 2"):
        al.push([0.0])
    with pytest.raises(InvalidValueError, match="NaN"):
        al.push([float("nan"), 0.0])
    with pytest.raises(InvalidValueError, match="permutations"):
        StreamingAligner([(0, 0)], 2)
