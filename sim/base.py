"""The one interface every simulator backend implements, and the values that cross it.

A backend is used as a context manager::

    with get_backend("embedded", preset="fast") as sim:
        scene = sim.reset(3, seed=1)          # -> sim.scenes.Scene, the layout drawn
        obs = sim.step(LowLevelAction("MoveAhead"))

Low-level actions use AI2-THOR's names (MoveAhead, RotateLeft, RotateRight, LookDown, LookUp,
PickupObject, PutObject, OpenObject, CloseObject, ToggleObjectOn, ToggleObjectOff, SliceObject)
and refer to objects by their :class:`Scene` ids (``apple_1``, ``fridge_1``); a backend maps
those ids to its own (AI2-THOR objectIds). ``PutObject`` names the receptacle, the held object
is implied. Toggling a ``SinkBasin`` toggles its faucet.
"""
from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from sim.scenes import Scene

NAVIGATION_ACTIONS: tuple[str, ...] = ("MoveAhead", "RotateLeft", "RotateRight", "LookDown", "LookUp")
INTERACTION_ACTIONS: tuple[str, ...] = (
    "PickupObject", "PutObject", "OpenObject", "CloseObject", "ToggleObjectOn", "ToggleObjectOff",
    "SliceObject")
LOW_LEVEL_ACTIONS: tuple[str, ...] = NAVIGATION_ACTIONS + INTERACTION_ACTIONS
# The keys of a pickupable object's entry in Observation.object_states are
# pddl_domains.vocabulary.OBJECT_STATE_KEYS.


@dataclass(frozen=True)
class LowLevelAction:
    """One simulator step: an AI2-THOR action name and its arguments (``{"objectId": ...}``)."""

    name: str
    args: dict[str, Any] = field(default_factory=dict)

    @property
    def is_interaction(self) -> bool:
        return self.name in INTERACTION_ACTIONS

    def to_json(self) -> dict:
        return {"action": self.name, "args": dict(self.args)}


@dataclass
class Observation:
    """What a step returns.

    ``object_states`` maps every scene id to a dict: pickupable objects carry ``type``, ``hot``,
    ``cold``, ``clean``, ``sliced``, ``held`` (bools) and ``in`` (the id of the receptacle it is
    directly in, or None when held); fixed and movable receptacles also carry ``open`` / ``on``
    where they apply. ``boxes`` maps the id of every visible object or receptacle to its 2-D box
    ``[x1, y1, x2, y2]`` in pixels (inclusive). ``agent`` is the pose after the step:
    ``x``, ``y`` (metres, Scene coordinates), ``yaw`` (degrees clockwise from +y), ``horizon``
    (degrees below the horizon).
    """

    frame: np.ndarray
    object_states: dict[str, dict[str, Any]]
    boxes: dict[str, list[int]]
    success: bool = True
    error: str = ""
    agent: dict[str, float] = field(default_factory=dict)


class Simulator(abc.ABC):
    """A kitchen simulator: reset to a scene, walk, look, interact, observe."""

    name: str = "abstract"
    # libx264 preset the recorder encodes this simulator's frames with (a backend whose frames are
    # cheap to draw may trade file size for encoding time)
    x264_preset: str = "veryfast"

    @abc.abstractmethod
    def reset(self, scene_number: int, seed: int) -> Scene:
        """Load kitchen FloorPlan``scene_number`` with objects spawned by ``seed``; the agent
        stands at the scene's start location, looking straight ahead, hand empty."""

    @abc.abstractmethod
    def reachable_positions(self) -> list[tuple[float, float]]:
        """The walkable grid of the current scene (0.25 m spacing), in Scene coordinates."""

    @abc.abstractmethod
    def step(self, action: LowLevelAction) -> Observation:
        """Apply one low-level action. A failed action returns ``success=False`` with the reason
        in ``error`` and leaves the world unchanged; it does not raise."""

    @abc.abstractmethod
    def observe(self) -> Observation:
        """The current observation without acting (the first frame of an episode)."""

    def step_frames(self, action: LowLevelAction, n: int) -> list[Observation]:
        """Apply ``action`` shown over ``n`` frames: the observations of the in-between views
        (a move or turn interpolated) and, last, the step's own. A backend that cannot show the
        in-between views returns the step's observation alone (this default)."""
        return [self.step(action)]

    def focus_boxes(self, ids: list[str] | None) -> None:
        """A hint: until the next call, only the boxes of ``ids`` are needed (None: all). A
        backend may use it to save work, and may still return other boxes."""

    def close(self) -> None:
        """Release renderers, processes and displays. Safe to call twice."""

    def __enter__(self) -> "Simulator":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
