"""``python -m generators pkg | qa | tuples``: the procedural knowledge graph, situated
procedural QA and verb-argument tuples of a rendered dataset (:mod:`generators.procedural`)."""
from __future__ import annotations

import argparse
import json
import sys

from generators.errors import GeneratorError


def _cmd_pkg(args: argparse.Namespace) -> int:
    from generators.procedural import kg

    paths = kg.export(args.out)
    print(json.dumps({"paths": paths, **kg.summary(kg.kg())}, indent=1))
    return 0


def _cmd_qa(args: argparse.Namespace) -> int:
    from generators.procedural.qa import QAConfig, write_qa

    cfg = QAConfig(templates=tuple(args.template or ()), seed=args.seed)
    summary = write_qa(args.dataset, args.out, cfg)
    if args.json:
        print(json.dumps(summary, indent=1))
        _warn_skipped(summary["skipped_videos"])
        return 0
    print(f"{summary['questions']} questions from {summary['videos']} videos -> {summary['path']}")
    _warn_skipped(summary["skipped_videos"])
    for t, s in summary["templates"].items():
        print(f"  {t:20s} {s['kept']:5d} kept of {s['derived']:5d}  {len(s['answer_values'])} answer values"
              + (f"  ({s['dropped']})" if s["dropped"] else ""))
    print(f"  by split: {summary['by_split']}")
    return 0


def _cmd_tuples_write(args: argparse.Namespace) -> int:
    from generators.procedural.tuples import write_tuples

    summary = write_tuples(args.dataset, args.out)
    print(json.dumps(summary, indent=1))
    _warn_skipped(summary["skipped_videos"])
    return 0


def _warn_skipped(skipped: list[str]) -> None:
    """One warning line for videos left out (missing or damaged files): a partial result, said."""
    if skipped:
        print(f"warning: {len(skipped)} video(s) left out (missing or damaged files), first {skipped[0]}; "
              "re-render them (`python -m generators render --out DATASET` resumes)", file=sys.stderr)


def _cmd_tuples_evaluate(args: argparse.Namespace) -> int:
    from generators.procedural.tuples import evaluate, read_tuples

    gold = read_tuples(args.gold)
    if not gold:  # scores against nothing would print zeros as if measured
        raise GeneratorError(f"gold file {args.gold} holds no video; give a tuples.jsonl written by `tuples write`")
    result = evaluate(gold, read_tuples(args.pred))
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"{result['videos']} gold videos" + (f"; unknown predicted videos: {result['unknown_videos']}"
                                                  if result["unknown_videos"] else ""))
    print(f"{'match':6s} {'unit':9s} {'P':>7s} {'R':>7s} {'F1':>7s}")
    for mode in ("exact", "fuzzy"):
        for unit, m in result[mode].items():
            print(f"{mode:6s} {unit:9s} {m['precision']:7.3f} {m['recall']:7.3f} {m['f1']:7.3f}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("pkg", help="export the procedural knowledge graph (JSON node-link and GraphML)")
    p.add_argument("--out", required=True, help="output directory (pkg.json, pkg.graphml, pkg_summary.json)")
    p.set_defaults(func=_cmd_pkg)

    q = sub.add_parser("qa", help="situated procedural QA (qa.jsonl) for a rendered dataset")
    q.add_argument("dataset", help="dataset directory holding manifest.jsonl and annotations")
    q.add_argument("--out", default=None, help="output directory (default: the dataset)")
    q.add_argument("--template", action="append", help="only this template (repeatable)")
    q.add_argument("--seed", type=int, default=15)
    q.add_argument("--json", action="store_true", help="print the whole summary as JSON")
    q.set_defaults(func=_cmd_qa)

    t = sub.add_parser("tuples", help="key clips and verb-argument tuples; evaluate predicted tuples")
    ts = t.add_subparsers(dest="tuples_command", required=True)
    w = ts.add_parser("write", help="write tuples.jsonl (one line per video) for a rendered dataset")
    w.add_argument("dataset")
    w.add_argument("--out", default=None, help="output file (default: DATASET/tuples.jsonl)")
    w.set_defaults(func=_cmd_tuples_write)
    e = ts.add_parser("evaluate", help="precision, recall, F1 of predicted tuples against gold")
    e.add_argument("gold", help="gold tuples.jsonl (or a dataset directory holding one)")
    e.add_argument("pred", help="predicted tuples.jsonl, same format: video_id and tuples per line")
    e.add_argument("--json", action="store_true")
    e.set_defaults(func=_cmd_tuples_evaluate)
