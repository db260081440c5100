"""Verify while it happens: ``python -m nsg.online``.

Evaluate (thresholds fitted on the run's own train split, every test split's mistake videos and
their correct twins streamed; writes OUT/online.jsonl, OUT/summary.json, OUT/thresholds.json and
prints a markdown table)::

    python -m nsg.online --evaluate --run runs24/nsg --dataset out/egotv_small --out runs24/online

One video (prints a line per segment; ``--out`` also writes its online.jsonl)::

    python -m nsg.online --run runs24/nsg --dataset out/egotv_small --video novel_tasks_00003_mistake \\
        [--thresholds runs24/online/thresholds.json]

``--fit-dataset`` (default: the dataset the run was trained on) is the dataset whose train split
the thresholds are fitted on; ``--dataset`` is the one evaluated.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

import torch

from contracts.argtypes import float_range, int_range
from contracts.files import atomic_dir
from contracts.library.splits import TEST_SPLITS
from nsg.commands.common import finish
from nsg.errors import UnknownChoiceError
from nsg.inputs.reader import check_layout, load_manifest
from nsg.online.data import load_run, query_words, twin_of, video_input
from nsg.online.evaluate import (FIT_VIDEOS, MAX_FALSE_ALARM, SCORES, attach_placement_probe, check_out_dir,
                                 evaluate_online, fit_on_train, jsonl_line, load_thresholds, stream_video)
from nsg.online.report import markdown_table

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"run": "--run", "out": "--out", "thresholds": "--thresholds", "video": "--video", "splits": "--splits",
         "clip_weights": "--clip-weights", "max_false_alarm": "--max-false-alarm",
         "fit_videos": "--fit-videos", "place_probe": "--place-probe"}


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m nsg.online", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", required=True, help="an nsg run directory written by nsg.train")
    ap.add_argument("--checkpoint", default="best.pt", help="best.pt (default), last.pt or a path")
    ap.add_argument("--dataset", required=True, help="dataset to verify (its test splits, or --video's row)")
    ap.add_argument("--fit-dataset", default=None,
                    help="dataset whose train split the thresholds are fitted on (default: the run's own)")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--evaluate", action="store_true", help="evaluate every test split's mistake pairs")
    mode.add_argument("--video", default=None, help="stream one video, by job id")
    ap.add_argument("--thresholds", default=None, help="with --video: thresholds.json of an earlier --evaluate (default: fitted now on the train split)")
    ap.add_argument("--splits", nargs="*", default=list(TEST_SPLITS))
    ap.add_argument("--out", default=None, help="output directory (required with --evaluate)")
    ap.add_argument("--scores", default="model", choices=SCORES,
                    help="model: the run's query encoders (default); annotation: a diagnostic that reads the "
                         "recorded states instead (perfect state detection; not a verifier)")
    ap.add_argument("--max-false-alarm", type=float_range(0.0, 1.0), default=MAX_FALSE_ALARM,
                    help="the threshold fit keeps the train split's false-alarm rate at most this, then "
                         f"maximises recall - false alarms (default {MAX_FALSE_ALARM}; 1 = no cap)")
    ap.add_argument("--fit-videos", default="auto", choices=FIT_VIDEOS,
                    help="train videos the thresholds are fitted on: held_out (the run's validation videos, "
                         "never trained on), train (all mistake pairs of the train split), auto (default: "
                         "held_out when the run has them for the fit dataset, else train)")
    ap.add_argument("--place-probe", action="store_true",
                    help="score the relation queries (place nodes, wrong receptacles) with a placement probe "
                         "fitted on the run's own training videos' recorded states (nsg.online.placement) "
                         "instead of the NSG relation encoder")
    ap.add_argument("--no-prefix-baseline", action="store_true",
                    help="skip the offline-at-every-prefix baseline (quadratic in the video's length)")
    ap.add_argument("--features", default=None, help="feature cache root (default: the one trained with)")
    ap.add_argument("--clip-weights", default=None, help="the run's CLIP weights file, if it moved")
    ap.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    args = ap.parse_args(argv)
    if args.evaluate and not args.out:
        ap.error("--evaluate needs --out DIR")
    if args.evaluate and args.thresholds:
        ap.error("--thresholds is for --video; --evaluate always fits them on the train split")
    return args


def one_video(args, run) -> int:
    records = load_manifest(args.dataset)
    by_job = {r.key: r for r in records}  # ManifestRow.identity(): the job id
    if args.video not in by_job:
        raise UnknownChoiceError("video", args.video, by_job, shown=list(by_job)[:8], setting="video")
    rec = by_job[args.video]
    th = load_thresholds(args.thresholds, args.place_probe) if args.thresholds else None
    if args.place_probe:
        attach_placement_probe(run, lambda m: print(m, file=sys.stderr))
    if th is None:
        th = fit_on_train(run, args.fit_dataset or run.options["dataset"], lambda m: print(m, file=sys.stderr),
                          args.scores, args.max_false_alarm, args.fit_videos)[0].thresholds
    cache = run.cache([rec])
    words = query_words(cache)
    s = stream_video(run, words, video_input(rec, cache, run.segment_frames), th, scores=args.scores)
    nodes = {f"n{i}": n.query for i, n in enumerate(s.video.graph.nodes)}
    print(f"{args.video} ({rec.split}; truth: {s.video.mistake_type or 'correct'}"
          + (f" from {s.video.mistake_start_s():.1f} s" if s.video.mistake_start_s() is not None else "") + ")")
    print("  nodes: " + ", ".join(f"{k}={v}" for k, v in nodes.items()))
    for st in s.states:
        flag = f" {st.mistake_type} at {st.node}" if st.verdict == "mistake" else ""
        done = " ".join(f"{k}:{v:.2f}" for k, v in st.done.items())
        print(f"  seg {st.segment:3d} t={st.t_s:6.1f}s  {st.verdict}{flag}  done[{done}]  next{st.next}")
    print(f"  offline NSG P(true) {s.offline_prob:.2f}; streamed {s.video.duration_s:.0f} s of video in {s.seconds:.2f} s")
    if args.out:
        with atomic_dir(Path(args.out)) as tmp:
            (tmp / "online.jsonl").write_text(json.dumps(jsonl_line(s, twin_of(records))) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.online``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: _online(parse_args(argv)), HINTS)


def _online(args: argparse.Namespace) -> int:
    if args.out:
        check_out_dir(args.out)
    for ds in filter(None, (args.dataset, args.fit_dataset)):  # before any model is loaded: missing
        check_layout(ds)                                       # datasets and unknown splits named first
        load_manifest(ds, args.splits if ds == args.dataset and args.evaluate else ["train"])
    if args.threads:
        torch.set_num_threads(args.threads)
    run = load_run(args.run, args.checkpoint, args.features, args.clip_weights)
    if args.video is not None:
        return one_video(args, run)
    summary = evaluate_online(run, args.dataset, args.out, args.splits, args.fit_dataset,
                              prefix_baseline=not args.no_prefix_baseline,
                              progress=lambda m: print(m, file=sys.stderr), scores=args.scores,
                              max_false_alarm=args.max_false_alarm, fit_videos=args.fit_videos,
                              place_probe=args.place_probe)
    print(markdown_table(summary))
    print(f"\nwrote {Path(args.out) / 'online.jsonl'}, summary.json, thresholds.json")
    return 0

