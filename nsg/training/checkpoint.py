"""Checkpoints of training runs: written atomically, read back with a clear error when absent."""
from __future__ import annotations

from pathlib import Path

import torch

from nsg.errors import InvalidValueError, WeightsNotFoundError
from contracts.files import atomic_path


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
    try:
        state = torch.load(path, map_location=device, weights_only=False)
    except Exception as exc:  # noqa: BLE001 - torch raises UnpicklingError, RuntimeError, EOFError ...
        detail = str(exc).splitlines()[0] if str(exc) else "no detail"
        raise InvalidValueError(f"{str(path)!r} is not a checkpoint of `python -m nsg.train` "
                                f"({type(exc).__name__}: {detail})") from None
    if not isinstance(state, dict) or not {"model", "options", "config"} & set(state):
        raise InvalidValueError(f"{str(path)!r} is not a checkpoint of `python -m nsg.train` (no model, options "
                                "or config in it)")
    return state
