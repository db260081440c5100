"""A stand-in for pretrained CLIP, trained here (command: ``python -m nsg.standin_clip train --dataset DIR``).

No pretrained CLIP weights exist on this machine and none can be downloaded. So that frame and
query features still carry meaning, this module pretrains a SMALL model of open_clip's own CLIP
architecture (``standin-clip-tiny``: ``nsg/clip/configs/standin-clip-tiny.json``, 64x64 images,
4-layer ViT, 3-layer text transformer, 128-d embeddings; ``standin-clip-small``: the same at
128x128 in 16-pixel patches, as many tokens but 4x the pixels, for small receptacles such as
a plate or a pan) contrastively on pairs of

- a frame of a TRAIN-split video (sampled at the feature rate), and
- a caption written from the recorded object states of that frame: the target object's state
  (hot / cold / clean / sliced), whether it is held, and what it is in
  ("a hot sliced apple on the plate", "a cold mug, held").

Only the train split is read, so test-split frames are never seen. The weights are saved as a
plain open_clip state dict and then loaded frozen through :func:`nsg.clip.frozen.load_clip`, exactly
as real CLIP weights would be (``--clip-model standin-clip-tiny --clip-weights PATH``).

It is a stand-in and not CLIP: it knows only the words of our captions and only our rendered
kitchens, and its text tower has never seen a task description. To use real CLIP instead, save
open_clip weights for e.g. ViT-B-32 into a file and pass ``--clip-model ViT-B-32 --clip-weights FILE``.

Captions need per-frame object states in the annotations; when a dataset has none, the states
are derived from the per-frame sub-task labels (a sub-task's state holds from the end of its
frames on), and the report says so.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np
import torch

from pddl_domains import vocabulary as vocab
from nsg.clip.frozen import register_model_configs
from nsg.clip.spec import DEFAULT_STANDIN_WEIGHTS, STANDIN_MODEL
from nsg.errors import DatasetReadError, UnknownChoiceError
from nsg.inputs.reader import DEFAULT_FPS, VideoRecord, load_manifest, read_annotation, read_video, sample_indices
from contracts.files import atomic_path, write_atomic

_ADJECTIVE = (("hot", "hot"), ("cold", "cold"), ("clean", "clean"), ("sliced", "sliced"))


def _type_of(scene_id: str | None, states: dict) -> str | None:
    """Type of a scene id (``counter_2`` -> ``CounterTop``); ids are query tokens + ``_<n>``."""
    if scene_id is None:
        return None
    entry = states.get(scene_id)
    if isinstance(entry, dict) and isinstance(entry.get("type"), str):
        return entry["type"]
    base = vocab.instance_token(scene_id)
    try:
        return vocab.type_from_token(base)
    except KeyError:
        for name in vocab.receptacle_types() + vocab.object_types():
            if name.lower() == base.replace("_", "").lower():
                return name
    return None


def caption(object_type: str, state: dict, states: dict | None = None) -> str:
    """A caption of the target object's recorded state, e.g. ``a hot sliced apple in the microwave``."""
    adjs = [word for key, word in _ADJECTIVE if state.get(key)]
    if object_type in vocab.kitchen()["affordances"]["clean"] and not state.get("clean"):
        adjs.insert(0, "dirty")
    noun = vocab.text_name(object_type)
    text = " ".join(["a"] + adjs + [noun])
    if state.get("held"):
        return text + ", held"
    where = _type_of(state.get("in"), states or {})
    if where:
        prep = "on" if where in ("CounterTop", "DiningTable", "Plate", "StoveBurner", "Shelf") else "in"
        return f"{text} {prep} the {vocab.text_name(where)}"
    return text


def _states_from_subtasks(subtasks: list[str | None], object_type: str, receptacle: str | None) -> list[dict]:
    """Fallback when no per-frame states were recorded: a sub-task's effect holds after its last frame."""
    last = {}
    for i, s in enumerate(subtasks):
        if s:
            last[s] = i
    out = []
    for i in range(len(subtasks)):
        done = {s for s, j in last.items() if j < i}
        st = {"hot": "heat" in done and "cool" not in done, "cold": "cool" in done, "clean": "clean" in done,
              "sliced": "slice" in done, "held": subtasks[i] is not None and subtasks[i] != "place" and i > 0,
              "in": receptacle if "place" in done else None}
        out.append(st)
    return out


