"""Training data and the training loop of the MiniLM parser head.

Data (:func:`training_examples`): paraphrases of every layered shape in the phrasing families
(:mod:`nsg.parser.minilm.paraphrase`) plus the description generator's own templates on train-split
instances (concrete and abstract, positive and negative; held-out (sub-task, object) pairs
removed). Texts are encoded once by the frozen MiniLM; the head then trains for a few epochs
on the cached features, which is what keeps training within minutes on 2 cores.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from typing import Sequence

import torch
import torch.nn.functional as F

from contracts.files import atomic_dir
from contracts.language.descriptions import describe
from contracts.language.graphs import TaskGraph
from contracts.library.splits import get_split, heldout_pairs
from contracts.library.tasks import get_task, instance_pairs
from nsg.parser.corpus import _receptacle, all_evaluation_pairs
from nsg.parser.minilm.encoder import Encoded, encode
from nsg.parser.grammar import _groups
from nsg.parser.minilm.handwritten import load_handwritten
from nsg.parser.minilm.head import AFTER, BEFORE, PAIRS, SAME, SUBTASK_ORDER, HeadConfig, ParserHead, collate
from nsg.parser.metrics import predict, score
from nsg.parser.minilm.paraphrase import FAMILIES, generate
from nsg.parser.minilm.slot_parser import SlotParser, text_mentions


# The head of every parser trained here, the shipped one and the leave-family-out ones alike: its
# pair classifier also reads the tokens between two sub-tasks' mentions (measured in docs/nsg.md:
# held-in families 87-100 -> 94-100 % exact, the splits 96-99 -> 98.5-99.5 %).
HEAD_CONFIG = HeadConfig(between=True)


@dataclass(frozen=True)
class Example:
    text: str
    graph: TaskGraph
    family: str  # a phrasing family, or "templates" for the description generator's
    abstract: bool


def template_examples(seeds: Sequence[int] = (0,), limit: int | None = None) -> list[Example]:
    """The description generator's texts for train-split instances, without held-out pairs."""
    out, seen = [], set()
    held = heldout_pairs()
    for seed in seeds:
        for task, obj, rec in get_split("train").instances():
            ds = describe(task, obj, rec, seed=seed, n=2)
            for group, abstract in ((ds.positive, False), (ds.negative, False), (ds.abstract, True),
                                    (ds.abstract_negative, True)):
                for d in group:
                    if d.text in seen or instance_pairs(get_task(d.task), obj, _receptacle(d.graph)) & held:
                        continue
                    seen.add(d.text)
                    out.append(Example(d.text, d.graph, "templates", abstract))
    random.Random(f"templates-{seeds}").shuffle(out)
    return out[:limit] if limit else out


def training_examples(n_paraphrases: int = 24000, families: Sequence[str] = FAMILIES, seed: int = 0,
                      template_limit: int | None = 8000) -> list[Example]:
    paraphrases = [Example(p.text, p.graph, p.family, p.abstract)
                   for p in generate(n_paraphrases, seed=seed, families=tuple(families))]
    return paraphrases + (template_examples(limit=template_limit) if template_limit != 0 else [])


@dataclass
class Targets:
    subtasks: torch.Tensor  # [6] class per sub-task (0 absent, 1 + depth)
    pairs: torch.Tensor     # [15] relation per pair (-100 where a sub-task is absent)
    objects: list[bool]     # per object mention: names the target
    receptacles: list[bool]  # per receptacle mention: names the place receptacle (all False: no place)


def targets(graph: TaskGraph, words: list[str]) -> Targets:
    depth = _groups(graph)
    cls = torch.zeros(len(SUBTASK_ORDER), dtype=torch.long)
    rec = None
    for node, d in zip(graph.nodes, depth):
        cls[SUBTASK_ORDER.index(node.subtask)] = 1 + d
        if node.subtask == "place":
            rec = node.receptacle
    pairs = torch.full((len(PAIRS),), -100, dtype=torch.long)
    for k, (i, j) in enumerate(PAIRS):
        if cls[i] and cls[j]:
            pairs[k] = BEFORE if cls[i] < cls[j] else SAME if cls[i] == cls[j] else AFTER
    objs, recs = text_mentions(words)
    target_obj = graph.nodes[0].object
    return Targets(cls, pairs, [m.value == target_obj for m in objs], [m.value == rec for m in recs])


def _pointer_loss(logits: torch.Tensor, mask: torch.Tensor, positive: torch.Tensor) -> torch.Tensor:
    """-log P(a positive mention), over rows that have one."""
    rows = positive.any(-1)
    if not rows.any():
        return logits.sum() * 0.0
    logits = logits.masked_fill(~mask, -1e4)
    pos = logits.masked_fill(~positive, -1e4)
    return (torch.logsumexp(logits, -1) - torch.logsumexp(pos, -1))[rows].mean()


@dataclass
class _Prepared:
    """One training batch, collated once (features kept in float16) and reused every epoch."""

    batch: object
    y: torch.Tensor
    yp: torch.Tensor
    pos_o: torch.Tensor
    pos_r: torch.Tensor


