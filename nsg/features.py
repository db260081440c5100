"""Frozen CLIP features of frames and texts, computed once and cached on disk.

The image and text towers come from open_clip and are used frozen. Weights are only ever read
from a local file (``--clip-weights PATH``, open_clip's ``pretrained=<path>``): asking for a file
that is not there fails at once with :class:`WeightsNotFoundError`, before open_clip is called,
so nothing waits on a network download. On this machine no pretrained CLIP exists; the
stand-in (:mod:`nsg.standin_clip`, architecture ``standin-clip-tiny``) is trained here and then
loaded through exactly this path.

Cache layout (one directory per feature spec = model name + weights hash + fps)::

    CACHE/<model>__<weights sha256[:16]>__fps<fps>/
        spec.json                   what produced the features
        videos/<split>/<job>.pt     {"features": float16 [T, D], "indices": native frame ids,
                                     "native_fps": float}
        texts.pt                    {text: float16 [D]} for descriptions and query words
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
import torch

from nsg.dataset import DEFAULT_FPS, VideoRecord, read_video, sample_indices
from nsg.errors import UnknownChoiceError, WeightsNotFoundError
from nsg.feature_cache import FeatureCache  # noqa: F401  (re-exported: callers import it from here)
from nsg.queries import all_query_words
from strips.argtypes import float_range

STANDIN_MODEL = "standin-clip-tiny"
DEFAULT_STANDIN_WEIGHTS = Path("runs/standin_clip/standin-clip-tiny.pt")
DEFAULT_CACHE = Path("runs/features")
RANDOM_INIT = "random-init"


@lru_cache(maxsize=1)
def register_model_configs() -> list[str]:
    """Add this package's open_clip architecture configs (nsg/configs/*.json) to open_clip."""
    import open_clip

    names = []
    for entry in resources.files("nsg").joinpath("configs").iterdir():
        if entry.name.endswith(".json"):
            cfg = json.loads(entry.read_text(encoding="utf-8"))
            if all(k in cfg for k in ("embed_dim", "vision_cfg", "text_cfg")):
                open_clip.add_model_config(Path(str(entry)))
                names.append(entry.name[:-5])
    return names


def weights_digest(path: str | Path | None) -> str:
    """First 16 hex digits of the weights file's SHA-256 (``random-init`` for no weights)."""
    if path is None:
        return RANDOM_INIT
    path = Path(path)
    if not path.is_file():
        raise WeightsNotFoundError(_missing_weights_message(path))
    return _digest(str(path.resolve()), path.stat().st_size, path.stat().st_mtime_ns)


@lru_cache(maxsize=16)
def _digest(path: str, size: int, mtime_ns: int) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def _missing_weights_message(path: Path) -> str:
    return (f"CLIP weights file {str(path)!r} does not exist. No weights are ever downloaded: give a "
            f"local open_clip checkpoint with --clip-model NAME --clip-weights PATH (e.g. ViT-B-32 with "
            f"OpenAI's ViT-B-32 weights saved as a file), or train the stand-in first with "
            f"`make standin-clip` (writes {DEFAULT_STANDIN_WEIGHTS}).")


@dataclass(frozen=True)
class FeatureSpec:
    """What features are computed with; its :attr:`key` names the cache directory."""

    model: str
    weights_id: str  # weights_digest() of the weights file
    fps: float = DEFAULT_FPS
    weights_path: str | None = None

    @property
    def key(self) -> str:
        return f"{self.model}__{self.weights_id}__fps{self.fps:g}"

    @classmethod
    def create(cls, model: str, weights: str | Path | None, fps: float = DEFAULT_FPS) -> "FeatureSpec":
        return cls(model=model, weights_id=weights_digest(weights), fps=float(fps),
                   weights_path=str(weights) if weights is not None else None)


