"""What a dataset run depends on (:class:`RenderConfig`) and what it reports (:class:`RenderSummary`)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from contracts.argtypes import option_help
from generators.errors import DatasetError
from generators.planning.distractors import distractor_spec
from sim.plan_executor import RecordConfig
from sim.backends.embedded.randomize import CHOICES as RANDOMIZE_CHOICES

DEFAULT_OUT = "out/egotv"
# Share of jobs that also get a mistake video (generators.dataset.mistakes). Chosen from the audit: with
# 0.25 every type appears in the small default dataset and the blind baselines stay at chance.
DEFAULT_MISTAKES = 0.25
# Probability of distractor activity before each sub-task (generators.planning.distractors; the
# value in generators/data/distractors.json).
DEFAULT_DISTRACTORS = distractor_spec().probability
# Domain randomisation of the embedded kitchen (sim.backends.embedded.randomize): none, materials,
# lighting, objects, camera or all. Off by default: a plain run reproduces the datasets rendered
# before it byte for byte (and EgoTV's own videos have one look per floor plan); training sets
# turn it on (--randomize all) until the novel_scenes probe says which is better as a default.
DEFAULT_RANDOMIZE = "none"



@dataclass(frozen=True)
class RenderConfig:
    """Everything a dataset run depends on.

    ``backend_options`` go to the backend factory (embedded: ``preset``, ``width``, ``height``
    ...), ``episode`` to ``sim.plan_executor.RecordConfig`` (``fps``, ``hold_frames``, ``lead_frames``,
    ``max_steps``, ``motion``). ``distractors``: probability of distractor activity before each
    sub-task (:mod:`generators.planning.distractors`). ``randomize``: the domain randomisation
    axes of the embedded kitchen (:data:`DEFAULT_RANDOMIZE`). ``planner`` is a method of :func:`generators.planning.planners.plan_problem`
    ("ff" or "topk"). ``size`` is a preset
    ("small": every task of every split once; "full": EgoTV's split sizes) or a mapping
    split -> number of jobs. ``jobs_file`` replaces sampling by an explicit job list (JSON lines
    with split, task, object, receptacle, scene, seed).
    """

    out_dir: str = field(default=DEFAULT_OUT, metadata=option_help("dataset directory"))
    size: str | Mapping[str, int] = "small"
    splits: tuple[str, ...] | None = None
    seed: int = field(default=0, metadata=option_help("dataset seed: same seed, same jobs and manifest"))
    backend: str = field(default="embedded", metadata=option_help("simulator backend: embedded, ai2thor, auto"))
    backend_options: Mapping[str, Any] = field(default_factory=dict)
    episode: Mapping[str, Any] = field(default_factory=dict)
    workers: int = field(default=1, metadata=option_help("parallel worker processes / Ray actors, 1-256"))
    executor: str = field(default="local", metadata=option_help("local processes or ray"))
    ray_address: str | None = field(default=None, metadata=option_help(
        "address of a running Ray cluster (default: start one locally)"))
    ray_max_restarts: int = field(default=3, metadata=option_help(
        "times Ray restarts a lost worker (its process or node died), 0-1000; its job is retried on another "
        "worker with the same seed"))
    max_attempts: int = field(default=3, metadata=option_help("attempts per job, each with the next seed, 1-100"))
    planner: str = "ff"
    planner_timeout: float = field(default=30.0, metadata=option_help("planner time limit per attempt, seconds (> 0)"))
    jobs_file: str | None = field(default=None, metadata=option_help(
        "render the jobs listed in FILE (JSON lines: split, task, object, receptacle, scene, seed)"))
    mistakes: float = field(default=DEFAULT_MISTAKES, metadata=option_help(
        "share of jobs that also get a mistake video, in [0, 1]: the same task done wrongly "
        "(order, missing_step, wrong_step, wrong_receptacle)"))
    distractors: float = field(default=DEFAULT_DISTRACTORS, metadata=option_help(
        "probability in [0, 1] of distractor activity before each sub-task (look around, walk past a fixture, "
        "open and close a cabinet, pick up another object and put it back; generators/data/distractors.json's); "
        "0 turns it off"))
    randomize: str = field(default=DEFAULT_RANDOMIZE, metadata=option_help(
        "domain randomisation of the embedded kitchen, seeded per video and recorded in its annotation: "
        "materials, lighting, objects, camera or all (none: the kitchen's own look, as datasets rendered before)"))
    no_video: bool = field(default=False, metadata=option_help(
        "plan every job and write its manifest row (descriptions, graphs) but render nothing"))
    progress: bool = True
    stats: bool = True
    plots: bool = True

    def settings(self) -> dict:
        """The settings that decide what a given job renders: a resumed run must use the same."""
        out = {"seed": self.seed, "backend": self.backend, "backend_options": dict(self.backend_options),
               "episode": dict(self.episode), "max_attempts": self.max_attempts, "planner": self.planner,
               "mistakes": self.mistakes, "distractors": self.distractors, "no_video": self.no_video}
        if self.randomize != DEFAULT_RANDOMIZE:  # absent when off: older datasets resume unchanged
            out["randomize"] = self.randomize
        return out

    def simulator_options(self) -> dict:
        """The backend's options, with the randomisation axes when there are any."""
        extra = {"randomize": self.randomize} if self.randomize != DEFAULT_RANDOMIZE else {}
        return {**dict(self.backend_options), **extra}

    def validate(self) -> None:
        """Check the values a run cannot start with (the runner name is checked by
        :mod:`generators.dataset.runners`, which holds the table of runners)."""
        if not isinstance(self.workers, int) or self.workers < 1:
            raise DatasetError(f"workers must be a positive integer, got {self.workers!r}", setting="workers")
        if not isinstance(self.ray_max_restarts, int) or self.ray_max_restarts < 0:
            raise DatasetError(f"ray_max_restarts must be an integer >= 0, got {self.ray_max_restarts!r}",
                               setting="ray_max_restarts")
        if not isinstance(self.max_attempts, int) or self.max_attempts < 1:
            raise DatasetError(f"max_attempts must be a positive integer, got {self.max_attempts!r}", setting="max_attempts")
        if not isinstance(self.mistakes, (int, float)) or not 0.0 <= self.mistakes <= 1.0:
            raise DatasetError(f"mistakes must be a fraction within [0, 1], got {self.mistakes!r}", setting="mistakes")
        if not isinstance(self.distractors, (int, float)) or not 0.0 <= self.distractors <= 1.0:
            raise DatasetError(f"distractors must be a probability within [0, 1], got {self.distractors!r}",
                               setting="distractors")
        if self.randomize not in RANDOMIZE_CHOICES:
            raise DatasetError(f"randomize must be one of {', '.join(RANDOMIZE_CHOICES)}, got {self.randomize!r}",
                               setting="randomize")
        if self.planner_timeout <= 0:
            raise DatasetError(f"planner_timeout must be positive, got {self.planner_timeout!r}", setting="planner_timeout")
        try:
            RecordConfig(**dict(self.episode))
        except (TypeError, ValueError) as exc:
            raise DatasetError(f"bad episode recording settings {dict(self.episode)}: {exc}") from None


@dataclass
class RenderSummary:
    out_dir: str
    jobs: int
    rendered: int
    resumed: int
    failed: int
    videos: int
    seconds: float
    backend: str
    missing_tasks: dict[str, list[str]] = field(default_factory=dict)  # tasks of the job list with no video
    stats: dict | None = None

    def to_json(self) -> dict:
        d = asdict(self)
        d.pop("stats")
        return d
