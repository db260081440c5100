"""Plans made once (issue 37): the planning process's plans (plans.jsonl) are what the render
worker would have planned, a resumed run renders from them without planning, the result equals
the uninterrupted run's, and a finished run leaves no plans.jsonl."""
from __future__ import annotations

import json
import shutil

from contracts.dataset.layout import MANIFEST, PLANS
from generators.dataset.config import RenderConfig
from generators.dataset.plan_cache import PlanLog, load_plans, plan_ahead
from generators.dataset.render import dataset_jobs, render_dataset
from generators.errors import PlanningError


def config(out, **kw) -> RenderConfig:
    return RenderConfig(out_dir=str(out), size={"train": 2}, mistakes=0.0, progress=False, stats=False, plots=False,
                        backend_options={"preset": "fast", "width": 64, "height": 64},
                        episode={"motion": False}, **kw)


def test_a_resumed_run_renders_from_kept_plans_without_planning(tmp_path, monkeypatch):
    full = tmp_path / "full"
    assert render_dataset(config(full), log=lambda m: None).videos == 2
    assert not (full / PLANS).exists()  # finished: nothing to resume from
    # a run killed after its first video, with both jobs planned ahead by the planning process
    cut = tmp_path / "cut"
    shutil.copytree(full, cut)
    jobs = dataset_jobs(config(cut))
    log = PlanLog(cut, config(cut))
    for job in jobs:
        log.add(job, plan_ahead(job, config(cut)))
    log.close()
    rows = (cut / MANIFEST).read_text().splitlines()
    (cut / MANIFEST).write_text(rows[0] + "\n")
    second = json.loads(rows[1])
    for rel in (second["video"], second["annotations"]):
        (cut / rel).unlink()
    assert set(load_plans(cut, jobs, config(cut))) == {j.job_id for j in jobs}

    def no_planning(*a, **kw):
        raise PlanningError("planned again")

    monkeypatch.setattr("generators.planning.planners.plan_problem", no_planning)
    summary = render_dataset(config(cut), log=lambda m: None)
    assert summary.rendered == 1 and summary.failed == 0
    assert (cut / MANIFEST).read_bytes() == (full / MANIFEST).read_bytes()
    for rel in (second["video"], second["annotations"]):
        assert (cut / rel).read_bytes() == (full / rel).read_bytes()
    assert not (cut / PLANS).exists()


def test_kept_plans_apply_only_to_the_same_job_and_planner_settings(tmp_path):
    jobs = dataset_jobs(config(tmp_path))
    log = PlanLog(tmp_path, config(tmp_path))
    log.add(jobs[0], [{"attempt": 0, "failure": {"stage": "planning"}}])
    log.close()
    with (tmp_path / PLANS).open("a") as fh:
        fh.write('{"job_id": "train_00001", "key": [')  # a torn last line
    assert list(load_plans(tmp_path, jobs, config(tmp_path))) == [jobs[0].job_id]
    assert load_plans(tmp_path, jobs, config(tmp_path, planner="topk")) == {}
    assert load_plans(tmp_path, dataset_jobs(config(tmp_path, seed=5)), config(tmp_path, seed=5)) == {}
