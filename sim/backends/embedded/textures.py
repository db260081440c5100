"""Procedural surface textures made here from seeded noise: wood grain, stone, tiles.

Domain randomisation (:mod:`sim.backends.embedded.randomize`) gives walls, floor, counters and
cabinets a new surface per video. Downloaded texture sets would tie the generator to files we
cannot ship and to a fixed number of looks; noise has neither limit, costs about a millisecond a
texture at the sizes used (128 x 128, repeated over the surface) and is the same for the same
seed on every machine (numpy's PCG64 and float64 arithmetic only).

Every maker takes a numpy ``Generator`` and base colours (RGB in [0, 1]) and returns an
``(size, size, 3)`` uint8 image whose left and right, top and bottom edges meet, so it tiles.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

RGB = tuple[float, float, float]


def value_noise(rng: np.random.Generator, size: int, cells: int) -> np.ndarray:
    """Smooth noise in [0, 1] on a ``size`` x ``size`` grid: random values on a periodic
    ``cells`` x ``cells`` lattice, interpolated with a smoothstep (so it tiles)."""
    lattice = rng.random((cells, cells))
    t = np.arange(size) * cells / size
    i0 = np.floor(t).astype(int)
    f = t - i0
    f = f * f * (3 - 2 * f)
    i1 = (i0 + 1) % cells
    rows = lattice[i0] * (1 - f)[:, None] + lattice[i1] * f[:, None]
    return rows[:, i0] * (1 - f)[None, :] + rows[:, i1] * f[None, :]


def fbm(rng: np.random.Generator, size: int, base: int = 4, octaves: int = 4) -> np.ndarray:
    """Fractal noise in [0, 1]: octaves of :func:`value_noise`, each twice as fine, half as strong."""
    out, weight, total = np.zeros((size, size)), 1.0, 0.0
    for k in range(octaves):
        cells = min(size, base * 2 ** k)
        out += weight * value_noise(rng, size, cells)
        total += weight
        weight *= 0.5
    return out / total


def _mix(a: RGB, b: RGB, t: np.ndarray) -> np.ndarray:
    a_, b_ = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return a_ * (1 - t)[..., None] + b_ * t[..., None]


def _to_uint8(img: np.ndarray) -> np.ndarray:
    return np.clip(np.round(img * 255), 0, 255).astype(np.uint8)


def wood(rng: np.random.Generator, light: RGB, dark: RGB, size: int = 128) -> np.ndarray:
    """Planks along x: grain rings bent by noise, a random shade per plank, dark seams."""
    y = np.arange(size)[:, None] / size
    planks = int(rng.integers(3, 7))
    warp = fbm(rng, size, base=2, octaves=3)
    rings = 0.5 + 0.5 * np.sin(2 * np.pi * (y * planks * rng.uniform(3, 7) + 3 * warp))
    grain = 0.75 * rings ** 3 + 0.25 * fbm(rng, size, base=16, octaves=2)
    shade = rng.uniform(0.85, 1.15, planks)[np.minimum((y[:, 0] * planks).astype(int), planks - 1)]
    img = _mix(light, dark, grain) * shade[:, None, None]
    seam = (np.abs((y * planks) % 1.0) < 1.5 / size * planks)[:, 0]
    img[seam] *= 0.55
    return _to_uint8(img)


def stone(rng: np.random.Generator, light: RGB, dark: RGB, size: int = 128) -> np.ndarray:
    """Granite or marble: fractal noise, light flecks, optional veins."""
    n = fbm(rng, size, base=4, octaves=5)
    img = _mix(dark, light, n)
    flecks = rng.random((size, size)) < rng.uniform(0.01, 0.05)
    img[flecks] = np.minimum(1.0, img[flecks] * 1.35)
    if rng.random() < 0.5:  # marble veins
        veins = np.abs(np.sin(2 * np.pi * (np.arange(size)[None, :] / size * 2 + 4 * fbm(rng, size, 2, 4))))
        img *= (0.75 + 0.25 * np.clip(veins * 4, 0, 1))[..., None]
    return _to_uint8(img)


def tiles(rng: np.random.Generator, tile: RGB, grout: RGB, size: int = 128) -> np.ndarray:
    """Square tiles with grout lines, each tile a slightly different shade, faint glaze noise."""
    count = int(rng.choice([2, 4, 8]))
    cell = size // count
    k = np.arange(size)
    shade = rng.uniform(0.92, 1.06, (count, count))[np.minimum(k // cell, count - 1)][:, np.minimum(k // cell, count - 1)]
    img = np.asarray(tile, dtype=float)[None, None] * shade[..., None]
    img *= (0.94 + 0.06 * fbm(rng, size, base=8, octaves=2))[..., None]
    width = max(1, cell // 16)
    line = (k % cell) < width
    img[line] = grout
    img[:, line] = grout
    return _to_uint8(img)


# kind -> maker(rng, first colour, second colour); the kinds a surface may be drawn with are in
# sim.backends.embedded.randomize ("painted" there is a flat colour: nothing to make)
MAKERS: dict[str, Callable[..., np.ndarray]] = {"wood": wood, "stone": stone, "tiles": tiles}
