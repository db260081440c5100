"""The embedded kitchen's world state and action rules, without any rendering.

:class:`KitchenWorld` is what the embedded simulator *knows*: where the agent stands and looks,
what it holds, which receptacle every object is in (the object hierarchy lives here, in Python:
a compiled MuJoCo model cannot re-parent bodies), which doors are open and devices on, and each
object's hot / cold / dirty / sliced state. The renderer only draws it.

The rules follow AI2-THOR's, simplified and deterministic:

- interactions need the agent standing at the location the receptacle is used from, facing it
  (so a wrong navigation path is caught), an empty hand to pick up, an open door to reach into
  a fridge, cabinet, drawer or microwave;
- a microwave switched on (door closed) heats what is inside; closing the fridge door cools what
  is inside; the sink's faucet switched on cleans what is in the basin; a stove burner switched
  on heats what stands on it (in a pan or pot);
- slicing needs a knife or butter knife in hand and the object lying in an accessible receptacle;
- objects start at room temperature, unsliced, and dirty when they can be cleaned: the same
  closed-world reading as the STRIPS initial state, where ``(is-clean o)`` is absent.

A failed action returns its reason and changes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pddl_domains import vocabulary as vocab
from sim.scenes import GRID, Scene
from sim.base import LOW_LEVEL_ACTIONS, LowLevelAction
from sim.backends.embedded.layout import heading_vector, reachable_grid
from sim.errors import InvalidActionError

MIN_HORIZON, MAX_HORIZON, LOOK_STEP = -30, 60, 30
_HEATS = ("Microwave", "StoveBurner")


@dataclass
class AgentPose:
    x: float
    y: float
    yaw: float
    horizon: float = 0.0

    def to_json(self) -> dict[str, float]:
        return {"x": self.x, "y": self.y, "yaw": self.yaw, "horizon": self.horizon}


@dataclass
class ItemState:
    """A pickupable object (movable receptacles such as plates included)."""

    id: str
    type: str
    parent: str | None  # receptacle or movable receptacle id; None while held
    slot: int
    hot: bool = False
    cold: bool = False
    dirty: bool = False
    sliced: bool = False

    @property
    def form(self) -> str:
        """The type it currently has: ``AppleSliced`` once an apple is sliced."""
        return (vocab.sliced_form(self.type) or self.type) if self.sliced else self.type


@dataclass
class FixtureState:
    id: str
    type: str
    open: bool | None = None  # None: not openable
    on: bool | None = None  # None: not toggleable


@dataclass
class KitchenWorld:
    scene: Scene
    agent: AgentPose = field(init=False)
    held: str | None = field(init=False, default=None)
    items: dict[str, ItemState] = field(init=False)
    fixtures: dict[str, FixtureState] = field(init=False)

    def __post_init__(self) -> None:
        start = self.scene.location(self.scene.agent_start)
        self.agent = AgentPose(start.x, start.y, start.yaw % 360)
        self.grid = {(round(x, 2), round(y, 2)) for x, y in reachable_grid(self.scene)}
        cleanable = set(vocab.kitchen()["affordances"]["clean"])
        self.items = {o.id: ItemState(o.id, o.type, o.receptacle, o.slot, dirty=o.type in cleanable)
                      for o in self.scene.objects}
        openable = set(vocab.kitchen()["openable"])
        self.fixtures = {r.id: FixtureState(r.id, r.type, False if r.type in openable else None,
                                            False if r.toggleable else None)
                         for r in self.scene.receptacles}

    # ---- queries -------------------------------------------------------------------------
    def type_of(self, oid: str) -> str:
        if oid in self.items:
            return self.items[oid].type
        if oid in self.fixtures:
            return self.fixtures[oid].type
        raise InvalidActionError(f"unknown object id {oid!r} in {self.scene.name}",
                                 list(self.items) + list(self.fixtures))

    def fixture_of(self, oid: str) -> str | None:
        """The fixed receptacle an object or movable receptacle ultimately stands in (None: held)."""
        while oid in self.items:
            parent = self.items[oid].parent
            if parent is None:
                return None
            oid = parent
        return oid

    def contents(self, rid: str) -> list[str]:
        """Objects directly in ``rid``, in slot order."""
        return sorted((i.id for i in self.items.values() if i.parent == rid), key=lambda i: self.items[i].slot)

    def descendants(self, rid: str) -> list[str]:
        out, todo = [], self.contents(rid)
        while todo:
            oid = todo.pop(0)
            out.append(oid)
            todo.extend(self.contents(oid))
        return out

    def accessible(self, oid: str) -> bool:
        """Whether ``oid`` can be reached: no closed door between the agent and it."""
        fid = oid if oid in self.fixtures else self.fixture_of(oid)
        return fid is None or self.fixtures[fid].open is not False

    def object_states(self) -> dict[str, dict]:
        out: dict[str, dict] = {}
        for f in self.fixtures.values():
            entry: dict = {"type": f.type}
            if f.open is not None:
                entry["open"] = f.open
            if f.on is not None:
                entry["on"] = f.on
            out[f.id] = entry
        for i in self.items.values():
            out[i.id] = {"type": i.form, "hot": i.hot, "cold": i.cold, "clean": not i.dirty,
                         "sliced": i.sliced, "held": i.parent is None, "in": i.parent}
        return out

    # ---- actions -------------------------------------------------------------------------
    def apply(self, action: LowLevelAction) -> str:
        """Apply ``action``; return "" on success or the reason it failed (world unchanged)."""
        if action.name not in LOW_LEVEL_ACTIONS:
            raise InvalidActionError(f"unknown low-level action {action.name!r}", LOW_LEVEL_ACTIONS)
        handler = getattr(self, "_" + action.name)
        if action.is_interaction:
            oid = action.args.get("objectId")
            if not isinstance(oid, str):
                raise InvalidActionError(f"{action.name} needs an objectId argument, got {action.args!r}")
            self.type_of(oid)  # raises for an unknown id
            return handler(oid)
        return handler()

    def _MoveAhead(self) -> str:
        dx, dy = heading_vector(self.agent.yaw)
        nxt = (round(self.agent.x + GRID * round(dx), 2), round(self.agent.y + GRID * round(dy), 2))
        if nxt not in self.grid:
            return f"MoveAhead blocked: {nxt} is not on the walkable grid"
        self.agent.x, self.agent.y = nxt
        return ""

    def _RotateLeft(self) -> str:
        self.agent.yaw = (self.agent.yaw - 90) % 360
        return ""

    def _RotateRight(self) -> str:
        self.agent.yaw = (self.agent.yaw + 90) % 360
        return ""

    def _LookDown(self) -> str:
        if self.agent.horizon + LOOK_STEP > MAX_HORIZON:
            return f"LookDown: already looking {self.agent.horizon:g} degrees down (max {MAX_HORIZON})"
        self.agent.horizon += LOOK_STEP
        return ""

    def _LookUp(self) -> str:
        if self.agent.horizon - LOOK_STEP < MIN_HORIZON:
            return f"LookUp: already looking {-self.agent.horizon:g} degrees up (max {-MIN_HORIZON})"
        self.agent.horizon -= LOOK_STEP
        return ""

    def _in_reach(self, action: str, oid: str) -> str:
        fid = oid if oid in self.fixtures else self.fixture_of(oid)
        if fid is None:
            return ""
        loc = self.scene.location(self.scene.receptacle(fid).location)
        a = self.agent
        if (round(a.x, 2), round(a.y, 2)) != (loc.x, loc.y) or a.yaw % 360 != loc.yaw % 360:
            return (f"{action} {oid}: the agent stands at ({a.x:g}, {a.y:g}) facing {a.yaw:g}, "
                    f"but {oid} is used from {loc.name} ({loc.x:g}, {loc.y:g}) facing {loc.yaw:g}")
        if not self.accessible(oid):
            return f"{action} {oid}: {fid} is closed"
        return ""

    def _PickupObject(self, oid: str) -> str:
        if oid not in self.items:
            return f"PickupObject {oid}: a {self.type_of(oid)} cannot be picked up"
        if self.held is not None:
            return f"PickupObject {oid}: the hand already holds {self.held}"
        reason = self._in_reach("PickupObject", oid)
        if reason:
            return reason
        self.items[oid].parent, self.held = None, oid
        return ""

    def _PutObject(self, rid: str) -> str:
        if self.held is None:
            return f"PutObject {rid}: the hand is empty"
        item = self.items[self.held]
        if rid == self.held or rid in self.descendants(self.held):
            return f"PutObject {rid}: cannot put {self.held} into itself"
        if rid in self.items and self.type_of(rid) not in vocab.movable_receptacle_types():
            return f"PutObject {rid}: a {self.type_of(rid)} is not a receptacle"
        if not vocab.can_contain(self.type_of(rid), item.form):
            return f"PutObject {rid}: a {self.type_of(rid)} cannot hold a {item.form}"
        reason = self._in_reach("PutObject", rid)
        if reason:
            return reason
        used = {self.items[o].slot for o in self.contents(rid)}
        item.parent, item.slot = rid, min(s for s in range(len(used) + 1) if s not in used)
        self.held = None
        return ""

    def _fixture(self, action: str, rid: str, attr: str) -> tuple[FixtureState | None, str]:
        f = self.fixtures.get(rid)
        if f is None or getattr(f, attr) is None:
            what = "opened" if attr == "open" else "switched on or off"
            return None, f"{action} {rid}: a {self.type_of(rid)} cannot be {what}"
        reason = self._at_location(action, rid)  # doors and switches need the place, not an open door
        return (None, reason) if reason else (f, "")

    def _at_location(self, action: str, rid: str) -> str:
        loc = self.scene.location(self.scene.receptacle(rid).location)
        a = self.agent
        if (round(a.x, 2), round(a.y, 2)) != (loc.x, loc.y) or a.yaw % 360 != loc.yaw % 360:
            return (f"{action} {rid}: the agent stands at ({a.x:g}, {a.y:g}) facing {a.yaw:g}, "
                    f"but {rid} is used from {loc.name} ({loc.x:g}, {loc.y:g}) facing {loc.yaw:g}")
        return ""

    def _OpenObject(self, rid: str) -> str:
        f, reason = self._fixture("OpenObject", rid, "open")
        if f is None:
            return reason
        if f.open:
            return f"OpenObject {rid}: already open"
        if f.on:
            return f"OpenObject {rid}: switch it off first"
        f.open = True
        return ""

    def _CloseObject(self, rid: str) -> str:
        f, reason = self._fixture("CloseObject", rid, "open")
        if f is None:
            return reason
        if not f.open:
            return f"CloseObject {rid}: already closed"
        f.open = False
        if f.type == "Fridge":
            for oid in self.descendants(rid):
                self.items[oid].cold, self.items[oid].hot = True, False
        return ""

    def _ToggleObjectOn(self, rid: str) -> str:
        f, reason = self._fixture("ToggleObjectOn", rid, "on")
        if f is None:
            return reason
        if f.on:
            return f"ToggleObjectOn {rid}: already on"
        if f.open:
            return f"ToggleObjectOn {rid}: close the door first"
        f.on = True
        for oid in self.descendants(rid):
            if f.type in _HEATS:
                self.items[oid].hot, self.items[oid].cold = True, False
            elif f.type == "SinkBasin":
                self.items[oid].dirty = False
        return ""

    def _ToggleObjectOff(self, rid: str) -> str:
        f, reason = self._fixture("ToggleObjectOff", rid, "on")
        if f is None:
            return reason
        if not f.on:
            return f"ToggleObjectOff {rid}: already off"
        f.on = False
        return ""

    def _SliceObject(self, oid: str) -> str:
        if oid not in self.items or oid == self.held:
            return f"SliceObject {oid}: only an object lying in a receptacle can be sliced"
        item = self.items[oid]
        if item.type not in vocab.kitchen()["affordances"]["slice"]:
            return f"SliceObject {oid}: a {item.type} cannot be sliced"
        if item.sliced:
            return f"SliceObject {oid}: already sliced"
        if self.held is None or self.items[self.held].type not in vocab.kitchen()["slicing_tools"]:
            return f"SliceObject {oid}: the agent must hold a knife or butter knife"
        reason = self._in_reach("SliceObject", oid)
        if reason:
            return reason
        item.sliced = True
        return ""
