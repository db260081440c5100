"""A trained run: the one typed record of the checkpoint ``python -m nsg.train`` writes, and the
one way to read it (:func:`load_run`), for everyone who reads a run: evaluation
(:mod:`nsg.training.evaluation`), online verification (:mod:`nsg.online`), the QA grounding.

A checkpoint is a ``torch.save`` of a plain dict (so a run written before this record existed
still loads, and one written now loads in older code): :meth:`RunRecord.to_state` writes the
keys it always had, :meth:`RunRecord.from_state` reads them, naming the file and the missing key.
The training options are kept whole (``options``, ``TrainOptions`` as a dict) for the record;
what readers use of them has a typed property here (:data:`READ_OPTIONS`), so a renamed
training option fails a test (tests/nsg/test_run_record.py) instead of a reader far away.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping

import torch

from contracts.files import atomic_path
from nsg.clip.spec import FeatureSpec
from nsg.errors import InvalidValueError, NSGError, WeightsNotFoundError
from nsg.models.registry import ModelConfig, build_model

CHECKPOINTS = ("best.pt", "last.pt")   # what a run directory holds, in the order a bare directory is read
# the training options readers use (typed properties of RunRecord); nsg.training.loop.TrainOptions has them all
READ_OPTIONS = ("dataset", "features", "segment_frames", "graphs", "parser_checkpoint")
_REQUIRED = ("model", "config", "options", "feature_spec")


@dataclass
class RunRecord:
    """One checkpoint of a run. ``model``: the network's state dict; ``optimizer``, ``rng``,
    ``best_val_f1``: what resuming needs (absent from an interrupted epoch's ``interrupted.pt``,
    which has ``batches_done`` instead); ``training_weights``: with ``--ema``, the optimiser's own
    weights, while ``model`` holds their running average (what every reader loads; resuming needs
    both); ``path``: the file it was read from (never written)."""

    model: dict
    config: ModelConfig
    options: dict[str, Any]
    feature_spec: FeatureSpec
    graphs: str = "gold"
    epoch: int = 0
    history: list[dict] = field(default_factory=list)
    best_val_f1: float | None = None
    optimizer: dict | None = None
    rng: torch.Tensor | None = None
    batches_done: int | None = None
    training_weights: dict | None = None
    path: Path | None = None

    @property
    def interrupted(self) -> bool:
        return self.batches_done is not None

    # -- the training options readers use (READ_OPTIONS)
    @property
    def dataset(self) -> str | None:
        return self.options.get("dataset")

    @property
    def features(self) -> str:
        return str(self.options["features"])

    @property
    def segment_frames(self) -> int:
        return int(self.options["segment_frames"])

    @property
    def parser_checkpoint(self) -> str | None:
        return self.options.get("parser_checkpoint")

    @property
    def trained_graphs(self) -> str:
        """The graph source the run was trained with (``options.graphs``, else ``graphs``)."""
        return str(self.options.get("graphs", self.graphs))

    def to_state(self) -> dict:
        """The dict ``torch.save`` writes: the keys checkpoints have always had."""
        state: dict[str, Any] = {"model": self.model, "optimizer": self.optimizer, "epoch": self.epoch}
        if self.interrupted:
            state.update(batches_done=self.batches_done, interrupted=True)
        else:
            state.update(best_val_f1=self.best_val_f1)
        state.update(history=self.history)
        if not self.interrupted:
            state.update(rng=self.rng)
        if self.training_weights is not None:
            state.update(training_weights=self.training_weights)
        state.update(config=self.config.to_json(), options=dict(self.options),
                     feature_spec=asdict(self.feature_spec), graphs=self.graphs)
        return state

    @classmethod
    def from_state(cls, state: Mapping, path: str | Path | None = None) -> "RunRecord":
        """Read a checkpoint dict, written now or before this record existed (a feature spec
        without ``roi`` is a whole-frame one)."""
        where = repr(str(path)) if path is not None else "the checkpoint"
        if not isinstance(state, Mapping):
            raise InvalidValueError(f"{where} is not a checkpoint of `python -m nsg.train` (not a dict)")
        missing = [k for k in _REQUIRED if k not in state]
        if missing:
            raise InvalidValueError(f"{where} is not a checkpoint of `python -m nsg.train` (no "
                                    f"{', '.join(missing)} in it)")
        try:
            config = ModelConfig(**state["config"])
            spec = FeatureSpec(**state["feature_spec"])
        except TypeError as exc:
            raise InvalidValueError(f"{where} has a model config or feature spec this code cannot read "
                                    f"({exc})") from None
        options = dict(state["options"])
        return cls(model=state["model"], config=config, options=options, feature_spec=spec,
                   graphs=state.get("graphs", options.get("graphs", "gold")), epoch=int(state.get("epoch", 0)),
                   history=list(state.get("history") or []), best_val_f1=state.get("best_val_f1"),
                   optimizer=state.get("optimizer"), rng=state.get("rng"),
                   batches_done=state.get("batches_done") if state.get("interrupted") else None,
                   training_weights=state.get("training_weights"), path=Path(path) if path is not None else None)

    def build_model(self, device: str = "cpu") -> torch.nn.Module:
        """The trained network, its weights loaded, in eval mode."""
        model = build_model(self.config).to(device)
        model.load_state_dict(self.model)
        model.eval()
        return model

    def checked_spec(self, clip_weights: str | None = None) -> FeatureSpec:
        """The feature spec to read features with: the run's, with ``clip_weights`` for the same
        weights file moved elsewhere, refused when the file's digest is not the one trained with
        (features would not match the model)."""
        spec = replace(self.feature_spec, weights_path=clip_weights) if clip_weights else self.feature_spec
        digest = FeatureSpec.create(spec.model, spec.weights_path, spec.fps, spec.roi).weights_id
        if digest != spec.weights_id:
            raise NSGError(f"the CLIP weights at {spec.weights_path!r} are not the ones the run was trained with "
                           f"({digest} != {spec.weights_id}); features would not match the model",
                           setting="clip_weights")
        return spec


def save_run(record: RunRecord, path: str | Path) -> None:
    """``torch.save`` of :meth:`RunRecord.to_state` through the project's atomic writer: a kill never
    leaves half a checkpoint under its name, and a full disk leaves no temporary behind."""
    with atomic_path(path) as tmp:
        torch.save(record.to_state(), tmp)


def checkpoint_file(run: str | Path, checkpoint: str | None = None) -> Path:
    """The file of ``checkpoint`` (a path, or a name inside the run directory ``run``); without a
    name, the run's best.pt, else its last.pt; ``run`` may itself be a checkpoint file."""
    run = Path(run)
    if checkpoint is not None:
        return Path(checkpoint) if Path(checkpoint).is_file() else run / checkpoint
    if run.is_dir():
        return next((run / n for n in CHECKPOINTS if (run / n).is_file()), run / CHECKPOINTS[0])
    return run


