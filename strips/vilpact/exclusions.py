"""Mutual exclusions between facts, as a knowledge base declares them: one object cannot be both
held and put down, a door both open and closed, a person both sitting and lying.

An :class:`Exclusion` is a group of lifted atoms over shared variables (``InHand(P,x)`` and
``Placed(x)``). When one of them becomes true for some binding, the others with the same binding
become false. A *complement* (two atoms, exactly one of which holds) also works the other way:
when one becomes false, the other becomes true. ``P`` is always the person (ViLPAct videos show
one). Bindings that name an ``exempt`` object are left alone: plural objects (some dishes held,
others put down) and the anonymous object ``?`` (two unknown things are not one thing).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from strips.actions import Atom, parse_atom
from strips.vilpact.errors import InvalidSettingError

PERSON = "person"


@dataclass(frozen=True)
class Exclusion:
    atoms: tuple[Atom, ...]
    complement: bool = False
    why: str = ""
    exempt: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if len(self.atoms) < 2:
            raise InvalidSettingError(f"an exclusion needs two or more atoms, got {[str(a) for a in self.atoms]}")
        if self.complement and len(self.atoms) != 2:
            raise InvalidSettingError(f"a complement has exactly two atoms, got {[str(a) for a in self.atoms]}")
        for a in self.atoms:
            if len(set(a.args)) != len(a.args):
                raise InvalidSettingError(f"exclusion atom {a} repeats a variable")

    @classmethod
    def parse(cls, atoms: list[str], complement: bool = False, why: str = "",
              exempt: frozenset[str] = frozenset()) -> "Exclusion":
        return cls(tuple(parse_atom(a) for a in atoms), complement, why, exempt)

    def to_json(self) -> dict:
        fmt = lambda a: f"{a.predicate}({','.join(a.args)})"  # noqa: E731
        return {"atoms": [fmt(a) for a in self.atoms], "complement": self.complement, "why": self.why}

    @property
    def predicates(self) -> frozenset[str]:
        return frozenset(a.predicate for a in self.atoms)

    def _bindings(self, atom: Atom) -> Iterator[tuple[int, dict[str, str]]]:
        for i, pattern in enumerate(self.atoms):
            if pattern.predicate != atom.predicate or len(pattern.args) != len(atom.args):
                continue
            binding = {"P": PERSON}
            if all(binding.setdefault(v, a) == a for v, a in zip(pattern.args, atom.args)):
                if not (set(binding.values()) & self.exempt):
                    yield i, binding

    def _others(self, atom: Atom, i: int, binding: dict[str, str]) -> Iterator[Atom]:
        for j, other in enumerate(self.atoms):
            if j != i and all(v in binding for v in other.args):
                yield other.substitute(binding)

    def excluded_by(self, atom: Atom) -> list[Atom]:
        """Atoms that are false whenever ``atom`` is true."""
        return [o for i, b in self._bindings(atom) for o in self._others(atom, i, b)]

    def implied_by_false(self, atom: Atom) -> list[Atom]:
        """Atoms that are true whenever ``atom`` is false (complements only)."""
        return self.excluded_by(atom) if self.complement else []


def excluded_by(exclusions: tuple[Exclusion, ...], atom: Atom) -> list[Atom]:
    return [o for e in exclusions for o in e.excluded_by(atom)]


def implied_by_false(exclusions: tuple[Exclusion, ...], atom: Atom) -> list[Atom]:
    return [o for e in exclusions for o in e.implied_by_false(atom)]
