"""Baselines for situated procedural QA (command: ``python -m nsg.qa_baselines DATASET``).

Why these: blind baselines (answer prior; question-only logistic regression) show how much of
a template can be answered without the video or the graph (the generator balances answers so
both should sit near chance, 20%); the Knowledge-Module baseline (:mod:`nsg.kml`) shows what
executing the template's program with modules learned from the graph gives, with ground-truth
grounding and with predicted steps. Reported as PKR-QA reports: accuracy per template, overall
accuracy and the mean of per-template accuracies. Blind models are fitted on the train split's
questions and scored on the other splits (on train itself when a dataset has no other split).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import torch

from generators.procedural.episodes import load_episodes
from generators.procedural.qa import read_qa, template_names
from contracts.library.tasks import get_task
from nsg.errors import NSGError
from nsg.inputs.reader import DEFAULT_FPS
from nsg.models.batching import DEFAULT_SEGMENT_FRAMES
from nsg.kml import Executor, KMLConfig, KnowledgeModules, embed_graph
from nsg.qa_grounding import GroundTruthSource, PredictedStepSource, nsg_step_predictions, run_settings

Predictor = Callable[[dict], "int | tuple[int, ...]"]  # an index, or tied best indices


@dataclass
class Table:
    """Accuracy per template and method, with the two summary rows."""

    methods: list[str]
    rows: dict[str, dict[str, float]]
    counts: dict[str, int]
    evaluated_on: str

    def summary(self) -> dict[str, dict[str, float]]:
        out = {}
        for m in self.methods:
            accs = [acc[m] for acc in self.rows.values() if m in acc]
            n = [self.counts[t] for t, acc in self.rows.items() if m in acc]
            out[m] = {"overall": sum(a * k for a, k in zip(accs, n)) / max(1, sum(n)),
                      "mean_per_template": sum(accs) / max(1, len(accs))}
        return out

    def markdown(self) -> str:
        head = "| template | n | " + " | ".join(self.methods) + " |"
        lines = [f"Evaluated on: {self.evaluated_on}", "", head, "|" + "---|" * (len(self.methods) + 2)]
        for t, acc in self.rows.items():
            lines.append(f"| {t} | {self.counts[t]} | " + " | ".join(
                f"{100 * acc[m]:.1f}" if m in acc else "-" for m in self.methods) + " |")
        s = self.summary()
        for key in ("overall", "mean_per_template"):
            lines.append(f"| **{key}** | {sum(self.counts.values())} | " + " | ".join(
                f"**{100 * s[m][key]:.1f}**" for m in self.methods) + " |")
        return "\n".join(lines)


def _pick(scores: list[float]) -> tuple[int, ...]:
    """The best candidates: several where they tie (equal up to rounding, e.g. a constant question
    text fitted on balanced answers). :func:`evaluate` credits a tie with its expected accuracy
    under a random tie-break, so a tie costs no lottery noise and no candidate position wins."""
    best = max(scores)
    return tuple(i for i, s in enumerate(scores) if s >= best - 1e-9)


def answer_prior(train: list[dict], seed: int = 0) -> Predictor:
    freq: dict[str, Counter] = defaultdict(Counter)
    for q in train:
        freq[q["template"]][q["answer_id"]] += 1

    def predict(q: dict) -> tuple[int, ...]:
        f = freq[q["template"]]
        return _pick([f[c] for c in q["candidate_ids"]])
    return predict


def question_only(train: list[dict], seed: int = 0) -> Predictor:
    """Per template: TF-IDF word 1-2-grams of the question (frame numbers included) ->
    logistic regression over answer ids; the candidate with the highest probability wins."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    by_t: dict[str, list[dict]] = defaultdict(list)
    for q in train:
        by_t[q["template"]].append(q)
    models = {}
    for t, qs in by_t.items():
        if len({q["answer_id"] for q in qs}) < 2:
            continue
        vec = TfidfVectorizer(ngram_range=(1, 2), token_pattern=r"(?u)\b\w+\b")
        x = vec.fit_transform([q["question"] for q in qs])
        clf = LogisticRegression(max_iter=2000, random_state=seed).fit(x, [q["answer_id"] for q in qs])
        models[t] = (vec, clf)
    prior = answer_prior(train, seed)

    def predict(q: dict) -> int:
        if q["template"] not in models:
            return prior(q)
        vec, clf = models[q["template"]]
        p = dict(zip(clf.classes_, clf.predict_proba(vec.transform([q["question"]]))[0]))
        scores = [p.get(c, 0.0) for c in q["candidate_ids"]]
        return _pick(scores)
    return predict


