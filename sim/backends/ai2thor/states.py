"""Object states of the AI2-THOR backend, recorded the way EgoTV records them.

Why not read AI2-THOR's own fields: ``temperature`` is driven by physics (an object warms only
while it stays in a heat source's zone across physics steps, and drifts back to room
temperature), the heat macro switches the microwave off in the very next action, and apples are
not ``cookable``; so ``temperature`` and ``isCooked`` may never show the change the video is
labelled with. EgoTV (its ``thor_env.py``) instead records a state change when the device acts:

- hot: what is in the microwave (its ``receptacleObjectIds``, and objects whose
  ``parentReceptacles`` name it) when it is switched on;
- cold: what is in the fridge when it is closed;
- clean: what is in the sink basin when its faucet is switched on.

That is also the STRIPS domain's reading (``HeatObject`` adds ``is-hot`` and deletes
``is-cold``; ``CoolObject`` the reverse; nothing is hot, cold or clean in the start state), so
the recorded states follow the plan's symbolic states step by step. Sliced follows
``SliceObject``; held and "in" come from the metadata (``isPickedUp``, ``parentReceptacles``).
For objects AI2-THOR can make dirty, "clean" also requires ``isDirty`` to be false, so a video
whose object still looks dirty is never labelled clean.
:func:`read_observation` turns a Controller event into the backend's Observation.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from sim.base import Observation

HEAT_DEVICES = ("Microwave",)
COLD_DEVICES = ("Fridge",)


def contents(receptacle_id: str, by_id: dict[str, dict]) -> set[str]:
    """objectIds inside ``receptacle_id``: its ``receptacleObjectIds`` and every object whose
    ``parentReceptacles`` name it (AI2-THOR lists all enclosing receptacles there)."""
    rec = by_id.get(receptacle_id) or {}
    inside = set(rec.get("receptacleObjectIds") or [])
    inside |= {oid for oid, o in by_id.items() if receptacle_id in (o.get("parentReceptacles") or [])}
    return inside


@dataclass
class StateBook:
    """Per-episode record of hot / cold / clean / sliced, keyed by Scene id."""

    hot: set[str] = field(default_factory=set)
    cold: set[str] = field(default_factory=set)
    clean: set[str] = field(default_factory=set)
    sliced: set[str] = field(default_factory=set)

    def device_acted(self, action: str, device_type: str, inside: list[str]) -> None:
        """Record what a successful ``action`` on a device of ``device_type`` does to the Scene
        ids ``inside`` it (``SinkBasin`` stands for its faucet)."""
        if action == "ToggleObjectOn" and device_type in HEAT_DEVICES:
            self.hot.update(inside)
            self.cold.difference_update(inside)
        elif action == "CloseObject" and device_type in COLD_DEVICES:
            self.cold.update(inside)
            self.hot.difference_update(inside)
        elif action == "ToggleObjectOn" and device_type == "SinkBasin":
            self.clean.update(inside)

    def object_state(self, sid: str, o: dict, parent_sid: str | None) -> dict[str, Any]:
        """The Observation entry of a pickupable object ``sid`` with metadata ``o``."""
        clean = sid in self.clean and not (o.get("dirtyable") and o.get("isDirty"))
        held = bool(o.get("isPickedUp"))
        return {"type": o["objectType"], "hot": sid in self.hot, "cold": sid in self.cold, "clean": bool(clean),
                "sliced": sid in self.sliced or bool(o.get("isSliced")), "held": held,
                "in": None if held else parent_sid}


def slice_ids(whole_id: str, whole_type: str, objects: list[dict]) -> list[str]:
    """objectIds of the slices AI2-THOR made of ``whole_id``: ``<whole_id>|<Type>Sliced_<k>``
    (``Apple|+01.35|+00.95|+00.20|AppleSliced_0``), in slice order (k as a number)."""
    prefix = f"{whole_id}|{whole_type}Sliced_"
    found = [o["objectId"] for o in objects if o["objectId"].startswith(prefix)]

    def k(oid: str) -> int:
        tail = oid[len(prefix):]
        return int(tail) if tail.isdigit() else 1 << 30

    return sorted(found, key=lambda oid: (k(oid), oid))


def read_observation(event, ids: dict[str, str], faucets: dict[str, str], book: StateBook,
                     error: str | None) -> Observation:
    """The backend's Observation of a Controller event: Scene ids' states (recorded EgoTV's way
    by ``book``), boxes from ``instance_detections2D``, the agent pose, the frame."""
    md = event.metadata
    by_id = {o["objectId"]: o for o in md["objects"]}
    sid_of = {oid: sid for sid, oid in ids.items()}
    for sid, faucet in faucets.items():
        sid_of.setdefault(faucet, sid)
    states = {sid: _object_state(book, faucets, sid, by_id[oid], sid_of, by_id)
              for sid, oid in ids.items() if oid in by_id}
    boxes = {}
    for oid, box in (getattr(event, "instance_detections2D", None) or {}).items():
        sid = sid_of.get(oid)
        if sid is not None and sid not in boxes and box is not None:
            boxes[sid] = [int(v) for v in box]
    a = md["agent"]
    agent = {"x": float(a["position"]["x"]), "y": float(a["position"]["z"]),
             "yaw": float(round(float(a["rotation"]["y"]), 3) % 360),
             "horizon": float(round(float(a.get("cameraHorizon", 0.0)), 3))}
    ok = error is None
    return Observation(frame=np.asarray(event.frame, dtype=np.uint8).copy(), object_states=states, boxes=boxes,
                       success=ok, error="" if ok else error, agent=agent)


def _object_state(book: StateBook, faucets: dict[str, str], sid: str, o: dict, sid_of: dict, by_id: dict) -> dict:
    if o.get("pickupable"):
        # AI2-THOR lists every receptacle around the object (plate and counter): the innermost,
        # a pickupable receptacle, is the one it is "in"
        parents = sorted((p for p in (o.get("parentReceptacles") or []) if p in sid_of),
                         key=lambda p: not by_id.get(p, {}).get("pickupable"))
        entry = book.object_state(sid, o, sid_of[parents[0]] if parents else None)
    else:
        entry = {"type": o["objectType"]}
    if o.get("openable"):
        entry["open"] = bool(o.get("isOpen"))
    if sid in faucets:
        entry["on"] = bool(by_id.get(faucets[sid], {}).get("isToggled"))
    elif o.get("toggleable"):
        entry["on"] = bool(o.get("isToggled"))
    return entry
