"""A minimal offscreen MuJoCo renderer that keeps one OpenGL context for many models.

``mujoco.Renderer`` creates a new GL context per model; on Mesa's llvmpipe the first
``MjrContext`` in a fresh GL context costs ~0.4 s (shader compilation), later ones ~20 ms. The
embedded kitchen compiles a new model for every (scene, seed), so this class creates the GL
context once and only swaps the ``MjrContext`` when the model changes. It renders RGB frames
and segmentation images (geom ids) from the same scene update; the segmentation image can be
drawn at a fraction of the frame size (``scale``), into the corner of the same buffer, since
2-D boxes do not need every pixel (see ``EmbeddedKitchen``).

Each :meth:`OffscreenRenderer.update` leaves out of the scene the geoms wholly outside the view
(:mod:`sim.backends.embedded.frustum`; the same pixels, about half the drawing time), and a
renderer made with ``skybox=False`` does not draw the skybox, for models whose walls hide it from
every view: llvmpipe paints the whole frame with it first, 1.5-2.5 ms a frame.
"""
from __future__ import annotations

import numpy as np

from sim.backends.embedded.frustum import never_culled, outside_view
from sim.backends.embedded.gl import select_gl

select_gl()
import mujoco  # noqa: E402  (after select_gl: MuJoCo reads MUJOCO_GL when imported)

# texture_filter -> OpenGL's minification filter (GL_LINEAR_MIPMAP_LINEAR, GL_LINEAR_MIPMAP_NEAREST,
# GL_LINEAR): llvmpipe samples textures per pixel, and a trilinear sample reads two mipmap levels
MIN_FILTERS = {"trilinear": 0x2703, "bilinear_mip": 0x2701, "bilinear": 0x2601}
HIDDEN_GROUP = 5  # geom group the renderer's options never show: where culled geoms go for an update


