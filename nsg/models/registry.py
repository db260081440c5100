"""The name table of verification models: ``--model NAME`` chooses a row.

Each row says what builds the model from a :class:`ModelConfig` and what the model reads:

- ``reads_graph``: it verifies through the description's task graph (NSG-style, with the
  aligner); the others read the description's CLIP text feature, or nothing, so evaluation never
  parses for them;
- ``uses_annotations``: it sees ground-truth sub-task locations (the oracle), in training and
  evaluation.

See :mod:`nsg.models.networks` for the architectures.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Callable

from torch import nn

from nsg.errors import UnknownChoiceError
from nsg.inputs.queries import QUERY_STYLES
from nsg.models.networks import NSG, PooledBaseline


@dataclass(frozen=True)
class ModelEntry:
    name: str
    build: Callable[["ModelConfig"], nn.Module]
    reads_graph: bool
    uses_annotations: bool
    summary: str


MODELS: dict[str, ModelEntry] = {e.name: e for e in (
    ModelEntry("nsg", lambda c: NSG(c), True, False,
               "query encoders + DP aligner over the description graph's topological sorts"),
    ModelEntry("mean", lambda c: PooledBaseline(c, video="mean", text=True), False, False,
               "CLIP4Clip-style mean pooling of frames, fused with the description's text feature"),
    ModelEntry("lstm", lambda c: PooledBaseline(c, video="lstm", text=True), False, False,
               "CLIP4Clip-style sequence LSTM over frames, fused with the description's text feature"),
    ModelEntry("oracle", lambda c: NSG(c, oracle=True), True, True,
               "NSG aligned only to annotated sub-task segments, plus a location loss"),
    ModelEntry("text", lambda c: PooledBaseline(c, video=None, text=True), False, False,
               "blind: the description's text feature only"),
    ModelEntry("video", lambda c: PooledBaseline(c, video="mean", text=False), False, False,
               "blind: the mean-pooled frame features only"),
)}
MODEL_KINDS: tuple[str, ...] = tuple(MODELS)


def model_entry(name: str) -> ModelEntry:
    if name not in MODELS:
        raise UnknownChoiceError("model", name, MODEL_KINDS)
    return MODELS[name]


@dataclass(frozen=True)
class ModelConfig:
    kind: str = "nsg"
    feature_dim: int = 512
    hidden: int = 150
    query_style: str = "state_relation"
    dense_weight: float = 1.0  # oracle only: weight of the per-segment sub-task loss
    crops: int = 0  # crop slots beside each frame's feature (EgoTV's NSG: 3; 0: whole frames only)

    @property
    def frame_dim(self) -> int:
        """Width of one frame's input: the frame and its crop slots."""
        return self.feature_dim * (1 + self.crops)

    def __post_init__(self) -> None:
        model_entry(self.kind)
        if self.query_style not in QUERY_STYLES:
            raise UnknownChoiceError("query style", self.query_style, QUERY_STYLES)

    def to_json(self) -> dict:
        return asdict(self)

    @property
    def entry(self) -> ModelEntry:
        return model_entry(self.kind)


def build_model(config: ModelConfig) -> nn.Module:
    return config.entry.build(config)
