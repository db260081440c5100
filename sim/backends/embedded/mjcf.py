"""Build the MuJoCo model (MJCF text) of one procedural kitchen :class:`Scene`.

The model holds the room (floor, walls, ceiling, lights), one body per fixed receptacle
(:mod:`sim.backends.embedded.fixtures`) and one mocap body per pickupable object
(:mod:`sim.backends.embedded.shapes`). Colours of cabinets, worktops, floor and walls vary with
the floor plan number, so the 30 kitchens do not all look alike. Rendering quality (shadows,
multisampling, floor reflection) is compiled into the model from a preset of
``sim/data/render_presets.json``. A drawn :class:`~sim.backends.embedded.randomize.Look` (domain
randomisation) replaces the surfaces' materials, the lights and the objects' colours.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from sim.scenes import Scene
from sim.backends.embedded.layout import fixture_frames
from sim.backends.embedded.fixtures import Door, fixture_body
from sim.backends.embedded.randomize import Look, lights_xml, material_overrides
from sim.backends.embedded.shapes import meshes, shape, style

WALL_HEIGHT = 2.7

_CABINETS = [(0.93, 0.92, 0.88), (0.56, 0.38, 0.24), (0.55, 0.63, 0.52), (0.22, 0.29, 0.4), (0.78, 0.74, 0.67),
             (0.66, 0.5, 0.35)]
_WORKTOPS = [(0.18, 0.18, 0.2), (0.86, 0.84, 0.8), (0.45, 0.41, 0.37), (0.3, 0.27, 0.25)]
_FLOORS = [((0.72, 0.6, 0.45), (0.66, 0.53, 0.39)), ((0.8, 0.8, 0.78), (0.55, 0.55, 0.55)),
           ((0.6, 0.45, 0.32), (0.54, 0.4, 0.28)), ((0.85, 0.82, 0.74), (0.78, 0.74, 0.66))]
_WALLS = [(0.92, 0.9, 0.85), (0.86, 0.9, 0.92), (0.93, 0.87, 0.78), (0.88, 0.88, 0.86)]


@dataclass(frozen=True)
class KitchenModelSpec:
    xml: str
    doors: dict[str, list[Door]]  # receptacle id -> its door joints (or drawer slide)


def _f(v) -> str:
    return " ".join(f"{x:.4g}" for x in v)


def _assets(number: int, quality: dict, mesh_names: set[str], object_mats: list[str],
            look: Look | None = None) -> str:
    rng = random.Random(f"palette-{number}")
    cab, top = rng.choice(_CABINETS), rng.choice(_WORKTOPS)
    (f1, f2), wall = rng.choice(_FLOORS), rng.choice(_WALLS)
    front = tuple(min(1.0, c * 1.04) for c in cab)
    refl = 0.12 if quality.get("reflection") else 0.0
    lines = [
        f'<texture name="t_floor" type="2d" builtin="checker" rgb1="{_f(f1)}" rgb2="{_f(f2)}" width="256" '
        f'height="256" mark="edge" markrgb="{_f(tuple(c * 0.8 for c in f2))}"/>',
        '<texture name="t_tile" type="2d" builtin="checker" rgb1="0.95 0.95 0.93" rgb2="0.9 0.91 0.9" '
        'width="128" height="128" mark="edge" markrgb="0.7 0.7 0.68"/>',
        f'<texture name="t_granite" type="2d" builtin="flat" rgb1="{_f(top)}" width="128" height="128" '
        f'mark="random" random="0.08" markrgb="{_f(tuple(min(1, c + 0.18) for c in top))}"/>',
        '<texture name="t_wood" type="2d" builtin="flat" rgb1="0.6 0.43 0.28" width="128" height="128" '
        'mark="random" random="0.04" markrgb="0.45 0.3 0.18"/>',
        '<texture name="t_sky" type="skybox" builtin="gradient" rgb1="0.9 0.9 0.9" rgb2="0.6 0.6 0.6" '
        'width="64" height="64"/>',
        f'<material name="floor" texture="t_floor" texrepeat="2 2" texuniform="true" reflectance="{refl}"/>',
        f'<material name="wall" rgba="{_f(wall)} 1" specular="0.05"/>',
        '<material name="ceiling" rgba="0.96 0.96 0.95 1" specular="0" emission="0.6"/>',
        '<material name="tile" texture="t_tile" texrepeat="8 8" texuniform="true" specular="0.3"/>',
        '<material name="granite" texture="t_granite" texrepeat="4 4" texuniform="true" specular="0.4" '
        'shininess="0.6"/>',
        f'<material name="cabinet" rgba="{_f(cab)} 1" specular="0.15"/>',
        f'<material name="cabinet_front" rgba="{_f(front)} 1" specular="0.25"/>',
        f'<material name="plinth" rgba="{_f(tuple(c * 0.6 for c in cab))} 1"/>',
        '<material name="wood" texture="t_wood" texrepeat="3 3" texuniform="true" specular="0.1"/>',
        '<material name="wood_dark" rgba="0.42 0.3 0.2 1"/>',
        '<material name="table_wood" texture="t_wood" texrepeat="2 2" texuniform="true" specular="0.25"/>',
        '<material name="cavity_wood" rgba="0.82 0.72 0.58 1"/>',
        '<material name="cavity" rgba="0.88 0.88 0.86 1"/>',
        '<material name="cavity_white" rgba="0.95 0.96 0.97 1" emission="0.15"/>',
        '<material name="steel" rgba="0.76 0.77 0.79 1" specular="0.8" shininess="0.8"/>',
        '<material name="black" rgba="0.07 0.07 0.08 1" specular="0.6" shininess="0.8"/>',
        '<material name="appliance" rgba="0.9 0.9 0.9 1" specular="0.4"/>',
        '<material name="appliance_dark" rgba="0.22 0.22 0.24 1" specular="0.5"/>',
        '<material name="fridge" rgba="0.84 0.85 0.87 1" specular="0.6" shininess="0.6"/>',
        '<material name="glass" rgba="0.08 0.1 0.12 0.55" specular="0.9" shininess="0.9"/>',
        '<material name="shelf_glass" rgba="0.75 0.88 0.92 0.45" specular="0.8"/>',
        '<material name="crisper" rgba="0.85 0.92 0.95 0.6"/>',
        '<material name="burner" rgba="0.16 0.16 0.17 1" specular="0.3"/>',
        '<material name="glow" rgba="1 0.25 0.05 0.9" emission="1"/>',
        '<material name="glow_lamp" rgba="1 0.85 0.45 0.75" emission="1"/>',
        '<material name="glow_green" rgba="0.2 1 0.3 1" emission="1"/>',
        '<material name="water" rgba="0.55 0.75 0.95 0.6" specular="0.9" emission="0.2"/>',
    ]
    if look is not None and look.materials is not None:
        swap = material_overrides(look)
        lines = [swap.get(line.split('"')[1], line) if line.startswith("<material") else line for line in lines]
    lines += [_mesh_line(name) for name in sorted(mesh_names)]
    lines += object_mats
    return "\n".join(lines)


@lru_cache(maxsize=None)
def _mesh_line(name: str) -> str:
    """The asset line of mesh ``name``: the same text for every kitchen, so it is written once
    (formatting a mesh's numbers took about 10 ms of every reset)."""
    m = meshes()[name]
    return f'<mesh name="mesh_{name}" vertex="{_f(m.vertices.ravel())}" face="{_f(m.faces.ravel())}" inertia="shell"/>'


def _room(scene: Scene, floor_grid: float = 0.05) -> list[str]:
    """The room's geoms. ``floor_grid``: metres between the floor plane's grid lines, which MuJoCo
    draws as quads lit at their corners (0.05: about 11,000 quads on a 5 m floor, all drawn in
    every frame since the floor is never culled; the preset's ``floor_grid``)."""
    w, d, h = scene.width, scene.depth, WALL_HEIGHT
    t = 0.05
    g = [f'<geom name="room::floor:0" type="plane" size="{w / 2 + 0.2:.3f} {d / 2 + 0.2:.3f} {floor_grid:.4g}" '
         f'pos="{w / 2:.3f} {d / 2:.3f} 0" material="floor"/>',
         f'<geom name="room::ceiling:0" type="box" size="{w / 2 + t:.3f} {d / 2 + t:.3f} {t}" '
         f'pos="{w / 2:.3f} {d / 2:.3f} {h + t:.3f}" material="ceiling"/>']
    walls = [((w / 2, d + t, h / 2), (w / 2 + 2 * t, t, h / 2)), ((w / 2, -t, h / 2), (w / 2 + 2 * t, t, h / 2)),
             ((-t, d / 2, h / 2), (t, d / 2, h / 2)), ((w + t, d / 2, h / 2), (t, d / 2, h / 2))]
    for k, (pos, size) in enumerate(walls):
        g.append(f'<geom name="room::wall:{k}" type="box" size="{_f(size)}" pos="{_f(pos)}" material="wall"/>')
        g.append(f'<geom name="room::skirting:{k}" type="box" size="{_f((size[0] + 0.01, size[1] + 0.01, 0.04))}" '
                 f'pos="{_f((pos[0], pos[1], 0.04))}" material="plinth"/>')
    return g


def _lights(scene: Scene, quality: dict) -> list[str]:
    w, d = scene.width, scene.depth
    shadow = "true" if quality.get("shadows") else "false"
    return [
        f'<light name="sun" directional="true" pos="{w / 2:.2f} {d / 2:.2f} 2.6" dir="0.25 0.35 -1" '
        f'diffuse="0.55 0.55 0.52" specular="0.2 0.2 0.2" castshadow="{shadow}"/>',
        f'<light name="lamp0" pos="{w * 0.3:.2f} {d * 0.35:.2f} 2.5" dir="0 0 -1" diffuse="0.28 0.27 0.25" '
        f'specular="0.1 0.1 0.1" castshadow="false" attenuation="1 0.1 0"/>',
        f'<light name="lamp1" pos="{w * 0.7:.2f} {d * 0.65:.2f} 2.5" dir="0 0 -1" diffuse="0.28 0.27 0.25" '
        f'specular="0.1 0.1 0.1" castshadow="false" attenuation="1 0.1 0"/>',
    ]


def _object_body(oid: str, otype: str, look: Look | None = None) -> tuple[str, set[str], str]:
    parts = shape(otype)
    shiny = style(otype).get("shiny", False)
    gloss = ((look.objects or {}).get(oid) or {}).get("gloss", 1.0) if look is not None else 1.0
    spec = f"{min(1.0, (0.7 if shiny else 0.25) * gloss):.4g}" if gloss != 1.0 else f"{0.7 if shiny else 0.25}"
    mat = f'<material name="mat::{oid}" specular="{spec}" shininess="{0.8 if shiny else 0.35}"/>'
    counts: dict[str, int] = {}
    geoms, used = [], set()
    for p in parts:
        k = counts.get(p.role, 0)
        counts[p.role] = k + 1
        rgb = look.object_rgb(oid, p.rgb) if look is not None and p.role in ("whole", "piece") else p.rgb
        attrs = f'name="{oid}::{p.role}:{k}" pos="{_f(p.pos)}" rgba="{_f(rgb)} 1" material="mat::{oid}"'
        if p.euler != (0.0, 0.0, 0.0):
            attrs += f' euler="{_f(p.euler)}"'
        if p.kind == "mesh":
            used.add(p.mesh)
            geoms.append(f'<geom type="mesh" mesh="mesh_{p.mesh}" {attrs}/>')
        else:
            geoms.append(f'<geom type="{p.kind}" size="{_f(p.size)}" {attrs}/>')
    body = f'<body name="{oid}" mocap="true" pos="0 0 -2">' + "".join(geoms) + "</body>"
    return body, used, mat


def build_kitchen_mjcf(scene: Scene, quality: dict, look: Look | None = None) -> KitchenModelSpec:
    """MJCF text for ``scene`` at ``quality`` (a preset dict: width, height, fovy, shadows,
    shadow_size, multisample, reflection), under the drawn ``look`` if any (its textures are
    filled after compiling: :func:`sim.backends.embedded.randomize.fill_textures`)."""
    bodies, doors = [], {}
    for f in fixture_frames(scene).values():
        fx = fixture_body(f, {})
        bodies.append("\n".join(fx.xml))
        if fx.doors:
            doors[f.rid] = fx.doors
    objects, mesh_names, mats = [], set(), []
    for o in scene.objects:
        body, used, mat = _object_body(o.id, o.type, look)
        objects.append(body)
        mesh_names |= used
        mats.append(mat)
    w, h = int(quality["width"]), int(quality["height"])
    slices, stacks = (int(v) for v in quality.get("tessellation", (28, 16)))
    extent = max(scene.width, scene.depth)
    lights = _lights(scene, quality)
    headlight = 'ambient="0.38 0.38 0.37" diffuse="0.25 0.25 0.24" specular="0.05 0.05 0.05"'
    if look is not None and look.lighting is not None:
        lights, headlight = lights_xml(look, scene.width, scene.depth, "true" if quality.get("shadows") else "false")
    fovy = float(look.camera["fovy"] if look is not None and look.camera is not None else quality["fovy"])
    xml = f"""<mujoco model="{scene.name}-s{scene.seed}">
<compiler angle="degree" inertiafromgeom="false"/>
<option timestep="0.01"/>
<statistic extent="{extent:.3f}" center="{scene.width / 2:.3f} {scene.depth / 2:.3f} 1.2"/>
<visual>
  <global fovy="{fovy:.4g}" offwidth="{max(w, 64)}" offheight="{max(h, 64)}"/>
  <quality shadowsize="{int(quality.get('shadow_size', 1024))}" offsamples="{int(quality.get('multisample', 0))}"
           numslices="{slices}" numstacks="{stacks}" numquads="{int(quality.get('box_quads', 4))}"/>
  <map znear="{0.03 / extent:.5f}" zfar="{30.0 / extent:.3f}" shadowclip="0.7" shadowscale="0.6"/>
  <headlight {headlight}/>
</visual>
<asset>
{_assets(scene.number, quality, mesh_names, mats, look)}
</asset>
<worldbody>
{chr(10).join(_room(scene, float(quality.get('floor_grid', 0.05))))}
{chr(10).join(lights)}
{chr(10).join(bodies)}
{chr(10).join(objects)}
</worldbody>
</mujoco>
"""
    return KitchenModelSpec(xml, doors)


@dataclass
class GeomTable:
    """Per-geom bookkeeping read back from geom names ``owner::role:k``."""

    owner: np.ndarray  # geom id -> index into owners, -1 for the room
    owners: list[str]
    base_rgba: np.ndarray
    by_owner_role: dict[tuple[str, str], np.ndarray]


def geom_table(model) -> GeomTable:
    """Read the per-geom bookkeeping back from the geom names this module writes."""
    owners: list[str] = []
    index: dict[str, int] = {}
    owner = np.full(model.ngeom, -1, dtype=np.int64)
    groups: dict[tuple[str, str], list[int]] = {}
    for g in range(model.ngeom):
        name = model.geom(g).name
        if "::" not in name:
            continue
        who, rest = name.split("::", 1)
        role = rest.split(":", 1)[0]
        groups.setdefault((who, role), []).append(g)
        if who == "room":
            continue
        if who not in index:
            index[who] = len(owners)
            owners.append(who)
        owner[g] = index[who]
    return GeomTable(owner, owners, model.geom_rgba.copy(),
                      {k: np.array(v, dtype=np.int64) for k, v in groups.items()})
