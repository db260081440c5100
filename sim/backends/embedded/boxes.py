"""2-D boxes without a second render: project each object's surface points into the camera and
keep those the depth buffer of the frame itself does not hide.

At reset every geom of a Scene object or fixture gets sample points on its surface, in the
geom's own frame (:func:`surface_points`: spheres and ellipsoids by a Fibonacci lattice,
cylinders and capsules by rings, boxes densely along their 12 edges and coarsely on their
faces, meshes by their vertices). Per frame, :meth:`BoxProjector.boxes` moves them with the geoms' poses,
projects them with the frustum the renderer used (the average of MuJoCo's two eye cameras),
and compares each point's distance along the
view axis with the depth buffer read back with the RGB frame: a point no farther than the
surface drawn at its pixel (plus a small tolerance) is visible. An object's box spans the pixels
of its visible points; where a visible point lies within one sample spacing of the image border
and the object has points beyond that border, the box reaches the border. Geoms hidden through
alpha 0 (a sliced object's whole, clean objects' dirt) are skipped, as the renderer skips them,
and so are the points of an object whose every geom the renderer culled as wholly outside the
view (:mod:`sim.backends.embedded.frustum`): none of them could be in the frame, and an object's
points only ever count towards its own box, so the boxes are those of all points.

What it approximates, measured against the segmentation boxes by ``bench/box_agreement.py``:
the sample spacing (a box can stop short of the true silhouette by a fraction of a pixel for
small objects, more for a large fixture cut by the border), and transparency (a transparent
geom hides what is behind it only where it writes depth).
"""
from __future__ import annotations

import math

import numpy as np

from sim.backends.embedded.frustum import cross3

SPACING = 0.06  # metres between sample points along edges and silhouettes
INTERIOR = 0.15  # metres between sample points inside a large face (for partial occlusion)
MIN_POINTS = 2  # visible points an object needs to get a box (a stray point is not an object)


def _fibonacci(n: int) -> np.ndarray:
    k = np.arange(n) + 0.5
    z = 1 - 2 * k / n
    r = np.sqrt(1 - z * z)
    phi = k * math.pi * (3 - math.sqrt(5))
    return np.stack([r * np.cos(phi), r * np.sin(phi), z], axis=1)


def _rings(radius: float, z: np.ndarray, n_around: int) -> np.ndarray:
    a = 2 * math.pi * np.arange(n_around) / n_around
    ring = np.stack([radius * np.cos(a), radius * np.sin(a)], axis=1)
    return np.concatenate([np.column_stack([ring, np.full(n_around, zz)]) for zz in z])


def _count(length: float, lo: int = 3, hi: int = 24, spacing: float = SPACING) -> int:
    return int(min(hi, max(lo, math.ceil(length / spacing) + 1)))


def _box(h: np.ndarray) -> np.ndarray:
    """Points along the 12 edges (dense: they bound the silhouette) and a coarse grid on the faces."""
    out = []
    for axis in range(3):
        u, v = [a for a in range(3) if a != axis]
        t = np.linspace(-h[axis], h[axis], _count(2 * h[axis], 2, 12))
        for su in (-1, 1):
            for sv in (-1, 1):
                p = np.zeros((len(t), 3))
                p[:, axis], p[:, u], p[:, v] = t, su * h[u], sv * h[v]
                out.append(p)
        gu = np.linspace(-h[u], h[u], _count(2 * h[u], 2, 6, INTERIOR))[1:-1]
        gv = np.linspace(-h[v], h[v], _count(2 * h[v], 2, 6, INTERIOR))[1:-1]
        uu, vv = np.meshgrid(gu, gv)
        for sign in (-1, 1):
            p = np.zeros((uu.size, 3))
            p[:, u], p[:, v], p[:, axis] = uu.ravel(), vv.ravel(), sign * h[axis]
            out.append(p)
    return np.unique(np.concatenate(out), axis=0)


_CACHE: dict[tuple, np.ndarray] = {}


