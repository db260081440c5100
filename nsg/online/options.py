"""What one online verification is asked to do (``python -m nsg.online``): one options record,
whose fields hold the defaults and the help the command's parser is built from."""
from __future__ import annotations

from dataclasses import dataclass, field

from contracts.argtypes import option_help
from contracts.library.splits import TEST_SPLITS

SCORES: tuple[str, ...] = ("model", "annotation")
FIT_VIDEOS: tuple[str, ...] = ("auto", "held_out", "train")   # which train videos fit the thresholds
MAX_FALSE_ALARM = 0.10   # the fit's cap on the train split's false-alarm rate (nsg.online.fit)



@dataclass(frozen=True)
class OnlineOptions:
    """``evaluate``: fit thresholds on the train split and stream every test split's mistake pairs
    into ``out``; else stream the one ``video`` (with ``thresholds`` of an earlier evaluation, or
    fitted now)."""

    run: str = field(metadata=option_help("an nsg run directory written by nsg.train"))
    dataset: str = field(metadata=option_help("dataset to verify (its test splits, or --video's row)"))
    checkpoint: str = field(default="best.pt", metadata=option_help("best.pt (default), last.pt or a path"))
    fit_dataset: str | None = field(default=None, metadata=option_help(
        "dataset whose train split the thresholds are fitted on (default: the run's own)"))
    evaluate: bool = field(default=False, metadata=option_help("evaluate every test split's mistake pairs"))
    video: str | None = field(default=None, metadata=option_help("stream one video, by job id"))
    thresholds: str | None = field(default=None, metadata=option_help(
        "with --video: thresholds.json of an earlier --evaluate (default: fitted now on the train split)"))
    splits: tuple[str, ...] = field(default=tuple(TEST_SPLITS), metadata=option_help("the splits evaluated"))
    out: str | None = field(default=None, metadata=option_help("output directory (required with --evaluate)"))
    scores: str = field(default="model", metadata=option_help(
        "model: the run's query encoders (default); annotation: a diagnostic that reads the recorded states "
        "instead (perfect state detection; not a verifier)"))
    max_false_alarm: float = field(default=MAX_FALSE_ALARM, metadata=option_help(
        "the threshold fit keeps the train split's false-alarm rate at most this, then maximises recall - "
        "false alarms (1 = no cap)"))
    fit_videos: str = field(default="auto", metadata=option_help(
        "train videos the thresholds are fitted on: held_out (the run's validation videos, never trained on), "
        "train (all mistake pairs of the train split), auto (default: held_out when the run has them for the "
        "fit dataset, else train)"))
    place_probe: bool = field(default=False, metadata=option_help(
        "score the relation queries (place nodes, wrong receptacles) with a placement probe fitted on the "
        "run's own training videos' recorded states (nsg.online.placement) instead of the NSG relation encoder"))
    prefix_baseline: bool = field(default=True, metadata=option_help(
        "also time the offline-at-every-prefix baseline (quadratic in the video's length)"))
    features: str | None = field(default=None, metadata=option_help("feature cache root (default: the one trained with)"))
    clip_weights: str | None = field(default=None, metadata=option_help("the run's CLIP weights file, if it moved"))
    threads: int | None = field(default=None, metadata=option_help("torch CPU threads, >= 1"))
