"""Render one planned task instance into a video and its annotation file, or reject it.

:func:`render_episode` resets the simulator to the plan's scene and seed, checks that the
simulator's scene is the one that was planned in, executes the plan (:mod:`sim.plan_executor`),
then checks the outcome twice, as EgoTV does:

- the STRIPS final state must satisfy every sub-task of the task: the planner lists each
  required atom and whether its final state holds it (``PlanSpec.goal_requirements``,
  :mod:`generators.planning.goals`; a sub-task undone by a later one is not required);
- the simulator's own object states of the target must agree (hot, cold, clean, sliced, in,
  held), as those rows say;
- frames of distractor activity (``subtask_of_step`` says ``distractor``) must not change the
  target's recorded state (:func:`distractor_check`).

The simulator knows no task and no PDDL: what to check comes with the plan. If an action failed or the two states disagree, the result is ``ok=False`` with the
reason, and no file is written: the caller logs it and never writes it as a positive. Files are
written atomically (video first, annotation last), so the annotation's presence marks a
complete sample.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping

from contracts.dataset.annotation import Annotation
from contracts.language.descriptions import Description
from contracts.plan import PlanSpec

from sim.scenes import Scene
from sim.base import Simulator
from sim.errors import RecordingError, SimError
from sim.plan_executor import PlanExecutor, RecordConfig
from sim.recorder import annotation_json, write_json_atomic, write_video
from pddl_domains.vocabulary import DISTRACTOR

@dataclass
class EpisodeResult:
    ok: bool
    reason: str
    n_frames: int = 0
    seconds: float = 0.0
    final_check: dict = field(default_factory=dict)
    video_path: str | None = None
    annotation_path: str | None = None
    codec: str | None = None
    n_actions: int = 0

    def to_json(self) -> dict:
        return dict(self.__dict__)


def final_state_check(plan: PlanSpec | Mapping, sim_states: dict[str, dict]) -> dict:
    """Check the plan's goal requirements (``plan.goal_requirements``, made by the planner: each
    sub-task's STRIPS atom and the simulator state that must agree) against the plan's final
    symbolic state and the simulator's own object states of the target."""
    plan = PlanSpec.of(plan)
    sim_t = sim_states.get(plan.target, {})
    strips_final = plan.final_fluents()
    rows, problems = [], []
    for req in plan.goal_requirements:
        s, atom, key, expected = req.subtask, req.strips_atom, req.simulator_key, req.expected
        in_strips, sim_value = atom in strips_final, sim_t.get(key)
        in_sim = sim_value == expected
        rows.append({"subtask": s, "strips_atom": atom, "strips": in_strips, "simulator_key": key,
                     "simulator_value": sim_value, "simulator": in_sim})
        if not in_strips:
            problems.append(f"{s}: STRIPS final state lacks {atom}")
        if not in_sim:
            problems.append(f"{s}: simulator says {plan.target}.{key} = {sim_value!r}, expected {expected!r}")
    return {"ok": not problems, "requirements": rows, "problems": problems}


def distractor_check(records) -> list[str]:
    """Problems with distractor activity seen in the recorded frames: over each run of frames
    labelled ``distractor``, the target's recorded states must stay those of the frame just
    before the run (a distractor belongs to no sub-task and may not do any of one's work)."""
    problems = []
    k = 0
    while k < len(records):
        if records[k].subtask != DISTRACTOR:
            k += 1
            continue
        start = k
        while k < len(records) and records[k].subtask == DISTRACTOR:
            k += 1
        before = records[start - 1].states if start > 0 else records[start].states
        changed = next((j for j in range(start, k) if records[j].states != before), None)
        if changed is not None:
            diff = {key: (before.get(key), records[changed].states.get(key)) for key in before
                    if before.get(key) != records[changed].states.get(key)}
            problems.append(f"distractor frames {start}-{k - 1} change the target's state at frame {changed}: {diff}")
    return problems


