"""bench/render_variants.py: variants of another frame size are drawn at that size and timed in
wall and CPU time, but never compared pixel by pixel with the baseline."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "render_variants.py"


def _bench():
    spec = importlib.util.spec_from_file_location("render_variants", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def test_a_size_variant_is_timed_not_compared():
    bench = _bench()
    variants = dict(bench.parse_variant(v) for v in ("base:", "small:width=48,height=40", "grid:floor_grid=0.5"))
    assert variants["small"] == {"width": 48, "height": 40}
    tallies = bench.run("fast", variants, ["none"], [(1, 0)], views=2, passes=1)
    for key in (("base", "none"), ("small", "none"), ("grid", "none")):
        assert tallies[key].wall[0] > 0 and tallies[key].cpu[0] >= 0
    assert tallies[("small", "none")].views == 0  # 48x40 frames: nothing to compare with 224x224
    assert tallies[("grid", "none")].views == 2 and tallies[("grid", "none")].pixels == 2 * 224 * 224
