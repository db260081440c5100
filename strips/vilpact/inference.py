"""Open-world state inference from observed actions, and STRIPS checks of candidate futures.

Observing someone act tells us little about the world: facts nobody touched stay *unknown*.
What we do learn: each observed action's preconditions held just before it (evidence), and its
effects held just after. :meth:`StripsReplayer.infer` replays the observed actions that way on a
:class:`~strips.state.OpenWorldState`, remembering why each fact is known.

:meth:`StripsReplayer.check` then replays a candidate future from that state and records, per
step, preconditions known false (*violated*), preconditions known true (*supported*) or unknown
(graded: *new* when nothing known mentions the precondition's object, an action out of the blue),
whether the step changes nothing already in force (*redundant*), and which effects of earlier
actions it reverses before any other step relied on them (*undoes*). The candidate's own
preconditions count as evidence for its later steps: if the candidate is what happened, they held.

Approximations (stated where they bite): predicates no action changes (``Person``, ``Place``,
``Container``, ``Clothes``) are type facts, neither evidence nor checks; the anonymous object
``?`` (an unbound parameter) is one term, and a precondition mentioning it also counts as
supported when a known-true fact matches it with ``?`` read as "anything"; predicates the KB
toggles both ways (``IsOpen``/``IsClosed``) are complements (:func:`complementary_predicates`).
The KB leaves 36 classes undefined (all "Holding ..." classes among them): they change nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping, Sequence

from strips.actions import Atom, GroundAction, Literal
from strips.state import OpenWorldState
from strips.vilpact.action_classes import ANONYMOUS, PERSON, ActionVocabulary
from strips.vilpact.exclusions import excluded_by, implied_by_false


@dataclass(frozen=True)
class Reason:
    """Why a fact is known: ``kind`` is 'precondition' (evidence) or 'effect'."""

    kind: str
    step: str      # "observed 2" or "candidate 0"
    aid: str

    def __str__(self) -> str:
        return f"{self.kind} of {self.aid} ({self.step})"


@dataclass
class InferredState:
    state: OpenWorldState
    reasons: dict[Atom, Reason] = field(default_factory=dict)
    inconsistencies: list[str] = field(default_factory=list)
    used_by: dict[Atom, set[str]] = field(default_factory=dict)  # steps whose precondition it met

    def copy(self) -> "InferredState":
        return InferredState(self.state.copy(), dict(self.reasons), list(self.inconsistencies),
                             {a: set(s) for a, s in self.used_by.items()})

    def lines(self) -> list[str]:
        out = [f"  true  {a}   <- {self.reasons.get(a, '?')}" for a in sorted(self.state.true)]
        out += [f"  false {a}   <- {self.reasons.get(a, '?')}" for a in sorted(self.state.false)]
        out += [f"  inconsistent: {x}" for x in self.inconsistencies]
        return out or ["  (nothing known)"]


def _matches(pattern: Atom, atom: Atom) -> bool:
    return (pattern.predicate == atom.predicate and len(pattern.args) == len(atom.args)
            and all(p == ANONYMOUS or p == a for p, a in zip(pattern.args, atom.args)))


def _value(state: OpenWorldState, atom: Atom) -> bool | None:
    v = state.value(atom)
    if v is None and ANONYMOUS in atom.args and any(_matches(atom, t) for t in state.true):
        return True
    return v


def _objects(atom: Atom) -> set[str]:
    """What a fact is about: its objects, or the person when it names no object (postures)."""
    named = set(atom.args) - {ANONYMOUS}
    return (named - {PERSON}) or named


def complementary_predicates(vocab: ActionVocabulary) -> dict[str, set[str]]:
    """Predicates that are two values of one property, read off the KB: ``p`` and ``q`` are
    complements when some action adds ``p(args)`` and deletes ``q(args)`` with the same arguments
    *and* some action does the reverse (``Open``/``Close``: ``IsOpen``/``IsClosed``). One-way
    pairs (``Wash``: ``IsClean``/``IsDirty``, ``Put``: ``Reachable``/``InHand``) are left alone,
    since the KB does not show them to be a toggle."""
    seen: set[tuple[str, str]] = set()
    for action in vocab.actions.values():
        g = action.ground
        if g is None:
            continue
        seen |= {(a.predicate, d.predicate) for a in g.add for d in g.delete
                 if a.args == d.args and a.predicate != d.predicate}
    out: dict[str, set[str]] = {}
    for p, q in seen:
        if (q, p) in seen:
            out.setdefault(p, set()).add(q)
    return out


class StripsReplayer:
    """Replays Charades actions through the STRIPS definitions of one vocabulary."""

    def __init__(self, vocab: ActionVocabulary):
        self.vocab = vocab
        self.static = frozenset(vocab.static_predicates())
        self.complements = complementary_predicates(vocab)
        self._actions: dict[str, GroundAction | None] = {}
        self._excluded: dict[tuple[Atom, bool], list[tuple[Atom, bool]]] = {}

    def _action(self, aid: str) -> GroundAction | None:
        """The class's ground action without its type facts (static predicates)."""
        if aid not in self._actions:
            g = self.vocab[aid].ground
            keep = lambda atoms: frozenset(a for a in atoms if a.predicate not in self.static)  # noqa: E731
            self._actions[aid] = None if g is None else replace(
                g, pre=keep(g.pre), pre_neg=keep(g.pre_neg), add=keep(g.add), delete=keep(g.delete))
        return self._actions[aid]

    def _record(self, inferred: InferredState, atom: Atom, value: bool, reason: Reason) -> None:
        """Remember why ``atom`` is now known; its complements (``IsOpen``/``IsClosed``) take the
        opposite value for the same reason, and with declared exclusions (a completed KB) the
        facts it excludes become false (:mod:`.exclusions`)."""
        st = inferred.state
        inferred.reasons[atom] = reason
        inferred.used_by.pop(atom, None)
        if self.vocab.exclusions:   # declared by the KB (completed): the only ones used
            if (atom, value) not in self._excluded:   # a pure function of the atom: memoised
                exclusions = self.vocab.exclusions
                self._excluded[atom, value] = [(o, False) for o in excluded_by(exclusions, atom)] \
                    if value else [(o, True) for o in implied_by_false(exclusions, atom)]
            others = self._excluded[atom, value]
        else:                       # the released KB: complements read off its toggles
            others = [(Atom(c, atom.args), not value) for c in sorted(self.complements.get(atom.predicate, ()))]
        for other, other_value in others:
            (st.true if other_value else st.false).add(other)
            (st.false if other_value else st.true).discard(other)
            inferred.reasons[other] = reason
            inferred.used_by.pop(other, None)

    def _step(self, inferred: InferredState, aid: str, step: str) -> "StepCheck":
        g = self._action(aid)
        text = self.vocab.text(aid)
        if g is None:
            return StepCheck(step, aid, text, defined=False)
        st = inferred.state
        known_objects = {x for a in (*st.true, *st.false) for x in _objects(a)}
        violated = st.violations(g)
        supported, unknown = [], []
        for lit in [Literal(a) for a in sorted(g.pre)] + [Literal(a, False) for a in sorted(g.pre_neg)]:
            if lit in violated:
                continue
            v = _value(st, lit.atom)
            if v is None:
                unknown.append(lit)
            else:
                supported.append(lit)
                inferred.used_by.setdefault(lit.atom, set()).add(step)
        effects = [Literal(a) for a in sorted(g.add)] + [Literal(a, False) for a in sorted(g.delete - g.add)]
        redundant = bool(effects) and len(st.redundant_effects(g)) == len(effects)
        undoes = []  # earlier effects reversed before any other step relied on them
        for e in effects:
            reason = inferred.reasons.get(e.atom)
            if (reason is not None and reason.kind == "effect" and st.value(e.atom) is (not e.positive)
                    and not inferred.used_by.get(e.atom, set()) - {step}):
                undoes.append((e, reason))
        # the step happened: its unknown preconditions held (evidence), then its effects hold
        evidence = [lit for lit in supported + unknown if st.value(lit.atom) is None]
        st.assume_preconditions(g)
        for lit in evidence:
            self._record(inferred, lit.atom, lit.positive, Reason("precondition", step, aid))
            inferred.used_by[lit.atom] = {step}
        st.apply(g)
        for a in sorted(g.delete - g.add):
            self._record(inferred, a, False, Reason("effect", step, aid))
        for a in sorted(g.add):
            self._record(inferred, a, True, Reason("effect", step, aid))
        new = tuple(lit for lit in unknown if not _objects(lit.atom) & known_objects)
        named = {x for a in (*g.pre, *g.pre_neg, *g.add, *g.delete) for x in a.args} - {ANONYMOUS, PERSON}
        return StepCheck(step, aid, text, True, tuple(violated), tuple(supported), tuple(unknown),
                         redundant, tuple(f"{e} set by {r}" for e, r in undoes), new,
                         bool(named & known_objects) if named else None)

    def infer(self, observed: Sequence[str]) -> InferredState:
        """The open-world state after the observed actions (see the module docstring)."""
        inferred = InferredState(OpenWorldState())
        for i, aid in enumerate(observed):
            check = self._step(inferred, aid, f"observed {i}")
            if check.violated:
                inferred.inconsistencies.append(
                    f"{aid} {check.text}: {', '.join(map(str, check.violated))} known false before it")
        return inferred

    def check(self, inferred: InferredState, candidate: Sequence[str]) -> "CandidateCheck":
        """Replay ``candidate`` from (a copy of) ``inferred``."""
        work = inferred.copy()
        return CandidateCheck(tuple(self._step(work, aid, f"candidate {i}")
                                    for i, aid in enumerate(candidate)))


