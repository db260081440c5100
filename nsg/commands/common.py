"""What every nsg command shares: the ``--device`` check, the feature-spec options, and the one
way a command ends (:func:`contracts.errors.end_command`): library errors become one line on stderr
(``error: MESSAGE (OPTION)``, the option from the command's ``HINTS`` when the error names its
setting) and the error's exit status; Ctrl-C becomes one line and exit status 130 (SIGTERM 143).

Every command writes through temporary names that are renamed when complete (checkpoints,
feature-cache entries, evaluation directories, weights), so an interrupted command leaves the
previous output or nothing, and the line can say so instead of a traceback.
"""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Mapping

from contracts.argtypes import float_range
from contracts.errors import end_command
from nsg.clip.spec import DEFAULT_CACHE, DEFAULT_STANDIN_WEIGHTS, OBJECT_STANDIN_WEIGHTS, STANDIN_MODEL
from nsg.inputs.roi import ROI_MODES
from nsg.inputs.reader import DEFAULT_FPS

# the options of the feature-spec settings (add_clip_arguments), for the HINTS of the commands that
# have them all (a missing weights file asks for a model and its weights)
CLIP_HINTS = {"clip_model": "--clip-model", "clip_weights": "--clip-model NAME --clip-weights PATH", "fps": "--fps",
              "features": "--features", "roi": "--roi"}


def device(text: str) -> str:
    """argparse type of ``--device``: ``cpu``, ``cuda`` or ``cuda:N`` present on this machine,
    refused by the parser before anything is loaded (``--device gpu`` used to fail deep in torch)."""
    import torch

    try:
        dev = torch.device(text)
    except (RuntimeError, ValueError):
        raise argparse.ArgumentTypeError(f"must be cpu, cuda or cuda:N, got {text!r}") from None
    if dev.type not in ("cpu", "cuda"):
        raise argparse.ArgumentTypeError(f"must be cpu, cuda or cuda:N, got {text!r}")
    if dev.type == "cuda":
        count = torch.cuda.device_count()
        if count == 0:
            raise argparse.ArgumentTypeError(f"{text!r} asked for, but this machine has no CUDA device; use cpu")
        if dev.index is not None and dev.index >= count:
            raise argparse.ArgumentTypeError(f"{text!r} asked for, but this machine has {count} CUDA device(s)")
    return text


def add_clip_arguments(ap, roi: bool = True) -> None:
    """The feature-spec options (``--clip-model --clip-weights --fps --features``) of every command
    that reads features (:class:`nsg.clip.spec.FeatureSpec`; their settings: :data:`CLIP_HINTS`)."""
    ap.add_argument("--clip-model", default=None,
                    help=f"open_clip architecture name (default: the stand-in {STANDIN_MODEL}; with only "
                         f"--clip-weights, the architecture that file is known to fit, else {STANDIN_MODEL})")
    ap.add_argument("--clip-weights", default=None,
                    help="local weights file for --clip-model (never downloaded); "
                         f"default: the stand-in's {DEFAULT_STANDIN_WEIGHTS}; the object stand-in's is {OBJECT_STANDIN_WEIGHTS}")
    ap.add_argument("--fps", type=float_range(0.0, 120.0, low_open=True), default=DEFAULT_FPS,
                    help=f"frame sampling rate, in (0, 120] (default {DEFAULT_FPS})")
    ap.add_argument("--features", default=str(DEFAULT_CACHE), help=f"feature cache root (default {DEFAULT_CACHE})")
    if not roi:  # a command that encodes images it cuts itself (the probe)
        return
    ap.add_argument("--roi", default="none", choices=ROI_MODES,
                    help="none (default): whole frames; annotated: each frame with up to 3 crops of the objects "
                         "the description names, cut from the annotation's boxes (EgoTV's NSG input)")


def finish(work: Callable[[], int | None], hints: Mapping[str, str] | None = None) -> int:
    """Run a command's work and return its exit status: every nsg command's ``main`` ends
    through here, the toolkit's one ending (:func:`contracts.errors.end_command`)."""
    return end_command(work, hints)


def run_main(main: Callable[[], int | None]) -> None:
    """Run a command's ``main`` and exit with its status (what ``python -m nsg.X`` does); errors
    that reach here end as in :func:`finish`."""
    sys.exit(finish(main))
