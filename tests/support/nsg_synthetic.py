"""A tiny synthetic dataset in the renderer's on-disk format, for tests and smoke runs.

It mirrors the renderer's format (``generators.dataset.worker.manifest_row``,
``sim.recorder.annotation_json``): manifest rows carry description texts plus ``*_graph``;
annotation frames carry ``step``, ``subtask``, ``boxes`` (the drawn target square and, once placed,
the receptacle band) and the target's ``states``.

It is NOT a substitute for a rendered dataset: frames are flat 2-D drawings (a coloured square for
the target object whose tint, border and stripes show hot / cold / clean / sliced, a coloured band
for the device in use, a box for the place receptacle). It exists so that the NSG pipeline
(features, training, evaluation) can be exercised end to end without the simulator, and it writes
exactly the files a rendered dataset has: ``manifest.jsonl``, one H.264 mp4 and one annotation JSON
per video, descriptions and graphs from :mod:`contracts.language.descriptions`.
"""
from __future__ import annotations

import json
import random
import zlib
from pathlib import Path
from typing import Sequence

import numpy as np

from pddl_domains import vocabulary as vocab
from contracts.language.descriptions import describe
from contracts.library.splits import SPLIT_NAMES, get_split
from contracts.library.tasks import get_task

_DEVICE_COLOUR = {"heat": (90, 30, 30), "cool": (200, 220, 240), "clean": (40, 90, 200),
                  "slice": (120, 120, 120), "place": (150, 110, 60), "pick": (80, 160, 80)}


def _colour(name: str) -> np.ndarray:
    h = zlib.crc32(name.encode())
    return np.array([60 + h % 150, 60 + (h >> 8) % 150, 60 + (h >> 16) % 150], dtype=np.float32)


def _square_span(size: int, state: dict) -> tuple[int, int]:
    """Rows (and columns) of the target's square: lower down once placed in a receptacle."""
    if state["in"] not in (None, "counter_1"):
        return size // 2 + 2, size // 2 + 2 + size // 3
    return size // 3, size // 3 + size // 3


