"""Garbage collection tuned for the long-lived processes of a dataset run.

A render worker or the planning process imports its libraries once and then runs job after job.
With Python's default thresholds the collector ran every 700 new container objects and walked
the whole heap of imported modules again and again: in a 22-video run the planning process spent
15 % of its CPU time collecting (Fast Downward's translator makes many small objects a plan) and
each render worker about 1 %. Freezing what was built at start-up moves it out of every later
collection, and a higher first threshold lets a job's short-lived objects die by reference
counting before the collector looks. Reference cycles are still collected, only less often.
"""
from __future__ import annotations

import gc

#: new container objects between collections of the youngest generation (Python's default: 700)
YOUNG_THRESHOLD = 50_000

_settled = False


def settle_heap_once() -> None:
    """Call after each job of a long-lived process; acts after the first only. The first job is
    when the lazily imported modules (planner, translator, renderer, encoder) arrive, so freezing
    then keeps them out of later collections too."""
    global _settled
    if _settled:
        return
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)
    _settled = True
