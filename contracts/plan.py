"""The plan the planner hands the simulator, typed: :class:`PlanSpec` owns the plan JSON's keys.

``generators.planning.planners.Plan.to_spec()`` builds it; ``sim`` executes it, checks its goal
requirements and copies it into the annotation; the dataset worker reads the completion step of
each sub-task from it. Nothing reads a plan's keys but this class, so a new field is added here
once. Schema versions follow :mod:`contracts.schema` (version 1 is written without the key).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from contracts.errors import RecordError
from contracts.schema import check_version, stamped

SCHEMA_VERSION = 1

REQUIRED: tuple[str, ...] = ("task", "object", "scene", "seed", "target", "plan", "states", "goal_requirements")


@dataclass(frozen=True)
class PlanStep:
    """One high-level action of the plan, e.g. ``PickupObject(apple_1)``."""

    action: str
    args: tuple[str, ...]

    def to_json(self) -> dict:
        return {"action": self.action, "args": list(self.args)}

    @classmethod
    def from_json(cls, data: Any, where: str) -> "PlanStep":
        if not isinstance(data, Mapping) or not isinstance(data.get("action"), str) \
                or not isinstance(data.get("args", []), (list, tuple)):
            raise RecordError(f"{where}: a plan step must be {{'action': str, 'args': [str, ...]}}, got {data!r}")
        return cls(data["action"], tuple(data.get("args", ())))


def _fail(where: str, what: str, data: Any) -> RecordError:
    return RecordError(f"{where}: {what}, got {data!r}")


@dataclass(frozen=True)
class GoalRequirement:
    """What an episode must show at its end for one sub-task: the STRIPS atom the plan's final
    state holds, and the simulator's value of the target (``simulator_key`` = ``expected``)."""

    subtask: str
    strips_atom: str
    simulator_key: str
    expected: Any  # True, or the receptacle's scene id for ``in``

    def __post_init__(self) -> None:
        if not all(isinstance(v, str) and v for v in (self.subtask, self.strips_atom, self.simulator_key)):
            raise _fail("goal requirement", "subtask, strips_atom and simulator_key must be non-empty strings", self)

    def to_json(self) -> dict:
        return {"subtask": self.subtask, "strips_atom": self.strips_atom, "simulator_key": self.simulator_key,
                "expected": self.expected}

    @classmethod
    def from_json(cls, data: Any, where: str = "goal requirement") -> "GoalRequirement":
        if isinstance(data, cls):
            return data
        keys = ("subtask", "strips_atom", "simulator_key", "expected")
        if not isinstance(data, Mapping) or any(k not in data for k in keys):
            raise _fail(where, f"a goal requirement must be {{{', '.join(map(repr, keys))}}}", data)
        return cls(*(data[k] for k in keys))


@dataclass(frozen=True)
class Distractor:
    """One distractor activity inserted in the plan: its kind (``generators/data/distractors.json``),
    the plan steps it takes, and the sub-task it comes before (None: the end of the plan)."""

    kind: str
    steps: tuple[int, ...]
    before_subtask: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not self.kind:
            raise _fail("distractor", "kind must be a non-empty string", self.kind)
        object.__setattr__(self, "steps", tuple(self.steps))
        if not all(isinstance(k, int) and not isinstance(k, bool) and k >= 0 for k in self.steps):
            raise _fail("distractor", "steps must be plan step indices", self.steps)

    def to_json(self) -> dict:
        return {"kind": self.kind, "steps": list(self.steps), "before_subtask": self.before_subtask}

    @classmethod
    def from_json(cls, data: Any, where: str = "distractor") -> "Distractor":
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping) or not isinstance(data.get("steps", []), (list, tuple)):
            raise _fail(where, "a distractor must be {'kind': str, 'steps': [int, ...], 'before_subtask': str}", data)
        try:
            return cls(data.get("kind"), tuple(data.get("steps", ())), data.get("before_subtask"))
        except RecordError as exc:
            raise RecordError(f"{where}: {exc}") from None


@dataclass(frozen=True)
class PlanCheckSummary:
    """The STRIPS checker's verdict on the plan and the step that completed each sub-task."""

    ok: bool
    summary: str
    completion_step: Mapping[str, int | None]

    def to_json(self) -> dict:
        return {"ok": self.ok, "summary": self.summary, "completion_step": dict(self.completion_step)}


