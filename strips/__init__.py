"""STRIPS action classes, symbolic states, progression and plan checks.

One STRIPS implementation for the whole project: EgoTV plan checks (actions grounded from the
PDDL domain in ``pddl_domains/``) and ViLPAct's knowledge base (``strips.vilpact``) both use it.
"""
from strips.actions import ActionClass, Atom, GroundAction, Literal, parse_atom
from strips.state import OpenWorldState, State

__all__ = ["ActionClass", "Atom", "GroundAction", "Literal", "OpenWorldState", "State", "parse_atom"]
