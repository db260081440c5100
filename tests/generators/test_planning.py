import itertools
import json

import pytest
from pddl import parse_problem

from contracts.library import tasks as T
from generators.errors import PlanningError
from contracts.plan import PlanStep
from generators.planning.planners import check_steps, domain_model, plan_problem, plan_task
from generators.planning.problems import NO_SUBTASK, build_problem
from sim.scenes import procedural_kitchen
from strips.actions import Atom
from tests.conftest import run_module

ORDERED_SAMPLE = ["heat_then_clean", "clean_then_heat", "slice_then_cool_then_place",
                  "clean_and_cool_then_slice", "heat_then_clean_and_place"]


def _instance(task: str, k: int = 0, scene: int = 1, seed: int = 0) -> T.TaskInstance:
    spec = T.get_task(task)
    obj, rec = T.enumerate_instances(spec)[k]
    return T.TaskInstance(task, obj, rec, scene, seed)


@pytest.mark.parametrize("task", T.task_names())
def test_every_task_plans_and_passes_the_checker(task):
    spec = T.get_task(task)
    obj = T.valid_objects(spec)[hash(task) % len(T.valid_objects(spec))]
    rec = (T.valid_receptacles(spec, obj) or [None])[0]
    plan = plan_task(T.TaskInstance(task, obj, rec, scene=1 + len(task) % 25, seed=1))
    assert plan.check.ok, plan.check.summary()
    steps = plan.check.completion_step
    for a, b in spec.edges:
        assert steps[a] < steps[b]


@pytest.mark.slow
@pytest.mark.parametrize("task", T.task_names())
def test_every_task_with_three_objects(task):
    spec = T.get_task(task)
    for obj in T.valid_objects(spec)[:3]:
        rec = (T.valid_receptacles(spec, obj) or [None])[-1]
        assert plan_task(T.TaskInstance(task, obj, rec, scene=7, seed=2)).check.ok


def test_ordering_is_enforced_by_the_encoding():
    """For every task: the only groundings of a sub-task action that can ever apply require all
    of the sub-task's predecessors to be done, and no other action marks it done. So no plan
    can complete a sub-task before its predecessors."""
    model = domain_model()
    for spec in T.all_tasks():
        problem = build_problem(procedural_kitchen(1), _instance(spec.name))
        needs = {a.args for a in problem.init if a.predicate == "needs"}
        for s in spec.subtasks:
            if s == "pick":
                continue
            adders = [a for a in model.actions.values() if Atom("done", (s,)) in a.add]
            assert len(adders) == 1
            act = adders[0]
            assert Atom("done", (s,)) in act.pre_neg  # never twice
            p1, p2 = act.parameters[-2:]
            for b1, b2 in itertools.product(model.constants, repeat=2):
                ground = act.ground([*act.parameters[:-2], b1, b2])
                if Atom("needs", (s, b1, b2)) in ground.pre and (s, b1, b2) in needs:
                    assert {b1, b2} - {NO_SUBTASK} == set(spec.predecessors(s))
                    assert {Atom("done", (b1,)), Atom("done", (b2,))} <= ground.pre


def test_completing_a_successor_first_violates_a_precondition():
    spec = T.get_task("heat_then_clean")
    problem = build_problem(procedural_kitchen(2), _instance("heat_then_clean", scene=2))
    plan = plan_problem(problem)
    heat_i = next(i for i, s in enumerate(plan.steps) if s.action == "HeatObject")
    clean = next(s for s in plan.steps if s.action == "CleanObject")
    # go straight to the sink and clean instead of heating
    goto = PlanStep("GotoLocation", (plan.steps[heat_i].args[2], clean.args[2]))
    bad = plan.steps[:heat_i] + [goto, clean]
    res = check_steps(problem, bad)
    assert not res.applicable and res.first_violation.step == heat_i + 1
    assert "(done heat)" in res.first_violation.literals
    assert spec.edges == [("heat", "clean")]


