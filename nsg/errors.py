"""One exception tree for the nsg package.

Every error says what is wrong, names the bad value, and where there is a finite set of
valid choices, lists them (or says how to get what is missing).
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

from contracts.errors import ToolkitError


class NSGError(ToolkitError):
    """Base of every error raised by the nsg package; ``setting``: the setting the error is about,
    if one (a command adds the option that sets it)."""


def listing(valid: Iterable[str], limit: int = 30) -> str:
    items = sorted(set(str(v) for v in valid))
    shown = ", ".join(items[:limit])
    if len(items) > limit:
        shown += f", ... ({len(items)} in all)"
    return shown


class DatasetReadError(NSGError, FileNotFoundError):
    """A dataset directory, manifest line, annotation file or video that cannot be used."""


class CorruptVideoError(DatasetReadError):
    """A video file that exists but cannot be decoded."""


class WeightsNotFoundError(NSGError, FileNotFoundError):
    """Model weights (CLIP, t5-small, a checkpoint) asked for but not present locally."""


class UnknownChoiceError(NSGError, KeyError):
    """A name (model, split, query style ...) that is not one of the valid choices."""

    def __init__(self, kind: str, value: object, valid: Iterable[str], shown: Iterable[str] | None = None,
                 setting: str | None = None):
        self.kind, self.value, self.valid = kind, value, sorted(set(str(v) for v in valid))
        if shown is None:
            text = listing(self.valid)
        else:
            shown = list(shown)
            text = ", ".join(shown) + (f", ... ({len(self.valid)} in all)" if len(self.valid) > len(shown) else "")
        super().__init__(f"unknown {kind} {value!r}; valid {kind}s: {text}", setting=setting)

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class FeatureCacheError(NSGError, FileNotFoundError):
    """Features needed for training/evaluation are not in the cache."""


class InvalidValueError(NSGError, ValueError):
    """A value outside what is valid (a range, a shape, a spec that must match), named with what
    would be valid."""


class UnknownWordError(NSGError):
    """A description that names no known object: the message lists the words not understood."""


class TrainingInterrupted(KeyboardInterrupt):
    """Ctrl-C during training, after the mid-epoch state was saved to ``interrupted.pt``; the
    message says what the ``resume`` setting would continue from."""

    exit_status = 130
    setting = "resume"

    def __init__(self, epoch: int, batches: int, saved: Path | None, last: Path | None):
        super().__init__(epoch)
        self.epoch, self.batches, self.saved, self.last = epoch, batches, saved, last

    def message(self) -> str:
        saved = f"saved the weights of the unfinished epoch to {self.saved}; " if self.saved else ""
        resume = (f"resume continues from the end of epoch {self.epoch}, {self.last}" if self.last
                  else "no epoch finished yet, so resume has nothing to continue")
        return f"interrupted in epoch {self.epoch + 1} after {self.batches} batches; {saved}{resume}"