def span_positions(train: list[dict], seed: int = 0) -> Predictor:
    """Per template: logistic regression from the clips' frame positions alone (first frame,
    last frame, length of each clip) to the answer id. Not blind to the clip's place in the
    video, which a video model also sees; it measures how much position alone gives away."""
    from sklearn.linear_model import LogisticRegression

    def feats(q: dict) -> list[float]:
        out = []
        for k in range(2):
            a, b = q["spans"][k] if k < len(q["spans"]) else (0, 0)
            out += [a / 100, b / 100, (b - a) / 100]
        return out
    by_t: dict[str, list[dict]] = defaultdict(list)
    for q in train:
        by_t[q["template"]].append(q)
    models = {t: LogisticRegression(max_iter=2000, random_state=seed).fit([feats(q) for q in qs],
                                                                       [q["answer_id"] for q in qs])
              for t, qs in by_t.items() if len({q["answer_id"] for q in qs}) > 1}
    prior = answer_prior(train, seed)

    def predict(q: dict) -> int:
        if q["template"] not in models:
            return prior(q)
        clf = models[q["template"]]
        p = dict(zip(clf.classes_, clf.predict_proba([feats(q)])[0]))
        scores = [p.get(c, 0.0) for c in q["candidate_ids"]]
        return _pick(scores)
    return predict


BLIND = {"answer prior": answer_prior, "question only": question_only, "clip position only": span_positions}


def blind_both_ways(questions: list[dict], seed: int = 0) -> Table:
    """Blind baselines scored on every question: the other splits by models fitted on train,
    and train by models fitted on the other splits (answers are balanced within each split, so
    neither side's prior leans; n is every question, so figures are not small-sample noise)."""
    train = [q for q in questions if q["split"] == "train"]
    rest = [q for q in questions if q["split"] != "train"]
    a = evaluate(rest, {k: f(train, seed) for k, f in BLIND.items()})
    b = evaluate(train, {k: f(rest, seed) for k, f in BLIND.items()})
    rows, counts = {}, {}
    for t in a.rows.keys() | b.rows.keys():
        na, nb = a.counts.get(t, 0), b.counts.get(t, 0)
        counts[t] = na + nb
        rows[t] = {m: (a.rows.get(t, {}).get(m, 0) * na + b.rows.get(t, {}).get(m, 0) * nb) / counts[t]
                   for m in a.methods}
    order = [t for t in template_names() if t in rows]
    return Table(a.methods, {t: rows[t] for t in order}, {t: counts[t] for t in order},
                 "every question (train by models fitted on the other splits, the rest by models fitted on train)")


