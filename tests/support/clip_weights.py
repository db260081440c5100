"""Random-initialised CLIP weights saved as a real checkpoint file.

No pretrained CLIP exists on this machine (no model hub), so tests that exercise the loading,
feature and training plumbing save the default stand-in architecture's random initialisation
and pass its path wherever a user would pass ``--clip-weights``.
"""
from __future__ import annotations

from pathlib import Path


def save_random_clip(path: Path) -> None:
    """Write random-init weights of the default CLIP model to ``path`` (folders made as needed)."""
    import torch

    from nsg.clip.frozen import load_clip

    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(load_clip(weights=None, allow_random_init=True).model.state_dict(), path)
