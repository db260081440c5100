"""The segment scorer equals the model's own node logits; thresholds never see test data."""
from __future__ import annotations

import json

import pytest
import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.errors import InvalidValueError
from nsg.inputs.queries import all_query_words
from nsg.models.batching import NONE_LABEL, Collator, Item
from nsg.models.registry import ModelConfig, build_model
from nsg.online import evaluate as online_eval
from nsg.online.fit import fit_thresholds, precompute, replay
from nsg.online.metrics import outcome, summarize
from nsg.online.scoring import SegmentScorer, segment_chunks
from nsg.online.stream import VideoQueries

GRAPH = TaskGraph((QueryNode("heat", "apple"), QueryNode("place", "apple", "plate")), ((0, 1),))


def test_scorer_equals_node_logits_of_the_model():
    torch.manual_seed(0)
    model = build_model(ModelConfig(kind="nsg", feature_dim=8, hidden=6)).eval()
    words = {w: torch.randn(8) for w in all_query_words()}
    frames = torch.randn(47, 8)                     # 3 segments of 20, the last one padded
    item = Item(frames=frames, frame_labels=[NONE_LABEL] * 47, graph=GRAPH, text=torch.zeros(8), label=1, meta={})
    batch = Collator(words, 20)([item])
    with torch.no_grad():
        want = model.node_logits(batch)[0]          # [N, S]
    q = VideoQueries.of(GRAPH)
    got = SegmentScorer(model, words, q.nodes).logits(segment_chunks(frames, 20, 2))
    assert got.shape == (len(q.nodes), 3)
    torch.testing.assert_close(got[:2], want, rtol=1e-5, atol=1e-5)
    one = SegmentScorer(model, words, q.nodes).logits(segment_chunks(frames, 20, 2)[1])   # one segment alone
    torch.testing.assert_close(one[:, 0], got[:, 1], rtol=1e-5, atol=1e-5)


def scored(job: str, split: str, mistake: str | None):
    q = VideoQueries.of(GRAPH)
    logits = torch.full((len(q.nodes), 6), -3.0)
    logits[0, 1:] = 3.0
    if mistake is None:
        logits[1, 3:] = 3.0
    return precompute(job, split, mistake, 2.0 if mistake else None, q, logits, [4.0 * (i + 1) for i in range(6)])


def test_fit_refuses_videos_outside_the_train_split():
    videos = [scored("a", "train", None), scored("a_m", "train", "missing_step"), scored("b", "novel_tasks", None)]
    with pytest.raises(InvalidValueError, match="train split only.*novel_tasks"):
        fit_thresholds(videos)


def test_fit_separates_a_train_pair_and_records_what_it_saw():
    fit = fit_thresholds([scored("a", "train", None), scored("a_m", "train", "missing_step")])
    assert fit.objective == 1.0 and fit.fitted_on == ["a", "a_m"]


def test_fit_keeps_false_alarms_within_the_cap():
    """Three pairs; in one the correct video's place step scores p = 0.48 and its twin's (skipped)
    p = 0.45. At the default done threshold (0.5) both are flagged: every mistake caught, one correct
    video in three flagged. A lower threshold flags neither: as good by J, so the uncapped fit keeps
    the default; capped at 10% the fit must take the one without the false alarm."""
    def with_place(job, mistake, logit):
        v = scored(job, "train", mistake)
        v.logits[1, 3:] = logit
        return precompute(job, "train", mistake, 2.0 if mistake else None, v.queries, v.logits, v.times)

    videos = [scored("a", "train", None), scored("a_m", "train", "missing_step"),
              with_place("b", None, -0.08), with_place("b_m", "missing_step", -0.2),
              scored("c", "train", None), scored("c_m", "train", "missing_step")]

    def rates(th):
        s = summarize([outcome(replay(v, th), v.mistake_type, v.mistake_start_s) for v in videos])
        return s["recall"], s["false_alarm"]

    free = fit_thresholds(videos)
    capped = fit_thresholds(videos, max_false_alarm=0.1)
    assert rates(free.thresholds) == (1.0, 1 / 3)
    assert rates(capped.thresholds) == (2 / 3, 0.0)
    assert capped.within_cap and capped.max_false_alarm == 0.1 and capped.to_json()["train_within_cap"]
    with pytest.raises(InvalidValueError, match="max_false_alarm must be a rate"):
        fit_thresholds(videos, max_false_alarm=1.5)


def fake_run(path, dataset):
    from types import SimpleNamespace

    return SimpleNamespace(path=path, record=SimpleNamespace(dataset=dataset), segment_frames=20,
                           cache=lambda records: SimpleNamespace(records=list(records)))


def test_evaluation_fits_on_the_train_split_of_the_fit_dataset_only(monkeypatch, tmp_path):
    """The fit asks for train only, from the run's own dataset when no fit dataset is given; the
    evaluated splits are the streamed videos only."""
    from nsg.online import inputs as online_inputs
    from nsg.online.options import OnlineOptions

    asked = []

    def fake_load_records(dataset, splits, manifests=None):
        asked.append((dataset, list(splits)))
        return []

    monkeypatch.setattr(online_inputs, "load_records", fake_load_records)
    monkeypatch.setattr(online_inputs, "query_words", lambda cache: {})
    run = fake_run(tmp_path, "the_run_dataset")
    opts = OnlineOptions(run="r", dataset="test_ds", evaluate=True, out="o")
    got = online_inputs.read_inputs(run, opts, [], online_inputs.Manifests())
    assert asked == [("the_run_dataset", ["train"])] and got.fit_dataset == "the_run_dataset"
    asked.clear()
    online_inputs.read_inputs(run, OnlineOptions(run="r", dataset="test_ds", evaluate=True, fit_dataset="fit_ds"),
                              [], online_inputs.Manifests())
    assert asked == [("fit_ds", ["train"])]


