"""No leakage between splits: on EgoTV-sized job lists (no rendering) and on a rendered manifest.

The rules are re-derived here from the raw split data (and cross-checked against the shared
EgoTV facts when present) rather than taken from contracts.library.splits, so a bug in the library's
admission rule cannot hide itself.
"""
import json
from pathlib import Path

import pytest

from contracts.dataset.loader import read_manifest
from generators.dataset import sampling as S_
from contracts.library.leakage import leakage_problems

DATA = json.loads((Path(__file__).resolve().parents[2] / "contracts" / "data" / "egotv_tasks.json").read_text())
HELDOUT = {(p["subtask"], p["object"]) for p in DATA["heldout_pairs"]}
NOVEL_TASKS = set(DATA["splits"]["novel_tasks"]["tasks"])
HELDOUT_SCENES = set(range(26, 31))


def subtasks_of(task: str) -> set[str]:
    return set(task.removesuffix("_simple").replace("_then_", "_and_").split("_and_"))


def heldout_pairs_of(item) -> set:
    """``item``: a job or a manifest row (both have ``task``, ``object`` and ``receptacle``)."""
    pairs = {(s, item.object) for s in subtasks_of(item.task) if s != "place"}
    if item.receptacle:
        pairs.add(("place", item.receptacle))
    return pairs & HELDOUT


def assert_no_leakage(items):
    """``items``: jobs or manifest rows (the audit reads the same attributes of both)."""
    items = list(items)
    assert items
    for item in items:
        where = (item.split, item.task, item.object, item.receptacle, item.scene)
        if item.split == "novel_steps":
            assert heldout_pairs_of(item), where
        else:
            assert not heldout_pairs_of(item), where
        assert (int(item.scene) in HELDOUT_SCENES) == (item.split == "novel_scenes"), where
        assert 1 <= int(item.scene) <= 30
        if item.split != "novel_tasks":
            assert item.task not in NOVEL_TASKS, where
        else:
            assert item.task in NOVEL_TASKS, where
    assert leakage_problems(items) == []


def test_heldout_facts_match_the_shared_reference(shared_reference):
    facts = json.loads((shared_reference / "egotv_facts.json").read_text())
    pairs = {("place" if s == "place_into" else s, o) for s, o in facts["novel_steps_heldout_pairs"]["pairs"]}
    assert pairs == HELDOUT
    assert set(facts["splits"]["novel_tasks"]) == NOVEL_TASKS


@pytest.mark.parametrize("seed", [0, 1])
def test_full_size_job_lists_do_not_leak(seed):
    jobs = S_.sample_jobs("full", seed=seed)
    assert_no_leakage(jobs)
    train = {j.task for j in jobs if j.split == "train"}
    assert not train & NOVEL_TASKS
    assert {j.task for j in jobs if j.split == "novel_tasks"} == NOVEL_TASKS
    # every held-out pair shows up in novel_steps, so the split tests all of them
    seen = set().union(*(heldout_pairs_of(j) for j in jobs if j.split == "novel_steps"))
    assert seen == HELDOUT


def test_small_job_list_does_not_leak():
    assert_no_leakage(S_.sample_jobs("small", seed=0))


def test_rendered_manifest_does_not_leak(tmp_path):
    """A small rendered dataset (one video per split, tiny frames): the same rules on the
    manifest, plus the description kinds: abstract for abstraction, concrete elsewhere."""
    from generators.dataset.config import RenderConfig
    from generators.dataset.render import render_dataset

    config = RenderConfig(out_dir=str(tmp_path), size={s: 1 for s in DATA["splits"]}, seed=11,
                          backend_options={"preset": "fast", "width": 48, "height": 48},
                          progress=False, stats=False)
    render_dataset(config, log=lambda m: None)
    rows = read_manifest(tmp_path)
    assert {r.split for r in rows} >= {"novel_steps", "abstraction", "novel_scenes"}
    assert_no_leakage(rows)
    for r in rows:
        abstract = r.split == "abstraction"
        assert r.positive_kind == ("abstract" if abstract else "positive")
        assert r.negative_kind == ("abstract_negative" if abstract else "negative")
        ann = json.loads((tmp_path / r.annotations).read_text())
        assert ann["descriptions"]["positive"]["kind"] == r.positive_kind
