"""Build a :class:`sim.scenes.Scene` from AI2-THOR metadata (no controller needed).

AI2-THOR names objects ``Apple|-01.23|+00.91|+00.45``, which are not valid PDDL names; the Scene
uses the project's ids (``apple_1``, ``counter_2``: token name and a counter in objectId order,
so the same metadata always gives the same ids) and keeps the mapping in ``scene.extra``:

- ``object_ids``: Scene id -> AI2-THOR objectId;
- ``faucets``: SinkBasin Scene id -> objectId of the nearest Faucet (toggling a sink toggles it);
- ``agent_y``: the agent's height, needed to teleport.

Coordinates: AI2-THOR's floor plane is (x, z); the Scene uses (x, y) = (x, z), and the same yaw
(AI2-THOR's rotation.y: 0 faces +z, 90 faces +x). Each receptacle is used from the pose the
backend found with ``GetInteractablePoses`` (:mod:`sim.backends.ai2thor.poses`); a receptacle
without one falls back to the reachable point nearest to it at least ``min_distance`` away,
facing it, and is listed in ``scene.extra["no_visible_pose"]`` so that using it fails with that
reason. Exercised against the contract fake (``tests/ai2thor_fake.py``), not a live build.
"""
from __future__ import annotations

import math
from collections import defaultdict

from pddl_domains import vocabulary as vocab
from sim.scenes import Location, Receptacle, Scene, SceneObject

FIXED_TYPES = ("CounterTop", "DiningTable", "SinkBasin", "Microwave", "Fridge", "StoveBurner", "Cabinet",
               "Drawer", "Shelf", "CoffeeMachine")


def _xz(p: dict) -> tuple[float, float]:
    return float(p["x"]), float(p["z"])


def _yaw_towards(frm: tuple[float, float], to: tuple[float, float]) -> float:
    return float(round(math.degrees(math.atan2(to[0] - frm[0], to[1] - frm[1])) / 90) * 90 % 360)


def choose_location(target: tuple[float, float], reachable: list[tuple[float, float]],
                    min_distance: float = 0.5) -> tuple[float, float]:
    """The reachable point nearest to ``target`` but not closer than ``min_distance``."""
    def dist(p):
        return math.hypot(p[0] - target[0], p[1] - target[1])

    far_enough = [p for p in reachable if dist(p) >= min_distance]
    return min(far_enough or reachable, key=lambda p: (dist(p), p))


def task_object_ids(objects: list[dict]) -> set[str]:
    """objectIds of the pickupable objects of the task library's types (the Scene's items)."""
    kinds = set(vocab.object_types())
    return {o["objectId"] for o in objects if o.get("pickupable") and o["objectType"] in kinds}


def fixed_receptacle_ids(objects: list[dict]) -> list[str]:
    return sorted(o["objectId"] for o in objects if o["objectType"] in FIXED_TYPES)


def scene_from_metadata(number: int, seed: int, objects: list[dict], reachable: list[tuple[float, float]],
                        agent: dict, poses: dict | None = None) -> Scene:
    """The Scene of FloorPlan``number`` as AI2-THOR reports it after ``InitialRandomSpawn``;
    ``poses``: objectId -> pose (``x``, ``z``, ``yaw``) to use each receptacle from."""
    poses = poses or {}
    unseen: list[str] = []
    if not reachable:
        raise ValueError("GetReachablePositions returned no positions")
    counters: dict[str, int] = defaultdict(int)
    sid_of: dict[str, str] = {}
    receptacles, locations = [], []
    for o in sorted((o for o in objects if o["objectType"] in FIXED_TYPES), key=lambda o: o["objectId"]):
        rtype = o["objectType"]
        counters[rtype] += 1
        sid = f"{vocab.token_name(rtype)}_{counters[rtype]}"
        sid_of[o["objectId"]] = sid
        pos = _xz(o["position"])
        pose = poses.get(o["objectId"])
        if pose is not None:
            spot, yaw = (float(pose.x), float(pose.z)), float(pose.yaw)
        else:
            spot = choose_location(pos, reachable)
            yaw = _yaw_towards(spot, pos)
            unseen.append(sid)
        loc = Location(f"loc_{sid}", spot[0], spot[1], yaw)
        locations.append(loc)
        size = (o.get("axisAlignedBoundingBox") or {}).get("size") or {"x": 0.6, "z": 0.6}
        receptacles.append(Receptacle(
            id=sid, type=rtype, location=loc.name, x=round(pos[0], 3), y=round(pos[1], 3),
            yaw=_yaw_towards(pos, spot), width=round(max(float(size["x"]), float(size["z"])), 3),
            openable=bool(o.get("openable")), toggleable=rtype in vocab.toggleable_types()))
    movable = set(vocab.movable_receptacle_types())
    items, skipped = [], []
    kinds = set(vocab.object_types())
    for o in sorted((o for o in objects if o.get("pickupable") and o["objectType"] in kinds),
                    key=lambda o: o["objectId"]):
        parents = [p for p in (o.get("parentReceptacles") or []) if p in sid_of]
        if not parents:
            skipped.append(o["objectId"])
            continue
        counters[o["objectType"]] += 1
        sid = f"{vocab.token_name(o['objectType'])}_{counters[o['objectType']]}"
        sid_of[o["objectId"]] = sid
        items.append((sid, o, sid_of[parents[0]]))
    slots: dict[str, int] = defaultdict(int)
    scene_objects = []
    for sid, o, parent in items:
        scene_objects.append(SceneObject(sid, o["objectType"], parent, slots[parent]))
        slots[parent] += 1
    faucets = {}
    taps = [o for o in objects if o["objectType"] == "Faucet"]
    for r in receptacles:
        if r.type == "SinkBasin" and taps:
            near = min(taps, key=lambda t: math.hypot(_xz(t["position"])[0] - r.x, _xz(t["position"])[1] - r.y))
            faucets[r.id] = near["objectId"]
    a = agent["position"]
    # AI2-THOR's grid is aligned to where the agent spawned, not to multiples of 0.25: start on it
    sx, sy = choose_location(_xz(a), reachable, min_distance=0.0)
    start = Location("start", sx, sy, float(round(float(agent["rotation"]["y"]) / 90) * 90 % 360))
    locations.append(start)
    xs, ys = [p[0] for p in reachable], [p[1] for p in reachable]
    return Scene(
        name=f"FloorPlan{number}", number=number, seed=seed, width=round(max(xs) - min(xs), 2),
        depth=round(max(ys) - min(ys), 2), locations=tuple(locations), receptacles=tuple(receptacles),
        objects=tuple(scene_objects), agent_start="start", backend="ai2thor",
        extra={"object_ids": {v: k for k, v in sid_of.items()}, "faucets": faucets,
               "agent_y": float(a.get("y", 0.9)), "skipped": skipped, "no_visible_pose": unseen,
               "movable_receptacles": sorted(s for s, o, _ in items if o["objectType"] in movable)})
