"""What a training run is asked to do (``python -m nsg.train``): one options record whose fields
hold the defaults (the CLIP ones are :mod:`nsg.clip.spec`'s, the segment length the batching's)
and the help the command's parser is built from (:func:`contracts.argtypes.add_option`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from contracts.argtypes import option_help
from nsg.clip.spec import DEFAULT_CACHE
from nsg.inputs.reader import DEFAULT_FPS
from nsg.models.batching import DEFAULT_SEGMENT_FRAMES

DEFAULT_RUNS = Path("runs/nsg")
# --epochs auto: as many epochs as show the model about AUTO_SAMPLES training samples, within
# AUTO_EPOCH_RANGE. The small default dataset (106 training samples) gets the 50 epochs it needs;
# the README's 600-job train split (1,186 samples) gets 16 instead of 50 (20 minutes on 2 shared
# CPU cores instead of an hour). Measured there (docs/nsg.md): 8,000 samples (7 epochs) left NSG
# under-trained at 71.9 average F1, 18,000 (16 epochs) gave 75.6, validation loss still falling.
AUTO_SAMPLES = 18000
AUTO_EPOCH_RANGE = (5, 50)



@dataclass
class TrainOptions:
    dataset: str = field(metadata=option_help(
        "dataset directory: ours (manifest.jsonl) or EgoTV's layout (train/, test_splits/)"))
    model: str = "nsg"
    out: str | None = field(default=None, metadata=option_help(f"run directory (default {DEFAULT_RUNS}/<model>)"))
    epochs: int | None = field(default=50, metadata=option_help(   # None: auto (nsg.training.loop.resolve_epochs)
        f"epochs, >= 1, or auto: enough to show the model about {AUTO_SAMPLES:,} training samples, "
        f"{AUTO_EPOCH_RANGE[0]}-{AUTO_EPOCH_RANGE[1]} epochs"))
    batch_size: int = field(default=64, metadata=option_help("samples per batch, >= 1"))
    lr: float = field(default=1e-3, metadata=option_help("Adam learning rate, > 0"))
    val_fraction: float = field(default=0.2, metadata=option_help("share of train videos held out for validation, in [0, 1)"))
    seed: int = 0
    device: str = field(default="cpu", metadata=option_help("cpu or cuda / cuda:N"))
    resume: bool = field(default=False, metadata=option_help("continue from <run>/last.pt"))
    overwrite: bool = field(default=False, metadata=option_help("start again in a run directory that has a checkpoint"))
    graphs: str = field(default="gold", metadata=option_help("description graphs: gold (manifest) or parser (as the paper)"))
    parser_checkpoint: str | None = field(default=None, metadata=option_help(
        "parser directory for --graphs parser (default: the shipped parser, nsg/parser/data/default)"))
    segment_frames: int = field(default=DEFAULT_SEGMENT_FRAMES, metadata=option_help("k frames per segment, >= 1"))
    hidden: int = field(default=150, metadata=option_help("hidden size, >= 1"))
    query_style: str = "state_relation"
    clip_model: str | None = None     # None (either): nsg.clip.spec.clip_choice, the stand-in trained here by default
    clip_weights: str | None = None
    fps: float = DEFAULT_FPS
    features: str = str(DEFAULT_CACHE)
    max_videos: int | None = field(default=None, metadata=option_help(
        "use only the first N train videos, N >= 1 (smoke runs)"))
    threads: int | None = field(default=None, metadata=option_help("torch CPU threads, >= 1"))
    progress: bool = True
    receptacle_negatives: bool = field(default=False, metadata=option_help(   # nsg.inputs.receptacle_swaps
        "also train on each true description with its receptacle swapped for one the object never enters "
        "(label 0): teaches the relation encoder to read the receptacle"))
    roi: str = "none"   # "annotated": frame + crops of the hypothesis's boxed objects (nsg.inputs.roi)
    patience: int = field(default=0, metadata=option_help(
        "stop once validation loss has not improved for N epochs (--epochs is then the most); 0: train every epoch"))
    lr_patience: int = field(default=0, metadata=option_help(
        "halve the learning rate each time validation loss has not improved for N epochs; 0: a constant rate"))
    ema: float = field(default=0.0, metadata=option_help(
        "validate and save an exponential moving average of the weights, updated after every step with this "
        "decay, in [0, 1); 0: the weights themselves"))

    @property
    def run_dir(self) -> Path:
        return Path(self.out) if self.out else DEFAULT_RUNS / self.model
