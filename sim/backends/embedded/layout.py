"""Geometry of the embedded kitchen that does not need MuJoCo: fixture frames, slots, walkable grid.

The embedded renderer draws a :class:`sim.scenes.Scene` exactly: every receptacle stands
in its wall slot (``x``, ``y`` on the wall line, front facing ``yaw``) and every location is a grid
point in front of it. This module turns the Scene's numbers into positions in 3-D (where the
slots of a counter are, where the agent's eye is) and into the walkable grid, reading the
fixture dimensions from ``sim/data/kitchen_fixtures.json``.

Frames: Scene coordinates are x east, y north (metres), z up; yaw is degrees clockwise from +y.
A fixture's local frame has +y pointing out of the wall into the room (its front, the direction
``yaw``), +x along the wall: local x = (cos yaw, -sin yaw), local y = (sin yaw, cos yaw), which
keeps the frame right-handed. Seen from the room, local +x is the fixture's left-hand side.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from sim.datafiles import load_sim_data
from sim.scenes import GRID, Receptacle, Scene

EYE_HEIGHT = 1.5  # metres, the camera height of the egocentric agent


def fixture_spec(rtype: str) -> dict:
    return load_sim_data("kitchen_fixtures.json")["fixtures"][rtype]


def movable_spec(otype: str) -> dict | None:
    return load_sim_data("kitchen_fixtures.json")["movable"].get(otype)


@dataclass(frozen=True)
class FixtureFrame:
    """Where a fixed receptacle stands: origin on the floor, yaw of its front, width."""

    rid: str
    rtype: str
    x: float
    y: float
    yaw: float
    width: float

    @property
    def centred(self) -> bool:
        """The dining table stands free, centred on its position; the rest stand on a wall."""
        return self.rtype == "DiningTable"

    def to_world(self, lx: float, ly: float, lz: float = 0.0) -> tuple[float, float, float]:
        t = math.radians(self.yaw)
        c, s = math.cos(t), math.sin(t)
        return (self.x + lx * c + ly * s, self.y - lx * s + ly * c, lz)

    def footprint(self) -> tuple[float, float, float, float]:
        """Axis-aligned (xmin, ymin, xmax, ymax) of the floor area the fixture covers."""
        spec = fixture_spec(self.rtype)
        if self.centred:
            hx, hy = spec["half_x"], spec["half_y"]
            corners = [self.to_world(sx * hx, sy * hy) for sx in (-1, 1) for sy in (-1, 1)]
        else:
            corners = [self.to_world(sx * self.width / 2, d) for sx in (-1, 1) for d in (0.0, spec["depth"])]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        return (min(xs), min(ys), max(xs), max(ys))

    def slot_local(self, slot: int) -> tuple[float, float, float]:
        """Local position of slot ``slot`` (slots beyond the table repeat with a small offset)."""
        slots = fixture_spec(self.rtype)["slots"]
        fx, ly, lz = slots[slot % len(slots)]
        extra = slot // len(slots)
        return (fx * self.width / 2 + 0.06 * extra, ly - 0.05 * extra, lz)


def fixture_frame(scene: Scene, r: Receptacle) -> FixtureFrame:
    """The frame of one fixed receptacle. The free-standing table is turned so that its local +y
    points at the location it is used from (its Scene yaw says nothing about that side)."""
    yaw = r.yaw
    if r.type == "DiningTable":
        loc = scene.location(r.location)
        yaw = round(math.degrees(math.atan2(loc.x - r.x, loc.y - r.y)) / 90) * 90 % 360
    return FixtureFrame(r.id, r.type, r.x, r.y, float(yaw), r.width)


def fixture_frames(scene: Scene) -> dict[str, FixtureFrame]:
    return {r.id: fixture_frame(scene, r) for r in scene.receptacles}


def _grid_key(v: float) -> int:
    return int(round(v / GRID))


def reachable_grid(scene: Scene) -> list[tuple[float, float]]:
    """Grid points (0.25 m) the agent can stand on: inside the walls with a margin, outside every
    fixture's footprint grown by the agent clearance, plus every Scene location (the Scene is
    authoritative: procedural_kitchen can put two fixtures into the same corner, and then a
    location may lie a few centimetres inside the neighbour's footprint)."""
    data = load_sim_data("kitchen_fixtures.json")
    clear, wall = data["agent_clearance"], data["wall_clearance"]
    boxes = [f.footprint() for f in fixture_frames(scene).values()]
    points = []
    for i in range(_grid_key(scene.width) + 1):
        for j in range(_grid_key(scene.depth) + 1):
            x, y = round(i * GRID, 2), round(j * GRID, 2)
            if not (wall <= x <= scene.width - wall and wall <= y <= scene.depth - wall):
                continue
            if any(x0 - clear < x < x1 + clear and y0 - clear < y < y1 + clear for x0, y0, x1, y1 in boxes):
                continue
            points.append((x, y))
    seen = set(points)
    points += sorted({(loc.x, loc.y) for loc in scene.locations} - seen)
    return points


def heading_vector(yaw: float) -> tuple[float, float]:
    t = math.radians(yaw)
    return (math.sin(t), math.cos(t))
