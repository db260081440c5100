"""Parser metrics: exact graph match (up to step renumbering and implied edges), graph edit
distance (unit costs, on transitive reductions; 0 for exact matches) and valid outputs, per split."""
from __future__ import annotations

from typing import Mapping, Sequence

from contracts.language.graphs import TaskGraph, graph_edit_distance, parse_graph_text
from nsg.parser.corpus import ParsePair
from nsg.parser.interface import GraphParser


def score_graphs(gold: Sequence[TaskGraph], predicted: Sequence[TaskGraph | None],
                 digits: int | None = None) -> dict:
    """Exact match, mean GED and share of valid outputs; a missing prediction (None: the MiniLM
    parser refused, no known object) costs the whole gold graph. ``digits`` rounds the rates."""
    exact, ged, valid = 0, 0.0, 0
    for g, p in zip(gold, predicted):
        if p is None:
            ged += len(g.nodes) + len(g.edges)
            continue
        try:  # the text form must parse back to the same graph: what "valid output" means
            valid += parse_graph_text(p.to_text()) == p
        except ValueError:
            pass
        if g.canonical() == p.canonical():
            exact += 1
        else:
            ged += graph_edit_distance(g, p)
    n = len(gold)
    rates = {"exact_match": exact / n if n else 0.0, "mean_ged": ged / n if n else 0.0,
             "valid": valid / n if n else 0.0}
    if digits is not None:
        rates = {k: round(v, digits) for k, v in rates.items()}
    return {"n": n, **rates}


def score(gold: Sequence[TaskGraph], predicted: Sequence[TaskGraph | None]) -> dict:
    """:func:`score_graphs` rounded to 4 digits, as the parser's reports write it."""
    return score_graphs(gold, predicted, digits=4)


def predict(parser: GraphParser, texts: Sequence[str]) -> list[TaskGraph | None]:
    """Graphs of any parser (None where the MiniLM parser refuses: no known object)."""
    return [r.graph for r in parser.parse_detailed(list(texts))]


def evaluate_parser(parser, pairs_by_split: Mapping[str, Sequence[ParsePair]], batch_size: int = 128) -> dict:
    out = {}
    for split, pairs in pairs_by_split.items():
        predicted = parser.parse([p.text for p in pairs], batch_size=batch_size)
        out[split] = score_graphs([p.graph for p in pairs], predicted)
        for kind in sorted({p.kind for p in pairs}):
            idx = [i for i, p in enumerate(pairs) if p.kind == kind]
            out[split][kind] = score_graphs([pairs[i].graph for i in idx], [predicted[i] for i in idx])
    return out