@dataclass(frozen=True)
class PlanSpec:
    """A checked plan for one task instance in one scene, with the symbolic state after each step."""

    task: str
    object: str
    scene: int
    seed: int
    target: str  # scene id of the task's object, e.g. ``apple_1``
    steps: tuple[PlanStep, ...]
    states: tuple[tuple[str, ...], ...]  # fluents after each step
    goal_requirements: tuple[GoalRequirement, ...]  # what the episode must show at its end
    receptacle: str | None = None
    scene_name: str | None = None
    place_receptacle: str | None = None
    method: str | None = None
    planning_time_s: float | None = None
    subtask_of_step: tuple[str | None, ...] | None = None
    initial_state: tuple[str, ...] | None = None
    check: PlanCheckSummary | None = None
    distractors: tuple[Distractor, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def completion_step(self, subtask: str) -> int | None:
        """The step that completed ``subtask`` (None: not completed, or no check recorded)."""
        return None if self.check is None else self.check.completion_step.get(subtask)

    def subtask_at(self, step: int) -> str | None:
        return self.subtask_of_step[step] if self.subtask_of_step else None

    def final_fluents(self) -> frozenset[str]:
        """The symbolic state after the last step (the initial state for an empty plan)."""
        if self.states:
            return frozenset(self.states[-1])
        return frozenset(self.initial_state or ())

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "task": self.task, "object": self.object, "receptacle": self.receptacle,
            "scene": self.scene, "seed": self.seed, "scene_name": self.scene_name,
            "target": self.target, "place_receptacle": self.place_receptacle, "method": self.method,
            "planning_time_s": self.planning_time_s, "plan": [s.to_json() for s in self.steps],
            "subtask_of_step": None if self.subtask_of_step is None else list(self.subtask_of_step),
            "initial_state": None if self.initial_state is None else list(self.initial_state),
            "states": [list(s) for s in self.states],
            "check": None if self.check is None else self.check.to_json(),
            "goal_requirements": [g.to_json() for g in self.goal_requirements],
            "distractors": [d.to_json() for d in self.distractors],
        }
        out.update(self.extra)
        return stamped(out, SCHEMA_VERSION)

    @classmethod
    def from_json(cls, data: Mapping, where: str = "plan") -> "PlanSpec":
        if not isinstance(data, Mapping):
            raise RecordError(f"{where}: a plan must be a JSON object, got {data!r}")
        check_version(data, SCHEMA_VERSION, "plan", where)
        missing = [k for k in REQUIRED if k not in data]
        if missing:
            raise RecordError(f"{where}: plan lacks {missing}; required keys: {list(REQUIRED)} "
                              f"(the output of Plan.to_spec().to_json())")
        check = data.get("check")
        if check is not None:
            if not isinstance(check, Mapping) or not isinstance(check.get("completion_step"), Mapping):
                raise RecordError(f"{where}: plan check must be {{'ok', 'summary', 'completion_step'}}, got {check!r}")
            check = PlanCheckSummary(bool(check.get("ok")), str(check.get("summary", "")), dict(check["completion_step"]))
        try:
            scene, seed = int(data["scene"]), int(data["seed"])
        except (TypeError, ValueError) as exc:
            raise RecordError(f"{where}: plan scene and seed must be integers, got {data['scene']!r}, {data['seed']!r}") from exc
        known = {"task", "object", "receptacle", "scene", "seed", "scene_name", "target", "place_receptacle", "method",
                 "planning_time_s", "plan", "subtask_of_step", "initial_state", "states", "check",
                 "goal_requirements", "distractors", "schema"}
        return cls(
            task=data["task"], object=data["object"], scene=scene, seed=seed, target=data["target"],
            steps=tuple(PlanStep.from_json(s, f"{where} step {i}") for i, s in enumerate(data["plan"])),
            states=tuple(tuple(s) for s in data["states"]),
            goal_requirements=tuple(GoalRequirement.from_json(g, f"{where} goal requirement {i}")
                                    for i, g in enumerate(data["goal_requirements"])),
            receptacle=data.get("receptacle"), scene_name=data.get("scene_name"),
            place_receptacle=data.get("place_receptacle"), method=data.get("method"),
            planning_time_s=data.get("planning_time_s"),
            subtask_of_step=None if data.get("subtask_of_step") is None else tuple(data["subtask_of_step"]),
            initial_state=None if data.get("initial_state") is None else tuple(data["initial_state"]),
            check=check, distractors=tuple(Distractor.from_json(d, f"{where} distractor {i}")
                                           for i, d in enumerate(data.get("distractors") or ())),
            extra={k: v for k, v in data.items() if k not in known},
        )

    @classmethod
    def of(cls, plan: "PlanSpec | Mapping") -> "PlanSpec":
        """``plan`` itself, or read from its JSON (entry points accept either)."""
        return plan if isinstance(plan, PlanSpec) else cls.from_json(plan)
