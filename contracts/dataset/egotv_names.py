"""EgoTV's on-disk conventions, as data: directory names, action names, object-type spelling.

EgoTV's loaders (its ``baselines/dataset_utils.py`` and ``nsg/nsg_v2.py``) find a trial by
walking exactly three folder levels under a split directory and read ``video.mp4`` and
``traj_data.json`` there. This module holds the names those loaders rely on, so the writer
(:mod:`generators.access.egotv_write`) and the reader (:mod:`contracts.dataset.egotv_read`)
spell them one way. docs/egotv.md lists every key with where EgoTV's code reads it.
"""
from __future__ import annotations

from datetime import datetime, timezone

from contracts.library.splits import SPLIT_NAMES
from pddl_domains import vocabulary as vocab

TRAJ_FILE = "traj_data.json"
VIDEO_FILE = "video.mp4"
TEST_SPLITS_DIR = "test_splits"
FAILS_DIR = "fails"  # a task-level folder EgoTV's walk skips
NAMESPACE = "egoverify"  # the one key of traj_data.json that carries our extra annotations
NAMESPACE_FORMAT = "egoverify-egotv/1"
TRAIN_DIR = SPLIT_NAMES[0]  # "train": the one split directly under the root
NONE = "None"  # EgoTV's spelling of an absent movable / receptacle in a folder name

# EgoTV's high-level (sub-goal) actions. Its segment labels map these to classes 0-6
# (NoOp shares GotoLocation's class 6); anything else raises a KeyError there.
EGOTV_ACTIONS: tuple[str, ...] = ("HeatObject", "SliceObject", "CoolObject", "CleanObject", "PutObject",
                                  "PickupObject", "GotoLocation", "NoOp")
OTHER_ACTION = "GotoLocation"  # class 6: navigation, and what EgoTV has no action for
ACTION_OF_SUBTASK: dict[str, str] = {"heat": "HeatObject", "cool": "CoolObject", "clean": "CleanObject",
                                     "slice": "SliceObject", "place": "PutObject", "pick": "PickupObject"}
SUBTASK_OF_ACTION: dict[str, str] = {v: k for k, v in ACTION_OF_SUBTASK.items()}
# Our plan's step names that are already EgoTV's; PlaceObject is our name for the place
# sub-task's put. Opening or closing a device belongs, in EgoTV, to the sub-goal that uses
# it (its HeatObject / CoolObject sub-goals open and close the microwave / fridge).
_SAME = {"GotoLocation", "PickupObject", "PutObject", "HeatObject", "CoolObject", "CleanObject", "SliceObject"}
_FOLDED_INTO_SUBTASK = {"OpenObject", "CloseObject", "ToggleObjectOn", "ToggleObjectOff"}


def egotv_action(step_action: str, subtask: str | None) -> str:
    """EgoTV's name for one of our plan steps (``subtask``: the step's label in our plan).

    Distractor activity is not a sub-goal EgoTV knows: it takes the "other" class, as
    navigation does. A device step takes its sub-task's action for heat / cool / clean and
    the "other" class elsewhere (opening a drawer to fetch the knife is fetching, not slicing).
    """
    if subtask == vocab.DISTRACTOR:
        return OTHER_ACTION
    if step_action == "PlaceObject":
        return "PutObject"
    if step_action in _SAME:
        return step_action
    if step_action in _FOLDED_INTO_SUBTASK and subtask in ("heat", "cool", "clean"):
        return ACTION_OF_SUBTASK[subtask]
    return OTHER_ACTION


def thor_type(instance_or_token: str) -> str:
    """The AI2-THOR type of one of our scene ids (``butter_knife_1`` -> ``ButterKnife``,
    ``loc_counter_2`` -> ``CounterTop``); a token the kitchen does not name is CamelCased."""
    token = vocab.instance_token(instance_or_token.removeprefix("loc_"))
    try:
        return vocab.type_from_token(token)
    except KeyError:
        return "".join(part.capitalize() for part in token.split("_"))


def box_key(instance: str) -> str:
    """A ``bbox`` key in EgoTV's convention: the AI2-THOR type up to the first ``|`` (what
    EgoTV's code matches query arguments against), then our scene id where AI2-THOR would
    put the object's position (we do not invent coordinates)."""
    return f"{thor_type(instance)}|{instance}"


def instance_of_box_key(key: str) -> str:
    """Inverse of :func:`box_key` for keys we wrote; a foreign key is kept whole."""
    return key.split("|", 1)[1] if key.count("|") == 1 else key


def param_folder(obj: str, receptacle: str | None, scene: int, movable: str | None = None) -> str:
    """``<Pickup>-<Movable>-<Receptacle>-<scene>``: exactly three ``-``, ``None`` for absent."""
    return f"{obj}-{movable or NONE}-{receptacle or NONE}-{int(scene)}"


def parse_param_folder(name: str) -> tuple[str, str | None, str | None, int] | None:
    """``(pickup, movable, receptacle, scene)`` of a parameter folder, None when malformed."""
    parts = name.split("-")
    if len(parts) != 4 or not parts[3].isdigit() or not parts[0]:
        return None
    pickup, movable, receptacle, scene = parts
    return pickup, (None if movable == NONE else movable), (None if receptacle == NONE else receptacle), int(scene)


def trial_folder(timestamp: float) -> str:
    """``trial_T<YYYYmmdd_HHMMSS_ffffff>`` for a POSIX time (UTC)."""
    return "trial_T" + datetime.fromtimestamp(timestamp, tz=timezone.utc).strftime("%Y%m%d_%H%M%S_%f")


def split_dir(split: str) -> str:
    """Where a split lives under the export root: ``train`` or ``test_splits/<split>``."""
    return split if split == TRAIN_DIR else f"{TEST_SPLITS_DIR}/{split}"


def split_dirs() -> dict[str, str]:
    """Every split's directory relative to the root, in our split order."""
    return {s: split_dir(s) for s in SPLIT_NAMES}
