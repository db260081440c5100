"""Distractor activity (issue 13): STRIPS-checked, labelled, never touching the target, and shown
by the simulator without a change of the target's recorded state."""
from __future__ import annotations

import functools

import pytest

from generators.errors import GeneratorError
from contracts.library.tasks import TaskInstance
from generators.planning.distractors import add_distractors, distractor_spec, extra_actions
from generators.planning.planners import check_steps, domain_model, plan_task
from pddl_domains.vocabulary import DISTRACTOR
from sim.plan_executor import FrameRecord
from sim.episode import distractor_check
from strips.state import State

INSTANCES = [("heat_then_clean", "Apple", None, 1, 0), ("slice_and_cool_then_place", "Tomato", "Plate", 2, 3),
             ("clean_and_slice", "Potato", None, 3, 1), ("pick_simple", "Egg", None, 4, 2),
             ("cool_simple", "Apple", None, 5, 4)]


@functools.lru_cache(maxsize=None)
def _plan(task, obj, rec, scene, seed):
    return plan_task(TaskInstance(task, obj, rec, scene, seed))


def _plans():
    return [_plan(*inst) for inst in INSTANCES]


def test_every_sub_task_can_get_activity_and_the_plan_stays_valid():
    kinds = set()
    for plan in _plans():
        for seed in range(6):
            p = add_distractors(plan, probability=1.0, seed=seed)
            check = check_steps(p.problem, p.steps, extra_actions())
            assert check.ok, check.summary()
            labels = p.subtask_of_step()
            assert {labels[i] for i in p.distractor_steps} == {DISTRACTOR}
            # the sub-tasks come in the same order and each is completed once
            assert [s for s in labels if s != DISTRACTOR] != []
            assert check.completion_step.keys() == plan.check.completion_step.keys()
            kinds |= {a.kind for a in p.distractors}
            starts = [i for i, s in enumerate(plan.subtask_of_step()) if s and (i == 0 or plan.subtask_of_step()[i - 1] != s)]
            assert len(p.distractors) == len(starts)  # probability 1: one activity before each sub-task
    assert kinds == set(distractor_spec().kinds)  # every kind happens


def test_distractor_steps_never_touch_the_target_or_a_done_sub_task():
    actions = {**domain_model().actions, **extra_actions()}
    for plan in _plans():
        p = add_distractors(plan, probability=1.0, seed=11)
        target = p.problem.target
        state = State(p.problem.init)
        for i, step in enumerate(p.steps):
            after = state.apply(actions[step.action].ground(step.args, None))
            if i in p.distractor_steps:
                assert target not in step.args
                touched = {a for a in state.atoms ^ after.atoms if target in a.args or a.predicate == "done"}
                assert not touched, (step, touched)
            state = after


def test_probability_zero_and_determinism_and_bad_values():
    plan = _plans()[0]
    assert add_distractors(plan, probability=0.0, seed=1) is plan
    a, b = add_distractors(plan, 0.7, seed="job-3"), add_distractors(plan, 0.7, seed="job-3")
    assert a.steps == b.steps and a.distractors == b.distractors
    assert {tuple(add_distractors(plan, 0.7, seed=s).steps) for s in range(8)} != {tuple(a.steps)}
    for bad in (-0.1, 1.5, "x"):
        with pytest.raises(GeneratorError, match="within \\[0, 1\\]"):
            add_distractors(plan, bad)


def test_plan_json_names_the_activity():
    p = add_distractors(_plans()[1], probability=1.0, seed=2)
    d = p.to_json()
    assert d["distractors"] and all(d["subtask_of_step"][i] == DISTRACTOR for a in d["distractors"] for i in a["steps"])
    assert len(d["states"]) == len(d["plan"])


def _record(states, subtask):
    return FrameRecord(0, subtask, 0, {}, dict(states))


def test_sim_check_flags_a_distractor_that_changes_the_target():
    base = {"hot": False, "cold": False, "clean": False, "sliced": False, "held": True, "in": None}
    good = [_record(base, "heat"), _record(base, DISTRACTOR), _record(base, DISTRACTOR), _record({**base, "hot": True}, "heat")]
    assert distractor_check(good) == []
    bad = [_record(base, "heat"), _record(base, DISTRACTOR), _record({**base, "held": False}, DISTRACTOR)]
    problems = distractor_check(bad)
    assert len(problems) == 1 and "frame 2" in problems[0] and "held" in problems[0]


def test_rendered_distractors_keep_the_target_state_and_frame_counts(tmp_path):
    from sim.backends import get_backend
    from sim.episode import render_episode
    from sim.mp4 import mp4_frame_count
    import json

    plan = add_distractors(_plans()[0], probability=1.0, seed=5)
    with get_backend("embedded", preset="fast", width=64, height=64) as sim:
        scene = sim.reset(plan.problem.scene.number, plan.problem.scene.seed)
        res = render_episode(plan.to_json(), scene, sim, tmp_path / "v.mp4", tmp_path / "v.json", fresh=True)
    assert res.ok, res.reason
    ann = json.loads((tmp_path / "v.json").read_text())
    assert mp4_frame_count(tmp_path / "v.mp4") == ann["n_frames"] == len(ann["frames"])
    runs = [i for i, f in enumerate(ann["frames"]) if f["subtask"] == DISTRACTOR]
    assert runs
    for i in runs:
        prev = max((j for j in range(i) if ann["frames"][j]["subtask"] != DISTRACTOR), default=0)
        assert ann["frames"][i]["states"] == ann["frames"][prev]["states"]
