"""Agreement of the embedded kitchen's 2-D boxes with the full-resolution segmentation boxes.

Executes sampled plans (as ``bench_render.py`` does) and, at every rendered frame, computes the
boxes twice from the same scene update: from a segmentation image at the preset's
``box_scale`` (what the annotations get; 0: projection) and at full resolution (what they got before). Prints,
over every (frame, object) pair: the IoU distribution for objects boxed by both, and how many
objects only one of the two boxes, for all objects and for the plan's task objects (the ones
written into annotations).

Usage: ``.venv/bin/python bench/box_agreement.py [--episodes 6] [--preset fast]``
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def iou(a: list[int], b: list[int]) -> float:
    """IoU of two inclusive pixel boxes [x1, y1, x2, y2]."""
    ix = min(a[2], b[2]) - max(a[0], b[0]) + 1
    iy = min(a[3], b[3]) - max(a[1], b[1]) + 1
    inter = max(0, ix) * max(0, iy)
    area = lambda r: (r[2] - r[0] + 1) * (r[3] - r[1] + 1)  # noqa: E731
    return inter / (area(a) + area(b) - inter)


def twin_boxes_simulator(**config):
    """An embedded kitchen that also records, per rendered frame, (boxes, full-resolution boxes)."""
    from sim.backends.embedded.backend import EmbeddedKitchen

    class TwinBoxes(EmbeddedKitchen):
        pairs: list[tuple[dict, dict]] = []

        def focus_boxes(self, ids):  # measure every object, not only the plan's
            pass

        def _render(self):
            frame, boxes = super()._render()
            self.pairs.append((boxes, self._boxes(self._renderer.render_geom_ids(1.0))))
            return frame, boxes

    sim = TwinBoxes(**config)
    sim.pairs = []
    return sim


def compare(pairs: list[tuple[dict, dict]], only: set[str] | None = None) -> dict:
    ious, only_new, only_ref = [], 0, 0
    for new, ref in pairs:
        for oid in set(new) | set(ref):
            if only is not None and oid not in only:
                continue
            if oid in new and oid in ref:
                ious.append(iou(new[oid], ref[oid]))
            elif oid in new:
                only_new += 1
            else:
                only_ref += 1
    return {"n": len(ious), "only_new": only_new, "only_ref": only_ref, "ious": ious}


def summary(c: dict) -> str:
    q = sorted(c["ious"])
    if not q:
        return "no boxes"
    pct = lambda p: q[min(len(q) - 1, int(p * len(q)))]  # noqa: E731
    return (f"{c['n']} boxes in both: IoU mean {statistics.mean(q):.3f}, median {pct(0.5):.3f}, "
            f"5th percentile {pct(0.05):.3f}, min {q[0]:.3f}; boxed only by the annotation method "
            f"{c['only_new']}, only by full-resolution segmentation {c['only_ref']}")


def main() -> None:
    from bench_render import sample_plans
    from contracts.plan import PlanSpec
    from sim.plan_executor import PlanExecutor, task_object_ids

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=6)
    ap.add_argument("--preset", default="fast")
    ap.add_argument("--box-scale", type=float, default=None, help="override the preset (0: projection)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    plans, _ = sample_plans(args.episodes, args.seed)
    sim = twin_boxes_simulator(preset=args.preset, box_scale=args.box_scale)
    all_pairs, task_c = [], {"n": 0, "only_new": 0, "only_ref": 0, "ious": []}
    for plan in plans:
        sim.pairs = []
        spec = PlanSpec.of(plan)
        scene = sim.reset(spec.scene, spec.seed)
        PlanExecutor(sim, scene).run(plan)
        all_pairs += sim.pairs
        c = compare(sim.pairs, set(task_object_ids(plan, scene)))
        for k in task_c:
            task_c[k] += c[k]
    sim.close()
    print(f"[{args.preset}] box_scale {sim.box_scale}, {len(all_pairs)} frames of {len(plans)} episodes")
    print("  all objects:  " + summary(compare(all_pairs)))
    print("  task objects: " + summary(task_c))


if __name__ == "__main__":
    main()
