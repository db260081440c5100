"""Layout of a description's task graph for drawing as SVG (the template draws the shapes).

A task graph is a small DAG (at most a handful of steps), so a layered layout is enough:
each node's column is the length of the longest path reaching it, nodes of one column are
stacked, and edges go from the right side of a node to the left side of its successor. Text
width is estimated from the character count (monospace font in the stylesheet), so no font
metrics are needed.
"""
from __future__ import annotations

from dataclasses import dataclass

from contracts.language.graphs import TaskGraph

CHAR_W, NODE_H, GAP_X, GAP_Y, PAD = 7.2, 30, 44, 14, 6


@dataclass(frozen=True)
class NodeBox:
    index: int
    label: str
    subtask: str | None
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class EdgeLine:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class GraphDrawing:
    width: float
    height: float
    nodes: list[NodeBox]
    edges: list[EdgeLine]


def _columns(n: int, edges: list[tuple[int, int]]) -> list[int]:
    """Longest-path depth of every node; a cycle (never produced by our graphs) is cut off."""
    col = [0] * n
    for _ in range(n):  # Bellman-Ford style relaxation: n rounds suffice for a DAG
        changed = False
        for a, b in edges:
            if col[b] < col[a] + 1 and col[a] + 1 < n:
                col[b], changed = col[a] + 1, True
        if not changed:
            break
    return col


def draw_graph(graph: TaskGraph) -> GraphDrawing:
    """Boxes and arrows of a task graph: its queries left to right along the edges."""
    nodes = graph.nodes
    n = len(nodes)
    edges = list(graph.edges)
    col = _columns(n, edges)
    labels = [f"{i}: {nd.query}" for i, nd in enumerate(nodes)]
    widths = [PAD * 2 + CHAR_W * len(t) for t in labels]
    n_cols = max(col, default=-1) + 1
    col_w = [max([widths[i] for i in range(n) if col[i] == c], default=0) for c in range(n_cols)]
    col_x = [sum(col_w[:c]) + GAP_X * c for c in range(n_cols)]
    rows: dict[int, int] = {}
    boxes = []
    for i in range(n):
        r = rows.get(col[i], 0)
        rows[col[i]] = r + 1
        boxes.append(NodeBox(i, labels[i], nodes[i].subtask, col_x[col[i]] + 1, r * (NODE_H + GAP_Y) + 1, widths[i], NODE_H))
    lines = [EdgeLine(boxes[a].x + boxes[a].w, boxes[a].y + NODE_H / 2, boxes[b].x - 2, boxes[b].y + NODE_H / 2)
             for a, b in edges]
    width = (col_x[-1] + col_w[-1] + 2) if n_cols else 0
    height = max(rows.values(), default=0) * (NODE_H + GAP_Y)
    return GraphDrawing(round(width, 1), height, boxes, lines)
