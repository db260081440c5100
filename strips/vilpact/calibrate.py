"""Choose the scorers' weights on the knowledge base's own sequences, never on test questions.

Protocol (defaults): the *training* sequences are the knowledge base; each *validation* sequence
becomes ``draws`` pseudo multiple-choice questions (:mod:`.pseudo`, distractors drawn like the
test's). On them we

1. pick the NSPlan variant (representation x distance) with the best accuracy;
2. extract every feature with that variant and fit each fitted scorer (:data:`.methods.FITTED`)
   as a conditional logit;
3. estimate each method's accuracy on the pseudo-questions: unfitted methods directly, fitted
   ones by ``folds``-fold cross-validation grouped by video (all draws of a video in one fold).

The result is a :class:`~.weights.Weights` with its provenance; evaluation then uses the whole
knowledge base (train + val) as evidence.
"""
from __future__ import annotations

import time
from typing import Sequence

import numpy as np
from tqdm import tqdm

from strips.vilpact.errors import KnowledgeBaseError
from strips.vilpact.kb import KnowledgeBase
from strips.vilpact.methods import FITTED, METHODS
from strips.vilpact.nsplan import NSPlan, NSPlanConfig
from strips.vilpact.pseudo import make_questions
from strips.vilpact.retrieval import Retriever, TextEncoder
from strips.vilpact.scoring import FEATURES, EvidenceExtractor, ExtractorConfig, fit_linear_scorer
from strips.vilpact.sequences import Question
from strips.vilpact.similarity import DISTANCES, REPRESENTATIONS
from strips.vilpact.weights import Weights


def _accuracy(scores: np.ndarray, answers: np.ndarray) -> float:
    return float(np.mean(np.argmax(scores, axis=-1) == answers))


def grouped_cv_correct(features: np.ndarray, answers: np.ndarray, groups: Sequence[str],
                       names: Sequence[str], l2: float, folds: int, seed: int) -> np.ndarray:
    """Per question: was the held-out fold's prediction right? Folds group questions by video."""
    unique = sorted(set(groups))
    order = np.random.default_rng(seed).permutation(len(unique))
    fold_of = {unique[i]: k % folds for k, i in enumerate(order)}
    fold = np.array([fold_of[g] for g in groups])
    correct = np.zeros(len(answers), dtype=bool)
    for k in range(folds):
        train, test = fold != k, fold == k
        if not test.any() or not train.any():
            continue
        scorer = fit_linear_scorer(features[train], answers[train], names, l2)
        correct[test] = np.argmax([scorer.scores(x) for x in features[test]], axis=1) == answers[test]
    return correct


def video_bootstrap(diff: np.ndarray, groups: Sequence[str], resamples: int = 2000,
                    seed: int = 0) -> tuple[float, float]:
    """95% interval of ``mean(diff)`` resampling whole videos (a video's pseudo-questions are not
    independent: they share the observed part and the true future)."""
    unique = sorted(set(groups))
    index = {g: i for i, g in enumerate(unique)}
    sums, counts = np.zeros(len(unique)), np.zeros(len(unique))
    np.add.at(sums, [index[g] for g in groups], diff)
    np.add.at(counts, [index[g] for g in groups], 1)
    picks = np.random.default_rng(seed).integers(len(unique), size=(resamples, len(unique)))
    means = sums[picks].sum(axis=1) / counts[picks].sum(axis=1)
    return float(np.quantile(means, 0.025)), float(np.quantile(means, 0.975))


