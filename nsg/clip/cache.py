"""The on-disk feature cache of :mod:`nsg.clip.features`: one file per video, one table of texts.

Every entry is checked before it is reused (:meth:`FeatureCache.video_problem`): a truncated or
emptied ``.pt`` used to be "reused" and then stopped training with a raw torch error naming no
file. A damaged entry is now recomputed by the next build and named; loading one for training
raises :class:`~nsg.errors.FeatureCacheError` naming the file.

An entry is keyed by the video's content, not only by its name: it records the size and
modification time (ns) of the video it was computed from (:func:`video_fingerprint`). The cache
used to know a video only by split, job id and frame count, so a re-rendered video of the same
length, or a deleted one, was served its old features. Now a changed video is recomputed and a
deleted one is an error naming it; entries written before this check count as stale.
"""
from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable

import torch

from nsg.clip.spec import FeatureSpec
from nsg.errors import FeatureCacheError
from nsg.inputs.reader import VideoRecord, sample_indices
from contracts.files import atomic_path


def _write_atomic_torch(obj, path: Path) -> None:
    """``torch.save`` through the project's one atomic writer (no half-written entry under its name)."""
    with atomic_path(path) as tmp:
        torch.save(obj, tmp)


def _load(path: Path):
    """``torch.load`` of a cache file; any failure (truncated, emptied, not a torch file) is a
    :class:`FeatureCacheError` naming the file, not a raw torch error."""
    try:
        return torch.load(path, weights_only=True)
    except Exception as exc:  # noqa: BLE001 - torch raises RuntimeError, EOFError, UnpicklingError ...
        raise FeatureCacheError(f"feature cache file {str(path)!r} is damaged ({type(exc).__name__}: "
                                f"{str(exc).splitlines()[0] if str(exc) else 'no detail'}); run "
                                "`python -m nsg.features build` again: damaged entries are recomputed") from None


def video_fingerprint(path: Path) -> dict[str, int] | None:
    """What identifies the video file a cache entry was computed from (None when it is gone):
    size and modification time in ns, read without opening the file. A re-rendered or replaced
    video differs in one of them; hashing every video on each run would cost a full read."""
    try:
        st = Path(path).stat()
    except OSError:
        return None
    return {"size": int(st.st_size), "mtime_ns": int(st.st_mtime_ns)}


@dataclass
class CropFeatures:
    """A video's object crops: ``features [M, D]``, the sampled-frame position ``frame [M]`` and
    the query token ``token[m]`` of each crop, in the annotation's order within a frame."""

    features: torch.Tensor
    frame: torch.Tensor
    token: list[str]

    def to_entry(self) -> dict:
        return {"roi_features": self.features.half(), "roi_frame": self.frame.long(), "roi_token": list(self.token)}

    @classmethod
    def from_entry(cls, entry: dict) -> "CropFeatures":
        return cls(entry["roi_features"].float(), entry["roi_frame"], list(entry["roi_token"]))


def _has_crops(entry: dict, n_frames: int) -> bool:
    try:
        feats, frame, token = entry["roi_features"], entry["roi_frame"], entry["roi_token"]
        return (feats.ndim == 2 and frame.ndim == 1 and len(feats) == len(frame) == len(token)
                and (len(frame) == 0 or int(frame.max()) < n_frames))
    except (KeyError, TypeError, AttributeError, ValueError):
        return False


