"""Verification samples as tensors: cached features + graph -> one padded batch.

Per sample: the video's frame features at the sampling rate (``[T, D]``), cut into non-overlapping
segments of ``k`` frames (the last one zero-padded, as in the paper); the description's graph as
query nodes (type + argument-word features) and all its topological sorts; the description's text
feature (for the baselines); the label; and, from the annotation, the ground-truth sub-task of every
segment (majority over its frames; ``none`` where no sub-task is annotated).

A video shorter than its graph (fewer segments than queries) gets extra all-zero segments so
that an alignment exists; this only happens for very short videos and is counted in
``Batch.padded_for_queries``.
"""
from __future__ import annotations

import math
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Mapping, Sequence

import torch

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph
from nsg.clip.cache import CropFeatures, FeatureCache
from nsg.errors import InvalidValueError
from nsg.inputs.queries import MAX_QUERY_TOKENS, QUERY_TYPES, encode_node
from contracts.dataset.annotation import Annotation
from nsg.inputs.reader import Sample, read_annotation
from nsg.inputs.roi import crop_arguments
from nsg.models.frame_inputs import crop_slots, gather_inputs
from nsg.models.align import sorts_tensor

# sub-tasks, distractor activity (no query ever aligns there correctly), none (navigation-free
# padding or unannotated frames)
SEGMENT_LABELS: tuple[str, ...] = tuple(vocab.SUBTASKS) + (vocab.DISTRACTOR, "none")
NONE_LABEL = len(SEGMENT_LABELS) - 1
DEFAULT_SEGMENT_FRAMES = 20
CROP_SOURCES: tuple[str, ...] = ("hypothesis", "video")


@dataclass
class Item:
    """One sample with everything loaded (features on CPU)."""

    frames: torch.Tensor                 # [T, D]
    frame_labels: list[int]              # SEGMENT_LABELS index per sampled frame
    graph: TaskGraph
    text: torch.Tensor                   # [D]
    label: int
    meta: dict


@dataclass
class Batch:
    frames: torch.Tensor          # [B, Tmax, D]
    num_frames: torch.Tensor      # [B]
    segments: torch.Tensor        # [B, Smax, k, D]
    num_segments: torch.Tensor    # [B]
    segment_label: torch.Tensor   # [B, Smax] SEGMENT_LABELS index (NONE_LABEL for padding)
    segment_has: torch.Tensor     # [B, Smax, len(SEGMENT_LABELS)] sub-task has a frame in the segment
    node_type: torch.Tensor       # [B, Nmax] index into QUERY_TYPES
    node_subtask: torch.Tensor    # [B, Nmax] index into SEGMENT_LABELS
    node_tokens: torch.Tensor     # [B, Nmax, L, D]
    token_count: torch.Tensor     # [B, Nmax] (>= 1 even for padded nodes)
    num_nodes: torch.Tensor       # [B]
    sorts: torch.Tensor           # [B, K, Nmax]
    sort_valid: torch.Tensor      # [B, K]
    text: torch.Tensor            # [B, D]
    label: torch.Tensor           # [B] float
    meta: list[dict] = field(default_factory=list)
    padded_for_queries: int = 0

    def to(self, device: str | torch.device) -> "Batch":
        out = Batch(**{k: (v.to(device) if isinstance(v, torch.Tensor) else v) for k, v in self.__dict__.items()})
        return out

    @property
    def size(self) -> int:
        return int(self.label.shape[0])

    def node_segment_match(self) -> torch.Tensor:
        """``[B, Nmax, Smax]``: some frame of the segment is annotated with the node's sub-task
        (the sub-task's location; a segment can hold the end of one sub-task and the start of
        the next)."""
        sub = self.node_subtask.clamp_min(0)                                  # padded nodes: -1
        has = self.segment_has.gather(2, sub.unsqueeze(1).expand(-1, self.segment_has.shape[1], -1))
        return has.transpose(1, 2) & (self.node_subtask >= 0).unsqueeze(2)


