"""Exceptions of ``strips.vilpact``; all derive from :class:`strips.errors.StripsError`.

Messages name the bad value and, where the set is finite, list (or suggest) valid ones.
"""
from __future__ import annotations

import difflib
from typing import Iterable

from strips.errors import StripsError


class ViLPActError(StripsError):
    """Base of every error raised by ``strips.vilpact``."""


class KnowledgeBaseError(ViLPActError, ValueError):
    """A knowledge-base directory or file that cannot be used at all (missing, wrong columns)."""


class UnknownActionNameError(ViLPActError, KeyError):
    """An action text (or id) that is not one of the 157 Charades action classes."""

    def __init__(self, value: str, valid: Iterable[str], where: str = ""):
        valid = sorted(set(valid))
        close = difflib.get_close_matches(value, valid, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        place = f" in {where}" if where else ""
        super().__init__(f"unknown Charades action {value!r}{place}{hint} "
                         f"({len(valid)} valid names, see Charades_v1_classes.txt)")
        self.value = value

    def __str__(self) -> str:
        return self.args[0]


class UnknownMethodError(ViLPActError, KeyError):
    def __init__(self, value: str, valid: Iterable[str]):
        super().__init__(f"unknown method {value!r}; valid methods: {', '.join(sorted(valid))}")

    def __str__(self) -> str:
        return self.args[0]


class InvalidSettingError(ViLPActError, ValueError):
    """A setting of a method, a retriever or a weights file outside what is valid (the message
    names the value and the valid ones)."""


class MissingScorerError(ViLPActError, KeyError):
    """A method whose fitted scorer the weights file does not hold."""

    def __str__(self) -> str:
        return self.args[0]


class QuestionFormatError(ViLPActError, ValueError):
    """A multiple-choice question file whose entries do not have the expected fields."""
