"""Situated procedural QA for a rendered dataset: ``python -m generators qa DATASET``.

Why balancing: a five-way question is only a test of the video and the graph if the answer
cannot be guessed from the question, from answer frequencies or from where the clip lies. Per
template, split and stratum (``RawQuestion.stratum``: the clip's place in the video and its end
frame, binned; for task_status_end the request and the video's length, binned) we keep the k
most frequent answer values (k >= 5, chosen to keep the most questions) and subsample every
value to the same count, so each value is the answer equally often; distractors are the
least-used values so far (never another right answer), so each value is shown about equally
often too and is right about one time in five whenever it is shown (PKR-QA balances likewise).
"""
from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from generators.errors import GeneratorError

from contracts.errors import UnknownNameError
from generators.procedural import kg
from contracts.files import write_atomic
from generators.procedural.episodes import Episode, load_episodes
from generators.procedural.qa_derive import DERIVATIONS, RawQuestion
from generators.datafiles import load_generator_data


def templates() -> dict:
    return load_generator_data("qa_templates.json")


def template_names() -> list[str]:
    return list(templates()["templates"])


@dataclass(frozen=True)
class QAConfig:
    templates: tuple[str, ...] = ()
    seed: int = 15
    min_vocabulary: int = 5

    def chosen(self) -> list[str]:
        names = template_names()
        for t in self.templates:
            if t not in names:
                raise UnknownNameError("QA template", t, names)
        return list(self.templates) or names


def answer_text(template: str, entity: str) -> str:
    """The words shown for an answer entity under a template."""
    data = templates()
    etype, key = entity.split(":", 1)
    if etype == "Nothing":
        none = data["templates"][template]["none"]
        if none is None:
            raise GeneratorError(f"template {template} has no 'nothing' answer, got {entity}")
        return none
    if etype == "Action":
        return data["action_texts"][key]
    if etype == "State":
        table = data["purpose_texts"] if template == "device_purpose" else data["state_texts"]
        return table[key]
    if etype == "Outcome":
        return data["outcomes"][key]
    return kg.name(kg.kg(), entity)


def derive_all(episodes: list[Episode], cfg: QAConfig) -> dict[str, list[RawQuestion]]:
    g = kg.kg()
    texts = dict(templates()["situated_texts"], _outcomes=templates()["outcomes"])
    out: dict[str, list[RawQuestion]] = {}
    for t in cfg.chosen():
        rng = random.Random(f"{cfg.seed}-{t}")
        out[t] = [q for e in episodes for q in DERIVATIONS[t](e, g, texts, rng)]
    return out


def balance(raw: list[RawQuestion], rng: random.Random, min_vocab: int,
            n_distractors: int = 4) -> tuple[list[RawQuestion], list[str]]:
    """Equal answer counts over the k most frequent values (k maximises k * count_k, k >= min_vocab).

    A question counts for a value set only if enough wrong values remain for its distractors."""
    ranked = [v for v, _ in sorted(Counter(q.answer for q in raw).items(), key=lambda kv: (-kv[1], kv[0]))]
    best: tuple[int, list[str], dict] = (0, [], {})
    for k in range(min_vocab, len(ranked) + 1):
        values = ranked[:k]
        groups: dict[str, list[RawQuestion]] = defaultdict(list)
        for q in raw:
            if q.answer in values and len(set(values) - q.valid) >= n_distractors:
                groups[q.answer].append(q)
        cap = min(len(groups[v]) for v in values)
        if cap * k > best[0] or (cap * k == best[0] and k > len(best[1])):
            best = (cap * k, values, groups)
    total, values, groups = best
    if not total:
        return [], ranked
    cap = total // len(values)
    kept = []
    for v in values:
        group = list(groups[v])
        rng.shuffle(group)
        kept.extend(group[:cap])
    kept.sort(key=lambda q: (q.episode.video_id, q.spans))
    return kept, values


