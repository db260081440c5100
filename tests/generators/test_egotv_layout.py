"""EgoTV's layout: the export conforms to what EgoTV's loaders read, and reads back exactly.

The conformance checks are written from the facts in docs/egotv.md (keys, types, index ranges,
directory depth, box convention), not from EgoTV's code. The round trip compares the export read
back through our loader with the rendered dataset: rows, samples, labels, per-frame labels,
boxes, states and decoded frames.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import numpy as np
import pytest

from contracts.dataset import egotv_names as names
from contracts.dataset.egotv_read import derive_subtasks, frame_actions, is_egotv_layout
from generators.access.export import ExportConfig, export_dataset
from contracts.dataset.loader import load_samples, read_annotation, read_frames, read_manifest
from contracts.dataset.manifest import ManifestRow
from pddl_domains import vocabulary as vocab
from sim.mp4 import mp4_frame_count
from tests.conftest import run_module
from tests.support.tiny_rendered import rendered, with_no_video_row

EGOTV_TOP_KEYS = {"task_id", "task_type", "template", "pddl_params", "scene", "dataset_params", "plan", "images",
                  "state_metadata"}
THOR_TYPES = set(vocab.kitchen()["names"])


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> Path:
    return with_no_video_row(tmp_path_factory.getbasetemp())


@pytest.fixture(scope="module")
def export(ds, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("egotv_export") / "out"
    export_dataset(ExportConfig(dataset=ds, out=out, format="egotv"))
    return out


def _trials(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.rglob(names.TRAJ_FILE))


def test_directory_layout_is_egotvs(ds, export):
    rows = [r for r in read_manifest(ds) if r.video]
    trials = _trials(export)
    assert len(trials) == len(rows) and is_egotv_layout(export)
    for trial in trials:
        rel = trial.relative_to(export).parts
        split_parts = 1 if rel[0] == "train" else 2
        assert rel[0] in ("train", "test_splits") and len(rel) == split_parts + 3, rel  # exactly three levels
        task, params, name = rel[split_parts:]
        assert params.count("-") == 3 and params.split("-")[3].isdigit(), params
        assert re.fullmatch(r"trial_T\d{8}_\d{6}_\d{6}", name), name
        assert {p.name for p in trial.iterdir()} == {"video.mp4", "traj_data.json"}
        data = json.loads((trial / names.TRAJ_FILE).read_text())
        assert data["task_type"] == task and data["task_id"] == name
        pickup, _, receptacle, scene = params.split("-")
        assert data["pddl_params"]["object_target"] == pickup and int(scene) == data["scene"]["scene_num"]
    assert json.loads((export / "export.json").read_text())["skipped_no_video"] == 1


def test_traj_data_keys_types_and_ranges(export):
    for trial in _trials(export):
        data = json.loads((trial / names.TRAJ_FILE).read_text())
        assert set(data) == EGOTV_TOP_KEYS | {names.NAMESPACE}
        assert isinstance(data["template"]["pos"], str) and isinstance(data["template"]["neg"], str)
        assert data["template"]["pos"] != data["template"]["neg"]
        assert data["pddl_params"]["object_sliced"] == ("slice" in data[names.NAMESPACE]["annotation"]["subtask_of_step"])
        high, low, images = data["plan"]["high_pddl"], data["plan"]["low_actions"], data["images"]
        assert high[-1]["discrete_action"]["action"] == "NoOp"
        for k, step in enumerate(high):
            assert step["high_idx"] == k and step["discrete_action"]["action"] in names.EGOTV_ACTIONS
            assert all(a == a.lower() and a.isalpha() for a in step["discrete_action"]["args"])
        assert len(images) == mp4_frame_count(trial / names.VIDEO_FILE)  # one entry per video frame
        for im in images:
            assert type(im["high_idx"]) is int and 0 <= im["high_idx"] < len(high) - 1  # never the final NoOp
            assert type(im["low_idx"]) is int and 0 <= im["low_idx"] < len(low)
            visible = {e["objectType"] for e in low[im["low_idx"]]["state_metadata"] if e["visible"]}
            for key, box in im["bbox"].items():
                thor = key.split("|")[0].split(".")[0]
                assert thor in THOR_TYPES, key
                assert thor in visible, (key, im["low_idx"])  # listed visible for the frame's low action
                x1, y1, x2, y2 = box
                assert all(type(v) is int for v in box) and 0 <= x1 < x2 <= 224 and 0 <= y1 < y2 <= 224, box
        for a in low:
            assert type(a["high_idx"]) is int and 0 <= a["high_idx"] < len(high) - 1
            assert all(isinstance(e["objectType"], str) and isinstance(e["visible"], bool) for e in a["state_metadata"])


def _exported_row(data: dict) -> ManifestRow:
    """The source manifest row a trial's ``traj_data.json`` keeps under our namespace."""
    return ManifestRow.from_json(data[names.NAMESPACE]["manifest_row"])


def test_videos_are_the_rendered_files(ds, export):
    by_job = {r.job_id: r for r in read_manifest(ds)}
    for trial in _trials(export):
        row = _exported_row(json.loads((trial / names.TRAJ_FILE).read_text()))
        src, dst = ds / by_job[row.job_id].video, trial / names.VIDEO_FILE
        assert os.path.samefile(src, dst) or src.read_bytes() == dst.read_bytes()


