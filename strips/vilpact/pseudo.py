"""Pseudo multiple-choice questions built from knowledge-base sequences, for choosing weights
without touching the test questions.

The distractors are drawn the way ViLPAct's test questions' are (as far as the 51 public dev
questions show): each of the five distractors is the true future with exactly one position
replaced, the position uniform, the replacement a class drawn uniformly from those not in the
true future; distractors are distinct; the answer's index is uniform over the six choices. The
intent is one of the video's crowd-sourced motives, drawn uniformly.
"""
from __future__ import annotations

import zlib
from typing import Iterable, Sequence

import numpy as np

from strips.vilpact.sequences import KBSequence, Question


def substitute(future: tuple[str, ...], pool: Sequence[str],
               rng: np.random.Generator) -> tuple[tuple[str, ...], int]:
    """``future`` with one position, uniform, replaced by a class drawn uniformly from ``pool``
    (the test's way of making a distractor), and that position."""
    pos = int(rng.integers(len(future)))
    return future[:pos] + (pool[int(rng.integers(len(pool)))],) + future[pos + 1:], pos


def make_question(seq: KBSequence, class_ids: Sequence[str], rng: np.random.Generator,
                  n_choices: int = 6, qid: str | None = None) -> Question | None:
    """One pseudo-question from ``seq``; None when it has no observed part, future or motive."""
    future = seq.future
    if not seq.observed or not future or not seq.motives:
        return None
    pool = [a for a in class_ids if a not in set(future)]
    distractors: list[tuple[str, ...]] = []
    seen = {future}
    tries = 0
    while len(distractors) < n_choices - 1 and tries < 1000:
        tries += 1
        new, _ = substitute(future, pool, rng)
        if new not in seen:
            seen.add(new)
            distractors.append(new)
    answer = int(rng.integers(n_choices))
    choices = distractors[:answer] + [future] + distractors[answer:]
    intent = seq.motives[int(rng.integers(len(seq.motives)))]
    return Question(qid or seq.vid, seq.observed, intent, tuple(choices), answer)


def make_questions(sequences: Iterable[KBSequence], class_ids: Sequence[str], seed: int = 0,
                   draws: int = 1) -> list[Question]:
    """``draws`` pseudo-questions per usable sequence, reproducible from ``seed`` and the video
    id alone (adding or removing other sequences does not change a video's questions)."""
    out = []
    for seq in sequences:
        rng = np.random.default_rng([seed, zlib.crc32(seq.vid.encode())])
        for d in range(draws):
            q = make_question(seq, class_ids, rng, qid=seq.vid if draws == 1 else f"{seq.vid}#{d}")
            if q is not None:
                out.append(q)
    return out
