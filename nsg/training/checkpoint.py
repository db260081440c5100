"""Checkpoints of training runs: written atomically, read back with a clear error when absent."""
from __future__ import annotations

from pathlib import Path

import torch

from nsg.errors import WeightsNotFoundError
from strips.files import atomic_path


def save_checkpoint(state: dict, path: str | Path) -> None:
    """``torch.save`` through the project's atomic writer: a kill never leaves half a checkpoint
    under its name, and a full disk leaves no temporary behind."""
    with atomic_path(path) as tmp:
        torch.save(state, tmp)


def load_checkpoint(path: str | Path, device: str = "cpu") -> dict:
    path = Path(path)
    if path.is_dir():
        for name in ("best.pt", "last.pt"):
            if (path / name).is_file():
                path = path / name
                break
    if not path.is_file():
        raise WeightsNotFoundError(f"checkpoint {str(path)!r} not found; train one with `python -m nsg.train` "
                                   f"(run directories hold best.pt and last.pt)")
    # our own files: they hold options and history next to tensors, so not weights_only
    return torch.load(path, map_location=device, weights_only=False)