class FeatureCache:
    """On-disk features for one :class:`FeatureSpec` (see the module docstring for the layout)."""

    def __init__(self, root: str | Path, spec: FeatureSpec):
        self.spec = spec
        self.dir = Path(root) / spec.key
        self._texts: dict[str, torch.Tensor] | None = None

    def video_path(self, record: VideoRecord) -> Path:
        """``videos/<video id>.pt``; an entry a cache of earlier releases holds under the video's
        old id (``videos/<split>/<job>.pt``, :attr:`VideoRecord.legacy_key`) is read there, so
        users' caches stay valid (a recomputed entry replaces it there)."""
        path = self.dir / "videos" / f"{record.key}.pt"
        if not path.is_file():
            legacy = self.dir / "videos" / f"{record.legacy_key}.pt"
            if legacy != path and legacy.is_file():
                return legacy
        return path

    def has_video(self, record: VideoRecord) -> bool:
        return self.video_path(record).is_file()

    def video_problem(self, record: VideoRecord) -> str | None:
        """Why the cached entry of ``record`` cannot be used (missing, empty, damaged, or not the
        frames this video has at this fps), or None when it can. Checked before an entry is reused,
        so a truncated file is recomputed instead of stopping training later."""
        path = self.video_path(record)
        if not path.is_file():
            return "missing"
        if path.stat().st_size == 0:
            return f"{path} is empty (0 bytes)"
        try:
            entry = _load(path)
        except FeatureCacheError as exc:
            return str(exc).split("; run", 1)[0]
        try:
            feats, idx, fps = entry["features"], entry["indices"], float(entry["native_fps"])
            ok = feats.ndim == 2 and idx.ndim == 1 and len(feats) == len(idx) and fps > 0
        except (KeyError, TypeError, AttributeError, ValueError):
            ok = False
        if not ok:
            return f"{path} does not hold features [T, D], indices [T] and native_fps"
        if self.spec.crops and not _has_crops(entry, len(idx)):
            return f"{path} holds no object crops (roi_features [M, D], roi_frame [M], roi_token [M])"
        n_frames = record.row.n_frames
        if isinstance(n_frames, int) and idx.tolist() != sample_indices(n_frames, fps, self.spec.fps):
            return f"{path} was computed for another length of the video (not {n_frames} frames)"
        now = video_fingerprint(record.video)
        if now is None:
            return f"video {str(record.video)!r} is missing"
        if entry.get("source") != now:
            return f"{path} was computed from another version of {record.video.name} (re-rendered or replaced since)"
        return None

    def load_video(self, record: VideoRecord) -> dict:
        """A video's cached features, refused when the video changed or is gone since."""
        path = self.video_path(record)
        if not path.is_file():
            raise FeatureCacheError(f"no cached features for video {record.key!r} under {str(self.dir)!r}; "
                                    "build them with `python -m nsg.features build` for this dataset, with the "
                                    "same CLIP model, weights and fps")
        entry = _load(path)
        now = video_fingerprint(record.video)
        if now is None:
            raise FeatureCacheError(f"video {str(record.video)!r} is missing; its cached features are not used. "
                                    "Re-render it (rendering into the dataset again resumes)")
        if entry.get("source") != now:
            raise FeatureCacheError(f"cached features of {str(record.video)!r} were computed from another version of "
                                    "the video; run `python -m nsg.features build` again to recompute them")
        if self.spec.crops and not _has_crops(entry, len(entry["indices"])):
            raise FeatureCacheError(f"{str(path)!r} has no object crops but its cache is for roi {self.spec.roi!r}; "
                                    "run `python -m nsg.features build` with that roi again to recompute it")
        return entry

    def save_video(self, record: VideoRecord, features: torch.Tensor, indices: list[int],
                   native_fps: float, source: dict[str, int] | None, crops: "CropFeatures | None" = None) -> None:
        """Store features with the fingerprint of the video file they were computed from (taken
        before it was read, so a video replaced during the read is recomputed next time), and
        for a crop spec the crops' features."""
        if self.spec.crops and crops is None:
            raise FeatureCacheError(f"the cache {str(self.dir)!r} holds frame and crop features; "
                                    f"no crops were given for video {record.key!r}")
        entry = {"features": features.half(), "indices": torch.tensor(indices),
                 "native_fps": float(native_fps), "source": source}
        if self.spec.crops:
            entry.update(crops.to_entry())
        _write_atomic_torch(entry, self.video_path(record))

    def texts(self) -> dict[str, torch.Tensor]:
        if self._texts is None:
            path = self.dir / "texts.pt"
            try:
                self._texts = _load(path) if path.is_file() else {}
            except FeatureCacheError as exc:  # recomputed by the next build
                print(f"warning: {str(exc).split('; run', 1)[0]}; its text features are recomputed",
                      file=sys.stderr)
                self._texts = {}
        return self._texts

    def text_features(self, texts: Iterable[str]) -> torch.Tensor:
        table = self.texts()
        texts = list(texts)
        missing = [t for t in texts if t not in table]
        if missing:
            raise FeatureCacheError(f"{len(missing)} texts have no cached features (first: {missing[0]!r}); "
                                    f"run `python -m nsg.features build` for this dataset and spec")
        return torch.stack([table[t].float() for t in texts])

    def add_texts(self, features: dict[str, torch.Tensor]) -> None:
        table = dict(self.texts())
        table.update({k: v.half() for k, v in features.items()})
        _write_atomic_torch(table, self.dir / "texts.pt")
        self._texts = table

    def write_spec(self, embed_dim: int) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        (self.dir / "spec.json").write_text(json.dumps({**asdict(self.spec), "embed_dim": embed_dim,
                                                        "key": self.spec.key}, indent=1))