def load_run(run: str | Path, checkpoint: str | None = None, device: str = "cpu") -> RunRecord:
    """The run's checkpoint (:func:`checkpoint_file`) as a :class:`RunRecord`; a missing run, a
    missing checkpoint and a file that is no checkpoint each end in one clear error."""
    path = checkpoint_file(run, checkpoint)
    if not path.is_file():
        if not Path(run).exists():
            raise WeightsNotFoundError(f"run {str(run)!r} does not exist; train one with `python -m nsg.train` "
                                       "(run directories hold best.pt and last.pt)", setting="run")
        raise WeightsNotFoundError(f"checkpoint {str(path)!r} not found; train one with `python -m nsg.train` "
                                   f"(run directories hold best.pt and last.pt)", setting="checkpoint")
    # our own files: they hold options and history next to tensors, so not weights_only
    try:
        state = torch.load(path, map_location=device, weights_only=False)
    except Exception as exc:  # noqa: BLE001 - torch raises UnpicklingError, RuntimeError, EOFError ...
        detail = str(exc).splitlines()[0] if str(exc) else "no detail"
        raise InvalidValueError(f"{str(path)!r} is not a checkpoint of `python -m nsg.train` "
                                f"({type(exc).__name__}: {detail})") from None
    return RunRecord.from_state(state, path)
