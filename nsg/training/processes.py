"""Processes of a training run: the torchrun set-up, barriers and the decisions rank 0 makes for all.

Launched by ``torchrun``, each process trains on its shard; rank 0 validates, logs and decides when
to stop early, and every rank must then stop at the same epoch (else the others wait forever at
the next barrier).
"""
from __future__ import annotations

import os

import torch


def distributed(device: str) -> tuple[int, int, str]:
    """(rank, world size, device) and process-group setup when launched by torchrun."""
    world = int(os.environ.get("WORLD_SIZE", "1"))
    if world <= 1:
        return 0, 1, device
    import torch.distributed as dist

    local = int(os.environ.get("LOCAL_RANK", "0"))
    if device.startswith("cuda"):
        torch.cuda.set_device(local)
        device = f"cuda:{local}"
    if not dist.is_initialized():
        dist.init_process_group(backend="nccl" if device.startswith("cuda") else "gloo")
    return dist.get_rank(), world, device


def barrier(world: int) -> None:
    if world > 1:
        import torch.distributed as dist

        dist.barrier()


def broadcast_decisions(stop: bool, lr: float, world: int, device: str) -> tuple[bool, float]:
    """Rank 0's early-stop decision and next learning rate, the same on every process."""
    if world <= 1:
        return stop, lr
    import torch.distributed as dist

    values = torch.tensor([float(stop), lr], dtype=torch.float64, device=device)
    dist.broadcast(values, 0)
    return bool(values[0].item()), float(values[1].item())