def surface_points(model, g: int) -> np.ndarray:
    """Sample points on geom ``g``'s surface in its own frame, (n, 3); empty for planes. The
    30 kitchens share most shapes: points are cached by geom type and size (mesh: vertices)."""
    t = int(model.geom_type[g])
    if t == 7:
        mesh = int(model.geom_dataid[g])
        a, n = int(model.mesh_vertadr[mesh]), int(model.mesh_vertnum[mesh])
        return np.asarray(model.mesh_vert[a:a + n], dtype=float)
    key = (t, *np.round(model.geom_size[g], 6).tolist())
    if key not in _CACHE:
        _CACHE[key] = _primitive_points(t, model.geom_size[g])
    return _CACHE[key]


def _primitive_points(t: int, s: np.ndarray) -> np.ndarray:
    if t in (2, 4):  # sphere, ellipsoid
        radius = float(max(s[:3] if t == 4 else s[:1]))
        n = int(min(96, max(32, 4 * math.pi * radius ** 2 / (SPACING / 4) ** 2)))
        return _fibonacci(n) * (np.array(s[:3]) if t == 4 else s[0])
    if t in (3, 5):  # capsule, cylinder: radius, half length; dense rims, coarse rings between
        r, h = float(s[0]), float(s[1])
        around = _count(2 * math.pi * r, 8, 24)
        side = _rings(r, np.linspace(-h, h, _count(2 * h, 2, 8, INTERIOR)), around)
        rims = [_rings(r, np.linspace(-h, h, _count(2 * h, 2, 12)), 4)]  # the 4 silhouette lines
        if t == 3:
            cap = _fibonacci(32) * r
            cap[:, 2] += np.sign(cap[:, 2]) * h
            return np.concatenate([side, cap] + rims)
        caps = [_rings(rr, np.array([-h, h]), around) for rr in np.linspace(0, r, _count(r, 2, 4, INTERIOR))[1:-1]]
        return np.concatenate([side] + caps + rims)
    if t == 6:
        return _box(np.asarray(s[:3], dtype=float))
    return np.zeros((0, 3))


