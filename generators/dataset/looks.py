"""The drawn look of a domain-randomised video (``Annotation.randomization``), as rows a person
reads (the browser's video page) and as numbers a dataset is summarised by (``stats.json``).

The look is the simulator's record (:meth:`sim.backends.embedded.randomize.Look.to_json`): per
randomised axis one mapping (materials by surface, lighting, objects by scene id, camera), beside
the list of axes and the key the draw was seeded by. It is read here as nested free-form data,
never by its keys, so a value or an axis the renderer draws later shows up in the browser and in
the statistics without a change here:

- an axis is a top-level entry whose value is a mapping; the other top-level entries (the axes
  list, the seeding key) are notes;
- a mapping of mappings (surfaces, objects) is a list of items: one row per item, its values
  side by side; in the statistics the items are pooled (every object's hue is one sample of
  ``objects.hue``), since which objects a kitchen has varies from video to video;
- the statistics summarise numbers (min / median / max) and count words (a material's kind);
  lists (colours, lamp positions) are shown, not summarised, and numbers named ``*seed`` are
  identifiers (a texture's noise seed), not measures.
"""
from __future__ import annotations

import json
import statistics
import warnings
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from contracts.dataset.layout import SETTINGS
from contracts.dataset.loader import LoaderError, read_annotation
from contracts.dataset.manifest import ManifestRow
from contracts.errors import DataWarning
from generators.dataset.config import DEFAULT_RANDOMIZE

PLAIN = "plain (no randomisation)"


@dataclass(frozen=True)
class LookRow:
    """One drawn value (or one item's values) of an axis, formatted for reading."""

    axis: str
    name: str
    value: str
    swatches: tuple[str, ...] = ()  # CSS colours of the RGB triples in the value (a surface's colours)


@dataclass(frozen=True)
class LookView:
    """A video's look on its page: the randomised axes, their rows and the notes (seeding key).
    No axes: a plain video."""

    axes: tuple[str, ...]
    rows: tuple[LookRow, ...] = ()
    notes: tuple[tuple[str, str], ...] = ()
    drawn: Mapping[str, Any] | None = None  # the annotation's mapping, for the site's statistics

    @property
    def label(self) -> str:
        return ", ".join(self.axes) if self.axes else PLAIN

    def by_axis(self) -> list[tuple[str, list[LookRow]]]:
        return [(axis, [r for r in self.rows if r.axis == axis]) for axis in self.axes]


def format_value(value: Any) -> str:
    """Numbers with at most four significant digits (whole above 1000), lists in parentheses
    (a list of lists: its items one after the other), mappings as ``name value`` pairs."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value:.0f}" if abs(value) >= 1000 else f"{value:.4g}"
    if isinstance(value, Mapping):
        return " · ".join(f"{k} {format_value(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        if all(isinstance(v, str) for v in value):
            return ", ".join(value)
        if all(isinstance(v, (list, tuple)) for v in value):
            return " ".join(format_value(v) for v in value)
        return "(" + ", ".join(format_value(v) for v in value) + ")"
    return str(value)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _swatches(value: Any) -> tuple[str, ...]:
    """CSS colours of the RGB triples (three numbers within [0, 1]) anywhere in ``value``."""
    if isinstance(value, Mapping):
        return tuple(c for v in value.values() for c in _swatches(v))
    if isinstance(value, (list, tuple)):
        if len(value) == 3 and all(_is_number(v) and 0 <= v <= 1 for v in value):
            return ("rgb({}, {}, {})".format(*(round(255 * v) for v in value)),)
        return tuple(c for v in value for c in _swatches(v))
    return ()


def _has_items(mapping: Mapping) -> bool:
    return any(isinstance(v, Mapping) for v in mapping.values())


def _axes(look: Mapping | None) -> list[tuple[str, Mapping]]:
    return [(k, v) for k, v in (look or {}).items() if isinstance(v, Mapping)]


def _rows(axis: str, values: Mapping, prefix: str = "") -> Iterator[LookRow]:
    for name, value in values.items():
        if isinstance(value, Mapping) and _has_items(value):
            yield from _rows(axis, value, f"{prefix}{name}.")
        else:
            yield LookRow(axis, f"{prefix}{name}", format_value(value), _swatches(value))


def look_view(look: Mapping[str, Any] | None) -> LookView:
    """The page data of an annotation's ``randomization`` (None: a plain video)."""
    axes = _axes(look)
    if not axes:
        return LookView(axes=())
    notes = tuple((k, format_value(v)) for k, v in look.items() if not isinstance(v, Mapping))
    return LookView(axes=tuple(a for a, _ in axes), rows=tuple(r for a, v in axes for r in _rows(a, v)),
                    notes=notes, drawn=look)


