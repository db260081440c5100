"""Evaluate a trained run on the test splits: ``python -m nsg.evaluate --run runs/nsg/nsg [--json]``.

Reports accuracy and F1 per test split, broken down by complexity (sub-tasks of the video's task)
and ordering (ordering constraints of the video's task), and for NSG-style models the confusion
of aligned segments against each segment's annotated sub-task. Writes ``metrics.json`` and PNG
plots to ``<run>/eval`` (``--out``), plus, for one sample (``--sample ID``, default the first
positive sample), a picture of which segment each query was aligned to. ``--json`` prints the
metrics as JSON on stdout.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch

from generators.library.splits import TEST_SPLITS
from nsg import plots
from nsg.batching import SEGMENT_LABELS, Collator, VerificationData
from nsg.checkpoint import load_checkpoint
from nsg.dataset import load_manifest, read_video, verification_samples
from nsg.errors import NSGError, UnknownChoiceError
from nsg.evaluation import Prediction, predict, split_report
from nsg.features import FeatureSpec, ensure_features
from nsg.graph_source import GRAPH_SOURCES, resolve_graphs
from nsg.model import GRAPHLESS_KINDS, ModelConfig, build_model
from nsg.queries import all_query_words
from strips.argtypes import int_range


def evaluate_run(run: str | Path, dataset: str | None = None, splits=TEST_SPLITS, graphs: str | None = None,
                 parser_checkpoint: str | None = None, out: str | Path | None = None, sample: str | None = None,
                 checkpoint: str = "best.pt", batch_size: int = 64, device: str = "cpu",
                 progress: bool = False, features: str | None = None, clip_weights: str | None = None) -> dict:
    run = Path(run)
    state = load_checkpoint(run / checkpoint if not Path(checkpoint).is_file() else checkpoint, device)
    opts = state["options"]
    config = ModelConfig(**state["config"])
    model = build_model(config).to(device)
    model.load_state_dict(state["model"])
    dataset = dataset or opts["dataset"]
    graphs = graphs or opts["graphs"]
    if config.kind in GRAPHLESS_KINDS:
        graphs = "gold"  # the pooled baselines read the description text, never a graph
    parser_checkpoint = parser_checkpoint or opts.get("parser_checkpoint")
    spec = dict(state["feature_spec"])
    if clip_weights:  # the same weights file moved elsewhere (checked by its digest below)
        spec["weights_path"] = clip_weights
    features = features or opts["features"]
    records = load_manifest(dataset, splits)
    for s in splits:
        if s not in {r.split for r in records}:
            raise NSGError(f"dataset {dataset!r} has no video of split {s!r}")
    digest = FeatureSpec.create(spec["model"], spec["weights_path"], spec["fps"]).weights_id
    if digest != spec["weights_id"]:
        raise NSGError(f"the CLIP weights at {spec['weights_path']!r} are not the ones the run was trained with "
                       f"({digest} != {spec['weights_id']}); features would not match the model")
    cache = ensure_features(records, spec["model"], spec["weights_path"], spec["fps"], features, progress)
    words = dict(zip(all_query_words(), cache.text_features(all_query_words())))
    collate = Collator(words, opts["segment_frames"], config.query_style)
    out_dir = Path(out) if out else run / "eval"
    out_dir.mkdir(parents=True, exist_ok=True)
    report: dict = {"run": str(run), "model": config.kind, "checkpoint": checkpoint,
                    "graphs": "unused" if config.kind in GRAPHLESS_KINDS else graphs,
                    "dataset": str(dataset), "feature_spec": spec, "splits": {}}
    all_preds: dict[str, list[Prediction]] = {}
    for split in splits:
        samples = verification_samples([r for r in records if r.split == split])
        g = resolve_graphs(samples, graphs, parser_checkpoint, Path(features) / "graphs", device)
        loader = torch.utils.data.DataLoader(VerificationData(samples, cache, g), batch_size=batch_size,
                                             collate_fn=collate)
        preds = predict(model, loader, device)
        all_preds[split] = preds
        report["splits"][split] = split_report(preds)
    report["mean_f1"] = sum(r["f1"] for r in report["splits"].values()) / len(report["splits"])
    report["plots"] = _plots(report, all_preds, out_dir, config.kind, opts["segment_frames"], cache, records, sample)
    (out_dir / "metrics.json").write_text(json.dumps(report, indent=1))
    (out_dir / "predictions.jsonl").write_text("".join(
        json.dumps({"sample_id": p.meta["sample_id"], "split": s, "label": p.label, "prob": p.prob,
                    "prediction": p.prediction, "segments": p.segments, "graph": p.meta["graph"]}) + "\n"
        for s, preds in all_preds.items() for p in preds))
    return report


def _plots(report, all_preds, out_dir: Path, kind: str, k: int, cache, records, sample: str | None) -> list[str]:
    made = [plots.bar_by_split(report["splits"], out_dir / "f1_by_split.png", f"{kind}: F1 / accuracy per split"),
            plots.lines_by_group(report["splits"], "by_complexity", out_dir / "f1_by_complexity.png", f"{kind}: F1 by complexity"),
            plots.lines_by_group(report["splits"], "by_ordering", out_dir / "f1_by_ordering.png", f"{kind}: F1 by ordering")]
    for split, rep in report["splits"].items():
        if "alignment" in rep:
            made.append(plots.confusion(rep["alignment"], out_dir / f"alignment_confusion_{split}.png",
                                        f"{kind} {split}: aligned query vs annotated sub-task"))
    flat = [p for preds in all_preds.values() for p in preds]
    chosen = [p for p in flat if p.meta["sample_id"] == sample] if sample else [p for p in flat if p.label == 1]
    if sample and not chosen:
        raise UnknownChoiceError("sample", sample, [p.meta["sample_id"] for p in flat][:50])
    if chosen and chosen[0].segments is not None:
        made.append(_alignment_picture(chosen[0], k, cache, records, out_dir))
    return [str(p) for p in made]


def _alignment_picture(p: Prediction, k: int, cache, records, out_dir: Path) -> Path:
    from generators.language.graphs import parse_graph_text

    rec = next(r for r in records if r.key == p.meta["key"])
    frames, _ = read_video(rec.video)
    indices = cache.load_video(rec)["indices"].tolist()
    thumbs = []
    for s in range(len(p.segment_labels)):
        pos = min(len(indices) - 1, s * k + k // 2)
        thumbs.append(frames[indices[pos]] if s * k < len(indices) else frames[-1] * 0)
    graph = parse_graph_text(p.meta["graph"])
    queries_at = {seg: graph.nodes[i].query for i, seg in enumerate(p.segments) if seg >= 0}
    truth = [SEGMENT_LABELS[x] for x in p.segment_labels]
    title = (f"{p.meta['sample_id']}  label={p.label}  P(true)={p.prob:.2f}\n{p.meta['description']}")
    name = "alignment_" + p.meta["sample_id"].replace("/", "_").replace(":", "_") + ".png"
    return plots.alignment_picture(thumbs, queries_at, truth, out_dir / name, title)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m nsg.evaluate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default="runs/nsg/nsg", help="run directory written by nsg.train (default runs/nsg/nsg)")
    ap.add_argument("--checkpoint", default="best.pt", help="best.pt (default), last.pt or a path")
    ap.add_argument("--dataset", default=None, help="dataset directory (default: the one trained on)")
    ap.add_argument("--splits", nargs="*", default=list(TEST_SPLITS))
    ap.add_argument("--graphs", default=None, choices=GRAPH_SOURCES, help="default: as in training")
    ap.add_argument("--parser-checkpoint", default=None)
    ap.add_argument("--out", default=None, help="output directory (default <run>/eval)")
    ap.add_argument("--sample", default=None, help="sample id for the alignment picture (e.g. novel_tasks/x_00001:pos)")
    ap.add_argument("--features", default=None, help="feature cache root (default: the one trained with)")
    ap.add_argument("--clip-weights", default=None, help="the run's CLIP weights file, if it moved")
    ap.add_argument("--batch-size", type=int_range(1, 65536), default=64, help="samples per batch, >= 1")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--threads", type=int_range(1, 1024), default=None, help="torch CPU threads, >= 1")
    ap.add_argument("--json", action="store_true", help="print the metrics as JSON")
    args = ap.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    report = evaluate_run(args.run, args.dataset, args.splits, args.graphs, args.parser_checkpoint, args.out,
                          args.sample, args.checkpoint, args.batch_size, args.device,
                          features=args.features, clip_weights=args.clip_weights)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['model']} ({report['run']}, graphs: {report['graphs']})")
        for s, r in report["splits"].items():
            extra = f"  alignment acc {100 * r['alignment']['alignment_accuracy']:.1f}" if "alignment" in r else ""
            print(f"  {s:14s} n={r['n']:5d}  acc {100 * r['accuracy']:5.1f}  F1 {100 * r['f1']:5.1f}{extra}")
        print(f"  mean F1 {100 * report['mean_f1']:.1f}; plots in {Path(report['plots'][0]).parent}")
    return 0


if __name__ == "__main__":
    from nsg.cli import run_main

    run_main(main)
