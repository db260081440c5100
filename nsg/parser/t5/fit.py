"""Training the grammar-constrained T5 parser (command: ``python -m nsg.parser.train --arch t5``).

It trains on :func:`nsg.parser.corpus.training_pairs` (train split only), shows progress, keeps a
resumable state after every epoch (``resume``), then evaluates on every split and writes
``metrics.json`` next to the saved parser. The parser directory is written atomically (a
temporary sibling renamed into place, :func:`contracts.files.atomic_dir`), so a killed run
never leaves a half-saved parser.
"""
from __future__ import annotations

import json
import math
import random
import time
from pathlib import Path

import torch

from nsg.errors import NSGError
from nsg.parser.corpus import all_evaluation_pairs, training_pairs
from nsg.parser.grammar import END, graph_to_symbols
from nsg.parser.t5.mentions import mention_order
from nsg.parser.metrics import evaluate_parser
from nsg.parser.t5.model import T5Parser, embed_source, new_parser, parser_from_pretrained_t5, train_tokenizer
from contracts.files import atomic_dir, atomic_path


def _targets(tokenizer, pairs) -> list[list[int]]:
    """Target ids: steps in the order the text mentions them (fixed order where it cannot tell)."""
    ids = []
    for p in pairs:
        syms = graph_to_symbols(p.graph, mention_order(p.text, p.graph))
        ids.append([tokenizer.eos_token_id if s == END else tokenizer.convert_tokens_to_ids(s) for s in syms])
    return ids


def train_parser(out: str | Path = "runs/parser", epochs: int = 10, batch_size: int = 64, lr: float = 1e-3,
                 seed: int = 0, pretrained_t5: str | None = None, resume: bool = False, eval_limit: int = 200,
                 max_pairs: int | None = None, progress: bool = True, description_seeds: int = 2) -> dict:
    from tqdm import tqdm

    out = Path(out)
    state_path = out.with_name(out.name + ".train_state.pt")
    random.seed(seed)
    torch.manual_seed(seed)
    pairs = training_pairs(seeds=tuple(range(description_seeds)))
    random.Random(seed).shuffle(pairs)
    if max_pairs:
        pairs = pairs[:max_pairs]
    if pretrained_t5:
        model, tokenizer = parser_from_pretrained_t5(pretrained_t5)
    else:
        tokenizer = train_tokenizer([p.text for p in pairs])
        model = new_parser(tokenizer)
    src = tokenizer([p.text for p in pairs], truncation=True, max_length=128)["input_ids"]
    tgt = _targets(tokenizer, pairs)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    steps_per_epoch = math.ceil(len(pairs) / batch_size)
    total = epochs * steps_per_epoch
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / max(1, total // 20)) * max(0.05, 1 - s / max(1, total)))
    start_epoch, history = 0, []
    if resume:
        if not state_path.is_file():
            raise NSGError(f"resume: no training state {str(state_path)!r}; start without resume", setting="resume")
        state = torch.load(state_path, weights_only=False)
        if pretrained_t5 is None:
            tokenizer = state["tokenizer"]
            model = new_parser(tokenizer)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["optimizer"])
        sched.load_state_dict(state["scheduler"])
        start_epoch, history = state["epoch"] + 1, state["history"]
    pad = tokenizer.pad_token_id
    positions = pretrained_t5 is None  # see nsg.parser.t5.model: a pretrained T5 was trained without them
    t0 = time.time()
    for epoch in range(start_epoch, epochs):
        model.train()
        order = list(range(len(pairs)))
        random.Random(seed * 1000 + epoch).shuffle(order)
        total_loss = 0.0
        bar = tqdm(range(0, len(order), batch_size), desc=f"parser epoch {epoch + 1}/{epochs}", disable=not progress)
        for i in bar:
            idx = order[i:i + batch_size]
            s_len = max(len(src[j]) for j in idx)
            t_len = max(len(tgt[j]) for j in idx)
            input_ids = torch.tensor([src[j] + [pad] * (s_len - len(src[j])) for j in idx])
            labels = torch.tensor([tgt[j] + [-100] * (t_len - len(tgt[j])) for j in idx])
            embeds = embed_source(model, input_ids, positions)
            loss = model(inputs_embeds=embeds, attention_mask=(input_ids != pad).long(), labels=labels).loss
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            total_loss += float(loss) * len(idx)
            bar.set_postfix(loss=f"{float(loss):.4f}")
        history.append({"epoch": epoch + 1, "loss": total_loss / len(order), "elapsed_s": round(time.time() - t0, 1)})
        with atomic_path(state_path) as tmp_state:
            torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "scheduler": sched.state_dict(),
                        "epoch": epoch, "history": history, "tokenizer": tokenizer}, tmp_state)
    parser = T5Parser(model, tokenizer, encoder_positions=positions)
    metrics = evaluate_parser(parser, all_evaluation_pairs(eval_limit))
    report = {"training_pairs": len(pairs), "epochs": epochs, "description_seeds": description_seeds, "lr": lr, "history": history,
              "train_seconds": round(time.time() - t0, 1), "pretrained_t5": pretrained_t5,
              "parameters": sum(p.numel() for p in model.parameters()), "splits": metrics}
    with atomic_dir(out) as tmp_dir:
        parser.save(tmp_dir, {"training": {k: v for k, v in report.items() if k != "splits"}})
        (tmp_dir / "metrics.json").write_text(json.dumps(report, indent=1))
    state_path.unlink(missing_ok=True)
    return report
