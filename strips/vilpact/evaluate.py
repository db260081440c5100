"""Answer multiple-choice questions with a named method and measure accuracy.

:class:`Evaluator` holds one knowledge base, its retriever and the fitted weights, computes the
evidence of each question once (cached by question id) and lets every method read it, so an
ablation over all methods costs little more than one method. Retrieval skips a question's own
video, but the count models use the whole KB, so a question's own video in the KB would hand its
answer to them: :meth:`Evaluator.for_questions` builds an evaluator on the KB without them, and
:meth:`Evaluator.evaluate` refuses questions whose video is in its KB. Ties go to the lowest
choice index (and count as that choice).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Iterable, Sequence

import numpy as np
from tqdm import tqdm

from strips.vilpact.errors import KnowledgeBaseError, MissingScorerError
from strips.vilpact.kb import PROTOTYPE_FILES, KnowledgeBase
from strips.vilpact.methods import DEFAULT_METHOD, METHODS, Method, get_method
from strips.vilpact.nsplan import NSPlan, NSPlanConfig
from strips.vilpact.retrieval import Retriever, TextEncoder
from strips.vilpact.scoring import EvidenceExtractor, QuestionEvidence
from strips.vilpact.sequences import Question
from strips.vilpact.weights import Weights


def wilson_interval(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of an accuracy ``p`` on ``n`` questions (95% by default)."""
    if not n:
        return float("nan"), float("nan")
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


@dataclass
class EvalResult:
    method: str
    n: int
    correct: int
    predictions: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    kb: str = "released"          # the STRIPS classes the evidence used

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else float("nan")

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson score interval of the accuracy (95% by default): 51 questions are few."""
        return wilson_interval(self.accuracy, self.n, z)

    def to_json(self) -> dict:
        """JSON-safe: without answered questions accuracy and interval are null, never NaN
        (NaN is not JSON)."""
        lo, hi = self.interval()
        return {"method": self.method, "kb": self.kb, "accuracy": self.accuracy if self.n else None, "n": self.n,
                "correct": self.correct, "ci95": [round(lo, 4), round(hi, 4)] if self.n else None,
                "seconds": round(self.seconds, 3), "predictions": self.predictions}


class Evaluator:
    def __init__(self, kb: KnowledgeBase, encoder: TextEncoder, weights: Weights):
        rep = weights.extractor.nsplan.representation
        if rep != "ids" and rep not in kb.prototypes:
            raise KnowledgeBaseError(
                f"the weights use NSPlan over '{rep}' prototypes, which this knowledge base lacks "
                f"({PROTOTYPE_FILES[rep]}); add the file, or use weights fitted for this KB "
                f"(strips.vilpact.calibrate.calibrate)", setting="weights")
        self.kb, self.weights = kb, weights
        self.retriever = Retriever(kb, encoder)
        self.extractor = EvidenceExtractor(kb, self.retriever, weights.extractor)
        self._evidence: dict[str, QuestionEvidence] = {}
        self._nsplan: dict[NSPlanConfig, NSPlan] = {}

    @classmethod
    def for_questions(cls, kb: KnowledgeBase, encoder: TextEncoder, weights: Weights,
                      questions: Sequence[Question]) -> tuple["Evaluator", list[str]]:
        """An evaluator whose KB leaves out the questions' own videos, and notes saying so."""
        own = {q.video_id for q in questions} & {s.vid for s in kb.sequences}
        notes = []
        if own:
            kb = kb.restricted(s for s in kb.sequences if s.vid not in own)
            notes.append(f"note: {len(own)} question videos are KB sequences; left out of the evidence")
        return cls(kb, encoder, weights), notes

    def _refuse_leaks(self, questions: Sequence[Question]) -> None:
        own = sorted({q.video_id for q in questions} & {s.vid for s in self.kb.sequences})
        if own:
            raise KnowledgeBaseError(
                f"{len(own)} question video(s) are sequences of the evaluator's KB (e.g. {own[0]}): their "
                "own action sequence would answer them; build the evaluator with Evaluator.for_questions")

    def evidence(self, q: Question) -> QuestionEvidence:
        if q.qid not in self._evidence:
            self._evidence[q.qid] = self.extractor.extract(q)
        return self._evidence[q.qid]

    def _nsplan_for(self, config: NSPlanConfig) -> NSPlan:
        if config == self.extractor.nsplan.config:
            return self.extractor.nsplan
        if config not in self._nsplan:
            self._nsplan[config] = NSPlan(self.kb, self.retriever, config)
        return self._nsplan[config]

    def available(self, method: Method) -> bool:
        if method.kind == "fitted":
            return method.name in self.weights.scorers
        if method.kind == "nsplan":
            rep = method.nsplan_config(self.weights.extractor.nsplan).representation
            return rep == "ids" or rep in self.kb.prototypes
        return True

    def scores(self, method: str | Method, q: Question) -> np.ndarray:
        """One score per choice, higher is more plausible."""
        m = get_method(method) if isinstance(method, str) else method
        if m.kind == "feature":
            return self.evidence(q).column(m.feature)
        if m.kind == "nsplan":
            cfg = m.nsplan_config(self.weights.extractor.nsplan)
            return np.log(np.maximum(self._nsplan_for(cfg).infer(q).probabilities, 1e-12))
        if m.name not in self.weights.scorers:
            raise MissingScorerError(f"the weights file has no scorer {m.name!r}; it has "
                           f"{', '.join(sorted(self.weights.scorers))} (refit with 'fit')")
        return self.weights.scorers[m.name].scores(self.evidence(q).features)

    def predict(self, method: str | Method, q: Question) -> int:
        return int(np.argmax(self.scores(method, q)))

    def prepare(self, questions: Sequence[Question]) -> None:
        """Embed all intents in one batch (one encoder call instead of one per question)."""
        self.retriever.encoder.encode(sorted({q.intent for q in questions if q.intent.strip()}))

    def evaluate(self, questions: Sequence[Question], method: str = DEFAULT_METHOD,
                 progress: bool = False) -> EvalResult:
        m = get_method(method)
        self._refuse_leaks(questions)
        start = time.perf_counter()
        self.prepare(questions)
        preds, correct, n = {}, 0, 0
        for q in tqdm(questions, desc=m.name, disable=not progress, leave=False):
            preds[q.qid] = self.predict(m, q)
            if q.answer is not None:
                n += 1
                correct += preds[q.qid] == q.answer
        return EvalResult(m.name, n, correct, preds, time.perf_counter() - start, self.kb.classes)

    def ablation(self, questions: Sequence[Question], methods: Iterable[str] | None = None,
                 progress: bool = False) -> list[EvalResult]:
        names = list(methods) if methods is not None else list(METHODS)
        return [self.evaluate(questions, name, progress)
                for name in names if self.available(get_method(name))]


