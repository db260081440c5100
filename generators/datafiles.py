"""The generators' own declarative data (``generators/data/*.json``: distractors, knowledge-graph
schema, QA templates, tuple roles); the task library's data is :mod:`contracts.library.data`."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load_generator_data(name: str) -> dict:
    """One of generators/data/*.json (cached; callers must not mutate it)."""
    with resources.files("generators").joinpath("data", name).open("r", encoding="utf-8") as fh:
        return json.load(fh)
