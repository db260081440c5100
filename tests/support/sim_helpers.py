"""Shared helpers of the sim tests: a render-free simulator and cached plans.

``WorldOnlySimulator`` runs the embedded kitchen's rules (:class:`KitchenWorld`) without
MuJoCo, returning tiny black frames, so executor and episode tests do not pay for rendering.
"""
from __future__ import annotations

import os
from functools import lru_cache

import numpy as np

from sim.scenes import procedural_kitchen
from sim.backends.embedded.world import KitchenWorld
from sim.base import LowLevelAction, Observation, Simulator


class WorldOnlySimulator(Simulator):
    name = "world-only"

    def __init__(self):
        self.world = None
        self.steps: list[LowLevelAction] = []

    def reset(self, scene_number, seed):
        self.world = KitchenWorld(procedural_kitchen(scene_number, seed))
        self.steps = []
        return self.world.scene

    def reachable_positions(self):
        return sorted(self.world.grid)

    def observe(self):
        return Observation(np.full((16, 16, 3), 90, np.uint8), self.world.object_states(), {}, agent=self.world.agent.to_json())

    def step(self, action):
        self.steps.append(action)
        err = self.world.apply(action)
        obs = self.observe()
        obs.success, obs.error = not err, err
        return obs


@lru_cache(maxsize=None)
def planned(task: str, obj: str, receptacle: str | None, scene: int, seed: int) -> dict:
    """``Plan.to_json()`` of an instance, planned once per test session. Fast Downward writes
    ``output.sas`` into the working directory: plan in a private temporary one."""
    import tempfile

    from generators.planning.planners import plan_task
    from contracts.library.tasks import TaskInstance

    here = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        try:
            return plan_task(TaskInstance(task, obj, receptacle, scene, seed)).to_json()
        finally:
            os.chdir(here)