def pick_frames(indices: Sequence[int], captions: dict[int, str], k: int, rng: random.Random) -> list[int]:
    """At most ``k`` of a video's frames: one of each distinct caption first (in a random order of
    captions), then the rest drawn uniformly. Uniform draws alone miss the short states: the object
    sits in the plate, pan, pot, bowl, cup or mug only for the last seconds of a video: 2.2% of the
    pairs with 10 uniform frames a video on the 1,145-video train split, 3.5% covered first.
    Off by default: measured only together with ``standin-clip-small`` (docs/nsg.md), where it did
    not make the features tell a plate from a pan."""
    if len(indices) <= k:
        return list(indices)
    by_caption: dict[str, list[int]] = {}
    for i in indices:
        by_caption.setdefault(captions[i], []).append(i)
    groups = list(by_caption.values())
    rng.shuffle(groups)
    chosen = {rng.choice(g) for g in groups[:k]}
    rest = [i for i in indices if i not in chosen]
    chosen |= set(rng.sample(rest, k - len(chosen)))
    return sorted(chosen)


@dataclass
class FramePairs:
    frames: np.ndarray        # uint8 [M, s, s, 3] already resized to the model's image size
    captions: list[str]
    derived_states: int       # videos whose states came from sub-task labels


def collect_pairs(records: Sequence[VideoRecord], image_size: int, fps: float = DEFAULT_FPS,
                  max_frames_per_video: int = 48, seed: int = 0, progress: bool = True,
                  cover_captions: bool = False) -> FramePairs:
    """(frame, caption) pairs from TRAIN-split records only (raises if given another split); a
    video's frames drawn uniformly, or with ``cover_captions`` by :func:`pick_frames`."""
    import cv2
    from tqdm import tqdm

    bad = sorted({r.split for r in records} - {"train"})
    if bad:
        raise DatasetReadError(f"the stand-in CLIP is trained on the train split only; got videos of {bad}")
    rng = random.Random(seed)
    frames, captions, derived = [], [], 0
    for rec in tqdm(records, desc="stand-in CLIP frames", unit="video", disable=not progress):
        video, native_fps = read_video(rec.video)
        ann = read_annotation(rec.annotations)
        idx = sample_indices(len(video), native_fps, fps)
        per_frame = ann.frame_states()  # the target's states
        if per_frame is None or not per_frame[0]:
            per_frame = None
            derived += 1
            fallback = _states_from_subtasks(ann.frame_subtasks(), rec.object, rec.receptacle)
        texts = {}
        for i in idx:
            if per_frame is not None:
                states = per_frame[min(i, len(per_frame) - 1)]
                texts[i] = caption(rec.object, states)
            else:
                texts[i] = caption(rec.object, fallback[min(i, len(fallback) - 1)])
        if cover_captions:
            chosen = pick_frames(idx, texts, max_frames_per_video, rng)
        else:
            chosen = sorted(rng.sample(idx, max_frames_per_video)) if len(idx) > max_frames_per_video else idx
        for i in chosen:
            frame = video[i]
            h, w = frame.shape[:2]
            side = min(h, w)
            crop = frame[(h - side) // 2:(h - side) // 2 + side, (w - side) // 2:(w - side) // 2 + side]
            frames.append(cv2.resize(crop, (image_size, image_size), interpolation=cv2.INTER_AREA))
            captions.append(texts[i])
    if not frames:
        raise DatasetReadError("no train-split frame found for the stand-in CLIP")
    return FramePairs(np.stack(frames), captions, derived)


def _multi_positive_loss(image: torch.Tensor, text: torch.Tensor, caption_ids: torch.Tensor, scale: torch.Tensor):
    """CLIP loss where frames sharing a caption are all positives of each other."""
    logits = scale * image @ text.t()
    same = (caption_ids.view(-1, 1) == caption_ids.view(1, -1)).float()
    target = same / same.sum(1, keepdim=True)
    li = -(target * logits.log_softmax(1)).sum(1).mean()
    lt = -(target * logits.t().log_softmax(1)).sum(1).mean()
    return (li + lt) / 2


def train_standin(dataset: str | Path, out: str | Path = DEFAULT_STANDIN_WEIGHTS, epochs: int = 10,
                  batch_size: int = 128, lr: float = 5e-4, fps: float = DEFAULT_FPS, max_frames_per_video: int = 48,
                  max_videos: int | None = None, seed: int = 0, progress: bool = True,
                  model_name: str = STANDIN_MODEL, cover_captions: bool = False) -> dict:
    import open_clip
    from tqdm import tqdm

    standins = [m for m in register_model_configs() if m.startswith("standin-")]
    if model_name not in standins:
        raise UnknownChoiceError("stand-in model", model_name, standins, setting="model")
    torch.manual_seed(seed)
    records = load_manifest(dataset, ["train"])
    if not records:
        raise DatasetReadError(f"dataset {str(dataset)!r} has no train-split video")
    records.sort(key=lambda r: r.key)
    if max_videos:
        records = records[:max_videos]
    model = open_clip.create_model(model_name, pretrained=None)
    tokenizer = open_clip.get_tokenizer(model_name)
    cfg = open_clip.get_model_preprocess_cfg(model)
    size = int(cfg["size"][0] if isinstance(cfg["size"], (tuple, list)) else cfg["size"])
    mean = torch.tensor(cfg["mean"]).view(1, 3, 1, 1)
    std = torch.tensor(cfg["std"]).view(1, 3, 1, 1)
    pairs = collect_pairs(records, size, fps, max_frames_per_video, seed, progress, cover_captions)
    vocab_captions = sorted(set(pairs.captions))
    cap_index = {c: i for i, c in enumerate(vocab_captions)}
    cap_ids = torch.tensor([cap_index[c] for c in pairs.captions])
    cap_tokens = tokenizer(vocab_captions)
    images = torch.from_numpy(pairs.frames).permute(0, 3, 1, 2).contiguous()  # uint8
    n = len(images)
    held = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    n_val = min(max(1, n // 10), 512)
    val_idx, train_idx = held[:n_val], held[n_val:]
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.05)
    steps = epochs * max(1, (len(train_idx) + batch_size - 1) // batch_size)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=steps, pct_start=0.1)

    def encode(ix: torch.Tensor, train: bool):
        x = images[ix].float().div(255)
        if train:  # light augmentation: flips and brightness jitter
            flip = torch.rand(len(ix)) < 0.5
            x[flip] = x[flip].flip(-1)
            x = (x * (0.8 + 0.4 * torch.rand(len(ix), 1, 1, 1))).clamp(0, 1)
        x = (x - mean) / std
        ids = cap_ids[ix]
        uniq, inverse = torch.unique(ids, return_inverse=True)
        img = torch.nn.functional.normalize(model.encode_image(x), dim=-1)
        txt = torch.nn.functional.normalize(model.encode_text(cap_tokens[uniq]), dim=-1)
        return img, txt[inverse], ids

    t0 = time.time()
    history = []
    for epoch in range(epochs):
        model.train()
        perm = train_idx[torch.randperm(len(train_idx))]
        total = 0.0
        bar = tqdm(range(0, len(perm), batch_size), desc=f"stand-in CLIP epoch {epoch + 1}/{epochs}", disable=not progress)
        for i in bar:
            ix = perm[i:i + batch_size]
            img, txt, ids = encode(ix, True)
            loss = _multi_positive_loss(img, txt, ids, model.logit_scale.exp().clamp(max=100))
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(ix)
            bar.set_postfix(loss=f"{loss.item():.3f}")
        history.append({"epoch": epoch + 1, "loss": total / max(1, len(perm))})
    model.eval()
    with torch.no_grad():  # caption retrieval on held-out train frames: is the state readable?
        x = (images[val_idx].float().div(255) - mean) / std
        img = torch.nn.functional.normalize(model.encode_image(x), dim=-1)
        txt = torch.nn.functional.normalize(model.encode_text(cap_tokens), dim=-1)
        guess = (img @ txt.t()).argmax(1)
        retrieval = float((guess == cap_ids[val_idx]).float().mean())
    out = Path(out)
    with atomic_path(out) as tmp:
        torch.save(model.state_dict(), tmp)
    report = {"weights": str(out), "model": model_name, "cover_captions": cover_captions, "videos": len(records), "pairs": n,
              "distinct_captions": len(vocab_captions), "videos_with_derived_states": pairs.derived_states,
              "epochs": epochs, "history": history, "heldout_caption_retrieval_top1": retrieval,
              "chance_top1": 1 / len(vocab_captions), "train_seconds": round(time.time() - t0, 1),
              "example_captions": vocab_captions[:10]}
    write_atomic(out.with_suffix(".json"), json.dumps(report, indent=1))
    return report
