"""Shaded 3-D shapes of the kitchen's pickupable objects, built from MuJoCo primitives and
lathe meshes (surfaces of revolution for plates, bowls, cups, pots, bottles ...).

Each object is a list of :class:`Part` in the object's own frame (origin at the bottom centre,
z up, lying the way it rests on a counter). A part has a role that the renderer switches at run
time through ``geom_rgba`` (alpha 0 hides a geom):

- ``whole``: the intact object; ``piece``: the pieces shown once it is sliced;
- ``dirt``: brown spots on the intact object, ``dirt_piece``: on the pieces (shown while dirty).

Colours come from ``sim/data/object_styles.json``. Sizes are roughly real (an apple is 8 cm).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from sim.datafiles import load_sim_data

@dataclass(frozen=True)
class Part:
    kind: str  # sphere, ellipsoid, box, cylinder, capsule, mesh
    size: tuple[float, ...]
    pos: tuple[float, float, float]
    rgb: tuple[float, float, float]
    role: str = "whole"
    euler: tuple[float, float, float] = (0.0, 0.0, 0.0)  # degrees
    mesh: str | None = None


@dataclass(frozen=True)
class Mesh:
    vertices: np.ndarray  # (n, 3)
    faces: np.ndarray  # (m, 3) int


def style(otype: str) -> dict:
    return load_sim_data("object_styles.json")["objects"][otype]


def lathe(profile: list[tuple[float, float]], segments: int = 20) -> Mesh:
    """Surface of revolution about z of a profile of (radius, height) points, walked from the
    bottom centre outwards and up (and back down inside for an open vessel), so that faces wind
    with their normals pointing out of the material."""
    rings = []
    for r, z in profile:
        r = max(r, 0.002)  # no vertex on the axis: keeps every triangle non-degenerate
        rings.append([(r * math.cos(2 * math.pi * j / segments), r * math.sin(2 * math.pi * j / segments), z)
                      for j in range(segments)])
    verts = np.array([v for ring in rings for v in ring], dtype=float)
    faces = []
    for i in range(len(rings) - 1):
        for j in range(segments):
            a, d = i * segments + j, i * segments + (j + 1) % segments
            b, c = a + segments, d + segments
            faces += [(a, d, b), (d, c, b)]
    return Mesh(verts, np.array(faces, dtype=int))


def _vessel(r_bottom: float, r_top: float, height: float, wall: float, floor: float,
            n: int = 5) -> list[tuple[float, float]]:
    """Profile of an open vessel: flat base, straight or tapered wall, rim, inside back down."""
    outer = [(0.0, 0.0), (r_bottom, 0.0)]
    for k in range(1, n + 1):
        t = k / n
        outer.append((r_bottom + (r_top - r_bottom) * t, height * t))
    inner = [(r - wall, z) for r, z in reversed(outer[2:])]
    return outer + [(r_top - wall / 2, height + wall / 3)] + inner + [(r_bottom - wall, floor), (0.0, floor)]


@lru_cache(maxsize=None)
def meshes() -> dict[str, Mesh]:
    """The lathe meshes used by the shapes, by name (built once)."""
    bowl = [(0.0, 0.0), (0.035, 0.0), (0.05, 0.012), (0.066, 0.03), (0.076, 0.05), (0.08, 0.062),
            (0.075, 0.062), (0.071, 0.05), (0.061, 0.03), (0.046, 0.016), (0.03, 0.012), (0.0, 0.012)]
    plate = [(0.0, 0.0), (0.07, 0.0), (0.085, 0.004), (0.108, 0.016), (0.112, 0.019), (0.106, 0.018),
             (0.084, 0.009), (0.07, 0.006), (0.0, 0.006)]
    ladle = [(0.0, 0.0), (0.02, 0.004), (0.033, 0.016), (0.04, 0.035), (0.036, 0.036), (0.03, 0.018),
             (0.018, 0.008), (0.0, 0.006)]
    bottle = [(0.0, 0.0), (0.037, 0.0), (0.038, 0.01), (0.038, 0.19), (0.032, 0.22), (0.018, 0.245),
              (0.014, 0.26), (0.014, 0.305), (0.016, 0.308), (0.0, 0.31)]
    kettle = [(0.0, 0.0), (0.075, 0.0), (0.085, 0.02), (0.088, 0.06), (0.08, 0.11), (0.06, 0.14),
              (0.04, 0.15), (0.0, 0.152)]
    return {
        "mug": lathe(_vessel(0.04, 0.041, 0.095, 0.005, 0.01)),
        "cup": lathe(_vessel(0.028, 0.04, 0.1, 0.004, 0.01)),
        "pot": lathe(_vessel(0.1, 0.1, 0.12, 0.005, 0.012), 24),
        "pan": lathe(_vessel(0.1, 0.125, 0.045, 0.005, 0.01), 24),
        "bowl": lathe(bowl, 24),
        "plate": lathe(plate, 28),
        "ladle": lathe(ladle),
        "bottle": lathe(bottle),
        "kettle": lathe(kettle, 24),
    }


def _rgb(c) -> tuple[float, float, float]:
    return (float(c[0]), float(c[1]), float(c[2]))


def _spots(points: list[tuple[float, float, float]], radius: float, role: str = "dirt") -> list[Part]:
    dirt = _rgb(load_sim_data("object_styles.json")["states"]["dirt"])
    return [Part("sphere", (radius,), p, dirt, role) for p in points]


def _on_sphere(cx: float, cy: float, cz: float, r: float, dirs: list[tuple[float, float]]) -> list[tuple]:
    """Points just inside a sphere's surface, given (azimuth, elevation) in degrees."""
    out = []
    for az, el in dirs:
        a, e = math.radians(az), math.radians(el)
        out.append((cx + 0.8 * r * math.cos(e) * math.cos(a), cy + 0.8 * r * math.cos(e) * math.sin(a),
                    cz + 0.8 * r * math.sin(e)))
    return out