def test_round_trip_rows_samples_and_annotations(ds, export):
    native = [r for r in read_manifest(ds) if r.video]
    back = read_manifest(export)
    assert [r.job_id for r in back] == [r.job_id for r in native]  # same order
    skip = dict(video=None, annotations=None, video_key=None)
    assert [r.replace(**skip).to_json() for r in back] == [r.replace(**skip).to_json() for r in native]
    key = lambda s: (s.sample_id, s.split, s.label, s.side, s.description, s.graph, s.described_task)
    assert [key(s) for s in load_samples(export)] == [key(s) for s in load_samples(ds) if s.video is not None]
    for a, b in zip(native, back):
        assert read_annotation(export / b.annotations) == read_annotation(ds / a.annotations)
    fa, ia, _ = read_frames(ds / native[0].video)
    fb, ib, _ = read_frames(export / back[0].video)
    assert ia == ib and np.array_equal(fa, fb)


def test_nsg_reads_the_export_like_the_dataset(export, tmp_path_factory):
    from nsg.inputs.reader import load_manifest, read_annotation as nsg_annotation

    native = {r.row.job_id: r for r in load_manifest(rendered(tmp_path_factory.getbasetemp()))}
    for rec in load_manifest(export):
        src = native[rec.row.job_id]
        assert (rec.key, rec.split, rec.task, rec.object, rec.receptacle, rec.scene) == \
            (src.key, src.split, src.task, src.object, src.receptacle, src.scene)
        assert rec.positive == src.positive and rec.negative == src.negative
        assert nsg_annotation(rec.annotations).frame_subtasks() == nsg_annotation(src.annotations).frame_subtasks()


def test_egotv_keys_alone_give_the_segment_labels(ds, export):
    """Without our namespace (an official trial), sub-tasks come from high_pddl: equal to the
    rendered labels on every frame outside distractor activity (EgoTV has none)."""
    for trial in _trials(export):
        data = json.loads((trial / names.TRAJ_FILE).read_text())
        native = read_annotation(ds / _exported_row(data).annotations)
        subs = derive_subtasks(data["plan"]["high_pddl"], data["task_type"])
        actions = frame_actions(data)
        for fr, im, action in zip(native.frames, data["images"], actions):
            if fr.subtask != vocab.DISTRACTOR:
                assert subs[im["high_idx"]] == fr.subtask
            else:
                assert action == names.OTHER_ACTION


def test_derive_subtasks_on_a_hand_written_egotv_plan():
    step = lambda a, *args: {"discrete_action": {"action": a, "args": list(args)}}
    plan = [step("GotoLocation", "countertop"), step("PickupObject", "apple"), step("GotoLocation", "microwave"),
            step("HeatObject", "apple"), step("GotoLocation", "sinkbasin"), step("CleanObject", "apple"),
            step("GotoLocation", "diningtable"), step("PutObject", "apple", "diningtable"), step("NoOp")]
    assert derive_subtasks(plan, "heat_then_clean_then_place") == \
        ["heat"] * 4 + ["clean"] * 2 + ["place"] * 2 + [None]
    pick = [step("GotoLocation", "countertop"), step("PickupObject", "apple"), step("NoOp")]
    assert derive_subtasks(pick, "pick_simple") == ["pick", "pick", None]


def test_official_trial_without_our_key_reads(export, tmp_path):
    """A trial as EgoTV releases it (no ``egoverify`` key): rows from EgoTV's keys, the
    negative without a gold graph, no per-frame states."""
    pure = tmp_path / "pure"
    for trial in _trials(export):
        dst = pure / trial.relative_to(export)
        dst.mkdir(parents=True)
        data = json.loads((trial / names.TRAJ_FILE).read_text())
        data.pop(names.NAMESPACE)
        (dst / names.TRAJ_FILE).write_text(json.dumps(data))
        os.link(trial / names.VIDEO_FILE, dst / names.VIDEO_FILE)
    rows = read_manifest(pure)
    assert len(rows) == len(_trials(export))
    for r in rows:
        data = json.loads((pure / r.annotations).read_text())
        assert (r.task, r.positive, r.negative) == (data["task_type"], data["template"]["pos"], data["template"]["neg"])
        assert r.object == data["pddl_params"]["object_target"] and r.negative_graph is None
        ann = read_annotation(pure / r.annotations)
        assert len(ann.frames) == len(data["images"]) and ann.frames[0].states is None and ann.frame_states() is None
    samples = load_samples(pure)
    assert sum(s.label for s in samples) == len(samples) // 2


def test_audit_runs_on_the_export(ds, export, tmp_path_factory):
    source = rendered(tmp_path_factory.getbasetemp())  # ds without its extra --no-video row
    native = run_module("generators", "audit", str(source), "--json", "--no-write", "--no-video-baseline")
    back = run_module("generators", "audit", str(export), "--json", "--no-write", "--no-video-baseline")
    assert native.returncode == 0 and back.returncode == 0, back.stderr
    a, b = json.loads(native.stdout), json.loads(back.stdout)
    assert b["baselines"] == a["baselines"] and b["splits"] == a["splits"]