# ----------------------------------------------------------------- statistics


def _samples(path: str, values: Mapping) -> Iterator[tuple[str, Any]]:
    """(value name, scalar) of every number and word under ``values``; items' names are pooled."""
    pooled = _has_items(values)
    for name, value in values.items():
        if isinstance(value, Mapping):
            yield from _samples(path if pooled else f"{path}.{name}", value)
        elif isinstance(value, str) or (_is_number(value) and not str(name).endswith("seed")):
            yield f"{path}.{name}", value


def _summary(values: list[float]) -> dict:
    return {"count": len(values), "min": min(values), "median": round(statistics.median(values), 4),
            "max": max(values)}


def _section(looks: list[Mapping | None]) -> dict:
    numbers: dict[str, list[float]] = {}
    words: dict[str, Counter] = {}
    axes: Counter = Counter()
    for look in looks:
        for axis, values in _axes(look):
            axes[axis] += 1
            for name, value in _samples(axis, values):
                if isinstance(value, str):
                    words.setdefault(name, Counter())[value] += 1
                else:
                    numbers.setdefault(name, []).append(value)
    return {"videos": len(looks), "randomised": sum(1 for look in looks if _axes(look)), "axes": dict(axes),
            "values": {k: _summary(v) for k, v in numbers.items()},
            "kinds": {k: dict(sorted(c.items())) for k, c in words.items()}}


def look_stats(looks: Iterable[tuple[str, Mapping | None]], splits: Sequence[str]) -> dict | None:
    """The randomisation section of the statistics: videos per randomised axis and min / median /
    max of every drawn number, over the dataset and per split (in ``splits``' order); None when no
    video is randomised, so a plain dataset's statistics stay as they were."""
    pairs = list(looks)
    if not any(_axes(look) for _, look in pairs):
        return None
    out = _section([look for _, look in pairs])
    out["splits"] = {s: _section([look for split, look in pairs if split == s]) for s in splits
                     if any(split == s for split, _ in pairs)}
    return out


def randomised_dataset(out_dir: Path) -> bool:
    """Whether the dataset in ``out_dir`` was rendered with randomisation (its ``dataset.json``
    names a ``randomize`` setting; absent for a plain render), so a plain dataset's annotations
    are not read for nothing."""
    path = Path(out_dir) / SETTINGS
    if not path.is_file():
        return False
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # a damaged settings file: the render's resume check says so
        return False
    return isinstance(settings, dict) and settings.get("randomize", DEFAULT_RANDOMIZE) != DEFAULT_RANDOMIZE


def dataset_looks(out_dir: Path, rows: Sequence[ManifestRow]) -> list[Mapping | None] | None:
    """Each row's drawn look read from its annotation, or None for a plain dataset. An annotation
    that cannot be read is said once (a :class:`DataWarning`) and counts as no look."""
    if not randomised_dataset(out_dir):
        return None
    looks, unread = [], []
    for row in rows:
        try:
            annotation = read_annotation(Path(out_dir) / row.annotations if row.annotations else None)
        except LoaderError as exc:
            annotation = None
            unread.append(str(exc))
        looks.append(annotation.randomization if annotation is not None else None)
    if unread:
        warnings.warn(DataWarning(f"randomisation statistics leave out {len(unread)} video(s) whose annotation "
                                  f"cannot be read, first: {unread[0]}"), stacklevel=2)
    return looks
