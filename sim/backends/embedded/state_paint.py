"""An object's visible states written into the model's colours: dirt, heat, cold, slices.

The world is synced into the model after every step, and before this class every sync rewrote
every object's colours, about 3 % of a render worker's time, although a step changes the states of
one object at most. The painter remembers the states it last wrote per object and writes an
object again only when they differ; the model holds the same values either way.
"""
from __future__ import annotations

import numpy as np

from sim.backends.embedded.world import ItemState

_Painted = tuple[bool, bool, bool, bool]  # dirty, hot, cold, sliced


class StatePainter:
    """Paints items of one compiled model (``table``: :func:`mjcf.geom_table` of it; ``states``:
    the ``states`` block of ``object_styles.json``; ``matid``: each object's material id)."""

    def __init__(self, model, table, states: dict, matid: dict[str, int]):
        self._model, self._table, self._states, self._matid = model, table, states, matid
        self._painted: dict[str, _Painted] = {}

    def forget(self) -> None:
        """The model's colours were set back to the base ones: paint every item again."""
        self._painted.clear()

    def show(self, owner: str, role: str, visible: bool) -> None:
        """Show or hide the geoms of ``owner``'s ``role`` (alpha 0 hides a geom)."""
        ids = self._table.by_owner_role.get((owner, role))
        if ids is not None:
            self._model.geom_rgba[ids, 3] = self._table.base_rgba[ids, 3] if visible else 0.0

    def paint(self, item: ItemState) -> None:
        key = (bool(item.dirty), bool(item.hot), bool(item.cold), bool(item.sliced))
        if self._painted.get(item.id) == key:
            return
        st, m, t = self._states, self._model, self._table
        for role in ("whole", "piece"):
            ids = t.by_owner_role.get((item.id, role))
            if ids is None:
                continue
            rgb = t.base_rgba[ids, :3].copy()
            if item.dirty:
                rgb = rgb * st["dirty_darken"] + (1 - st["dirty_darken"]) * np.array(st["dirt"])
            if item.hot:
                rgb = rgb * (1 - st["hot_mix"]) + st["hot_mix"] * np.array(st["hot"])
            elif item.cold:
                rgb = rgb * (1 - st["cold_mix"]) + st["cold_mix"] * np.array(st["cold"])
            m.geom_rgba[ids, :3] = rgb
            shown = (role == "piece") == item.sliced
            m.geom_rgba[ids, 3] = 1.0 if shown else 0.0
        self.show(item.id, "dirt", item.dirty and not item.sliced)
        self.show(item.id, "dirt_piece", item.dirty and item.sliced)
        emission = st["hot_emission"] if item.hot else st["cold_emission"] if item.cold else 0.0
        m.mat_emission[self._matid[item.id]] = emission
        self._painted[item.id] = key