class FrozenClip:
    """An open_clip model in eval mode with gradients off: ``encode_frames`` / ``encode_texts``."""

    def __init__(self, model: torch.nn.Module, tokenizer, spec: FeatureSpec, device: str = "cpu"):
        import open_clip

        self.model = model.eval().to(device)
        for p in self.model.parameters():
            p.requires_grad_(False)
        self.tokenizer = tokenizer
        self.spec = spec
        self.device = device
        cfg = open_clip.get_model_preprocess_cfg(model)
        size = cfg.get("size", 224)
        self.image_size = int(size[0] if isinstance(size, (tuple, list)) else size)
        self.mean = torch.tensor(cfg.get("mean", (0.48145466, 0.4578275, 0.40821073))).view(1, 3, 1, 1)
        self.std = torch.tensor(cfg.get("std", (0.26862954, 0.26130258, 0.27577711))).view(1, 3, 1, 1)

    def preprocess(self, frames: np.ndarray | torch.Tensor) -> torch.Tensor:
        """uint8 ``[T, H, W, 3]`` -> normalised ``[T, 3, s, s]``: shorter side resized to the
        model's image size, centre crop (open_clip's default preprocessing, on tensors)."""
        x = torch.as_tensor(frames)
        x = x.permute(0, 3, 1, 2).float().div_(255.0)
        h, w = x.shape[-2:]
        s = self.image_size
        scale = s / min(h, w)
        nh, nw = max(s, round(h * scale)), max(s, round(w * scale))
        x = torch.nn.functional.interpolate(x, size=(nh, nw), mode="bicubic", antialias=True,
                                            align_corners=False).clamp_(0, 1)
        top, left = (nh - s) // 2, (nw - s) // 2
        x = x[..., top:top + s, left:left + s]
        return (x - self.mean) / self.std

    @torch.no_grad()
    def encode_frames(self, frames: np.ndarray, batch_size: int = 64) -> torch.Tensor:
        out = []
        for i in range(0, len(frames), batch_size):
            x = self.preprocess(frames[i:i + batch_size]).to(self.device)
            out.append(torch.nn.functional.normalize(self.model.encode_image(x).float(), dim=-1).cpu())
        return torch.cat(out)

    @torch.no_grad()
    def encode_texts(self, texts: Sequence[str], batch_size: int = 256) -> torch.Tensor:
        out = []
        for i in range(0, len(texts), batch_size):
            tokens = self.tokenizer(list(texts[i:i + batch_size])).to(self.device)
            out.append(torch.nn.functional.normalize(self.model.encode_text(tokens).float(), dim=-1).cpu())
        return torch.cat(out)


