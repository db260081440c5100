"""Does domain randomisation help perception in kitchens never seen? (issue 37)

Each arm is a training set and the encoder trained on it: plain renders of some train jobs, and
randomised renders (``--randomize all``) of the same jobs (same job seeds, tasks, objects,
scenes), each encoder trained with the same settings (``bench/standin_cuda.sh`` on a GPU, or
``make standin-objects``). Each arm's linear probes (:mod:`nsg.clip.probe`) are fitted on the
frozen features of ITS training set's frames and crops and scored on the same test videos: the
plain test splits of ``--test-dataset`` (novel_scenes above all), never randomised, so the
question is only whether variety in training carries to unseen kitchens.

    python bench/probe_randomized.py --test-dataset out/egotv \\
        --arm plain=out/egotv=runs/standin_plain/objects-96.pt \\
        --arm randomized=out/rand150=runs/standin_rand/objects-96.pt [--model standin-clip-96]

Only jobs present in every arm's training set are used (the plain dataset may hold more).
Prints one table per arm and a comparison on novel_scenes; writes OUT/probe_randomized.json.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nsg.clip.examples import collect_examples  # noqa: E402
from nsg.clip.frozen import load_clip  # noqa: E402
from nsg.clip.probe import MAIN_SPLIT, PROBE_LABELS, run_probes  # noqa: E402
from nsg.clip.standin import caption  # noqa: E402
from nsg.commands.probe import table  # noqa: E402
from nsg.inputs.reader import load_manifest  # noqa: E402


def _job(rec) -> tuple[int, str]:
    return rec.row.job_seed, rec.task


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--test-dataset", required=True, help="dataset whose test splits score every arm")
    ap.add_argument("--arm", action="append", required=True, help="NAME=TRAIN_DATASET=WEIGHTS (repeat)")
    ap.add_argument("--model", default="standin-clip-96")
    ap.add_argument("--splits", nargs="+", default=[MAIN_SPLIT])
    ap.add_argument("--frames-per-video", type=int, default=8)
    ap.add_argument("--out", default="runs/probe_randomized")
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    arms = []
    for spec in a.arm:
        parts = spec.split("=")
        if len(parts) != 3:
            raise SystemExit(f"--arm {spec!r}: expected NAME=TRAIN_DATASET=WEIGHTS")
        arms.append(parts)
    trains = {name: load_manifest(ds, ["train"]) for name, ds, _ in arms}
    common = set.intersection(*({_job(r) for r in recs} for recs in trains.values()))
    tests = sorted(load_manifest(a.test_dataset, a.splits), key=lambda r: r.key)
    print(f"{len(common)} train jobs in every arm; {len(tests)} test videos ({', '.join(a.splits)})")
    results = {}
    for name, ds, weights in arms:
        train = sorted((r for r in trains[name] if _job(r) in common), key=_job)
        t = time.time()
        ex = collect_examples(train + tests, 128, caption, frames_per_video=a.frames_per_video, progress=False)
        clip = load_clip(a.model, weights)
        report = run_probes(ex, clip.encode_frames(ex.images).numpy()).to_json()
        report.update({"arm": name, "train_dataset": ds, "clip_model": a.model, "clip_weights": weights,
                       "train_videos": len(train), "images": len(ex)})
        results[name] = report
        print(f"\n## {name}: {ds}, {weights} ({len(ex)} images, {time.time() - t:.0f} s)")
        print(table(report))
    main_split = a.splits[0]
    print(f"\n## {main_split}, balanced accuracy (crops / whole frames)")
    print("| arm | " + " | ".join(PROBE_LABELS) + " |")
    print("|---|" + "---|" * len(PROBE_LABELS))
    for name, rep in results.items():
        cells = rep["splits"].get(main_split, {})
        fmt = lambda v: "-" if v is None else f"{100 * v:.1f}"  # noqa: E731
        print(f"| {name} | " + " | ".join(f"{fmt(cells.get('roi', {}).get(k))} / {fmt(cells.get('frame', {}).get(k))}"
                                        for k in PROBE_LABELS) + " |")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "probe_randomized.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
