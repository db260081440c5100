"""``python -m nsg.qa_baselines`` end to end with NSG step predictions: an evaluation's
``predictions.jsonl`` inside a run directory is read through the run's own segment length (from
its checkpoint), every evaluated video is grounded, and the table has the predicted column."""
from __future__ import annotations

import json

import pytest
import torch

from contracts.language.graphs import parse_graph_text
from generators.procedural.episodes import load_episodes
from nsg.inputs.reader import sample_indices
from tests.conftest import run_module
from tests.support.procedural_data import tiny_dataset


def _checkpoint(segment_frames: int, fps: float) -> dict:
    """A checkpoint dict as nsg.train writes it, with only what the QA baselines read filled in."""
    return {"model": {}, "config": {"kind": "nsg"}, "options": {"segment_frames": segment_frames},
            "feature_spec": {"model": "standin-clip-tiny", "weights_id": "random-init", "fps": fps}}


def fake_nsg_run(ds, run, segment_frames: int, fps: float = 2.5):
    """A run directory with a checkpoint holding the options the QA baselines read, and an
    evaluation whose positive samples align each node to the segment of its step's middle frame."""
    (run / "eval").mkdir(parents=True)
    torch.save(_checkpoint(segment_frames, fps), run / "best.pt")
    lines = []
    for e in load_episodes(ds):
        idx = sample_indices(e.n_frames, float(e.row.fps or 5), fps)
        graph = e.row.positive_graph_text
        segs = []
        for node in parse_graph_text(graph).nodes:
            s = next((x for x in e.steps if x.subtask == node.subtask), None)
            mid = (s.start + s.end) // 2 if s else -1
            segs.append(min(range(len(idx)), key=lambda k: abs(idx[k] - mid)) // segment_frames if s else -1)
        for label in (1, 0):  # negatives are ignored by the reader
            lines.append({"sample_id": f"{e.split}/{e.video_id}:{'pos' if label else 'neg'}", "split": e.split,
                          "label": label, "prob": 0.5, "prediction": label, "segments": segs, "graph": graph})
    (run / "eval" / "predictions.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    return run / "eval" / "predictions.jsonl"


def test_baselines_command_with_nsg_predictions(tmp_path):
    ds = tiny_dataset()
    qa_dir = tmp_path / "qa"
    assert run_module("generators", "qa", str(ds), "--out", str(qa_dir)).returncode == 0
    preds = fake_nsg_run(ds, tmp_path / "run", segment_frames=4)
    out = tmp_path / "table"
    r = run_module("nsg.qa_baselines", str(ds), "--qa", str(qa_dir / "qa.jsonl"), "--nsg-predictions", str(preds),
                   "--kml-steps", "30", "--out", str(out), timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    res = json.loads((out / "qa_baselines.json").read_text())
    assert res["nsg_settings"] == {"segment_frames": 4, "feature_fps": 2.5}  # read from the run's checkpoint
    assert res["grounding_coverage"]["KML (NSG steps)"] == 1.0
    rows = res["rows"]
    assert rows and all("KML (NSG steps)" in r and "KML (GT grounding)" in r for r in rows.values())
    for name in ("answer prior", "question only", "clip position only", "KML (NSG steps)"):
        assert name in (out / "qa_baselines.md").read_text()
    # predicted grounding sees steps only, so it cannot beat ground truth overall
    s = res["summary"]
    assert s["KML (NSG steps)"]["overall"] <= s["KML (GT grounding)"]["overall"] + 1e-9


def test_run_settings_follow_the_evaluation_to_its_run(tmp_path):
    """An evaluation written elsewhere (``nsg.evaluate --out``) names its run in metrics.json."""
    from nsg.qa_grounding import run_settings

    run = tmp_path / "run"
    run.mkdir()
    torch.save(_checkpoint(7, 1.25), run / "best.pt")
    elsewhere = tmp_path / "evals" / "nsg"
    elsewhere.mkdir(parents=True)
    (elsewhere / "predictions.jsonl").write_text("")
    assert run_settings(elsewhere / "predictions.jsonl") is None  # no metrics.json, no run above it
    (elsewhere / "metrics.json").write_text(json.dumps({"run": str(run)}))
    assert run_settings(elsewhere / "predictions.jsonl") == {"segment_frames": 7, "feature_fps": 1.25}


def test_ties_are_credited_their_expected_accuracy():
    """A predictor naming all five candidates scores exactly chance; one naming the answer and
    one other scores one half; a single index scores 0 or 1."""
    from nsg.qa_eval import evaluate

    qs = [{"template": "next_step", "candidates": list("abcde"), "answer_index": k % 5} for k in range(10)]
    t = evaluate(qs, {"all": lambda q: (0, 1, 2, 3, 4), "two": lambda q: (q["answer_index"], (q["answer_index"] + 1) % 5),
                      "right": lambda q: q["answer_index"], "wrong": lambda q: (q["answer_index"] + 1) % 5})
    r = t.rows["next_step"]
    assert (r["all"], r["two"], r["right"], r["wrong"], r["chance"]) == pytest.approx((0.2, 0.5, 1.0, 0.0, 0.2))
