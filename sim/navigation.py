"""Shortest walks on the reachable grid as MoveAhead / RotateLeft / RotateRight steps.

The search graph has one node per (grid point, heading): MoveAhead goes 0.25 m to the next
reachable point in the heading, the rotations turn 90 degrees in place. A breadth-first
shortest path (networkx) therefore minimises the number of low-level steps, as ALFRED's
navigation planner does on AI2-THOR's grid.
"""
from __future__ import annotations

from functools import lru_cache

import networkx as nx

from sim.scenes import GRID
from sim.errors import NavigationError

HEADINGS = (0, 90, 180, 270)
_STEP = {0: (0, 1), 90: (1, 0), 180: (0, -1), 270: (-1, 0)}


def _key(x: float, y: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[int, int]:
    """Integer grid coordinates relative to ``origin`` (AI2-THOR's grid is aligned to where the
    agent spawned, so absolute multiples of 0.25 would not do)."""
    return (int(round((x - origin[0]) / GRID)), int(round((y - origin[1]) / GRID)))


def heading_of(yaw: float) -> int:
    h = int(round(yaw / 90.0)) * 90 % 360
    if abs((yaw - h + 180) % 360 - 180) > 1e-6:
        raise NavigationError(f"heading {yaw} is not a multiple of 90 degrees; the grid walker turns in 90s")
    return h


def pose_graph(points: frozenset[tuple[int, int]]) -> nx.DiGraph:
    g = nx.DiGraph()
    for p in points:
        for h in HEADINGS:
            g.add_edge((p, h), (p, (h - 90) % 360), action="RotateLeft")
            g.add_edge((p, h), (p, (h + 90) % 360), action="RotateRight")
            dx, dy = _STEP[h]
            q = (p[0] + dx, p[1] + dy)
            if q in points:
                g.add_edge((p, h), (q, h), action="MoveAhead")
    return g


@lru_cache(maxsize=8)
def _cached_graph(points: frozenset[tuple[int, int]]) -> nx.DiGraph:
    return pose_graph(points)


def shortest_walk(reachable: list[tuple[float, float]], start: tuple[float, float, float],
                  goal: tuple[float, float, float]) -> list[str]:
    """Low-level actions that take the agent from pose ``start`` (x, y, yaw) to ``goal``."""
    if not reachable:
        raise NavigationError("the reachable grid is empty")
    origin = min(reachable)
    points = frozenset(_key(x, y, origin) for x, y in reachable)
    s = (_key(start[0], start[1], origin), heading_of(start[2]))
    t = (_key(goal[0], goal[1], origin), heading_of(goal[2]))
    for name, node, pose in (("start", s, start), ("goal", t, goal)):
        if node[0] not in points:
            raise NavigationError(f"{name} position ({pose[0]:g}, {pose[1]:g}) is not on the reachable grid "
                                  f"({len(points)} points)")
    g = _cached_graph(points)
    try:
        path = nx.shortest_path(g, s, t)
    except nx.NetworkXNoPath as exc:
        raise NavigationError(f"no walkable path from ({start[0]:g}, {start[1]:g}) to "
                              f"({goal[0]:g}, {goal[1]:g})") from exc
    return [g.edges[a, b]["action"] for a, b in zip(path, path[1:])]
