"""Labelled images of a dataset for the encoder and its probe: whole frames and object crops.

Each example is an image (a frame's centre square, or a crop cut as the NSG input cuts it,
:func:`nsg.inputs.roi.cut_crop`) with what the simulator recorded about it:

- ``identity``: the query token of the cropped object (``apple``, ``plate`` ...); for a frame,
  the video's target object;
- ``place``: for a frame, the receptacle kind the target is in (its recorded ``in``), else "";
- ``states``: hot, cold, clean, sliced, held of the TARGET object (1 / 0), on frames and on the
  target's own crops; -1 on crops of other objects (their states are not recorded);
- ``caption``: the stand-in's contrastive text (:func:`nsg.clip.standin.caption` for the target,
  ``a plate`` for another object).

These labels train the stand-in's heads and score the probe; they never reach an NSG model,
which sees only the encoder's features of the pixels.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np

from nsg.inputs.reader import DEFAULT_FPS, VideoRecord, frame_boxes_of, read_annotation, read_video, sample_indices
from nsg.inputs.roi import box_token, cut_crop, resize_square
from pddl_domains import vocabulary as vocab

STATE_NAMES: tuple[str, ...] = ("hot", "cold", "clean", "sliced", "held")
FRAME, CROP = "frame", "crop"


def receptacle_tokens() -> set[str]:
    return {vocab.token_name(t) for t in vocab.receptacle_types()}


@dataclass
class Examples:
    """Images (``uint8 [N, s, s, 3]``) and their labels, one list entry per image."""

    images: np.ndarray
    kind: list[str] = field(default_factory=list)        # frame / crop
    identity: list[str] = field(default_factory=list)
    place: list[str] = field(default_factory=list)
    states: np.ndarray | None = None                      # int8 [N, len(STATE_NAMES)], -1 unknown
    caption: list[str] = field(default_factory=list)
    split: list[str] = field(default_factory=list)
    video: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.kind)

    def subset(self, mask: np.ndarray) -> "Examples":
        idx = np.nonzero(mask)[0]
        pick = lambda xs: [xs[i] for i in idx]  # noqa: E731
        return Examples(self.images[idx], pick(self.kind), pick(self.identity), pick(self.place),
                        self.states[idx], pick(self.caption), pick(self.split), pick(self.video))

    def train_only(self) -> "Examples":
        """The train split's examples (a file may also hold test splits, for the probe)."""
        return self.subset(np.array([s == "train" for s in self.split], dtype=bool))

    def save(self, path, jpeg_quality: int | None = None) -> None:
        """One compressed ``.npz`` (the stand-in can then train where the dataset is not, e.g. a GPU
        machine); ``jpeg_quality`` stores the images as JPEG (a quarter of the size, lossy)."""
        images = {"images": self.images}
        if jpeg_quality is not None:
            import cv2

            blobs = [cv2.imencode(".jpg", im[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, int(jpeg_quality)])[1]
                     for im in self.images]
            images = {"jpeg": np.concatenate(blobs) if blobs else np.zeros(0, np.uint8),
                      "jpeg_ends": np.cumsum([len(b) for b in blobs]).astype(np.int64),
                      "image_shape": np.array(self.images.shape[1:])}
        with open(path, "wb") as fh:  # a file object: numpy appends no ".npz" to a temporary's name
            np.savez_compressed(fh, states=self.states, kind=np.array(self.kind), identity=np.array(self.identity),
                                place=np.array(self.place), caption=np.array(self.caption),
                                split=np.array(self.split), video=np.array(self.video), **images)

    @classmethod
    def load(cls, path) -> "Examples":
        with np.load(path, allow_pickle=False) as z:
            if "jpeg" in z:
                import cv2

                blob, ends = z["jpeg"], z["jpeg_ends"]
                starts = np.concatenate([[0], ends[:-1]])
                images = np.stack([cv2.imdecode(blob[a:b], cv2.IMREAD_COLOR)[..., ::-1] for a, b in zip(starts, ends)]) \
                    if len(ends) else np.zeros((0, *z["image_shape"]), np.uint8)
            else:
                images = z["images"]
            return cls(np.ascontiguousarray(images), *(z[k].tolist() for k in ("kind", "identity", "place")),
                       z["states"], *(z[k].tolist() for k in ("caption", "split", "video")))


