"""What a model reads per sampled frame: the frame's feature, and with crops (EgoTV's ``k = 4``)
the features of up to three crops of the objects the hypothesis names, concatenated
(``[T, (1 + 3) * D]``; an empty slot is zeros, as EgoTV's zero crops).

The crops of a video are cached once for every boxed object (:mod:`nsg.clip.features`); which
fill a sample's slots depends on its hypothesis (:func:`nsg.inputs.roi.crop_arguments`), so this
module keeps only the small index table per (video, arguments) and gathers features on demand.
"""
from __future__ import annotations

from typing import Sequence

import torch

from nsg.clip.cache import CropFeatures
from nsg.inputs.roi import MAX_CROPS


def crop_slots(crops: CropFeatures, n_frames: int, arguments: Sequence[str], max_crops: int = MAX_CROPS) -> torch.Tensor:
    """``[T, max_crops]`` rows of ``crops.features`` filling each frame's slots (-1: empty): per
    frame, the crops of the first argument in the annotation's order, then the next argument's."""
    slots = torch.full((n_frames, max_crops), -1, dtype=torch.long)
    rank = {token: a for a, token in enumerate(arguments)}
    filled = [0] * n_frames
    # crops are stored frame by frame in annotation order; a stable sort by argument keeps it
    order = sorted((int(t), rank[tok], m) for m, (t, tok) in enumerate(zip(crops.frame.tolist(), crops.token))
                   if tok in rank)
    for t, _, m in order:
        if t < n_frames and filled[t] < max_crops:
            slots[t, filled[t]] = m
            filled[t] += 1
    return slots


def gather_inputs(frames: torch.Tensor, crops: CropFeatures, slots: torch.Tensor) -> torch.Tensor:
    """``[T, D]`` frame features + slot table -> ``[T, (1 + slots) * D]``."""
    table = torch.cat([crops.features.float(), torch.zeros((1, frames.shape[1]))])  # row -1: zeros
    picked = table[slots]                                                          # [T, S, D]
    return torch.cat([frames, picked.reshape(frames.shape[0], -1)], dim=1)
