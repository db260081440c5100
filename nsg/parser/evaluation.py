"""Evaluating a parser of either architecture (command: ``python -m nsg.parser.evaluate``): exact
graph match, mean graph edit distance and the share of valid outputs

- per split of the description generator (train = held-in templates; the abstraction split's
  abstract descriptions), as :mod:`nsg.parser.corpus` draws them;
- per phrasing family on fresh paraphrases (seeds never used for training: held-in phrasing);
- on EgoTV's hypotheses (``nsg/parser/data/eval/egotv_hypotheses.jsonl``, :mod:`nsg.parser.minilm.egotv`) and the
  hand-written files (``nsg/parser/data/eval/handwritten_descriptions*.jsonl``), full and abstract;
- per connective (:mod:`nsg.parser.minilm.connective_report`), over everything above (held in) and over
  the leave-family-out test sets (held out);
- leave-family-out: for each family, a head trained WITHOUT it (no text of the family and no
  training text matching its markers, ``held_out_markers`` in ``data/phrasing.json``), tested on
  that family, with the grammar in place (``head_only``: the same head without it).
  imperative is not held out: the generator's templates are imperative.

Works for the T5 parser too, for comparisons.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Sequence

from contracts.language.graphs import TaskGraph
from nsg.parser.minilm import egotv
from nsg.parser.minilm.connective_report import connective_table, table_rows
from nsg.parser.corpus import all_evaluation_pairs
from nsg.parser.minilm.fit import encode_examples, fit, training_examples
from nsg.parser.minilm.handwritten import HANDWRITTEN_FILES, HandwrittenItem, first_scores, graph_from_spec, load_handwritten, \
    unordered_before_place
from nsg.parser.metrics import predict, score
from nsg.parser.minilm.paraphrase import FAMILIES, generate, phrasing
from nsg.parser.minilm.slot_parser import SlotParser

HELD_OUT_FAMILIES = tuple(f for f in FAMILIES if f != "imperative")


@lru_cache(maxsize=None)
def markers(family: str) -> tuple[re.Pattern, ...]:
    pats = phrasing()["held_out_markers"].get(family, [])
    return tuple(re.compile(p, re.IGNORECASE) for p in pats)


def shows_family(text: str, family: str) -> bool:
    """Whether ``text`` uses the marker phrasing of ``family`` (see ``held_out_markers``)."""
    return any(p.search(text) for p in markers(family))


def _by_abstract(gold, predicted, abstract: Sequence[bool]) -> dict:
    out = {"all": score(gold, predicted)}
    for name, flag in (("full", False), ("abstract", True)):
        idx = [i for i, a in enumerate(abstract) if a == flag]
        out[name] = score([gold[i] for i in idx], [predicted[i] for i in idx])
    return out


def order_relaxed(items: Sequence[HandwrittenItem], predicted: Sequence[TaskGraph | None]) -> dict[str, float]:
    """Exact match (full / abstract) when a prediction equal to the gold with its steps before the place in one
    unordered group counts as right too (:func:`~nsg.parser.minilm.handwritten.unordered_before_place`)."""
    out = {}
    for name, flag in (("full", False), ("abstract", True)):
        pairs = [(i, p) for i, p in zip(items, predicted) if i.abstract == flag]
        right = sum(p is not None and p.canonical() in (i.graph.canonical(),
                                                        graph_from_spec(unordered_before_place(i.spec)).canonical())
                    for i, p in pairs)
        out[name] = round(right / len(pairs), 4) if pairs else 0.0
    return out


def evaluate_checkpoint(parser, split_limit: int = 200, family_n: int = 300, seed: int = 777) -> dict:
    out: dict = {"splits": {}, "families": {}}
    texts, golds, preds = [], [], []  # everything scored, for the connective table
    for split, pairs in all_evaluation_pairs(split_limit).items():
        out["splits"][split] = score([p.graph for p in pairs], predict(parser, [p.text for p in pairs]))
    for fam in FAMILIES:
        paras = generate(family_n, seed=seed, families=(fam,))
        pred = predict(parser, [p.text for p in paras])
        out["families"][fam] = _by_abstract([p.graph for p in paras], pred, [p.abstract for p in paras])
        texts, golds, preds = texts + [p.text for p in paras], golds + [p.graph for p in paras], preds + pred
    hyps = egotv.load_file()
    pred = predict(parser, [h.text for h in hyps])
    out["egotv_hypotheses"] = _by_abstract([h.graph for h in hyps], pred, [h.abstract for h in hyps])
    out["egotv_hypotheses"]["misses"] = [{"text": h.text, "gold": h.graph.to_text(), "predicted": p.to_text() if p else None}
                                         for h, p in zip(hyps, pred) if p is None or p.canonical() != h.graph.canonical()]
    texts, golds, preds = texts + [h.text for h in hyps], golds + [h.graph for h in hyps], preds + pred
    probe = egotv.unknown_name_hypotheses()
    results = parser.parse_detailed([t for t, _ in probe])
    out["unknown_names"] = {"n": len(probe), "flagged": sum(r.graph is None and n.lower() in r.unknown_words
                                                             for (_, n), r in zip(probe, results)),
                            "given_a_graph": [t for (t, _), r in zip(probe, results) if r.graph is not None]}
    firsts = first_scores()
    for key, path in HANDWRITTEN_FILES.items():
        items = load_handwritten(path)
        pred = predict(parser, [i.text for i in items])
        out[key] = _by_abstract([i.graph for i in items], pred, [i.abstract for i in items])
        out[key]["misses"] = [{"id": i.id, "text": i.text, "gold": i.spec, "predicted": p.to_text() if p else None}
                              for i, p in zip(items, pred) if p is None or p.canonical() != i.graph.canonical()]
        out[key]["order_relaxed"] = order_relaxed(items, pred)
        if key in firsts:
            out[key]["first_score"] = firsts[key]
        texts, golds, preds = texts + [i.text for i in items], golds + [i.graph for i in items], preds + pred
    out["connectives"] = connective_table(texts, golds, preds)
    return out


def leave_family_out(families: Sequence[str] = HELD_OUT_FAMILIES, n_train: int = 8000, n_test: int = 300,
                     template_limit: int = 2000, epochs: int = 6, seed: int = 0, progress: bool = True) -> dict:
    """Train one head per held-out family on everything else; test on that family."""
    pool = training_examples(n_paraphrases=n_train, seed=seed, template_limit=template_limit)
    encoded = encode_examples(pool, progress)
    out: dict = {}
    texts, golds, preds = [], [], []
    for fam in families:
        keep = [i for i, e in enumerate(pool) if e.family != fam and not shows_family(e.text, fam)]
        head, history = fit([encoded[i] for i in keep], [pool[i].graph for i in keep], epochs=epochs,
                            seed=seed, progress=progress)
        parser = SlotParser(head)  # the grammar first, this head where the grammar does not decide
        test = generate(n_test, seed=seed + 5000, families=(fam,))
        pred = predict(parser, [p.text for p in test])
        head_only = predict(SlotParser(head, use_rules=False), [p.text for p in test])
        out[fam] = {"training_texts": len(keep), "dropped_by_markers": sum(
            1 for e in pool if e.family != fam and shows_family(e.text, fam)),
            **_by_abstract([p.graph for p in test], pred, [p.abstract for p in test]),
            "head_only": _by_abstract([p.graph for p in test], head_only, [p.abstract for p in test])}
        texts, golds, preds = texts + [p.text for p in test], golds + [p.graph for p in test], preds + pred
        if progress:
            print(fam, json.dumps(out[fam]), flush=True)
    out["connectives"] = connective_table(texts, golds, preds)
    return out


def table(report: dict) -> str:
    """Markdown: per family exact match held-in / held-out, then splits and the hand-written file."""
    lines = ["| family | held-in exact (full / abstract) | held-out exact (full / abstract) | held-out GED |",
             "|---|---|---|---|"]
    lfo = report.get("leave_family_out", {})
    means = {k: [lfo[f][k]["exact_match"] for f in report.get("families", {}) if f in lfo] for k in ("full", "abstract")}
    for fam, scores in report.get("families", {}).items():
        held = lfo.get(fam)
        out = (f"{100 * held['full']['exact_match']:.1f} / {100 * held['abstract']['exact_match']:.1f}"
               if held else "not held out")
        lines.append(f"| {fam} | {100 * scores['full']['exact_match']:.1f} / {100 * scores['abstract']['exact_match']:.1f} | "
                     f"{out} | {held['all']['mean_ged'] if held else '-'} |")
    if means["full"]:
        lines.append(f"| mean over held-out families | | {100 * sum(means['full']) / len(means['full']):.1f} / "
                     f"{100 * sum(means['abstract']) / len(means['abstract']):.1f} | |")
    lines += [""] + table_rows(report.get("connectives", {}), lfo.get("connectives"))
    if "unknown_names" in report:
        u = report["unknown_names"]
        lines += ["", f"unknown names (EgoTV templates with names outside the vocabulary): {u['flagged']} of {u['n']} "
                      f"flagged, {len(u['given_a_graph'])} given a graph"]
    lines += ["", "| split | exact | mean GED | valid | first score (before its misses were read) | exact, lists unordered |",
              "|---|---|---|---|---|---|"]
    for split, scores in report.get("splits", {}).items():
        lines.append(f"| {split} | {100 * scores['exact_match']:.1f} | {scores['mean_ged']} | {100 * scores['valid']:.1f} | - | - |")
    for key in ("egotv_hypotheses", *HANDWRITTEN_FILES):
        hw = report.get(key)
        for k in ("full", "abstract", "all") if hw else ():
            first, relaxed = hw.get("first_score", {}).get(k), hw.get("order_relaxed", {}).get(k)
            lines.append(f"| {key} {k} (n={hw[k]['n']}) | {100 * hw[k]['exact_match']:.1f} | "
                         f"{hw[k]['mean_ged']} | {100 * hw[k]['valid']:.1f} | {'-' if first is None else f'{first:.1f}'} | "
                         f"{'-' if relaxed is None else f'{100 * relaxed:.1f}'} |")
    return "\n".join(lines)
