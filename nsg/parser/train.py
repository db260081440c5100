"""Train the semantic parser: ``python -m nsg.parser.train [--out runs/parser] [--arch minilm|t5] [--pretrained-t5 DIR]``.

``--arch minilm`` (default): the frozen-MiniLM parser (:mod:`nsg.parser.fit`, :mod:`nsg.parser.slot_parser`),
trained on the phrasing families and the description generator's templates. The shipped default
parser is reproduced by ``python -m nsg.parser.train --out nsg/parser/data/default --threads 1``
(``make parser-reproduce``).

``--arch t5`` (or ``--pretrained-t5 DIR``): the grammar-constrained T5 below. It trains on :func:`nsg.parser.corpus.training_pairs` (train split only), shows progress, keeps a
resumable state after every epoch (``--resume``), then evaluates on every split and writes
``metrics.json`` next to the saved parser. The parser directory is written atomically (a
temporary sibling renamed into place), so a killed run never leaves a half-saved parser.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import time
from pathlib import Path

import torch

from nsg.errors import NSGError
from nsg.parser.corpus import all_evaluation_pairs, training_pairs
from nsg.parser.grammar import END, graph_to_symbols
from nsg.parser.metrics import evaluate_parser
from nsg.parser.mentions import mention_order
from nsg.parser.model import Parser, embed_source, new_parser, parser_from_pretrained_t5, train_tokenizer


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
            raise NSGError(f"--resume: no training state {str(state_path)!r}; start without --resume")
        state = torch.load(state_path, weights_only=False)
        if pretrained_t5 is None:
            tokenizer = state["tokenizer"]
            model = new_parser(tokenizer)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["optimizer"])
        sched.load_state_dict(state["scheduler"])
        start_epoch, history = state["epoch"] + 1, state["history"]
    pad = tokenizer.pad_token_id
    positions = pretrained_t5 is None  # see nsg.parser.model: a pretrained T5 was trained without them
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
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp_state = state_path.with_name(state_path.name + f".tmp{os.getpid()}")
        torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "scheduler": sched.state_dict(),
                    "epoch": epoch, "history": history, "tokenizer": tokenizer}, tmp_state)
        os.replace(tmp_state, state_path)
    parser = Parser(model, tokenizer, encoder_positions=positions)
    metrics = evaluate_parser(parser, all_evaluation_pairs(eval_limit))
    report = {"training_pairs": len(pairs), "epochs": epochs, "description_seeds": description_seeds, "lr": lr, "history": history,
              "train_seconds": round(time.time() - t0, 1), "pretrained_t5": pretrained_t5,
              "parameters": sum(p.numel() for p in model.parameters()), "splits": metrics}
    tmp_dir = out.with_name(f".{out.name}.tmp{os.getpid()}")
    shutil.rmtree(tmp_dir, ignore_errors=True)
    parser.save(tmp_dir, {"training": {k: v for k, v in report.items() if k != "splits"}})
    (tmp_dir / "metrics.json").write_text(json.dumps(report, indent=1))
    if out.exists():
        shutil.rmtree(out)
    os.replace(tmp_dir, out)
    state_path.unlink(missing_ok=True)
    return report


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m nsg.parser.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="runs/parser", help="parser directory (default runs/parser)")
    ap.add_argument("--arch", choices=("minilm", "t5"), default="minilm",
                    help="minilm: frozen MiniLM + head (default); t5: the T5 parser (implied by --pretrained-t5)")
    ap.add_argument("--epochs", type=int, default=None, help="default 6 (minilm) or 10 (t5)")
    ap.add_argument("--paraphrases", type=int, default=16000, help="minilm: generated paraphrases to train on")
    ap.add_argument("--template-limit", type=int, default=4000, help="minilm: template descriptions to train on")
    ap.add_argument("--encoder-layers", type=int, default=6, help="minilm: MiniLM layers used (1-6)")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pretrained-t5", default=None, help="local directory of a pretrained t5-small (never downloaded)")
    ap.add_argument("--resume", action="store_true", help="continue from the state kept after the last epoch")
    ap.add_argument("--eval-limit", type=int, default=200, help="instances per split for evaluation")
    ap.add_argument("--max-pairs", type=int, default=None, help="train on at most this many pairs (smoke runs)")
    ap.add_argument("--description-seeds", type=int, default=2,
                    help="describe every train instance with this many seeds (more distinct texts)")
    ap.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    args = ap.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.arch == "minilm" and not args.pretrained_t5:
        from nsg.parser.fit import train_default

        if args.resume or args.max_pairs:
            ap.error("--resume and --max-pairs apply to --arch t5 only")
        report = train_default(args.out, args.paraphrases, args.template_limit, args.epochs or 6, args.seed,
                               args.encoder_layers, eval_limit=args.eval_limit // 2)
        print(json.dumps(report["splits"], indent=1))
        print(f"parser saved to {args.out} ({report['training']['train_seconds']} s)")
        return 0
    report = train_parser(args.out, args.epochs or 10, args.batch_size, args.lr, args.seed, args.pretrained_t5,
                          args.resume, args.eval_limit, args.max_pairs, description_seeds=args.description_seeds)
    print(json.dumps({s: {k: round(v, 4) for k, v in m.items() if isinstance(v, float)}
                      for s, m in report["splits"].items()}, indent=1))
    print(f"parser saved to {args.out} ({report['train_seconds']} s)")
    return 0


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
