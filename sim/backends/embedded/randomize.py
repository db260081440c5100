"""Domain randomisation of the embedded kitchen: one drawn :class:`Look` per video.

A model trained on videos where each floor plan always has the same counter colour can learn
"FloorPlan7's counter" instead of "a counter"; AI2-THOR offers ``RandomizeMaterials`` and
``RandomizeLighting`` for this, and for training, variety matters more than realism. Four axes:

- ``materials``: walls, floor, counters and cabinets get a procedural surface
  (:mod:`sim.backends.embedded.textures`: wood, stone, tiles) or paint (a flat colour) in drawn
  colours;
- ``lighting``: number of ceiling lamps (1-3) and where they hang, the sun's direction, colour
  temperature (2,700-6,500 K), intensity and ambient light;
- ``objects``: each object's hue (within +-0.03 of the colour wheel), saturation and value
  (saturation 80-115 %, value 88-110 %) and gloss. The ranges keep the class recognisable and every
  state visible: hot, cold and dirty are drawn by mixing toward fixed colours (plus emission, or
  dirt spots, which are never recoloured) on top of the drawn base colour, and a draw that would
  leave a state less than 80 % of its plain contrast (a red tomato turned toward the hot orange)
  is halved until it does not (:func:`state_contrast`);
- ``camera``: eye height 1.45-1.70 m (adult eye heights), vertical field of view 60-90 degrees
  (head-mounted cameras), and head motion while walking: a bob of 1-3.5 cm and a side sway of
  0.5-2 cm once per grid step, with a small nod; at rest the head is where it was, so interactions
  are seen as without randomisation.

Each axis draws from its own generator seeded by the video's key (scene and seed), so the same
seed gives the same look, and ``--randomize materials`` draws the same materials as ``all``.
``Look.to_json()`` is what the annotation records under ``randomization``.
"""
from __future__ import annotations

import colorsys
import math
import random
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from sim.datafiles import load_sim_data
from sim.errors import InvalidActionError
from sim.backends.embedded.textures import MAKERS, RGB

AXES: tuple[str, ...] = ("materials", "lighting", "objects", "camera")
CHOICES: tuple[str, ...] = ("none", *AXES, "all")
TEXTURE_SIZE = 128
# surface -> (material names it replaces, the texture kinds it may get, texrepeat)
SURFACES: dict[str, tuple[tuple[str, ...], tuple[str, ...], int]] = {
    "floor": (("floor",), ("wood", "stone", "tiles"), 2),
    "wall": (("wall",), ("painted", "painted", "tiles"), 3),
    "counter": (("granite",), ("stone", "stone", "wood", "painted"), 4),
    "cabinet": (("cabinet", "cabinet_front"), ("painted", "painted", "wood"), 2),
}
# kind -> (hue range, saturation range, value range) of its first colour
_PALETTES = {"wood": ((0.05, 0.11), (0.35, 0.65), (0.35, 0.8)), "stone": ((0.0, 1.0), (0.0, 0.15), (0.2, 0.9)),
             "tiles": ((0.0, 1.0), (0.0, 0.35), (0.6, 0.97)), "painted": ((0.0, 1.0), (0.05, 0.45), (0.45, 0.95))}


@lru_cache(maxsize=None)
def _states() -> dict:
    return load_sim_data("object_styles.json")["states"]


def state_contrast(rgb) -> tuple[float, float, float]:
    """How far the hot, cold and dirty colours of an object of colour ``rgb`` are from it (largest
    channel difference): the renderer mixes toward fixed colours (``sim/data/object_styles.json``)."""
    st, base = _states(), np.asarray(rgb, dtype=float)
    hot = base * (1 - st["hot_mix"]) + st["hot_mix"] * np.asarray(st["hot"])
    cold = base * (1 - st["cold_mix"]) + st["cold_mix"] * np.asarray(st["cold"])
    dirty = base * st["dirty_darken"] + (1 - st["dirty_darken"]) * np.asarray(st["dirt"])
    return tuple(float(np.abs(state - base).max()) for state in (hot, cold, dirty))


def parse_axes(setting: str) -> tuple[str, ...]:
    """The axes a ``randomize`` setting turns on: ``none``, ``all``, one axis or a comma list."""
    names = [s.strip() for s in str(setting).split(",") if s.strip()]
    bad = [n for n in names if n not in CHOICES]
    if bad or not names:
        raise InvalidActionError(f"unknown randomize value {setting!r}", CHOICES)
    if "all" in names:
        return AXES
    return tuple(a for a in AXES if a in names)