def _square(frame: np.ndarray) -> np.ndarray:
    h, w = frame.shape[:2]
    side = min(h, w)
    return frame[(h - side) // 2:(h - side) // 2 + side, (w - side) // 2:(w - side) // 2 + side]


def _state_row(state: dict) -> list[int]:
    return [int(bool(state.get(k))) for k in STATE_NAMES]


def collect_examples(records: Sequence[VideoRecord], image_size: int, caption: Callable[[str, dict, dict], str],
                     fps: float = DEFAULT_FPS, frames_per_video: int = 12, crops_per_frame: int = 4,
                     seed: int = 0, progress: bool = True) -> Examples:
    """Up to ``frames_per_video`` sampled frames of each video (drawn at random, seeded), each as a
    frame example and with up to ``crops_per_frame`` crops (the target's first, then others).
    Videos without recorded states give crops with unknown states and no frame examples."""
    from tqdm import tqdm

    rng = random.Random(seed)
    images, rows, states = [], [], []
    for rec in tqdm(records, desc="frames and crops", unit="video", disable=not progress):
        video, native_fps = read_video(rec.video)
        ann = read_annotation(rec.annotations)
        idx = sample_indices(len(video), native_fps, fps)
        chosen = sorted(rng.sample(idx, frames_per_video)) if len(idx) > frames_per_video else idx
        per_frame_states = ann.frame_states()  # the target's states
        boxes = frame_boxes_of(ann, len(video))
        instances = ann.frame_boxes(len(video))
        tid = ann.target
        target_token = box_token(tid) if tid else vocab.token_name(rec.object)
        for i in chosen:
            tstate = per_frame_states[min(i, len(per_frame_states) - 1)] if per_frame_states else {}
            if tstate:
                where = tstate.get("in")
                images.append(resize_square(_square(video[i]), image_size))
                rows.append((FRAME, target_token, box_token(where) if isinstance(where, str) else "",
                             caption(rec.object, tstate), rec.split, rec.key))
                states.append(_state_row(tstate))
            # the target's own box first (its states are known); one box of each other token (a
            # second apple is another object: its states are not recorded)
            own_box = instances[i].get(tid) if tid else None
            others = [(tok, bs[0]) for tok, bs in boxes[i].items()
                      if not (own_box is not None and tok == target_token and bs[0] == own_box)]
            crops = [(target_token, own_box)] if own_box is not None else []
            crops += rng.sample(others, min(len(others), crops_per_frame - len(crops)))
            for k, (tok, box) in enumerate(crops):
                own = own_box is not None and k == 0 and bool(tstate)
                images.append(resize_square(cut_crop(video[i], box), image_size))
                text = caption(rec.object, {k: tstate.get(k) for k in STATE_NAMES if k != "held"}, {}) if own \
                    else f"a {vocab.text_name(vocab.type_from_token(tok)) if _known(tok) else tok.replace('_', ' ')}"
                rows.append((CROP, tok, "", text, rec.split, rec.key))
                states.append(_state_row(tstate) if own else [-1] * len(STATE_NAMES))
    if not images:
        return Examples(np.zeros((0, image_size, image_size, 3), np.uint8), states=np.zeros((0, len(STATE_NAMES)), np.int8))
    kind, identity, place, captions, split, video_keys = (list(c) for c in zip(*rows))
    return Examples(np.stack(images), kind, identity, place, np.array(states, dtype=np.int8), captions, split, video_keys)


def _known(token: str) -> bool:
    try:
        vocab.type_from_token(token)
        return True
    except KeyError:
        return False
