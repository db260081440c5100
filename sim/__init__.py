"""Simulator backends, plan execution, and video + annotation recording.

The stable API (the dataset writer builds on these names)::

    from sim import get_backend, render_episode, RecordConfig

    with get_backend("embedded", preset="fast") as simulator:      # or "ai2thor", "auto"
        scene = simulator.reset(scene_number, seed)                  # sim.scenes.Scene
        plan = plan_task(instance, scene).to_spec()                  # contracts.plan.PlanSpec
        result = render_episode(plan, scene, simulator, "x.mp4", "x.json",
                                descriptions=..., config=RecordConfig(fps=5))
        if not result.ok:
            log(result.reason)                                       # never a positive sample

Modules:

- :mod:`sim.base`: ``Simulator`` (abstract, a context manager: ``name``, ``reset(scene_number,
  seed) -> Scene``, ``reachable_positions()``, ``step(LowLevelAction) -> Observation``,
  ``observe()``, ``close()``), ``LowLevelAction(name, args)``, ``Observation(frame, object_states,
  boxes, success, error, agent)``.
- :mod:`sim.errors`: one exception tree under ``SimError`` (``UnknownBackendError``,
  ``MissingBuildError``, ``RenderingUnavailableError``, ``XServerError``, ``InvalidActionError``,
  ``NavigationError``, ``ExecutionError``, ``RecordingError``).
- :mod:`sim.backends`: the lazy registry ``get_backend(name, **config)``, ``backend_names()``,
  ``resolve_auto()``; backends ``embedded`` (MuJoCo kitchen, the default) and ``ai2thor``.
- :mod:`sim.plan_executor`: ``PlanExecutor(simulator, scene, RecordConfig).run(plan_spec) -> Episode``
  (navigation on the reachable grid, look down/up, sub-task macros, frame records).
- :mod:`sim.recorder`: ``write_video`` (H.264 mp4, mp4v fallback), ``write_json_atomic``,
  ``atomic_path``, ``annotation_json``, ``remove_stale_temporaries``.
- :mod:`sim.episode`: ``render_episode(...) -> EpisodeResult`` and ``final_state_check``.
- :mod:`sim.xserver`: ``XServer`` (find ``$DISPLAY`` or start Xvfb) for AI2-THOR's Linux64 build.

Importing ``sim`` imports neither MuJoCo nor ai2thor; a backend's module is loaded when asked for.
"""
from sim.backends import backend_names, get_backend, resolve_auto
from sim.base import LowLevelAction, Observation, Simulator
from sim.episode import EpisodeResult, final_state_check, render_episode
from sim.errors import SimError
from sim.plan_executor import Episode, PlanExecutor, RecordConfig

__all__ = [
    "Episode", "EpisodeResult", "LowLevelAction", "Observation", "PlanExecutor", "RecordConfig",
    "SimError", "Simulator", "backend_names", "final_state_check", "get_backend", "render_episode",
    "resolve_auto",
]
