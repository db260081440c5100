"""Key clips and verb-argument tuples: one for every step of every video, read off the raw
plan; the evaluator scores gold against itself as 100% and shuffled copies well below."""
from __future__ import annotations

import json
import random

import pytest

from contracts.dataset.loader import read_manifest
from generators.errors import GeneratorError
from generators.procedural.tuples import evaluate, read_tuples
from tests.conftest import run_module
from tests.support.procedural_data import tiny_dataset


@pytest.fixture(scope="module")
def gold(tmp_path_factory):
    ds = tiny_dataset()
    path = tmp_path_factory.mktemp("tuples") / "tuples.jsonl"
    proc = run_module("generators", "tuples", "write", str(ds), "--out", str(path))
    assert proc.returncode == 0, proc.stderr
    return ds, path, read_tuples(path)


def test_every_step_of_every_video_has_key_clips_with_tuples(gold):
    ds, path, tuples = gold
    rows = read_manifest(ds)
    lines = {json.loads(text)["video_id"]: json.loads(text) for text in path.read_text().splitlines()}
    assert set(lines) == {r.job_id for r in rows}
    for row in rows:
        ann = json.loads((ds / row.annotations).read_text())
        clips = lines[row.job_id]["key_clips"]
        subtasks = {f["subtask"] for f in ann["frames"] if f["subtask"]} - {"distractor"}
        assert subtasks <= {c["subtask"] for c in clips}, row.job_id
        # distractor activity is not the task's: no key clips
        acting = [p for p, sub in zip(ann["high_level_plan"], ann["subtask_of_step"])
                  if p["action"] != "GotoLocation" and sub != "distractor"]
        assert "distractor" not in {c["subtask"] for c in clips}
        assert len(clips) == len(acting)
        for c in clips:
            step = ann["high_level_plan"][c["plan_step"]]
            assert c["action"] == step["action"]
            frames = ann["frames"][c["start"]:c["end"] + 1]
            assert frames and all(f["step"] == c["plan_step"] for f in frames)
            obj = step["args"][0].rsplit("_", 1)[0].replace("_", " ")
            assert c["tuple"]["object"] in (obj, "counter" if obj == "counter" else obj)
        slices = [c["tuple"] for c in clips if c["action"] == "SliceObject"]
        for t in slices:
            assert t["verb"] == "slice" and t["tool"] in ("knife", "butter knife")


def test_gold_against_itself_is_perfect(gold):
    _, _, tuples = gold
    res = evaluate(tuples, tuples)
    for mode in ("exact", "fuzzy"):
        for unit in ("verb", "argument", "tuple"):
            assert res[mode][unit]["f1"] == 1.0


def test_shuffled_predictions_score_well_below(gold):
    _, _, tuples = gold
    ids = sorted(tuples)
    rng = random.Random(0)
    perm = ids[:]
    while any(a == b for a, b in zip(ids, perm)):
        rng.shuffle(perm)
    shuffled = {a: tuples[b] for a, b in zip(ids, perm)}
    res = evaluate(tuples, shuffled)
    assert res["exact"]["tuple"]["f1"] < 0.6
    assert res["exact"]["argument"]["f1"] < 0.8
    missing = evaluate(tuples, {})
    assert missing["exact"]["verb"]["recall"] == 0.0


def test_fuzzy_match_accepts_synonyms_and_lemmas_exact_does_not():
    g = {"v": [{"verb": "slice", "object": "apple", "tool": "knife", "destination": None},
               {"verb": "put", "object": "apple", "tool": None, "destination": "counter"}]}
    p = {"v": [{"verb": "cutting", "object": "apples", "tool": "knife", "destination": None},
               {"verb": "set", "object": "apple", "tool": None, "destination": "countertop"}]}
    res = evaluate(g, p)
    assert res["exact"]["verb"]["f1"] == 0.0
    assert res["fuzzy"]["verb"]["f1"] == 1.0
    assert res["fuzzy"]["tuple"]["f1"] == 1.0
    assert res["exact"]["argument"]["f1"] < 1.0


def test_cli_evaluate_and_bad_files(gold, tmp_path):
    _, path, _ = gold
    proc = run_module("generators", "tuples", "evaluate", str(path), str(path), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["exact"]["tuple"]["f1"] == 1.0
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"video": "x", "tuples": []}) + "\n")
    with pytest.raises(GeneratorError, match="video_id"):
        read_tuples(bad)
    proc = run_module("generators", "tuples", "evaluate", str(path), str(tmp_path / "none.jsonl"))
    assert proc.returncode == 2 and "no tuples file" in proc.stderr
