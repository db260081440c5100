"""The online.jsonl line: the keys the browse view reads, and the view accepts it."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from contracts.dataset.manifest import ManifestRow
from contracts.language.graphs import QueryNode, TaskGraph
from nsg.inputs.reader import DescriptionRef, VideoRecord
from nsg.online.data import VideoInput
from nsg.online.evaluate import Streamed, jsonl_line
from nsg.online.rules import Thresholds
from nsg.online.stream import VideoQueries, stream_logits

GRAPH = TaskGraph((QueryNode("heat", "apple"), QueryNode("place", "apple", "plate")), ((0, 1),))


def line() -> dict:
    row = ManifestRow.from_json({
        "split": "novel_tasks", "task": "heat_simple", "object": "Apple", "video": "v.mp4", "annotations": "a.json",
        "positive": "heat it", "negative": "x", "job_id": "novel_tasks_00001_mistake", "twin": "novel_tasks_00001",
        "mistake_type": "missing_step", "mistake_frames": [10, 40], "fps": 5, "intended_task": "heat_then_place",
        "intended_receptacle": "Plate"})
    rec = VideoRecord(row.identity(), "novel_tasks", "heat_simple", "Apple", None, 1,
                      Path("v.mp4"), Path("a.json"), DescriptionRef("heat it", GRAPH), DescriptionRef("x"), row)
    q = VideoQueries.of(GRAPH)
    logits = torch.full((len(q.nodes), 4), -3.0)
    logits[0, 1:] = 3.0
    times = [8.0, 16.0, 24.0, 30.0]
    v = VideoInput(rec, GRAPH, torch.zeros(4, 20, 8), times, 30.0, list(range(75)))
    states = stream_logits(logits, times, q, Thresholds())
    return json.loads(json.dumps(jsonl_line(Streamed(v, q, states, 0.01, 0.4), {})))


def test_line_has_the_documented_keys():
    got = line()
    assert (got["job_id"], got["split"], got["twin"], got["mistake_type"], got["fps"]) == \
        ("novel_tasks_00001_mistake", "novel_tasks", "novel_tasks_00001", "missing_step", 5.0)
    assert got["nodes"] == [{"id": "n0", "text": "StateQuery(apple, hot)"},
                            {"id": "n1", "text": "RelationQuery(apple, plate, in)"}]
    assert [s["segment"] for s in got["states"]] == [0, 1, 2, 3] and got["states"][-1]["t_s"] == 30.0
    assert (got["mistake_start_s"], got["mistake_end_s"]) == (2.0, 8.2)   # frames 10..40 at 5 fps
    last = got["states"][-1]
    assert (last["verdict"], last["mistake_type"], last["node"]) == ("mistake", "missing_step", "n1")
    assert set(last["done"]) == {"n0", "n1"} and last["next"] == ["n1"]


def test_the_browse_view_reads_it():
    view = pytest.importorskip("generators.browse.online_view")
    run = view.parse_run(line(), "online.jsonl:1")
    assert run.job_id == "novel_tasks_00001_mistake" and len(run.states) == 4


def test_delays_from_the_span_start_and_after_its_end():
    from nsg.online.metrics import BlindFlagger, outcome, summarize
    got = line()
    flagged = outcome(got["states"], "missing_step", got["mistake_start_s"], 0.4, got["mistake_end_s"])
    assert flagged["flag_t_s"] == 30.0 and flagged["delay_s"] == 28.0
    assert flagged["delay_after_end_s"] == pytest.approx(21.8)
    correct = outcome(got["states"][:1], None, None, 0.9)
    assert correct["delay_after_end_s"] is None and not correct["flagged"]
    s = summarize([flagged, correct])
    assert s["delay_median_s"] == 28.0 and s["delay_after_end_median_s"] == pytest.approx(21.8)
    blind = BlindFlagger({2: 0}, {2: [5.0, 20.0]}).outcome(2, "order", 2.0, 8.2)
    assert blind["delay_s"] == 3.0 and blind["delay_after_end_s"] == pytest.approx(-3.2)


def test_prego_counts_early_flags_and_flagged_twins_as_false_positives():
    from nsg.online.metrics import prego_counts

    rows = [{"mistake_type": "order", "flagged": True, "delay_s": 4.0},        # on time: TP
            {"mistake_type": "order", "flagged": True, "delay_s": -2.0},       # before the mistake: FP and FN
            {"mistake_type": "missing_step", "flagged": False, "delay_s": None},  # missed: FN
            {"mistake_type": None, "flagged": True, "delay_s": None},          # correct twin flagged: FP
            {"mistake_type": None, "flagged": False, "delay_s": None}]
    p = prego_counts(rows)
    assert (p["tp"], p["fp"], p["fn"]) == (1, 2, 2)
    assert p["precision"] == pytest.approx(1 / 3) and p["recall"] == pytest.approx(1 / 3)
    assert p["f1"] == pytest.approx(1 / 3)