@dataclass(frozen=True)
class StepCheck:
    step: str
    aid: str
    text: str
    defined: bool = True
    violated: tuple[Literal, ...] = ()
    supported: tuple[Literal, ...] = ()
    unknown: tuple[Literal, ...] = ()
    redundant: bool = False
    undoes: tuple[str, ...] = ()
    unknown_new: tuple[Literal, ...] = ()   # the unknown ones about objects nothing known mentions
    # does the step touch an object the state already knew something of? None: it names no object
    # (a posture, sneezing). Taking a blanket out of the blue has no precondition to be unknown,
    # but its object is new all the same.
    about_known: bool | None = None

    def line(self) -> str:
        if not self.defined:
            return f"{self.step}: {self.text} - no STRIPS definition"
        parts = []
        if self.violated:
            parts.append("VIOLATED " + ", ".join(map(str, self.violated)))
        if self.supported:
            parts.append("supported " + ", ".join(map(str, self.supported)))
        if self.unknown:
            parts.append("unknown " + ", ".join(map(str, self.unknown))
                         + (f" ({len(self.unknown_new)} about objects not known before)" if self.unknown_new else ""))
        if self.redundant:
            parts.append("REDUNDANT (effects already in force)")
        if self.undoes:
            parts.append("undoes " + "; ".join(self.undoes))
        return f"{self.step}: {self.text} - " + ("; ".join(parts) or "no dynamic preconditions")


