"""How typical a STRIPS check's outcome is of a true future, class by class.

The counts of :class:`~.inference.CandidateCheck` weigh every class alike, yet the knowledge
base is not equally reliable everywhere: Charades annotates overlapping intervals, so *taking* a
cup that is already held (a redundant step) is ordinary in true futures, while *taking* a blanket
nothing has mentioned (a step about a new object) is what a random distractor looks like. This
module measures that on the knowledge base's own sequences:

* *genuine*: each sequence's observed part is replayed (:meth:`StripsReplayer.infer`) and its
  true future checked; each future step's outcome is counted under its class;
* *substituted*: the same future with one position replaced by a class not in it, drawn the way
  the test's distractors are (:func:`.pseudo.substitute`), ``draws`` times per sequence; the
  outcome of the replaced step is counted under the class put there.

A step's *outcome* (:func:`outcome`) is which kinds of precondition it has (violated, unknown
about a new or a known object, supported), whether it is redundant or undoes an earlier effect,
and whether it touches an object already known. A candidate's *typicality* is the sum over its
steps of ``log P(outcome | class, genuine) - log P(outcome | class, substituted)``, each smoothed
towards the outcome's frequency over all classes (``alpha`` pseudo-counts), so a class seen
rarely falls back on what outcomes mean in general. Only the evidence sequences are read: when
the weights are chosen these are the training sequences, never the pseudo-questions' videos.
"""
from __future__ import annotations

import math
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Sequence

import numpy as np

from strips.vilpact.inference import CandidateCheck, StepCheck, StripsReplayer
from strips.vilpact.pseudo import substitute
from strips.vilpact.sequences import KBSequence


def outcome(step: StepCheck) -> str:
    """The step's check outcome as a short key, e.g. ``supported+redundant+known-object``."""
    if not step.defined:
        return "undefined"
    flags = [("violated", bool(step.violated)), ("unknown-new", bool(step.unknown_new)),
             ("unknown-known", len(step.unknown) > len(step.unknown_new)),
             ("supported", bool(step.supported)), ("redundant", step.redundant),
             ("undoes", bool(step.undoes))]
    about = {None: "no-object", True: "known-object", False: "new-object"}[step.about_known]
    return "+".join([name for name, on in flags if on] + [about])


@dataclass(frozen=True)
class OutcomeModel:
    """Per class, how often each outcome occurs in true futures and in substituted ones."""

    genuine: dict[str, Counter] = field(default_factory=dict)
    substituted: dict[str, Counter] = field(default_factory=dict)
    alpha: float = 5.0

    @classmethod
    def from_sequences(cls, replayer: StripsReplayer, sequences: Iterable[KBSequence],
                       class_ids: Sequence[str], draws: int = 3, seed: int = 0,
                       alpha: float = 5.0) -> "OutcomeModel":
        """Count outcomes over ``sequences`` (see the module docstring); reproducible from
        ``seed`` and each video's id alone, like the pseudo-questions."""
        genuine: dict[str, Counter] = defaultdict(Counter)
        substituted: dict[str, Counter] = defaultdict(Counter)
        for seq in sequences:
            future = seq.future
            if not seq.observed or not future:
                continue
            inferred = replayer.infer(seq.observed)
            for aid, step in zip(future, replayer.check(inferred, future).steps):
                genuine[aid][outcome(step)] += 1
            rng = np.random.default_rng([seed, zlib.crc32(seq.vid.encode())])
            pool = [a for a in class_ids if a not in set(future)]
            for _ in range(draws if pool else 0):
                changed, pos = substitute(future, pool, rng)
                step = replayer.check(inferred, changed[:pos + 1]).steps[pos]   # later steps: not needed
                substituted[changed[pos]][outcome(step)] += 1
        return cls(dict(genuine), dict(substituted), alpha)

    def __post_init__(self) -> None:
        # outcome frequencies over all classes, the prior each class's row is smoothed towards
        totals = {id(t): sum(t.values(), Counter()) for t in (self.genuine, self.substituted)}
        object.__setattr__(self, "_totals", totals)

    def _log_p(self, table: dict[str, Counter], aid: str, key: str) -> float:
        overall = self._totals[id(table)]
        prior = (overall[key] + 1) / (sum(overall.values()) + len(overall) + 1)
        row = table.get(aid, Counter())
        return math.log((row[key] + self.alpha * prior) / (sum(row.values()) + self.alpha))

    def log_ratio(self, aid: str, key: str) -> float:
        """``log P(key | aid, genuine) - log P(key | aid, substituted)``: > 0 when the outcome is
        more typical of a true step of this class than of one put there at random."""
        return self._log_p(self.genuine, aid, key) - self._log_p(self.substituted, aid, key)

    def steps(self, check: CandidateCheck) -> list[tuple[str, float]]:
        """Each step's outcome and its log ratio."""
        return [(k, self.log_ratio(s.aid, k)) for s in check.steps for k in (outcome(s),)]

    def typicality(self, check: CandidateCheck) -> float:
        return float(sum(v for _, v in self.steps(check)))
