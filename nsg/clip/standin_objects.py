"""The stand-in CLIP trained to read objects: frames AND object crops, with supervised heads.

The whole-frame stand-in (:func:`nsg.clip.standin.train_standin`) learns only from captions of
whole 64 px frames, where a plate is a few pixels. This one trains the same open_clip
architecture on TRAIN-split frames and crops (:mod:`nsg.clip.examples`) with three losses:

- the contrastive caption loss (frames and crops sharing a caption are positives of each other);
- cross-entropy on the identity of a cropped object (``apple``, ``plate`` ...), from a linear head;
- binary cross-entropy on each recorded state of the target (hot, cold, clean, sliced, held),
  from a second linear head, where the state is known.

The heads exist only during training: the saved file is the plain open_clip state dict, loaded
frozen through :func:`nsg.clip.frozen.load_clip` exactly as real CLIP weights would be. Test splits
are never read (the examples are checked to be train-split only).
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn

from contracts.files import atomic_path, write_atomic
from nsg.clip.examples import CROP, STATE_NAMES, Examples
from nsg.clip.frozen import register_model_configs
from nsg.clip.standin import _multi_positive_loss
from nsg.errors import DatasetReadError, UnknownChoiceError


def _check(examples: Examples, model_name: str) -> None:
    import open_clip  # noqa: F401 - registers nothing; fails early when missing

    standins = [m for m in register_model_configs() if m.startswith("standin-")]
    if model_name not in standins:
        raise UnknownChoiceError("stand-in model", model_name, standins, setting="model")
    bad = sorted(set(examples.split) - {"train"})
    if bad:
        raise DatasetReadError(f"the stand-in is trained on the train split only; the examples hold {bad}")
    if len(examples) < 2:
        raise DatasetReadError("fewer than 2 training images for the stand-in")


def train_object_standin(examples: Examples, out: str | Path, model_name: str = "standin-clip-tiny",
                         epochs: int = 20, batch_size: int = 256, lr: float = 5e-4, device: str = "cpu",
                         seed: int = 0, head_weight: float = 1.0, progress: bool = True) -> dict:
    """Train and save the stand-in (see the module docstring); returns the report also written
    beside the weights (``.json``)."""
    import open_clip
    from tqdm import tqdm

    _check(examples, model_name)
    torch.manual_seed(seed)
    model = open_clip.create_model(model_name, pretrained=None).to(device)
    tokenizer = open_clip.get_tokenizer(model_name)
    cfg = open_clip.get_model_preprocess_cfg(model)
    size = int(cfg["size"][0] if isinstance(cfg["size"], (tuple, list)) else cfg["size"])
    mean = torch.tensor(cfg["mean"], device=device).view(1, 3, 1, 1)
    std = torch.tensor(cfg["std"], device=device).view(1, 3, 1, 1)
    images = torch.from_numpy(examples.images).permute(0, 3, 1, 2).contiguous()
    if images.shape[-1] != size:
        images = nn.functional.interpolate(images.float(), size=(size, size), mode="area").round().byte()
    images = images.to(device)
    captions = sorted(set(examples.caption))
    cap_ids = torch.tensor([captions.index(c) for c in examples.caption], device=device)
    cap_tokens = tokenizer(captions).to(device)
    names = sorted(set(examples.identity))
    is_crop = torch.tensor([k == CROP for k in examples.kind], device=device)
    ident = torch.tensor([names.index(t) for t in examples.identity], device=device)
    states = torch.from_numpy(examples.states.astype(np.int64)).to(device)
    dim = int(model.encode_text(cap_tokens[:1]).shape[-1])
    heads = nn.ModuleDict({"identity": nn.Linear(dim, len(names)), "states": nn.Linear(dim, len(STATE_NAMES))}).to(device)
    params = list(model.parameters()) + list(heads.parameters())
    opt = torch.optim.AdamW(params, lr=lr, weight_decay=0.05)
    n = len(images)
    val = torch.randperm(n, generator=torch.Generator().manual_seed(seed))[: min(max(1, n // 10), 2048)].to(device)
    train_idx = torch.tensor(sorted(set(range(n)) - set(val.tolist())), device=device)
    steps = epochs * max(1, -(-len(train_idx) // batch_size))
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=steps, pct_start=0.1)

    def forward(ix: torch.Tensor, train: bool):
        x = images[ix].float().div(255)
        if train:  # flips and brightness jitter (colour is left alone: it tells a tomato from an apple)
            flip = torch.rand(len(ix), device=device) < 0.5
            x[flip] = x[flip].flip(-1)
            x = (x * (0.8 + 0.4 * torch.rand(len(ix), 1, 1, 1, device=device))).clamp(0, 1)
        return nn.functional.normalize(model.encode_image((x - mean) / std), dim=-1)

    def losses(ix: torch.Tensor, img: torch.Tensor) -> dict[str, torch.Tensor]:
        ids = cap_ids[ix]
        uniq, inverse = torch.unique(ids, return_inverse=True)
        txt = nn.functional.normalize(model.encode_text(cap_tokens[uniq]), dim=-1)[inverse]
        out = {"caption": _multi_positive_loss(img, txt, ids, model.logit_scale.exp().clamp(max=100))}
        crop = is_crop[ix]
        logits = heads["identity"](img[crop])
        out["identity"] = nn.functional.cross_entropy(logits, ident[ix][crop]) if crop.any() else img.sum() * 0
        st, known = states[ix], states[ix] >= 0
        sl = heads["states"](img)
        out["states"] = (nn.functional.binary_cross_entropy_with_logits(sl[known], st[known].float())
                         if known.any() else img.sum() * 0)
        return out

    t0, history = time.time(), []
    for epoch in range(epochs):
        model.train()
        perm = train_idx[torch.randperm(len(train_idx), device=device)]
        totals = {"caption": 0.0, "identity": 0.0, "states": 0.0}
        for i in tqdm(range(0, len(perm), batch_size), desc=f"stand-in epoch {epoch + 1}/{epochs}", disable=not progress):
            ix = perm[i:i + batch_size]
            parts = losses(ix, forward(ix, True))
            loss = parts["caption"] + head_weight * (parts["identity"] + parts["states"])
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            for k, v in parts.items():
                totals[k] += v.item() * len(ix)
        history.append({"epoch": epoch + 1, **{k: v / max(1, len(perm)) for k, v in totals.items()}})
    model.eval()
    with torch.no_grad():  # held-out train images: identity and state read by the heads
        img = torch.cat([forward(val[i:i + 512], False) for i in range(0, len(val), 512)])
        crop = is_crop[val]
        id_acc = float((heads["identity"](img[crop]).argmax(1) == ident[val][crop]).float().mean()) if crop.any() else None
        st, known = states[val], states[val] >= 0
        st_acc = float(((heads["states"](img) > 0).long()[known] == st[known]).float().mean()) if known.any() else None
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with atomic_path(out) as tmp:
        torch.save({k: v.detach().cpu() for k, v in model.state_dict().items()}, tmp)
    report = {"weights": str(out), "model": model_name, "objective": "caption + identity + states",
              "images": n, "crops": int(is_crop.sum()), "frames": int((~is_crop).sum()), "identities": names,
              "distinct_captions": len(captions), "epochs": epochs, "history": history,
              "heldout_identity_accuracy": id_acc, "heldout_state_accuracy": st_acc,
              "train_seconds": round(time.time() - t0, 1), "device": device}
    write_atomic(out.with_suffix(".json"), json.dumps(report, indent=1))
    return report