_SPOT_DIRS = [(20, 35), (150, 10), (260, 50), (330, -5)]


def _round_slices(n: int, radius: float, half: float, rim, flesh, spacing: float) -> list[Part]:
    """Round slices lying in a row: a rim-coloured disc under a slightly smaller flesh disc."""
    parts = []
    for k in range(n):
        x = (k - (n - 1) / 2) * spacing
        parts.append(Part("cylinder", (radius, half), (x, 0.0, half), rim, "piece"))
        parts.append(Part("cylinder", (radius * 0.86, half * 1.08), (x, 0.0, half), flesh, "piece"))
    parts += _spots([((k - (n - 1) / 2) * spacing + radius * 0.3, radius * 0.2, 2 * half)
                     for k in range(n)], radius * 0.28, "dirt_piece")
    return parts


def shape(otype: str) -> list[Part]:
    """The parts of object type ``otype`` (a type of pddl_domains/data/kitchen.json)."""
    s = style(otype)
    c = _rgb(s["color"])
    flesh = _rgb(s.get("flesh", s["color"]))
    handle = _rgb(s.get("handle", s["color"]))
    builder = _BUILDERS.get(otype)
    if builder is None:
        raise KeyError(f"no shape for object type {otype!r}; shapes exist for {sorted(_BUILDERS)}")
    return builder(c, flesh, handle)


def _apple(c, flesh, handle):
    r = 0.04
    return ([Part("sphere", (r,), (0, 0, r), c),
             Part("capsule", (0.0028, 0.011), (0, 0, 2 * r + 0.006), (0.35, 0.22, 0.1)),
             Part("ellipsoid", (0.016, 0.007, 0.0025), (0.011, 0, 2 * r + 0.008), (0.2, 0.55, 0.15),
                  euler=(0, -25, 0))]
            + _spots(_on_sphere(0, 0, r, r, _SPOT_DIRS), 0.011)
            + _round_slices(4, 0.036, 0.007, c, flesh, 0.08))


def _tomato(c, flesh, handle):
    return ([Part("ellipsoid", (0.036, 0.036, 0.03), (0, 0, 0.03), c),
             Part("ellipsoid", (0.014, 0.014, 0.004), (0, 0, 0.059), (0.2, 0.5, 0.15))]
            + _spots(_on_sphere(0, 0, 0.03, 0.034, _SPOT_DIRS), 0.01)
            + _round_slices(4, 0.033, 0.006, c, flesh, 0.074))


def _potato(c, flesh, handle):
    return ([Part("ellipsoid", (0.058, 0.038, 0.032), (0, 0, 0.032), c),
             Part("ellipsoid", (0.03, 0.03, 0.026), (0.03, 0.008, 0.03), c)]
            + _spots([(0.02, 0.02, 0.055), (-0.03, -0.015, 0.05), (0.0, -0.03, 0.03)], 0.011)
            + _round_slices(4, 0.032, 0.006, c, flesh, 0.072))


