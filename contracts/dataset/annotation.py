"""The annotation of one video, typed: :class:`Annotation` is the only owner of its keys.

``sim.recorder.annotation_json`` builds one for every rendered episode and ``sim.episode`` writes
``annotation.to_json()``; :func:`contracts.dataset.loader.read_annotation` is the one reader, for
both layouts: our JSON file, and EgoTV's ``traj_data.json`` (through
:mod:`contracts.dataset.egotv_read`, which builds the same record). Every other module reads attributes: ``frames[i].subtask``, ``plan``,
``distractors``, ``mistake.frame_range``, never a key.

Records check themselves when built (a frame's step is an integer, a box four integers, a
description's graph a :class:`~contracts.language.graphs.TaskGraph` ...), so a writer cannot
produce an annotation the readers refuse. ``to_json`` gives back the file's bytes: keys the
record does not know are kept in ``extra``, and a record read from JSON keeps its keys' order
(``key_order``). Adding a field: one attribute here (default None), its JSON key in
:data:`KEYS` and a line in ``to_json`` / ``from_json``; records without it still read.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace
from collections.abc import Mapping
from typing import Any

from contracts.dataset.annotation_parts import ActionRecord, FrameRecord, Mistake, check_record, is_int
from contracts.errors import ContractError, RecordError
from contracts.language.descriptions import Description
from contracts.plan import Distractor, PlanStep

__all__ = ["FORMAT", "EGOTV_FORMAT", "KEYS", "Annotation", "ActionRecord", "FrameRecord", "Mistake"]

FORMAT = "egoverify-episode/1"  # the recorder's layout
EGOTV_FORMAT = "egotv-traj"  # built from an official EgoTV trial's keys alone


# JSON key -> the fields behind it, in the recorder's order (``descriptions``, ``randomization`` and
# ``mistake`` are written only when present)
KEYS: dict[str, tuple[str, ...]] = {
    "format": ("format",), "task": ("task",), "object": ("object",), "receptacle": ("receptacle",),
    "scene": ("scene",), "scene_name": ("scene_name",), "seed": ("seed",), "target": ("target",),
    "place_receptacle": ("place_receptacle",), "backend": ("backend",), "video": ("video",), "fps": ("fps",),
    "n_frames": ("frames",), "render": ("render",), "high_level_plan": ("plan",),
    "subtask_of_step": ("subtask_of_step",), "distractors": ("distractors",),
    "symbolic_states": ("initial_state", "plan_states"), "low_level_actions": ("actions",), "frames": ("frames",),
    "final_check": ("final_check",), "descriptions": ("descriptions",), "randomization": ("randomization",),
    "mistake": ("mistake",),
}
WRITTEN_WHEN_SET: frozenset[str] = frozenset({"descriptions", "randomization", "mistake"})


@dataclass(frozen=True)
class Annotation:
    """The annotation of one video: the task instance, the high-level plan with its symbolic
    states and distractor activity, the low-level actions, one :class:`FrameRecord` per video
    frame, the final state check, the descriptions and, for a mistake video, the mistake."""

    frames: tuple[FrameRecord, ...]
    format: str | None = FORMAT
    task: str | None = None
    object: str | None = None
    receptacle: str | None = None
    scene: int | None = None
    scene_name: str | None = None
    seed: int | None = None
    target: str | None = None  # the task object's scene id, e.g. apple_1
    place_receptacle: str | None = None
    backend: str | None = None
    video: str | None = None  # relative to the annotation file
    fps: float | None = None
    render: Mapping[str, Any] = field(default_factory=dict)  # width, height, codec, presets
    plan: tuple[PlanStep, ...] = ()
    subtask_of_step: tuple[str | None, ...] | None = None
    distractors: tuple[Distractor, ...] = ()
    initial_state: tuple[str, ...] | None = None
    plan_states: tuple[tuple[str, ...], ...] = ()  # STRIPS fluents after each plan step
    actions: tuple[ActionRecord, ...] = ()
    final_check: Mapping[str, Any] = field(default_factory=dict)
    descriptions: Mapping[str, Description] | None = None  # positive, negative ... with their graphs
    randomization: Mapping[str, Any] | None = None  # a domain-randomised video's drawn look, by axis
    mistake: Mistake | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    key_order: tuple[str, ...] = field(default=(), compare=False, repr=False)  # as read: to_json keeps it

    def __post_init__(self) -> None:
        for name, kind in (("frames", FrameRecord), ("plan", PlanStep), ("distractors", Distractor),
                           ("actions", ActionRecord)):
            values = tuple(getattr(self, name))
            object.__setattr__(self, name, values)
            wrong = next((v for v in values if type(v) is not kind), None)
            check_record(wrong is None, "" if wrong is None else f"annotation {name} must be {kind.__name__} records, "
                                                                f"got {wrong!r}")
        check_record(self.fps is None or (isinstance(self.fps, (int, float)) and self.fps > 0),
               f"annotation fps must be a positive number, got {self.fps!r}")
        for name in ("scene", "seed"):
            check_record(getattr(self, name) is None or is_int(getattr(self, name)),
                   f"annotation {name} must be an integer, got {getattr(self, name)!r}")
        if self.subtask_of_step is not None:
            object.__setattr__(self, "subtask_of_step", tuple(self.subtask_of_step))
        check_record(self.descriptions is None or all(isinstance(d, Description) for d in self.descriptions.values()),
               f"annotation descriptions must be Description records, got {self.descriptions!r}")
        check_record(self.mistake is None or isinstance(self.mistake, Mistake), f"annotation mistake must be a Mistake record, got {self.mistake!r}")
        last = len(self.plan)
        wrong = next((f.step for f in self.frames if f.step is not None and not 0 <= f.step <= last), None) \
            if last else None
        check_record(wrong is None, f"a frame shows plan step {wrong}; the plan has {last} steps")

    # ------------------------------------------------------------- what readers ask of it

    @property
    def n_frames(self) -> int:
        return len(self.frames)

    @property
    def frame_size(self) -> tuple[int | None, int | None]:
        """(width, height) of the video, as the renderer recorded them (None: not recorded)."""
        return self.render.get("width"), self.render.get("height")

    def frame_subtasks(self) -> list[str | None]:
        """The sub-task of each frame (None: outside every sub-task)."""
        return [f.subtask for f in self.frames]

    def frame_states(self) -> list[Mapping[str, Any]] | None:
        """The target's recorded states in each frame, or None when no frame records them."""
        if not any(f.states is not None for f in self.frames):
            return None
        return [f.states or {} for f in self.frames]

    def frame_boxes(self, n_frames: int | None = None) -> list[Mapping[str, tuple[int, int, int, int]]]:
        """Per frame, scene id -> box; with ``n_frames``, cut or padded (no boxes) to that length."""
        out = [f.boxes for f in self.frames][:n_frames]
        return out + [{} for _ in range((n_frames or 0) - len(out))]

    def frame_range(self, subtask: str) -> tuple[int, int] | None:
        """First and last frame labelled ``subtask``, or None."""
        idx = [i for i, f in enumerate(self.frames) if f.subtask == subtask]
        return (idx[0], idx[-1]) if idx else None

    def labelled_ranges(self) -> dict[str, list[tuple[int, int, Mapping[str, Any]]]]:
        """Keys this class does not know whose value is a list of entries that each carry a
        ``frame_range`` [first, last] (a future label, e.g. objects visited): per key, each
        entry's range and the entry, so a viewer can draw them without knowing the key."""
        def is_range(value: Any) -> bool:
            return isinstance(value, (list, tuple)) and len(value) == 2 and all(is_int(v) for v in value)

        out = {}
        for key, value in sorted(self.extra.items()):
            if isinstance(value, list) and value and all(isinstance(v, Mapping) and is_range(v.get("frame_range"))
                                                          for v in value):
                out[key] = [(v["frame_range"][0], v["frame_range"][1], v) for v in value]
        return out

    def step_subtask(self, step: int) -> str | None:
        of_step = self.subtask_of_step or ()
        return of_step[step] if 0 <= step < len(of_step) else None

    def replace(self, **changes: Any) -> "Annotation":
        return replace(self, **changes)

    # ------------------------------------------------------------- JSON

    def _json_value(self, key: str) -> Any:
        if key == "n_frames":
            return len(self.frames)
        if key == "high_level_plan":
            return [s.to_json() for s in self.plan]
        if key == "symbolic_states":
            return {"initial": None if self.initial_state is None else list(self.initial_state),
                    "after_step": [list(s) for s in self.plan_states]}
        if key == "low_level_actions":
            return [a.to_json() for a in self.actions]
        if key == "frames":
            return [f.to_json() for f in self.frames]
        if key == "descriptions":
            return None if self.descriptions is None else {k: d.to_json() for k, d in self.descriptions.items()}
        value = getattr(self, KEYS[key][0])
        if isinstance(value, tuple):
            return [v.to_json() if hasattr(v, "to_json") else v for v in value]
        return value.to_json() if hasattr(value, "to_json") else (dict(value) if isinstance(value, Mapping) else value)

    def _is_set(self, key: str) -> bool:
        defaults = _DEFAULTS
        return any(getattr(self, name) != defaults.get(name) for name in KEYS[key])

    def to_json(self) -> dict:
        """The annotation file's object: the keys as read (``key_order``), else in the recorder's
        order; keys not read but set since (a reviewed mistake) follow, then unknown keys."""
        order = self.key_order or tuple(k for k in KEYS if k not in WRITTEN_WHEN_SET)
        out: dict[str, Any] = {}
        for key in order:
            if key in KEYS:
                out[key] = self._json_value(key)
            elif key in self.extra:
                out[key] = self.extra[key]
        for key in KEYS:
            if key not in out and (self._is_set(key) if self.key_order else key in WRITTEN_WHEN_SET and self._is_set(key)):
                out[key] = self._json_value(key)
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "annotation") -> "Annotation":
        """An annotation from its JSON; ``where`` (the file) starts every error message."""
        try:
            return cls._from_json(data)
        except RecordError as exc:
            raise RecordError(f"{where}: {exc}") from None
        except ContractError as exc:  # a description's graph that does not parse
            raise RecordError(f"{where}: {exc}") from exc

    @classmethod
    def _from_json(cls, data: Any) -> "Annotation":
        check_record(isinstance(data, Mapping), f"an annotation must be a JSON object, got {type(data).__name__}")
        check_record(isinstance(data.get("frames"), list), "annotation lacks its 'frames' list (one entry per video frame)")
        frames = tuple(FrameRecord.from_json(f) for f in data["frames"])
        check_record(data.get("n_frames", len(frames)) == len(frames),
               f"annotation says n_frames {data.get('n_frames')!r} but lists {len(frames)} frames")
        symbolic = data.get("symbolic_states") or {}
        descriptions = data.get("descriptions")
        check_record(descriptions is None or isinstance(descriptions, Mapping), "annotation descriptions must be an object")
        listed = {k: data.get(k) or [] for k in ("high_level_plan", "distractors", "low_level_actions")}
        check_record(all(isinstance(v, list) for v in listed.values()), "annotation plan, distractors and actions must be lists")
        return cls(
            frames=frames, **{k: data.get(k) for k in _PLAIN if k in data},
            render=data.get("render") or {}, final_check=data.get("final_check") or {},
            plan=tuple(PlanStep.from_json(s, f"plan step {i}") for i, s in enumerate(listed["high_level_plan"])),
            subtask_of_step=data.get("subtask_of_step"),
            distractors=tuple(Distractor.from_json(d) for d in listed["distractors"]),
            initial_state=None if symbolic.get("initial") is None else tuple(symbolic["initial"]),
            plan_states=tuple(tuple(s) for s in symbolic.get("after_step") or ()),
            actions=tuple(ActionRecord.from_json(a) for a in listed["low_level_actions"]),
            descriptions=None if descriptions is None else {
                side: Description.from_json(d, f"{side} description") for side, d in descriptions.items()},
            mistake=None if data.get("mistake") is None else Mistake.from_json(data["mistake"]),
            extra={k: v for k, v in data.items() if k not in KEYS}, key_order=tuple(data),
        )


_PLAIN = ("format", "task", "object", "receptacle", "scene", "scene_name", "seed", "target", "place_receptacle",
          "backend", "video", "fps", "randomization")
_DEFAULTS: dict[str, Any] = {f.name: f.default if f.default is not MISSING else f.default_factory()
                             for f in fields(Annotation) if f.default is not MISSING or f.default_factory is not MISSING}

