"""Training throughput (samples/s) of NSG and the baselines, on CPU or a CUDA device.

Feature tensors are random (the cost of a step does not depend on their values), shaped like a
real run: batch 64, videos of 20 to --frames sampled frames (2.5 fps: the default 240 frames is
96 s; the default dataset's train videos hold 2 to 24 segments, 10 on average), segments of
k = 20, each frame with --crops crop features beside it (EgoTV's NSG: 3), graphs of real EgoTV
tasks (1-3 queries, all their topological sorts). Each model runs a few warm-up steps, then
--steps timed steps of forward + alignment + backward + Adam, the models taking turns step by
step so that a shared machine's changing load falls on all of them alike. Besides wall time per
step it prints the process's CPU time per step (on a CPU run, the work itself, whatever else the
machine runs). Collation (padding into tensors) is timed separately: it runs in DataLoader
workers in practice.

``nsg-dense`` / ``oracle-dense`` are the same models computed as before issue 36: the encoders
run over every padded segment and every node for every query type
(:func:`nsg.models.networks.dense_node_logits`), the gradient through every pair. ``nsg-allpairs``
packs the encoders (:meth:`NSG.node_logits`: each reads only its nodes and the real segments)
but still backpropagates through every pair; ``nsg`` is the model's own training step (every pair
scored without a graph, then only the aligned pairs with one: :meth:`NSG.forward`). The oracle's
own step is the all-pairs one (its location loss reads every pair). The ratios to ``-dense`` are
measured in the same run; the order of ``--models`` is the order they run in.

    .venv/bin/python bench/bench_train.py [--dim 128] [--frames 240] [--crops 3] [--steps 10]
                                          [--threads 1] [--device cpu|cuda]

On CUDA the batches are moved to the device before timing (a DataLoader with pinned memory
overlaps that copy with the step) and each timed span ends with a synchronize, so the figure is
the step's real cost, not the time to queue its kernels.
"""
from __future__ import annotations

import argparse
import random
import time

import torch

from contracts.language.graphs import graph_for_task
from contracts.library.splits import get_split
from contracts.library.tasks import get_task
from nsg.inputs.queries import all_query_words
from nsg.models.batching import NONE_LABEL, Collator, Item
from nsg.models.networks import dense_node_logits, training_loss
from nsg.models.registry import MODEL_KINDS, ModelConfig, build_model


DENSE = "-dense"  # suffix of a model name: the same model computed as before packing
ALL_PAIRS = "-allpairs"  # suffix: packed encoders, the gradient through every (node, segment) pair
VARIANTS = {
    DENSE: lambda model: (lambda batch: model.score(batch, dense_node_logits(model, batch))),
    ALL_PAIRS: lambda model: (lambda batch: model.score(batch, model.node_logits(batch))),
}


def make_items(n: int, dim: int, frames: int, seed: int, crops: int = 0) -> list[Item]:
    rng = random.Random(seed)
    instances = get_split("train").instances()
    items = []
    for i in range(n):
        task, obj, rec = rng.choice(instances)
        t = rng.randint(min(20, frames), frames)
        items.append(Item(frames=torch.randn(t, dim * (1 + crops)), frame_labels=[NONE_LABEL] * t,
                          graph=graph_for_task(get_task(task), obj, rec), text=torch.randn(dim),
                          label=i % 2, meta={}))
    return items


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dim", type=int, default=128, help="feature size (128 stand-in CLIP, 512 ViT-B/32)")
    ap.add_argument("--frames", type=int, default=240, help="max sampled frames per video")
    ap.add_argument("--crops", type=int, default=3, help="crop features beside each frame's (0: whole frames)")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--device", default="cpu", help="cpu or cuda[:N]")
    ap.add_argument("--models", nargs="*", default=["nsg-dense", "nsg-allpairs", "nsg", "oracle-dense", "oracle",
                                                    "mean", "lstm"],
                    choices=list(MODEL_KINDS) + [k + v for k in ("nsg", "oracle") for v in VARIANTS])
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    device = torch.device(args.device)
    if device.type == "cuda" and not torch.cuda.is_available():
        raise SystemExit(f"--device {args.device}: torch sees no CUDA device on this machine")
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    g = torch.Generator().manual_seed(0)
    words = {w: torch.randn(args.dim, generator=g) for w in all_query_words()}
    collate = Collator(words, segment_frames=20)
    items = make_items(args.batch * 4, args.dim, args.frames, 0, args.crops)
    t0 = time.perf_counter()
    batches = [collate(items[i:i + args.batch]) for i in range(0, len(items), args.batch)]
    collate_s = (time.perf_counter() - t0) / len(batches)
    for b in batches:
        b.segment_label = torch.randint(0, NONE_LABEL + 1, b.segment_label.shape)
    batches = [b.to(device) for b in batches]
    where = torch.cuda.get_device_name(device) if device.type == "cuda" else f"CPU threads={args.threads}"
    print(f"{where}, batch={args.batch}, dim={args.dim}, crops={args.crops}, frames 20-{args.frames}, k=20; "
          f"collate {collate_s * 1e3:.1f} ms/batch")
    steps = {}
    for name in args.models:
        kind, _, variant = name.partition("-")
        torch.manual_seed(0)
        model = build_model(ModelConfig(kind=kind, feature_dim=args.dim, crops=args.crops)).to(device)
        if variant:
            model.forward = VARIANTS["-" + variant](model)
        steps[name] = (model, torch.optim.Adam(model.parameters(), lr=1e-3))
        for b in batches[:2]:
            train_step(*steps[name], b)
    wall, cpu = dict.fromkeys(steps, 0.0), dict.fromkeys(steps, 0.0)
    for i in range(args.steps):
        for name, (model, opt) in steps.items():  # round robin: every model meets the same machine load
            sync()
            t0, c0 = time.perf_counter(), time.process_time()
            train_step(model, opt, batches[i % len(batches)])
            sync()
            wall[name] += (time.perf_counter() - t0) / args.steps
            cpu[name] += (time.process_time() - c0) / args.steps
    print(f"{'model':>15} {'params':>9} {'ms/step':>9} {'cpu ms':>8} {'samples/s':>10}")
    for name, (model, _) in steps.items():
        params = sum(p.numel() for p in model.parameters())
        print(f"{name:>15} {params:>9d} {wall[name] * 1e3:>9.1f} {cpu[name] * 1e3:>8.1f} {args.batch / wall[name]:>10.1f}")
    for name in steps:
        base = name.partition("-")[0] + DENSE
        if name != base and base in steps:
            print(f"speed-up over {base}, {name}: {wall[base] / wall[name]:.2f}x (CPU time: {cpu[base] / cpu[name]:.2f}x)")


def train_step(model: torch.nn.Module, opt: torch.optim.Optimizer, batch) -> None:
    loss = training_loss(model, model(batch), batch)
    opt.zero_grad()
    loss.backward()
    opt.step()

if __name__ == "__main__":
    main()
