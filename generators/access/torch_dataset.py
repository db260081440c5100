"""A PyTorch ``Dataset`` over a rendered dataset, for plugging your own model in.

Kept apart from :mod:`contracts.dataset.loader` so that reading a manifest does not import torch.
Without torch installed the class is a plain map-style dataset (``__len__`` / ``__getitem__``)
whose frames are numpy arrays.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable

from contracts.dataset.loader import DEFAULT_FPS, Sample, load_samples, read_annotation, read_frames

try:  # torch is an optional extra (nsg); the dataset works without it
    from torch.utils.data import Dataset as _BaseDataset
except ImportError:  # pragma: no cover - exercised only on installs without torch
    _BaseDataset = object  # type: ignore[assignment,misc]


class EgoTVDataset(_BaseDataset):  # type: ignore[misc,valid-type]
    """A PyTorch ``Dataset`` of verification samples: ``dataset[i]`` is a dict with

    ``frames`` (``uint8`` tensor ``[T, H, W, 3]`` at ``fps``, or None for a video-less row or with
    ``frames=False``), ``frame_indices`` (native indices of those frames), ``description``,
    ``label`` (1 true, 0 false), ``graph`` (nodes and edges), ``annotation`` (the video's
    :class:`~contracts.dataset.annotation.Annotation`, or None), ``sample_id``, ``video_id``, ``split`` and ``meta`` (the manifest row, a
    :class:`~contracts.dataset.manifest.ManifestRow`).

    ``transform`` is applied to the frames tensor (e.g. resizing for your model). Use
    ``collate_fn=EgoTVDataset.collate`` with a ``DataLoader`` (frame counts differ per video).
    """

    def __init__(self, root: str | Path, splits: Iterable[str] | str | None = None, *,
                 fps: float | None = DEFAULT_FPS, frames: bool = True, annotations: bool = True,
                 transform: Callable[[Any], Any] | None = None):
        self.root = Path(root)
        self.samples: list[Sample] = load_samples(self.root, splits)
        self.fps, self.load_frames, self.load_annotations = fps, frames, annotations
        self.transform = transform

    def __len__(self) -> int:
        return len(self.samples)

    def __getitem__(self, index: int) -> dict:
        s = self.samples[index]
        frames, idx = None, []
        if self.load_frames and s.video is not None:
            array, idx, _ = read_frames(s.video, self.fps)
            frames = _to_tensor(array)
            if self.transform is not None:
                frames = self.transform(frames)
        return {"sample_id": s.sample_id, "video_id": s.video_id, "split": s.split,
                "frames": frames, "frame_indices": idx, "description": s.description, "label": s.label,
                "kind": s.kind, "graph": s.graph, "graph_text": s.graph_text,
                "annotation": read_annotation(s.annotations) if self.load_annotations else None,
                "meta": s.row}

    @staticmethod
    def collate(batch: list[dict]) -> dict:
        """Batch as lists per key, with ``label`` as a tensor (videos differ in length)."""
        out = {k: [b[k] for b in batch] for k in batch[0]} if batch else {}
        if batch and _BaseDataset is not object:
            import torch

            out["label"] = torch.tensor(out["label"], dtype=torch.long)
        return out


def _to_tensor(array: Any) -> Any:
    """A torch tensor when torch is installed, else the numpy array unchanged."""
    if _BaseDataset is object:
        return array
    import torch

    return torch.from_numpy(array)