class VerificationData(torch.utils.data.Dataset):
    """Samples backed by a feature cache; graphs come from ``graphs`` (description text -> graph),
    or from ``sample_graphs`` (sample id -> graph) for a made-up sample whose graph is not its
    description's (a receptacle swap, :mod:`nsg.inputs.receptacle_swaps`)."""

    def __init__(self, samples: Sequence[Sample], cache: FeatureCache, graphs: Mapping[str, TaskGraph],
                 sample_graphs: Mapping[str, TaskGraph] | None = None, crops_from: str = "hypothesis"):
        """``crops_from``: whose objects fill a crop cache's slots: the ``hypothesis``'s (EgoTV), or
        the ``video``'s own task (the blind video model: the same crops for both descriptions)."""
        if crops_from not in CROP_SOURCES:
            raise InvalidValueError(f"crops_from must be one of {list(CROP_SOURCES)}, got {crops_from!r}")
        self.samples = list(samples)
        self.cache = cache
        self.graphs = graphs
        self.sample_graphs = dict(sample_graphs or {})
        self.crops_from = crops_from
        self._videos: dict[str, tuple[torch.Tensor, list[int], CropFeatures | None]] = {}
        self._slots: dict[tuple[str, tuple[str, ...]], torch.Tensor] = {}
        missing = [s.description.text for s in self.samples
                   if s.sample_id not in self.sample_graphs and s.description.text not in graphs]
        if missing:
            raise KeyError(f"{len(missing)} descriptions have no graph (first: {missing[0]!r})")

    def __len__(self) -> int:
        return len(self.samples)

    def _video(self, sample: Sample) -> tuple[torch.Tensor, list[int], CropFeatures | None]:
        rec = sample.record
        if rec.key not in self._videos:
            cached = self.cache.load_video(rec)
            feats = cached["features"].float()
            labels = _frame_labels(read_annotation(rec.annotations), cached["indices"].tolist())
            crops = CropFeatures.from_entry(cached) if self.cache.spec.crops else None
            self._videos[rec.key] = (feats, labels, crops)
        return self._videos[rec.key]

    def _inputs(self, sample: Sample, graph: TaskGraph) -> torch.Tensor:
        feats, _, crops = self._video(sample)
        if crops is None:
            return feats
        source = graph if self.crops_from == "hypothesis" else sample.record.gold_graph()
        key = (sample.record.key, tuple(crop_arguments(source)))
        if key not in self._slots:
            self._slots[key] = crop_slots(crops, feats.shape[0], key[1])
        return gather_inputs(feats, crops, self._slots[key])

    def __getitem__(self, i: int) -> Item:
        s = self.samples[i]
        _, labels, _ = self._video(s)
        rec = s.record
        graph = self.sample_graphs.get(s.sample_id) or self.graphs[s.description.text]
        feats = self._inputs(s, graph)
        meta = {"sample_id": s.sample_id, "split": rec.split, "task": rec.task, "object": rec.object,
                "receptacle": rec.receptacle, "complexity": rec.complexity, "ordering": rec.ordering,
                "description": s.description.text, "video": str(rec.video), "key": rec.key,
                "graph": graph.to_text()}
        return Item(frames=feats, frame_labels=labels, graph=graph,
                    text=self.cache.text_features([s.description.text])[0], label=s.label, meta=meta)


def crop_source(model_kind: str) -> str:
    """Whose objects a model's crop slots show: the blind ``video`` model's come from the video's own
    task (the same for both of its descriptions), every other model's from the hypothesis."""
    return "video" if model_kind == "video" else "hypothesis"


def report_boxless(records: Sequence, cache: FeatureCache) -> int:
    """Say how many videos have no object crop at all (an annotation without boxes: those videos
    run on whole frames, their crop slots empty); returns that count."""
    empty = [r.key for r in records if len(cache.load_video(r)["roi_token"]) == 0]
    if empty:
        print(f"note: {len(empty)} of {len(records)} videos have no object boxes (first {empty[0]!r}); they are "
              "read as whole frames, their crop slots left empty", file=sys.stderr)
    return len(empty)


def _frame_labels(annotation: Annotation, indices: list[int]) -> list[int]:
    per_frame = annotation.frame_subtasks()
    out = []
    for i in indices:
        name = per_frame[i] if 0 <= i < len(per_frame) else None
        out.append(SEGMENT_LABELS.index(name) if name in SEGMENT_LABELS else NONE_LABEL)
    return out


