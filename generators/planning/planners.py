"""Plan task instances with Fast Downward (FF heuristic, greedy search) or symk's k best plans.

Two ways to pick a plan, both seeded:

- ``"ff"`` (default): one Fast Downward run with FF-heuristic eager greedy search and preferred
  operators, as Metric-FF would search, on the problem's own PDDL text with the translator in
  process (:mod:`generators.planning.fast_downward`: the same plans as through unified-planning,
  at about a third of the CPU). Diversity comes from the seeded problem: which copy of
  the target and of the place receptacle, where objects start, and the declaration order of
  objects (the planner's tie-breaking), so equally good plans differ between seeds.
- ``"topk"``: ``up-symk`` enumerates the k best plans and one is drawn uniformly with the seed.
  Slower (symbolic search), and the k best plans differ mostly by detours.

Every plan is replayed by :func:`strips.check.check_plan` before it is returned; a plan that
fails the check raises instead of leaving this module.
"""
from __future__ import annotations

import contextlib
import random
import tempfile
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Mapping

from generators.errors import MissingEngineError, PlanningError, UnsolvableProblem
from generators.planning import fast_downward
from generators.planning.problems import Problem, build_problem
from sim.scenes import Scene, procedural_kitchen
from contracts.library.tasks import TaskInstance, get_task
from contracts.plan import Distractor, GoalRequirement, PlanCheckSummary, PlanSpec, PlanStep
from generators.planning.goals import goal_requirements
from pddl_domains import domain_path
from pddl_domains.vocabulary import DISTRACTOR
from strips.actions import ActionClass
from strips.check import PlanCheck, check_plan
from strips.pddl_domain import DomainModel, load_domain
from strips.state import State

# Sub-task completed by each domain action (None: a supporting step such as navigation).
SUBTASK_OF_ACTION = {"HeatObject": "heat", "CoolObject": "cool", "CleanObject": "clean",
                     "SliceObject": "slice", "PlaceObject": "place"}


@dataclass
class Plan:
    """A checked plan for one problem, with the symbolic state after each step."""

    problem: Problem
    steps: list[PlanStep]
    check: PlanCheck
    method: str
    planning_time: float
    static_predicates: frozenset[str] = field(default_factory=frozenset, repr=False)
    # steps of distractor activity (generators.planning.distractors) and what each activity was
    distractor_steps: frozenset[int] = frozenset()
    distractors: tuple[Distractor, ...] = ()

    def subtask_of_step(self) -> list[str | None]:
        """The sub-task each step belongs to: the one it completes, or the next one completed;
        ``distractor`` for distractor activity, which belongs to no sub-task."""
        done = [SUBTASK_OF_ACTION.get(s.action) for s in self.steps]
        pick_step = self.check.completion_step.get("pick")
        if pick_step is not None and pick_step >= 0:
            done[pick_step] = "pick"
        out: list[str | None] = [None] * len(done)
        current = None
        for i in range(len(done) - 1, -1, -1):
            if i in self.distractor_steps:
                out[i] = DISTRACTOR
                continue
            current = done[i] or current
            out[i] = current
        return out

    def to_spec(self) -> PlanSpec:
        """The plan as the simulator and the dataset read it (:class:`contracts.plan.PlanSpec`)."""
        inst = self.problem.instance
        fluents = lambda st: tuple(st.sorted_strings(self.static_predicates))  # noqa: E731
        return PlanSpec(
            task=inst.task, object=inst.object, receptacle=inst.receptacle, scene=inst.scene, seed=inst.seed,
            scene_name=self.problem.scene.name, target=self.problem.target,
            place_receptacle=self.problem.place_receptacle, method=self.method,
            planning_time_s=round(self.planning_time, 4),
            steps=tuple(self.steps),
            subtask_of_step=tuple(self.subtask_of_step()), initial_state=fluents(State(self.problem.init)),
            states=tuple(fluents(s) for s in self.check.states),
            check=PlanCheckSummary(self.check.ok, self.check.summary(), dict(self.check.completion_step)),
            goal_requirements=tuple(self.goal_requirements()), distractors=tuple(self.distractors))

    def to_json(self) -> dict:
        return self.to_spec().to_json()

    def goal_requirements(self) -> list[GoalRequirement]:
        """What the recorded episode must show at its end (:mod:`generators.planning.goals`)."""
        return goal_requirements(get_task(self.problem.instance.task).subtasks, self.problem.target,
                                 self.problem.place_receptacle, self.check.completion_step)


@lru_cache(maxsize=1)
def domain_model() -> DomainModel:
    return load_domain(domain_path("kitchen"))


@lru_cache(maxsize=1)
def _up_domain():
    """The domain as a unified-planning problem with no objects (parsed once per process)."""
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    get_environment().credits_stream = None
    return PDDLReader().parse_problem(str(domain_path("kitchen")))


def unified_planning_problem(problem: Problem):
    """``problem`` as a unified-planning problem, built directly (parsing PDDL text costs ~0.4 s a
    problem): what symk plans, and the reference route that the ``ff`` method is held to."""
    from unified_planning.model import Object

    base = _up_domain()
    up = base.clone()
    up.name = problem.name
    types = {t.name: t for t in base.user_types}
    objs = {o.name: o for o in base.all_objects}
    for name, typ in problem.objects.items():
        objs[name] = Object(name, types[typ])
        up.add_object(objs[name])
    fluents = {f.name: f for f in base.fluents}
    for atom in sorted(problem.init):  # sorted: same seed, same plan in every process
        up.set_initial_value(fluents[atom.predicate](*[objs[a] for a in atom.args]), True)
    for lit in problem.goal:
        exp = fluents[lit.atom.predicate](*[objs[a] for a in lit.atom.args])
        up.add_goal(exp if lit.positive else ~exp)
    return up


