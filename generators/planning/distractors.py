"""Distractor activity: things the agent does between sub-tasks that leave the target as it was.

EgoTV's videos are long and the sub-tasks are a small part of them, so a verifier has to find
where each one happens. A plan straight from the planner does nothing else, so this module
inserts, before the first step of each sub-task and with a probability, one activity drawn from
``generators/data/distractors.json``: look around, walk past a fixture, open and close a
cabinet, pick up another object and put it back.

Every activity is checked the way plan steps are: its steps are replayed by the STRIPS checker
from the state the plan is in at that point (:func:`look_around_action` is a STRIPS action class
declared in the data file, kept out of the planner's domain so that no planner proposes it), it
must leave every atom that names the target and every ``done`` atom as it found them, and the
whole new plan is replayed again (goal, order). The renderer then checks the simulator's own
target states over the activity's frames (:func:`sim.episode.distractor_check`). The activity's
steps are labelled ``distractor`` in ``subtask_of_step``; the walk back to where the next
sub-task starts belongs to that sub-task, as navigation always does.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable

from generators.errors import GeneratorError
from generators.datafiles import load_generator_data
from contracts.plan import Distractor, PlanStep
from generators.planning.planners import Plan, check_steps, domain_model
from sim.scenes import Receptacle, Scene
from strips.actions import ActionClass, Atom, parse_atom
from strips.state import State


@dataclass(frozen=True)
class DistractorSpec:
    probability: float
    kinds: dict[str, dict]


@lru_cache(maxsize=1)
def distractor_spec() -> DistractorSpec:
    data = load_generator_data("distractors.json")
    unknown = sorted(set(data["kinds"]) - set(ACTIVITIES))
    if unknown:
        raise GeneratorError(f"generators/data/distractors.json names unknown kinds {unknown}; known: {sorted(ACTIVITIES)}")
    return DistractorSpec(float(data["probability"]), dict(data["kinds"]))


@lru_cache(maxsize=1)
def look_around_action() -> ActionClass:
    d = load_generator_data("distractors.json")["look_around"]
    return ActionClass(name=d["action"], parameters=tuple(d["parameters"]), types=tuple(d["types"]),
                       pre=tuple(parse_atom(a) for a in d["pre"]), source="generators/data/distractors.json")


def extra_actions() -> dict[str, ActionClass]:
    """Action classes that plans with distractors use besides the planner's domain."""
    a = look_around_action()
    return {a.name: a}


def _actions() -> dict[str, ActionClass]:
    """Every action class a plan with distractors may use."""
    return {**domain_model().actions, **extra_actions()}


def validate_probability(p: float) -> float:
    if not isinstance(p, (int, float)) or not 0.0 <= p <= 1.0:
        raise GeneratorError(f"distractor probability must be a fraction within [0, 1], got {p!r}")
    return float(p)


def _agent_at(state: State) -> str:
    for atom in state.atoms:
        if atom.predicate == "agent-at":
            return atom.args[0]
    raise GeneratorError("the plan's state has no agent-at atom")


def _untouchable(state: State, target: str) -> frozenset[Atom]:
    return frozenset(a for a in state.atoms if target in a.args or a.predicate == "done")


@dataclass(frozen=True)
class _Where:
    """The plan's state at one point, and what an activity may not use (anything the plan names)."""

    scene: Scene
    state: State
    named: frozenset[str]
    here: str

    def goto(self, location: str) -> list[PlanStep]:
        return [PlanStep("GotoLocation", (self.here, location))] if location != self.here else []

    def free_receptacles(self, types: list[str]) -> list[Receptacle]:
        return [r for r in self.scene.receptacles if r.type in types and r.id not in self.named]


def _look_around(w: _Where, params: dict, rng: random.Random) -> list[PlanStep]:
    return [PlanStep(look_around_action().name, (w.here,))]


def _walk_past(w: _Where, params: dict, rng: random.Random) -> list[PlanStep]:
    options = [r for r in w.free_receptacles(params["receptacle_types"]) if r.location != w.here]
    return w.goto(rng.choice(options).location) if options else []


def _open_close(w: _Where, params: dict, rng: random.Random) -> list[PlanStep]:
    options = [r for r in w.free_receptacles(params["receptacle_types"])
               if r.openable and not w.state.holds(Atom("is-open", (r.id,)))]
    if not options:
        return []
    r = rng.choice(options)
    return w.goto(r.location) + [PlanStep("OpenObject", (r.id, r.location)),
                                 PlanStep("CloseObject", (r.id, r.location))]


