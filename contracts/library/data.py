"""The task library's declarative data (``contracts/data/*.json``: tasks, splits and paper
statistics; description templates)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load_data(name: str) -> dict:
    """Read one of the package's JSON data files (cached; callers must not mutate it)."""
    with resources.files("contracts").joinpath("data", name).open("r", encoding="utf-8") as fh:
        return json.load(fh)
