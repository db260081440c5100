"""The parts of an annotation record (:mod:`contracts.dataset.annotation`): one frame's labels,
one executed low-level action, a mistake video's verified mistake. Each checks itself when built
and writes the JSON the recorder has always written."""
from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import Any

from contracts.errors import RecordError


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_record(ok: bool, message: str) -> None:
    if not ok:
        raise RecordError(message)


_FRAME_KEYS = frozenset({"step", "subtask", "action", "boxes", "states"})


@dataclass(frozen=True)
class FrameRecord:
    """One video frame's labels: the plan step and sub-task it shows, the low-level action that
    produced it (None: the first view), the 2-D boxes of visible objects (scene id -> inclusive
    ``(x1, y1, x2, y2)``) and the target's simulator states (None: not recorded, as in EgoTV)."""

    step: int | None
    subtask: str | None
    action: int | None
    boxes: Mapping[str, tuple[int, int, int, int]] = field(default_factory=dict)
    states: Mapping[str, Any] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)  # labels this class does not know

    def __post_init__(self) -> None:
        # checked with type() rather than isinstance: a long video has thousands of frames
        step, action, subtask, states = self.step, self.action, self.subtask, self.states
        if not (step is None or type(step) is int):
            raise RecordError(f"frame step must be an integer or null, got {step!r}")
        if not (action is None or type(action) is int):
            raise RecordError(f"frame action must be an integer or null, got {action!r}")
        if not (subtask is None or type(subtask) is str):
            raise RecordError(f"frame subtask must be a string or null, got {subtask!r}")
        if not (states is None or type(states) is dict or isinstance(states, Mapping)):
            raise RecordError(f"frame states must be an object or null, got {states!r}")
        if not isinstance(self.boxes, Mapping):
            raise RecordError(f"frame boxes must be an object, got {self.boxes!r}")
        boxes = {}
        for key, box in self.boxes.items():
            box = tuple(box) if type(box) in (list, tuple) else ()
            if len(box) != 4 or type(key) is not str or not (type(box[0]) is int and type(box[1]) is int
                                                               and type(box[2]) is int and type(box[3]) is int):
                raise RecordError(f"box of {key!r} must be four integers [x1, y1, x2, y2], got {self.boxes[key]!r}")
            boxes[key] = box
        object.__setattr__(self, "boxes", boxes)

    def to_json(self) -> dict:
        out: dict[str, Any] = {"step": self.step, "subtask": self.subtask, "action": self.action,
                               "boxes": {k: list(b) for k, b in self.boxes.items()}}
        if self.states is not None:
            out["states"] = self.states
        out.update(self.extra)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "FrameRecord":
        if not isinstance(data, Mapping):
            raise RecordError(f"a frame must be an object, got {data!r}")
        extra = {} if _FRAME_KEYS.issuperset(data) else {k: v for k, v in data.items() if k not in _FRAME_KEYS}
        return cls(data.get("step"), data.get("subtask"), data.get("action"), data.get("boxes") or {},
                   data.get("states"), extra)


@dataclass(frozen=True)
class ActionRecord:
    """One low-level simulator action as executed: its name and arguments, the plan step it
    belongs to, and whether it succeeded."""

    action: str
    args: Mapping[str, Any]
    step: int
    success: bool
    error: str = ""

    def __post_init__(self) -> None:
        if not (type(self.action) is str and isinstance(self.args, Mapping) and type(self.step) is int):
            raise RecordError(f"a low-level action must be {{'action': str, 'args': {{...}}, 'step': int}}, got {self!r}")

    @property
    def object_id(self) -> str | None:
        """The scene id the action acts on (AI2-THOR's ``objectId`` argument), if any."""
        value = self.args.get("objectId")
        return value if isinstance(value, str) else None

    def to_json(self) -> dict:
        out = {"action": self.action, "args": self.args, "step": self.step, "success": self.success}
        if self.error:
            out["error"] = self.error
        return out

    @classmethod
    def from_json(cls, data: Any) -> "ActionRecord":
        if not isinstance(data, Mapping):
            raise RecordError(f"a low-level action must be an object, got {data!r}")
        return cls(data.get("action"), data.get("args") or {}, data.get("step"), bool(data.get("success", True)),
                   data.get("error") or "")


@dataclass(frozen=True)
class Mistake:
    """A mistake video's verified mistake: the task asked for, the one done, the sub-task where
    they part and its frames, and the two checks that the asked-for task is false of the video."""

    type: str
    intended_task: str
    intended_receptacle: str | None
    executed_task: str
    mistaken_subtask: str | None
    frame_range: tuple[int, int] | None
    verified: Mapping[str, bool]
    twin: str | None = None

    def __post_init__(self) -> None:
        check_record(isinstance(self.type, str) and isinstance(self.intended_task, str),
               f"a mistake needs 'type' and 'intended_task' strings, got {self!r}")
        if self.frame_range is not None:
            check_record(len(self.frame_range) == 2 and all(is_int(v) for v in self.frame_range),
                   f"mistake frame_range must be [first, last] frames, got {self.frame_range!r}")
            object.__setattr__(self, "frame_range", tuple(self.frame_range))

    @property
    def is_verified(self) -> bool:
        return all(self.verified.values())

    def to_json(self) -> dict:
        return {"type": self.type, "intended_task": self.intended_task,
                "intended_receptacle": self.intended_receptacle, "executed_task": self.executed_task,
                "mistaken_subtask": self.mistaken_subtask,
                "frame_range": None if self.frame_range is None else list(self.frame_range),
                "verified": dict(self.verified), "twin": self.twin}

    @classmethod
    def from_json(cls, data: Any) -> "Mistake":
        check_record(isinstance(data, Mapping), f"a mistake must be an object, got {data!r}")
        return cls(data.get("type"), data.get("intended_task"), data.get("intended_receptacle"),
                   data.get("executed_task"), data.get("mistaken_subtask"), data.get("frame_range"),
                   dict(data.get("verified") or {}), data.get("twin"))
