"""One line of ``DIR/manifest.jsonl``, typed: :class:`ManifestRow` is the only owner of its keys.

The renderer builds a row (``generators.dataset.worker``), the render loop writes
``row.to_json()``, and every reader (the loader, ``nsg``, browse, export, stats, audit, the
procedural QA) gets rows from :func:`contracts.dataset.loader.iter_manifest` as ``ManifestRow``
objects and reads attributes, never keys. A row of EgoTV's own layout (built from a trial's
``traj_data.json``) is a ``ManifestRow`` too, with the fields EgoTV does not record left None.

Schema versions follow :mod:`contracts.schema`: version 1 is written without a ``"schema"`` key,
so a dataset rendered now is byte for byte what an earlier release wrote.

Keys a row carries that this class does not know (a newer writer, a user's own column) are kept
in ``extra`` and written back unchanged, so reading and rewriting a manifest loses nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Mapping

from contracts.errors import ContractError, RecordError
from contracts.language.graphs import TaskGraph, parse_graph_text
from contracts.schema import KEY as SCHEMA_KEY
from contracts.schema import check_version, stamped

SCHEMA_VERSION = 1

# fields a row must have (a --no-video row has them, with video and annotations null)
REQUIRED: tuple[str, ...] = ("split", "task", "object", "video", "annotations", "positive", "negative")
# fields written only when they have a value (a --no-video row has no frame statistics; only a
# reader of an EgoTV export sets video_key)
OMITTED_WHEN_NONE: frozenset[str] = frozenset({"frame_size", "subtask_frames", "video_key"})
SIDES: tuple[str, ...] = ("positive", "negative")


@dataclass(frozen=True)
class ManifestRow:
    """One rendered video and its two descriptions (see ``docs/benchmark.md`` for each field).

    Lists are tuples here (a row is immutable); ``to_json`` gives them back as lists."""

    split: str
    task: str
    object: str
    video: str | None  # path relative to the dataset directory; None for a --no-video row
    annotations: str | None
    positive: str  # the description that is true of the video
    negative: str  # the one that is false of it
    job_id: str | None = None
    index: int | None = None
    receptacle: str | None = None
    scene: int | None = None
    scene_name: str | None = None
    seed: int | None = None
    job_seed: int | None = None
    attempt: int | None = None
    positive_kind: str | None = None
    negative_kind: str | None = None
    positive_graph: Mapping | None = None  # TaskGraph.to_json()
    negative_graph: Mapping | None = None
    positive_graph_text: str | None = None
    negative_graph_text: str | None = None
    negative_task: str | None = None
    negative_receptacle: str | None = None
    negative_source: str | None = None
    negative_partner: str | None = None
    mistake_type: str | None = None
    intended_task: str | None = None
    intended_receptacle: str | None = None
    twin: str | None = None
    mistake_frames: tuple[int, ...] | None = None
    complexity: int | None = None
    ordering: int | None = None
    target: str | None = None
    place_receptacle: str | None = None
    plan_steps: int | None = None
    distractors: tuple[str, ...] | None = None
    executed_order: tuple[str, ...] | None = None
    n_frames: int | None = None
    fps: float | None = None
    duration_s: float | None = None
    frame_size: tuple[int | None, ...] | None = None
    subtask_frames: Mapping[str, int] | None = None
    video_key: str | None = None  # an EgoTV export's trial: the id of the video it was made from
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    # ------------------------------------------------------------- what readers ask of a row

    def described_task(self, side: str) -> str | None:
        """The task a description states: the video's own for the positive, ``negative_task`` for
        the negative (a mistake video's negative is the task that was asked for)."""
        return self.task if _side(side) == "positive" else self.negative_task

    def description(self, side: str) -> str:
        return getattr(self, _side(side))

    def graph(self, side: str) -> Mapping | None:
        return getattr(self, f"{_side(side)}_graph")

    def task_graph(self, side: str) -> TaskGraph | None:
        """The side's gold graph parsed (``*_graph``, else ``*_graph_text``), None when the row
        has neither; a graph that does not parse is a :class:`RecordError` naming the side."""
        data, text = self.graph(side), self.graph_text(side)
        try:
            if isinstance(data, Mapping):
                return TaskGraph.from_json(data)
            return parse_graph_text(text) if isinstance(text, str) else None
        except (ContractError, KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"manifest row {self.identity()!r}: unreadable {side} graph: {exc}") from None

    def graph_text(self, side: str) -> str | None:
        return getattr(self, f"{_side(side)}_graph_text")

    def kind(self, side: str) -> str | None:
        return getattr(self, f"{_side(side)}_kind")

    @property
    def is_mistake(self) -> bool:
        return bool(self.mistake_type)

    def identity(self) -> str | None:
        """A stable id of the row's video: the job id, else the video path without suffix."""
        if self.job_id:
            return str(self.job_id)
        if self.video:
            return self.video.rsplit(".", 1)[0] if "." in self.video.rsplit("/", 1)[-1] else self.video
        return None

    def replace(self, **changes: Any) -> "ManifestRow":
        """A copy with some fields changed (a renderer adding frame statistics, a reader adding
        ``video_key``)."""
        unknown = sorted(set(changes) - FIELD_NAMES)
        if unknown:
            raise RecordError(f"manifest rows have no field {unknown[0]!r}; fields: {', '.join(sorted(FIELD_NAMES))}")
        data = {f: getattr(self, f) for f in FIELD_NAMES}
        data.update(changes)
        return ManifestRow(**data, extra=self.extra)

    # ------------------------------------------------------------- JSON

    def to_json(self) -> dict:
        """The manifest line as a dict (written with sorted keys by the render loop)."""
        out: dict[str, Any] = {}
        for name in FIELD_NAMES_IN_ORDER:
            value = getattr(self, name)
            if value is None and name in OMITTED_WHEN_NONE:
                continue
            out[name] = list(value) if isinstance(value, tuple) else value
        out.update(self.extra)
        return stamped(out, SCHEMA_VERSION)

    @classmethod
    def from_json(cls, data: Mapping, where: str = "manifest row") -> "ManifestRow":
        """A row from its JSON; ``where`` (``file:line``) starts every error message.

        Accepted besides the renderer's layout: a description given as a dict with ``text`` (and
        ``graph`` / ``graph_text`` / ``task``), as hand-written manifests sometimes do."""
        if not isinstance(data, Mapping):
            raise RecordError(f"{where}: a manifest row must be a JSON object, got {data!r}")
        check_version(data, SCHEMA_VERSION, "manifest row", where)
        missing = [k for k in REQUIRED if k not in data]
        if missing:
            raise RecordError(f"{where}: manifest row lacks {missing}; required keys: {list(REQUIRED)}")
        values: dict[str, Any] = {}
        for name in FIELD_NAMES:
            if name in data:
                values[name] = data[name]
        for side in SIDES:
            values.update(_description_fields(side, data[side], where))
        for name in ("split", "task", "object"):
            if not isinstance(values[name], str) or not values[name]:
                raise RecordError(f"{where}: manifest field {name!r} must be a non-empty string, got {values[name]!r}")
        for name in ("video", "annotations"):
            if values[name] is not None and not isinstance(values[name], str):
                raise RecordError(f"{where}: manifest field {name!r} must be a relative path or null, got {values[name]!r}")
        for name in INT_FIELDS:
            values[name] = _as_int(values.get(name), name, where)
        for name in TUPLE_FIELDS:
            if values.get(name) is not None:
                if not isinstance(values[name], (list, tuple)):
                    raise RecordError(f"{where}: manifest field {name!r} must be a list, got {values[name]!r}")
                values[name] = tuple(values[name])
        extra = {k: v for k, v in data.items() if k not in FIELD_NAMES and k != SCHEMA_KEY}
        return cls(**values, extra=extra)


def _side(side: str) -> str:
    if side not in SIDES:
        raise RecordError(f"unknown description side {side!r}; valid sides: {', '.join(SIDES)}")
    return side


def _description_fields(side: str, value: Any, where: str) -> dict[str, Any]:
    if isinstance(value, str):
        return {}
    if isinstance(value, Mapping) and isinstance(value.get("text"), str):
        out: dict[str, Any] = {side: value["text"]}
        for key in ("graph", "graph_text"):
            if value.get(key) is not None:
                out[f"{side}_{key}"] = value[key]
        if isinstance(value.get("task"), str):
            out["task" if side == "positive" else f"{side}_task"] = value["task"]
        return out
    raise RecordError(f"{where}: {side} description must be a string or a dict with 'text', got {value!r}")


def _as_int(value: Any, name: str, where: str) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    raise RecordError(f"{where}: manifest field {name!r} must be an integer, got {value!r}")


FIELD_NAMES_IN_ORDER: tuple[str, ...] = tuple(f.name for f in fields(ManifestRow) if f.name != "extra")
FIELD_NAMES: frozenset[str] = frozenset(FIELD_NAMES_IN_ORDER)
INT_FIELDS: tuple[str, ...] = ("index", "scene", "seed", "job_seed", "attempt", "complexity", "ordering",
                               "plan_steps", "n_frames")
TUPLE_FIELDS: tuple[str, ...] = ("mistake_frames", "distractors", "executed_order", "frame_size")
# the values of ``mistake_type``: how a mistake video executes its task wrongly (the renderer makes
# them, the online verifier flags and counts them)
MISTAKE_TYPES: tuple[str, ...] = ("order", "missing_step", "wrong_step", "wrong_receptacle")