def _pick_put_back(w: _Where, params: dict, rng: random.Random) -> list[PlanStep]:
    if not w.state.holds(Atom("hand-empty", ())):
        return []
    fixed = {r.id: r for r in w.scene.receptacles if r.id not in w.named}
    kinds = {o.id: o.type for o in w.scene.objects}
    holding_others = {a.args[1] for a in w.state.atoms if a.predicate == "in"}
    options = sorted((a.args[0], a.args[1]) for a in w.state.atoms
                     if a.predicate == "in" and a.args[1] in fixed and kinds.get(a.args[0]) in params["object_types"]
                     and a.args[0] not in w.named and a.args[0] not in holding_others
                     and w.state.holds(Atom("accessible", (a.args[1],))))
    if not options:
        return []
    oid, rid = rng.choice(options)
    loc = fixed[rid].location
    return w.goto(loc) + [PlanStep("PickupObject", (oid, rid, loc)), PlanStep("PutObject", (oid, rid, loc))]


# distractor kind (generators/data/distractors.json) -> the steps it would take here ([]: not possible)
ACTIVITIES: dict[str, Callable[[_Where, dict, random.Random], list[PlanStep]]] = {
    "look_around": _look_around, "walk_past": _walk_past, "open_close": _open_close,
    "pick_put_back": _pick_put_back,
}


def _replay(steps: list[PlanStep], state: State) -> State | None:
    """The state after ``steps``, or None when one is not applicable."""
    actions = _actions()
    for s in steps:
        ground = actions[s.action].ground(s.args, None)
        if state.violations(ground):
            return None
        state = state.apply(ground)
    return state


def _activity(plan: Plan, state: State, rng: random.Random, kinds: dict[str, dict]
              ) -> tuple[str, list[PlanStep], State] | None:
    """Draw a kind by weight among those possible here; its steps and the state after them."""
    names = sorted(kinds)
    where = _Where(plan.problem.scene, state, frozenset({a for s in plan.steps for a in s.args} | {plan.problem.target}),
                   _agent_at(state))
    keep = _untouchable(state, plan.problem.target)
    while names:
        kind = rng.choices(names, weights=[float(kinds[n]["weight"]) for n in names])[0]
        names.remove(kind)
        steps = ACTIVITIES[kind](where, kinds[kind], rng)
        if not steps:
            continue
        after = _replay(steps, state)
        if after is None or _untouchable(after, plan.problem.target) != keep:
            continue  # not applicable, or it would touch the target: never inserted
        return kind, steps, after
    return None


def add_distractors(plan: Plan, probability: float | None = None, seed: int | str = 0) -> Plan:
    """``plan`` with distractor activity before its sub-tasks (see the module docstring).

    The draw depends only on ``seed`` and the plan, so a rerun inserts the same activity."""
    spec = distractor_spec()
    p = validate_probability(spec.probability if probability is None else probability)
    if p == 0.0 or not plan.steps:
        return plan
    rng = random.Random(f"distractors-{seed}")
    of_step = plan.subtask_of_step()
    starts = {i for i, s in enumerate(of_step) if s is not None and (i == 0 or of_step[i - 1] != s)}
    actions = _actions()
    state = State(plan.problem.init)
    new: list[PlanStep] = []
    distractor_steps: list[int] = []
    activities: list[Distractor] = []
    for i, step in enumerate(plan.steps):
        if i in starts and rng.random() < p:
            before = _agent_at(state)
            drawn = _activity(plan, state, rng, spec.kinds)
            if drawn is not None:
                kind, steps, state = drawn
                first = len(new)
                new += steps
                distractor_steps += range(first, len(new))
                activities.append(Distractor(kind, tuple(range(first, len(new))), of_step[i]))
                here = _agent_at(state)
                if step.action == "GotoLocation":
                    if step.args[1] == here:
                        continue  # already there: the walk is not needed
                    step = replace(step, args=(here, step.args[1]))
                elif here != before:  # the sub-task starts where the agent stood: walk back
                    back = PlanStep("GotoLocation", (here, before))
                    new.append(back)
                    state = state.apply(actions[back.action].ground(back.args, None))
        new.append(step)
        state = state.apply(actions[step.action].ground(step.args, None))
    if not activities:
        return plan
    check = check_steps(plan.problem, new, extra_actions())
    if not check.ok:  # a bug here, not bad input: the activity was replayed step by step above
        raise GeneratorError(f"plan with distractors for {plan.problem.name} fails the STRIPS check: "
                             f"{check.summary()}")
    return replace(plan, steps=new, check=check, distractor_steps=frozenset(distractor_steps),
                   distractors=tuple(activities))


__all__ = ["ACTIVITIES", "add_distractors", "distractor_spec", "extra_actions", "validate_probability"]
