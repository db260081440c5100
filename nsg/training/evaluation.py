"""Scoring a trained run on the test splits (command: ``python -m nsg.evaluate``): predictions,
metrics per split / complexity / ordering, the confusion of aligned segments against the
ground-truth sub-task of each segment, ``metrics.json``, ``predictions.jsonl`` and the plots.

Confusion (NSG and oracle only, positive samples only, where the description's graph is the
video's task): every real segment gets a predicted label, the sub-task of the query aligned to it
(``none`` when no query is), and a true label, the majority annotated sub-task of its frames.
Rows are true labels, columns predicted labels, both over ``SEGMENT_LABELS``. Alignment accuracy
is the fraction of aligned queries whose segment is annotated with the query's sub-task.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import torch

from contracts.language.graphs import parse_graph_text
from contracts.library.splits import TEST_SPLITS
from contracts.files import atomic_dir
from nsg.clip.features import ensure_features
from nsg.errors import NSGError, UnknownChoiceError
from nsg.inputs.graph_source import resolve_graphs
from nsg.inputs.queries import all_query_words
from nsg.inputs.reader import load_manifest, read_video, resolve_sample_id, verification_samples
from nsg.models.batching import NONE_LABEL, SEGMENT_LABELS, Collator, VerificationData, crop_source
from nsg.run_record import load_run
from nsg.training import plots
from nsg.training.metrics import binary_metrics, grouped_metrics


@dataclass
class Prediction:
    meta: dict
    label: int
    prob: float
    prediction: int
    segments: list[int] | None       # segment per node (graph order), NSG-style models only
    segment_labels: list[int]        # ground truth per real segment
    node_subtasks: list[int]


def predict(model, loader, device: str = "cpu") -> list[Prediction]:
    model.eval()
    out: list[Prediction] = []
    with torch.no_grad():
        for batch in loader:
            batch = batch.to(device)
            res = model(batch)
            probs, preds = res.prob.tolist(), res.prediction.tolist()
            for b in range(batch.size):
                n, s = int(batch.num_nodes[b]), int(batch.num_segments[b])
                segs = res.alignment.segment[b, :n].tolist() if res.alignment is not None else None
                out.append(Prediction(meta=batch.meta[b], label=int(batch.label[b]), prob=probs[b],
                                      prediction=preds[b], segments=segs,
                                      segment_labels=batch.segment_label[b, :s].tolist(),
                                      node_subtasks=batch.node_subtask[b, :n].tolist()))
    return out


def alignment_confusion(preds: list[Prediction]) -> dict | None:
    rows = [p for p in preds if p.label == 1 and p.segments is not None]
    if not rows:
        return None
    k = len(SEGMENT_LABELS)
    matrix = [[0] * k for _ in range(k)]
    hit = total = 0
    for p in rows:
        predicted = [NONE_LABEL] * len(p.segment_labels)
        for node, seg in enumerate(p.segments):
            if 0 <= seg < len(predicted):
                predicted[seg] = p.node_subtasks[node]
                total += 1
                hit += p.segment_labels[seg] == p.node_subtasks[node]
        for true, pred in zip(p.segment_labels, predicted):
            matrix[true][pred] += 1
    return {"labels": list(SEGMENT_LABELS), "matrix": matrix, "rows": "true", "columns": "aligned query",
            "alignment_accuracy": hit / total if total else 0.0, "samples": len(rows)}


def split_report(preds: list[Prediction]) -> dict:
    labels = [p.label for p in preds]
    guesses = [p.prediction for p in preds]
    report = binary_metrics(labels, guesses)
    report["by_complexity"] = grouped_metrics(labels, guesses, [p.meta["complexity"] for p in preds])
    report["by_ordering"] = grouped_metrics(labels, guesses, [p.meta["ordering"] for p in preds])
    confusion = alignment_confusion(preds)
    if confusion is not None:
        report["alignment"] = confusion
    return report


def evaluate_run(run: str | Path, dataset: str | None = None, splits=TEST_SPLITS, graphs: str | None = None,
                 parser_checkpoint: str | None = None, out: str | Path | None = None, sample: str | None = None,
                 checkpoint: str = "best.pt", batch_size: int = 64, device: str = "cpu",
                 progress: bool = False, features: str | None = None, clip_weights: str | None = None) -> dict:
    run = Path(run)
    final_dir = Path(out) if out else run / "eval"
    if final_dir.exists() and (not final_dir.is_dir() or any(final_dir.iterdir())
                               and not (final_dir / "metrics.json").is_file()):
        # the evaluation replaces the directory: never one that is not an earlier evaluation
        raise NSGError(f"output directory {str(final_dir)!r} exists and is not an earlier evaluation (no "
                       "metrics.json); it would be replaced: choose another directory", setting="out")
    state = load_run(run, checkpoint, device)
    config = state.config
    model = state.build_model(device)
    dataset = dataset or state.dataset
    graphs = graphs or state.trained_graphs
    if not config.entry.reads_graph:
        graphs = "gold"  # the pooled baselines read the description text, never a graph
    parser_checkpoint = parser_checkpoint or state.parser_checkpoint
    features = features or state.features
    records = load_manifest(dataset, splits)
    for s in splits:
        if s not in {r.split for r in records}:
            raise NSGError(f"dataset {dataset!r} has no video of split {s!r}")
    if sample is not None:  # checked before any feature is built or any sample scored; an id of the
        # form nsg wrote before (video path, not job id) names the same sample
        found = resolve_sample_id(sample, records)
        if found is None:
            ids = [s.sample_id for s in verification_samples(records)]
            raise UnknownChoiceError("sample", sample, ids, shown=ids[:10], setting="sample")
        sample = found
    spec = state.checked_spec(clip_weights)  # clip_weights: the same weights file moved elsewhere
    cache = ensure_features(records, spec.model, spec.weights_path, spec.fps, features, progress, spec.roi)
    words = dict(zip(all_query_words(), cache.text_features(all_query_words())))
    collate = Collator(words, state.segment_frames, config.query_style)
    with atomic_dir(final_dir) as out_dir:  # an interrupted evaluation leaves the earlier eval/ or none
        return _evaluate(model, config, state.segment_frames, records, splits, graphs, parser_checkpoint, features,
                         cache, collate, batch_size, device, sample, (out_dir, final_dir), run, checkpoint, dataset,
                         asdict(spec))


def _evaluate(model, config, segment_frames, records, splits, graphs, parser_checkpoint, features, cache, collate,
              batch_size, device, sample, dirs: tuple[Path, Path], run: Path, checkpoint: str, dataset, spec) -> dict:
    """Score every split and write metrics, predictions and plots into ``dirs[0]``, the
    temporary directory that becomes ``dirs[1]`` (named in the report)."""
    out_dir, final_dir = dirs
    report: dict = {"run": str(run), "model": config.kind, "checkpoint": checkpoint,
                    "graphs": graphs if config.entry.reads_graph else "unused",
                    "dataset": str(dataset), "feature_spec": spec, "splits": {}}
    all_preds: dict[str, list[Prediction]] = {}
    for split in splits:
        samples = verification_samples([r for r in records if r.split == split])
        g = resolve_graphs(samples, graphs, parser_checkpoint, Path(features) / "graphs", device)
        loader = torch.utils.data.DataLoader(VerificationData(samples, cache, g, crops_from=crop_source(config.kind)), batch_size=batch_size,
                                             collate_fn=collate)
        preds = predict(model, loader, device)
        all_preds[split] = preds
        report["splits"][split] = split_report(preds)
    report["mean_f1"] = sum(s["f1"] for s in report["splits"].values()) / len(report["splits"])
    made = _plots(report, all_preds, out_dir, config.kind, segment_frames, cache, records, sample)
    report["plots"] = [str(final_dir / Path(p).name) for p in made]
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
        raise UnknownChoiceError("sample", sample, [p.meta["sample_id"] for p in flat][:50], setting="sample")
    if chosen and chosen[0].segments is not None:
        made.append(_alignment_picture(chosen[0], k, cache, records, out_dir))
    return [str(p) for p in made]


def _alignment_picture(p: Prediction, k: int, cache, records, out_dir: Path) -> Path:
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