def _bread(c, flesh, handle):
    parts = [Part("box", (0.12, 0.055, 0.03), (0, 0, 0.03), c),
             Part("ellipsoid", (0.12, 0.056, 0.035), (0, 0, 0.055), c)]
    parts += _spots([(0.05, 0.02, 0.085), (-0.04, -0.02, 0.085), (-0.09, 0.01, 0.07)], 0.013)
    for k in range(5):
        x = (k - 2) * 0.065
        parts.append(Part("box", (0.028, 0.055, 0.006), (x, 0, 0.006), c, "piece"))
        parts.append(Part("box", (0.024, 0.05, 0.0065), (x, 0, 0.006), flesh, "piece"))
    parts += _spots([((k - 2) * 0.065 + 0.008, 0.015, 0.012) for k in range(5)], 0.009, "dirt_piece")
    return parts


def _lettuce(c, flesh, handle):
    dark = tuple(v * 0.75 for v in c)
    parts = [Part("sphere", (0.062,), (0, 0, 0.062), flesh)]
    for k in range(5):
        a = 2 * math.pi * k / 5
        parts.append(Part("ellipsoid", (0.05, 0.035, 0.058), (0.03 * math.cos(a), 0.03 * math.sin(a), 0.06),
                          c if k % 2 else dark, euler=(0, 0, math.degrees(a))))
    parts += _spots(_on_sphere(0, 0, 0.06, 0.075, _SPOT_DIRS), 0.013)
    for k in range(6):
        x, y = ((k % 3) - 1) * 0.06, (k // 3 - 0.5) * 0.05
        parts.append(Part("ellipsoid", (0.03, 0.022, 0.006), (x, y, 0.006), c if k % 2 else flesh, "piece",
                          euler=(0, 0, 30 * k)))
    parts += _spots([(((k % 3) - 1) * 0.06, (k // 3 - 0.5) * 0.05, 0.011) for k in range(0, 6, 2)], 0.008,
                    "dirt_piece")
    return parts


def _egg(c, flesh, handle):
    return ([Part("ellipsoid", (0.022, 0.022, 0.029), (0, 0, 0.029), c)]
            + _spots([(0.012, 0.01, 0.045), (-0.015, 0.0, 0.03), (0.0, -0.016, 0.02)], 0.007))


def _mug(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="mug"),
             Part("capsule", (0.007, 0.022), (0.058, 0, 0.048), c),
             Part("capsule", (0.007, 0.009), (0.048, 0, 0.072), c, euler=(0, 90, 0)),
             Part("capsule", (0.007, 0.009), (0.048, 0, 0.024), c, euler=(0, 90, 0))]
            + _spots([(0.03, 0.026, 0.07), (-0.04, 0.0, 0.05), (0.0, -0.04, 0.03), (0.0, 0.0, 0.012)], 0.01))


def _cup(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="cup")]
            + _spots([(0.035, 0.0, 0.07), (-0.024, 0.02, 0.04), (0.0, 0.0, 0.012)], 0.009))


def _plate(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="plate"),
             Part("cylinder", (0.071, 0.0008), (0, 0, 0.0062), tuple(v * 0.93 for v in c))]
            + _spots([(0.03, 0.02, 0.005), (-0.04, -0.01, 0.005), (0.01, -0.045, 0.006), (0.06, -0.04, 0.01)],
                     0.014))


def _bowl(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="bowl")]
            + _spots([(0.0, 0.0, 0.01), (0.03, 0.02, 0.02), (-0.05, 0.03, 0.04), (0.06, -0.03, 0.045)], 0.013))


def _pan(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="pan"),
             Part("box", (0.085, 0.013, 0.007), (0.205, 0, 0.035), (0.08, 0.08, 0.08), euler=(0, -8, 0))]
            + _spots([(0.02, 0.03, 0.008), (-0.05, -0.02, 0.008), (0.06, -0.05, 0.008)], 0.018))


def _pot(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="pot"),
             Part("box", (0.018, 0.028, 0.008), (0.115, 0, 0.1), (0.15, 0.15, 0.15)),
             Part("box", (0.018, 0.028, 0.008), (-0.115, 0, 0.1), (0.15, 0.15, 0.15))]
            + _spots([(0.02, 0.03, 0.01), (-0.05, -0.02, 0.01), (0.09, 0.0, 0.08)], 0.02))


def _knife(c, flesh, handle):
    return ([Part("box", (0.075, 0.013, 0.0015), (0.05, 0, 0.011), c),
             Part("box", (0.012, 0.009, 0.0015), (0.13, -0.004, 0.011), c, euler=(0, 0, 30)),
             Part("box", (0.055, 0.01, 0.009), (-0.08, 0, 0.009), handle)]
            + _spots([(0.03, 0.004, 0.012), (0.08, -0.004, 0.012)], 0.006))