def make_questions(raw: list[RawQuestion], vocab_k: list[str], template: str, rng: random.Random,
                   n_distractors: int = 4, group: int = 0) -> list[dict]:
    shown: Counter = Counter()
    out = []
    spec = templates()["templates"][template]
    for k, q in enumerate(raw):
        pool = [v for v in vocab_k if v not in q.valid]
        if len(pool) < n_distractors:
            continue
        rng.shuffle(pool)
        pool.sort(key=lambda v: shown[v])  # stable: least shown first, random among ties
        chosen = pool[:n_distractors]
        shown.update(chosen)
        cands = chosen + [q.answer]
        rng.shuffle(cands)
        fmt = dict(q.fields)
        fmt.update({"a": q.spans[0][0], "b": q.spans[0][1]})
        if len(q.spans) > 1:
            fmt.update({"c": q.spans[1][0], "d": q.spans[1][1]})
        e = q.episode
        out.append({
            "qid": f"{e.video_id}/{template}/{group + k}", "video_id": e.video_id, "split": e.split,
            "annotations": e.row.annotations, "video": e.row.video,
            "template": template, "question": spec["question"].format(**fmt),
            "spans": [list(s) for s in q.spans],
            "candidates": [answer_text(template, c) for c in cands], "candidate_ids": cands,
            "answer_index": cands.index(q.answer), "answer": answer_text(template, q.answer),
            "answer_id": q.answer, "rationale": "; ".join(q.facts) + ".", "program": q.program,
            "task": e.task, "object": e.object, "receptacle": e.receptacle,
            "balance_group": [e.split, *q.stratum],
        })
    return out


def generate(dataset: str | Path, cfg: QAConfig = QAConfig()) -> tuple[list[dict], dict]:
    """All questions of a dataset and a summary (counts per template, split, answer)."""
    skipped: list[str] = []
    episodes = load_episodes(dataset, skipped=skipped)
    if not episodes:
        raise GeneratorError(f"dataset {dataset!s} has no video with an annotation file yet"
                             + (f" ({len(skipped)} skipped, first {skipped[0]})" if skipped else ""))
    questions: list[dict] = []
    summary: dict = {"dataset": str(dataset), "videos": len(episodes), "skipped_videos": skipped, "templates": {}}
    for t, raw in derive_all(episodes, cfg).items():
        qs, values = [], set()
        groups: dict[tuple, list[RawQuestion]] = defaultdict(list)
        for q in raw:  # balanced within each split (a prior fitted on train is uniform) and stratum
            groups[(q.episode.split, q.stratum)].append(q)
        for key in sorted(groups, key=repr):
            rng = random.Random(f"{cfg.seed}-{t}-{key!r}-balance")
            kept, vocab_k = balance(groups[key], rng, cfg.min_vocabulary)
            if kept:
                qs.extend(make_questions(kept, vocab_k, t, rng, group=len(qs)))
                values |= set(vocab_k)
        questions.extend(qs)
        summary["templates"][t] = {
            "derived": len(raw), "kept": len(qs), "answer_values": sorted(values),
            "answer_counts": dict(Counter(q["answer_id"] for q in qs)),
            "shown_counts": dict(Counter(c for q in qs for c in q["candidate_ids"])),
            "by_split": dict(Counter(q["split"] for q in qs)),
            "dropped": "fewer than %d answer values" % cfg.min_vocabulary if raw and not qs else None}
    summary["questions"] = len(questions)
    summary["by_split"] = dict(Counter(q["split"] for q in questions))
    return questions, summary


def write_qa(dataset: str | Path, out: str | Path | None = None, cfg: QAConfig = QAConfig()) -> dict:
    """Write ``qa.jsonl`` and ``qa_summary.json`` (into the dataset unless ``out`` is given)."""
    questions, summary = generate(dataset, cfg)
    out_dir = Path(out) if out else Path(dataset)
    out_dir.mkdir(parents=True, exist_ok=True)
    write_atomic(out_dir / "qa.jsonl", "".join(json.dumps(q) + "\n" for q in questions))
    write_atomic(out_dir / "qa_summary.json", json.dumps(summary, indent=1) + "\n")
    summary["path"] = str(out_dir / "qa.jsonl")
    return summary


def read_qa(path: str | Path) -> list[dict]:
    p = Path(path)
    if p.is_dir():
        p = p / "qa.jsonl"
    if not p.is_file():
        raise GeneratorError(f"no QA file at {path!s} (run `python -m generators qa DATASET` first)")
    try:
        return [json.loads(line) for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GeneratorError(f"{p} is not a QA file of `python -m generators qa` (not JSON lines: {exc})") from None
