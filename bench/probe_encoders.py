"""The perception probe of several encoders on one dataset, images collected once.

    python bench/probe_encoders.py --dataset out/egotv --encoders standin-clip-tiny=runs/a.pt standin-clip-96=runs/b.pt

Collects the labelled frames and crops of every split once at 128 px (nsg.clip.examples), resizes
them to each encoder's input, encodes them frozen and runs the linear probes (nsg.clip.probe);
prints one markdown table per encoder and writes OUT/probe_<name>.json. ``python -m nsg.probe``
is the same for one encoder.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nsg.clip.examples import collect_examples  # noqa: E402
from nsg.clip.frozen import load_clip  # noqa: E402
from nsg.clip.probe import run_probes  # noqa: E402
from nsg.clip.standin import caption  # noqa: E402
from nsg.commands.probe import table  # noqa: E402
from nsg.inputs.reader import load_manifest  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", required=True)
    ap.add_argument("--encoders", nargs="+", required=True, help="MODEL=WEIGHTS ...")
    ap.add_argument("--out", default="runs/probe")
    ap.add_argument("--frames-per-video", type=int, default=12)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    t = time.time()
    ex = collect_examples(sorted(load_manifest(a.dataset), key=lambda r: r.key), 128, caption,
                          frames_per_video=a.frames_per_video)
    print(f"{len(ex)} images ({ex.kind.count('crop')} crops) in {time.time() - t:.0f} s")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for spec in a.encoders:
        model, weights = spec.split("=", 1)
        clip = load_clip(model, weights)
        t = time.time()
        feats = clip.encode_frames(ex.images).numpy()  # preprocess resizes 128 px to the model's size
        report = run_probes(ex, feats).to_json()
        report.update({"clip_model": model, "clip_weights": weights, "images": len(ex)})
        (out / f"probe_{Path(weights).stem}.json").write_text(json.dumps(report, indent=1))
        print(f"\n## {model} {weights} ({time.time() - t:.0f} s, {len(ex) / (time.time() - t):.0f} images/s with the probes)")
        print(table(report))


if __name__ == "__main__":
    main()
