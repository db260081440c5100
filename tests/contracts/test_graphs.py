"""A task graph refuses edges that are not an order: a cycle, a self-loop, a step that is not there."""
from __future__ import annotations

import pytest

from contracts.errors import GraphSyntaxError
from contracts.language.graphs import QueryNode, TaskGraph

STEPS = (QueryNode("heat", "Apple"), QueryNode("clean", "Apple"), QueryNode("place", "Apple", "Plate"))


@pytest.mark.parametrize("edges", [((0, 1), (1, 2), (2, 0)), ((0, 1), (1, 0)), ((1, 1),), ((0, 3),)])
def test_edges_that_are_no_order_are_refused(edges):
    with pytest.raises(GraphSyntaxError):
        TaskGraph(STEPS, edges)


@pytest.mark.parametrize("edges", [(), ((0, 2), (1, 2)), ((0, 1), (1, 2), (0, 2))])
def test_orders_are_taken(edges):
    assert TaskGraph(STEPS, edges).edges == edges
