"""Examples files for the randomisation comparison (issue 37), made from examples files alone.

``bench/probe_randomized.py`` needs the rendered datasets; this does the same comparison where
only examples files travel (a GPU machine). Each arm is an examples file of one render of the
train jobs (``python -m nsg.standin_clip examples --dataset DIR [--jobs-of OTHER]``). Every arm
keeps only the train videos that every arm has (same job ids), and gets the test splits of
``--tests`` appended (plain renders, never randomised), so each arm's encoder is then trained on
the same jobs and probed on the same test images:

    python bench/randomized_arms.py --arm plain=ex600.npz --arm materials=exmat300.npz \\
        --tests ex600.npz --out arms/
    VARIANTS=objects-96 bash bench/standin_cuda.sh arms/plain.npz OUT/plain cuda 60   # and each arm

Writes OUT/NAME.npz per arm (JPEG quality 95: quick to write, a second lossy pass over
JPEG inputs, the same for every arm) and prints how many videos and images each holds.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nsg.clip.examples import Examples  # noqa: E402


def concat(parts: list[Examples]) -> Examples:
    lists = ("kind", "identity", "place", "caption", "split", "video")
    return Examples(np.concatenate([p.images for p in parts]),
                    *([x for p in parts for x in getattr(p, name)] for name in lists[:3]),
                    np.concatenate([p.states for p in parts]),
                    *([x for p in parts for x in getattr(p, name)] for name in lists[3:]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arm", action="append", required=True, help="NAME=EXAMPLES.npz (repeat)")
    ap.add_argument("--tests", required=True, help="examples file whose test splits every arm is probed on")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    arms = {}
    for spec in a.arm:
        name, _, path = spec.partition("=")
        if not name or not path:
            raise SystemExit(f"--arm {spec!r}: expected NAME=EXAMPLES.npz")
        arms[name] = Examples.load(path).train_only()
    common = set.intersection(*(set(ex.video) for ex in arms.values()))
    if not common:
        raise SystemExit("the arms share no train video: render the same jobs (same seed, --jobs-of)")
    tests = Examples.load(a.tests)
    tests = tests.subset(np.array([s != "train" for s in tests.split], dtype=bool))
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, ex in arms.items():
        mine = ex.subset(np.array([v in common for v in ex.video], dtype=bool))
        both = concat([mine, tests])
        both.save(out / f"{name}.npz", jpeg_quality=95)
        print(f"{name}: {len(common)} train videos, {len(mine)} train images ({mine.kind.count('crop')} crops), "
              f"{len(tests)} test images {sorted(set(tests.split))}")


if __name__ == "__main__":
    main()
