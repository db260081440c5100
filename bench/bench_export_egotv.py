"""Export to EgoTV's layout and read it back: seconds for a rendered dataset (target: the small
default dataset under 1 minute on 2 cores), and how long our loader takes to read the export.

Each run exports ``DATASET`` into a fresh temporary directory on the same file system (videos
hard-linked, as by default) and, with ``--copy``, also with copied videos.
Usage: ``.venv/bin/python bench/bench_export_egotv.py [DATASET] [--runs 3] [--copy]``
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    from generators.access.export import ExportConfig, export_dataset
    from contracts.dataset.loader import read_annotation, read_manifest

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset", nargs="?", default="out/egotv")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--copy", action="store_true", help="also time exports that copy the videos")
    args = ap.parse_args()
    dataset = Path(args.dataset)
    modes = ("link", "copy") if args.copy else ("link",)
    for mode in modes:
        export_s, read_s = [], []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory(dir=dataset.parent) as tmp:
                out = Path(tmp) / "egotv_release"
                start = time.perf_counter()
                report = export_dataset(ExportConfig(dataset=dataset, out=out, format="egotv", video=mode))
                export_s.append(time.perf_counter() - start)
                start = time.perf_counter()
                rows = read_manifest(out)
                for r in rows:
                    read_annotation(out / r.annotations)
                read_s.append(time.perf_counter() - start)
        n = sum(report.samples.values())
        print(f"videos {mode}: {n} trials; export min/median/max {min(export_s):.2f}/{statistics.median(export_s):.2f}/"
              f"{max(export_s):.2f} s ({n / statistics.median(export_s):.0f} trials/s); read back rows + annotations "
              f"median {statistics.median(read_s):.2f} s")


if __name__ == "__main__":
    main()
