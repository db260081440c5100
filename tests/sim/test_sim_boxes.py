"""2-D boxes by projection (no second render) agree with the segmentation boxes of before."""
import numpy as np
import pytest

from sim.backends.embedded.backend import EmbeddedKitchen
from sim.backends.embedded.boxes import _spans, surface_points
from sim.plan_executor import PlanExecutor, task_object_ids
from tests.support.sim_helpers import planned


def _iou(a, b):
    ix = min(a[2], b[2]) - max(a[0], b[0]) + 1
    iy = min(a[3], b[3]) - max(a[1], b[1]) + 1
    inter = max(0, ix) * max(0, iy)
    area = lambda r: (r[2] - r[0] + 1) * (r[3] - r[1] + 1)  # noqa: E731
    return inter / (area(a) + area(b) - inter)


class _Twin(EmbeddedKitchen):
    """Records, per rendered frame, (boxes as annotated, full-resolution segmentation boxes)."""

    def _render(self):
        frame, boxes = super()._render()
        self.pairs.append((boxes, self._boxes(self._renderer.render_geom_ids(1.0))))
        return frame, boxes


@pytest.fixture(scope="module")
def twin():
    sim = _Twin(preset="fast")
    assert sim.box_scale == 0 and sim.width == 224  # the preset projects; no segmentation pass
    yield sim
    sim.close()


@pytest.mark.parametrize("task,obj,rec,scene,seed", [
    ("heat_then_place", "Apple", "Plate", 3, 1),      # microwave door, held object, a plate
    ("cool_simple", "Apple", None, 2, 5),             # fridge door, contents appear
    ("slice_then_clean", "Apple", None, 3, 1),        # knife, pieces, sink
])
def test_projected_boxes_match_segmentation_boxes(twin, task, obj, rec, scene, seed):
    plan = planned(task, obj, rec, scene, seed)
    twin.pairs = []
    sc = twin.reset(scene, seed)
    assert PlanExecutor(twin, sc).run(plan).ok
    watch = set(task_object_ids(plan, sc))
    ious, missing, extra = [], 0, 0
    for new, ref in twin.pairs:
        for oid in watch:
            if oid in new and oid in ref:
                ious.append(_iou(new[oid], ref[oid]))
            elif oid in ref:
                missing += 1
            elif oid in new:
                extra += 1
    assert len(twin.pairs) > 20 and len(ious) > 50
    # measured over these three plans: mean IoU 0.9 and more, a few one-sided boxes (objects a few
    # pixels in size, or thinner than a pixel, where point samples and rasterization disagree)
    assert np.mean(ious) > 0.85, np.mean(ious)
    assert np.median(ious) > 0.9
    assert missing + extra <= 0.05 * len(ious) + 2, (missing, extra, len(ious))


def test_surface_points_cover_each_primitive():
    import mujoco

    xml = """<mujoco><worldbody>
      <geom type="sphere" size="0.1"/><geom type="box" size="0.3 0.2 0.1"/>
      <geom type="cylinder" size="0.05 0.2"/><geom type="capsule" size="0.05 0.2"/>
      <geom type="ellipsoid" size="0.1 0.2 0.3"/></worldbody></mujoco>"""
    m = mujoco.MjModel.from_xml_string(xml)
    for g in range(m.ngeom):
        p = surface_points(m, g)
        assert len(p) >= 24
        lo, hi = p.min(0), p.max(0)
        t, s = m.geom_type[g], m.geom_size[g]
        extent = {2: [s[0]] * 3, 6: s[:3], 5: [s[0], s[0], s[1]], 3: [s[0], s[0], s[1] + s[0]], 4: s[:3]}[int(t)]
        np.testing.assert_allclose(hi, extent, rtol=0.05, atol=1e-3)  # reaches the extremes
        np.testing.assert_allclose(lo, -np.asarray(extent), rtol=0.05, atol=1e-3)


def test_spans_keep_pixels_whose_centres_are_covered():
    a, b = _spans(np.array([10.2, 10.7, 5.9]), np.array([20.6, 20.4, 6.1]), 224)
    assert a.tolist() == [10, 11, 6] and b.tolist() == [20, 19, 6]  # a thin sliver keeps one pixel
