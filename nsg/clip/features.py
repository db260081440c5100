"""Frozen CLIP features of frames and texts, computed once and cached on disk.

The image and text towers come from open_clip (:mod:`nsg.clip.frozen`) and are used frozen.
Cache layout (one directory per feature spec = model name + weights hash + fps)::

    CACHE/<model>__<weights sha256[:16]>__fps<fps>/
        spec.json                   what produced the features
        videos/<split>/<job>.pt     {"features": float16 [T, D], "indices": native frame ids,
                                     "native_fps": float}
        texts.pt                    {text: float16 [D]} for descriptions and query words
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, Sequence

import numpy as np
import torch

from nsg.clip.cache import CropFeatures, FeatureCache, video_fingerprint
from nsg.clip.frozen import FrozenClip, load_clip
from nsg.clip.spec import FeatureSpec
from nsg.errors import DatasetReadError, InvalidValueError
from nsg.inputs.queries import all_query_words
from nsg.inputs.reader import VideoRecord, frame_boxes_of, read_annotation, read_video, sample_indices
from nsg.inputs.roi import MAX_CROPS, crop_arguments, cut_crop, resize_square


@dataclass
class BuildReport:
    videos_computed: int
    videos_reused: int
    texts_computed: int
    cache_dir: str
    videos_repaired: list[str] = field(default_factory=list)  # damaged entries recomputed, with why


def texts_needed(records: Sequence[VideoRecord], extra: Iterable[str] = ()) -> list[str]:
    """Descriptions of the records (both labels) and every query argument word."""
    texts = {r.positive.text for r in records} | {r.negative.text for r in records}
    return sorted(texts | set(all_query_words()) | set(extra))


def encode_crops(clip: FrozenClip, frames: np.ndarray, indices: Sequence[int], record: VideoRecord) -> CropFeatures:
    """Features of the boxed objects of the sampled frames that any description of the video can
    name (:func:`candidate_tokens`), each box cut by :func:`nsg.inputs.roi.cut_crop`; which of them
    a sample sees is chosen later, per hypothesis (:mod:`nsg.inputs.roi`). Only pixels are
    encoded: the annotation picks the boxes."""
    per_frame = frame_boxes_of(read_annotation(record.annotations), len(frames))
    wanted = candidate_tokens(record)
    pixels, where, tokens = [], [], []
    for t, i in enumerate(indices):
        for token, boxes in per_frame[i].items():
            if token not in wanted:
                continue
            for box in boxes[:MAX_CROPS]:  # a slot never holds a token's fourth instance
                pixels.append(resize_square(cut_crop(frames[i], box), clip.image_size))
                where.append(t)
                tokens.append(token)
    if not pixels:
        return CropFeatures(torch.zeros((0, clip.embed_dim)), torch.zeros(0, dtype=torch.long), [])
    return CropFeatures(clip.encode_frames(np.stack(pixels)), torch.tensor(where), tokens)


def candidate_tokens(record: VideoRecord) -> set[str]:
    """The query tokens whose crops are cached for a video: every crop argument of the task it
    shows and of its positive and negative descriptions. Both descriptions' objects are there,
    so whether a hypothesis gets a crop depends only on what is visible, never on its label."""
    graphs = [record.gold_graph(), record.positive.graph, record.negative.graph]
    return {token for g in graphs if g is not None for token in crop_arguments(g)}


def build_features(records: Sequence[VideoRecord], cache: FeatureCache, clip: FrozenClip,
                   extra_texts: Iterable[str] = (), progress: bool = True,
                   problems: Mapping[str, str | None] | None = None) -> BuildReport:
    """Compute and cache what is missing: frame features per video, text features per text
    (``problems``: each record's :meth:`FeatureCache.video_problem`, when the caller checked already).

    A video already in the cache is not decoded again. Raises :class:`CorruptVideoError` (naming
    the file) for a video that cannot be decoded; features written before stay valid.
    """
    if clip.spec.key != cache.spec.key:
        raise InvalidValueError(f"model spec {clip.spec.key!r} does not match the cache's {cache.spec.key!r}")
    from tqdm import tqdm

    computed = reused = 0
    if problems is None:
        problems = {r.key: cache.video_problem(r) for r in records}
    todo = [r for r in records if problems[r.key] is not None]
    reused = len(records) - len(todo)
    gone = [r for r in todo if video_fingerprint(r.video) is None]
    if gone:  # before any work: a deleted video is named, never served old features
        raise DatasetReadError(f"{len(gone)} video(s) of the dataset are missing, first {str(gone[0].video)!r}; "
                               "re-render them (rendering into the dataset again with its settings resumes and "
                               "renders what is missing)")
    repaired = [f"{key}: {why}" for key, why in problems.items() if why not in (None, "missing")]
    if repaired:
        print(f"recomputing {len(repaired)} damaged feature cache entr{'y' if len(repaired) == 1 else 'ies'}: "
              + "; ".join(repaired[:5]) + (" ..." if len(repaired) > 5 else ""), file=sys.stderr)
    cache.write_spec(int(clip.encode_texts(["a"]).shape[-1]))
    for rec in tqdm(todo, desc="frame features" + (" and crops" if cache.spec.crops else ""), unit="video",
                    disable=not progress):
        source = video_fingerprint(rec.video)
        frames, native_fps = read_video(rec.video)
        idx = sample_indices(len(frames), native_fps, cache.spec.fps)
        crops = encode_crops(clip, frames, idx, rec) if cache.spec.crops else None
        cache.save_video(rec, clip.encode_frames(frames[idx]), idx, native_fps, source, crops)
        computed += 1
    have = cache.texts()
    missing = [t for t in texts_needed(records, extra_texts) if t not in have]
    if missing:
        feats = clip.encode_texts(missing)
        cache.add_texts(dict(zip(missing, feats)))
    return BuildReport(computed, reused, len(missing), str(cache.dir), repaired)


def ensure_features(records: Sequence[VideoRecord], model: str, weights: str | Path | None, fps: float,
                    root: str | Path, progress: bool = True, roi: str = "none") -> FeatureCache:
    """The cache for (model, weights, fps, roi) with every record's features present; CLIP is only
    loaded when something is missing. Missing weights fail before anything else happens."""
    spec = FeatureSpec.create(model, weights, fps, roi)
    cache = FeatureCache(root, spec)
    missing_texts = set(texts_needed(records)) - set(cache.texts())
    problems = {r.key: cache.video_problem(r) for r in records}   # each entry checked once
    if missing_texts or any(p is not None for p in problems.values()):
        clip = load_clip(model, weights, fps, "cpu", roi=roi)
        build_features(records, cache, clip, progress=progress, problems=problems)
    return cache