class BoxProjector:
    """The sample points of one model's owned geoms (``owner[g] >= 0``) and their projection."""

    def __init__(self, model, owner: np.ndarray, owners: list[str]):
        local, gid, spacing = [], [], []
        for g in range(model.ngeom):
            if owner[g] < 0:
                continue
            p = surface_points(model, g)
            if len(p) == 0:
                continue
            local.append(p)
            gid.append(np.full(len(p), g))
            extent = float(np.max(np.ptp(p, axis=0)))
            spacing.append(np.full(len(p), min(SPACING, extent / 2) * 1.5))
        self.local = np.concatenate(local)
        self.gid = np.concatenate(gid)
        self.spacing = np.concatenate(spacing)
        self.point_owner = owner[self.gid]
        self.owners = owners
        self._geom_owner = np.asarray(owner)
        self._model = model
        # geoms welded to the world never move: their world points are computed once; a moving
        # geom's points are computed again only when its pose changed since they were computed
        self._moving = model.body_weldid[model.geom_bodyid] != 0
        self._world: np.ndarray | None = None
        self._pose = np.full((model.ngeom, 12), np.nan)  # per geom, the pose its world points are at
        self._mask_key: frozenset | None = None
        self._wanted = self._geom_owner >= 0
        self._rgba: tuple[np.ndarray, np.ndarray] | None = None
        self._drawn = np.ones(model.ngeom, dtype=bool)

    def _world_points(self, data, keep: np.ndarray) -> np.ndarray:
        """World positions of the points (up to date for the points of the geoms in ``keep``)."""
        pose = np.concatenate([data.geom_xpos, data.geom_xmat], axis=1)
        if self._world is None:
            self._world = np.empty_like(self.local)
            todo = np.ones(len(pose), dtype=bool)
        else:
            todo = keep & self._moving & np.any(pose != self._pose, axis=1)
        if todo.any():
            mv = todo[self.gid]
            gid = self.gid[mv]
            rot = data.geom_xmat.reshape(-1, 3, 3)[gid]
            self._world[mv] = data.geom_xpos[gid] + np.einsum("nij,nj->ni", rot, self.local[mv])
            self._pose[todo] = pose[todo]
        return self._world

    def _shown(self) -> np.ndarray:
        """Per geom, whether the renderer draws it (alpha > 0 of the colour it uses); the colours
        change only when an object's look does, so the answer is kept until they do."""
        m = self._model
        if self._rgba is None or not (np.array_equal(self._rgba[0], m.geom_rgba)
                                      and np.array_equal(self._rgba[1], m.mat_rgba)):
            alpha = m.geom_rgba[:, 3].copy()
            default = np.all(np.isclose(m.geom_rgba, [0.5, 0.5, 0.5, 1.0]), axis=1) & (m.geom_matid >= 0)
            alpha[default] = m.mat_rgba[m.geom_matid[default], 3]
            self._drawn = alpha > 0
            self._rgba = (m.geom_rgba.copy(), m.mat_rgba.copy())
        return self._drawn

    def _owner_mask(self, only: set[str] | None) -> np.ndarray:
        """Per geom, whether it belongs to a wanted owner."""
        key = None if only is None else frozenset(only)
        if key != self._mask_key:
            wanted = [j for j, name in enumerate(self.owners) if key is None or name in key]
            self._wanted = np.isin(self._geom_owner, wanted)
            self._mask_key = key
        return self._wanted

    def _in_view(self, culled: np.ndarray | None) -> np.ndarray | None:
        """Per geom, whether its owner has a geom the renderer did not cull (None: no culling)."""
        if culled is None:
            return None
        seen = self._geom_owner[~culled & (self._geom_owner >= 0)]
        return np.append(np.bincount(seen, minlength=len(self.owners)) > 0, False)[self._geom_owner]

    def boxes(self, data, camera, depth: np.ndarray, only: set[str] | None = None,
              culled: np.ndarray | None = None) -> dict[str, list[int]]:
        """Boxes ``{owner: [x1, y1, x2, y2]}`` of the frame whose linear depth (metres along the
        view axis, rows top first) is ``depth``; ``camera`` is the renderer's ``mjvGLCamera``;
        ``only``: the owners wanted (None: all; occluders need no points, the depth has them);
        ``culled``: per geom, left out of the frame as wholly outside the view (the renderer's).
        Masks are made per geom, then spread to the points once."""
        h, w = depth.shape
        keep_geom = self._shown() & self._owner_mask(only)
        in_view = self._in_view(culled)
        if in_view is not None:
            keep_geom &= in_view
        keep = keep_geom[self.gid]
        world = np.compress(keep, self._world_points(data, keep_geom), axis=0)
        fwd, up = np.asarray(camera.forward, float), np.asarray(camera.up, float)
        right = cross3(fwd, up)
        rel = world - np.asarray(camera.pos, float)
        z = rel @ fwd
        near = float(camera.frustum_near)
        top, bottom, center = float(camera.frustum_top), float(camera.frustum_bottom), float(camera.frustum_center)
        half_w = float(camera.frustum_width) or 0.5 * w / h * (top - bottom)
        front = z > near
        zf = np.where(front, z, 1.0)
        xn = ((rel @ right) * near / zf - center) / half_w
        yn = ((rel @ up) * near / zf - (top + bottom) / 2) / ((top - bottom) / 2)
        u, v = (xn + 1) * w / 2, (1 - yn) * h / 2
        inside = front & (u >= 0) & (u < w) & (v >= 0) & (v < h)
        iu, iv = u[inside].astype(np.int64), v[inside].astype(np.int64)
        zi = z[inside]
        visible = np.zeros(len(u), dtype=bool)
        visible[inside] = zi <= depth[iv, iu] + 0.01 + 0.01 * zi
        owner = np.compress(keep, self.point_owner)
        return self._collect(owner, u, v, z, visible, front, np.compress(keep, self.spacing), near, half_w, w, h)

    def _collect(self, owner, u, v, z, visible, front, spacing, near, half_w, w, h) -> dict[str, list[int]]:
        n = len(self.owners)
        k = owner[visible]
        count = np.bincount(k, minlength=n)
        if not count.any():
            return {}
        uv, vv = u[visible], v[visible]
        x1, y1 = np.full(n, np.inf), np.full(n, np.inf)
        x2, y2 = np.full(n, -np.inf), np.full(n, -np.inf)
        np.minimum.at(x1, k, uv)
        np.minimum.at(y1, k, vv)
        np.maximum.at(x2, k, uv)
        np.maximum.at(y2, k, vv)
        # a visible point within one sample spacing of a border, with points beyond it: reach the border
        gap = spacing[visible] * near / np.maximum(z[visible], near) / half_w * w / 2 + 1
        beyond = [np.bincount(owner[front & cond], minlength=n) > 0
                  for cond in (u < 0, u >= w, v < 0, v >= h)]
        near_edge = [np.bincount(k[cond], minlength=n) > 0
                     for cond in (uv < gap, uv >= w - gap, vv < gap, vv >= h - gap)]
        x1[beyond[0] & near_edge[0]] = 0
        x2[beyond[1] & near_edge[1]] = w - 1
        y1[beyond[2] & near_edge[2]] = 0
        y2[beyond[3] & near_edge[3]] = h - 1
        ok = np.nonzero(count >= MIN_POINTS)[0]
        xa, xb = _spans(x1[ok], x2[ok], w)
        ya, yb = _spans(y1[ok], y2[ok], h)
        return {self.owners[j]: [int(a), int(c), int(b), int(d)] for j, a, b, c, d in zip(ok, xa, xb, ya, yb)}


