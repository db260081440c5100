"""Parser metrics per split: exact graph match (up to step renumbering and implied edges) and
graph edit distance (unit costs, on transitive reductions; 0 for exact matches)."""
from __future__ import annotations

from typing import Mapping, Sequence

from generators.language.graphs import TaskGraph, graph_edit_distance, parse_graph_text
from nsg.parser.corpus import ParsePair


def score_graphs(gold: Sequence[TaskGraph], predicted: Sequence[TaskGraph]) -> dict:
    exact, ged, valid = 0, 0.0, 0
    for g, p in zip(gold, predicted):
        try:  # the text form must parse back to the same graph: what "valid output" means
            valid += parse_graph_text(p.to_text()) == p
        except ValueError:
            pass
        if g.canonical() == p.canonical():
            exact += 1
        else:
            ged += graph_edit_distance(g, p)
    n = len(gold)
    return {"n": n, "exact_match": exact / n if n else 0.0, "mean_ged": ged / n if n else 0.0,
            "valid": valid / n if n else 0.0}


def evaluate_parser(parser, pairs_by_split: Mapping[str, Sequence[ParsePair]], batch_size: int = 128) -> dict:
    out = {}
    for split, pairs in pairs_by_split.items():
        predicted = parser.parse([p.text for p in pairs], batch_size=batch_size)
        out[split] = score_graphs([p.graph for p in pairs], predicted)
        for kind in sorted({p.kind for p in pairs}):
            idx = [i for i, p in enumerate(pairs) if p.kind == kind]
            out[split][kind] = score_graphs([pairs[i].graph for i in idx], [predicted[i] for i in idx])
    return out