class OffscreenRenderer:
    """``skybox``: draw the model's skybox (False only where nothing of it can be seen);
    ``cull``: leave out the geoms outside the view (:attr:`culled` says which, per update)."""

    def __init__(self, width: int, height: int, skybox: bool = True, cull: bool = True):
        self.width, self.height = int(width), int(height)
        self.skybox, self.cull = skybox, cull
        self.culled: np.ndarray | None = None  # per geom, left out of the last update
        self._gl = mujoco.GLContext(self.width, self.height)
        self._gl.make_current()
        self._ctx = None
        self.model = None
        self._rect = mujoco.MjrRect(0, 0, self.width, self.height)
        self._opt = mujoco.MjvOption()
        self._opt.geomgroup[HIDDEN_GROUP] = 0
        self._pert = mujoco.MjvPerturb()
        self._rgb = np.empty((self.height, self.width, 3), dtype=np.uint8)
        self._seg = self._seg_rect = self._depth = self.depth = None

    def load(self, model, texture_filter: str = "trilinear") -> None:
        """Use ``model`` from now on (its offscreen buffer must be at least width x height).
        ``texture_filter``: how 2-D textures are sampled when drawn smaller than they are
        (:data:`MIN_FILTERS`; MuJoCo's own is trilinear)."""
        if texture_filter not in MIN_FILTERS:
            raise ValueError(f"unknown texture filter {texture_filter!r}: one of {sorted(MIN_FILTERS)}")
        if model.vis.global_.offwidth < self.width or model.vis.global_.offheight < self.height:
            raise ValueError(f"model offscreen buffer {model.vis.global_.offwidth}x{model.vis.global_.offheight} "
                             f"is smaller than {self.width}x{self.height}")
        self._gl.make_current()
        if self._ctx is not None:
            self._ctx.free()
        self.model = model
        self.scene = mujoco.MjvScene(model, maxgeom=max(1000, 2 * model.ngeom))
        self.scene.flags[mujoco.mjtRndFlag.mjRND_SKYBOX] = int(self.skybox)
        self._always = never_culled(model)
        self._ctx = mujoco.MjrContext(model, mujoco.mjtFontScale.mjFONTSCALE_100)
        mujoco.mjr_setBuffer(mujoco.mjtFramebuffer.mjFB_OFFSCREEN, self._ctx)
        if texture_filter != "trilinear":
            _set_min_filter(self._ctx, MIN_FILTERS[texture_filter])

    def update(self, data, camera) -> None:
        """Fill the scene from ``data`` seen by ``camera``. With culling, a first pass gives the
        exact frustum MuJoCo will draw with (the average of its two eye cameras); the geoms
        outside it are moved to :data:`HIDDEN_GROUP` for a second pass, then put back."""
        m = self.model
        mujoco.mjv_updateScene(m, data, self._opt, self._pert, camera, mujoco.mjtCatBit.mjCAT_ALL, self.scene)
        if not self.cull:
            return
        view = mujoco.mjv_averageCamera(self.scene.camera[0], self.scene.camera[1])
        self.culled = outside_view(data.geom_xpos, m.geom_rbound, view, self.width, self.height) & ~self._always
        if not self.culled.any():
            return
        groups = m.geom_group.copy()
        m.geom_group[self.culled] = HIDDEN_GROUP
        try:
            mujoco.mjv_updateScene(m, data, self._opt, self._pert, camera, mujoco.mjtCatBit.mjCAT_ALL, self.scene)
        finally:
            m.geom_group[:] = groups

    def _draw(self, rect=None, out: np.ndarray | None = None) -> np.ndarray:
        rect = rect or self._rect
        out = self._rgb if out is None else out
        mujoco.mjr_render(rect, self.scene, self._ctx)
        mujoco.mjr_readPixels(out, None, rect, self._ctx)
        return out

    def render(self, depth: bool = False) -> np.ndarray:
        """The RGB frame of the last :meth:`update` (a new array). ``depth``: also read the depth
        buffer into :attr:`depth` (metres along the view axis, rows top first)."""
        self._gl.make_current()
        if not depth:
            return self._flip(self._draw())
        if self._depth is None:
            self._depth = np.empty((self.height, self.width), dtype=np.float32)
        mujoco.mjr_render(self._rect, self.scene, self._ctx)
        mujoco.mjr_readPixels(self._rgb, self._depth, self._rect, self._ctx)
        cam = self.scene.camera[0]  # both eyes share near and far
        near, far = float(cam.frustum_near), float(cam.frustum_far)
        self.depth = near / (1.0 - np.flipud(self._depth) * (1.0 - near / far))
        return self._flip(self._rgb)

    @staticmethod
    def _flip(img: np.ndarray) -> np.ndarray:
        return np.flipud(img).copy()  # OpenGL's rows start at the bottom

    def seg_size(self, scale: float) -> tuple[int, int]:
        """(width, height) of the segmentation image at ``scale`` of the frame size."""
        return max(1, round(self.width * scale)), max(1, round(self.height * scale))

    def render_geom_ids(self, scale: float = 1.0) -> np.ndarray:
        """Per pixel, the id of the geom seen there (-1: none), for the last :meth:`update`,
        drawn at ``scale`` of the frame size (rows top first, like the frame)."""
        self._gl.make_current()
        w, h = self.seg_size(scale)
        if self._seg is None or self._seg.shape[:2] != (h, w):
            self._seg = np.empty((h, w, 3), dtype=np.uint8)
            self._seg_rect = mujoco.MjrRect(0, 0, w, h)
        flags = self.scene.flags
        seg, idc = mujoco.mjtRndFlag.mjRND_SEGMENT, mujoco.mjtRndFlag.mjRND_IDCOLOR
        old = flags[seg], flags[idc]
        flags[seg], flags[idc] = 1, 1
        try:
            img = np.flipud(self._draw(self._seg_rect, self._seg)).astype(np.int64)
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


def _set_min_filter(ctx, gl_filter: int) -> None:
    """Set the minification filter of the context's 2-D textures (MuJoCo uploads them with
    trilinear filtering and offers no setting for it); the context must be current."""
    from OpenGL import GL  # PyOpenGL comes with mujoco; imported only where a preset asks for it

    for i in range(ctx.ntexture):
        if int(ctx.textureType[i]) == int(mujoco.mjtTexture.mjTEXTURE_2D):
            GL.glBindTexture(GL.GL_TEXTURE_2D, int(ctx.texture[i]))
            GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, gl_filter)
    GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
