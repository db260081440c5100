"""Symbolic states and progression.

:class:`State` is closed-world (what is not listed is false), as a PDDL problem's state is.
:class:`OpenWorldState` keeps what is known true, known false and leaves the rest unknown; it is
what observing someone act tells us (ViLPAct).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from strips.actions import Atom, GroundAction, Literal


@dataclass(frozen=True)
class State:
    atoms: frozenset[Atom] = field(default_factory=frozenset)

    @classmethod
    def of(cls, atoms: Iterable[Atom]) -> "State":
        return cls(frozenset(atoms))

    def holds(self, atom: Atom) -> bool:
        return atom in self.atoms

    def violations(self, action: GroundAction) -> list[Literal]:
        """Preconditions of ``action`` that are false here (empty: applicable)."""
        out = [Literal(a) for a in sorted(action.pre) if a not in self.atoms]
        out += [Literal(a, False) for a in sorted(action.pre_neg) if a in self.atoms]
        return out

    def applicable(self, action: GroundAction) -> bool:
        return action.pre <= self.atoms and not (action.pre_neg & self.atoms)

    def apply(self, action: GroundAction) -> "State":
        """Progress through ``action`` (preconditions are not checked here)."""
        return State((self.atoms - action.delete) | action.add)

    def satisfies(self, goal: Iterable[Literal]) -> list[Literal]:
        """Goal literals that do not hold (empty: goal reached)."""
        return [g for g in goal if (g.atom in self.atoms) != g.positive]

    def sorted_strings(self, skip_predicates: Iterable[str] = ()) -> list[str]:
        skip = set(skip_predicates)
        return [str(a) for a in sorted(self.atoms) if a.predicate not in skip]


@dataclass
class OpenWorldState:
    """Three-valued state: atoms known true, atoms known false, everything else unknown."""

    true: set[Atom] = field(default_factory=set)
    false: set[Atom] = field(default_factory=set)

    def value(self, atom: Atom) -> bool | None:
        if atom in self.true:
            return True
        if atom in self.false:
            return False
        return None

    def copy(self) -> "OpenWorldState":
        return OpenWorldState(set(self.true), set(self.false))

    def violations(self, action: GroundAction) -> list[Literal]:
        """Preconditions known to be false."""
        out = [Literal(a) for a in sorted(action.pre) if a in self.false]
        out += [Literal(a, False) for a in sorted(action.pre_neg) if a in self.true]
        return out

    def unknown_preconditions(self, action: GroundAction) -> list[Literal]:
        out = [Literal(a) for a in sorted(action.pre) if self.value(a) is None]
        out += [Literal(a, False) for a in sorted(action.pre_neg) if self.value(a) is None]
        return out

    def redundant_effects(self, action: GroundAction) -> list[Literal]:
        """Effects already in force before the action (an add known true, a delete known false)."""
        out = [Literal(a) for a in sorted(action.add - action.delete) if a in self.true]
        out += [Literal(a, False) for a in sorted(action.delete - action.add) if a in self.false]
        return out

    def assume_preconditions(self, action: GroundAction) -> None:
        """Observing an action is evidence that its unknown preconditions held."""
        for a in action.pre:
            if a not in self.false:
                self.true.add(a)
        for a in action.pre_neg:
            if a not in self.true:
                self.false.add(a)

    def apply(self, action: GroundAction) -> None:
        """Progress in place: deletes become known false, adds known true."""
        for a in action.delete - action.add:
            self.true.discard(a)
            self.false.add(a)
        for a in action.add:
            self.false.discard(a)
            self.true.add(a)
