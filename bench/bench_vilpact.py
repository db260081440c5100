"""Time answering ViLPAct questions with ``strips.vilpact`` (CPU).

Only 51 of the 510 test questions are public (mqa_dev.json). This script times
  1. the 51 real questions, cold (fresh process state: sentence-encoder load, intent embeddings
     computed without a disk cache, retriever built) and warm (embeddings cached on disk);
  2. a *synthetic* 510: each of the 51 questions ten times, copies 1-9 perturbed (choices
     shuffled, the answer's index moves; observed actions and intent unchanged), so the
     per-question work is the same kind as the real test's.
Accuracy on the synthetic set is printed but means little (it repeats the 51).

    .venv/bin/python bench/bench_vilpact.py [--kb DIR] [--mqa FILE] [--method NAME]
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from strips.vilpact.evaluate import Evaluator  # noqa: E402
from strips.vilpact.kb import load_kb  # noqa: E402
from strips.vilpact.retrieval import SentenceEncoder  # noqa: E402
from strips.vilpact.sequences import Question, load_questions  # noqa: E402
from strips.vilpact.weights import load_weights  # noqa: E402

DEFAULT_KB = ROOT.parent / "shared" / "reference" / "vilpact"


def synthetic(questions: list[Question], copies: int = 10, seed: int = 0) -> list[Question]:
    rng = random.Random(seed)
    out = []
    for q in questions:
        out.append(q)
        for c in range(1, copies):
            order = list(range(len(q.choices)))
            rng.shuffle(order)
            choices = tuple(q.choices[i] for i in order)
            answer = order.index(q.answer) if q.answer is not None else None
            out.append(replace(q, qid=f"{q.qid}#{c}", choices=choices, answer=answer))
    return out


def timed(label: str, kb, questions, method: str, cache: Path | None) -> None:
    t0 = time.perf_counter()
    encoder = SentenceEncoder(cache_file=cache)
    ev, _ = Evaluator.for_questions(kb, encoder, load_weights(), questions)
    setup = time.perf_counter() - t0
    res = ev.evaluate(questions, method)
    per_q = res.seconds / len(questions)
    print(f"{label:34s} n={len(questions):4d} setup {setup:6.2f} s  answering {res.seconds:6.2f} s "
          f"({1000 * per_q:6.1f} ms/question)  total {setup + res.seconds:6.2f} s  "
          f"accuracy {res.accuracy:.3f} ({res.correct}/{res.n})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", default=str(DEFAULT_KB))
    ap.add_argument("--mqa", default=None)
    ap.add_argument("--method", default="combined")
    args = ap.parse_args()
    mqa = Path(args.mqa) if args.mqa else Path(args.kb) / "mqa_dev.json"
    t0 = time.perf_counter()
    kb = load_kb(args.kb)
    print(f"KB loaded in {time.perf_counter() - t0:.2f} s ({len(kb.sequences)} sequences)")
    dev = load_questions(mqa, kb.vocab)
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "emb.npz"
        timed("51 dev questions, cold (no cache)", kb, dev, args.method, cache)
        timed("51 dev questions, warm cache", kb, dev, args.method, cache)
        timed("synthetic 510 (51 x 10), warm", kb, synthetic(dev), args.method, cache)
    return 0


if __name__ == "__main__":
    sys.exit(main())