def segment_labels(frame_labels: Sequence[int], k: int, num_segments: int) -> list[int]:
    """Majority sub-task of each segment's frames (ignoring ``none`` unless nothing else)."""
    out = []
    for s in range(num_segments):
        chunk = [x for x in frame_labels[s * k:(s + 1) * k] if x != NONE_LABEL]
        out.append(Counter(chunk).most_common(1)[0][0] if chunk else NONE_LABEL)
    return out


class Collator:
    """Pads items into a :class:`Batch`; ``words`` maps argument words to text features."""

    def __init__(self, words: Mapping[str, torch.Tensor], segment_frames: int = DEFAULT_SEGMENT_FRAMES,
                 query_style: str = "state_relation"):
        if segment_frames < 1:
            raise InvalidValueError(f"segment_frames must be >= 1, got {segment_frames}")
        self.words = words
        self.k = segment_frames
        self.query_style = query_style
        self._sorts: dict[TaskGraph, list[tuple[int, ...]]] = {}

    def _topological_sorts(self, graph: TaskGraph) -> list[tuple[int, ...]]:
        if graph not in self._sorts:
            self._sorts[graph] = graph.topological_sorts()
        return self._sorts[graph]

    def __call__(self, items: Sequence[Item]) -> Batch:
        k = self.k
        bsz = len(items)
        dim = items[0].frames.shape[-1]
        word_dim = next(iter(self.words.values())).shape[-1]
        tmax = max(it.frames.shape[0] for it in items)
        nmax = max(len(it.graph.nodes) for it in items)
        seg_counts, padded = [], 0
        for it in items:
            natural = max(1, math.ceil(it.frames.shape[0] / k))
            seg_counts.append(max(natural, len(it.graph.nodes)))
            padded += natural < len(it.graph.nodes)
        smax = max(seg_counts)
        frames = torch.zeros((bsz, tmax, dim))
        segments = torch.zeros((bsz, smax * k, dim))
        seg_label = torch.full((bsz, smax), NONE_LABEL, dtype=torch.long)
        seg_has = torch.zeros((bsz, smax, len(SEGMENT_LABELS)), dtype=torch.bool)
        node_type = torch.zeros((bsz, nmax), dtype=torch.long)
        node_sub = torch.full((bsz, nmax), -1, dtype=torch.long)
        tokens = torch.zeros((bsz, nmax, MAX_QUERY_TOKENS, word_dim))
        token_count = torch.ones((bsz, nmax), dtype=torch.long)
        for b, it in enumerate(items):
            t = it.frames.shape[0]
            frames[b, :t] = it.frames
            segments[b, :t] = it.frames
            seg_label[b, :seg_counts[b]] = torch.tensor(segment_labels(it.frame_labels, k, seg_counts[b]))
            if it.frame_labels:
                seg_has[b, torch.arange(len(it.frame_labels)) // k, torch.tensor(it.frame_labels)] = True
            for q, node in enumerate(it.graph.nodes):
                qtype, words = encode_node(node, self.query_style)
                node_type[b, q] = QUERY_TYPES.index(qtype)
                node_sub[b, q] = SEGMENT_LABELS.index(node.subtask)
                for w, word in enumerate(words):
                    tokens[b, q, w] = self.words[word]
                token_count[b, q] = len(words)
        sorts, valid = sorts_tensor([self._topological_sorts(it.graph) for it in items], nmax)
        return Batch(
            frames=frames, num_frames=torch.tensor([it.frames.shape[0] for it in items]),
            segments=segments.view(bsz, smax, k, dim), num_segments=torch.tensor(seg_counts),
            segment_label=seg_label, segment_has=seg_has, node_type=node_type, node_subtask=node_sub, node_tokens=tokens,
            token_count=token_count, num_nodes=torch.tensor([len(it.graph.nodes) for it in items]),
            sorts=sorts, sort_valid=valid, text=torch.stack([it.text for it in items]),
            label=torch.tensor([float(it.label) for it in items]), meta=[it.meta for it in items],
            padded_for_queries=padded)
