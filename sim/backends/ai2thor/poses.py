"""Where the agent stands to use each receptacle: a pose from which AI2-THOR says it is visible.

Why: with ``forceAction=False`` AI2-THOR refuses to act on an object the camera does not see,
and with ``forceAction=True`` it acts anyway, so the video shows objects jumping into the hand
off screen. ALFRED's generator checks visibility over reachable poses; AI2-THOR (4.x/5.x) has
``GetInteractablePoses(objectId, rotations, horizons, standings)``, which returns the poses
(``x, y, z, rotation, horizon, standing``) from which the object is visible and within reach.

For each fixed receptacle we ask for its poses at the camera pitch the executor uses for that
receptacle type (``sim/data/interaction.json``), ask the same for every task object inside it,
and choose the receptacle pose from which most of its contents are interactable too; ties go
to the pose nearest the receptacle, then to the smallest (x, z, yaw) so that the choice is
deterministic. A receptacle with no pose at all is reported, so that an episode using it fails
with that reason instead of rendering an interaction nobody can see.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Iterable

from sim.backends.ai2thor.states import contents

ROTATIONS = (0, 90, 180, 270)

# query(action, **args) -> the event's metadata, or None when the action failed
Query = Callable[..., "dict | None"]


@dataclass(frozen=True)
class Pose:
    x: float
    z: float
    yaw: float
    horizon: float


def _poses(query: Query, object_id: str, horizon: float) -> list[Pose]:
    md = query("GetInteractablePoses", objectId=object_id, rotations=list(ROTATIONS), horizons=[horizon],
               standings=[True])
    out = []
    for p in (md or {}).get("actionReturn") or []:
        yaw = float(round(float(p["rotation"]) / 90) * 90 % 360)
        out.append(Pose(float(p["x"]), float(p["z"]), yaw, float(p.get("horizon", horizon))))
    return out


def _snap(pose: Pose, reachable: list[tuple[float, float]]) -> Pose:
    x, z = min(reachable, key=lambda q: (math.hypot(q[0] - pose.x, q[1] - pose.z), q))
    return Pose(x, z, pose.yaw, pose.horizon)


def choose_poses(query: Query, objects: list[dict], receptacle_ids: Iterable[str], item_ids: set[str],
                 reachable: list[tuple[float, float]], pitch_of_type: Callable[[str], float]
                 ) -> tuple[dict[str, Pose], list[str]]:
    """Pose per receptacle objectId, and the receptacles no pose can see. ``item_ids``: the
    objects whose visibility counts (the Scene's task objects)."""
    by_id = {o["objectId"]: o for o in objects}
    chosen: dict[str, Pose] = {}
    unseen: list[str] = []
    for rid in sorted(receptacle_ids):
        rec = by_id[rid]
        pitch = pitch_of_type(rec["objectType"])
        candidates = _poses(query, rid, pitch)
        if not candidates:
            unseen.append(rid)
            continue
        seen_from = [set(_poses(query, oid, pitch)) for oid in sorted(contents(rid, by_id) & item_ids)]
        rx, rz = float(rec["position"]["x"]), float(rec["position"]["z"])
        best = min(candidates, key=lambda p: (-sum(p in s for s in seen_from),
                                              round(math.hypot(p.x - rx, p.z - rz), 6), p.x, p.z, p.yaw))
        chosen[rid] = _snap(best, reachable)
    return chosen, unseen


def not_in_view_reason(metadata: dict, oid: str, fixture: str | None, unseen: list[str]) -> str:
    """Why an interaction with ``oid`` was refused, when the metadata says it is out of view:
    the agent's pose, and whether no pose at all sees its receptacle ``fixture``."""
    o = next((o for o in metadata["objects"] if o["objectId"] == oid), None)
    if o is None or o.get("visible", True):
        return ""
    a = metadata["agent"]
    where = (f" ({oid} is not in view from x={a['position']['x']}, z={a['position']['z']}, "
             f"yaw={a['rotation']['y']}, horizon={a.get('cameraHorizon')}")
    if fixture in unseen:
        where += f"; GetInteractablePoses found no pose that sees {fixture}"
    return where + ")"
