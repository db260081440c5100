"""Crash-safe dataset files (atomic writes, JSONL logs) and the statistics report."""
import json

import pytest

from contracts import files as R
from contracts.errors import DataWarning
from contracts.dataset.manifest import ManifestRow
from generators.dataset import stats as ST
from contracts.library.leakage import leakage_problems


def test_write_atomic_replaces_and_leaves_no_temp(tmp_path):
    p = tmp_path / "a.json"
    R.write_atomic(p, "old")
    R.write_atomic(p, b"new")
    assert p.read_bytes() == b"new"
    assert [q.name for q in tmp_path.iterdir()] == ["a.json"]
    assert not R.is_temp_name(p.name) and R.is_temp_name(".a.tmp-x1y2.json")


def test_appender_and_repair_of_a_torn_last_line(tmp_path):
    p = tmp_path / "m.jsonl"
    with R.JsonlAppender(p) as log:
        log.append({"job_id": "train_00000", "x": 1})
        log.append({"job_id": "train_00001", "x": 2})
    full = p.read_text()
    p.write_text(full + '{"job_id": "train_00002", "x"')  # killed in the middle of a line
    assert [line["x"] for line in R.read_jsonl(p)] == [1, 2]  # readers skip it ...
    assert R.repair_jsonl(p) == 1  # ... and start-up cuts it off
    assert p.read_text() == full
    assert R.repair_jsonl(p) == 0
    p.write_text(full + "not json\n")
    assert R.repair_jsonl(p) == 1 and p.read_text() == full
    with R.JsonlAppender(p) as log:  # appending after a repair continues on a fresh line
        log.append({"job_id": "train_00002", "x": 3})
    assert [line["x"] for line in R.read_jsonl(p)] == [1, 2, 3]
    assert R.repair_jsonl(tmp_path / "absent.jsonl") == 0


def test_dumps_line_is_canonical():
    assert R.dumps_line({"b": 1, "a": [1, 2]}) == '{"a":[1,2],"b":1}\n'


def _line(i, split="train", task="heat_then_clean", obj="Apple", receptacle=None, scene=3, frames=50, cx=2, order=1):
    """A manifest line (as JSON) with the fields the statistics read."""
    return {"job_id": f"{split}_{i:05d}", "split": split, "task": task, "object": obj, "receptacle": receptacle,
            "scene": scene, "n_frames": frames, "fps": 5.0, "duration_s": frames / 5.0,
            "complexity": cx, "ordering": order, "video": f"{split}/{split}_{i:05d}.mp4",
            "annotations": f"{split}/{split}_{i:05d}.json", "positive": "true text", "negative": "false text"}


def _row(i, **kw) -> ManifestRow:
    return ManifestRow.from_json(_line(i, **kw))


def test_compute_stats_counts():
    rows = [_row(0), _row(1, obj="Potato", frames=100),
            _row(0, split="novel_scenes", scene=27, task="cool_then_slice_and_place", receptacle="Plate", cx=3,
                 order=2)]
    s = ST.compute_stats(rows, failures=[{"stage": "render"}, {"stage": "render"}, {"stage": "planning"}])
    assert s["videos"] == 3 and s["samples"] == 6
    assert s["splits"]["train"]["videos"] == 2 and s["splits"]["train"]["tasks"] == 1
    assert s["splits"]["train"]["video_frames"] == {"count": 2, "mean": 75.0, "median": 75.0, "min": 50,
                                                    "max": 100, "total": 150}
    assert s["splits"]["novel_scenes"]["complexity"] == {"3": 1}
    assert s["objects"] == {"Apple": 2, "Potato": 1}
    assert s["receptacles"] == {"Plate": 1, "none": 2}
    assert s["scenes"] == {"3": 2, "27": 1}
    assert s["complexity"] == {"2": 2, "3": 1} and s["ordering"] == {"1": 2, "2": 1}
    assert s["failed_attempts"] == 3 and s["failure_reasons"] == {"planning": 1, "render": 2}
    assert list(s["splits"]) == ["train", "novel_scenes"]  # SPLIT_NAMES order