def _prepare(encoded: list[Encoded], graphs: list[TaskGraph], batch_size: int, seed: int) -> list[_Prepared]:
    """Batches of similar length (little padding), built once: collating per step cost more
    than the head's forward and backward passes on 2 cores."""
    order = sorted(range(len(encoded)), key=lambda i: (encoded[i].features.shape[0], random.Random(seed + i).random()))
    out = []
    for b in range(0, len(order), batch_size):
        idx = order[b:b + batch_size]
        spans = [text_mentions(encoded[j].words) for j in idx]
        tg = [targets(graphs[j], encoded[j].words) for j in idx]
        batch = collate([encoded[j] for j in idx], [s[0] for s in spans], [s[1] for s in spans])
        batch.feats = batch.feats.half()
        pos_o, pos_r = torch.zeros_like(batch.obj_mask), torch.zeros_like(batch.rec_mask)
        for r, t in enumerate(tg):
            pos_o[r, :len(t.objects)] = torch.tensor(t.objects, dtype=torch.bool)
            pos_r[r, :len(t.receptacles)] = torch.tensor(t.receptacles, dtype=torch.bool)
        out.append(_Prepared(batch, torch.stack([t.subtasks for t in tg]), torch.stack([t.pairs for t in tg]),
                             pos_o, pos_r))
    return out


def fit(encoded: list[Encoded], graphs: list[TaskGraph], epochs: int = 8, batch_size: int = 64, lr: float = 2e-3,
        seed: int = 0, cfg: HeadConfig = HEAD_CONFIG, progress: bool = True) -> tuple[ParserHead, list[dict]]:
    """Train a head on cached features; returns it with the per-epoch loss history."""
    from tqdm import tqdm

    torch.manual_seed(seed)
    head = ParserHead(cfg)
    batches = _prepare(encoded, graphs, batch_size, seed)
    opt = torch.optim.AdamW(head.parameters(), lr=lr, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=max(1, epochs * len(batches)),
                                                pct_start=0.1)
    history, t0 = [], time.time()
    for epoch in range(epochs):
        head.train()
        order = list(range(len(batches)))
        random.Random(seed * 1000 + epoch).shuffle(order)
        total = 0.0
        bar = tqdm(order, desc=f"parser head {epoch + 1}/{epochs}", disable=not progress)
        for k in bar:
            p = batches[k]
            b = p.batch
            out = head(b.feats.float(), b.mask, b.obj_pool, b.rec_pool)
            pair_loss = (F.cross_entropy(out["pairs"].reshape(-1, 3), p.yp.reshape(-1), ignore_index=-100)
                         if (p.yp >= 0).any() else out["pairs"].sum() * 0.0)
            loss = (F.cross_entropy(out["subtasks"].reshape(-1, out["subtasks"].shape[-1]), p.y.reshape(-1))
                    + pair_loss
                    + _pointer_loss(out["object"], b.obj_mask, p.pos_o)
                    + _pointer_loss(out["receptacle"], b.rec_mask, p.pos_r))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(head.parameters(), 1.0)
            opt.step()
            sched.step()
            total += float(loss.detach()) * p.y.shape[0]
            bar.set_postfix(loss=f"{float(loss):.4f}")
        history.append({"epoch": epoch + 1, "loss": round(total / len(encoded), 5),
                        "elapsed_s": round(time.time() - t0, 1)})
    return head.eval(), history


def encode_examples(examples: Sequence[Example], progress: bool = True, layers: int = 6) -> list[Encoded]:
    from tqdm import tqdm

    out: list[Encoded] = []
    chunk = 1024
    for i in tqdm(range(0, len(examples), chunk), desc="MiniLM features", disable=not progress):
        out += encode([e.text for e in examples[i:i + chunk]], layers=layers)
    return out


def train_default(out, n_paraphrases: int = 32000, template_limit: int = 6000, epochs: int = 8, seed: int = 0,
                  encoder_layers: int = 6, cfg: HeadConfig = HEAD_CONFIG, eval_limit: int = 100,
                  progress: bool = True) -> dict:
    """Generate, encode, fit, evaluate, and save a MiniLM parser into ``out`` (atomically)."""
    t0, c0 = time.time(), time.process_time()
    examples = training_examples(n_paraphrases, seed=seed, template_limit=template_limit)
    encoded = encode_examples(examples, progress, layers=encoder_layers)
    t_enc = time.time() - t0
    head, history = fit(encoded, [e.graph for e in examples], epochs=epochs, seed=seed, cfg=cfg, progress=progress)
    training = {"examples": len(examples), "paraphrases": n_paraphrases, "template_limit": template_limit,
                "epochs": epochs, "seed": seed, "encode_seconds": round(t_enc, 1),
                "train_seconds": round(time.time() - t0, 1), "threads": torch.get_num_threads(),
                # CPU seconds of this process: the machine is shared, so wall time overstates the cost
                "cpu_seconds": round(time.process_time() - c0, 1),
                "history": history, "parameters": sum(p.numel() for p in head.parameters())}
    parser = SlotParser(head, {"encoder_layers": encoder_layers, "training": training})
    metrics = {s: score([p.graph for p in pairs], predict(parser, [p.text for p in pairs]))
               for s, pairs in all_evaluation_pairs(eval_limit).items()}
    items = load_handwritten()
    metrics["handwritten"] = score([i.graph for i in items], predict(parser, [i.text for i in items]))
    with atomic_dir(out) as tmp:
        parser.save(tmp)
        (tmp / "metrics.json").write_text(json.dumps({"training": training, "splits": metrics}, indent=1))
    return {"training": training, "splits": metrics}
