"""Scoring one new segment: the NSG query encoders, split so that streaming pays only for what is new.

An NSG query encoder reads the query's words with one BiLSTM and a segment's frames with another,
then maps the pair with an MLP (:class:`nsg.models.networks.QueryEncoder`). The segment BiLSTM sees
one segment only, so a segment's scores never depend on earlier ones: the query halves are encoded
once per video, and each new segment costs one segment encoding per query type plus one MLP row
per query. :meth:`SegmentScorer.logits` gives the same numbers as ``NSG.node_logits`` (tested).

The queries are the graph's nodes plus *alternatives* from the library's vocabulary, so that a
step the graph does not contain can be seen at all:

- ``wrong_step``: ``StateQuery(object, state)`` for each state sub-task (heat, cool, clean,
  slice) the object affords that the graph does not ask for;
- ``wrong_receptacle``: ``RelationQuery(object, r, in)`` for each place target of the kitchen
  that can hold the object (or its sliced form), other than the graph's receptacle and the
  devices of the graph's own sub-tasks (the fridge of a cool step: the object is in it while it
  cools, which no rule on a few segments tells from a placement; the price is that placing into
  such a device is not seen as a wrong receptacle, only as the place step never done); only when
  the graph names a receptacle (a graph that says "put it somewhere" has no wrong receptacle).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.errors import InvalidValueError
from nsg.inputs.queries import MAX_QUERY_TOKENS, encode_node
from nsg.inputs.receptacle_swaps import receptacle_choices
from pddl_domains import vocabulary as vocab

STATE_SUBTASKS: tuple[str, ...] = ("heat", "cool", "clean", "slice")


@dataclass(frozen=True)
class Alternative:
    """A query outside the graph: ``kind`` is the mistake it would show (wrong_step or
    wrong_receptacle)."""

    kind: str
    node: QueryNode


def _object_type(token: str) -> str | None:
    try:
        return vocab.type_from_token(token)
    except KeyError:
        return None


def alternatives(graph: TaskGraph) -> list[Alternative]:
    """The vocabulary queries for the mistakes the graph's own nodes cannot show (see module doc)."""
    if not graph.nodes:
        return []
    obj = graph.nodes[0].object
    otype = _object_type(obj)
    in_graph = {n.subtask for n in graph.nodes}
    out = [Alternative("wrong_step", QueryNode(s, obj)) for s in STATE_SUBTASKS
           if s not in in_graph and (otype is None or vocab.affords(s, otype))]
    places = [n for n in graph.nodes if n.subtask == "place" and n.receptacle]
    if places:
        named = {n.receptacle for n in places}
        devices = {vocab.token_name(d) for d in {vocab.device_for(n.subtask) for n in graph.nodes} - {None}}
        out += [Alternative("wrong_receptacle", QueryNode("place", obj, token))
                for token in receptacle_choices(QueryNode("place", obj)) if token not in named | devices]
    return out


class SegmentScorer:
    """Logits of a fixed list of queries on any segment, with the query encodings cached."""

    def __init__(self, model: torch.nn.Module, words: Mapping[str, torch.Tensor], queries: Sequence[QueryNode],
                 query_style: str = "state_relation"):
        if not queries:
            raise InvalidValueError("a scorer needs at least one query")
        self.model = model
        self.n = len(queries)
        dim = next(iter(words.values())).shape[-1]
        self._groups: list[tuple[str, torch.Tensor, torch.Tensor]] = []   # (type, query rows, encodings)
        by_type: dict[str, list[int]] = {}
        encoded = [encode_node(q, query_style) for q in queries]
        for i, (qtype, _) in enumerate(encoded):
            by_type.setdefault(qtype, []).append(i)
        with torch.no_grad():
            for qtype, rows in by_type.items():
                if qtype not in model.encoders:
                    raise InvalidValueError(f"the model has no encoder for {qtype} (its types: {list(model.encoders)})")
                tokens = torch.zeros((len(rows), MAX_QUERY_TOKENS, dim))
                count = torch.ones(len(rows), dtype=torch.long)
                for r, i in enumerate(rows):
                    ws = encoded[i][1]
                    for w, word in enumerate(ws):
                        tokens[r, w] = words[word].float()
                    count[r] = len(ws)
                q = model.encoders[qtype].query(tokens, count)                     # [n_t, 2H]
                self._groups.append((qtype, torch.tensor(rows, dtype=torch.long), q))

    def logits(self, segments: torch.Tensor) -> torch.Tensor:
        """``segments [S, k, D]`` (or one ``[k, D]``) -> logits ``[n_queries, S]``."""
        if segments.dim() == 2:
            segments = segments.unsqueeze(0)
        s = segments.shape[0]
        out = torch.empty((self.n, s))
        with torch.no_grad():
            for qtype, rows, q in self._groups:
                enc = self.model.encoders[qtype]
                g = enc.segment(segments.float())                                     # [S, 2H]
                pair = torch.cat([q.unsqueeze(1).expand(-1, s, -1), g.unsqueeze(0).expand(len(rows), -1, -1)], -1)
                out[rows] = enc.mlp(pair).squeeze(-1)
        return out


def segment_end_frame(indices: Sequence[int], k: int, segment: int) -> int | None:
    """The native frame of the last sampled frame in ``segment`` (segments of ``k`` sampled frames,
    as :func:`segment_chunks` cuts them); a padding segment past the samples gives the video's last
    sampled frame, and a video without samples None."""
    return indices[min((segment + 1) * k, len(indices)) - 1] if indices else None


def segment_chunks(frames: torch.Tensor, k: int, min_segments: int = 1) -> torch.Tensor:
    """Frame features ``[T, D]`` -> segments ``[S, k, D]`` exactly as the offline collator cuts them:
    non-overlapping, the last one zero-padded, and all-zero segments added when the video has
    fewer segments than ``min_segments`` (the graph's nodes) so that an alignment exists."""
    t, d = frames.shape
    natural = max(1, -(-t // k))
    s = max(natural, min_segments)
    padded = torch.zeros((s * k, d))
    padded[:t] = frames.float()
    return padded.view(s, k, d)
