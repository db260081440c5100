"""The online evaluation: fit thresholds on the run's train split, stream every test video, score.

Two datasets, on purpose: ``fit_dataset`` (default: the dataset the run was trained on) gives the
train split's mistake videos and twins the thresholds are fitted on; ``dataset`` gives the test
splits evaluated. Nothing of ``dataset`` reaches the fit (:func:`nsg.online.fit.fit_thresholds`
refuses non-train videos).

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

from nsg.errors import InvalidValueError, NSGError, UnknownChoiceError
from nsg.inputs.reader import load_manifest, named_in
from nsg.models.batching import NONE_LABEL, Collator, Item
from nsg.online.data import (LoadedRun, VideoInput, load_records, query_words, step_starts, twin_of,
                             video_input)
from nsg.online.fit import FitResult, fit_thresholds, precompute
from nsg.online.metrics import BlindFlagger, outcome, step_position, summarize
from nsg.online.placement import PlacementProbe
from nsg.online.rules import Thresholds
from nsg.online.spread import FLAT_SPREAD, flat_types, query_spread
from nsg.online.stream import OnlineVerifier, VideoQueries, recompute_states
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


SCORES: tuple[str, ...] = ("model", "annotation")
FIT_VIDEOS: tuple[str, ...] = ("auto", "held_out", "train")   # which train videos fit the thresholds
MAX_FALSE_ALARM = 0.10   # the fit's cap on the train split's false-alarm rate (nsg.online.fit)


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


def video_logits(run: LoadedRun, words, v: VideoInput, q: VideoQueries, scores: str) -> torch.Tensor:
    """Logits of every query on every segment: the run's encoders, or the annotation diagnostic."""
    if scores == "annotation":
        return annotation_logits(v.record.annotations, v.indices, run.segment_frames, v.segments.shape[0], q.nodes)
    return run.scorer(q, words).logits(v.segments)


def stream_video(run: LoadedRun, words, v: VideoInput, th: Thresholds, prefix_baseline: bool = False,
                 scores: str = "model") -> Streamed:
    q = VideoQueries.of(v.graph)
    scorer = run.scorer(q, words)
    given = video_logits(run, words, v, q, scores) if scores != "model" else None
    start = time.perf_counter()
    ver = OnlineVerifier(scorer, q, th)
    if given is None:
        states = [ver.push(v.segments[s], v.times[s]) for s in range(v.segments.shape[0])]
    else:
        states = [ver.push_logits(given[:, s], v.times[s]) for s in range(v.segments.shape[0])]
    states[-1] = ver.finish()
    seconds = time.perf_counter() - start
    out = Streamed(v, q, states, seconds, offline_prob(run, words, v))
    if prefix_baseline and given is None:
        start = time.perf_counter()
        again = recompute_states(scorer, v.segments, v.times, q, th)
        out.prefix_seconds = time.perf_counter() - start
        out.prefix_same = [(s.verdict, s.mistake_type, s.node, s.next) for s in again] == \
                          [(s.verdict, s.mistake_type, s.node, s.next) for s in states]
    return out


def held_out_keys(run: LoadedRun, fit_dataset: str) -> set[str] | None:
    """The train-split videos the run kept out of its training (``val_videos.json``, written by
    nsg.train), when the fit is on the run's own dataset; None when there are none to use."""
    own = run.options.get("dataset")
    path = Path(run.path) / "val_videos.json"
    if not own or Path(own).resolve() != Path(fit_dataset).resolve() or not path.is_file():
        return None
    return set(json.loads(path.read_text()))


def fit_records(run: LoadedRun, fit_dataset: str, fit_videos: str = "auto") -> tuple[list, str]:
    """The train-split videos the thresholds are fitted on, and which set they are.

    ``held_out``: the run's validation videos only. The encoders were trained on the other train
    videos and are surer of them than of any new video, so thresholds fitted there let more false
    alarms through on test (measured: 10% on train, 22% on test). ``train``: every mistake video and
    twin of the train split (the only choice when the fit dataset is not the run's own). ``auto``:
    held_out when the run has them and they hold both mistake and correct videos, else train."""
    if fit_videos not in FIT_VIDEOS:
        raise UnknownChoiceError("fit-videos value", fit_videos, FIT_VIDEOS, setting="fit_videos")
    records = load_records(fit_dataset, ["train"])
    held = held_out_keys(run, fit_dataset) if fit_videos != "train" else None
    if fit_videos == "held_out" and held is None:
        raise InvalidValueError(f"fit videos 'held_out' need the run's val_videos.json and its own dataset "
                                f"({run.options.get('dataset')!r}), got fit dataset {str(fit_dataset)!r}; "
                                "use 'train' or 'auto'", setting="fit_videos")
    mine = [r for r in records if held is not None and named_in(r, held)]
    kinds = {bool(r.row.mistake_type) for r in mine}
    if held is not None and kinds != {True, False}:   # nothing to fit on: auto falls back, held_out says so
        if fit_videos == "held_out":
            raise InvalidValueError(f"the run's {len(held)} held-out videos hold {len(mine)} of the train split's "
                                    "mistake videos and twins, not both kinds; use 'train'",
                                    setting="fit_videos")
        held = None
    if held is None:
        return records, "train"
    return mine, "held_out"


