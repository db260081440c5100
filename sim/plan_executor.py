"""Run a high-level plan on a simulator: navigation, looking, interaction macros, frames.

Each high-level step of a plan (``PlanSpec.steps``) becomes low-level steps:

- ``GotoLocation``: look level again, then the shortest MoveAhead / Rotate walk on the
  simulator's reachable grid (:mod:`sim.navigation`) to the location's pose;
- every other action: LookDown / LookUp to the pitch used for that receptacle type
  (``sim/data/interaction.json``), then the action's macro (``sim/data/macros.json``; heat =
  open microwave, put, close, toggle on, toggle off, open, pick up, close ...).

Recording: one frame per low-level step, except that moves, turns and head pitch last the seconds
of ``sim/data/motion.json`` (``RecordConfig.motion``, on by default): a backend that can
interpolates them over that many frames at ``fps`` (the embedded kitchen does); plus
``lead_frames`` copies of the view just before the first interaction at a place and, after every
interaction, its ``interaction_seconds`` of the result (``hold_frames`` copies without motion),
so that each state change stays on screen.
Each frame is annotated with the index of the high-level step it belongs to, that step's
sub-task, the 2-D boxes of the visible task objects and the target's states.

A failed low-level action stops the run: the episode carries the reason and is not a positive.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from contracts.dataset.annotation import ActionRecord, FrameRecord
from contracts.plan import PlanSpec

import numpy as np

from sim.datafiles import load_sim_data
from sim.base import LowLevelAction, Observation, Simulator
from sim.errors import ExecutionError, InvalidActionError, NavigationError
from sim.navigation import shortest_walk
from sim.scenes import Scene
from pddl_domains.vocabulary import OBJECT_STATE_KEYS


@dataclass(frozen=True)
class RecordConfig:
    """How episodes are recorded. ``fps`` is the video playback rate (EgoTV: 5);
    ``hold_frames`` extra copies of the frame after each interaction; ``lead_frames`` extra
    copies before the first interaction at a place; ``max_steps`` guards runaway plans;
    ``motion``: each navigation step lasts its seconds in ``sim/data/motion.json`` (frames =
    seconds x fps, interpolated by backends that can), else one frame per step."""

    fps: int = 5
    hold_frames: int = 1
    lead_frames: int = 1
    max_steps: int = 3000
    # moves, turns and pitch shown over several frames, interaction results held for their
    # seconds (sim/data/motion.json); False: one frame per step (the earlier, 20 s videos)
    motion: bool = True

    def __post_init__(self) -> None:
        if self.fps < 1 or self.hold_frames < 0 or self.lead_frames < 0 or self.max_steps < 1:
            raise ValueError(f"invalid RecordConfig {self}: fps >= 1, frames >= 0, max_steps >= 1")


@dataclass
class Episode:
    """What running a plan produced: frames with per-frame records, low-level actions, the
    target's simulator state after each high-level step, and why it stopped early if it did."""

    frames: list[np.ndarray] = field(default_factory=list)
    records: list[FrameRecord] = field(default_factory=list)
    actions: list[ActionRecord] = field(default_factory=list)
    step_states: list[dict[str, Any]] = field(default_factory=list)
    final_states: dict[str, dict[str, Any]] = field(default_factory=dict)
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


def task_object_ids(plan: PlanSpec | Mapping, scene: Scene) -> list[str]:
    """Scene ids named anywhere in the plan (target, place receptacle, knife, devices ...)."""
    plan = PlanSpec.of(plan)
    known = {o.id for o in scene.objects} | {r.id for r in scene.receptacles}
    ids = [plan.target] + ([plan.place_receptacle] if plan.place_receptacle else [])
    for s in plan.steps:
        ids += [a for a in s.args if a in known]
    return list(dict.fromkeys(ids))


def scene_object_ids(scene: Scene) -> list[str]:
    """Every object and receptacle id of the scene, objects first, each in the scene's order."""
    return [o.id for o in scene.objects] + [r.id for r in scene.receptacles]


def target_states(obs: Observation, target: str) -> dict[str, Any]:
    st = obs.object_states.get(target, {})
    return {k: st.get(k) for k in OBJECT_STATE_KEYS}