def uniform_order_steps(episodes) -> dict[str, list[tuple[str, int, int]]]:
    """A no-vision step predictor: the task's first admissible order, in equal frame slices.
    A floor for predicted grounding (it knows the task, never looks at the frames)."""
    out = {}
    for e in episodes:
        order = list(get_task(e.task).linear_extensions()[0])
        n = len(order)
        out[e.video_id] = [(s, k * e.n_frames // n, (k + 1) * e.n_frames // n - 1) for k, s in enumerate(order)]
    return out


def evaluate(questions: list[dict], predictors: dict[str, Predictor]) -> Table:
    templates = [t for t in template_names() if any(q["template"] == t for q in questions)]
    rows: dict[str, dict[str, float]] = {t: {} for t in templates}
    counts = {t: sum(q["template"] == t for q in questions) for t in templates}
    for name, pred in predictors.items():
        hits: Counter = Counter()
        for q in questions:
            p = pred(q)  # tied candidates: the expected accuracy of a random tie-break
            hits[q["template"]] += (q["answer_index"] in p) / len(p) if isinstance(p, tuple) else p == q["answer_index"]
        for t in templates:
            rows[t][name] = hits[t] / counts[t]
    for t in templates:
        rows[t]["chance"] = sum(1 / len(q["candidates"]) for q in questions if q["template"] == t) / counts[t]
    return Table(["chance"] + list(predictors), rows, counts, "")


def run(dataset: str, qa_path: str | None = None, nsg_predictions: str | None = None,
        segment_frames: int | None = None, feature_fps: float | None = None, kml_steps: int = 300,
        uniform: bool = True, seed: int = 0) -> tuple[Table, dict]:
    torch.set_num_threads(1)
    questions = read_qa(qa_path or dataset)
    episodes = {e.video_id: e for e in load_episodes(dataset)}
    missing = sorted({q["video_id"] for q in questions} - set(episodes))
    if missing:
        raise NSGError(f"{len(missing)} QA videos are not in dataset {dataset}: {missing[:5]}")
    train = [q for q in questions if q["split"] == "train"]
    test = [q for q in questions if q["split"] != "train"]
    where = "non-train splits" if test else "train split (the dataset has no other split)"
    test = test or train
    from strips.vilpact.retrieval import SentenceEncoder

    modules = KnowledgeModules(embed_graph(SentenceEncoder()), KMLConfig(steps=kml_steps, seed=seed)).fit()
    sources = {"KML (GT grounding)": GroundTruthSource()}
    settings = None
    if nsg_predictions:  # the run's own segment length and feature rate unless given
        settings = run_settings(nsg_predictions) or {"segment_frames": DEFAULT_SEGMENT_FRAMES, "feature_fps": DEFAULT_FPS}
        settings = {"segment_frames": segment_frames or settings["segment_frames"],
                    "feature_fps": feature_fps or settings["feature_fps"]}
        sources["KML (NSG steps)"] = PredictedStepSource(
            nsg_step_predictions(nsg_predictions, list(episodes.values()), **settings))
    if uniform:
        sources["KML (uniform-order steps)"] = PredictedStepSource(uniform_order_steps(episodes.values()))
    predictors: dict[str, Predictor] = {k: f(train, seed) for k, f in BLIND.items()}
    coverage = {}
    for name, src in sources.items():
        ex = Executor(modules, seed)
        views = {vid: src.view(e) for vid, e in episodes.items()}
        tested = {q["video_id"] for q in test}
        coverage[name] = sum(views[v] is not None for v in tested) / max(1, len(tested))
        predictors[name] = (lambda ex, views: lambda q: ex.answer(q, views[q["video_id"]], episodes[q["video_id"]]))(ex, views)
    table = evaluate(test, predictors)
    table.evaluated_on = where
    info = {"questions": len(questions), "train_questions": len(train), "evaluated": len(test),
            "blind_both_ways": blind_both_ways(questions, seed) if test is not train else None,
            "module_train_accuracy": modules.train_log, "grounding_coverage": coverage,
            "nsg_settings": settings}
    return table, info


def check_inputs(dataset: str, qa: str | None, nsg_predictions: str | None, out: str | None) -> None:
    """Every path the run needs, checked before the minutes of work (a bad ``nsg_predictions`` used
    to surface only after the modules were trained)."""
    if not (Path(dataset) / "manifest.jsonl").is_file():
        raise NSGError(f"{dataset!r} is not a dataset (no manifest.jsonl); render one with "
                       "`python -m generators render`", setting="dataset")
    qa_file = Path(qa) if qa else Path(dataset)
    qa_file = qa_file / "qa.jsonl" if qa_file.is_dir() else qa_file
    if not qa_file.is_file():
        raise NSGError(f"no QA file at {str(qa_file)!r}; write one with `python -m generators qa {dataset}`",
                       setting="qa")
    if nsg_predictions is not None and not Path(nsg_predictions).is_file():
        raise NSGError(f"NSG predictions {nsg_predictions!r} is not a file; an evaluation of a run "
                       "(`python -m nsg.evaluate`) writes RUN/eval/predictions.jsonl", setting="nsg_predictions")
    if out is not None and Path(out).exists() and not Path(out).is_dir():
        raise NSGError(f"output directory {out!r} exists and is not a directory", setting="out")