PAPER_RESULTS = (  # ViLPAct paper (Zhuo et al. 2023), MQA accuracy on its 510 test questions
    ("NSPlan (paper, recognised observations)", 0.641),
    ("ACT-UNIVL (paper, recognised observations)", 0.706),
    ("paper's best with ground-truth observations", "0.814-0.821"),
    ("human", 0.943),
)


def format_table(results: Sequence[EvalResult], validation: dict | None = None,
                 weights: dict[str, Weights] | None = None) -> str:
    """Plain-text ablation table: STRIPS classes (kb), accuracy, count, 95% interval, accuracy on
    validation pseudo-questions with its interval (from the weights file of the row's KB; or
    ``validation`` for every row), and the method's kind."""
    lines = [f"{'method':24s} {'kb':9s} {'accuracy':>8s} {'correct':>9s} {'95% CI':>13s} "
             f"{'val-pseudo':>10s} {'95% CI':>13s}  kind"]
    for r in results:
        lo, hi = r.interval()
        w = (weights or {}).get(r.kb)
        val = (w.validation if w is not None else validation or {}).get(r.method)
        n_val = int(w.provenance.get("pseudo_questions", 0)) if w is not None else 0
        val_s = f"{val:.3f}" if isinstance(val, (int, float)) else "-"
        vlo, vhi = wilson_interval(val, n_val) if isinstance(val, (int, float)) and n_val else (None, None)
        val_ci = f"[{vlo:.2f}, {vhi:.2f}]" if vlo is not None else "-"
        kind = METHODS[r.method].kind if r.method in METHODS else ""
        acc, ci = (f"{r.accuracy:8.3f}", f"[{lo:.2f}, {hi:.2f}]") if r.n else (f"{'-':>8s}", f"{'-':>12s}")
        lines.append(f"{r.method:24s} {r.kb:9s} {acc} {r.correct:4d}/{r.n:<4d} {ci} {val_s:>10s} "
                     f"{val_ci:>13s}  {kind}")
    for kb, w in (weights or {}).items():   # what STRIPS adds, where the weights file records it
        paired = w.provenance.get("paired_vs_no_strips", {})
        if "gain_points" in paired:
            lo, hi = paired["gain_ci95_points"]
            lines.append(f"combined - combined-no-strips ({kb} KB, val-pseudo, 5-fold by video): "
                         f"{paired['gain_points']:+.2f} points, 95% CI [{lo:+.2f}, {hi:+.2f}] (videos resampled)")
    lines.append("paper (510 test questions):")
    for name, value in PAPER_RESULTS:
        lines.append(f"  {name:50s} {value if isinstance(value, str) else f'{value:.3f}'}")
    return "\n".join(lines)


__all__ = ["EvalResult", "Evaluator", "format_table", "wilson_interval"]