def attach_placement_probe(run: LoadedRun, progress: Callable[[str], None] = lambda _: None) -> dict:
    """Fit the placement probe on the run's own training videos (its dataset's train split without
    the held-out validation videos the thresholds may be fitted on) and score the run's relation
    queries with it from now on; returns what it was fitted on, for the summary."""
    own = run.options.get("dataset")
    if not own:
        raise InvalidValueError(f"run {str(run.path)!r} does not say which dataset it was trained on; the placement "
                                "probe is fitted on that dataset's train videos", setting="place_probe")
    held = held_out_keys(run, own) or set()
    if not held:
        progress(f"warning: run {str(run.path)!r} has no held-out train videos (val_videos.json): the placement "
                 "probe is fitted on every train video, the ones the thresholds are fitted on included")
    records = [r for r in load_manifest(own, ["train"]) if not named_in(r, held)]
    run.placement = PlacementProbe.fit(records, run.cache(records), run.segment_frames, progress)
    return {"dataset": str(own), "videos": len(records), "held_out_excluded": len(held),
            "segments": run.placement.counts}


def fit_on_train(run: LoadedRun, fit_dataset: str, progress: Callable[[str], None] = lambda _: None,
                 scores: str = "model", max_false_alarm: float | None = MAX_FALSE_ALARM,
                 fit_videos: str = "auto") -> tuple[FitResult, BlindFlagger]:
    """Thresholds and the blind flagger, both from the train split of ``fit_dataset`` only
    (:func:`fit_records` says which of its videos)."""
    records, which = fit_records(run, fit_dataset, fit_videos)
    cache = run.cache(records)
    words = query_words(cache)
    scored, correct_starts, positions = [], [], []
    for rec in records:
        v = video_input(rec, cache, run.segment_frames)
        q = VideoQueries.of(v.graph)
        logits = video_logits(run, words, v, q, scores)
        scored.append(precompute(v.job_id, rec.split, v.mistake_type, v.mistake_start_s(), q, logits, v.times))
        starts = step_starts(rec)
        if v.mistake_type and v.mistake_start_s() is not None:
            positions.append((len(v.graph.nodes), step_position(starts, v.mistake_start_s())))
        elif not v.mistake_type:
            correct_starts.append((len(v.graph.nodes), starts))
    progress(f"fitting thresholds on {len(scored)} train videos of {fit_dataset}"
             + (" (the run's held-out validation videos)" if which == "held_out" else ""))
    fit = fit_thresholds(scored, max_false_alarm=max_false_alarm)
    fit.fit_videos = which
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


def evaluate_online(run: LoadedRun, dataset: str, out: str | Path, splits: Sequence[str],
                    fit_dataset: str | None = None, prefix_baseline: bool = True,
                    progress: Callable[[str], None] = lambda _: None, scores: str = "model",
                    max_false_alarm: float | None = MAX_FALSE_ALARM, fit_videos: str = "auto",
                    place_probe: bool = False) -> dict:
    check_out_dir(out)
    fit_dataset = fit_dataset or run.options["dataset"]
    records = load_records(dataset, splits)
    probe = attach_placement_probe(run, progress) if place_probe else None
    fit, blind = fit_on_train(run, fit_dataset, progress, scores, max_false_alarm, fit_videos)
    cache = run.cache(records)
    words = query_words(cache)
    twins = twin_of(records)
    streamed: list[Streamed] = []
    for i, rec in enumerate(records):
        streamed.append(stream_video(run, words, video_input(rec, cache, run.segment_frames), fit.thresholds,
                                     prefix_baseline, scores))
        progress(f"streamed {i + 1}/{len(records)} {streamed[-1].video.job_id}")
    summary = build_summary(run, dataset, fit_dataset, splits, fit, blind, streamed)
    summary["scores"] = scores
    summary["placement_probe"] = probe
    with atomic_dir(Path(out)) as tmp:
        (tmp / "online.jsonl").write_text("".join(json.dumps(jsonl_line(s, twins)) + "\n" for s in streamed))
        (tmp / "thresholds.json").write_text(json.dumps({**fit.to_json(), "fit_dataset": str(fit_dataset),
                                                         "placement_probe": probe,
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
            "feature_fps": run.spec["fps"], "thresholds": fit.to_json(), "all": rows(streamed), "splits": by_split}
