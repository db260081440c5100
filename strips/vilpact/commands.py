"""Command line: ``python -m strips.vilpact {evaluate,ablation,fit,kb,methods}``.

Thin: parse arguments, call the library, print. Library errors print as one line naming the
bad value (and the option that sets it), exit status 2; Ctrl-C (or SIGTERM) one line, 130 (143):
:func:`contracts.errors.end_command`, the ending of every command.

The project's convention for command-line code (docs/architecture.md, "Commands"; the same in
``generators.commands`` and ``sim.commands``): the strips package's only command line is
ViLPAct's, so it is this one module rather than a ``commands`` package. It is the only module
of ``strips`` that imports argparse or names a flag; library messages speak of settings
(``weights``), and :data:`HINTS` adds the option that sets one to the error line.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Sequence

from contracts.argtypes import float_range, int_range, positive_int
from contracts.errors import end_command
from strips.vilpact.errors import QuestionFormatError
from strips.vilpact.action_classes import ATTRIBUTION

EPILOG = ("Data: " + ATTRIBUTION + " The knowledge-base directory must hold action_class.csv, "
          "Charades_v1_classes.txt, {train,val}_planning_gt_seq.csv and, for the prototype "
          "variants, act_text_features.npy / act_vclip_features.npy.")
# library settings -> the options that set them, added to the error line of an error naming one
HINTS = {"weights": "--weights FILE; `python -m strips.vilpact fit --kb DIR --out FILE` writes one",
         "classes": "--kb-classes released|completed"}


def _splits(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split(",") if s.strip())


def _setup(args: argparse.Namespace, classes: str | None = None):
    from strips.vilpact.kb import load_kb
    from strips.vilpact.retrieval import SentenceEncoder, default_cache_file

    kb = load_kb(args.kb, _splits(args.kb_splits), classes or args.kb_classes)
    cache = None if args.no_cache else (args.cache or default_cache_file(kb))
    return kb, SentenceEncoder(cache_file=cache)


def _evaluator(args: argparse.Namespace, classes: str | None = None):
    from strips.vilpact.evaluate import Evaluator
    from strips.vilpact.sequences import load_questions
    from strips.vilpact.weights import load_weights

    start = time.perf_counter()
    kb, encoder = _setup(args, classes)
    weights = load_weights(args.weights, kb.classes)
    questions = load_questions(args.mqa, kb.vocab)
    ev, notes = Evaluator.for_questions(kb, encoder, weights, questions)
    fitted_on = weights.provenance.get("kb_fingerprint")
    if fitted_on and fitted_on != ev.kb.fingerprint:
        notes.append(f"note: weights were fitted on KB {fitted_on}, evaluating with KB {ev.kb.fingerprint}")
    return ev, questions, notes, time.perf_counter() - start


def _cmd_evaluate(args: argparse.Namespace) -> int:
    from strips.vilpact.explain import explain, format_explanation

    ev, questions, notes, setup = _evaluator(args)
    if args.explain:
        match = [q for q in questions if q.qid == args.explain]
        if not match:
            ids = [q.qid for q in questions]
            raise QuestionFormatError(f"no question {args.explain!r} in {args.mqa}; ids: {', '.join(ids[:20])}"
                                      + (" ..." if len(ids) > 20 else ""))
        data = explain(ev, match[0], args.method, top=args.top)
        print(json.dumps(data, indent=1) if args.json else format_explanation(data))
        return 0
    result = ev.evaluate(questions, args.method, progress=not args.json and sys.stderr.isatty())
    if args.json:
        out = result.to_json()
        out["setup_seconds"] = round(setup, 3)
        print(json.dumps(out, allow_nan=False))
        return 0
    lo, hi = result.interval()
    per_q = result.seconds / max(len(questions), 1)
    for n in notes:
        print(n)
    if result.n:
        print(f"method {result.method}: accuracy {result.accuracy:.3f} ({result.correct}/{result.n}; "
              f"95% CI {lo:.2f}-{hi:.2f})")
    else:
        print(f"method {result.method}: accuracy undefined: none of the {len(questions)} questions in "
              f"{args.mqa} has an answer (predictions only: --json)")
    print(f"time: setup {setup:.1f} s (KB, encoder, retriever), {result.seconds:.2f} s for "
          f"{len(questions)} questions ({1000 * per_q:.1f} ms/question; 510 questions ~ "
          f"{setup + 510 * per_q:.0f} s)")
    return 0


def _cmd_ablation(args: argparse.Namespace) -> int:
    from strips.vilpact.evaluate import format_table
    from strips.vilpact.kb import CLASS_SOURCES
    from strips.vilpact.methods import FITTED

    progress = not args.json and sys.stderr.isatty()
    ev, questions, notes, _ = _evaluator(args)
    methods = _splits(args.methods) if args.methods else None
    results = ev.ablation(questions, methods, progress=progress)
    weights = {ev.kb.classes: ev.weights}
    if not args.weights:   # the fitted methods again with the other STRIPS classes and their weights
        for other in (c for c in CLASS_SOURCES if c != ev.kb.classes):
            ev2, _, notes2, _ = _evaluator(args, other)
            results += ev2.ablation(questions, [m for m in (methods or FITTED) if m in FITTED], progress)
            weights[other] = ev2.weights
            notes += [n for n in notes2 if n not in notes]
    if args.json:
        print(json.dumps({"results": [{k: v for k, v in r.to_json().items() if k != "predictions"}
                                      for r in results],
                          "validation_pseudo_questions": {k: w.validation for k, w in weights.items()},
                          "pseudo_questions": {k: w.provenance.get("pseudo_questions") for k, w in weights.items()}},
                         indent=1, allow_nan=False))
        return 0
    for n in notes:
        print(n)
    print(format_table(results, weights=weights))
    return 0


def _cmd_fit(args: argparse.Namespace) -> int:
    from strips.vilpact.calibrate import calibrate
    from strips.vilpact.weights import default_weights

    kb, encoder = _setup(args)
    weights = calibrate(kb, encoder, seed=args.seed, draws=args.draws, l2=args.l2,
                        kb_splits=_splits(args.evidence_splits),
                        question_splits=_splits(args.question_splits), progress=True)
    out = Path(args.out) if args.out else default_weights(kb.classes)
    weights.save(out)
    print(json.dumps({"weights": str(out), "provenance": weights.provenance,
                      "validation": weights.validation}, indent=1))
    return 0


def _cmd_kb(args: argparse.Namespace) -> int:
    from strips.vilpact.completed import unusable_classes
    from strips.vilpact.kb import load_kb

    kb = load_kb(args.kb, _splits(args.kb_splits), args.kb_classes)
    unusable = unusable_classes(kb.vocab, kb.vocab.static_predicates())
    if args.json:
        print(json.dumps({"kb_classes": kb.classes, "classes": kb.class_report.to_json(),
                          "unusable": [str(i) for i in unusable],
                          "sequences": {"summary": kb.sequence_report.summary(),
                                        "issues": kb.sequence_report.issues},
                          "prototypes": {k: list(v.shape) for k, v in kb.prototypes.items()},
                          "notes": list(kb.notes), "fingerprint": kb.fingerprint}, indent=1))
        return 0
    print(kb.summary())
    for issue in kb.class_report.issues + kb.sequence_report.issues:
        print(f"  {issue}")
    print(f"classes the STRIPS checks cannot use: {len(unusable)}")
    for issue in unusable:
        print(f"  {issue}")
    for aid in args.show or ():
        print(kb.vocab[aid].describe())
    return 0


def _cmd_methods(args: argparse.Namespace) -> int:
    from strips.vilpact.methods import DEFAULT_METHOD, METHODS

    for m in METHODS.values():
        print(f"{m.name:24s} {m.kind:8s} {m.description}{' [default]' if m.name == DEFAULT_METHOD else ''}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from strips.vilpact.methods import DEFAULT_METHOD

    parser = argparse.ArgumentParser(
        prog="python -m strips.vilpact",
        description="ViLPAct multiple-choice planning questions answered with STRIPS checks over "
                    "the ViLPAct knowledge base, retrieval and probabilistic inference.",
        epilog=EPILOG)
    sub = parser.add_subparsers(dest="command", required=True)

    def kb_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--kb", required=True, help="knowledge-base directory (see below)")
        p.add_argument("--kb-classes", choices=("released", "completed"), default="released",
                       help="STRIPS classes: the directory's action_class.csv as released, or the "
                            "package's completed KB (data/completed_kb.json); default released")
        p.add_argument("--kb-splits", default="train,val",
                       help="sequence files used as evidence, comma-separated (default train,val)")
        p.add_argument("--cache", help="intent-embedding cache file (default under ~/.cache)")
        p.add_argument("--no-cache", action="store_true", help="do not cache embeddings on disk")

    def eval_args(p: argparse.ArgumentParser) -> None:
        kb_args(p)
        p.add_argument("--mqa", required=True, help="questions (mqa_dev.json format)")
        p.add_argument("--weights", help="fitted weights (default: the package's weights.json)")
        p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("evaluate", help="accuracy of one method", epilog=EPILOG)
    eval_args(p)
    p.add_argument("--method", default=DEFAULT_METHOD, help=f"method name (default {DEFAULT_METHOD}; "
                   "see the 'methods' command)")
    p.add_argument("--explain", metavar="VIDEO_ID", help="show the reasoning for one question")
    p.add_argument("--top", type=int_range(1, 1000), default=5, help="retrieved sequences shown by --explain, 1-1000")
    p.set_defaults(func=_cmd_evaluate)

    p = sub.add_parser("ablation", help="accuracy of every method, as a table", epilog=EPILOG)
    eval_args(p)
    p.add_argument("--methods", help="comma-separated subset (default: all)")
    p.set_defaults(func=_cmd_ablation)

    p = sub.add_parser("fit", help="choose weights on pseudo-questions from the KB's sequences",
                       epilog=EPILOG)
    kb_args(p)
    p.add_argument("--out", help="weights file to write (default: the package's weights.json)")
    p.add_argument("--seed", type=int_range(0), default=0)
    p.add_argument("--draws", type=positive_int, default=3, help="pseudo-questions per validation video (>= 1)")
    p.add_argument("--l2", type=float_range(0.0), default=1.0, help="L2 penalty of the fitted scorer (>= 0)")
    p.add_argument("--evidence-splits", default="train")
    p.add_argument("--question-splits", default="val")
    p.set_defaults(func=_cmd_fit)

    p = sub.add_parser("kb", help="load report of a knowledge base", epilog=EPILOG)
    kb_args(p)
    p.add_argument("--show", nargs="*", metavar="CLASS_ID", help="print these classes' STRIPS")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_kb)

    p = sub.add_parser("methods", help="list the methods")
    p.set_defaults(func=_cmd_methods)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Ends as every command does (:func:`contracts.errors.end_command`): an error of the library,
    the contracts or the file system is one line (with the option of :data:`HINTS`), Ctrl-C one
    line and 130; the weights and the embedding cache are written atomically."""
    args = build_parser().parse_args(argv)
    return end_command(lambda: args.func(args), HINTS)
