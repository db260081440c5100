"""The placement probe: labels from recorded states, the segment tail it reads, its fit on train
videos only, and which relation queries it takes over from the NSG relation encoder."""
from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest
import torch

from contracts.language.graphs import QueryNode
from nsg.errors import DatasetReadError
from nsg.online.placement import MIN_SEGMENTS, NONE, PlacementProbe, ProbedScorer, segment_labels, tail_inputs

D = 8
KINDS = {"plate_2": 0, "sink_1": 1}     # the feature direction a resting place shows in


def write_video(tmp_path, name: str, place: str | None, n: int = 12):
    """Frames 0-3: the apple rests on the counter (where it starts); 4-7: held; 8-: in ``place``."""
    frames = []
    for i in range(n):
        if i < 4:
            st = {"held": False, "in": "counter_1"}
        elif i < 8 or place is None:
            st = {"held": True, "in": None}
        else:
            st = {"held": False, "in": place}
        frames.append({"states": st})  # the target's own states, as the recorder writes them
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({"target": "apple_1", "frames": frames}))
    rng = np.random.default_rng(len(name) + (KINDS.get(place, 2) * 101))
    feats = rng.normal(0, 0.3, (n, D)).astype(np.float32) + 0.01
    if place:
        feats[8:, KINDS[place]] += 3.0
    return SimpleNamespace(annotations=path, object="Apple", split="train", key=name), torch.from_numpy(feats)


class FakeCache:
    def __init__(self, videos):
        self.videos = {rec.key: feats for rec, feats in videos}

    def load_video(self, rec):
        feats = self.videos[rec.key]
        return {"features": feats, "indices": torch.arange(feats.shape[0])}


def test_tail_inputs_read_the_real_frames_of_a_padded_segment():
    seg = torch.zeros((2, 4, 3))
    seg[0] = torch.arange(12.0).view(4, 3) + 1
    seg[1, :2] = torch.tensor([[1.0, 1.0, 1.0], [3.0, 5.0, 7.0]])     # two real frames, then padding
    out = tail_inputs(seg, tail=2)
    assert out.shape == (2, 6)
    np.testing.assert_allclose(out[1], [2.0, 3.0, 4.0, 3.0, 5.0, 7.0])
    np.testing.assert_allclose(out[0, 3:], seg[0, -1].numpy())
    assert not tail_inputs(torch.zeros((1, 4, 3))).any()


def test_labels_are_where_the_target_was_put_not_where_it_starts(tmp_path):
    rec, _ = write_video(tmp_path, "v", "plate_2")
    assert segment_labels(rec, list(range(12)), 4, 3) == [NONE, NONE, "plate"]
    rec, _ = write_video(tmp_path, "w", None)
    assert segment_labels(rec, list(range(12)), 4, 3) == [NONE, NONE, NONE]


def fitted(tmp_path, videos_per_kind: int = 12):
    videos = [write_video(tmp_path, f"{k}{i}", k) for k in KINDS for i in range(videos_per_kind)]
    return PlacementProbe.fit([r for r, _ in videos], FakeCache(videos), k=4), videos


def test_probe_reads_the_place_from_the_segment_tail(tmp_path):
    probe, _ = fitted(tmp_path)
    assert set(probe.classes) == {NONE, "plate", "sink"} and probe.counts["plate"] == 12
    rec, feats = write_video(tmp_path, "test", "sink_1")
    logits = probe.logits(["sink", "plate", "dining_table"], feats.view(3, 4, D))
    assert logits[0, 2] > 2 and logits[1, 2] < -2          # put in the sink, not on the plate
    assert logits[0, 0] < 0                                # not put anywhere yet
    assert (logits[2] < -9).all()                          # a kind no train video showed


class ZeroScorer:
    def logits(self, segments):
        return torch.zeros((3, segments.shape[0]))


def test_probed_scorer_takes_over_only_the_kinds_the_probe_knows(tmp_path):
    probe, videos = fitted(tmp_path, videos_per_kind=MIN_SEGMENTS)
    assert probe.knows("plate") and not probe.knows("shelf")
    queries = [QueryNode("heat", "apple"), QueryNode("place", "apple", "plate"), QueryNode("place", "apple", "shelf")]
    out = ProbedScorer(ZeroScorer(), probe, queries).logits(videos[0][1].view(3, 4, D))
    assert (out[0] == 0).all() and (out[2] == 0).all()     # state query and unknown kind: NSG's scores
    assert out[1, 2] > 2                                   # the plate video, scored by the probe


def test_probe_is_fitted_on_train_videos_only(tmp_path):
    videos = [write_video(tmp_path, f"v{i}", "plate_2") for i in range(3)]
    videos[1][0].split = "novel_tasks"
    with pytest.raises(DatasetReadError, match="novel_tasks"):
        PlacementProbe.fit([r for r, _ in videos], FakeCache(videos), k=4)


def test_videos_without_recorded_states_are_refused_by_name(tmp_path):
    path = tmp_path / "egotv_style.json"
    path.write_text(json.dumps({"target": "apple_1", "frames": [{"subtask": "heat"}] * 4}))
    rec = SimpleNamespace(annotations=path, object="Apple", split="train", key="v")
    with pytest.raises(DatasetReadError, match="egotv_style.json: no per-frame states"):
        segment_labels(rec, [0, 1, 2, 3], 4, 1)