def calibrate(kb: KnowledgeBase, encoder: TextEncoder, seed: int = 0, draws: int = 3,
              l2: float = 1.0, folds: int = 5, kb_splits: Sequence[str] = ("train",),
              question_splits: Sequence[str] = ("val",), progress: bool = False) -> Weights:
    start = time.perf_counter()
    evidence_kb = kb.restricted(s for s in kb.sequences if s.split in kb_splits)
    pool = [s for s in kb.sequences if s.split in question_splits]
    overlap = set(kb_splits) & set(question_splits)
    if overlap:
        raise KnowledgeBaseError(f"splits {sorted(overlap)} are both evidence and questions")
    questions: list[Question] = make_questions(pool, kb.vocab.ids, seed, draws)
    if not evidence_kb.sequences or not questions:
        raise KnowledgeBaseError(
            f"calibration needs sequences of splits {list(kb_splits)} (found "
            f"{len(evidence_kb.sequences)}) and usable ones of {list(question_splits)} (made "
            f"{len(questions)} questions); splits present: {sorted({s.split for s in kb.sequences})}")
    answers = np.array([q.answer for q in questions])
    retriever = Retriever(evidence_kb, encoder)

    validation: dict[str, float] = {}
    variants = [NSPlanConfig(representation=r, distance=d) for r in REPRESENTATIONS for d in DISTANCES
                if r == "ids" or r in kb.prototypes]
    for cfg in tqdm(variants, desc="NSPlan variants", disable=not progress):
        ns = NSPlan(evidence_kb, retriever, cfg)
        probs = np.array([ns.infer(q).probabilities for q in questions])
        validation[f"nsplan-{cfg.representation}-{cfg.distance}"] = _accuracy(probs, answers)
    best = max(variants, key=lambda c: validation[f"nsplan-{c.representation}-{c.distance}"])
    for mode in ("bm25", "intent"):
        ns = NSPlan(evidence_kb, retriever, NSPlanConfig(best.representation, best.distance, mode))
        probs = np.array([ns.infer(q).probabilities for q in questions])
        validation[f"nsplan-{mode}-only"] = _accuracy(probs, answers)

    config = ExtractorConfig(nsplan=best)
    extractor = EvidenceExtractor(evidence_kb, retriever, config)
    features = np.array([extractor.extract(q).features
                         for q in tqdm(questions, desc="features", disable=not progress)])
    for m in METHODS.values():
        if m.kind == "feature":
            validation[m.name] = _accuracy(features[:, :, FEATURES.index(m.feature)], answers)
    groups = [q.video_id for q in questions]
    scorers, correct = {}, {}
    for name, names in FITTED.items():
        correct[name] = grouped_cv_correct(features, answers, groups, names, l2, folds, seed)
        validation[name] = float(correct[name].mean())
        scorers[name] = fit_linear_scorer(features, answers, names, l2)
    bigram_right = np.argmax(features[:, :, FEATURES.index("bigram")], axis=1) == answers
    paired = {"combined_right_bigram_wrong": int(np.sum(correct["combined"] & ~bigram_right)),
              "bigram_right_combined_wrong": int(np.sum(~correct["combined"] & bigram_right))}
    no_strips = correct["combined-no-strips"]   # what the STRIPS features add, question by question
    paired_strips = {"combined_right_no_strips_wrong": int(np.sum(correct["combined"] & ~no_strips)),
                     "no_strips_right_combined_wrong": int(np.sum(~correct["combined"] & no_strips))}
    gain = correct["combined"].astype(float) - no_strips
    lo, hi = video_bootstrap(gain, groups, seed=seed)
    paired_strips["gain_points"] = round(100 * float(gain.mean()), 2)
    paired_strips["gain_ci95_points"] = [round(100 * lo, 2), round(100 * hi, 2)]   # videos resampled

    provenance = {
        "created_by": "python -m strips.vilpact fit", "kb_fingerprint": kb.fingerprint,
        "kb_classes": kb.classes,
        "evidence_splits": list(kb_splits), "question_splits": list(question_splits),
        "evidence_sequences": len(evidence_kb.sequences), "question_videos": len(set(groups)),
        "pseudo_questions": len(questions), "draws": draws, "seed": seed, "l2": l2, "folds": folds,
        "nsplan_variant_chosen_on_validation": f"{best.representation}-{best.distance}",
        "paired_vs_bigram": paired, "paired_vs_no_strips": paired_strips,
        "seconds": round(time.perf_counter() - start, 1),
        "note": "weights chosen on pseudo-questions from KB sequences only; never on test questions",
    }
    return Weights(config, scorers, provenance, {k: round(v, 4) for k, v in validation.items()})
