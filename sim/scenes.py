"""Kitchen scene descriptions: where receptacles stand, where objects start, where the agent can stand.

A :class:`Scene` is the boundary value between a simulator and the planner: the embedded
simulator draws exactly this layout, the AI2-THOR backend builds one from the controller's
metadata, and :mod:`generators.planning.problems` turns one into a PDDL problem.

:func:`procedural_kitchen` is the seeded scene model used by default: the layout (room size and
which fixed receptacle stands where) depends on the floor plan number only, object placement on
(floor plan, seed), like AI2-THOR's FloorPlan1..30 with ``InitialRandomSpawn``.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field

from pddl_domains import vocabulary as vocab
from sim.errors import UnknownSceneItemError

GRID = 0.25  # metres, as AI2-THOR's gridSize
_CORNER = 0.65  # metres kept free at each end of a wall


@dataclass(frozen=True)
class Location:
    """A standing pose: position on the floor (metres) and the heading faced, in degrees
    clockwise from +y (0 = +y "north", 90 = +x "east"); receptacle ``yaw`` uses the same convention."""

    name: str
    x: float
    y: float
    yaw: float


@dataclass(frozen=True)
class Receptacle:
    """A fixed receptacle (fridge, counter ...) with its wall slot and the location it is used from."""

    id: str
    type: str
    location: str
    x: float
    y: float
    yaw: float  # direction its front faces
    width: float
    openable: bool
    toggleable: bool


@dataclass(frozen=True)
class SceneObject:
    """A pickupable object and the receptacle it starts in. Movable receptacles (plate, bowl ...)
    are objects too: they can be a task's target or a place target."""

    id: str
    type: str
    receptacle: str
    slot: int = 0  # position index inside the receptacle, for drawing

    @property
    def is_receptacle(self) -> bool:
        return self.type in vocab.receptacle_types()


@dataclass(frozen=True)
class Scene:
    name: str
    number: int
    seed: int
    width: float
    depth: float
    locations: tuple[Location, ...]
    receptacles: tuple[Receptacle, ...]
    objects: tuple[SceneObject, ...]
    agent_start: str
    backend: str = "procedural"
    extra: dict = field(default_factory=dict, compare=False)

    def receptacle(self, rid: str) -> Receptacle:
        for r in self.receptacles:
            if r.id == rid:
                return r
        raise UnknownSceneItemError("receptacle id", rid, [r.id for r in self.receptacles])

    def object(self, oid: str) -> SceneObject:
        for o in self.objects:
            if o.id == oid:
                return o
        raise UnknownSceneItemError("object id", oid, [o.id for o in self.objects])

    def location(self, name: str) -> Location:
        for loc in self.locations:
            if loc.name == name:
                return loc
        raise UnknownSceneItemError("location", name, [loc.name for loc in self.locations])

    def objects_of_type(self, type_name: str) -> list[SceneObject]:
        return [o for o in self.objects if o.type == type_name]

    def receptacles_of_type(self, type_name: str) -> list[Receptacle]:
        return [r for r in self.receptacles if r.type == type_name]

    def to_json(self) -> dict:
        d = asdict(self)
        d.pop("extra")
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Scene":
        return cls(
            name=d["name"], number=d["number"], seed=d["seed"], width=d["width"], depth=d["depth"],
            locations=tuple(Location(**x) for x in d["locations"]),
            receptacles=tuple(Receptacle(**x) for x in d["receptacles"]),
            objects=tuple(SceneObject(**x) for x in d["objects"]),
            agent_start=d["agent_start"], backend=d.get("backend", "procedural"))


# Fixed receptacles of every procedural kitchen, with their wall-slot widths (metres).
_FIXED = [("Fridge", 0.9), ("CounterTop", 1.2), ("CounterTop", 1.0), ("SinkBasin", 0.9),
          ("StoveBurner", 0.8), ("Microwave", 0.7), ("Cabinet", 0.8), ("Cabinet", 0.8),
          ("Drawer", 0.7), ("Shelf", 0.9), ("CoffeeMachine", 0.6)]
_OPTIONAL = [("CounterTop", 1.0), ("Cabinet", 0.8), ("Drawer", 0.7)]
# How many of each object type a kitchen holds (at least one of each, so every task can be set up).
_COUNTS = {"Apple": (1, 2), "Tomato": (1, 2), "Potato": (1, 2), "Bread": (1, 1), "Lettuce": (1, 1),
           "Egg": (1, 2), "Mug": (1, 2), "Cup": (1, 1), "Plate": (1, 2), "Bowl": (1, 1), "Pan": (1, 1),
           "Pot": (1, 1), "Knife": (1, 1), "ButterKnife": (1, 1), "Spoon": (1, 1), "Fork": (1, 1),
           "Ladle": (1, 1), "Spatula": (1, 1), "Kettle": (1, 1), "DishSponge": (1, 1), "WineBottle": (1, 1)}