def _butter_knife(c, flesh, handle):
    return ([Part("box", (0.045, 0.01, 0.0015), (0.045, 0, 0.006), c),
             Part("cylinder", (0.01, 0.0015), (0.09, 0, 0.006), c),
             Part("box", (0.055, 0.008, 0.005), (-0.055, 0, 0.005), handle)]
            + _spots([(0.05, 0.0, 0.007), (0.085, 0.002, 0.007)], 0.006))


def _spoon(c, flesh, handle):
    return ([Part("box", (0.065, 0.0055, 0.002), (-0.03, 0, 0.004), c),
             Part("ellipsoid", (0.027, 0.018, 0.007), (0.055, 0, 0.007), c)]
            + _spots([(0.055, 0.0, 0.012)], 0.008))


def _fork(c, flesh, handle):
    parts = [Part("box", (0.065, 0.0055, 0.002), (-0.035, 0, 0.004), c),
             Part("box", (0.015, 0.012, 0.002), (0.04, 0, 0.004), c)]
    for k in range(4):
        parts.append(Part("box", (0.02, 0.0015, 0.0015), (0.073, (k - 1.5) * 0.0075, 0.004), c))
    return parts + _spots([(0.045, 0.0, 0.006), (0.07, 0.004, 0.005)], 0.006)


def _ladle(c, flesh, handle):
    return ([Part("mesh", (), (0.07, 0, 0.0), c, mesh="ladle"),
             Part("capsule", (0.006, 0.085), (-0.04, 0, 0.03), handle, euler=(0, 75, 0))]
            + _spots([(0.07, 0.0, 0.01), (0.085, 0.015, 0.02)], 0.009))


def _spatula(c, flesh, handle):
    return ([Part("box", (0.045, 0.035, 0.0025), (0.07, 0, 0.004), c),
             Part("box", (0.03, 0.006, 0.003), (0.015, 0, 0.005), c),
             Part("box", (0.06, 0.009, 0.007), (-0.07, 0, 0.007), handle)]
            + _spots([(0.06, 0.01, 0.007), (0.09, -0.015, 0.007)], 0.009))


def _kettle(c, flesh, handle):
    return ([Part("mesh", (), (0, 0, 0), c, mesh="kettle"),
             Part("sphere", (0.012,), (0, 0, 0.157), handle),
             Part("capsule", (0.011, 0.05), (0.1, 0, 0.09), c, euler=(0, 45, 0)),
             Part("capsule", (0.009, 0.045), (-0.03, 0, 0.205), handle, euler=(0, 90, 0)),
             Part("capsule", (0.009, 0.03), (-0.07, 0, 0.175), handle, euler=(0, 30, 0)),
             Part("capsule", (0.009, 0.03), (0.02, 0, 0.175), handle, euler=(0, -30, 0))]
            + _spots([(0.05, 0.06, 0.09), (-0.08, 0.0, 0.05), (0.0, -0.08, 0.07)], 0.014))


def _sponge(c, flesh, handle):
    return ([Part("box", (0.05, 0.033, 0.013), (0, 0, 0.013), c),
             Part("box", (0.05, 0.033, 0.004), (0, 0, 0.03), handle)]
            + _spots([(0.02, 0.01, 0.033), (-0.025, -0.01, 0.033), (0.045, 0.0, 0.015)], 0.009))


def _wine_bottle(c, flesh, handle):
    return [Part("mesh", (), (0, 0, 0), c, mesh="bottle"),
            Part("cylinder", (0.0385, 0.04), (0, 0, 0.1), handle),
            Part("cylinder", (0.0155, 0.02), (0, 0, 0.29), (0.45, 0.05, 0.08))]


_BUILDERS = {
    "Apple": _apple, "Tomato": _tomato, "Potato": _potato, "Bread": _bread, "Lettuce": _lettuce,
    "Egg": _egg, "Mug": _mug, "Cup": _cup, "Plate": _plate, "Bowl": _bowl, "Pan": _pan, "Pot": _pot,
    "Knife": _knife, "ButterKnife": _butter_knife, "Spoon": _spoon, "Fork": _fork, "Ladle": _ladle,
    "Spatula": _spatula, "Kettle": _kettle, "DishSponge": _sponge, "WineBottle": _wine_bottle,
}


def object_radius(otype: str) -> float:
    """Rough horizontal size (metres), for holding big things further from the eye."""
    return {"Pan": 0.2, "Pot": 0.13, "Plate": 0.11, "Bread": 0.12, "Kettle": 0.1, "Bowl": 0.08,
            "Lettuce": 0.08, "Knife": 0.13, "Ladle": 0.12, "Spatula": 0.12}.get(otype, 0.06)
