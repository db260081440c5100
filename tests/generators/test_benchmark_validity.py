"""The benchmark cannot be solved blind: negatives are valid library tasks of their split and
false of their video, texts are balanced, mistake videos are verified, blind baselines stay at
chance."""
import json
from collections import Counter

import pytest

from generators.dataset import render as D
from generators.dataset import config as C
from contracts.dataset.loader import read_manifest
from contracts.dataset.manifest import ManifestRow
from contracts.library import splits as split_lib
from generators.dataset.audit import samples_from_rows
from generators.dataset.blind_baselines import run_baselines
from contracts.language.graphs import TaskGraph
from contracts.dataset.manifest import MISTAKE_TYPES
from contracts.dataset.annotation import Annotation
from generators.dataset.mistakes import simulated_steps
from generators.dataset.worker import pick_descriptions
from contracts.library.tasks import get_task
from contracts.language.truth import contradicts, executed_steps, graph_holds, task_graph, valid_instance
from tests.conftest import run_module

BLIND_SIZES = {"train": 1000, "novel_tasks": 200, "novel_steps": 200, "novel_scenes": 200, "abstraction": 200}
TINY = {"preset": "fast", "width": 64, "height": 64}


@pytest.fixture(scope="module")
def blind_jobs():
    """A modest job list with mistake twins and negatives, as `render --no-video` builds it."""
    return D.dataset_jobs(C.RenderConfig(size=BLIND_SIZES, seed=3))


def _text_rows(jobs):
    """Manifest rows with the texts and graphs the worker writes (no planning needed:
    texts depend only on the job)."""
    rows = []
    for job in jobs:
        pos, neg = pick_descriptions(job)
        rows.append(ManifestRow(split=job.split, task=job.task, object=job.object, video=None, annotations=None,
                                positive=pos.text, negative=neg.text, positive_graph=pos.graph.to_json(),
                                negative_graph=neg.graph.to_json(), mistake_type=job.mistake))
    return rows


def test_truth_rule():
    heat_clean = task_graph("heat_then_clean", "Apple", None)
    assert graph_holds(heat_clean, executed_steps(["heat", "clean"], "Apple", None))
    assert not graph_holds(heat_clean, executed_steps(["clean", "heat"], "Apple", None))
    # extra steps do not falsify; picking up is part of every video
    assert graph_holds(task_graph("clean_simple", "Apple", None), executed_steps(["heat", "clean"], "Apple", None))
    assert graph_holds(task_graph("pick_simple", "Apple", None), executed_steps(["heat"], "Apple", None))
    assert not graph_holds(task_graph("heat_then_place", "Apple", "Plate"),
                           executed_steps(["heat", "place"], "Apple", "CounterTop"))
    # an unordered positive is not contradicted by one order of itself, an ordered one is
    assert not contradicts("heat_and_clean", None, "heat_then_clean", None, "Apple")
    assert contradicts("heat_then_clean", None, "clean_then_heat", None, "Apple")


def test_every_negative_is_a_valid_split_task_false_of_every_order(blind_jobs):
    for job in blind_jobs:
        neg = job.negative
        assert neg is not None, job
        split = split_lib.get_split(job.split)
        assert neg.task in split.tasks and valid_instance(neg.task, job.object, neg.receptacle), job
        assert split.admits(neg.task, job.object, neg.receptacle, job.scene), job
        assert contradicts(job.task, job.receptacle, neg.task, neg.receptacle, job.object), job
        for order in get_task(job.task).linear_extensions():
            steps = executed_steps(order, job.object, job.receptacle)
            assert graph_holds(task_graph(job.task, job.object, job.receptacle), steps)
            assert not graph_holds(task_graph(neg.task, job.object, neg.receptacle), steps), (job, order)


def test_pairing_uses_each_task_as_often_as_negative_as_positive(blind_jobs):
    for split in BLIND_SIZES:
        paired = [j for j in blind_jobs if j.split == split and j.negative.source.startswith("paired")]
        assert len(paired) >= 0.4 * BLIND_SIZES[split], split
        partners = {j.job_id: j for j in blind_jobs}
        assert Counter(j.negative.task for j in paired) == Counter(partners[j.negative.partner].task for j in paired)
        one_to_one = [j for j in paired if j.negative.source != "paired_shared"]
        assert len({j.negative.partner for j in one_to_one}) == len(one_to_one)  # each partner used once
        shared = [j for j in paired if j.negative.source == "paired_shared"]
        assert len(shared) <= 0.2 * len(paired), split  # reuse is the exception, not the rule


def test_mistake_twins_keep_texts_balanced(blind_jobs):
    twins = [j for j in blind_jobs if j.mistake]
    assert {j.mistake for j in twins} == set(MISTAKE_TYPES)
    by_id = {j.job_id: j for j in blind_jobs}
    for m in twins[:200]:
        correct = by_id[m.twin_id]
        pos, neg = pick_descriptions(m)
        c_pos, c_neg = pick_descriptions(correct)
        assert neg.text == c_pos.text  # the asked-for description, word for word
        if m.mistake != "missing_step":
            assert pos.text == c_neg.text and correct.negative.source == "mistake_twin"


