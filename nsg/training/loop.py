"""The training loop of NSG and the baselines (command: ``python -m nsg.train --dataset DIR --model nsg``).

BCE on the verification label only (plus the oracle's sub-task location loss), Adam (lr 1e-3),
an 80/20 train/validation split of the train-split videos (by video, seeded), tqdm progress,
``last.pt`` after every epoch and ``best.pt`` (validation F1), ``resume`` from ``last.pt``,
``log.csv`` and TensorBoard logs under the run directory, ``device`` cpu or cuda.

Multi-GPU / multi-process: launch with ``torchrun --nproc_per_node N -m nsg.train ...``; each
process trains on its shard (DistributedSampler) inside DistributedDataParallel (NCCL on CUDA,
gloo on CPU); only rank 0 validates, logs and writes checkpoints.
"""
from __future__ import annotations

import csv
import json
import random
import shutil
import time
from dataclasses import asdict, replace
from pathlib import Path
from typing import Sequence

import torch

from nsg.clip.cache import FeatureCache
from nsg.clip.features import ensure_features
from nsg.clip.spec import FeatureSpec, clip_choice
from nsg.errors import NSGError
from nsg.inputs.graph_source import resolve_graphs
from nsg.inputs.queries import all_query_words
from nsg.inputs.reader import VideoRecord, load_manifest, verification_samples
from nsg.inputs.receptacle_swaps import receptacle_negatives
from nsg.inputs.roi import MAX_CROPS
from nsg.models.batching import Collator, VerificationData, crop_source, report_boxless
from nsg.models.networks import training_loss
from nsg.models.registry import ModelConfig, build_model
from nsg.run_record import RunRecord, load_run, save_run
from nsg.training.processes import barrier, broadcast_decisions, distributed
from nsg.training.metrics import binary_metrics
from nsg.training.options import AUTO_EPOCH_RANGE, AUTO_SAMPLES, DEFAULT_RUNS, TrainOptions  # noqa: F401 (re-exported)
from nsg.errors import TrainingInterrupted

# Training videos below which the train command warns, from the learning curve in docs/nsg.md
# (stand-in CLIP, epochs auto, the small dataset's test splits): NSG's average F1 was 54.7 with
# 67 training videos, below the blind "always true" model's 66.7, and 81.2 with 150.
SMALL_TRAIN_VIDEOS = 150


def small_train_split(records: Sequence[VideoRecord], max_videos: int | None = None) -> int | None:
    """The number of training videos (of the train split's ``records``) when it is below
    :data:`SMALL_TRAIN_VIDEOS` (too few for NSG to beat the blind baselines), else None."""
    n = len(records)
    n = min(n, max_videos) if max_videos else n
    return n if n < SMALL_TRAIN_VIDEOS else None


