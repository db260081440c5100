"""Exceptions of the strips package."""
from __future__ import annotations

from contracts.errors import ToolkitError


class StripsError(ToolkitError):
    """Base of every error raised by the strips package."""


class ActionDefinitionError(StripsError, ValueError):
    """An action class that is inconsistent (an atom uses a term that is neither a parameter
    nor a declared constant, a parameter is repeated ...)."""


class AtomSyntaxError(StripsError, ValueError):
    """An atom's text that is neither ``(pred a b)`` nor ``Pred(a, b)``."""


class GroundingError(StripsError, ValueError):
    """Arguments that do not fit an action class (wrong count or type)."""


class UnsupportedPDDLError(StripsError, ValueError):
    """A PDDL construct outside STRIPS with negative preconditions."""


class UnknownActionError(StripsError, KeyError):
    def __init__(self, name: str, valid):
        self.name = name
        super().__init__(f"unknown action {name!r}; valid actions: {', '.join(sorted(valid))}")

    def __str__(self) -> str:
        return self.args[0]