class PlanExecutor:
    """Executes one plan on ``simulator`` (already reset to ``scene``) and records frames."""

    def __init__(self, simulator: Simulator, scene: Scene, config: RecordConfig | None = None):
        self.sim, self.scene = simulator, scene
        self.config = config or RecordConfig()
        self._macros = load_sim_data("macros.json")["actions"]
        inter = load_sim_data("interaction.json")
        self._horizons, self._default_horizon = inter["horizon"], inter["default_horizon"]
        self._look_step = inter["look_step_degrees"]
        motion = load_sim_data("motion.json")
        self._motion, self._interaction_seconds = motion["seconds"], motion["interaction_seconds"]

    # ---- public ---------------------------------------------------------------------------
    def run(self, plan: PlanSpec | Mapping) -> Episode:
        """Execute ``plan`` (a :class:`~contracts.plan.PlanSpec` or its JSON) and record it."""
        plan = PlanSpec.of(plan)
        self._plan = plan
        self._target = plan.target
        # boxes of EVERY object and receptacle, not only the plan's: a model that crops the
        # objects a hypothesis names (nsg.inputs.roi) must not learn "no box of the pot in this
        # video" as "the pot is not part of the plan" (AI2-THOR, too, boxes all visible objects)
        self._watch = scene_object_ids(self.scene)
        self._subtasks = list(plan.subtask_of_step or [None] * len(plan.steps))
        self._reachable = self.sim.reachable_positions()
        self.sim.focus_boxes(self._watch)  # only these boxes are recorded
        ep = self._episode = Episode()
        self._obs = self.sim.observe()
        self._record(0, None)
        for i, step in enumerate(plan.steps):
            try:
                self._run_step(i, step.action, list(step.args))
            except _StepFailed as exc:
                ep.error = str(exc)
                break
            except NavigationError as exc:
                ep.error = f"plan step {i} {step.action}: {exc}"
                break
            ep.step_states.append(target_states(self._obs, self._target))
        ep.final_states = self._obs.object_states
        return ep

    # ---- steps ----------------------------------------------------------------------------
    def _run_step(self, i: int, action: str, args: list[str]) -> None:
        macro = self._macros.get(action)
        if macro is None:
            raise ExecutionError(f"no low-level macro for plan action {action!r}; known: {sorted(self._macros)}")
        if len(args) != len(macro["params"]):
            raise ExecutionError(f"plan action {action} takes {len(macro['params'])} arguments, got {args}")
        if action == "GotoLocation":
            self._look_to(i, 0)
            loc = self.scene.location(args[1])
            a = self._obs.agent
            for name in shortest_walk(self._reachable, (a["x"], a["y"], a["yaw"]), (loc.x, loc.y, loc.yaw)):
                self._act(i, LowLevelAction(name))
            return
        params = dict(zip(macro["params"], args))
        receptacle = params.get("r")
        self._look_to(i, macro.get("horizon", self._horizon_for(receptacle)))
        for _ in range(self.config.lead_frames):
            self._record(i, len(self._episode.actions) - 1 if self._episode.actions else None)
        was_closed = receptacle is not None and self._obs.object_states.get(receptacle, {}).get("open") is False
        for entry in macro["steps"]:
            name, param = entry[0], entry[1]
            condition = entry[2] if len(entry) > 2 else None
            if param is None:  # an action without an object (a turn)
                self._act(i, LowLevelAction(name))
                continue
            oid = params[param]
            is_open = self._obs.object_states.get(oid, {}).get("open")
            if condition == "if_closed" and is_open is not False:
                continue
            if condition == "if_was_closed" and not was_closed:
                continue
            self._act(i, LowLevelAction(name, {"objectId": oid}))

    def _horizon_for(self, receptacle: str | None) -> int:
        if receptacle is None:
            return self._default_horizon
        rtype = None
        for r in self.scene.receptacles:
            if r.id == receptacle:
                rtype = r.type
        if rtype is None:  # a movable receptacle (plate ...): the fixture it stands on
            for o in self.scene.objects:
                if o.id == receptacle:
                    rtype = self.scene.receptacle(o.receptacle).type
        return self._horizons.get(rtype, self._default_horizon)

    def _look_to(self, i: int, horizon: float) -> None:
        current = self._obs.agent.get("horizon", 0.0)
        while current < horizon - 1e-6:
            self._act(i, LowLevelAction("LookDown"))
            current += self._look_step
        while current > horizon + 1e-6:
            self._act(i, LowLevelAction("LookUp"))
            current -= self._look_step

    def _act(self, i: int, action: LowLevelAction) -> None:
        ep = self._episode
        if len(ep.actions) >= self.config.max_steps:
            raise _StepFailed(f"plan step {i}: more than {self.config.max_steps} low-level steps")
        n = self._frames_for(action.name)
        try:
            shown = self.sim.step_frames(action, n) if n > 1 else [self.sim.step(action)]
        except InvalidActionError as exc:
            raise _StepFailed(f"plan step {i} {self._plan.steps[i].action}: {exc}") from exc
        obs = shown[-1]
        ep.actions.append(ActionRecord(action.name, dict(action.args), i, obs.success, obs.error))
        if not obs.success:
            raise _StepFailed(f"plan step {i} {self._plan.steps[i].action}: low-level {action.name} "
                              f"failed: {obs.error}")
        for between in shown[:-1]:  # the in-between views of a move or turn
            self._obs = between
            self._record(i, len(ep.actions) - 1)
        self._obs = obs
        self._record(i, len(ep.actions) - 1)
        if action.is_interaction:
            for _ in range(self._hold_for(action.name)):
                self._record(i, len(ep.actions) - 1)

    def _frames_for(self, action: str) -> int:
        if not self.config.motion:
            return 1
        seconds = self._motion.get(action)
        return max(1, int(seconds * self.config.fps + 0.5)) if seconds else 1

    def _hold_for(self, action: str) -> int:
        """Extra frames of an interaction's result: its seconds when motion is on, else hold_frames."""
        seconds = self._interaction_seconds.get(action) if self.config.motion else None
        return max(self.config.hold_frames, int(seconds * self.config.fps + 0.5)) if seconds else self.config.hold_frames

    def _record(self, i: int, action_index: int | None) -> None:
        obs = self._obs
        boxes = {oid: obs.boxes[oid] for oid in self._watch if oid in obs.boxes}
        self._episode.frames.append(obs.frame)
        self._episode.records.append(FrameRecord(i, self._subtasks[i] if i < len(self._subtasks) else None,
                                                 action_index, boxes, target_states(obs, self._target)))


class _StepFailed(Exception):
    """Internal: a low-level step failed; the message becomes Episode.error."""
