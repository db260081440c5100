"""Job sampling for dataset generation: determinism, coverage, sizes (no rendering here)."""
import json
from collections import Counter

import pytest

from generators.dataset import jobs as J
from generators.dataset import sampling as S_
from contracts.library import splits as S
from generators.errors import GeneratorError
from contracts.errors import UnknownNameError


@pytest.fixture(scope="module")
def full_jobs():
    return S_.sample_jobs("full", seed=0)


def _tasks_admitting_an_instance(split):
    return {t for t, _, _ in split.instances()}


def test_same_seed_same_jobs_other_seed_other_jobs():
    a, b = S_.sample_jobs("small", seed=7), S_.sample_jobs("small", seed=7)
    assert a == b
    assert [j.to_json() for j in a] == [j.to_json() for j in b]
    c = S_.sample_jobs("small", seed=8)
    assert [(j.task, j.object, j.scene, j.seed) for j in a] != [(j.task, j.object, j.scene, j.seed) for j in c]


def test_small_covers_every_task_of_every_split_once():
    jobs = S_.sample_jobs("small", seed=0)
    for split in S.all_splits():
        tasks = [j.task for j in jobs if j.split == split.name]
        expected = _tasks_admitting_an_instance(split)
        assert sorted(tasks) == sorted(expected), split.name
    # novel_steps keeps only tasks with an instance touching a held-out pair: fewer than it lists
    ns = S.get_split("novel_steps")
    assert 0 < len(_tasks_admitting_an_instance(ns)) < len(ns.tasks)
    assert {j.split for j in jobs} == set(S.SPLIT_NAMES)


def test_full_sizes_are_egotv_sizes(full_jobs):
    counts = Counter(j.split for j in full_jobs)
    assert counts == {"train": 5363, "novel_tasks": 540, "novel_steps": 350, "novel_scenes": 1082,
                      "abstraction": 338}
    assert sum(counts.values()) == 7673 and sum(v for k, v in counts.items() if k != "train") == 2310


def test_full_jobs_are_admitted_unique_and_balanced(full_jobs):
    ids = [j.job_id for j in full_jobs]
    assert len(ids) == len(set(ids))
    for split in S.all_splits():
        js = [j for j in full_jobs if j.split == split.name]
        assert [j.index for j in js] == list(range(len(js)))
        assert all(split.admits(j.task, j.object, j.receptacle, j.scene) for j in js)
        per_task = Counter(j.task for j in js)
        assert max(per_task.values()) - min(per_task.values()) <= 1, split.name  # round-robin over tasks
        assert set(per_task) == _tasks_admitting_an_instance(split)
        per_scene = Counter(j.scene for j in js)
        assert set(per_scene) == set(split.scenes)
        assert max(per_scene.values()) - min(per_scene.values()) <= 1, split.name
    train = [j for j in full_jobs if j.split == "train"]
    for task in {j.task for j in train}:  # objects of a task are cycled, not drawn independently
        objs = Counter(j.object for j in train if j.task == task)
        assert max(objs.values()) - min(objs.values()) <= 1, task


def test_smaller_list_is_a_prefix_of_a_larger_one():
    small = S_.sample_split_jobs("train", 10, seed=3)
    big = S_.sample_split_jobs("train", 60, seed=3)
    assert big[:10] == small
    # one split's size does not change another split's jobs
    a = S_.sample_jobs({"train": 5, "abstraction": 4}, seed=3)
    b = S_.sample_jobs({"train": 50, "abstraction": 4}, seed=3)
    assert [j for j in a if j.split == "abstraction"] == [j for j in b if j.split == "abstraction"]


def test_job_round_trip_and_attempt_seeds():
    job = S_.sample_jobs({"train": 1}, seed=0)[0]
    assert J.Job.from_json(json.loads(json.dumps(job.to_json()))) == job
    assert job.instance(2).seed == job.seed + 2
    assert job.job_id == "train_00000"


def test_job_order_key_sorts_splits_then_index():
    ids = ["abstraction_00000", "train_00010", "novel_tasks_00001", "train_00002"]
    assert sorted(ids, key=J.job_sort_key) == ["train_00002", "train_00010", "novel_tasks_00001",
                                               "abstraction_00000"]


def test_resolve_sizes_and_bad_values():
    assert S_.resolve_sizes("small", splits=["abstraction", "train"]) == {
        "train": len(_tasks_admitting_an_instance(S.get_split("train"))),
        "abstraction": len(_tasks_admitting_an_instance(S.get_split("abstraction")))}
    with pytest.raises(UnknownNameError, match="small"):
        S_.resolve_sizes("medium")
    with pytest.raises(UnknownNameError, match="novel_scenes"):
        S_.resolve_sizes({"validation": 3})
    with pytest.raises(UnknownNameError, match="train"):
        S_.resolve_sizes("small", splits=["trian"])
    with pytest.raises(GeneratorError, match="non-negative"):
        S_.resolve_sizes({"train": -1})
