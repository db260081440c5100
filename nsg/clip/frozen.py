"""open_clip towers used frozen: this package's architecture configs (``configs/*.json``, the
stand-in), loading weights from a local file only, and encoding frames and texts.

On this machine no pretrained CLIP exists; the stand-in (:mod:`nsg.clip.standin`, architecture
``standin-clip-tiny``) is trained here and then loaded through exactly this path.
"""
from __future__ import annotations

import logging
import os
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Sequence

import numpy as np
import torch

from nsg.clip.spec import DEFAULT_STANDIN_WEIGHTS, STANDIN_MODEL, FeatureSpec, _missing_weights_message, known_architecture
from nsg.errors import InvalidValueError, UnknownChoiceError, WeightsNotFoundError
from nsg.inputs.reader import DEFAULT_FPS


@lru_cache(maxsize=1)
def register_model_configs() -> list[str]:
    """Add this package's open_clip architecture configs (nsg/clip/configs/*.json) to open_clip."""
    import open_clip

    names = []
    for entry in resources.files("nsg.clip").joinpath("configs").iterdir():
        if entry.name.endswith(".json"):
            open_clip.add_model_config(Path(str(entry)))
            names.append(entry.name[:-5])
    logging.getLogger().addFilter(_RandomInitNotice(names))
    return sorted(names)


class _RandomInitNotice(logging.Filter):
    """Drops open_clip's "No pretrained weights loaded" warning for our stand-in architectures:
    they have no pretrained weights anywhere, and training one starts from random weights on
    purpose, so every stand-in run printed a warning about nothing (other models still warn)."""

    def __init__(self, names: list[str]):
        super().__init__()
        self.texts = tuple(f"No pretrained weights loaded for model '{n}'" for n in names)

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.texts)


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

    @property
    def embed_dim(self) -> int:
        """Width of the joint embedding (what both towers output)."""
        if not hasattr(self, "_embed_dim"):
            self._embed_dim = int(self.encode_texts(["a"]).shape[-1])
        return self._embed_dim

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
              fps: float = DEFAULT_FPS, device: str = "cpu", allow_random_init: bool = False,
              roi: str = "none") -> FrozenClip:
    """Build an open_clip model and load its weights from a local file.

    ``weights=None`` is accepted only with ``allow_random_init`` (tests, smoke runs): the towers
    are then randomly initialised from a fixed seed and the cache key says ``random-init``.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: never wait on the hub
    import open_clip

    ours = register_model_configs()
    if model not in open_clip.list_models():
        common = [m for m in ("ViT-B-32", "ViT-B-16", "ViT-L-14", "RN50") if m in open_clip.list_models()]
        raise UnknownChoiceError("CLIP model", model, open_clip.list_models(), shown=ours + common,
                                 setting="clip_model")
    if weights is None and not allow_random_init:
        raise WeightsNotFoundError(f"no CLIP weights given for {model!r}. " + _missing_weights_message(
            DEFAULT_STANDIN_WEIGHTS).split(". ", 1)[1], setting="clip_weights")
    fits = known_architecture(weights) if weights else None
    if fits is not None and model != fits:
        raise WeightsNotFoundError(f"no CLIP weights given for {model!r}: clip_weights is a stand-in's "
                                   f"{str(weights)!r}, which only fits {fits!r}; give a "
                                   f"local file of {model}'s weights", setting="clip_weights")
    spec = FeatureSpec.create(model, weights, fps, roi)  # raises WeightsNotFoundError for a missing file
    if weights is None:
        torch.manual_seed(0)
        net = open_clip.create_model(model, pretrained=None, pretrained_image=False, pretrained_text=False)
    else:
        try:
            net = open_clip.create_model(model, pretrained=str(weights), pretrained_image=False,
                                         pretrained_text=False)
        except Exception as exc:  # noqa: BLE001  a file that is not the model's: torch.load and open_clip
            # refuse it with whatever their parsers meet (UnpicklingError, IndexError, AssertionError ...)
            # (their own text is left out: torch's suggests weights_only=False, i.e. running the file's code)
            raise InvalidValueError(f"CLIP weights file {str(weights)!r} is not a checkpoint of {model!r} "
                                    f"(loading it raised {type(exc).__name__}); give a file of {model}'s weights saved from "
                                    f"open_clip, or the stand-in's with clip_model {STANDIN_MODEL!r}",
                                    setting="clip_weights") from None
    tokenizer = open_clip.get_tokenizer(model)
    return FrozenClip(net, tokenizer, spec, device)
