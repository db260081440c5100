"""Atoms, literals and STRIPS action classes (name, parameters, PRE, ADD, DEL).

An action class is lifted: its atoms mention parameter names, which :meth:`ActionClass.ground`
replaces by objects. Terms that are not parameters are constants. Preconditions may be negative
(``Literal(atom, positive=False)``), as in PDDL's ``:negative-preconditions``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from strips.errors import ActionDefinitionError, AtomSyntaxError, GroundingError


@dataclass(frozen=True, order=True)
class Atom:
    """A predicate applied to terms: ``Atom("in", ("apple_1", "plate_1"))``."""

    predicate: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "(" + " ".join((self.predicate, *self.args)) + ")"

    def substitute(self, binding: Mapping[str, str]) -> "Atom":
        return Atom(self.predicate, tuple(binding.get(a, a) for a in self.args))


@dataclass(frozen=True, order=True)
class Literal:
    atom: Atom
    positive: bool = True

    def __str__(self) -> str:
        return str(self.atom) if self.positive else f"(not {self.atom})"

    def substitute(self, binding: Mapping[str, str]) -> "Literal":
        return Literal(self.atom.substitute(binding), self.positive)


_ATOM_RE = re.compile(r"^\s*\(?\s*([^\s(),]+)\s*(?:\(([^()]*)\)|([^()]*))\s*\)?\s*$")


def parse_atom(text: str) -> Atom:
    """Parse ``(in apple plate)``, ``in(apple, plate)`` or ``InHand(P,x)`` into an Atom."""
    text = text.strip()
    if text.startswith("(") and text.endswith(")") and "(" not in text[1:]:
        parts = text[1:-1].split()
        if not parts:
            raise AtomSyntaxError(f"empty atom {text!r}")
        return Atom(parts[0], tuple(parts[1:]))
    m = re.fullmatch(r"\s*([A-Za-z_][\w\-]*)\s*\(([^()]*)\)\s*", text)
    if m:
        args = tuple(a.strip() for a in m.group(2).split(",") if a.strip())
        return Atom(m.group(1), args)
    m = re.fullmatch(r"\s*([A-Za-z_][\w\-]*)\s*", text)
    if m:
        return Atom(m.group(1), ())
    raise AtomSyntaxError(f"cannot parse atom {text!r}; expected '(pred a b)' or 'Pred(a, b)'")


@dataclass(frozen=True)
class GroundAction:
    """An action class with its parameters bound: the unit a plan is made of."""

    name: str
    args: tuple[str, ...]
    pre: frozenset[Atom]
    pre_neg: frozenset[Atom]
    add: frozenset[Atom]
    delete: frozenset[Atom]

    def __str__(self) -> str:
        return f"{self.name}({', '.join(self.args)})"


@dataclass(frozen=True)
class ActionClass:
    """A lifted STRIPS action: ``pre`` and ``pre_neg`` must hold / not hold before, ``delete``
    atoms become false and then ``add`` atoms become true (add wins, as in PDDL).

    ``types`` gives each parameter's type (``None``: untyped); ``constants`` are terms the atoms
    may use besides parameters. Consistency is checked when the class is built.
    """

    name: str
    parameters: tuple[str, ...]
    pre: tuple[Atom, ...] = ()
    pre_neg: tuple[Atom, ...] = ()
    add: tuple[Atom, ...] = ()
    delete: tuple[Atom, ...] = ()
    types: tuple[str | None, ...] | None = None
    constants: frozenset[str] = field(default_factory=frozenset)
    source: str = ""

    def __post_init__(self) -> None:
        if len(set(self.parameters)) != len(self.parameters):
            raise ActionDefinitionError(f"action {self.name!r} repeats a parameter: {self.parameters}")
        if self.types is not None and len(self.types) != len(self.parameters):
            raise ActionDefinitionError(
                f"action {self.name!r}: {len(self.types)} types for {len(self.parameters)} parameters")
        known = set(self.parameters) | set(self.constants)
        for part in ("pre", "pre_neg", "add", "delete"):
            for atom in getattr(self, part):
                unknown = [a for a in atom.args if a not in known]
                if unknown:
                    raise ActionDefinitionError(
                        f"action {self.name!r}: {part} atom {atom} uses {unknown}, which are neither "
                        f"parameters {list(self.parameters)} nor constants {sorted(self.constants)}")

    @property
    def preconditions(self) -> list[Literal]:
        return [Literal(a) for a in self.pre] + [Literal(a, False) for a in self.pre_neg]

    def ground(self, args: Sequence[str], object_types: Mapping[str, str] | None = None) -> GroundAction:
        """Bind parameters to ``args``; with ``object_types`` the argument types are checked."""
        args = tuple(args)
        if len(args) != len(self.parameters):
            raise GroundingError(
                f"action {self.name!r} takes {len(self.parameters)} arguments "
                f"({', '.join(self.parameters)}), got {len(args)}: {list(args)}")
        if object_types is not None and self.types is not None:
            for param, typ, arg in zip(self.parameters, self.types, args):
                actual = object_types.get(arg)
                if actual is None:
                    raise GroundingError(f"action {self.name!r}: unknown object {arg!r} for {param}")
                if typ is not None and actual != typ:
                    raise GroundingError(
                        f"action {self.name!r}: {param} must be a {typ}, {arg!r} is a {actual}")
        binding = dict(zip(self.parameters, args))
        sub = lambda atoms: frozenset(a.substitute(binding) for a in atoms)  # noqa: E731
        return GroundAction(self.name, args, sub(self.pre), sub(self.pre_neg), sub(self.add),
                            sub(self.delete))

    def describe(self) -> str:
        fmt = lambda atoms: " & ".join(map(str, atoms)) or "-"  # noqa: E731
        neg = " & ".join(f"not {a}" for a in self.pre_neg)
        pre = fmt(self.pre) + (f" & {neg}" if neg else "")
        return (f"{self.name}({', '.join(self.parameters)})\n  PRE: {pre}\n"
                f"  ADD: {fmt(self.add)}\n  DEL: {fmt(self.delete)}")


def index_actions(actions: Iterable[ActionClass]) -> dict[str, ActionClass]:
    """Map action names (case-insensitive keys kept as given) to classes; duplicates are errors."""
    out: dict[str, ActionClass] = {}
    for a in actions:
        if a.name in out:
            raise ActionDefinitionError(f"two action classes are named {a.name!r}")
        out[a.name] = a
    return out
