"""Every task's plan through the AI2-THOR backend against the contract fake: each high-level
step must succeed with forceAction off, and after each step the target's recorded states (hot,
cold, clean, sliced, held, in) must equal the plan's STRIPS state. All 82 tasks are slow
(~0.5 s each, planning included), so the default suite runs one task per sub-task kind."""
import pytest

from generators.planning.planners import plan_task
from contracts.library.tasks import TaskInstance, all_tasks, enumerate_instances
from sim.backends.ai2thor.backend import AI2ThorSimulator
from sim.plan_executor import PlanExecutor
from tests.support.ai2thor_fake import FakeController

ATOMS = {"hot": "(is-hot {t})", "cold": "(is-cold {t})", "clean": "(is-clean {t})", "sliced": "(is-sliced {t})",
         "held": "(holding {t})"}
FAST = ["heat_simple", "cool_simple", "clean_simple", "slice_simple", "place_simple", "pick_simple",
        "clean_and_heat", "heat_then_clean_then_place", "slice_then_cool_then_place"]
TASKS = [(i, spec.name) for i, spec in enumerate(all_tasks())]


@pytest.fixture(scope="module")
def simulator():
    sim = AI2ThorSimulator(preset="fast", x_display=":0", controller_factory=lambda **kw: FakeController(**kw))
    yield sim
    sim.close()


def _strips_receptacle(atoms: list[str], t: str) -> str | None:
    inside = [a[1:-1].split()[2] for a in atoms if a.startswith(f"(in {t} ")]
    return inside[0] if inside else None


def _check_task(sim, index: int, name: str, monkeypatch, tmp_path) -> None:
    monkeypatch.chdir(tmp_path)
    spec = next(s for s in all_tasks() if s.name == name)
    combos = enumerate_instances(spec)
    obj, rec = combos[index % len(combos)]
    scene = sim.reset(2, index)
    plan = plan_task(TaskInstance(name, obj, rec, 2, index), scene).to_json()
    episode = PlanExecutor(sim, scene).run(plan)
    assert episode.ok, f"{name} {obj} {rec}: {episode.error}"
    t = plan["target"]
    assert len(episode.step_states) == len(plan["plan"]) == len(plan["states"])
    for k, (sim_state, atoms) in enumerate(zip(episode.step_states, plan["states"])):
        expected = {key: atom.format(t=t) in atoms for key, atom in ATOMS.items()}
        expected["in"] = _strips_receptacle(atoms, t)
        got = {key: sim_state[key] for key in expected}
        assert got == expected, f"{name} {obj} step {k} {plan['plan'][k]['action']}"


@pytest.mark.parametrize("index, name", [(i, n) for i, n in TASKS if n in FAST])
def test_a_plan_per_subtask_kind_matches_strips_step_by_step(simulator, index, name, monkeypatch, tmp_path):
    _check_task(simulator, index, name, monkeypatch, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("index, name", TASKS)
def test_every_task_matches_strips_step_by_step(simulator, index, name, monkeypatch, tmp_path):
    _check_task(simulator, index, name, monkeypatch, tmp_path)


def test_all_82_tasks_are_covered():
    assert len(TASKS) == 82 and set(FAST) <= {n for _, n in TASKS}
