"""MJCF bodies of the kitchen's fixed receptacles: counters, sink with faucet, stove, microwave,
fridge, cabinets, drawer, shelf, coffee machine, dining table.

Each builder writes the inside of one fixture body in its local frame (see
:mod:`sim.backends.embedded.layout`: +y out of the wall, x along it, z up) and returns the moving
parts it made. Geom names follow ``owner::role:k`` so that the renderer can map a segmentation
pixel back to its Scene id and switch parts at run time:

- role ``body``: static parts, ``glass``: see-through panels, ``on``: parts shown only while a
  device is switched on (microwave light, running water, glowing burners, coffee machine LED).

Doors are hinge joints and the drawer a slide joint named ``rid::door:k`` with their open value
in :class:`Door`; nothing is simulated, the renderer sets ``qpos`` and runs kinematics.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from sim.backends.embedded.layout import FixtureFrame, fixture_spec


@dataclass(frozen=True)
class Door:
    joint: str
    open_value: float  # radians for a hinge, metres for a slide


@dataclass
class FixtureXml:
    xml: list[str] = field(default_factory=list)
    doors: list[Door] = field(default_factory=list)
    counter: dict[str, int] = field(default_factory=dict)

    def name(self, owner: str, role: str) -> str:
        k = self.counter.get(role, 0)
        self.counter[role] = k + 1
        return f"{owner}::{role}:{k}"


def _f(v) -> str:
    return " ".join(f"{x:.4g}" for x in v)


def box(out: FixtureXml, owner: str, center, half, material: str, role: str = "body", rgba=None,
        euler=None) -> None:
    extra = f' rgba="{_f(rgba)}"' if rgba is not None else ""
    extra += f' euler="{_f(euler)}"' if euler is not None else ""
    out.xml.append(f'<geom name="{out.name(owner, role)}" type="box" pos="{_f(center)}" size="{_f(half)}" '
                   f'material="{material}"{extra}/>')


def cyl(out: FixtureXml, owner: str, center, radius: float, half: float, material: str, role: str = "body",
        rgba=None, euler=None, kind: str = "cylinder") -> None:
    extra = f' rgba="{_f(rgba)}"' if rgba is not None else ""
    extra += f' euler="{_f(euler)}"' if euler is not None else ""
    out.xml.append(f'<geom name="{out.name(owner, role)}" type="{kind}" pos="{_f(center)}" '
                   f'size="{radius:.4g} {half:.4g}" material="{material}"{extra}/>')


def slab(out: FixtureXml, owner: str, x0, x1, y0, y1, z0, z1, material: str, role: str = "body", rgba=None):
    """An axis-aligned box given by its extents (local frame)."""
    box(out, owner, ((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2),
        (abs(x1 - x0) / 2, abs(y1 - y0) / 2, abs(z1 - z0) / 2), material, role, rgba)


_INERTIAL = '<inertial pos="0 0 0" mass="1" diaginertia="0.01 0.01 0.01"/>'


def _hinged_door(out: FixtureXml, rid: str, hinge_x: float, hinge_y: float, width: float, z0: float,
                 z1: float, thick: float, material: str, open_angle: float, handle_mat: str = "steel",
                 window: tuple[float, float, float, float] | None = None) -> None:
    """A door hinged on a vertical axis at (hinge_x, hinge_y). ``width`` > 0 extends it to +x
    (left hinge, opens with a positive angle), < 0 to -x (right hinge, negative angle)."""
    sign = 1 if width > 0 else -1
    w = abs(width)
    joint = out.name(rid, "door")
    out.xml.append(f'<body pos="{_f((hinge_x, hinge_y, 0))}">{_INERTIAL}'
                   f'<joint name="{joint}" type="hinge" axis="0 0 1" limited="false"/>')
    if window is None:
        slab(out, rid, 0, sign * w, 0, thick, z0, z1, material)
    else:  # frame around a dark glass window: (x0, x1, z0, z1) of the glass, in door coordinates
        wx0, wx1, wz0, wz1 = window
        slab(out, rid, 0, sign * wx0, 0, thick, z0, z1, material)
        slab(out, rid, sign * wx1, sign * w, 0, thick, z0, z1, material)
        slab(out, rid, sign * wx0, sign * wx1, 0, thick, z0, wz0, material)
        slab(out, rid, sign * wx0, sign * wx1, 0, thick, wz1, z1, material)
        slab(out, rid, sign * wx0, sign * wx1, thick * 0.3, thick * 0.7, wz0, wz1, "glass", "glass")
    hx = sign * (w - 0.05)
    hz = (z0 + z1) / 2
    hh = min(0.12, (z1 - z0) * 0.3)
    slab(out, rid, hx - 0.01, hx + 0.01, thick, thick + 0.035, hz - hh, hz + hh, handle_mat)
    out.xml.append("</body>")
    out.doors.append(Door(joint, sign * open_angle))


def _base_cabinet(out: FixtureXml, rid: str, w: float, depth: float, top: float, style: dict,
                  doors: bool = True, countertop: bool = True, carcass_top: float | None = None) -> None:
    """A floor cabinet with a countertop: carcass, toe kick, two door fronts with handles."""
    slab(out, rid, -w / 2, w / 2, 0, depth - 0.02, 0.1, carcass_top or top - 0.04, "cabinet")
    slab(out, rid, -w / 2 + 0.01, w / 2 - 0.01, 0, depth - 0.07, 0.0, 0.1, "plinth")
    if doors:
        for sx in (-1, 1):
            x0, x1 = (-w / 2 + 0.012, -0.006) if sx < 0 else (0.006, w / 2 - 0.012)
            slab(out, rid, x0, x1, depth - 0.02, depth, 0.12, top - 0.07, "cabinet_front")
            hx = -0.05 if sx < 0 else 0.05
            slab(out, rid, hx - 0.008, hx + 0.008, depth, depth + 0.025, top - 0.3, top - 0.14, "steel")
    if countertop:
        slab(out, rid, -w / 2, w / 2, 0, depth + 0.02, top - 0.04, top, "granite")


def counter(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    _base_cabinet(out, f.rid, f.width, spec["depth"], spec["top"], style)


def sink(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w, d, top, bottom = f.rid, f.width, spec["depth"], spec["top"], spec["basin_bottom"]
    _base_cabinet(out, rid, w, d, top, style, countertop=False, carcass_top=bottom - 0.012)
    slab(out, rid, -w / 2, w / 2, d - 0.04, d - 0.02, bottom - 0.012, top - 0.04, "cabinet")
    bx0, bx1, by0, by1 = -0.25, 0.25, 0.14, 0.52
    slab(out, rid, -w / 2, bx0, 0, d + 0.02, top - 0.04, top, "granite")
    slab(out, rid, bx1, w / 2, 0, d + 0.02, top - 0.04, top, "granite")
    slab(out, rid, bx0, bx1, 0, by0, top - 0.04, top, "granite")
    slab(out, rid, bx0, bx1, by1, d + 0.02, top - 0.04, top, "granite")
    slab(out, rid, bx0, bx1, by0, by1, bottom - 0.01, bottom, "steel")
    for x0, x1, y0, y1 in ((bx0, bx0 + 0.01, by0, by1), (bx1 - 0.01, bx1, by0, by1),
                           (bx0, bx1, by0, by0 + 0.01), (bx0, bx1, by1 - 0.01, by1)):
        slab(out, rid, x0, x1, y0, y1, bottom, top - 0.005, "steel")
    cyl(out, rid, (0, (by0 + by1) / 2, bottom + 0.0015), 0.022, 0.0015, "black")  # drain
    # faucet: column, arched spout, lever
    cyl(out, rid, (0, 0.07, top + 0.14), 0.016, 0.14, "steel")
    cyl(out, rid, (0, 0.16, top + 0.28), 0.013, 0.095, "steel", euler=(90, 0, 0), kind="capsule")
    cyl(out, rid, (0, 0.255, top + 0.26), 0.011, 0.02, "steel")
    box(out, rid, (0.04, 0.07, top + 0.2), (0.035, 0.008, 0.006), "steel")
    water_top, water_bot = top + 0.24, bottom
    cyl(out, rid, (0, 0.255, (water_top + water_bot) / 2), 0.008, (water_top - water_bot) / 2, "water", "on")
    cyl(out, rid, (0, (by0 + by1) / 2, bottom + 0.004), 0.09, 0.003, "water", "on")


def stove(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w, d, top = f.rid, f.width, spec["depth"], spec["top"]
    slab(out, rid, -w / 2, w / 2, 0, d - 0.02, 0.1, top - 0.03, "steel")
    slab(out, rid, -w / 2 + 0.01, w / 2 - 0.01, 0, d - 0.07, 0.0, 0.1, "plinth")
    slab(out, rid, -w / 2 + 0.04, w / 2 - 0.04, d - 0.02, d - 0.005, 0.2, 0.68, "black")  # oven door
    slab(out, rid, -w / 2 + 0.1, w / 2 - 0.1, d - 0.005, d, 0.3, 0.6, "glass", "glass")
    slab(out, rid, -w / 2 + 0.08, w / 2 - 0.08, d, d + 0.03, 0.72, 0.74, "steel")  # handle
    slab(out, rid, -w / 2, w / 2, 0, d + 0.02, top - 0.03, top, "black")  # glass-ceramic top
    slab(out, rid, -w / 2, w / 2, 0, 0.08, top, top + 0.12, "steel")  # back panel
    for k in range(4):
        cyl(out, rid, (-w / 2 + 0.1 + k * (w - 0.2) / 3, d + 0.025, top - 0.06), 0.018, 0.012, "black",
            euler=(90, 0, 0))
    for fx, y, z in spec["slots"]:
        x = fx * w / 2
        cyl(out, rid, (x, y, top + 0.002), 0.085, 0.002, "burner")
        cyl(out, rid, (x, y, top + 0.0045), 0.075, 0.0015, "glow", "on")


def microwave(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, top = f.rid, spec["top"]
    _base_cabinet(out, rid, f.width, spec["depth"], top, style)
    x0, x1, y0, y1, z0, z1 = -0.28, 0.28, 0.1, 0.5, top, top + 0.32
    t = 0.015
    slab(out, rid, x0, x1, y0, y1, z0, z0 + t, "appliance")
    slab(out, rid, x0, x1, y0, y1, z1 - t, z1, "appliance")
    slab(out, rid, x0, x0 + t, y0, y1, z0, z1, "appliance")
    slab(out, rid, x1 - t, x1, y0, y1, z0, z1, "appliance")
    slab(out, rid, x0, x1, y0, y0 + t, z0, z1, "appliance")
    slab(out, rid, 0.14, x1, y0, y1, z0, z1, "appliance")  # control block
    slab(out, rid, x0 + t, 0.14, y0 + t, y1, z0 + t, z0 + t + 0.002, "cavity")
    slab(out, rid, 0.16, 0.26, y1, y1 + 0.004, z0 + 0.17, z0 + 0.28, "black")  # display panel
    for k in range(3):
        cyl(out, rid, (0.21, y1 + 0.006, z0 + 0.05 + k * 0.04), 0.012, 0.004, "steel", euler=(90, 0, 0))
    cyl(out, rid, (-0.07, 0.3, z0 + t + 0.004), 0.11, 0.002, "glass")  # turntable
    cyl(out, rid, (-0.07, 0.3, z0 + t + 0.007), 0.1, 0.001, "glow_lamp", "on")
    slab(out, rid, x0 + 0.03, 0.12, y0 + 0.05, y1 - 0.05, z1 - t - 0.003, z1 - t, "glow_lamp", "on")
    slab(out, rid, 0.18, 0.24, y1 + 0.004, y1 + 0.006, z0 + 0.22, z0 + 0.26, "glow", "on")
    _hinged_door(out, rid, x0, y1, 0.42, z0, z1, 0.025, "appliance", 1.9, "black",
                 window=(0.05, 0.33, z0 + 0.05, z1 - 0.05))


def fridge(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w, d, h = f.rid, f.width, spec["depth"], spec["top"]
    t = 0.04
    slab(out, rid, -w / 2, w / 2, 0, d - 0.05, 0.0, 0.08, "fridge")
    slab(out, rid, -w / 2, w / 2, 0, d - 0.05, h - t, h, "fridge")
    slab(out, rid, -w / 2, -w / 2 + t, 0, d - 0.05, 0, h, "fridge")
    slab(out, rid, w / 2 - t, w / 2, 0, d - 0.05, 0, h, "fridge")
    slab(out, rid, -w / 2, w / 2, 0, t, 0, h, "fridge")
    slab(out, rid, -w / 2 + t, w / 2 - t, t, d - 0.06, 0.08, 0.082, "cavity_white")
    slab(out, rid, -w / 2 + t, w / 2 - t, t, t + 0.002, 0.08, h - t, "cavity_white")
    for z in spec["shelves"]:
        slab(out, rid, -w / 2 + t, w / 2 - t, t, d - 0.08, z - 0.01, z, "shelf_glass")
    slab(out, rid, -w / 2 + t, w / 2 - t, t, d - 0.08, 0.08, 0.35, "crisper")
    _hinged_door(out, rid, -w / 2, d - 0.05, w, 0.02, h, 0.05, "fridge", 1.75)


def cabinet(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w = f.rid, f.width
    _base_cabinet(out, rid, w, spec["depth"], spec["top"], style)
    z0, z1, d = spec["upper_bottom"], spec["upper_top"], spec["upper_depth"]
    t = 0.02
    slab(out, rid, -w / 2, w / 2, 0, d, z0, z0 + t, "cabinet")
    slab(out, rid, -w / 2, w / 2, 0, d, z1 - t, z1, "cabinet")
    slab(out, rid, -w / 2, -w / 2 + t, 0, d, z0, z1, "cabinet")
    slab(out, rid, w / 2 - t, w / 2, 0, d, z0, z1, "cabinet")
    slab(out, rid, -w / 2, w / 2, 0, t, z0, z1, "cavity_wood")
    slab(out, rid, -w / 2 + t, w / 2 - t, t, d - 0.02, (z0 + z1) / 2 + 0.04, (z0 + z1) / 2 + 0.055, "cabinet")
    _hinged_door(out, rid, -w / 2, d, w / 2 - 0.003, z0, z1, 0.02, "cabinet_front", 1.9)
    _hinged_door(out, rid, w / 2, d, -(w / 2 - 0.003), z0, z1, 0.02, "cabinet_front", 1.9)


def drawer(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w, d, top = f.rid, f.width, spec["depth"], spec["top"]
    _base_cabinet(out, rid, w, d, top, style, doors=False)
    slab(out, rid, -w / 2 + 0.012, w / 2 - 0.012, d - 0.02, d, 0.12, 0.58, "cabinet_front")
    slab(out, rid, -0.1, 0.1, d, d + 0.025, 0.5, 0.516, "steel")
    z0 = spec["drawer_bottom"]
    joint = out.name(rid, "door")
    out.xml.append(f'<body pos="0 0 0">{_INERTIAL}<joint name="{joint}" type="slide" axis="0 1 0" limited="false"/>')
    slab(out, rid, -w / 2 + 0.012, w / 2 - 0.012, d - 0.02, d, z0 - 0.03, top - 0.05, "cabinet_front")
    slab(out, rid, -0.12, 0.12, d, d + 0.025, top - 0.12, top - 0.104, "steel")
    slab(out, rid, -w / 2 + 0.04, w / 2 - 0.04, 0.18, d - 0.02, z0 - 0.012, z0, "cavity_wood")
    for x0, x1 in ((-w / 2 + 0.04, -w / 2 + 0.052), (w / 2 - 0.052, w / 2 - 0.04)):
        slab(out, rid, x0, x1, 0.18, d - 0.02, z0, z0 + 0.12, "cavity_wood")
    slab(out, rid, -w / 2 + 0.04, w / 2 - 0.04, 0.18, 0.192, z0, z0 + 0.12, "cavity_wood")
    out.xml.append("</body>")
    out.doors.append(Door(joint, spec["drawer_travel"]))


def shelf(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, w, d = f.rid, f.width, spec["depth"]
    h = spec["top"]
    slab(out, rid, -w / 2, -w / 2 + 0.025, 0, d, 0, h, "wood")
    slab(out, rid, w / 2 - 0.025, w / 2, 0, d, 0, h, "wood")
    slab(out, rid, -w / 2, w / 2, 0, 0.015, 0, h, "wood_dark")
    for z in spec["boards"]:
        slab(out, rid, -w / 2 + 0.025, w / 2 - 0.025, 0.015, d, z - 0.02, z, "wood")


def coffee_machine(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, top = f.rid, spec["top"]
    _base_cabinet(out, rid, f.width, spec["depth"], top, style)
    slab(out, rid, -0.13, 0.13, 0.06, 0.46, top, top + 0.025, "black")  # base and drip tray
    slab(out, rid, -0.09, 0.09, 0.28, 0.44, top + 0.025, top + 0.03, "steel")
    slab(out, rid, -0.13, 0.13, 0.06, 0.24, top, top + 0.42, "appliance_dark")  # tower
    slab(out, rid, -0.13, 0.13, 0.06, 0.46, top + 0.3, top + 0.42, "appliance_dark")  # head
    slab(out, rid, -0.11, 0.11, 0.07, 0.2, top + 0.42, top + 0.5, "glass", "glass")  # water tank
    cyl(out, rid, (0, 0.34, top + 0.285), 0.02, 0.018, "steel")  # spout
    slab(out, rid, -0.1, 0.1, 0.46, 0.462, top + 0.33, top + 0.4, "steel")
    cyl(out, rid, (0.08, 0.463, top + 0.365), 0.008, 0.002, "glow_green", "on", euler=(90, 0, 0))


def dining_table(out: FixtureXml, f: FixtureFrame, spec: dict, style: dict) -> None:
    rid, hx, hy, top = f.rid, spec["half_x"], spec["half_y"], spec["top"]
    slab(out, rid, -hx, hx, -hy, hy, top - 0.035, top, "table_wood")
    for sx in (-1, 1):
        for sy in (-1, 1):
            cyl(out, rid, (sx * (hx - 0.07), sy * (hy - 0.07), (top - 0.035) / 2), 0.025, (top - 0.035) / 2,
                "table_wood")
    slab(out, rid, -hx + 0.05, hx - 0.05, -hy + 0.05, -hy + 0.07, top - 0.12, top - 0.035, "table_wood")
    slab(out, rid, -hx + 0.05, hx - 0.05, hy - 0.07, hy - 0.05, top - 0.12, top - 0.035, "table_wood")


BUILDERS = {"CounterTop": counter, "SinkBasin": sink, "StoveBurner": stove, "Microwave": microwave,
            "Fridge": fridge, "Cabinet": cabinet, "Drawer": drawer, "Shelf": shelf,
            "CoffeeMachine": coffee_machine, "DiningTable": dining_table}
# Wall fixtures with a tiled backsplash above their worktop.
BACKSPLASH = ("CounterTop", "SinkBasin", "StoveBurner", "Microwave", "Cabinet", "Drawer", "CoffeeMachine")


def fixture_body(f: FixtureFrame, style: dict) -> FixtureXml:
    """The MJCF ``<body>`` of one fixture, placed and turned in the room."""
    out = FixtureXml()
    spec = fixture_spec(f.rtype)
    out.xml.append(f'<body name="{f.rid}" pos="{_f((f.x, f.y, 0))}" euler="0 0 {-f.yaw:.4g}">')
    BUILDERS[f.rtype](out, f, spec, style)
    if f.rtype in BACKSPLASH:
        slab(out, f.rid, -f.width / 2, f.width / 2, 0.0, 0.012, spec["top"], 1.35, "tile")
    out.xml.append("</body>")
    return out