def test_blind_text_and_structure_classifiers_stay_near_chance(blind_jobs):
    """Why 58: each test split has about 2 x 250 samples, so a blind model's accuracy at chance
    has a standard deviation of about 2.2 points; 58 is more than 3.5 of them above 50, which
    noise does not reach and every shortcut of the old data did (66-91%)."""
    result = run_baselines(samples_from_rows(_text_rows(blind_jobs)), ("text", "structure", "lookup"))
    for name, per_split in result.items():
        for split, score in per_split.items():
            assert score["accuracy"] <= 58.0, (name, split, score)


def test_no_video_run_writes_the_rows_a_render_writes(tmp_path):
    sizes = {"train": 3, "novel_tasks": 1, "abstraction": 1}
    base = dict(size=sizes, seed=1, backend_options=TINY, progress=False, plots=False, mistakes=0.5)
    D.render_dataset(C.RenderConfig(out_dir=str(tmp_path / "video"), **base), log=lambda m: None)
    D.render_dataset(C.RenderConfig(out_dir=str(tmp_path / "text"), no_video=True, **base), log=lambda m: None)
    video, text = read_manifest(tmp_path / "video"), read_manifest(tmp_path / "text")
    assert [r.job_id for r in video] == [r.job_id for r in text] and len(video) >= 5
    assert all(r.video is None and r.n_frames is None for r in text)
    for a, b in zip(video, text):
        for field in ("split", "task", "positive", "negative", "positive_graph", "negative_graph", "negative_source",
                      "mistake_type", "executed_order"):
            assert getattr(a, field) == getattr(b, field), (a.job_id, field)


def test_no_video_negatives_are_false_of_the_executed_order(tmp_path):
    out = tmp_path / "nv"
    proc = run_module("generators", "render", "--no-video", "--out", str(out), "--no-progress", "--seed", "5",
                   "--count", "train=24", "--count", "novel_steps=12", "--count", "abstraction=12")
    assert proc.returncode == 0, proc.stderr
    rows = read_manifest(out)
    assert len(rows) >= 48
    for row in rows:
        steps = executed_steps(row.executed_order, row.object, row.receptacle)
        assert graph_holds(TaskGraph.from_json(row.positive_graph), steps), row.job_id
        assert not graph_holds(TaskGraph.from_json(row.negative_graph), steps), row.job_id
        assert row.negative_task in split_lib.get_split(row.split).tasks
    proc = run_module("generators", "audit", str(out), "--json")
    assert proc.returncode == 0, proc.stderr
    audit = json.loads(proc.stdout)
    assert audit["splits"]["train"]["valid_negatives"] == 100.0
    assert audit["splits"]["train"]["false_of_video"] == 100.0
    assert set(audit["baselines"]) == {"text", "structure", "lookup"}
    assert "## Audit" in (out / "stats.md").read_text()


def test_mistake_videos_of_every_type_are_rendered_and_verified(tmp_path):
    jobs = tmp_path / "jobs.jsonl"
    # an instance that admits all four mistake types; types rotate over the jobs
    jobs.write_text("".join(json.dumps({"split": "train", "task": "slice_then_clean_and_place", "object": "Potato",
                                        "receptacle": "Plate", "scene": s, "seed": 11 + s}) + "\n"
                            for s in range(1, 5)))
    config = C.RenderConfig(out_dir=str(tmp_path / "d"), jobs_file=str(jobs), mistakes=1.0,
                            backend_options=TINY, progress=False, plots=False, stats=False)
    summary = D.render_dataset(config, log=lambda m: None)
    assert summary.failed == 0
    rows = {r.job_id: r for r in read_manifest(tmp_path / "d")}
    mistakes = [r for r in rows.values() if r.mistake_type]
    assert sorted(r.mistake_type for r in mistakes) == sorted(MISTAKE_TYPES)
    for row in mistakes:
        twin = rows[row.twin]
        assert row.negative == twin.positive and row.intended_task == twin.task
        assert (row.scene, row.job_seed) == (twin.scene, twin.job_seed)
        ann = json.loads((tmp_path / "d" / row.annotations).read_text())
        m = ann["mistake"]
        assert m["type"] == row.mistake_type and m["verified"] == {"strips": True, "simulator": True}
        lo, hi = m["frame_range"]
        assert 0 <= lo <= hi < ann["n_frames"] and row.mistake_frames == (lo, hi)
        # independent re-check from the recorded simulator states
        intended = task_graph(row.intended_task, row.object, row.intended_receptacle)
        record = Annotation.from_json(ann)
        assert not graph_holds(intended, simulated_steps(record))
        assert graph_holds(task_graph(row.task, row.object, row.receptacle), simulated_steps(record))


def test_bad_mistake_fraction_is_refused(tmp_path):
    proc = run_module("generators", "render", "--out", str(tmp_path / "d"), "--mistakes", "1.5", "--no-video")
    assert proc.returncode == 2 and "mistakes must be a fraction within [0, 1], got 1.5 (--mistakes)" in proc.stderr
    assert not (tmp_path / "d").exists()
