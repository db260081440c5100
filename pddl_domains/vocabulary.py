"""Shared vocabulary: sub-tasks, object types, receptacles, affordances, display names.

Every stage (generators, sim, nsg) imports names from here so that an object is spelled the
same way in a PDDL problem, an annotation file and a parser query. It sits beside the PDDL domain
it names, at the bottom of the layers, and imports nothing of ours. The facts are data in
``pddl_domains/data/kitchen.json``; this module only reads them.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import Mapping

SUBTASKS: tuple[str, ...] = ("heat", "cool", "clean", "slice", "place", "pick")
# The state a sub-task leaves its object in, as used by StateQuery(object, state).
SUBTASK_STATE: Mapping[str, str] = {
    "heat": "hot", "cool": "cold", "clean": "clean", "slice": "sliced", "pick": "picked",
}
QUERY_TYPES: tuple[str, ...] = ("StateQuery", "RelationQuery", "ActionQuery")
RELATIONS: tuple[str, ...] = ("in",)
# The receptacle argument of a place whose description names no receptacle ("the apple is placed"):
# RelationQuery(apple, somewhere, in) asks "placed somewhere"; in a QueryNode it is receptacle None.
ANY_RECEPTACLE = "somewhere"
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


# The label of plan steps and frames of distractor activity (issue 13): something the agent does
# between sub-tasks that changes nothing about the target. Never a sub-task, never queried.
DISTRACTOR = "distractor"

# The target object's state keys, as simulators report them and annotations record them per frame.
OBJECT_STATE_KEYS: tuple[str, ...] = ("hot", "cold", "clean", "sliced", "held", "in")


@lru_cache(maxsize=None)
def kitchen() -> dict:
    """The kitchen domain's facts (cached; callers must not mutate it)."""
    with resources.files("pddl_domains").joinpath("data", "kitchen.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)


def toggleable_types() -> list[str]:
    """Receptacle types with a switch (microwave, sink faucet, stove, coffee machine)."""
    return list(kitchen()["toggleable"])


def object_types() -> list[str]:
    """Whole (unsliced) object types that can be a task's target."""
    return list(kitchen()["objects"])


def receptacle_types() -> list[str]:
    return list(kitchen()["receptacles"])


def movable_receptacle_types() -> list[str]:
    """Objects that are also receptacles (a bowl, a mug, a pan): carried like a target, filled like a place."""
    return list(kitchen()["movable_receptacles"])


def sliced_form(object_type: str) -> str | None:
    return kitchen()["sliced_forms"].get(object_type)


def affords(subtask: str, object_type: str) -> bool:
    return object_type in kitchen()["affordances"][subtask]


def can_contain(receptacle_type: str, object_type: str) -> bool:
    return object_type in kitchen()["receptacle_contents"].get(receptacle_type, ())


def place_targets() -> list[str]:
    return list(kitchen()["place_targets"])


def device_for(subtask: str) -> str | None:
    """The receptacle a sub-task is performed in (microwave for heat ...), if any."""
    return kitchen()["devices"].get(subtask)


def _camel_words(type_name: str) -> list[str]:
    return [w.lower() for w in _CAMEL.sub(" ", type_name).split()]


def text_name(type_name: str) -> str:
    """Human text for a type: ``ButterKnife`` -> ``butter knife`` (query-only types: their
    CamelCase words, ``SideTable`` -> ``side table``)."""
    entry = kitchen()["names"].get(type_name)
    return entry["text"] if entry else " ".join(_camel_words(type_name))


def token_name(type_name: str) -> str:
    """Query token for a type: ``ButterKnife`` -> ``butter_knife`` (used in graphs)."""
    entry = kitchen()["names"].get(type_name)
    return entry["token"] if entry else "_".join(_camel_words(type_name))


def query_only_types() -> dict[str, list[str]]:
    """EgoTV's object and receptacle types outside the kitchen domain (``query_only`` in the
    data): known query names, never planned or rendered."""
    extra = kitchen().get("query_only", {})
    return {"objects": list(extra.get("objects", ())), "receptacles": list(extra.get("receptacles", ()))}


_INSTANCE_SUFFIX = re.compile(r"_\d+$")


def instance_token(scene_id: str) -> str:
    """The query token of a scene id: ids are a token and ``_<n>`` (``plate_2`` -> ``plate``,
    ``butter_knife_1`` -> ``butter_knife``)."""
    return _INSTANCE_SUFFIX.sub("", scene_id)


@lru_cache(maxsize=None)
def type_from_token(token: str) -> str:
    """Inverse of :func:`token_name`; raises KeyError for an unknown token."""
    for type_name, entry in kitchen()["names"].items():
        if entry["token"] == token:
            return type_name
    extra = query_only_types()
    for type_name in extra["objects"] + extra["receptacles"]:
        if token_name(type_name) == token:
            return type_name
    raise KeyError(token)


def query_vocabulary() -> dict[str, list[str]]:
    """Closed vocabularies of query arguments, for grammar-constrained parsing: the kitchen's
    targets and place targets plus EgoTV's other types (:func:`query_only_types`). The receptacle
    of a place may also be :data:`ANY_RECEPTACLE` (not listed: it names no type)."""
    k, extra = kitchen(), query_only_types()
    objects = sorted({token_name(o) for o in k["objects"] + extra["objects"]})
    receptacles = sorted({token_name(r) for r in k["place_targets"] + extra["receptacles"]})
    return {
        "subtasks": list(SUBTASKS),
        "objects": objects,
        "receptacles": receptacles,
        "states": sorted(set(SUBTASK_STATE.values())),
        "relations": list(RELATIONS),
        "query_types": list(QUERY_TYPES),
    }
