"""Description -> graph pairs for training and evaluating the parser, from contracts.language.descriptions.

Training pairs come from train-split instances only: their concrete positive descriptions and
those negative descriptions whose (altered) task is itself a train-split task and touches no
held-out (sub-task, object) pair (a swapped-in sub-task can create one, e.g. "slice the
lettuce" as the negative of a cool-and-place lettuce video), so no novel task structure and no
held-out pair reaches the parser in training. Abstract
descriptions are not trained on (as in the paper, which fine-tuned on positive descriptions).

Evaluation pairs per split use the split's own instances and its description style: concrete
positive and negative descriptions, or abstract ones for the abstraction split.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from contracts.language.descriptions import describe
from contracts.language.graphs import TaskGraph
from contracts.library.splits import SPLIT_NAMES, get_split, heldout_pairs
from contracts.library.tasks import get_task, instance_pairs


@dataclass(frozen=True)
class ParsePair:
    text: str
    graph: TaskGraph
    split: str
    kind: str
    task: str
    object: str
    receptacle: str | None


def _receptacle(graph: TaskGraph) -> str | None:
    """The place receptacle type of a graph (None without a place step)."""
    from pddl_domains import vocabulary as vocab

    token = next((n.receptacle for n in graph.nodes if n.subtask == "place"), None)
    return vocab.type_from_token(token) if token else None


def training_pairs(seeds: tuple[int, ...] = (0,), per_instance: int = 3, include_negatives: bool = True
                   ) -> list[ParsePair]:
    train = get_split("train")
    train_tasks = set(train.tasks)
    pairs, seen = [], set()
    for seed in seeds:
        for task, obj, rec in train.instances():
            ds = describe(task, obj, rec, seed=seed, n=per_instance)
            kinds = [ds.positive] + ([ds.negative] if include_negatives else [])
            for group in kinds:
                for d in group:
                    if d.task not in train_tasks or d.text in seen:
                        continue
                    d_rec = _receptacle(d.graph)  # a negative may describe another receptacle
                    if instance_pairs(get_task(d.task), obj, d_rec) & heldout_pairs():
                        continue
                    seen.add(d.text)
                    pairs.append(ParsePair(d.text, d.graph, "train", d.kind, d.task, obj, d_rec))
    return pairs


def evaluation_pairs(split: str, limit: int = 200, seed: int = 10_000) -> list[ParsePair]:
    """Up to ``limit`` instances of the split (seeded sample), one true and one false description each."""
    sp = get_split(split)
    instances = sp.instances()
    rng = random.Random(f"parser-eval-{split}-{seed}")
    rng.shuffle(instances)
    pairs = []
    for i, (task, obj, rec) in enumerate(instances[:limit]):
        ds = describe(task, obj, rec, seed=seed + i, n=1)
        true, false = (ds.abstract, ds.abstract_negative) if sp.descriptions == "abstract" else (ds.positive, ds.negative)
        for d in true[:1] + false[:1]:
            pairs.append(ParsePair(d.text, d.graph, split, d.kind, d.task, obj, rec))
    return pairs


def all_evaluation_pairs(limit: int = 200) -> dict[str, list[ParsePair]]:
    return {s: evaluation_pairs(s, limit) for s in SPLIT_NAMES}
