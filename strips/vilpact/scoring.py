"""Evidence for each candidate future, and the linear scorer that weighs it.

:class:`EvidenceExtractor` computes, for one question, every piece of evidence the methods use,
keeping what is needed to explain it: the STRIPS state and checks (:mod:`.inference`) and how typical
their outcomes are of true futures (:mod:`.outcomes`), bigram
transitions (:mod:`.baselines`), association scores (:mod:`.association`), NSPlan's probabilistic
inference over retrieved sequences (:mod:`.nsplan`) and how many intent-retrieved sequences
contain each action. They become one feature row per candidate (:data:`FEATURES`).

:class:`LinearScorer` is a conditional logit: ``P(choice) = softmax(w . standardised features)``,
with weights fitted on pseudo-questions from the knowledge base's own sequences
(:mod:`.calibrate`), never on the test questions. A candidate's score is a sum of named
contributions, which is what ``--explain`` prints.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from scipy.optimize import minimize

from strips.vilpact.association import ASSOCIATION_FEATURES, AssociationModel
from strips.vilpact.baselines import BigramModel
from strips.vilpact.inference import CandidateCheck, InferredState, StripsReplayer
from strips.vilpact.kb import KnowledgeBase
from strips.vilpact.nsplan import NSPlan, NSPlanConfig, NSPlanResult
from strips.vilpact.outcomes import OutcomeModel
from strips.vilpact.retrieval import Retrieved, Retriever
from strips.vilpact.sequences import Question
from strips.vilpact.errors import InvalidSettingError

STRIPS_FEATURES = ("violated", "violated_vague", "supported", "unknown", "redundant", "undone",
                   "undefined", "unknown_known", "unknown_new", "typical")
RETRIEVAL_FEATURES = ("nsplan", "retrieved_support")
FEATURES = ("bigram",) + ASSOCIATION_FEATURES + RETRIEVAL_FEATURES + STRIPS_FEATURES
FEATURE_GROUPS = {"sequence": ("bigram",), "association": ASSOCIATION_FEATURES,
                  "retrieval": RETRIEVAL_FEATURES, "strips": STRIPS_FEATURES}
# Signs the fit must respect, so that every weight keeps the meaning the explanation gives it:
# a violated precondition, a redundant step or an undone effect never speaks for a candidate, a
# supported precondition never against it. (Alone, the STRIPS counts mostly measure whether a
# candidate touches the observed objects at all, and an unconstrained fit learns to *reward*
# violations for that reason.) ``typical`` (:mod:`.outcomes`) is a log-likelihood ratio of true
# over random steps, so it only ever speaks for the more typical candidate.
FEATURE_SIGNS = {"violated": -1, "violated_vague": -1, "redundant": -1, "undone": -1, "supported": 1,
                 "typical": 1}


@dataclass(frozen=True)
class ExtractorConfig:
    nsplan: NSPlanConfig = NSPlanConfig(representation="visual")
    bigram_k: float = 0.1
    association_k: float = 0.1
    support_k: int = 30          # intent-retrieved sequences counted by retrieved_support
    support_smoothing: float = 0.5
    # substituted futures per KB sequence for ``typical`` (.outcomes); 0: no ``typical`` (weights
    # files fitted before it existed, whose scorers do not read it: nothing to build)
    outcome_draws: int = 3
    outcome_alpha: float = 5.0   # pseudo-counts towards the outcome's frequency over all classes

    def to_json(self) -> dict:
        return {"nsplan": self.nsplan.__dict__, "bigram_k": self.bigram_k,
                "association_k": self.association_k, "support_k": self.support_k,
                "support_smoothing": self.support_smoothing, "outcome_draws": self.outcome_draws,
                "outcome_alpha": self.outcome_alpha}

    @classmethod
    def from_json(cls, data: dict) -> "ExtractorConfig":
        data = dict(data)
        data.setdefault("outcome_draws", 0)   # written before ``typical`` existed
        return cls(nsplan=NSPlanConfig(**data.pop("nsplan")), **data)


@dataclass
class QuestionEvidence:
    question: Question
    features: np.ndarray                      # (n_choices, len(FEATURES))
    inferred: InferredState
    checks: list[CandidateCheck]
    transitions: list[list[tuple[str, str, float]]]
    nsplan: NSPlanResult
    support: list[Retrieved] = field(default_factory=list)

    def column(self, name: str) -> np.ndarray:
        return self.features[:, FEATURES.index(name)]


class EvidenceExtractor:
    def __init__(self, kb: KnowledgeBase, retriever: Retriever,
                 config: ExtractorConfig = ExtractorConfig()):
        n = len(kb.vocab)
        self.kb, self.retriever, self.config = kb, retriever, config
        self.replayer = StripsReplayer(kb.vocab)
        self.bigram = BigramModel(kb.sequences, n, config.bigram_k)
        self.association = AssociationModel(kb.sequences, n, config.association_k)
        self.nsplan = NSPlan(kb, retriever, config.nsplan)
        # replaying every KB sequence takes a second or two: only when the weights read ``typical``
        self.outcomes = OutcomeModel.from_sequences(
            self.replayer, kb.sequences, kb.vocab.ids, config.outcome_draws,
            alpha=config.outcome_alpha) if config.outcome_draws else OutcomeModel()

    def _support(self, q: Question) -> tuple[np.ndarray, list[Retrieved]]:
        """log P(action | the ``support_k`` sequences closest to the intent), weighted by relevance."""
        n, cfg = len(self.kb.vocab), self.config
        got = self.retriever.retrieve(q.observed, q.intent, cfg.support_k, "intent",
                                      exclude_vid=q.video_id)
        counts, total = np.zeros(n), 0.0
        for r in got:
            counts[[int(a[1:]) for a in set(r.sequence.actions)]] += r.score
            total += r.score
        return np.log((counts + cfg.support_smoothing) / (total + cfg.support_smoothing * n)), got

    def extract(self, q: Question) -> QuestionEvidence:
        inferred = self.replayer.infer(q.observed)
        checks = [self.replayer.check(inferred, c) for c in q.choices]
        transitions = [self.bigram.transitions(q.observed, c) for c in q.choices]
        ns = self.nsplan.infer(q)
        support_lp, support = self._support(q)
        rows = []
        for c, check, trans, p in zip(q.choices, checks, transitions, ns.probabilities):
            values = {"bigram": sum(lp for _, _, lp in trans),
                      "nsplan": float(np.log(max(p, 1e-12))),
                      "retrieved_support": float(np.mean([support_lp[int(a[1:])] for a in c])) if c else 0.0}
            values.update(self.association.features(q.observed, c))
            values.update(check.counts())
            values["typical"] = self.outcomes.typicality(check)
            rows.append([values[f] for f in FEATURES])
        return QuestionEvidence(q, np.array(rows, dtype=np.float64), inferred, checks, transitions,
                                ns, support)


@dataclass(frozen=True)
class LinearScorer:
    """``score = sum_f w_f (x_f - mean_f) / scale_f`` over the named features."""

    names: tuple[str, ...]
    weights: np.ndarray
    mean: np.ndarray
    scale: np.ndarray

    def _columns(self, features: np.ndarray) -> np.ndarray:
        return features[:, [FEATURES.index(n) for n in self.names]]

    def contributions(self, features: np.ndarray) -> np.ndarray:
        """(n_choices, len(names)) weighted, standardised feature values."""
        return (self._columns(features) - self.mean) / self.scale * self.weights

    def scores(self, features: np.ndarray) -> np.ndarray:
        return self.contributions(features).sum(axis=1)

    def to_json(self) -> dict:
        return {"features": list(self.names), "weights": self.weights.round(6).tolist(),
                "mean": self.mean.round(6).tolist(), "scale": self.scale.round(6).tolist()}

    @classmethod
    def from_json(cls, data: dict) -> "LinearScorer":
        unknown = [n for n in data["features"] if n not in FEATURES]
        if unknown:
            raise InvalidSettingError(f"weights name unknown features {unknown}; known: {', '.join(FEATURES)}")
        return cls(tuple(data["features"]), np.array(data["weights"], dtype=np.float64),
                   np.array(data["mean"], dtype=np.float64), np.array(data["scale"], dtype=np.float64))


def fit_linear_scorer(features: np.ndarray, answers: np.ndarray, names: Sequence[str],
                      l2: float = 1.0) -> LinearScorer:
    """Maximum-likelihood conditional logit with an L2 penalty, on standardised features, with
    the signs of :data:`FEATURE_SIGNS`.

    ``features``: (n_questions, n_choices, len(FEATURES)); ``answers``: correct choice indices.
    """
    cols = [FEATURES.index(n) for n in names]
    X = features[:, :, cols]
    flat = X.reshape(-1, len(cols))
    mean, scale = flat.mean(axis=0), flat.std(axis=0)
    scale = np.where(scale > 1e-9, scale, 1.0)
    Z = (X - mean) / scale
    rows = np.arange(len(answers))

    def objective(w: np.ndarray) -> tuple[float, np.ndarray]:
        s = Z @ w
        s = s - s.max(axis=1, keepdims=True)
        log_norm = np.log(np.exp(s).sum(axis=1))
        p = np.exp(s - log_norm[:, None])
        nll = -(s[rows, answers] - log_norm).sum() + 0.5 * l2 * (w @ w)
        grad = np.einsum("qc,qcf->f", p, Z) - Z[rows, answers].sum(axis=0) + l2 * w
        return float(nll), grad

    bounds = [(None, 0.0) if FEATURE_SIGNS.get(n) == -1 else (0.0, None) if FEATURE_SIGNS.get(n) == 1
              else (None, None) for n in names]
    w = minimize(objective, np.zeros(len(cols)), jac=True, method="L-BFGS-B", bounds=bounds).x
    return LinearScorer(tuple(names), w, mean, scale)
