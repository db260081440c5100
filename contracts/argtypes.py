"""argparse types for numeric options, shared by every command line of the project.

A bad number is refused by the argument parser itself, before anything is loaded, with
argparse's usual one line: ``argument --batch-size: must be an integer >= 1, got -1``. Options
that were not validated used to run with nonsense (``--epochs 0`` trained nothing and "succeeded",
``--timeout -1`` reported "no plan within -1.0 s") or end in a traceback. It lives in ``strips``
because that is the package every other one already depends on.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
from typing import Any, Callable


def int_range(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An integer within ``[low, high]`` (either bound may be open)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be an integer{_bounds(low, high)}, got {text!r}") from None
        if (low is not None and value < low) or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"must be an integer{_bounds(low, high)}, got {value}")
        return value

    parse.__name__ = "integer"
    return parse


def positive_int(text: str) -> int:
    """An integer >= 1 (counts, sizes, epochs)."""
    return int_range(1)(text)


def float_range(low: float | None = None, high: float | None = None, *, low_open: bool = False,
                high_open: bool = False) -> Callable[[str], float]:
    """A finite number within ``low .. high``; ``low_open`` / ``high_open`` exclude the bound."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        bad = not math.isfinite(value)
        bad = bad or (low is not None and (value < low or (low_open and value == low)))
        bad = bad or (high is not None and (value > high or (high_open and value == high)))
        if bad:
            raise argparse.ArgumentTypeError(f"must be a number {_interval(low, high, low_open, high_open)}, "
                                             f"got {text!r}")
        return value

    parse.__name__ = "number"
    return parse


def positive_float(text: str) -> float:
    """A finite number > 0 (time limits, rates, learning rates)."""
    return float_range(0.0, low_open=True)(text)


def _bounds(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" >= {low}"
    return f" <= {high}" if high is not None else ""


def _interval(low: float | None, high: float | None, low_open: bool, high_open: bool) -> str:
    if low is not None and high is not None:
        return f"in {'(' if low_open else '['}{low:g}, {high:g}{')' if high_open else ']'}"
    if low is not None:
        return f"{'>' if low_open else '>='} {low:g}"
    return f"{'<' if high_open else '<='} {high:g}" if high is not None else "(finite)"


# -------------------------------------------------------------------- options from a dataclass
# A command's options are the fields of the options dataclass it fills (``TrainOptions``,
# ``RenderConfig``, ``OnlineOptions`` ...): each field holds its default and, in its metadata, its
# help (``field(default=..., metadata={"help": ...})``), so a default is written once and the help
# says it. :func:`add_option` wires one field to a flag, :func:`options_from` builds the dataclass
# back from the parsed arguments.

def option_help(text: str) -> dict[str, str]:
    """A field's metadata with its command-line help (:func:`add_option` adds the default)."""
    return {"help": text}


def field_default(options: type, name: str) -> Any:
    """The default of field ``name`` of the dataclass ``options`` (its factory called)."""
    f = {f.name: f for f in dataclasses.fields(options)}[name]
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    raise TypeError(f"field {name!r} of {options.__name__} has no default")


def add_option(parser, options: type, name: str, *flags: str, shown: object = dataclasses.MISSING,
               **kwargs: Any) -> argparse.Action:
    """``--name`` (or ``flags``) for field ``name`` of ``options``: its default is the field's, its
    help the field's ``help`` metadata (or ``help``, for a switch that turns a setting off) followed
    by ``(default X)`` (``shown`` replaces X; a help that already speaks of its default, a None or
    False default, a switch and ``required`` add nothing)."""
    f = {f.name: f for f in dataclasses.fields(options)}[name]
    text = kwargs.pop("help", None) or f.metadata.get("help", "")
    if kwargs.get("action") in ("store_true", "store_false"):   # a switch: its help says what it does
        kwargs.setdefault("default", field_default(options, name))
    elif not kwargs.get("required"):
        default = field_default(options, name)
        kwargs.setdefault("default", list(default) if isinstance(default, tuple) else default)
        shown = default if shown is dataclasses.MISSING else shown
        if isinstance(shown, (tuple, list)):
            shown = " ".join(map(str, shown))
        if shown is not None and shown is not False and shown != "" and "default" not in text:
            text = f"{text} (default {shown})" if text else f"default {shown}"
    return parser.add_argument(*(flags or (f"--{name.replace('_', '-')}",)), dest=name, help=text or None,
                               **kwargs)


def options_from(options: type, args: argparse.Namespace, **overrides: Any):
    """The dataclass ``options`` filled from the parsed ``args`` (the fields they have; lists
    become tuples where the field's default is one) and ``overrides``."""
    values = {}
    for f in dataclasses.fields(options):
        if f.name in overrides or not hasattr(args, f.name):
            continue
        value = getattr(args, f.name)
        if isinstance(value, list) and f.default is not dataclasses.MISSING and isinstance(f.default, tuple):
            value = tuple(value)
        values[f.name] = value
    return options(**values, **overrides)
