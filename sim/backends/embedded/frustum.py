"""Which geoms lie wholly outside the camera's view: the renderer leaves them out of the scene.

MuJoCo sends every geom of the scene through OpenGL each frame, and on Mesa's llvmpipe (the CPU
renderer) most of a frame's drawing is per geom and per vertex, not per pixel (a 112 x 112
frame costs about a quarter less than a 224 x 224 one). From any standing point most of the kitchen (about 70 % of its geoms) is
behind or beside the camera. A geom whose bounding sphere (``model.geom_rbound`` around
``data.geom_xpos``, plus :data:`MARGIN`) lies wholly on the outer side of one of the view
frustum's planes cannot put a fragment into the frame, so leaving it out changes no pixel and
no depth value (checked frame for frame by tests/sim/test_sim_embedded.py) and about halves
the drawing time. Planes (infinite) and geoms without a bounding radius are always drawn.
"""
from __future__ import annotations

import numpy as np

MARGIN = 0.02  # metres added to every bounding radius: rounding, and the eyes' half separation


def cross3(a, b) -> np.ndarray:
    """``np.cross`` of two 3-vectors, bitwise the same (the same products and difference), without
    its generic set-up (about 37 microseconds a call here against 6), made for every frame's camera."""
    a0, a1, a2 = (float(x) for x in a)
    b0, b1, b2 = (float(x) for x in b)
    return np.array([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0])


def never_culled(model) -> np.ndarray:
    """Per geom, whether it must always be drawn (planes; a radius of 0 means unbounded)."""
    return (np.asarray(model.geom_type) == 0) | (np.asarray(model.geom_rbound) <= 0)


def outside_view(centres: np.ndarray, radii: np.ndarray, camera, width: int, height: int) -> np.ndarray:
    """Per sphere (``centres`` (n, 3), ``radii`` (n,)), whether it lies wholly outside the view
    frustum of ``camera`` (an ``mjvGLCamera``: position, axes and the frustum at the near plane,
    the width taken from the frame's aspect when MuJoCo leaves it 0, as the renderer does)."""
    fwd, up = np.asarray(camera.forward, float), np.asarray(camera.up, float)
    right = cross3(fwd, up)
    rel = centres - np.asarray(camera.pos, float)
    x, y, z = rel @ right, rel @ up, rel @ fwd
    near, far = float(camera.frustum_near), float(camera.frustum_far)
    top, bottom, centre = float(camera.frustum_top), float(camera.frustum_bottom), float(camera.frustum_center)
    half_w = float(camera.frustum_width) or 0.5 * width / height * (top - bottom)
    r = radii + MARGIN
    out = (z < near - r) | (z > far + r)
    # a side plane passes through the eye and the frustum's edge at the near plane (lim at depth
    # near): the signed distance of a centre beyond it is (coord * near - z * lim) / |(near, lim)|
    for lim, coord, sign in ((centre + half_w, x, 1.0), (centre - half_w, x, -1.0), (top, y, 1.0), (bottom, y, -1.0)):
        out |= sign * (coord * near - z * lim) / np.hypot(near, lim) > r
    return out