def _hsv(rng: random.Random, ranges) -> RGB:
    (h0, h1), (s0, s1), (v0, v1) = ranges
    return tuple(round(c, 4) for c in colorsys.hsv_to_rgb(rng.uniform(h0, h1), rng.uniform(s0, s1),
                                                          rng.uniform(v0, v1)))


def kelvin_rgb(kelvin: float) -> RGB:
    """Approximate RGB of a black body at ``kelvin`` (Tanner Helland's fit), brightest channel 1."""
    t = kelvin / 100.0
    r = 255.0 if t <= 66 else 329.7 * (t - 60) ** -0.1332
    g = 99.47 * math.log(t) - 161.1 if t <= 66 else 288.1 * (t - 60) ** -0.0755
    b = 255.0 if t >= 66 else (0.0 if t <= 19 else 138.5 * math.log(t - 10) - 305.0)
    rgb = [min(255.0, max(0.0, c)) for c in (r, g, b)]
    return tuple(round(c / max(rgb), 4) for c in rgb)


def _materials(rng: random.Random) -> dict:
    out = {}
    for surface, (_, kinds, repeat) in SURFACES.items():
        kind = rng.choice(kinds)
        first = _hsv(rng, _PALETTES[kind])
        second = (tuple(round(c * rng.uniform(0.5, 0.75), 4) for c in first) if kind != "tiles"
                  else (round(rng.uniform(0.45, 0.8), 4),) * 3)
        out[surface] = {"kind": kind, "colours": [list(first), list(second)], "repeat": repeat,
                        "noise_seed": rng.getrandbits(32)}
    return out


def _lighting(rng: random.Random) -> dict:
    lamps = rng.randint(1, 3)  # the plain kitchen has 2: each light more is a pass over every pixel
    return {"lamps": [[round(rng.uniform(0.15, 0.85), 3), round(rng.uniform(0.15, 0.85), 3)] for _ in range(lamps)],
            "sun_azimuth": round(rng.uniform(0, 360), 1), "sun_elevation": round(rng.uniform(40, 80), 1),
            "temperature_k": round(rng.uniform(2700, 6500)), "intensity": round(rng.uniform(0.7, 1.3), 3),
            "ambient": round(rng.uniform(0.25, 0.5), 3)}


def _objects(rng: random.Random, object_ids: list[str]) -> dict:
    return {oid: {"hue": round(rng.uniform(-0.03, 0.03), 4), "saturation": round(rng.uniform(0.8, 1.15), 3),
                  "value": round(rng.uniform(0.88, 1.1), 3), "gloss": round(rng.uniform(0.6, 1.4), 3)}
            for oid in object_ids}


def _camera(rng: random.Random) -> dict:
    return {"eye_height": round(rng.uniform(1.45, 1.70), 3), "fovy": round(rng.uniform(60, 90), 1),
            "bob": round(rng.uniform(0.01, 0.035), 4), "sway": round(rng.uniform(0.005, 0.02), 4),
            "nod": round(rng.uniform(0.0, 1.5), 2)}


@dataclass(frozen=True)
class Look:
    """The drawn values of one video (an axis left out is None: the kitchen's own look)."""

    key: str
    axes: tuple[str, ...]
    materials: dict | None = None
    lighting: dict | None = None
    objects: dict | None = None
    camera: dict | None = None

    def to_json(self) -> dict:
        out: dict = {"axes": list(self.axes), "key": self.key}
        for axis in AXES:
            value = getattr(self, axis)
            if value is not None:
                out[axis] = value
        return out

    def object_rgb(self, oid: str, rgb: RGB) -> RGB:
        """``rgb`` of a part of object ``oid`` with its drawn hue, saturation and value."""
        j = (self.objects or {}).get(oid)
        if j is None:
            return rgb
        h, s, v = colorsys.rgb_to_hsv(*rgb)
        plain = state_contrast(rgb)
        for scale in (1.0, 0.5, 0.25):  # smaller steps where a state would show less than in the plain kitchen
            out = colorsys.hsv_to_rgb((h + scale * j["hue"]) % 1.0, min(1.0, s * (1 + scale * (j["saturation"] - 1))),
                                      min(0.97, v * (1 + scale * (j["value"] - 1))))
            if all(d >= 0.8 * p for d, p in zip(state_contrast(out), plain)):
                return tuple(float(c) for c in out)
        return rgb

    def head_offset(self, t: float, step: int) -> tuple[float, float, float]:
        """(up metres, right metres, pitch degrees) of the head ``t`` in [0, 1] through walking
        grid step number ``step``: one bob per step, sway to alternate sides; 0 at rest."""
        if self.camera is None or t <= 0.0 or t >= 1.0:
            return 0.0, 0.0, 0.0
        c, lift = self.camera, math.sin(math.pi * t)
        side = 1.0 if step % 2 == 0 else -1.0
        return c["bob"] * lift, side * c["sway"] * lift, c["nod"] * math.sin(2 * math.pi * t)


