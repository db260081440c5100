"""Replay a plan through STRIPS progression and judge it (EgoTV plan execution checks).

The checker reports the first violated precondition, whether the goal holds at the end, and
whether the sub-tasks were completed in an order the task allows. It knows nothing of tasks:
the caller passes the ordering as edges between sub-task names and, for each sub-task, the atom
whose becoming true marks its completion.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from strips.actions import ActionClass, Atom, Literal
from strips.errors import UnknownActionError
from strips.state import State


@dataclass(frozen=True)
class Violation:
    step: int
    action: str
    literals: tuple[str, ...]

    def __str__(self) -> str:
        return f"step {self.step} {self.action}: precondition {', '.join(self.literals)} does not hold"


@dataclass
class PlanCheck:
    applicable: bool
    first_violation: Violation | None
    goal_reached: bool
    unmet_goals: list[str]
    order_respected: bool
    order_violations: list[str]
    completion_step: dict[str, int | None]
    states: list[State] = field(default_factory=list, repr=False)

    @property
    def ok(self) -> bool:
        return self.applicable and self.goal_reached and self.order_respected

    def summary(self) -> str:
        if self.ok:
            return "plan valid: every precondition holds, goal reached, ordering respected"
        parts = []
        if self.first_violation:
            parts.append(str(self.first_violation))
        if not self.goal_reached:
            parts.append(f"goal not reached: {', '.join(self.unmet_goals)}")
        if not self.order_respected:
            parts.append("ordering violated: " + "; ".join(self.order_violations))
        return "plan invalid: " + " | ".join(parts)


def check_plan(
    actions: Mapping[str, ActionClass],
    init: State,
    plan: Sequence[tuple[str, Sequence[str]]],
    goal: Sequence[Literal] = (),
    order_edges: Sequence[tuple[str, str]] = (),
    completion_atoms: Mapping[str, Atom] | None = None,
    object_types: Mapping[str, str] | None = None,
) -> PlanCheck:
    """Replay ``plan`` (list of (action name, args)) from ``init``.

    Replay stops at the first inapplicable step. ``states[i]`` is the state after step i
    (``states`` has one entry per applied step).
    """
    completion_atoms = dict(completion_atoms or {})
    completion_step: dict[str, int | None] = {s: None for s in completion_atoms}
    for s, atom in completion_atoms.items():
        if init.holds(atom):
            completion_step[s] = -1
    state, states, violation = init, [], None
    for i, (name, args) in enumerate(plan):
        if name not in actions:
            raise UnknownActionError(name, actions)
        ground = actions[name].ground(args, object_types)
        missing = state.violations(ground)
        if missing:
            violation = Violation(i, str(ground), tuple(map(str, missing)))
            break
        state = state.apply(ground)
        states.append(state)
        for s, atom in completion_atoms.items():
            if completion_step[s] is None and state.holds(atom):
                completion_step[s] = i
    unmet = [str(g) for g in state.satisfies(goal)] if violation is None else [str(g) for g in goal]
    order_violations = []
    for a, b in order_edges:
        sa, sb = completion_step.get(a), completion_step.get(b)
        if sb is not None and (sa is None or sa >= sb):
            order_violations.append(
                f"{b} completed at step {sb} but {a}, which must come first, "
                + ("never was" if sa is None else f"completed at step {sa}"))
    return PlanCheck(
        applicable=violation is None, first_violation=violation, goal_reached=not unmet,
        unmet_goals=unmet, order_respected=not order_violations, order_violations=order_violations,
        completion_step=completion_step, states=states)
