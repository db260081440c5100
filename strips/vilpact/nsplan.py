"""Probabilistic inference over retrieved sequences, after ViLPAct's NSPlan (Eq. 2-3).

For a question with observed actions ``o``, intent ``I`` and candidate futures ``c_j``:

* retrieve the top-``k`` knowledge-base sequences ``s_1..s_k`` (:mod:`.retrieval`) and turn their
  relevance into a distribution ``P(s_i | o, I) = softmax_i(score_i / path_temperature)``;
* for each retrieved sequence, ``P(c_j | s_i) = softmax_j(-d(o + c_j, s_i) / choice_temperature)``
  where ``d`` is TWED or DTW over class ids or over text / visual prototypes (:mod:`.similarity`);
* ``P(c_j | o, I) = sum_i P(c_j | s_i) P(s_i | o, I)``.

By default the observed prefix is prepended to each candidate and compared with the whole
retrieved sequence (``compare="full"``), since where a KB video's observed part ends is
arbitrary; ``compare="future"`` compares the candidate with the retrieved future only.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from strips.vilpact.kb import KnowledgeBase
from strips.vilpact.retrieval import RETRIEVAL_MODES, Retrieved, Retriever
from strips.vilpact.sequences import Question
from strips.vilpact.similarity import DISTANCES, REPRESENTATIONS, element_distances, sequence_distance
from strips.vilpact.errors import InvalidSettingError


@dataclass(frozen=True)
class NSPlanConfig:
    representation: str = "ids"
    distance: str = "twed"
    retrieval: str = "bm25+intent"
    k: int = 10
    alpha: float = 0.5
    path_temperature: float = 1.0
    choice_temperature: float = 1.0
    compare: str = "full"

    def __post_init__(self) -> None:
        for name, value, valid in (("representation", self.representation, REPRESENTATIONS),
                                   ("distance", self.distance, DISTANCES),
                                   ("retrieval", self.retrieval, RETRIEVAL_MODES),
                                   ("compare", self.compare, ("full", "future"))):
            if value not in valid:
                raise InvalidSettingError(f"NSPlan {name} {value!r} is not one of {', '.join(valid)}")
        if self.k < 1:
            raise InvalidSettingError(f"NSPlan k must be >= 1, got {self.k}")


@dataclass(frozen=True)
class NSPlanResult:
    probabilities: np.ndarray                 # P(c_j | o, I), one per choice
    retrieved: list[Retrieved]
    path_probabilities: np.ndarray            # P(s_i | o, I)
    choice_given_path: np.ndarray             # P(c_j | s_i), shape (k, n_choices)
    distances: np.ndarray = field(repr=False, default_factory=lambda: np.zeros(0))


def _softmax(x: np.ndarray, axis: int = -1) -> np.ndarray:
    z = x - np.max(x, axis=axis, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=axis, keepdims=True)


class NSPlan:
    def __init__(self, kb: KnowledgeBase, retriever: Retriever, config: NSPlanConfig = NSPlanConfig()):
        self.kb, self.retriever, self.config = kb, retriever, config
        n = len(kb.vocab)
        if config.representation == "ids":
            self.dist = element_distances(n)
        elif config.representation in kb.prototypes:
            self.dist = element_distances(n, kb.prototypes[config.representation])
        else:
            raise InvalidSettingError(f"representation {config.representation!r} needs prototype features "
                             f"the knowledge base lacks; available: "
                             f"{', '.join(['ids', *sorted(kb.prototypes)])}")

    @staticmethod
    def _index(seq: Sequence[str]) -> list[int]:
        return [int(a[1:]) for a in seq]

    def infer(self, q: Question, retrieved: list[Retrieved] | None = None) -> NSPlanResult:
        cfg = self.config
        if retrieved is None:
            retrieved = self.retriever.retrieve(q.observed, q.intent, cfg.k, cfg.retrieval,
                                                cfg.alpha, exclude_vid=q.video_id)
        n_c = len(q.choices)
        if not retrieved:
            return NSPlanResult(np.full(n_c, 1.0 / n_c), [], np.zeros(0), np.zeros((0, n_c)))
        path_p = _softmax(np.array([r.score for r in retrieved]) / cfg.path_temperature)
        lefts, rights = [], []
        for r in retrieved:
            target = r.sequence.actions if cfg.compare == "full" else (r.sequence.future or r.sequence.actions)
            for c in q.choices:
                lefts.append(self._index((q.observed if cfg.compare == "full" else ()) + c))
                rights.append(self._index(target))
        d = sequence_distance(cfg.distance, lefts, rights, self.dist).reshape(len(retrieved), n_c)
        given = _softmax(-d / cfg.choice_temperature, axis=1)
        return NSPlanResult(path_p @ given, retrieved, path_p, given, d)