@pytest.mark.parametrize("task", ORDERED_SAMPLE)
def test_top_k_plans_all_respect_the_order(task):
    problem = build_problem(procedural_kitchen(4), _instance(task, scene=4))
    from generators.planning.planners import PLANNERS
    plans = PLANNERS["topk"].solve(problem, 60, 6)
    assert len(plans) >= 2
    for steps in plans:
        res = check_steps(problem, steps)
        assert res.ok and res.order_respected, res.summary()


def _with_needs(steps, problem):
    """Rewrite the ordering bookkeeping arguments of sub-task actions for ``problem``."""
    needs = {a.args[0]: a.args[1:] for a in problem.init if a.predicate == "needs"}
    from generators.planning.planners import SUBTASK_OF_ACTION
    out = []
    for s in steps:
        sub = SUBTASK_OF_ACTION.get(s.action)
        out.append(PlanStep(s.action, s.args[:-2] + tuple(needs[sub])) if sub else s)
    return out


def test_unordered_subtasks_may_come_in_either_order():
    scene = procedural_kitchen(5)
    unordered = build_problem(scene, T.TaskInstance("clean_and_heat", "Apple", None, 5, 0))
    orders = set()
    for task in ("heat_then_clean", "clean_then_heat"):
        plan = plan_problem(build_problem(scene, T.TaskInstance(task, "Apple", None, 5, 0)))
        res = check_steps(unordered, _with_needs(plan.steps, unordered))
        assert res.ok, res.summary()
        orders.add(tuple(sorted(res.completion_step, key=res.completion_step.get)))
    assert orders == {("heat", "clean"), ("clean", "heat")}


def test_target_cannot_reach_its_place_goal_by_putobject():
    problem = build_problem(procedural_kitchen(1), T.TaskInstance("place_simple", "Apple", "Plate", 1, 0))
    plan = plan_problem(problem)
    place = next(s for s in plan.steps if s.action == "PlaceObject")
    cheat = [PlanStep("PutObject", place.args[:3]) if s is place else s for s in plan.steps]
    res = check_steps(problem, cheat)
    assert not res.applicable
    assert f"(not (place-goal {problem.target} {problem.place_receptacle}))" in res.first_violation.literals


def test_problem_pddl_round_trips_through_the_pddl_package(tmp_path):
    problem = build_problem(procedural_kitchen(3), _instance("slice_then_heat_then_place", scene=3))
    path = tmp_path / "problem.pddl"
    path.write_text(problem.to_pddl())
    parsed = parse_problem(str(path))
    assert {str(o.name) for o in parsed.objects} == set(problem.objects)
    init = {Atom(str(p.name), tuple(str(t.name) for t in p.terms)) for p in parsed.init}
    assert init == set(problem.init)
    assert len(parsed.goal.operands) == len(problem.goal)


def test_same_seed_same_plan_and_seeds_vary():
    cmd = ["generators", "plan", "--task", "cool_then_slice", "--object", "Tomato", "--scene", "6", "--json"]
    a = json.loads(run_module(*cmd, "--seed", "3").stdout)
    b = json.loads(run_module(*cmd, "--seed", "3").stdout)
    assert a["plan"] == b["plan"] and a["states"] == b["states"]
    assert len(a["states"]) == len(a["plan"]) and a["check"]["ok"]
    assert all(set(step) == {"action", "args"} for step in a["plan"])
    plans = {json.dumps(plan_task(T.TaskInstance("cool_then_slice", "Tomato", None, 6, s)).to_json()["plan"])
             for s in range(6)}
    assert len(plans) >= 2


def test_planner_errors_are_clear():
    problem = build_problem(procedural_kitchen(1), T.TaskInstance("heat_simple", "Apple", None, 1, 0))
    with pytest.raises(PlanningError, match="unknown planning method 'astar'; valid methods: ff, topk"):
        plan_problem(problem, method="astar")
    # remove the microwave: the goal becomes unreachable
    broken = type(problem)(**{**problem.__dict__, "init": frozenset(
        a for a in problem.init if a.predicate != "is-microwave")})
    with pytest.raises(PlanningError, match="no plan"):
        plan_problem(broken, timeout=20)