def test_write_stats_files_and_plots(tmp_path):
    lines = [_line(i, obj=o, scene=1 + i) for i, o in enumerate(["Apple", "Tomato", "Bread"])]
    lines.append(_line(0, split="abstraction", task="slice_and_place", receptacle="Bowl", cx=2, order=0))
    R.write_jsonl_atomic(tmp_path / "manifest.jsonl", lines)
    (tmp_path / "manifest.jsonl").open("a").write('{"torn"')  # an interrupted run's last line
    with pytest.warns(DataWarning, match="cut short"):
        s = ST.write_stats(tmp_path)
    assert s["videos"] == 4
    assert json.loads((tmp_path / "stats.json").read_text()) == s
    md = (tmp_path / "stats.md").read_text()
    assert "| train | 3 | 6 | 1 |" in md and "FloorPlan2" in md
    for name in ST.PLOT_NAMES:
        png = tmp_path / "plots" / f"{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name


def test_leakage_audit_flags_each_kind_of_leak():
    ok = {"job_id": "train_00000", "split": "train", "task": "heat_then_clean", "object": "Apple",
          "receptacle": None, "scene": 3, "positive_kind": "positive", "negative_kind": "negative",
          "video": None, "annotations": None, "positive": "heat and clean it", "negative": "cool it"}
    assert leakage_problems([ManifestRow.from_json(ok)]) == []
    cases = {
        "held-out pair": {**ok, "object": "Egg", "task": "heat_simple"},
        "FloorPlan27": {**ok, "scene": 27},
        "novel_tasks task": {**ok, "task": "clean_then_cool"},
        "needs 'abstract'": {**ok, "split": "abstraction", "job_id": "abstraction_00000"},
        "without a held-out pair": {**ok, "split": "novel_steps"},
        "held-out pair [('place', 'Shelf')]": {**ok, "task": "place_simple", "receptacle": "Shelf"},
    }
    for needle, row in cases.items():
        problems = leakage_problems([ManifestRow.from_json(row)])
        assert problems and any(needle in p for p in problems), (needle, problems)
    assert leakage_problems([ManifestRow.from_json({**ok, "split": "novel_scenes", "scene": 3})])  # must use 26-30


def test_length_statistics_come_from_the_manifest_per_complexity():
    rows = [ManifestRow.from_json({"split": "train", "task": f"t{i}", "object": "Apple", "receptacle": None, "scene": 1,
                                   "complexity": c, "ordering": 0, "n_frames": int(5 * d), "duration_s": d,
                                   "video": None, "annotations": None, "positive": "true", "negative": "false"})
            for i, (c, d) in enumerate([(1, 10.0), (1, 20.0), (2, 30.0), (3, 60.0), (3, 40.0)])]
    stats = ST.compute_stats(rows)
    by = stats["video_seconds_by_complexity"]
    assert {k: (v["count"], v["mean"]) for k, v in by.items()} == {"1": (2, 15.0), "2": (1, 30.0), "3": (2, 50.0)}
    md = ST.stats_markdown(stats)
    assert "## Video length and size beside EgoTV" in md and "| all | 5 | 32.0 | 84 |" in md
    # per sub-task label (distractor activity included) and frame sizes, from the rows alone
    rows[0] = rows[0].replace(fps=5, subtask_frames={"heat": 30, "distractor": 20}, frame_size=(224, 224),
                              distractors=("look_around",))
    rows[1] = rows[1].replace(fps=5, subtask_frames={"heat": 10}, frame_size=(224, 224), distractors=())
    stats = ST.compute_stats(rows)
    assert stats["seconds_per_subtask"] == {"distractor": 4.0, "heat": 4.0}
    assert stats["frame_sizes"] == {"224x224": 2} and stats["distractors_per_video"] == 0.2
    md = ST.stats_markdown(stats)
    assert "| distractor | 4.0 |" in md and "224x224 (2 videos)" in md and "600x600" in md
