"""Whether each query encoder says anything at all: the spread of its probabilities on train.

An encoder that gives every segment about the same probability cannot show a step done or not
done. Seen here: after 17 epochs on 551 train videos, the relation encoder gave 0.46-0.54 for
every receptacle on every segment (at 49 epochs on fewer videos it did not). The rules then read
the graph's place node as half done everywhere, and the one mistake only that encoder can show,
a wrong receptacle, is never flagged; no threshold fixes it. So the evaluation measures, per
query type, the 5th-to-95th percentile range of the probabilities of every query (graph nodes
and alternatives) over the train videos the thresholds are fitted on, and says which are flat.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import torch

from contracts.language.graphs import QueryNode
from nsg.inputs.queries import encode_node

FLAT_SPREAD = 0.2     # a useful encoder spans far more (the state encoders: about 1.0)
QUANTILES = (0.05, 0.95)


def query_spread(scored: Iterable[tuple[Sequence[QueryNode], torch.Tensor]],
                 style: str = "state_relation") -> dict[str, float]:
    """Per query type, the spread of sigmoid(logits): ``scored`` gives each video's queries and its
    ``[n_queries, S]`` logits."""
    probs: dict[str, list[torch.Tensor]] = {}
    for queries, logits in scored:
        p = torch.sigmoid(logits.double())
        for i, node in enumerate(queries):
            probs.setdefault(encode_node(node, style)[0], []).append(p[i].flatten())
    out = {}
    for qtype, rows in sorted(probs.items()):
        values = torch.cat(rows)
        low, high = torch.quantile(values, torch.tensor(QUANTILES, dtype=values.dtype)).tolist()
        out[qtype] = round(high - low, 4)
    return out


def flat_types(spread: dict[str, float], floor: float = FLAT_SPREAD) -> list[str]:
    return [t for t, s in spread.items() if s < floor]
