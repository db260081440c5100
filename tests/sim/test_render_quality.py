"""The fast preset's cheaper drawing (issue 37): a coarse floor grid, one-level texture filtering
and coarser round shapes reach the model and the GL context, change few pixels, and leave the
default preset as it was."""
import random

import numpy as np
import pytest

from sim.backends.embedded.backend import EmbeddedKitchen, render_preset
from sim.backends.embedded.offscreen import MIN_FILTERS


def _min_filters(sim) -> set[int]:
    from OpenGL import GL

    ctx = sim._renderer._ctx
    sim._renderer._gl.make_current()
    out = set()
    for i in range(ctx.ntexture):
        if int(ctx.textureType[i]) == 0:  # 2-D
            GL.glBindTexture(GL.GL_TEXTURE_2D, int(ctx.texture[i]))
            out.add(int(GL.glGetTexParameteriv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER)))
    return out


@pytest.mark.parametrize("preset,grid,slices,filt", [("fast", 0.5, 12, "bilinear_mip"),
                                                     ("default", 0.05, 20, "trilinear")])
def test_preset_settings_reach_the_model_and_the_textures(preset, grid, slices, filt):
    with EmbeddedKitchen(preset=preset, width=64, height=64, randomize="materials") as sim:
        sim.reset(4, 1)
        m = sim._model
        floor = m.geom("room::floor:0").id
        assert m.geom_size[floor][2] == pytest.approx(grid)
        assert m.vis.quality.numslices == slices
        assert _min_filters(sim) == {MIN_FILTERS[filt]}
        sim.reset(5, 2)  # a new model: its textures are filtered as well
        assert _min_filters(sim) == {MIN_FILTERS[filt]}


def test_an_unknown_texture_filter_is_refused():
    with EmbeddedKitchen(preset="fast", width=64, height=64) as sim:
        sim.quality["texture_filter"] = "anisotropic"
        with pytest.raises(ValueError, match="unknown texture filter 'anisotropic'"):
            sim.reset(1, 0)


def test_fast_settings_move_few_pixels_and_no_state_colour():
    """The same views drawn with the fast preset and with its settings of before (fine floor
    grid, trilinear filtering, 16 x 8 tessellation): the mean pixel moves by well under one
    level of 255, few pixels by more than 32, and few boxes by a pixel or two (where a coarser
    round object in front moves the depth the boxes are tested against)."""
    before = {"floor_grid": 0.05, "texture_filter": "trilinear", "tessellation": [16, 8]}
    for randomize in ("none", "all"):
        with EmbeddedKitchen(preset="fast", randomize=randomize) as new, \
                EmbeddedKitchen(preset="fast", randomize=randomize) as old:
            old.quality.update(before)
            diffs, big, moved, boxes = [], 0, 0, 0
            for number, seed in ((3, 0), (17, 2)):
                new.reset(number, seed)
                old.reset(number, seed)
                rng = random.Random(f"{randomize}-{number}")
                grid = new.reachable_positions()
                for _ in range(6):
                    (x, y), yaw, pitch = rng.choice(grid), rng.choice([0, 90, 180, 270]), rng.choice([0, 30])
                    obs = []
                    for s in (new, old):
                        s.world.agent.x, s.world.agent.y, s.world.agent.yaw, s.world.agent.horizon = x, y, yaw, pitch
                        s._sync(poses_only=True)
                        obs.append(s.observe())
                    d = np.abs(obs[0].frame.astype(np.int16) - obs[1].frame.astype(np.int16))
                    diffs.append(d.mean())
                    big += int((d.max(axis=2) > 32).sum())
                    assert obs[0].boxes.keys() == obs[1].boxes.keys()
                    for k, b in obs[0].boxes.items():
                        worst = max(abs(p - q) for p, q in zip(b, obs[1].boxes[k]))
                        assert worst <= 3, (randomize, k, b, obs[1].boxes[k])
                        moved += worst > 0
                        boxes += 1
            assert 0 < float(np.mean(diffs)) < 1.0, randomize
            assert big < 0.001 * 224 * 224 * len(diffs), randomize
            assert moved <= 0.05 * boxes, (randomize, moved, boxes)


def test_default_preset_keeps_mujocos_drawing():
    q = render_preset("default")
    assert q.get("floor_grid", 0.05) == 0.05 and q.get("texture_filter", "trilinear") == "trilinear"