def load_clip(model: str = STANDIN_MODEL, weights: str | Path | None = DEFAULT_STANDIN_WEIGHTS,
              fps: float = DEFAULT_FPS, device: str = "cpu", allow_random_init: bool = False) -> FrozenClip:
    """Build an open_clip model and load its weights from a local file.

    ``weights=None`` is accepted only with ``allow_random_init`` (tests, smoke runs): the towers
    are then randomly initialised from a fixed seed and the cache key says ``random-init``.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: never wait on the hub
    import open_clip

    ours = register_model_configs()
    if model not in open_clip.list_models():
        common = [m for m in ("ViT-B-32", "ViT-B-16", "ViT-L-14", "RN50") if m in open_clip.list_models()]
        raise UnknownChoiceError("CLIP model", model, open_clip.list_models(), shown=ours + common)
    if weights is None and not allow_random_init:
        raise WeightsNotFoundError(f"no CLIP weights given for {model!r}. " + _missing_weights_message(
            DEFAULT_STANDIN_WEIGHTS).split(". ", 1)[1])
    spec = FeatureSpec.create(model, weights, fps)  # raises WeightsNotFoundError for a missing file
    if weights is None:
        torch.manual_seed(0)
        net = open_clip.create_model(model, pretrained=None, pretrained_image=False, pretrained_text=False)
    else:
        net = open_clip.create_model(model, pretrained=str(weights), pretrained_image=False,
                                     pretrained_text=False)
    tokenizer = open_clip.get_tokenizer(model)
    return FrozenClip(net, tokenizer, spec, device)


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


def build_features(records: Sequence[VideoRecord], cache: FeatureCache, clip: FrozenClip,
                   extra_texts: Iterable[str] = (), progress: bool = True) -> BuildReport:
    """Compute and cache what is missing: frame features per video, text features per text.

    A video already in the cache is not decoded again. Raises :class:`CorruptVideoError` (naming
    the file) for a video that cannot be decoded; features written before stay valid.
    """
    if clip.spec.key != cache.spec.key:
        raise ValueError(f"model spec {clip.spec.key!r} does not match the cache's {cache.spec.key!r}")
    from tqdm import tqdm

    computed = reused = 0
    problems = {r.key: cache.video_problem(r) for r in records}
    todo = [r for r in records if problems[r.key] is not None]
    reused = len(records) - len(todo)
    repaired = [f"{key}: {why}" for key, why in problems.items() if why not in (None, "missing")]
    if repaired:
        print(f"recomputing {len(repaired)} damaged feature cache entr{'y' if len(repaired) == 1 else 'ies'}: "
              + "; ".join(repaired[:5]) + (" ..." if len(repaired) > 5 else ""), file=sys.stderr)
    cache.write_spec(int(clip.encode_texts(["a"]).shape[-1]))
    for rec in tqdm(todo, desc="frame features", unit="video", disable=not progress):
        frames, native_fps = read_video(rec.video)
        idx = sample_indices(len(frames), native_fps, cache.spec.fps)
        cache.save_video(rec, clip.encode_frames(frames[idx]), idx, native_fps)
        computed += 1
    have = cache.texts()
    missing = [t for t in texts_needed(records, extra_texts) if t not in have]
    if missing:
        feats = clip.encode_texts(missing)
        cache.add_texts(dict(zip(missing, feats)))
    return BuildReport(computed, reused, len(missing), str(cache.dir), repaired)


def ensure_features(records: Sequence[VideoRecord], model: str, weights: str | Path | None, fps: float,
                    root: str | Path, progress: bool = True) -> FeatureCache:
    """The cache for (model, weights, fps) with every record's features present; CLIP is only
    loaded when something is missing. Missing weights fail before anything else happens."""
    spec = FeatureSpec.create(model, weights, fps)
    cache = FeatureCache(root, spec)
    missing_texts = set(texts_needed(records)) - set(cache.texts())
    if missing_texts or any(cache.video_problem(r) is not None for r in records):
        clip = load_clip(model, weights, fps, "cpu")
        build_features(records, cache, clip, progress=progress)
    return cache


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.features build --dataset DIR [--clip-model M --clip-weights PATH] [--fps F]``"""
    import argparse

    from nsg.dataset import load_manifest

    ap = argparse.ArgumentParser(prog="python -m nsg.features", description="Build the CLIP feature cache.")
    sub = ap.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compute missing frame/text features of a dataset")
    b.add_argument("--dataset", required=True, help="rendered dataset directory (with manifest.jsonl)")
    add_clip_arguments(b)
    b.add_argument("--splits", nargs="*", default=None, help="only these splits (default: all)")
    b.add_argument("--device", default="cpu")
    args = ap.parse_args(argv)
    records = load_manifest(args.dataset, args.splits)
    clip = load_clip(args.clip_model, args.clip_weights, args.fps, args.device)
    report = build_features(records, FeatureCache(args.features, clip.spec), clip)
    print(json.dumps(asdict(report)))
    return 0


def add_clip_arguments(ap) -> None:
    """The feature-spec options shared by every command that reads features."""
    ap.add_argument("--clip-model", default=STANDIN_MODEL,
                    help=f"open_clip architecture name (default: the stand-in {STANDIN_MODEL})")
    ap.add_argument("--clip-weights", default=str(DEFAULT_STANDIN_WEIGHTS),
                    help="local weights file for --clip-model (never downloaded); "
                         f"default: the stand-in's {DEFAULT_STANDIN_WEIGHTS}")
    ap.add_argument("--fps", type=float_range(0.0, 120.0, low_open=True), default=DEFAULT_FPS,
                    help="frame sampling rate, in (0, 120] (default 2.5)")
    ap.add_argument("--features", default=str(DEFAULT_CACHE), help=f"feature cache root (default {DEFAULT_CACHE})")


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
