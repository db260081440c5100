"""Schema versions of the typed records (:class:`~contracts.dataset.manifest.ManifestRow`,
:class:`~contracts.plan.PlanSpec`), one rule for both.

A record without ``"schema"`` is version 1, the layout written since the first release, and
version 1 is written without the key, so files written now are byte for byte what earlier
releases wrote. A later version writes ``"schema": N``; a reader that does not know N refuses the
record in one line rather than misreading it.
"""
from __future__ import annotations

from typing import Any, Mapping

from contracts.errors import RecordError

KEY = "schema"


def check_version(data: Mapping, reads: int, what: str, where: str) -> None:
    """Refuse ``data`` when it carries a schema version other than ``reads``."""
    version = data.get(KEY, 1)
    if version != reads:
        raise RecordError(f"{where}: {what} schema {version!r} is not one this version reads (schema {reads}); "
                          f"read it with the release that wrote it")


def stamped(out: dict[str, Any], version: int) -> dict[str, Any]:
    """``out`` with the version key added from version 2 on."""
    if version != 1:
        out[KEY] = version
    return out
