"""Frozen CLIP features: cache keyed by model + weights + fps and reused; weights never downloaded."""
from __future__ import annotations

import pytest
import torch

import nsg.clip.features as features
from nsg.inputs.reader import load_manifest
from nsg.errors import CorruptVideoError, UnknownChoiceError, WeightsNotFoundError
from nsg.clip.cache import FeatureCache
from nsg.clip.features import build_features, ensure_features
from nsg.clip.frozen import load_clip
from nsg.clip.spec import FeatureSpec
from tests.support.clip_weights import save_random_clip
from tests.support.nsg_synthetic import write_synthetic_dataset

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return write_synthetic_dataset(tmp_path_factory.mktemp("nsg_feat_ds"), videos_per_split=1,
                                   splits=("train", "novel_tasks"))


@pytest.fixture(scope="module")
def weights(tmp_path_factory):
    """A weights file of the stand-in architecture (random init: only plumbing is tested here)."""
    save_random_clip(path := tmp_path_factory.mktemp("nsg_w") / "tiny.pt")
    return path


def test_missing_weights_fail_before_open_clip_is_called(monkeypatch, tmp_path):
    import open_clip

    def forbidden(*a, **k):
        raise AssertionError("open_clip.create_model must not be called for missing weights")

    monkeypatch.setattr(open_clip, "create_model", forbidden)
    with pytest.raises(WeightsNotFoundError, match="does not exist.*never downloaded|No weights are ever downloaded"):
        load_clip("ViT-B-32", tmp_path / "ViT-B-32-openai.pt")
    with pytest.raises(WeightsNotFoundError, match="no CLIP weights given"):
        load_clip("ViT-B-32", None)
    with pytest.raises(UnknownChoiceError, match="standin-clip-tiny"):
        load_clip("no-such-model", tmp_path / "x.pt")


def test_weights_load_from_a_local_file(weights):
    clip = load_clip(weights=weights)
    assert clip.spec.weights_id != "random-init" and len(clip.spec.weights_id) == 16
    assert not any(p.requires_grad for p in clip.model.parameters())
    frames = torch.randint(0, 255, (3, 48, 80, 3), dtype=torch.uint8).numpy()
    feats = clip.encode_frames(frames)
    assert feats.shape == (3, 128) and torch.allclose(feats.norm(dim=-1), torch.ones(3), atol=1e-4)
    assert clip.encode_texts(["a hot apple", "a cold mug"]).shape == (2, 128)


def test_cache_is_reused_on_the_second_run(dataset, weights, tmp_path, monkeypatch):
    records = load_manifest(dataset)
    clip = load_clip(weights=weights)
    cache = FeatureCache(tmp_path, clip.spec)
    first = build_features(records, cache, clip, progress=False)
    assert first.videos_computed == len(records) and first.videos_reused == 0 and first.texts_computed > 0
    stored = cache.load_video(records[0])
    assert stored["features"].shape[0] == len(stored["indices"])

    def no_decoding(path):
        raise AssertionError(f"video {path} decoded again although cached")

    monkeypatch.setattr(features, "read_video", no_decoding)
    second = build_features(records, FeatureCache(tmp_path, clip.spec), clip, progress=False)
    assert (second.videos_computed, second.videos_reused, second.texts_computed) == (0, len(records), 0)
    again = ensure_features(records, clip.spec.model, weights, clip.spec.fps, tmp_path, progress=False)
    assert torch.equal(again.load_video(records[0])["features"], stored["features"])


def test_a_cache_of_before_the_one_identity_is_still_read(dataset, weights, tmp_path, monkeypatch):
    """Entries written under the videos' old names (``videos/<split>/<job>.pt``) are reused, not
    recomputed; new entries are named by ``ManifestRow.identity()``."""
    records = load_manifest(dataset)
    clip = load_clip(weights=weights)
    cache = FeatureCache(tmp_path, clip.spec)
    build_features(records, cache, clip, progress=False)
    for r in records:
        new, old = cache.video_path(r), cache.dir / "videos" / f"{r.legacy_key}.pt"
        assert new.name == f"{r.row.identity()}.pt" and new != old
        old.parent.mkdir(parents=True, exist_ok=True)
        new.rename(old)
        assert cache.video_path(r) == old
    monkeypatch.setattr(features, "read_video", lambda path: pytest.fail(f"{path} decoded although cached"))
    again = build_features(records, FeatureCache(tmp_path, clip.spec), clip, progress=False)
    assert (again.videos_computed, again.videos_reused) == (0, len(records))


def test_cache_key_names_model_weights_and_fps(weights, tmp_path):
    a = FeatureSpec.create("standin-clip-tiny", weights, 2.5)
    b = FeatureSpec.create("standin-clip-tiny", weights, 5.0)
    state = torch.load(weights, weights_only=True)
    other = tmp_path / "other.pt"
    changed = dict(state)
    name = next(iter(changed))
    changed[name] = changed[name] + 1
    torch.save(changed, other)
    c = FeatureSpec.create("standin-clip-tiny", other, 2.5)
    assert len({a.key, b.key, c.key}) == 3
    assert a.key.startswith("standin-clip-tiny__") and a.key.endswith("fps2.5")
    # equal tensors saved again (another file name, another random serialization id): the same key
    resaved = tmp_path / "resaved.pt"
    torch.save(state, resaved)
    assert resaved.read_bytes() != weights.read_bytes()
    assert FeatureSpec.create("standin-clip-tiny", resaved, 2.5).key == a.key


def test_corrupt_video_is_named(dataset, weights, tmp_path):
    records = load_manifest(dataset, ["train"])
    broken = tmp_path / "ds"
    broken.mkdir()
    (broken / "v.mp4").write_bytes(b"garbage" * 50)
    rec = records[0]
    import dataclasses

    bad = dataclasses.replace(rec, video=broken / "v.mp4", key="broken/v")
    clip = load_clip(weights=weights)
    with pytest.raises(CorruptVideoError, match="v.mp4"):
        build_features([bad], FeatureCache(tmp_path / "cache", clip.spec), clip, progress=False)
