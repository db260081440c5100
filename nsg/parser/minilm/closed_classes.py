"""The closed classes of ``data/connectives.json``, loaded once: the one reader of that file, below every module of
the grammar (the lexicon and the raw-text readers, which :mod:`nsg.parser.minilm.spans` sits above, read it too;
``spans.data`` is this)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def data() -> dict:
    with resources.files("nsg.parser").joinpath("data", "connectives.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)