def draw_look(setting: str, key: str, object_ids: list[str]) -> Look | None:
    """The look of the video keyed ``key`` under ``setting``; None for ``none``."""
    axes = parse_axes(setting)
    if not axes:
        return None
    makers = {"materials": _materials, "lighting": _lighting, "camera": _camera,
              "objects": lambda rng: _objects(rng, object_ids)}
    return Look(key, axes, **{axis: makers[axis](random.Random(f"look-{key}-{axis}")) for axis in axes})


def _f(v) -> str:
    return " ".join(f"{x:.4g}" for x in v)


def material_overrides(look: Look) -> dict[str, str]:
    """Material name -> the MJCF lines that replace it (textures first): textured surfaces whose
    pixels :func:`fill_textures` writes once the model is compiled; a painted surface is one flat
    colour (no texture to sample: painted walls and cabinets cost the renderer nothing more)."""
    out: dict[str, str] = {}
    for surface, (names, _, _) in SURFACES.items():
        m = look.materials[surface]
        if m["kind"] == "painted":
            for k, name in enumerate(names):
                out[name] = f'<material name="{name}" rgba="{_f(m["colours"][0])} 1" specular="{0.05 + 0.1 * k:.2f}"/>'
            continue
        tex = (f'<texture name="t_rand_{surface}" type="2d" builtin="flat" rgb1="1 1 1" width="{TEXTURE_SIZE}" '
               f'height="{TEXTURE_SIZE}"/>')
        for k, name in enumerate(names):
            spec = 0.25 if m["kind"] in ("tiles", "stone") else 0.1
            line = (f'<material name="{name}" texture="t_rand_{surface}" texrepeat="{m["repeat"]} {m["repeat"]}" '
                    f'texuniform="true" specular="{spec + 0.1 * k:.2f}"/>')
            out[name] = (tex + "\n" if k == 0 else "") + line
    plinth = tuple(c * 0.6 for c in look.materials["cabinet"]["colours"][0])
    out["plinth"] = f'<material name="plinth" rgba="{_f(plinth)} 1"/>'
    return out


def fill_textures(model, look: Look) -> None:
    """Write the drawn surfaces into the compiled model's texture pixels (before the renderer
    uploads them): made from each surface's recorded noise seed, so the annotation suffices to
    make them again."""
    for surface in SURFACES:
        m = look.materials[surface]
        if m["kind"] not in MAKERS:  # painted: a flat colour
            continue
        img = MAKERS[m["kind"]](np.random.default_rng(m["noise_seed"]), tuple(m["colours"][0]),
                                tuple(m["colours"][1]), TEXTURE_SIZE)
        tid = model.texture(f"t_rand_{surface}").id
        adr, n = model.tex_adr[tid], img.size
        model.tex_data[adr:adr + n] = img.ravel()


def lights_xml(look: Look, width: float, depth: float, shadow: str) -> tuple[list[str], str]:
    """The room's lights and the headlight's attributes under the drawn lighting."""
    li = look.lighting
    colour = np.array(kelvin_rgb(li["temperature_k"]))
    az, el = math.radians(li["sun_azimuth"]), math.radians(li["sun_elevation"])
    sun_dir = (math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), -math.sin(el))
    sun = colour * 0.55 * li["intensity"]
    lines = [f'<light name="sun" directional="true" pos="{width / 2:.2f} {depth / 2:.2f} 2.6" dir="{_f(sun_dir)}" '
             f'diffuse="{_f(sun)}" specular="0.2 0.2 0.2" castshadow="{shadow}"/>']
    lamp = colour * 0.56 * li["intensity"] / len(li["lamps"])  # the plain kitchen's two lamps' total
    for k, (fx, fy) in enumerate(li["lamps"]):
        lines.append(f'<light name="lamp{k}" pos="{width * fx:.2f} {depth * fy:.2f} 2.5" dir="0 0 -1" '
                     f'diffuse="{_f(lamp)}" specular="0.1 0.1 0.1" castshadow="false" attenuation="1 0.1 0"/>')
    amb = colour * li["ambient"]
    return lines, f'ambient="{_f(amb)}" diffuse="{_f(colour * 0.25)}" specular="0.05 0.05 0.05"'
