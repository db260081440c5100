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

from contracts.argtypes import add_option, float_range, int_range, options_from
from contracts.files import atomic_dir
from nsg.commands.common import finish
from nsg.errors import UnknownChoiceError
from nsg.inputs.reader import check_layout
from nsg.online.data import Manifests, load_records, online_run, twin_of, video_input
from nsg.online.evaluate import (check_out_dir, evaluate_online, fit_on_train, fit_placement_probe, jsonl_line,
                                 load_thresholds, stream_video)
from nsg.online.inputs import read_inputs
from nsg.online.options import FIT_VIDEOS, SCORES, OnlineOptions
from nsg.online.report import markdown_table

# the options that set what the library's errors name (contracts.errors.error_line)
HINTS = {"run": "--run", "out": "--out", "thresholds": "--thresholds", "video": "--video", "splits": "--splits",
         "clip_weights": "--clip-weights", "max_false_alarm": "--max-false-alarm",
         "fit_videos": "--fit-videos", "place_probe": "--place-probe", "checkpoint": "--checkpoint"}


def parse_args(argv: Sequence[str] | None = None) -> OnlineOptions:
    """The command line as :class:`~nsg.online.options.OnlineOptions` (defaults and help from its fields)."""
    ap = argparse.ArgumentParser(prog="python -m nsg.online", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    add_option(ap, OnlineOptions, "run", required=True)
    add_option(ap, OnlineOptions, "checkpoint")
    add_option(ap, OnlineOptions, "dataset", required=True)
    add_option(ap, OnlineOptions, "fit_dataset")
    mode = ap.add_mutually_exclusive_group(required=True)
    add_option(mode, OnlineOptions, "evaluate", action="store_true")
    add_option(mode, OnlineOptions, "video")
    add_option(ap, OnlineOptions, "thresholds")
    add_option(ap, OnlineOptions, "splits", nargs="*")
    add_option(ap, OnlineOptions, "out")
    add_option(ap, OnlineOptions, "scores", choices=SCORES)
    add_option(ap, OnlineOptions, "max_false_alarm", type=float_range(0.0, 1.0))
    add_option(ap, OnlineOptions, "fit_videos", choices=FIT_VIDEOS)
    add_option(ap, OnlineOptions, "place_probe", action="store_true")
    add_option(ap, OnlineOptions, "prefix_baseline", "--no-prefix-baseline", action="store_false",
               help="skip the offline-at-every-prefix baseline (quadratic in the video's length)")
    add_option(ap, OnlineOptions, "features")
    add_option(ap, OnlineOptions, "clip_weights")
    add_option(ap, OnlineOptions, "threads", type=int_range(1, 1024))
    args = ap.parse_args(argv)
    if args.evaluate and not args.out:
        ap.error("--evaluate needs --out DIR")
    if args.evaluate and args.thresholds:
        ap.error("--thresholds is for --video; --evaluate always fits them on the train split")
    return options_from(OnlineOptions, args)


def one_video(opts: OnlineOptions, run, manifests: Manifests) -> int:
    records = manifests.records(opts.dataset)
    by_job = {r.key: r for r in records}  # ManifestRow.identity(): the job id
    if opts.video not in by_job:
        raise UnknownChoiceError("video", opts.video, by_job, shown=list(by_job)[:8], setting="video")
    rec = by_job[opts.video]
    th = load_thresholds(opts.thresholds, opts.place_probe) if opts.thresholds else None
    say = lambda m: print(m, file=sys.stderr)  # noqa: E731
    inputs = read_inputs(run, opts, [rec], manifests, say)
    probe = fit_placement_probe(run, inputs, say)[0] if opts.place_probe else None
    if th is None:
        th = fit_on_train(run, inputs, say, opts.scores, opts.max_false_alarm, probe)[0].thresholds
    s = stream_video(run, inputs.words, video_input(rec, inputs.cache, run.segment_frames), th, scores=opts.scores,
                     placement=probe)
    nodes = {f"n{i}": n.query for i, n in enumerate(s.video.graph.nodes)}
    print(f"{opts.video} ({rec.split}; truth: {s.video.mistake_type or 'correct'}"
          + (f" from {s.video.mistake_start_s():.1f} s" if s.video.mistake_start_s() is not None else "") + ")")
    print("  nodes: " + ", ".join(f"{k}={v}" for k, v in nodes.items()))
    for st in s.states:
        flag = f" {st.mistake_type} at {st.node}" if st.verdict == "mistake" else ""
        done = " ".join(f"{k}:{v:.2f}" for k, v in st.done.items())
        print(f"  seg {st.segment:3d} t={st.t_s:6.1f}s  {st.verdict}{flag}  done[{done}]  next{st.next}")
    print(f"  offline NSG P(true) {s.offline_prob:.2f}; streamed {s.video.duration_s:.0f} s of video in {s.seconds:.2f} s")
    if opts.out:
        with atomic_dir(Path(opts.out)) as tmp:
            (tmp / "online.jsonl").write_text(json.dumps(jsonl_line(s, twin_of(records))) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m nsg.online``: library errors end in one line naming the option (:data:`HINTS`)."""
    return finish(lambda: _online(parse_args(argv)), HINTS)


def _online(opts: OnlineOptions) -> int:
    if opts.out:
        check_out_dir(opts.out)
    manifests = Manifests()   # each dataset's manifest read once, here first: before any model is loaded,
    for ds in filter(None, (opts.dataset, opts.fit_dataset)):   # missing datasets and unknown splits are named
        check_layout(ds)
        manifests.records(ds, opts.splits if ds == opts.dataset and opts.evaluate else ["train"])
    if opts.threads:
        torch.set_num_threads(opts.threads)
    run = online_run(opts.run, opts.checkpoint, opts.features, opts.clip_weights)
    if opts.video is not None:
        return one_video(opts, run, manifests)
    say = lambda m: print(m, file=sys.stderr)  # noqa: E731
    inputs = read_inputs(run, opts, load_records(opts.dataset, opts.splits, manifests), manifests, say)
    summary = evaluate_online(run, opts, inputs, say)
    print(markdown_table(summary))
    print(f"\nwrote {Path(opts.out) / 'online.jsonl'}, summary.json, thresholds.json")
    return 0
