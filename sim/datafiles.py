"""The simulator's declarative data (``sim/data/*.json``: presets, fixtures, timings, macros)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load_sim_data(name: str) -> dict:
    """One of sim/data/*.json (cached; callers must not mutate it)."""
    with resources.files("sim").joinpath("data", name).open("r", encoding="utf-8") as fh:
        return json.load(fh)
