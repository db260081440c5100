"""A minimal offscreen MuJoCo renderer that keeps one OpenGL context for many models.

``mujoco.Renderer`` creates a new GL context per model; on Mesa's llvmpipe the first
``MjrContext`` in a fresh GL context costs ~0.4 s (shader compilation), later ones ~20 ms. The
embedded kitchen compiles a new model for every (scene, seed), so this class creates the GL
context once and only swaps the ``MjrContext`` when the model changes. It renders RGB frames
and segmentation images (geom ids) from the same scene update.
"""
from __future__ import annotations

import numpy as np

from sim.backends.embedded.gl import select_gl

select_gl()
import mujoco  # noqa: E402  (after select_gl: MuJoCo reads MUJOCO_GL when imported)


class OffscreenRenderer:
    def __init__(self, width: int, height: int):
        self.width, self.height = int(width), int(height)
        self._gl = mujoco.GLContext(self.width, self.height)
        self._gl.make_current()
        self._ctx = None
        self.model = None
        self._rect = mujoco.MjrRect(0, 0, self.width, self.height)
        self._opt = mujoco.MjvOption()
        self._pert = mujoco.MjvPerturb()
        self._rgb = np.empty((self.height, self.width, 3), dtype=np.uint8)

    def load(self, model) -> None:
        """Use ``model`` from now on (its offscreen buffer must be at least width x height)."""
        if model.vis.global_.offwidth < self.width or model.vis.global_.offheight < self.height:
            raise ValueError(f"model offscreen buffer {model.vis.global_.offwidth}x{model.vis.global_.offheight} "
                             f"is smaller than {self.width}x{self.height}")
        self._gl.make_current()
        if self._ctx is not None:
            self._ctx.free()
        self.model = model
        self.scene = mujoco.MjvScene(model, maxgeom=max(1000, 2 * model.ngeom))
        self._ctx = mujoco.MjrContext(model, mujoco.mjtFontScale.mjFONTSCALE_100)
        mujoco.mjr_setBuffer(mujoco.mjtFramebuffer.mjFB_OFFSCREEN, self._ctx)

    def update(self, data, camera) -> None:
        mujoco.mjv_updateScene(self.model, data, self._opt, self._pert, camera,
                               mujoco.mjtCatBit.mjCAT_ALL, self.scene)

    def _draw(self) -> np.ndarray:
        mujoco.mjr_render(self._rect, self.scene, self._ctx)
        mujoco.mjr_readPixels(self._rgb, None, self._rect, self._ctx)
        return np.flipud(self._rgb)  # OpenGL's rows start at the bottom

    def render(self) -> np.ndarray:
        """The RGB frame of the last :meth:`update` (a new array)."""
        self._gl.make_current()
        return self._draw().copy()

    def render_geom_ids(self) -> np.ndarray:
        """Per pixel, the id of the geom seen there (-1: none), for the last :meth:`update`."""
        self._gl.make_current()
        flags = self.scene.flags
        seg, idc = mujoco.mjtRndFlag.mjRND_SEGMENT, mujoco.mjtRndFlag.mjRND_IDCOLOR
        old = flags[seg], flags[idc]
        flags[seg], flags[idc] = 1, 1
        try:
            img = self._draw().astype(np.int64)
        finally:
            flags[seg], flags[idc] = old
        code = img[..., 0] + (img[..., 1] << 8) + (img[..., 2] << 16)  # segid + 1, 0 = background
        lut = np.full(self.scene.ngeom + 2, -1, dtype=np.int64)
        geom = int(mujoco.mjtObj.mjOBJ_GEOM)
        for i in range(self.scene.ngeom):
            g = self.scene.geoms[i]
            if g.segid >= 0 and g.objtype == geom:
                lut[g.segid + 1] = g.objid
        code[(code < 0) | (code >= len(lut))] = 0
        return lut[code]

    def close(self) -> None:
        if self._ctx is not None:
            self._gl.make_current()
            self._ctx.free()
            self._ctx = None
        if self._gl is not None:
            self._gl.free()
            self._gl = None
