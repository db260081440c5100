"""Plans made once (issue 37): every planned job is kept in plans.jsonl, a resumed run renders
from the kept plans without planning, and the result equals the uninterrupted run's."""
from __future__ import annotations

import json
import shutil

from contracts.dataset.layout import MANIFEST, PLANS
from generators.dataset.config import RenderConfig
from generators.dataset.plan_cache import load_plans
from generators.dataset.render import dataset_jobs, render_dataset
from generators.errors import PlanningError


def config(out, **kw) -> RenderConfig:
    return RenderConfig(out_dir=str(out), size={"train": 2}, mistakes=0.0, progress=False, stats=False, plots=False,
                        backend_options={"preset": "fast", "width": 64, "height": 64},
                        episode={"motion": False}, **kw)


def test_a_resumed_run_renders_from_kept_plans_without_planning(tmp_path, monkeypatch):
    full = tmp_path / "full"
    assert render_dataset(config(full), log=lambda m: None).videos == 2
    kept = [json.loads(line) for line in (full / PLANS).read_text().splitlines()]
    assert sorted(k["job_id"] for k in kept) == ["train_00000", "train_00001"]
    assert all(k["attempts"][-1].get("plan") for k in kept)
    # a run killed after its first video: one manifest line, the second job's files gone
    cut = tmp_path / "cut"
    shutil.copytree(full, cut)
    rows = (cut / MANIFEST).read_text().splitlines()
    (cut / MANIFEST).write_text(rows[0] + "\n")
    second = json.loads(rows[1])
    for rel in (second["video"], second["annotations"]):
        (cut / rel).unlink()

    def no_planning(*a, **kw):
        raise PlanningError("planned again")

    monkeypatch.setattr("generators.planning.planners.plan_problem", no_planning)
    summary = render_dataset(config(cut), log=lambda m: None)
    assert summary.rendered == 1 and summary.failed == 0
    assert (cut / MANIFEST).read_bytes() == (full / MANIFEST).read_bytes()
    assert (cut / second["video"]).read_bytes() == (full / second["video"]).read_bytes()
    # other planner settings or another job under the same id: the kept plans do not apply
    jobs = dataset_jobs(config(full))
    assert set(load_plans(full, jobs, config(full))) == {"train_00000", "train_00001"}
    assert load_plans(full, jobs, config(full, planner="topk")) == {}
    assert load_plans(full, dataset_jobs(config(full, seed=5)), config(full, seed=5)) == {}