def _scene_signature(scene: Scene) -> tuple:
    return (scene.number, scene.seed,
            tuple((o.id, o.type, o.receptacle) for o in scene.objects),
            tuple((r.id, r.type, r.location) for r in scene.receptacles),
            tuple((loc.name, loc.x, loc.y, loc.yaw) for loc in scene.locations), scene.agent_start)


def render_episode(plan: PlanSpec | Mapping, scene: Scene, simulator: Simulator, video_path: str | os.PathLike,
                   annotation_path: str | os.PathLike, descriptions: Mapping[str, Description] | None = None,
                   config: RecordConfig | None = None, fresh: bool = False,
                   review: Callable[[Annotation], Annotation | str] | None = None) -> EpisodeResult:
    """Execute ``plan`` (``Plan.to_spec()``, or its JSON) planned in ``scene`` on ``simulator`` and
    write the video and annotation file; see the module docstring for when it refuses.

    ``fresh``: the caller has just reset ``simulator`` and planned in the scene that reset
    returned (``scene``), so the episode starts from there without a second reset (one reset per
    attempt: a reset rebuilds the scene, 0.2-0.5 s).

    ``review``: called with the annotation record before it is written; it returns the record to
    write (a mistake video's with its verified mistake) or a reason to refuse the episode, in
    which case nothing is left on disk."""
    plan = PlanSpec.of(plan)  # a plan JSON lacking a key: RecordError naming it
    config = config or RecordConfig()
    start = time.perf_counter()

    def fail(reason: str, **kw) -> EpisodeResult:
        return EpisodeResult(False, reason, seconds=time.perf_counter() - start, **kw)

    if plan.scene != scene.number:
        return fail(f"plan is for scene {plan.scene} but the scene given is {scene.name}")
    sim_scene = scene if fresh else simulator.reset(scene.number, plan.seed)
    if _scene_signature(sim_scene) != _scene_signature(scene):
        return fail(f"the {simulator.name} simulator's {sim_scene.name} (seed {sim_scene.seed}) differs from the "
                    f"scene the plan was made in ({scene.name}, seed {scene.seed})")
    try:
        episode = PlanExecutor(simulator, scene, config).run(plan)
    except SimError as exc:
        if isinstance(exc, RecordingError):
            raise
        return fail(f"execution error: {exc}")
    n_frames, n_actions = len(episode.frames), len(episode.actions)
    if not episode.ok:
        return fail(f"action failed: {episode.error}", n_frames=n_frames, n_actions=n_actions)
    check = final_state_check(plan, episode.final_states)
    distractor_problems = distractor_check(episode.records)
    if distractor_problems:
        return fail("distractor check failed: " + "; ".join(distractor_problems), n_frames=n_frames,
                    final_check=check, n_actions=n_actions)
    if not check["ok"]:
        return fail("final state check failed: " + "; ".join(check["problems"]), n_frames=n_frames,
                    final_check=check, n_actions=n_actions)
    video_path, annotation_path = Path(video_path), Path(annotation_path)
    h, w = episode.frames[0].shape[:2]
    codec = write_video(episode.frames, video_path, fps=config.fps, x264_preset=simulator.x264_preset)
    rel_video = os.path.relpath(video_path, annotation_path.parent)
    ann = annotation_json(plan, episode, backend=simulator.name, fps=config.fps, video_name=rel_video,
                          final_check=check, descriptions=descriptions,
                          randomization=getattr(simulator, "randomization", None),
                          render={"width": w, "height": h, "codec": codec, "x264_preset": simulator.x264_preset,
                                  "preset": getattr(simulator, "preset", None)})
    reviewed = review(ann) if review is not None else ann
    if isinstance(reviewed, str):
        video_path.unlink(missing_ok=True)
        return fail(reviewed, n_frames=n_frames, final_check=check, n_actions=n_actions)
    try:
        write_json_atomic(reviewed.to_json(), annotation_path)
    except BaseException:
        video_path.unlink(missing_ok=True)  # never leave a video without its annotation
        raise
    return EpisodeResult(True, "", n_frames=n_frames, seconds=time.perf_counter() - start, final_check=check,
                         video_path=str(video_path), annotation_path=str(annotation_path), codec=codec,
                         n_actions=n_actions)