def _boxes(size: int, obj: str, state: dict) -> dict[str, list[int]]:
    """The drawn target square's box (inclusive), and the receptacle band's once placed."""
    lo, hi = _square_span(size, state)
    out = {f"{vocab.token_name(obj)}_1": [lo - 4 if state["held"] else lo, lo, hi - 1, hi - 1]}
    if state["in"] not in (None, "counter_1"):
        out[state["in"]] = [size // 8, size // 2, size - size // 8 - 1, size - 1]
    return out


def _draw(size: int, scene: int, obj: str, state: dict, device: str | None, receptacle: str | None,
          rng: np.random.Generator) -> np.ndarray:
    img = np.empty((size, size, 3), dtype=np.float32)
    img[:] = 50 + 4 * (scene % 30)
    if device is not None:
        img[: size // 4] = _DEVICE_COLOUR[device]
    c = _colour(obj).copy()
    if state["hot"]:
        c = 0.4 * c + np.array([230, 40, 20]) * 0.6
    if state["cold"]:
        c = 0.4 * c + np.array([40, 120, 240]) * 0.6
    lo, hi = _square_span(size, state)
    if state["in"] not in (None, "counter_1"):  # placed: drawn inside the receptacle's box, lower down
        img[size // 2:, size // 8: size - size // 8] = _colour(state["in"])
    img[lo:hi, lo - 4 if state["held"] else lo:hi] = c
    if state["clean"]:
        img[lo:hi, lo] = img[lo:hi, hi - 1] = img[lo, lo:hi] = img[hi - 1, lo:hi] = 255
    if state["sliced"]:
        img[lo:hi:3, lo:hi] = 10
    img += rng.normal(0, 4, img.shape)
    return np.clip(img, 0, 255).astype(np.uint8)


def _episode(task: str, obj: str, receptacle: str | None, scene: int, seed: int, size: int,
             frames_per_step: int) -> tuple[list[np.ndarray], list[dict], list[str]]:
    spec = get_task(task)
    rng = random.Random(seed)
    order = list(rng.choice(spec.linear_extensions()))
    nrng = np.random.default_rng(seed)
    state = {"hot": False, "cold": False, "clean": False, "sliced": False, "held": False, "in": "counter_1"}
    frames, annotated = [], []
    step = 0
    for sub in order:
        for phase in ("navigate", "interact"):
            n = frames_per_step // 2 if phase == "navigate" else frames_per_step
            for t in range(n):
                if phase == "interact" and t == n // 2:
                    if sub == "heat":
                        state["hot"], state["cold"] = True, False
                    elif sub == "cool":
                        state["cold"], state["hot"] = True, False
                    elif sub == "clean":
                        state["clean"] = True
                    elif sub == "slice":
                        state["sliced"] = True
                    elif sub == "pick":
                        state["held"], state["in"] = True, None
                    elif sub == "place":
                        state["held"], state["in"] = False, f"{vocab.token_name(receptacle)}_1"
                device = sub if phase == "interact" else None
                frames.append(_draw(size, scene, obj, state, device, receptacle, nrng))
                annotated.append({"step": step, "subtask": sub, "action": None, "boxes": _boxes(size, obj, state),
                                  "states": dict(state)})
            step += 1
    return frames, annotated, order


def write_synthetic_dataset(out_dir: str | Path, videos_per_split: int = 2,
                            splits: Sequence[str] = SPLIT_NAMES, seed: int = 0, size: int = 64,
                            native_fps: float = 5.0, frames_per_step: int = 12) -> Path:
    """Write a synthetic dataset of ``videos_per_split`` videos per split under ``out_dir``."""
    import imageio.v2 as imageio

    root = Path(out_dir)
    root.mkdir(parents=True, exist_ok=True)
    rows = []
    for split_name in splits:
        split = get_split(split_name)
        rng = random.Random(f"{seed}-{split_name}")
        instances = split.instances()
        rng.shuffle(instances)
        (root / split_name).mkdir(exist_ok=True)
        picked = 0
        for task, obj, rec in instances:
            if picked == videos_per_split:
                break
            vseed = rng.randrange(2**31)
            ds = describe(task, obj, rec, seed=vseed, n=1)
            if split.descriptions == "abstract":
                pos, neg = ds.abstract, ds.abstract_negative
            else:
                pos, neg = ds.positive, ds.negative
            if not pos or not neg:
                continue  # an instance with no false description cannot make a label-0 sample
            pos, neg = pos[0], neg[0]
            i, picked = picked, picked + 1
            scene = rng.choice(split.scenes)
            frames, annotated, order = _episode(task, obj, rec, scene, vseed, size, frames_per_step)
            job_id = f"{split_name}_{i:05d}"
            video_rel, ann_rel = f"{split_name}/{job_id}.mp4", f"{split_name}/{job_id}.json"
            with imageio.get_writer(root / video_rel, fps=native_fps, codec="libx264", quality=8,
                                    macro_block_size=16, ffmpeg_log_level="error") as w:
                for f in frames:
                    w.append_data(f)
            spec = get_task(task)
            annotation = {
                "format": "egoverify-episode/1", "task": task, "object": obj, "receptacle": rec,
                "scene": scene, "seed": vseed, "fps": native_fps, "n_frames": len(frames),
                "target": f"{vocab.token_name(obj)}_1",
                "subtask_of_step": [s for s in order for _ in ("navigate", "interact")],
                "frames": annotated, "descriptions": {"positive": pos.to_json(), "negative": neg.to_json()},
                "synthetic": True,
            }
            (root / ann_rel).write_text(json.dumps(annotation), encoding="utf-8")
            rows.append({"split": split_name, "task": task, "object": obj, "receptacle": rec,
                         "scene": scene, "seed": vseed, "job_id": job_id, "video": video_rel,
                         "annotations": ann_rel, "positive": pos.text, "negative": neg.text,
                         "positive_graph": pos.graph.to_json(), "negative_graph": neg.graph.to_json(),
                         "negative_task": neg.task, "fps": native_fps,
                         "complexity": spec.complexity, "ordering": spec.ordering,
                         "n_frames": len(frames), "duration_s": len(frames) / native_fps})
    with open(root / "manifest.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True) + "\n")
    return root
