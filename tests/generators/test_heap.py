"""The collector settings of long-lived dataset processes (generators/dataset/heap.py)."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_heap_is_settled_after_the_first_job_only():
    """In a fresh process (the collector's settings are process-wide): nothing frozen before the
    first call; after it the start-up heap is frozen and the first threshold raised; a second
    call freezes nothing new, so a later job's objects stay collectable."""
    code = textwrap.dedent("""
        import gc
        from generators.dataset.heap import YOUNG_THRESHOLD, settle_heap_once
        assert gc.get_freeze_count() == 0
        default = gc.get_threshold()
        settle_heap_once()
        frozen = gc.get_freeze_count()
        assert frozen > 1000, frozen
        assert gc.get_threshold() == (YOUNG_THRESHOLD,) + default[1:], gc.get_threshold()
        later = [[k] for k in range(5000)]
        settle_heap_once()
        assert gc.get_freeze_count() == frozen, (gc.get_freeze_count(), frozen)
        a = []; a.append(a); del a  # a cycle made after settling is still collected
        assert gc.collect() >= 1
        print("ok")
    """)
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
