"""What an online command reads, read once and passed on: the videos streamed, the train videos
the thresholds are fitted on, the placement probe's training videos, and one feature cache that
holds them all (checked, and built where missing, once).

Two datasets, on purpose: the fit dataset (default: the dataset the run was trained on) gives the
train split's mistake videos and twins the thresholds are fitted on; the evaluated dataset gives
the test splits. Nothing of the evaluated dataset reaches the fit
(:func:`nsg.online.fit.fit_thresholds` refuses non-train videos). The placement probe is fitted
on the run's own training videos, never the held-out ones the thresholds may be fitted on.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

import torch

from nsg.clip.cache import FeatureCache
from nsg.errors import InvalidValueError, UnknownChoiceError
from nsg.inputs.reader import VideoRecord, named_in
from nsg.online.data import LoadedRun, Manifests, load_records, query_words
from nsg.online.options import FIT_VIDEOS, OnlineOptions


@dataclass
class OnlineInputs:
    """One online command's inputs (:func:`read_inputs`)."""

    records: list[VideoRecord]         # the videos streamed
    fit_dataset: str
    fit: list[VideoRecord]             # the train videos the thresholds are fitted on ([]: thresholds given)
    fit_videos: str                    # which they are: held_out (the run's validation videos) or train
    probe: list[VideoRecord] | None    # the placement probe's training videos (None: no probe)
    held_out_excluded: int             # held-out videos kept out of the probe's
    cache: FeatureCache                # features of every video above
    words: dict[str, torch.Tensor]     # the query words' text features


def held_out_keys(run: LoadedRun, fit_dataset: str) -> set[str] | None:
    """The train-split videos the run kept out of its training (``val_videos.json``, written by
    nsg.train), when the fit is on the run's own dataset; None when there are none to use."""
    own = run.record.dataset
    path = Path(run.path) / "val_videos.json"
    if not own or Path(own).resolve() != Path(fit_dataset).resolve() or not path.is_file():
        return None
    return set(json.loads(path.read_text()))


def fit_records(run: LoadedRun, fit_dataset: str, fit_videos: str = "auto",
                manifests: Manifests | None = None) -> tuple[list[VideoRecord], str]:
    """The train-split videos the thresholds are fitted on, and which set they are.

    ``held_out``: the run's validation videos only. The encoders were trained on the other train
    videos and are surer of them than of any new video, so thresholds fitted there let more false
    alarms through on test (measured: 10% on train, 22% on test). ``train``: every mistake video and
    twin of the train split (the only choice when the fit dataset is not the run's own). ``auto``:
    held_out when the run has them and they hold both mistake and correct videos, else train."""
    if fit_videos not in FIT_VIDEOS:
        raise UnknownChoiceError("fit-videos value", fit_videos, FIT_VIDEOS, setting="fit_videos")
    records = load_records(fit_dataset, ["train"], manifests)
    held = held_out_keys(run, fit_dataset) if fit_videos != "train" else None
    if fit_videos == "held_out" and held is None:
        raise InvalidValueError(f"fit videos 'held_out' need the run's val_videos.json and its own dataset "
                                f"({run.record.dataset!r}), got fit dataset {str(fit_dataset)!r}; "
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


def probe_records(run: LoadedRun, manifests: Manifests,
                  progress: Callable[[str], None] = lambda _: None) -> tuple[list[VideoRecord], int]:
    """The placement probe's training videos: the run's own dataset's train split without the
    held-out validation videos the thresholds may be fitted on; and how many were held out."""
    own = run.record.dataset
    if not own:
        raise InvalidValueError(f"run {str(run.path)!r} does not say which dataset it was trained on; the placement "
                                "probe is fitted on that dataset's train videos", setting="place_probe")
    held = held_out_keys(run, own) or set()
    if not held:
        progress(f"warning: run {str(run.path)!r} has no held-out train videos (val_videos.json): the placement "
                 "probe is fitted on every train video, the ones the thresholds are fitted on included")
    return [r for r in manifests.records(own, ["train"]) if not named_in(r, held)], len(held)


def _unique(records: Iterable[VideoRecord]) -> list[VideoRecord]:
    seen: dict[str, VideoRecord] = {}
    for r in records:
        seen.setdefault(r.key, r)
    return list(seen.values())


def read_inputs(run: LoadedRun, opts: OnlineOptions, streamed: list[VideoRecord], manifests: Manifests,
                progress: Callable[[str], None] = lambda _: None) -> OnlineInputs:
    """Everything the command reads beside the run, each manifest once (``manifests``, which
    already holds the ones the command read to check its options) and the features once."""
    fit_dataset = opts.fit_dataset or run.record.dataset
    probe, held = probe_records(run, manifests, progress) if opts.place_probe else (None, 0)
    fit, which = [], "train"
    if opts.evaluate or not opts.thresholds:
        fit, which = fit_records(run, fit_dataset, opts.fit_videos, manifests)
    cache = run.cache(_unique([*streamed, *fit, *(probe or ())]))
    return OnlineInputs(streamed, str(fit_dataset), fit, which, probe, held, cache, query_words(cache))
