"""The task library's declarative data (``generators/data/*.json``: tasks and splits, templates,
knowledge-graph schema, QA templates, tuple roles)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load_data(name: str) -> dict:
    """Read one of the package's JSON data files (cached; callers must not mutate it)."""
    with resources.files("generators").joinpath("data", name).open("r", encoding="utf-8") as fh:
        return json.load(fh)
