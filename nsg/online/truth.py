"""A diagnostic scorer from the annotation: what the streaming rules do with perfect state detection.

Not a verifier (it reads the ground truth of the video it judges): it replaces the query
encoders' logits by the recorded simulator state at the end of each segment, so the evaluation's
``--scores annotation`` row separates what the rules and the incremental alignment can do from
what the encoders on the small dataset cannot. ``StateQuery(object, s)``: the target's state
``s`` (hot, cold, clean, sliced) is true in the segment's last frame; ``RelationQuery(object,
r, in)``: the target is not held and rests in an instance of receptacle ``r`` (``plate_2`` is a
``plate``). True gives logit +3 (p = 0.95), false -3.
"""
from __future__ import annotations

import torch

from contracts.language.graphs import QueryNode
from nsg.inputs.reader import read_annotation
from nsg.online.scoring import segment_end_frame
from pddl_domains import vocabulary as vocab

LOGIT = 3.0


def receptacle_kind(name: str) -> str:
    """One spelling for a receptacle's kind: a scene instance (``plate_2``, ``sink_1``) and a
    query's token (``plate``, ``dining_table``) alike, e.g. ``plate``, ``diningtable``."""
    return vocab.instance_token(str(name)).replace("_", "").lower()


def resting_kind(state: dict) -> str | None:
    """The kind of receptacle the target rests in (not held), or None."""
    where = state.get("in")
    if not where or state.get("held"):
        return None
    return receptacle_kind(where)


def _holds(node: QueryNode, state: dict) -> bool:
    if node.subtask == "place":
        kind = resting_kind(state)
        return kind is not None and (node.receptacle is None or kind == receptacle_kind(node.receptacle))
    key = vocab.SUBTASK_STATE.get(node.subtask)
    return bool(state.get(key)) if key else False


def annotation_logits(annotations_path, indices: list[int], k: int, num_segments: int,
                      queries: list[QueryNode]) -> torch.Tensor:
    """``[len(queries), num_segments]`` logits from the recorded states (see the module doc)."""
    frames = read_annotation(annotations_path).frames
    out = torch.full((len(queries), num_segments), -LOGIT)
    for s in range(num_segments):
        last = segment_end_frame(indices, k, s) or 0
        state = frames[min(last, len(frames) - 1)].states or {}
        for i, q in enumerate(queries):
            if _holds(q, state):
                out[i, s] = LOGIT
    return out