def _spans(lo: np.ndarray, hi: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
    """The pixels whose centres lie between ``lo`` and ``hi`` (at least one), within the image."""
    a, b = np.ceil(lo - 0.5), np.floor(hi - 0.5)
    mid = np.floor((lo + hi) / 2)
    thin = a > b
    a[thin], b[thin] = mid[thin], mid[thin]
    return np.clip(a, 0, size - 1).astype(int), np.clip(b, 0, size - 1).astype(int)


def segmentation_boxes(ids: np.ndarray, geom_owner: np.ndarray, owners: list[str], width: int,
                       height: int) -> dict[str, list[int]]:
    """Boxes in frame pixels (``width`` x ``height``) from a segmentation image ``ids`` (geom ids,
    any size; ``geom_owner`` maps a geom to an index into ``owners``, -1 for none): a
    segmentation pixel covers ``width / ids.shape[1]`` frame pixels, so a box spans the frame
    pixels its segmentation pixels cover. An object needs 2 frame pixels' worth of area (a single
    stray pixel is not a visible object), at least one segmentation pixel."""
    sh, sw = ids.shape
    valid = (ids >= 0) & (ids < len(geom_owner))
    owner = np.full(ids.shape, -1, dtype=np.int64)
    owner[valid] = geom_owner[ids[valid]]
    ys, xs = np.nonzero(owner >= 0)
    if len(xs) == 0:
        return {}
    k = owner[ys, xs]
    n = len(owners)
    count = np.bincount(k, minlength=n)
    x1, y1 = np.full(n, sw), np.full(n, sh)
    x2, y2 = np.full(n, -1), np.full(n, -1)
    np.minimum.at(x1, k, xs)
    np.minimum.at(y1, k, ys)
    np.maximum.at(x2, k, xs)
    np.maximum.at(y2, k, ys)
    fx, fy = width / sw, height / sh
    need = max(1, math.ceil(2 / (fx * fy)))
    return {owners[j]: [int(x1[j] * fx), int(y1[j] * fy), min(width, math.ceil((x2[j] + 1) * fx)) - 1,
                        min(height, math.ceil((y2[j] + 1) * fy)) - 1]
            for j in np.nonzero(count >= need)[0]}
