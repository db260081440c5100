"""The flat-encoder check: a query type whose probabilities hardly move is named, others are not."""
from __future__ import annotations

import torch

from contracts.language.graphs import QueryNode
from nsg.online.spread import FLAT_SPREAD, flat_types, query_spread

QUERIES = [QueryNode("heat", "apple"), QueryNode("place", "apple", "plate"), QueryNode("place", "apple", "bowl")]


def test_a_flat_relation_encoder_is_named():
    g = torch.Generator().manual_seed(0)
    videos = []
    for _ in range(5):
        logits = torch.empty(3, 12)
        logits[0] = torch.linspace(-6, 6, 12)                       # a state that turns true
        logits[1:] = 0.1 * torch.randn(2, 12, generator=g)          # ~0.5 everywhere
        videos.append((QUERIES, logits))
    spread = query_spread(videos)
    assert set(spread) == {"StateQuery", "RelationQuery"}
    assert spread["StateQuery"] > 0.9 and spread["RelationQuery"] < 0.1
    assert flat_types(spread) == ["RelationQuery"]


def test_an_encoder_that_separates_is_not_flat():
    logits = torch.tensor([[-4.0, 4.0], [-3.0, 3.0], [3.0, -3.0]])
    spread = query_spread([(QUERIES, logits)])
    assert min(spread.values()) > FLAT_SPREAD and flat_types(spread) == []