def resolve_epochs(epochs: int | None, train_samples: int) -> int:
    """The epoch count of a run: ``epochs``, or for ``None`` (epochs ``auto``) the count above."""
    if epochs is not None:
        return epochs
    low, high = AUTO_EPOCH_RANGE
    return max(low, min(high, -(-AUTO_SAMPLES // max(1, train_samples))))


def split_videos(records, val_fraction: float, seed: int):
    """Seeded split of videos (both samples of a video stay on the same side)."""
    keys = sorted(r.key for r in records)
    random.Random(f"val-split-{seed}").shuffle(keys)
    n_val = max(1, round(len(keys) * val_fraction)) if len(keys) > 1 else 0
    val = set(keys[:n_val])
    return [r for r in records if r.key not in val], [r for r in records if r.key in val]


def prepare_features(records, opts: TrainOptions, rank: int, world: int) -> FeatureCache:
    """The feature cache for the options' CLIP spec; rank 0 computes what is missing."""
    if rank == 0:
        cache = ensure_features(records, opts.clip_model, opts.clip_weights, opts.fps, opts.features, opts.progress,
                                opts.roi)
        if cache.spec.crops:
            report_boxless(records, cache)
    barrier(world)
    return cache if rank == 0 else FeatureCache(opts.features, FeatureSpec.create(opts.clip_model, opts.clip_weights,
                                                                                  opts.fps, opts.roi))


def evaluate_model(model, loader, device: str) -> dict:
    """Loss and verification metrics of ``model`` over ``loader`` (no gradient)."""
    model.eval()
    labels, preds, losses = [], [], []
    with torch.no_grad():
        for batch in loader:
            batch = batch.to(device)
            out = model(batch)
            losses.append(float(training_loss(model, out, batch)) * batch.size)
            labels += batch.label.long().tolist()
            preds += out.prediction.tolist()
    m = binary_metrics(labels, preds)
    m["loss"] = sum(losses) / max(1, len(labels))
    return m


def _absolute_paths(opts: TrainOptions) -> TrainOptions:
    """The options with absolute paths: a run folder records them (options.json, checkpoints, the
    feature spec) and ``nsg.evaluate --run`` must find the weights, features and dataset from any
    working directory."""
    model, weights = clip_choice(opts.clip_model, opts.clip_weights)
    opts = replace(opts, clip_model=model, clip_weights=weights)
    paths = ("dataset", "clip_weights", "features", "parser_checkpoint")
    return replace(opts, **{k: str(Path(v).resolve()) for k in paths if (v := getattr(opts, k))})


def train(opts: TrainOptions, records: Sequence[VideoRecord] | None = None) -> dict:
    """Run (or resume) one training run; returns the run summary (also written to summary.json).
    ``records``: the dataset's train split when the caller has read it already (read here otherwise)."""
    if opts.threads:
        torch.set_num_threads(opts.threads)
    if opts.receptacle_negatives and opts.model != "nsg":
        raise NSGError(f"receptacle negatives are for the nsg model (its relation encoder), not {opts.model!r}: "
                       "a swapped sample keeps its description's text", setting="receptacle_negatives")
    if opts.receptacle_negatives and opts.roi != "none":
        raise NSGError("receptacle negatives name receptacles the video's descriptions do not, whose crops are not "
                       "cached: use them with roi none", setting="receptacle_negatives")
    opts = _absolute_paths(opts)
    rank, world, device = distributed(opts.device)
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise NSGError(f"device {device!r}: CUDA is not available on this machine; use cpu", setting="device")
    run = opts.run_dir
    last = run / "last.pt"
    if rank == 0:
        if last.exists() and not (opts.resume or opts.overwrite):
            raise NSGError(f"run directory {str(run)!r} already has a checkpoint; set resume to continue it "
                           "or overwrite to start again", setting="overwrite")
        if opts.resume and not last.exists():
            raise NSGError(f"resume: no checkpoint {str(last)!r} to resume from", setting="resume")
        if opts.overwrite and not opts.resume:  # a run started again logs its own epochs only
            (run / "log.csv").unlink(missing_ok=True)
    created = not run.exists()  # a failed first run leaves no run folder (one would look like a run)
    try:
        return _train(opts, run, last, rank, world, device, records)
    except Exception:
        if rank == 0 and created and not last.exists():
            shutil.rmtree(run, ignore_errors=True)
        raise


def _train(opts: TrainOptions, run: Path, last: Path, rank: int, world: int, device: str,
           records: Sequence[VideoRecord] | None) -> dict:
    records = list(load_manifest(opts.dataset, ["train"]) if records is None else records)
    if not records:
        raise NSGError(f"dataset {opts.dataset!r} has no train-split video")
    records.sort(key=lambda r: r.key)
    if opts.max_videos:
        records = records[:opts.max_videos]
    train_recs, val_recs = split_videos(records, opts.val_fraction, opts.seed)
    cache = prepare_features(records, opts, rank, world)
    samples_train, samples_val = verification_samples(train_recs), verification_samples(val_recs)
    epochs = resolve_epochs(opts.epochs, len(samples_train))
    graphs = resolve_graphs(samples_train + samples_val, opts.graphs, opts.parser_checkpoint,
                            Path(opts.features) / "graphs", "cpu")
    swap_graphs = {}
    if opts.receptacle_negatives:
        swaps, swap_graphs = receptacle_negatives(samples_train, graphs, opts.seed)
        samples_train = samples_train + swaps
        if rank == 0:
            print(f"receptacle-swap negatives: {len(swaps)} added to {len(samples_train) - len(swaps)} training samples")
    words = dict(zip(all_query_words(), cache.text_features(all_query_words())))
    collate = Collator(words, opts.segment_frames, opts.query_style)
    crops_from = crop_source(opts.model)
    train_set = VerificationData(samples_train, cache, graphs, swap_graphs, crops_from)
    val_set = VerificationData(samples_val, cache, graphs, crops_from=crops_from)
    dim = int(words[all_query_words()[0]].shape[-1])
    config = ModelConfig(kind=opts.model, feature_dim=dim, hidden=opts.hidden, query_style=opts.query_style,
                         crops=MAX_CROPS if cache.spec.crops else 0)
    torch.manual_seed(opts.seed)
    model = build_model(config).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=opts.lr)
    start_epoch, best_f1, history = 0, -1.0, []
    average = weight_average(model, opts.ema)
    if opts.resume:
        state = load_run(last, device=device)
        model.load_state_dict(state.training_weights if state.training_weights is not None else state.model)
        if average is not None:
            average.module.load_state_dict(state.model)
            average.n_averaged.fill_(1)
        optimizer.load_state_dict(state.optimizer)
        start_epoch, best_f1, history = state.epoch + 1, state.best_val_f1, state.history
        torch.set_rng_state(state.rng)
    net = model
    sampler = None
    if world > 1:
        from torch.nn.parallel import DistributedDataParallel
        from torch.utils.data.distributed import DistributedSampler

        net = DistributedDataParallel(model, device_ids=[int(device.split(":")[1])] if device.startswith("cuda") else None)
        sampler = DistributedSampler(train_set, num_replicas=world, rank=rank, shuffle=True, seed=opts.seed)
    gen = torch.Generator().manual_seed(opts.seed)
    train_loader = torch.utils.data.DataLoader(train_set, batch_size=opts.batch_size, shuffle=sampler is None,
                                               sampler=sampler, collate_fn=collate, generator=gen)
    val_loader = torch.utils.data.DataLoader(val_set, batch_size=opts.batch_size, collate_fn=collate)
    writer = None
    if rank == 0:
        from torch.utils.tensorboard import SummaryWriter

        run.mkdir(parents=True, exist_ok=True)

        writer = SummaryWriter(str(run / "tb"))
        (run / "options.json").write_text(json.dumps(asdict(opts), indent=1))
        (run / "val_videos.json").write_text(json.dumps(sorted(r.key for r in val_recs)))
    from tqdm import tqdm

    epoch, batches, stop = start_epoch, 0, False
    lr = plateau_lr([h["val_loss"] for h in history], opts.lr, opts.lr_patience)  # a resumed run's rate
    for group in optimizer.param_groups:
        group["lr"] = lr
    try:
        for epoch in range(start_epoch, epochs):
            if sampler is not None:
                sampler.set_epoch(epoch)
            net.train()
            t0, seen, total_loss = time.perf_counter(), 0, 0.0
            bar = tqdm(train_loader, desc=f"{opts.model} epoch {epoch + 1}/{epochs}", disable=rank != 0 or not opts.progress)
            for batches, batch in enumerate(bar):
                batch = batch.to(device)
                out = net(batch)
                loss = training_loss(model, out, batch)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                if average is not None:
                    average.update_parameters(model)
                seen += batch.size
                value = loss.item()
                total_loss += value * batch.size
                bar.set_postfix(loss=f"{value:.4f}")
            train_time = time.perf_counter() - t0
            judged = model if average is None else average.module   # what is validated and saved
            if rank == 0:
                val = evaluate_model(judged, val_loader, device) if len(val_set) else {"loss": float("nan"), "accuracy": 0.0, "f1": 0.0}
                row = {"epoch": epoch + 1, "train_loss": total_loss / max(1, seen), "val_loss": val["loss"],
                       "val_accuracy": val["accuracy"], "val_f1": val["f1"],
                       "train_samples_per_s": seen * world / train_time, "elapsed_s": round(train_time, 2),
                       "lr": optimizer.param_groups[0]["lr"]}
                history.append(row)
                for k, v in row.items():
                    if k != "epoch":
                        writer.add_scalar(k, v, epoch + 1)
                _append_csv(run / "log.csv", row)
                improved = val["f1"] > best_f1
                best_f1 = max(best_f1, val["f1"])
                stop = early_stop([h["val_loss"] for h in history], opts.patience)
                lr = plateau_lr([h["val_loss"] for h in history], opts.lr, opts.lr_patience)
                if lr != row["lr"] and not stop:
                    print(f"epoch {epoch + 1}: validation loss has not improved for {opts.lr_patience} epochs; "
                          f"learning rate {row['lr']:g} -> {lr:g}")
                state = RunRecord(judged.state_dict(), config, asdict(opts), cache.spec, opts.graphs, epoch, history,
                                  best_f1, optimizer.state_dict(), torch.get_rng_state(),
                                  training_weights=None if average is None else model.state_dict())
                save_run(state, last)
                if improved:
                    save_run(state, run / "best.pt")
                if stop:
                    print(f"early stop after epoch {epoch + 1}: validation loss has not improved for "
                          f"{opts.patience} epochs (best.pt is the best validation F1)")
            stop, lr = broadcast_decisions(rank == 0 and stop, lr, world, device)
            if stop:
                epochs = epoch + 1
                break
            for group in optimizer.param_groups:
                group["lr"] = lr
            barrier(world)
    except KeyboardInterrupt:
        saved = None
        if rank == 0:
            saved = run / "interrupted.pt"
            save_run(RunRecord((model if average is None else average.module).state_dict(), config, asdict(opts),
                               cache.spec, opts.graphs, epoch, history, optimizer=optimizer.state_dict(),
                               batches_done=batches, training_weights=None if average is None else model.state_dict()),
                     saved)
        raise TrainingInterrupted(epoch, batches, saved, last if last.exists() else None) from None
    summary = {"run": str(run), "model": opts.model, "epochs": epochs, "best_val_f1": best_f1,
               "train_videos": len(train_recs), "val_videos": len(val_recs), "history": history,
               "feature_spec": asdict(cache.spec), "graphs": opts.graphs, "world_size": world}
    if rank == 0:
        writer.close()
        (run / "summary.json").write_text(json.dumps(summary, indent=1))
        (run / "interrupted.pt").unlink(missing_ok=True)  # an earlier interruption, resumed and finished
    if world > 1:
        import torch.distributed as dist

        dist.destroy_process_group()
    return summary


def weight_average(model: torch.nn.Module, decay: float):
    """With ``decay`` > 0, a running exponential average of ``model``'s weights (torch's
    ``AveragedModel``), else None. Why: the validation loss of NSG on cached features jumps by
    0.05-0.1 from one epoch to the next (runs/e600 logs), so the epoch best.pt keeps is partly luck;
    an average over the last ~1/(1 - decay) steps smooths that noise. Buffers are averaged with the
    parameters (none of today's models has any), so a model with batch norm would stay consistent."""
    if decay <= 0:
        return None
    from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

    average = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(decay), use_buffers=True)
    average.update_parameters(model)     # the first call copies: the average starts at the initial weights
    return average


def early_stop(val_losses: list[float], patience: int) -> bool:
    """True when the last ``patience`` epochs brought no validation loss below the best before them."""
    if patience <= 0 or len(val_losses) <= patience:
        return False
    return min(val_losses[-patience:]) >= min(val_losses[:-patience])


def plateau_lr(val_losses: list[float], lr: float, patience: int, factor: float = 0.5) -> float:
    """The learning rate after these epochs: ``lr`` times ``factor`` for each run of ``patience``
    epochs without a new best validation loss (the count starts again after each cut), as torch's
    ``ReduceLROnPlateau`` does. Read from the history rather than kept in a scheduler, so a resumed
    run and every process of a distributed one continue at the same rate."""
    if patience <= 0:
        return lr
    best, waited = float("inf"), 0
    for loss in val_losses:
        if loss < best:
            best, waited = loss, 0
            continue
        waited += 1
        if waited >= patience:
            lr, waited = lr * factor, 0
    return lr


def _append_csv(path: Path, row: dict) -> None:
    new = not path.exists()
    with open(path, "a", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(row))
        if new:
            w.writeheader()
        w.writerow(row)
        fh.flush()