@dataclass(frozen=True)
class CandidateCheck:
    steps: tuple[StepCheck, ...]

    def counts(self) -> dict[str, float]:
        s = self.steps
        vague = sum(ANONYMOUS in lit.atom.args for x in s for lit in x.violated)
        return {"violated": float(sum(len(x.violated) for x in s) - vague),
                "violated_vague": float(vague),
                "supported": float(sum(len(x.supported) for x in s)),
                "unknown": float(sum(len(x.unknown) for x in s)),
                "unknown_known": float(sum(len(x.unknown) - len(x.unknown_new) for x in s)),
                "unknown_new": float(sum(len(x.unknown_new) for x in s)),
                "redundant": float(sum(x.redundant for x in s)),
                "undone": float(sum(len(x.undoes) for x in s)),
                "undefined": float(sum(not x.defined for x in s))}

    def score(self, weights: Mapping[str, float]) -> float:
        """Compatibility with the inferred state: ``sum weights[k] * counts[k]``. The weights
        are fitted (:mod:`.calibrate`); none is assumed here."""
        c = self.counts()
        return float(sum(w * c[k] for k, w in weights.items() if k in c))

    def explanation(self, weights: Mapping[str, float] | None = None) -> list[str]:
        c = self.counts()
        head = (f"{c['violated']:.0f} violated (+{c['violated_vague']:.0f} about '?'), "
                f"{c['supported']:.0f} supported, {c['unknown']:.0f} unknown ({c['unknown_new']:.0f} about new "
                f"objects), "
                f"{c['redundant']:.0f} redundant, {c['undone']:.0f} undone, "
                f"{c['undefined']:.0f} undefined")
        if weights is not None:
            head = f"compatibility {self.score(weights):+.2f}: " + head
        return [head] + ["    " + s.line() for s in self.steps]
