"""The online evaluation: fit thresholds on the run's train split, stream every test video, score.

Its inputs are read once (:mod:`nsg.online.inputs`: which videos, from which dataset, and one
feature cache) and passed in; the placement probe, when asked for, is fitted here and passed to
every scorer explicitly.

Per test video: the streaming states (timed: scoring + alignment + rules per segment, features
read from the cache, see bench/bench_online.py for features computed from the video), the
offline NSG's probability on the whole video (the model's own forward pass through the collator),
and, unless ``prefix_baseline`` is off, the states recomputed from scratch at every prefix (timed;
their verdicts must equal the streaming ones, counted in ``prefix_baseline.same_states``).
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import torch

from nsg.errors import InvalidValueError, NSGError
from nsg.models.batching import NONE_LABEL, Collator, Item
from nsg.online.data import LoadedRun, VideoInput, step_starts, twin_of, video_input
from nsg.online.fit import FitResult, fit_thresholds, precompute
from nsg.online.inputs import OnlineInputs
from nsg.online.metrics import BlindFlagger, outcome, step_position, summarize
from nsg.online.placement import PlacementProbe
from nsg.online.options import MAX_FALSE_ALARM, OnlineOptions
from nsg.online.rules import Thresholds
from nsg.online.spread import FLAT_SPREAD, flat_types, query_spread
from nsg.online.stream import VideoQueries, recompute_states, stream_logits, stream_segments
from nsg.online.truth import annotation_logits
from contracts.files import atomic_dir


@dataclass
class Streamed:
    video: VideoInput
    queries: VideoQueries
    states: list
    seconds: float              # streaming wall time (all segments)
    offline_prob: float
    prefix_seconds: float | None = None
    prefix_same: bool | None = None


def offline_prob(run: LoadedRun, words, v: VideoInput) -> float:
    """P(intended description true) from the offline NSG on the whole video (its own forward)."""
    frames = v.segments.reshape(-1, v.segments.shape[-1])[: max(1, v.num_frames)]
    item = Item(frames=frames, frame_labels=[NONE_LABEL] * frames.shape[0], graph=v.graph,
                text=torch.zeros(run.config.feature_dim), label=0, meta={})
    batch = Collator(words, run.segment_frames, run.config.query_style)([item])
    with torch.no_grad():
        return float(run.model(batch).prob[0])


def check_out_dir(out: str | Path) -> None:
    """The output directory is replaced as a whole: never one that is not an earlier online run."""
    out = Path(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir()) and not (out / "online.jsonl").is_file()):
        raise NSGError(f"output directory {str(out)!r} exists and is not an earlier online run (no online.jsonl); "
                       "it would be replaced: choose another directory", setting="out")



def load_thresholds(path: str | Path, place_probe: bool = False) -> Thresholds:
    """The thresholds of an earlier evaluation's ``thresholds.json`` (:func:`evaluate_online`).
    They were fitted on one scorer's scale: refused for the other (with or without the placement
    probe; files from before the probe were fitted without it)."""
    try:
        data = json.loads(Path(path).read_text())
        th = Thresholds(**data["thresholds"])
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise InvalidValueError(f"thresholds file {str(path)!r} is not a thresholds.json of an online evaluation "
                                f"({type(exc).__name__}: {exc})", setting="thresholds") from None
    fitted_with = bool(data.get("placement_probe"))
    if fitted_with != place_probe:
        raise InvalidValueError(f"thresholds file {str(path)!r} was fitted {'with' if fitted_with else 'without'} "
                                f"the placement probe, and this run scores {'with' if place_probe else 'without'} it: "
                                f"score {'with' if fitted_with else 'without'} it, or leave the thresholds out to "
                                "fit them now", setting="place_probe")
    return th


def video_logits(run: LoadedRun, words, v: VideoInput, q: VideoQueries, scores: str,
                 placement: PlacementProbe | None = None) -> torch.Tensor:
    """Logits of every query on every segment: the run's encoders (the relation queries by
    ``placement`` when given), or the annotation diagnostic."""
    if scores == "annotation":
        return annotation_logits(v.record.annotations, v.indices, run.segment_frames, v.segments.shape[0], q.nodes)
    return run.scorer(q, words, placement).logits(v.segments)


def stream_video(run: LoadedRun, words, v: VideoInput, th: Thresholds, prefix_baseline: bool = False,
                 scores: str = "model", placement: PlacementProbe | None = None) -> Streamed:
    q = VideoQueries.of(v.graph)
    scorer = run.scorer(q, words, placement)
    given = video_logits(run, words, v, q, scores, placement) if scores != "model" else None
    start = time.perf_counter()
    if given is None:
        states = stream_segments(scorer, v.segments, v.times, q, th)
    else:
        states = stream_logits(given, v.times, q, th)
    seconds = time.perf_counter() - start
    out = Streamed(v, q, states, seconds, offline_prob(run, words, v))
    if prefix_baseline and given is None:
        start = time.perf_counter()
        again = recompute_states(scorer, v.segments, v.times, q, th)
        out.prefix_seconds = time.perf_counter() - start
        out.prefix_same = [(s.verdict, s.mistake_type, s.node, s.next) for s in again] == \
                          [(s.verdict, s.mistake_type, s.node, s.next) for s in states]
    return out


def fit_placement_probe(run: LoadedRun, inputs: OnlineInputs,
                        progress: Callable[[str], None] = lambda _: None) -> tuple[PlacementProbe, dict]:
    """The placement probe fitted on ``inputs.probe`` (the run's own training videos), and what it
    was fitted on, for the summary; the caller passes it to every scorer."""
    probe = PlacementProbe.fit(inputs.probe, inputs.cache, run.segment_frames, progress)
    return probe, {"dataset": str(run.record.dataset), "videos": len(inputs.probe),
                   "held_out_excluded": inputs.held_out_excluded, "segments": probe.counts}


def fit_on_train(run: LoadedRun, inputs: OnlineInputs, progress: Callable[[str], None] = lambda _: None,
                 scores: str = "model", max_false_alarm: float | None = MAX_FALSE_ALARM,
                 placement: PlacementProbe | None = None) -> tuple[FitResult, BlindFlagger]:
    """Thresholds and the blind flagger, both from ``inputs.fit`` (train-split videos only:
    :func:`nsg.online.inputs.fit_records` says which)."""
    scored, correct_starts, positions = [], [], []
    for rec in inputs.fit:
        v = video_input(rec, inputs.cache, run.segment_frames)
        q = VideoQueries.of(v.graph)
        logits = video_logits(run, inputs.words, v, q, scores, placement)
        scored.append(precompute(v.job_id, rec.split, v.mistake_type, v.mistake_start_s(), q, logits, v.times))
        starts = step_starts(rec)
        if v.mistake_type and v.mistake_start_s() is not None:
            positions.append((len(v.graph.nodes), step_position(starts, v.mistake_start_s())))
        elif not v.mistake_type:
            correct_starts.append((len(v.graph.nodes), starts))
    progress(f"fitting thresholds on {len(scored)} train videos of {inputs.fit_dataset}"
             + (" (the run's held-out validation videos)" if inputs.fit_videos == "held_out" else ""))
    fit = fit_thresholds(scored, max_false_alarm=max_false_alarm)
    fit.fit_videos = inputs.fit_videos
    fit.encoder_spread = query_spread([(v.queries.nodes, v.logits) for v in scored], run.config.query_style)
    for qtype in flat_types(fit.encoder_spread):
        progress(f"warning: the {qtype} encoder is flat on the train split (probability spread "
                 f"{fit.encoder_spread[qtype]:.2f} < {FLAT_SPREAD}): its nodes look half done everywhere, "
                 "so the mistakes only it can show are not flagged; train the run longer (receptacle-swap "
                 "negatives flattened the relation encoder on the stand-in's features, docs/nsg.md)")
    if not fit.within_cap:   # said, not hidden in thresholds.json: the table's false alarms will show it
        progress(f"warning: no thresholds on the grid keep the train false-alarm rate within {max_false_alarm}; "
                 "fitted for recall - false alarms instead (raise --max-false-alarm to silence this)")
    return fit, BlindFlagger.fit(correct_starts, positions)


def jsonl_line(s: Streamed, twins: dict[str, str]) -> dict:
    v = s.video
    return {"job_id": v.job_id, "split": v.record.split, "twin": twins.get(v.job_id) or v.record.row.twin,
            "mistake_type": v.mistake_type,
            "mistake_start_s": v.mistake_start_s(), "mistake_end_s": v.mistake_end_s(),
            "fps": v.fps, "duration_s": v.duration_s,
            "intended_graph": v.graph.to_text(),
            "nodes": [{"id": f"n{i}", "text": n.query} for i, n in enumerate(v.graph.nodes)],
            "offline_prob": s.offline_prob, "stream_s": s.seconds,
            "states": [st.to_json() for st in s.states]}


def evaluate_online(run: LoadedRun, opts: OnlineOptions, inputs: OnlineInputs,
                    progress: Callable[[str], None] = lambda _: None) -> dict:
    """Fit (the placement probe when asked for, then the thresholds), stream ``inputs.records``,
    write ``opts.out``: online.jsonl, thresholds.json, summary.json; returns the summary."""
    check_out_dir(opts.out)
    probe, probe_info = fit_placement_probe(run, inputs, progress) if opts.place_probe else (None, None)
    fit, blind = fit_on_train(run, inputs, progress, opts.scores, opts.max_false_alarm, probe)
    twins = twin_of(inputs.records)
    streamed: list[Streamed] = []
    for i, rec in enumerate(inputs.records):
        streamed.append(stream_video(run, inputs.words, video_input(rec, inputs.cache, run.segment_frames),
                                     fit.thresholds, opts.prefix_baseline, opts.scores, probe))
        progress(f"streamed {i + 1}/{len(inputs.records)} {streamed[-1].video.job_id}")
    summary = build_summary(run, opts.dataset, inputs.fit_dataset, opts.splits, fit, blind, streamed)
    summary["scores"] = opts.scores
    summary["placement_probe"] = probe_info
    with atomic_dir(Path(opts.out)) as tmp:
        (tmp / "online.jsonl").write_text("".join(json.dumps(jsonl_line(s, twins)) + "\n" for s in streamed))
        (tmp / "thresholds.json").write_text(json.dumps({**fit.to_json(), "fit_dataset": inputs.fit_dataset,
                                                         "placement_probe": probe_info,
                                                         "blind": {"position": blind.position,
                                                                   "start_s": blind.start_s}}, indent=1))
        (tmp / "summary.json").write_text(json.dumps(summary, indent=1))
    return summary


def build_summary(run: LoadedRun, dataset, fit_dataset, splits, fit: FitResult, blind: BlindFlagger,
                  streamed: Sequence[Streamed]) -> dict:
    def rows(group: Sequence[Streamed]) -> dict:
        online = [dict(outcome(s.states, s.video.mistake_type, s.video.mistake_start_s(), s.offline_prob,
                               s.video.mistake_end_s())) for s in group]
        blind_rows = [blind.outcome(len(s.video.graph.nodes), s.video.mistake_type, s.video.mistake_start_s(),
                                    s.video.mistake_end_s()) for s in group]
        segs = sum(s.video.segments.shape[0] for s in group)
        video_s = sum(s.video.duration_s for s in group)
        stream_s = sum(s.seconds for s in group)
        res = {"online": summarize(online), "blind": summarize(blind_rows),
               "speed": {"videos": len(group), "segments": segs, "video_s": video_s, "stream_s": stream_s,
                         "x_real_time": video_s / stream_s if stream_s else None,
                         "ms_per_segment": 1000 * stream_s / segs if segs else None}}
        timed = [s for s in group if s.prefix_seconds is not None]
        if timed:
            pre = sum(s.prefix_seconds for s in timed)
            res["prefix_baseline"] = {"videos": len(timed), "seconds": pre, "x_real_time": video_s / pre if pre else None,
                                      "slower_than_stream": pre / sum(s.seconds for s in timed),
                                      "same_states": sum(bool(s.prefix_same) for s in timed)}
        return res

    by_split = {sp: rows([s for s in streamed if s.video.record.split == sp]) for sp in splits
                if any(s.video.record.split == sp for s in streamed)}
    return {"run": str(run.path), "dataset": str(dataset), "fit_dataset": str(fit_dataset),
            "graphs": "gold graph of the intended task", "segment_frames": run.segment_frames,
            "feature_fps": run.spec.fps, "thresholds": fit.to_json(), "all": rows(streamed), "splits": by_split}
