"""argparse types for numeric options, shared by every command line of the project.

A bad number is refused by the argument parser itself, before anything is loaded, with
argparse's usual one line: ``argument --batch-size: must be an integer >= 1, got -1``. Options
that were not validated used to run with nonsense (``--epochs 0`` trained nothing and "succeeded",
``--timeout -1`` reported "no plan within -1.0 s") or end in a traceback. It lives in ``strips``
because that is the package every other one already depends on.
"""
from __future__ import annotations

import argparse
import math
from typing import Callable


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