def test_thresholds_fit_on_the_runs_held_out_train_videos(monkeypatch, tmp_path):
    """auto/held_out: only the train videos the run kept out of its training (val_videos.json)."""
    from types import SimpleNamespace

    from nsg.errors import UnknownChoiceError
    from nsg.online import inputs as online_inputs

    recs = [SimpleNamespace(key=k, legacy_key=f"train/{k}",
                            row=SimpleNamespace(mistake_type="order" if k.endswith("mistake") else None))
            for k in ("a", "a_mistake", "b", "b_mistake")]
    monkeypatch.setattr(online_inputs, "load_records", lambda dataset, splits, manifests=None: list(recs))
    (tmp_path / "val_videos.json").write_text(json.dumps(["b", "b_mistake"]))
    run = fake_run(tmp_path, str(tmp_path / "ds"))
    fit_records = online_inputs.fit_records
    got, which = fit_records(run, str(tmp_path / "ds"))
    assert which == "held_out" and [r.key for r in got] == ["b", "b_mistake"]
    (tmp_path / "val_videos.json").write_text(json.dumps(["train/b", "train/b_mistake"]))  # a run of before: paths
    assert fit_records(run, str(tmp_path / "ds")) == (got, "held_out")
    got, which = fit_records(run, str(tmp_path / "ds"), "train")
    assert which == "train" and len(got) == 4
    got, which = fit_records(run, str(tmp_path / "other_ds"))   # not the run's own: all of train
    assert which == "train" and len(got) == 4
    with pytest.raises(InvalidValueError, match="held_out.*val_videos.json"):
        fit_records(run, str(tmp_path / "other_ds"), "held_out")
    with pytest.raises(UnknownChoiceError, match="valid fit-videos values: auto, held_out, train"):
        fit_records(run, str(tmp_path / "ds"), "val")
    (tmp_path / "val_videos.json").write_text(json.dumps(["train/b"]))   # no mistake video held out
    got, which = fit_records(run, str(tmp_path / "ds"))
    assert which == "train" and len(got) == 4
    with pytest.raises(InvalidValueError, match="not both kinds; use 'train'"):
        fit_records(run, str(tmp_path / "ds"), "held_out")


class FakeManifests:
    def __init__(self, recs):
        self.recs, self.asked = recs, []

    def records(self, dataset, splits=None):
        self.asked.append((dataset, splits))
        return list(self.recs)


def test_placement_probe_fits_on_the_runs_training_videos_not_the_held_out_ones(monkeypatch, tmp_path):
    """The thresholds are fitted on the held-out videos; the probe must not have seen them."""
    from types import SimpleNamespace

    from nsg.online.inputs import OnlineInputs, probe_records

    recs = [SimpleNamespace(key=k, legacy_key=k, split="train") for k in ("train/a", "train/a_mistake", "train/b", "train/c")]
    fitted = []

    def fake_fit(records, cache, k, progress=None):
        fitted.extend(r.key for r in records)
        return SimpleNamespace(counts={"plate": 3})

    monkeypatch.setattr(online_eval.PlacementProbe, "fit", staticmethod(fake_fit))
    (tmp_path / "val_videos.json").write_text(json.dumps(["train/b"]))
    run = fake_run(tmp_path, str(tmp_path / "ds"))
    manifests = FakeManifests(recs)
    probe, held = probe_records(run, manifests)
    assert manifests.asked == [(str(tmp_path / "ds"), ["train"])]
    got, info = online_eval.fit_placement_probe(run, OnlineInputs([], "", [], "train", probe, held, None, {}))
    assert fitted == ["train/a", "train/a_mistake", "train/c"] and got is not None
    assert info["videos"] == 3 and info["held_out_excluded"] == 1


def test_thresholds_fitted_with_the_probe_are_refused_without_it(tmp_path):
    path = tmp_path / "thresholds.json"
    path.write_text(json.dumps({"thresholds": {"done": 0.2, "done_place": 0.05}, "placement_probe": {"videos": 3}}))
    assert online_eval.load_thresholds(path, place_probe=True).done_place == 0.05
    with pytest.raises(InvalidValueError, match="fitted with the placement probe.*without it"):
        online_eval.load_thresholds(path)
    path.write_text(json.dumps({"thresholds": {"done": 0.2}}))          # an older file: fitted without
    assert online_eval.load_thresholds(path).done == 0.2
    with pytest.raises(InvalidValueError, match="fitted without the placement probe"):
        online_eval.load_thresholds(path, place_probe=True)


def test_placement_probe_without_held_out_videos_says_it_shares_the_fit_videos(tmp_path):
    from types import SimpleNamespace

    from nsg.online.inputs import probe_records

    said = []
    probe, held = probe_records(fake_run(tmp_path, str(tmp_path / "ds")),
                                FakeManifests([SimpleNamespace(key="train/a", legacy_key="train/a", split="train")]), said.append)
    assert len(probe) == 1 and held == 0
    assert len(said) == 1 and "no held-out train videos" in said[0]