_SLOTS_PER_RECEPTACLE = {"CounterTop": 6, "DiningTable": 6, "Shelf": 4, "Fridge": 4, "Cabinet": 3, "Drawer": 3}


def _snap(v: float) -> float:
    return round(round(v / GRID) * GRID, 2)


def procedural_kitchen(number: int, seed: int = 0) -> Scene:
    """The seeded kitchen FloorPlan``number`` (1..30) with objects placed by ``seed``."""
    if not isinstance(number, int) or not 1 <= number <= 30:
        raise UnknownSceneItemError("scene", number, [str(i) for i in range(1, 31)])
    lay = random.Random(1000 + number)
    width = _snap(lay.uniform(4.5, 6.0))
    depth = _snap(lay.uniform(4.5, 6.0))
    fixed = list(_FIXED) + lay.sample(_OPTIONAL, k=lay.randint(0, 2))
    lay.shuffle(fixed)
    # Walls, walked clockwise from the north-west corner; the south wall is used last.
    walls = [((0.0, depth), (width, depth), 180.0), ((width, depth), (width, 0.0), 270.0),
             ((0.0, 0.0), (0.0, depth), 90.0), ((width, 0.0), (0.0, 0.0), 0.0)]
    receptacles: list[Receptacle] = []
    locations: list[Location] = []
    counters: dict[str, int] = {}
    # Fixtures start 0.65 m from each corner so those on adjacent walls never overlap and the
    # spots in front of them stay clear of the neighbouring wall's fixtures.
    wall_i, cursor = 0, _CORNER
    for rtype, w in fixed:
        while True:
            (x0, y0), (x1, y1), yaw = walls[wall_i]
            length = abs(x1 - x0) + abs(y1 - y0)
            if cursor + w <= length - _CORNER:
                break
            wall_i, cursor = wall_i + 1, _CORNER
            if wall_i >= len(walls):
                raise RuntimeError(f"FloorPlan{number}: receptacles do not fit on the walls")
        t = (cursor + w / 2) / length
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        cursor += w + lay.choice([0.0, 0.05, 0.1])
        counters[rtype] = counters.get(rtype, 0) + 1
        rid = f"{vocab.token_name(rtype)}_{counters[rtype]}"
        # stand 0.75 m in front of the slot, facing it
        fx, fy = {180.0: (0, -1), 270.0: (-1, 0), 90.0: (1, 0), 0.0: (0, 1)}[yaw]
        loc = Location(f"loc_{rid}", _snap(x + 0.75 * fx), _snap(y + 0.75 * fy), (yaw + 180.0) % 360)
        locations.append(loc)
        receptacles.append(Receptacle(
            id=rid, type=rtype, location=loc.name, x=round(x, 3), y=round(y, 3), yaw=yaw, width=w,
            openable=rtype in vocab.kitchen()["openable"], toggleable=rtype in vocab.toggleable_types()))
    # Dining table in the middle-south part of the room, used from its south side.
    tx, ty = _snap(width / 2 + lay.uniform(-0.4, 0.4)), _snap(depth / 2)
    table_loc = Location("loc_dining_table_1", _snap(tx - 1.0), ty, 90.0)
    locations.append(table_loc)
    receptacles.append(Receptacle("dining_table_1", "DiningTable", table_loc.name, tx, ty, 180.0, 1.2,
                                  False, False))
    rng = random.Random(f"{number}-{seed}")
    objects: list[SceneObject] = []
    used_slots: dict[str, int] = {}
    for otype, (lo, hi) in _COUNTS.items():
        for k in range(rng.randint(lo, hi)):
            # devices (the switched receptacles) are not where objects start; a fridge start is
            # allowed: it makes plans open it
            choices = [r for r in receptacles if not r.toggleable
                       and vocab.can_contain(r.type, otype)
                       # a plate inside a closed cabinet could not be used as a receptacle
                       and not (otype in vocab.movable_receptacle_types() and r.openable)
                       and used_slots.get(r.id, 0) < _SLOTS_PER_RECEPTACLE.get(r.type, 3)]
            if not choices:
                continue
            rec = rng.choice(choices)
            slot = used_slots.get(rec.id, 0)
            used_slots[rec.id] = slot + 1
            objects.append(SceneObject(f"{vocab.token_name(otype)}_{k + 1}", otype, rec.id, slot))
    start = Location("start", _snap(width / 2 + rng.uniform(-0.5, 0.5)), _snap(depth / 2 - 1.25),
                     rng.choice([0.0, 90.0, 270.0]))
    locations.append(start)
    return Scene(name=f"FloorPlan{number}", number=number, seed=seed, width=width, depth=depth,
                 locations=tuple(locations), receptacles=tuple(receptacles), objects=tuple(objects),
                 agent_start=start.name)
