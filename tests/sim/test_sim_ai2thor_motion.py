"""AI2-THOR smooth navigation at the Controller boundary (issue 13): the real step decides, the
in-between poses are teleports, the last frame is the step's own pose."""
import pytest

from sim.backends.ai2thor.backend import AI2ThorSimulator
from sim.base import LowLevelAction as A
from tests.support.ai2thor_fake import FakeController


def _sim():
    made = []

    def factory(**kwargs):
        made.append(FakeController(**kwargs))
        return made[-1]

    sim = AI2ThorSimulator(preset="fast", x_display=":7", controller_factory=factory)
    sim.reset(1, 0)
    return sim, made[0]


def _pose(obs):
    return obs.agent["x"], obs.agent["y"], obs.agent["yaw"], obs.agent["horizon"]


@pytest.mark.parametrize("name", ["MoveAhead", "RotateLeft", "RotateRight", "LookDown"])
def test_navigation_is_shown_over_n_frames_ending_at_the_steps_pose(name):
    sim, c = _sim()
    for _ in range(4):  # face a direction where a move is possible
        if name != "MoveAhead" or sim.step(A("MoveAhead")).success:
            break
        sim.step(A("RotateLeft"))
    start = _pose(sim.observe())
    n0 = len(c.calls)
    shown = sim.step_frames(A(name), 4)
    assert len(shown) == 4 and all(o.success for o in shown)
    calls = c.calls[n0:]
    assert calls[0][0] == name and [k for k, _ in calls[1:]] == ["TeleportFull"] * 4  # 3 in-between + back
    end = _pose(shown[-1])
    assert _pose(sim.observe()) == end and end != start
    mids = [_pose(o) for o in shown[:-1]]
    for k, mid in enumerate(mids, start=1):  # evenly spaced between start and end
        for i in (0, 1, 3):
            assert mid[i] == pytest.approx(start[i] + k / 4 * (end[i] - start[i]), abs=1e-3)
    turn = (end[2] - start[2] + 180) % 360 - 180
    assert [m[2] for m in mids] == pytest.approx([(start[2] + k / 4 * turn) % 360 for k in (1, 2, 3)], abs=1e-3)


def test_failed_steps_and_interactions_give_one_frame():
    sim, c = _sim()
    for _ in range(20):  # walk into a wall
        if not sim.step(A("MoveAhead")).success:
            break
    n0 = len(c.calls)
    shown = sim.step_frames(A("MoveAhead"), 4)  # AI2-THOR refuses: blocked
    assert len(shown) == 1 and not shown[0].success and all(k != "TeleportFull" for k, _ in c.calls[n0:])
    n0 = len(c.calls)
    assert len(sim.step_frames(A("OpenObject", {"objectId": sim.scene.receptacles[0].id}), 4)) == 1
    assert all(k != "TeleportFull" for k, _ in c.calls[n0:])
