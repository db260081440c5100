"""Parser inference speed: descriptions per second of the shipped MiniLM parser on the CPU.

    python bench/bench_parser.py [--n 2000] [--threads 1 2] [--checkpoint DIR]

Texts: the hand-written file plus fresh paraphrases of every family (realistic lengths).
Reports, per thread count, descriptions/s end to end (MiniLM encoding, head, decoding with
the grammar, unknown-word check), after one warm-up batch, by the wall clock and per CPU second
of this process (the figure to compare on cores that other jobs share). The training time of the shipped
parser is read from its parser.json (recorded by the run that produced it).
"""
from __future__ import annotations

import argparse
import json
import time

import torch


def main() -> None:
    from nsg.parser.minilm.handwritten import load_handwritten
    from nsg.parser.model import DEFAULT_PARSER_DIR, Parser
    from nsg.parser.minilm.paraphrase import generate

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--checkpoint", default=str(DEFAULT_PARSER_DIR))
    args = ap.parse_args()
    texts = [i.text for i in load_handwritten()]
    texts += [p.text for p in generate(max(0, args.n - len(texts)), seed=31337)]
    texts = texts[:args.n]
    parser = Parser.load(args.checkpoint)
    getattr(parser, "warm_up", lambda: None)()  # the encoder loads here, not inside the timed parse
    parser.parse_detailed(texts[:args.batch_size])  # warm-up: caches
    words = sum(len(t.split()) for t in texts) / len(texts)
    print(f"{len(texts)} descriptions, {words:.1f} words on average, batch {args.batch_size}")
    for threads in args.threads:
        torch.set_num_threads(threads)
        t0, c0 = time.perf_counter(), time.process_time()
        parser.parse_detailed(texts, args.batch_size)
        dt, cpu = time.perf_counter() - t0, time.process_time() - c0
        # CPU time too: on cores shared with other jobs the wall clock measures the neighbours
        print(f"threads={threads}: {len(texts) / dt:.0f} descriptions/s ({dt:.1f} s wall; "
              f"{len(texts) / cpu:.0f} descriptions per CPU second, {cpu:.1f} s CPU)")
    meta_training = getattr(parser, "meta", {}).get("training", {})
    if meta_training:
        print(f"training of this parser: {meta_training.get('train_seconds')} s with "
              f"{meta_training.get('threads')} thread(s), {meta_training.get('examples')} examples "
              f"(encoding {meta_training.get('encode_seconds')} s)")
    print(json.dumps({"n": len(texts), "threads": args.threads}))


if __name__ == "__main__":
    main()
