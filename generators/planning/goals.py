"""What must hold at the end of an episode, in STRIPS and in the simulator, per sub-task.

The planner's plan is already STRIPS-checked; this turns the task's sub-tasks into the goal the
recorded episode is held to: for each sub-task its STRIPS atom (``(is-hot apple_1)``, which the
plan's final symbolic state must hold) and the simulator state key and value that must agree.
A sub-task undone by a later one (heat, then cool) is only required while it is the latest of the
pair. The sub-task -> predicate/state table is domain data (``pddl_domains/data/kitchen.json``:
``subtask_goals``, ``undoes``). The simulator reads these rows; it knows no task or PDDL.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from contracts.plan import GoalRequirement
from pddl_domains import vocabulary as vocab
from strips.actions import Atom


def _when(step: int | None) -> int:
    return -2 if step is None else step


def goal_requirements(subtasks: Sequence[str], target: str, receptacle: str | None,
                      completion_step: Mapping[str, int | None]) -> list[GoalRequirement]:
    """One row per required sub-task: ``subtask``, ``strips_atom`` (what the plan's final symbolic
    state must hold), ``simulator_key`` and ``expected`` (the simulator's value for the target)."""
    goals, undoes = vocab.kitchen()["subtask_goals"], vocab.kitchen()["undoes"]
    rows = []
    for s in subtasks:
        other = undoes.get(s)
        if other in subtasks and _when(completion_step.get(other)) > _when(completion_step.get(s)):
            continue  # undone by a later sub-task: not required at the end
        goal = goals[s]
        args = (target, receptacle) if goal.get("value") == "receptacle" else (target,)
        atom = str(Atom(goal["predicate"], args))
        expected = receptacle if goal.get("value") == "receptacle" else True
        rows.append(GoalRequirement(s, atom, goal["state"], expected))
    return rows
