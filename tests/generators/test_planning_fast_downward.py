"""The ``ff`` method's in-process translator route finds the plans that unified-planning's Fast
Downward engine finds, prints nothing, and names what went wrong when there is no plan."""
from __future__ import annotations

import dataclasses
import subprocess

import pytest

from contracts.library import tasks as T
from generators.errors import PlanningTimeout, UnsolvableProblem
from generators.planning import fast_downward
from generators.planning.planners import kitchen_domain_text, unified_planning_problem, plan_problem
from generators.planning.problems import build_problem
from sim.scenes import procedural_kitchen

# one task of each shape: one step, a place, an order, an unordered pair, three steps, a pick
SAMPLE = [("heat_simple", "Apple", None), ("place_simple", "Apple", "Plate"), ("heat_then_clean", "Apple", None),
          ("clean_and_heat", "Potato", None), ("slice_then_heat_then_place", "Potato", "CounterTop"),
          ("cool_and_place", "Tomato", "Bowl")]


def _problem(task, obj, rec, seed):
    instance = T.TaskInstance(task, obj, rec, 1 + seed % 30, seed)
    return build_problem(procedural_kitchen(instance.scene, instance.seed), instance)


@pytest.mark.parametrize("task,obj,rec", SAMPLE)
def test_same_plan_as_through_unified_planning(task, obj, rec):
    for seed in (3, 17):
        problem = _problem(task, obj, rec, seed)
        ours = fast_downward.plan_ff(kitchen_domain_text(), problem.to_pddl(), problem.name, timeout=60)
        assert ours == fast_downward.plan_ff_through_unified_planning(unified_planning_problem(problem), timeout=60)
        assert len(ours) >= 2


def test_planning_prints_nothing(capsys):
    plan_problem(_problem("heat_then_clean", "Apple", None, 5))
    assert capsys.readouterr().out == ""


def test_a_goal_out_of_reach_is_unsolvable_not_a_crash():
    problem = _problem("place_simple", "Apple", "Plate", 2)
    # the plate stands nowhere: no location to carry the apple to
    cut = dataclasses.replace(problem, init=frozenset(
        a for a in problem.init if not (a.predicate == "receptacle-at" and a.args[0] == problem.place_receptacle)))
    with pytest.raises(UnsolvableProblem, match=problem.name):
        plan_problem(cut)


def test_a_search_past_its_time_limit_raises_planning_timeout(monkeypatch):
    def too_slow(*args, **kwargs):
        raise subprocess.TimeoutExpired(args[0], kwargs["timeout"])
    monkeypatch.setattr(fast_downward.subprocess, "run", too_slow)
    problem = _problem("heat_simple", "Apple", None, 1)
    with pytest.raises(PlanningTimeout, match=r"within 0\.5 s"):
        plan_problem(problem, timeout=0.5)
