"""Regions of interest: which object boxes of a frame are cut out for a hypothesis, and how.

EgoTV's NSG encodes every sampled frame together with up to three crops of the objects its
hypothesis names (the frame and three boxes, ``k = 4``). Which boxes, as in the public release:
the query arguments of the hypothesis's graph (a StateQuery's object, a RelationQuery's object and
receptacle, "sliced" dropped), and for each argument every visible box of that type in the
frame, the first three kept. Where EgoTV matches an argument as a substring of the box's type
(so ``pot`` also matches a potato) and iterates a Python set (no fixed order), we match the
query token exactly and keep a fixed order: arguments in graph order, objects before
receptacles, instances in the annotation's order.

Crops are pixels only: the annotation decides WHICH pixels are cut and nothing else of it
(coordinates, states, labels) reaches a model. A frame with fewer boxes gets zero vectors in
the empty slots, as EgoTV's zero crops.
"""
from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from contracts.dataset.egotv_read import box_type
from contracts.language.graphs import TaskGraph
from pddl_domains import vocabulary as vocab

ROI_MODES: tuple[str, ...] = ("none", "annotated")
MAX_CROPS = 3          # EgoTV: frame + 3 boxes per frame
CROP_MARGIN = 0.15     # fraction of the box's longer side added around it (context, small boxes)
MIN_CROP_SIDE = 8      # pixels: a crop is never cut smaller than this


def _whole_token(token: str) -> str:
    """A sliced form's token names its whole object (EgoTV drops "sliced" from arguments)."""
    try:
        type_name = vocab.type_from_token(token)
    except KeyError:
        return token
    for whole, sliced in vocab.kitchen()["sliced_forms"].items():
        if sliced == type_name:
            return vocab.token_name(whole)
    return token


def crop_arguments(graph: TaskGraph) -> list[str]:
    """The query tokens whose boxes are cut for ``graph``: objects first, then receptacles, each
    once, in node order (a place's "somewhere" names no type and gets no crop)."""
    objects, receptacles = [], []
    for node in graph.nodes:
        objects.append(_whole_token(node.object))
        if node.subtask == "place" and node.receptacle and node.receptacle != vocab.ANY_RECEPTACLE:
            receptacles.append(node.receptacle)
    return list(dict.fromkeys(objects + receptacles))


def box_token(instance_id: str) -> str:
    """The query token of a box's scene id (``plate_2`` -> ``plate``); an EgoTV key
    (``Plate|-1.2|0.9|0.3``, kept whole by the reader) by its type up to the first ``|``/``.``."""
    if "|" in instance_id:
        return _whole_token(vocab.token_name(box_type(instance_id)))
    return _whole_token(vocab.instance_token(instance_id))


def frame_boxes(boxes: Mapping[str, Sequence[int]] | None) -> dict[str, list[list[int]]]:
    """One frame's boxes (scene id -> ``[x1, y1, x2, y2]``, inclusive) grouped by query token, in
    the annotation's order; malformed or empty boxes are left out."""
    out: dict[str, list[list[int]]] = {}
    for oid, box in (boxes or {}).items():
        if not isinstance(box, (list, tuple)) or len(box) != 4:
            continue
        x1, y1, x2, y2 = (int(v) for v in box)
        if x2 < x1 or y2 < y1:
            continue
        out.setdefault(box_token(str(oid)), []).append([x1, y1, x2, y2])
    return out


def select_crops(by_token: Mapping[str, Sequence[Sequence[int]]], arguments: Sequence[str],
                 max_crops: int = MAX_CROPS) -> list[tuple[int, int]]:
    """``(argument index, instance index)`` of the crops kept for a frame: each argument's boxes
    in order, arguments in order, the first ``max_crops``."""
    out = []
    for a, token in enumerate(arguments):
        for j in range(len(by_token.get(token, ()))):
            out.append((a, j))
            if len(out) == max_crops:
                return out
    return out


def crop_window(box: Sequence[int], width: int, height: int, margin: float = CROP_MARGIN) -> tuple[int, int, int, int]:
    """The window ``(x1, y1, x2, y2)`` (exclusive end) cut around an inclusive box: ``margin`` of
    the box's longer side added on each side (context around a small object), at least
    :data:`MIN_CROP_SIDE` wide and tall, clipped to the frame. It keeps the box's shape: the
    crop is stretched to the encoder's square input (:func:`resize_square`), because a square
    window around a wide box (a counter) would be mostly other things."""
    x1, y1, x2, y2 = box
    pad = margin * max(x2 - x1 + 1, y2 - y1 + 1)

    def span(lo: int, hi: int, limit: int) -> tuple[int, int]:
        a, b = lo - pad, hi + 1 + pad
        short = MIN_CROP_SIDE - (b - a)
        if short > 0:
            a, b = a - short / 2, b + short / 2
        a, b = max(0, int(round(a))), min(limit, int(round(b)))
        return a, max(b, a + 1)

    left, right = span(x1, x2, width)
    top, bottom = span(y1, y2, height)
    return left, top, right, bottom


def cut_crop(frame: np.ndarray, box: Sequence[int], margin: float = CROP_MARGIN) -> np.ndarray:
    """The pixels of :func:`crop_window` (``uint8 [h, w, 3]``)."""
    h, w = frame.shape[:2]
    x1, y1, x2, y2 = crop_window(box, w, h, margin)
    return frame[y1:y2, x1:x2]


def resize_square(crop: np.ndarray, size: int) -> np.ndarray:
    """A crop stretched to the encoder's square input (area interpolation when shrinking)."""
    import cv2

    interp = cv2.INTER_AREA if max(crop.shape[:2]) > size else cv2.INTER_CUBIC
    return cv2.resize(np.ascontiguousarray(crop), (size, size), interpolation=interp)
