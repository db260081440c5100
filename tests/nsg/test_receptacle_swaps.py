"""Receptacle-swap negatives: only the place node's receptacle changes, to one the object never
enters and that can hold it; one per positive with a named receptacle; the training set uses
the swapped graph while the text keeps its features; other models refuse the option."""
from __future__ import annotations

from dataclasses import replace

import pytest
import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.clip.spec import FeatureSpec
from nsg.errors import NSGError
from nsg.inputs.graph_source import gold_graphs
from nsg.inputs.reader import DescriptionRef, Sample, load_manifest, verification_samples
from contracts.dataset.annotation import Annotation
from contracts.dataset.loader import read_annotation
from nsg.inputs.receptacle_swaps import receptacle_choices, receptacle_negatives, visited_receptacles
from nsg.training.loop import TrainOptions, train
from pddl_domains import vocabulary as vocab
from tests.support.nsg_synthetic import write_synthetic_dataset


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return write_synthetic_dataset(tmp_path_factory.mktemp("swap_ds"), videos_per_split=4)


def _frames(*places):
    return Annotation.from_json({"target": "apple_1", "frames": [{"states": {"hot": False, "in": p}} for p in places]})


def test_visited_receptacles_are_types_without_instance_numbers():
    assert visited_receptacles(_frames("counter_1", None, "sink_1", "plate_12", None)) == {"counter", "sink", "plate"}
    assert visited_receptacles(Annotation.from_json({"frames": [{"step": 0}]})) is None  # no states: no label to trust


def test_choices_can_hold_the_object_and_leave_out_its_own_receptacle():
    node = QueryNode("place", "apple", "plate")
    got = receptacle_choices(node)
    assert "plate" not in got and got
    apple = vocab.type_from_token("apple")
    forms = [apple, vocab.sliced_form(apple)]
    for token in got:
        rtype = vocab.type_from_token(token)
        assert any(f and vocab.can_contain(rtype, f) for f in forms), token


def test_each_swap_changes_only_the_receptacle_to_one_never_entered(dataset):
    samples = verification_samples(load_manifest(dataset, ["train"]))
    graphs = gold_graphs(samples)
    swaps, swap_graphs = receptacle_negatives(samples, graphs, seed=3)
    eligible = [s for s in samples if s.label == 1
                and any(n.subtask == "place" and n.receptacle for n in graphs[s.description.text].nodes)]
    assert swaps and len(swaps) <= len(eligible)
    ids = [s.sample_id for s in swaps]
    assert len(set(ids)) == len(ids) and not set(ids) & {s.sample_id for s in samples}
    for s in swaps:
        assert s.label == 0 and s.variant.startswith("swap-")
        before, after = graphs[s.description.text], swap_graphs[s.sample_id]
        assert after.edges == before.edges
        changed = [(a, b) for a, b in zip(before.nodes, after.nodes) if a != b]
        assert len(changed) == 1
        (a, b), = changed
        assert a.subtask == b.subtask == "place" and a.object == b.object and a.receptacle != b.receptacle
        visited = visited_receptacles(read_annotation(s.record.annotations))
        assert b.receptacle not in visited and b.receptacle in receptacle_choices(a)
    again, _ = receptacle_negatives(samples, graphs, seed=3)
    assert [s.sample_id for s in again] == ids                          # seeded: a resumed run sees the same


def test_negatives_and_unnamed_receptacles_get_no_swap(dataset):
    rec = load_manifest(dataset, ["train"])[0]
    graph = TaskGraph((QueryNode("place", rec.object, vocab.ANY_RECEPTACLE),), ())
    named = TaskGraph((QueryNode("place", rec.object, "plate"),), ())
    samples = [Sample(rec, DescriptionRef("put it somewhere", graph), 1),
               Sample(rec, DescriptionRef("put it on the plate", named), 0)]
    swaps, _ = receptacle_negatives(samples, {"put it somewhere": graph, "put it on the plate": named})
    assert swaps == []


class _Cache:
    """Zero features for any video and text: what is tested here is which graph a sample gets."""

    spec = FeatureSpec(model="fake", weights_id="random-init")  # whole frames, no crops

    def load_video(self, record):
        return {"features": torch.zeros((4, 8)), "indices": torch.arange(4)}

    def text_features(self, texts):
        return [torch.zeros(8) for _ in texts]


def test_training_reads_the_swapped_graph_and_other_models_refuse(dataset, tmp_path):
    from nsg.models.batching import VerificationData

    samples = verification_samples(load_manifest(dataset, ["train"]))
    graphs = gold_graphs(samples)
    swaps, swap_graphs = receptacle_negatives(samples, graphs)
    data = VerificationData(samples + swaps, _Cache(), graphs, sample_graphs=swap_graphs)
    assert data[0].graph == graphs[samples[0].description.text]
    item = data[len(samples)]
    assert item.label == 0 and item.graph == swap_graphs[swaps[0].sample_id]
    assert item.graph != graphs[swaps[0].description.text]
    with pytest.raises(NSGError, match="receptacle negatives are for the nsg model") as exc:
        train(replace(TrainOptions(dataset=str(dataset), out=str(tmp_path / "run")), model="lstm",
                      receptacle_negatives=True))
    assert exc.value.setting == "receptacle_negatives"