def _action_names() -> dict[str, str]:
    return {name.lower(): name for name in domain_model().actions}


def _to_steps(up_plan) -> list[PlanStep]:
    names = _action_names()
    return [PlanStep(names[a.action.name.lower()], tuple(str(p) for p in a.actual_parameters))
            for a in up_plan.actions]


@contextlib.contextmanager
def _private_workdir():
    """Run symk in a private directory: its Fast Downward driver writes ``output.sas`` into the
    working directory, so two planners started in one directory (parallel workers) would
    overwrite each other's translation."""
    with tempfile.TemporaryDirectory(prefix="egoverify-plan-") as tmp, contextlib.chdir(tmp):
        yield


@lru_cache(maxsize=1)
def kitchen_domain_text() -> str:
    """The kitchen domain's PDDL, as Fast Downward's translator reads it."""
    return domain_path("kitchen").read_text()


def _solve_ff(problem: Problem, timeout: float) -> list[list[PlanStep]]:
    names = _action_names()
    steps = fast_downward.plan_ff(kitchen_domain_text(), problem.to_pddl(), problem.name, timeout)
    return [[PlanStep(names[action], args) for action, args in steps]]


def _solve_topk(up_problem, timeout: float, k: int):
    from unified_planning.exceptions import UPNoRequestedEngineAvailableException
    from unified_planning.shortcuts import AnytimePlanner

    try:
        planner = AnytimePlanner(name="symk", params={"number_of_plans": k})
    except UPNoRequestedEngineAvailableException as exc:
        raise MissingEngineError("the planning engine 'symk' is not installed; `pip install up-symk`") from exc
    plans, seen = [], set()
    with planner, _private_workdir():
        for result in planner.get_solutions(up_problem, timeout=timeout):
            if result.plan is None:
                continue
            key = tuple(str(a) for a in result.plan.actions)
            if key not in seen:  # symk repeats its last plan
                seen.add(key)
                plans.append(result.plan)
    if not plans:
        raise UnsolvableProblem(f"symk found no plan for {up_problem.name} within {timeout} s")
    return plans


@dataclass(frozen=True)
class Planner:
    """One planning method: how it finds candidate plans, and its one-line help."""

    solve: Callable[[Problem, float, int], list[list[PlanStep]]]  # (problem, timeout, k) -> candidate plans
    help: str


# method name (``--planner`` / ``--method``) -> planner; the first is the default
PLANNERS: dict[str, Planner] = {
    "ff": Planner(lambda problem, timeout, k: _solve_ff(problem, timeout), "Fast Downward FF greedy search (default)"),
    "topk": Planner(lambda problem, timeout, k: [_to_steps(p) for p in
                                                 _solve_topk(unified_planning_problem(problem), timeout, k)],
                    "one of symk's k best plans, drawn with the seed"),
}


def planner_help() -> str:
    return "; ".join(f"{name}: {p.help}" for name, p in PLANNERS.items())


def check_steps(problem: Problem, steps: list[PlanStep],
                extra_actions: Mapping[str, ActionClass] | None = None) -> PlanCheck:
    """Replay ``steps`` on the problem with the STRIPS checker; ``extra_actions``: classes the
    steps may use besides the domain's (distractor activity's LookAround)."""
    return check_plan({**domain_model().actions, **(extra_actions or {})}, State(problem.init), [(s.action, s.args) for s in steps],
                      goal=problem.goal, order_edges=problem.order_edges,
                      completion_atoms=problem.completion_atoms,
                      object_types={**problem.objects, **domain_model().constants})


def plan_problem(problem: Problem, method: str = "ff", timeout: float = 20.0, k: int = 10,
                 seed: int = 0) -> Plan:
    """Solve ``problem`` and return a plan that passed the STRIPS checker."""
    if method not in PLANNERS:
        raise PlanningError(f"unknown planning method {method!r}; valid methods: {', '.join(PLANNERS)}")
    start = time.perf_counter()
    candidates = PLANNERS[method].solve(problem, timeout, k)
    order = list(range(len(candidates)))
    random.Random(f"topk-{seed}").shuffle(order)
    failures = []
    for i in order:
        steps = candidates[i]
        check = check_steps(problem, steps)
        if check.ok:
            return Plan(problem, steps, check, method, time.perf_counter() - start,
                        frozenset(domain_model().static_predicates()))
        failures.append(check.summary())
    raise PlanningError(f"every plan for {problem.name} failed the STRIPS check: {failures[0]}")


def plan_task(instance: TaskInstance, scene: Scene | None = None, method: str = "ff",
              timeout: float = 20.0, k: int = 10) -> Plan:
    """Plan ``instance`` in ``scene`` (default: the procedural kitchen of its scene and seed)."""
    scene = scene or procedural_kitchen(instance.scene, instance.seed)
    return plan_problem(build_problem(scene, instance), method=method, timeout=timeout, k=k,
                        seed=instance.seed)
