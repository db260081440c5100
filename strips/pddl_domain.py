"""Ground STRIPS action classes from a PDDL domain file, read with the ``pddl`` package.

Only STRIPS with typing and negative preconditions is accepted: preconditions are conjunctions
of (possibly negated) atoms, effects conjunctions of atoms and negated atoms. Anything else
(disjunctions, quantifiers, conditional effects) raises :class:`UnsupportedPDDLError` naming the
action and the construct, because the checker would otherwise silently mis-judge plans.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pddl import parse_domain
from pddl.logic.base import And, Not
from pddl.logic.predicates import Predicate

from strips.actions import ActionClass, Atom, index_actions
from strips.errors import UnsupportedPDDLError


@dataclass(frozen=True)
class DomainModel:
    """The STRIPS view of a PDDL domain."""

    name: str
    actions: dict[str, ActionClass]
    constants: dict[str, str]  # constant -> type
    types: tuple[str, ...]
    predicates: tuple[str, ...]

    def static_predicates(self) -> set[str]:
        """Predicates no action changes (type-like facts such as ``can-contain``)."""
        changed = {a.predicate for act in self.actions.values() for a in (*act.add, *act.delete)}
        return set(self.predicates) - changed


def _term_name(term) -> str:
    return f"?{term.name}" if term.__class__.__name__ == "Variable" else str(term.name)


def _atom(pred: Predicate) -> Atom:
    return Atom(str(pred.name), tuple(_term_name(t) for t in pred.terms))


def _literals(formula, action: str, part: str) -> tuple[list[Atom], list[Atom]]:
    if formula is None:
        return [], []
    operands = formula.operands if isinstance(formula, And) else (formula,)
    pos, neg = [], []
    for op in operands:
        if isinstance(op, Predicate):
            pos.append(_atom(op))
        elif isinstance(op, Not) and isinstance(op.argument, Predicate):
            neg.append(_atom(op.argument))
        else:
            raise UnsupportedPDDLError(
                f"action {action!r}: {part} uses {type(op).__name__} ({op}); only conjunctions of "
                "atoms and negated atoms are STRIPS")
    return pos, neg


def load_domain(path: str | Path) -> DomainModel:
    domain = parse_domain(str(path))
    constants = {str(c.name): next(iter(c.type_tags), None) for c in domain.constants}
    actions = []
    for act in domain.actions:
        pre, pre_neg = _literals(act.precondition, act.name, "precondition")
        add, delete = _literals(act.effect, act.name, "effect")
        params = tuple(f"?{p.name}" for p in act.parameters)
        types = tuple(next(iter(p.type_tags), None) for p in act.parameters)
        actions.append(ActionClass(
            name=str(act.name), parameters=params, pre=tuple(pre), pre_neg=tuple(pre_neg),
            add=tuple(add), delete=tuple(delete), types=types,
            constants=frozenset(constants), source=str(path)))
    return DomainModel(
        name=str(domain.name), actions=index_actions(actions), constants=constants,
        types=tuple(str(t) for t in domain.types), predicates=tuple(str(p.name) for p in domain.predicates))
