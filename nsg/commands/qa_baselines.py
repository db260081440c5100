"""Baselines for situated procedural QA: ``python -m nsg.qa_baselines DATASET``.

Blind baselines and the Knowledge-Module baseline (ground-truth grounding, NSG steps, uniform-order
steps), accuracy per template; what each measures and why: :mod:`nsg.qa_eval`. Prints the table
in Markdown and a JSON line; ``--out DIR`` also writes ``qa_baselines.md`` and ``qa_baselines.json``.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Sequence

from contracts.argtypes import int_range, positive_float
from contracts.files import write_atomic
from nsg.commands.common import finish
from nsg.inputs.reader import DEFAULT_FPS
from nsg.models.batching import DEFAULT_SEGMENT_FRAMES
from nsg.qa_eval import check_inputs, run

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"qa": "--qa", "nsg_predictions": "--nsg-predictions", "out": "--out"}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m nsg.qa_baselines", description=__doc__.splitlines()[0])
    p.add_argument("dataset", help="rendered dataset (manifest.jsonl, annotations)")
    p.add_argument("--qa", default=None, help="qa.jsonl (default: DATASET/qa.jsonl)")
    p.add_argument("--nsg-predictions", default=None, help="RUN/eval/predictions.jsonl of an NSG run")
    p.add_argument("--segment-frames", type=int_range(1, 10000), default=None,
                   help="the NSG run's --segment-frames (default: read from the run's checkpoint, "
                        f"else {DEFAULT_SEGMENT_FRAMES})")
    p.add_argument("--feature-fps", type=positive_float, default=None,
                   help=f"the NSG run's feature fps (default: read from the run's checkpoint, else {DEFAULT_FPS})")
    p.add_argument("--kml-steps", type=int_range(1, 1_000_000), default=300, help="training steps per module, >= 1")
    p.add_argument("--no-uniform", action="store_true", help="skip the no-vision uniform-order grounding")
    p.add_argument("--out", default=None, help="write qa_baselines.json and .md here")
    p.add_argument("--seed", type=int_range(0), default=0)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.qa_baselines``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: _baselines(build_parser().parse_args(argv)), HINTS)


def _baselines(a: argparse.Namespace) -> int:
    check_inputs(a.dataset, a.qa, a.nsg_predictions, a.out)
    table, info = run(a.dataset, a.qa, a.nsg_predictions, a.segment_frames, a.feature_fps, a.kml_steps,
                      not a.no_uniform, a.seed)
    both = info.pop("blind_both_ways")
    md = table.markdown() + ("\n\nBlind baselines on every question\n\n" + both.markdown() if both else "")
    if both:
        info["blind_both_ways"] = {"rows": both.rows, "counts": both.counts, "summary": both.summary()}
    print(md)
    print(json.dumps({k: v for k, v in info.items() if k not in ("module_train_accuracy", "blind_both_ways")}))
    if a.out:
        out = Path(a.out)
        out.mkdir(parents=True, exist_ok=True)
        write_atomic(out / "qa_baselines.md", md + "\n")
        write_atomic(out / "qa_baselines.json", json.dumps(
            {"rows": table.rows, "counts": table.counts, "summary": table.summary(),
             "evaluated_on": table.evaluated_on, **info}, indent=1) + "\n")
    return 0
