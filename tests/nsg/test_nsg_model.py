"""NSG model: the score is the aligned queries' mean log-probability, and it learns order."""
from __future__ import annotations

import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.models.align import align_graphs
from nsg.models.batching import NONE_LABEL, Collator, Item, segment_labels
from nsg.models.networks import training_loss, verification_loss
from nsg.models.registry import ModelConfig, build_model
from nsg.inputs.queries import all_query_words

torch.set_num_threads(1)
DIM = 16


def _words(seed: int = 0) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    return {w: torch.nn.functional.normalize(torch.randn(DIM, generator=g), dim=0) for w in all_query_words()}


GRAPH = TaskGraph((QueryNode("heat", "apple"), QueryNode("cool", "apple")), ((0, 1),))


def _item(words, order: list[str], label: int, gen: torch.Generator) -> Item:
    """Four 2-frame segments: noise, then the states in ``order``, then noise."""
    k = 2
    frames = 0.3 * torch.randn(8, DIM, generator=gen)
    for i, state in enumerate(order):
        frames[(i + 1) * k:(i + 2) * k] += words[state]
    return Item(frames=frames, frame_labels=[NONE_LABEL] * 8, graph=GRAPH, text=torch.zeros(DIM), label=label,
                meta={"sample_id": f"s{label}"})


def test_score_is_mean_aligned_log_probability():
    words = _words()
    gen = torch.Generator().manual_seed(1)
    batch = Collator(words, segment_frames=2)([_item(words, ["hot", "cold"], 1, gen), _item(words, ["cold", "hot"], 0, gen)])
    torch.manual_seed(0)
    model = build_model(ModelConfig(kind="nsg", feature_dim=DIM, hidden=8))
    out = model(batch)
    assert out.node_logp.shape == (2, 2, 4)
    again = align_graphs(out.node_logp, batch.num_nodes, batch.num_segments, batch.sorts, batch.sort_valid)
    for b in range(2):
        segs = out.alignment.segment[b].tolist()
        assert segs[0] < segs[1]  # heat before cool: the graph's only sort
        expected = (out.node_logp[b, 0, segs[0]] + out.node_logp[b, 1, segs[1]]) / 2
        assert torch.allclose(out.log_p[b], expected)
        assert torch.allclose(out.log_p[b] * 2, again.score[b])
    assert torch.all(out.log_p <= 0) and torch.allclose(out.log_p.exp() + out.log_1mp.exp(), torch.ones(2))


def test_nsg_learns_to_reject_the_wrong_order():
    words = _words()
    gen = torch.Generator().manual_seed(2)
    items = [_item(words, ["hot", "cold"], 1, gen) for _ in range(16)] + [_item(words, ["cold", "hot"], 0, gen) for _ in range(16)]
    batch = Collator(words, segment_frames=2)(items)
    torch.manual_seed(0)
    model = build_model(ModelConfig(kind="nsg", feature_dim=DIM, hidden=16))
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    first = None
    for _ in range(60):
        loss = training_loss(model, model(batch), batch)
        first = first if first is not None else loss.item()
        opt.zero_grad()
        loss.backward()
        opt.step()
    out = model(batch)
    accuracy = (out.prediction == batch.label.long()).float().mean().item()
    assert verification_loss(out, batch.label).item() < 0.5 * first
    assert accuracy >= 0.9


def test_segment_labels_are_majorities():
    labels = [0, 0, 1, NONE_LABEL, NONE_LABEL, NONE_LABEL, 2]
    assert segment_labels(labels, 3, 3) == [0, NONE_LABEL, 2]
    assert segment_labels(labels, 3, 4)[-1] == NONE_LABEL


def test_library_imports_without_training_only_dependencies():
    """nsg's library modules must not pull in tensorboard, tqdm, matplotlib or transformers."""
    import subprocess
    import sys

    code = ("import sys\n"
            "for m in ('tensorboard', 'tqdm', 'matplotlib', 'transformers', 'torch.utils.tensorboard'):\n"
            "    sys.modules[m] = None\n"
            "import nsg.models.align, nsg.inputs.reader, nsg.clip.features, nsg.inputs.queries, nsg.models.batching\n"
            "import nsg.models.networks, nsg.models.registry, nsg.training.metrics, nsg.training.loop\n"
            "import nsg.training.evaluation, nsg.parser.grammar, nsg.parser.model, nsg.inputs.graph_source\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_oracle_locations_are_segments_holding_any_frame_of_the_subtask():
    from nsg.models.batching import SEGMENT_LABELS
    from nsg.models.networks import oracle_allowed

    words = _words()
    heat, cool = SEGMENT_LABELS.index("heat"), SEGMENT_LABELS.index("cool")
    labels = [heat, heat, heat, cool, cool, cool, NONE_LABEL, NONE_LABEL]  # segment 1 holds both
    item = Item(frames=torch.zeros(8, DIM), frame_labels=labels, graph=GRAPH, text=torch.zeros(DIM), label=1,
                meta={})
    batch = Collator(words, segment_frames=2)([item])
    assert batch.segment_label[0].tolist() == [heat, heat, cool, NONE_LABEL]
    match = batch.node_segment_match()[0]
    assert match[0].tolist() == [True, True, False, False]   # heat: segments 0, 1
    assert match[1].tolist() == [False, True, True, False]   # cool: segments 1, 2
    lone = TaskGraph((QueryNode("slice", "apple"),), ())
    batch = Collator(words, segment_frames=2)([Item(torch.zeros(8, DIM), labels, lone, torch.zeros(DIM), 0, {})])
    assert oracle_allowed(batch)[0, 0].tolist() == [True] * 4  # not in the video: anywhere


def _mixed_batch():
    """Videos of 3 to 11 frames (1 to 4 segments, so most of the batch is padding), graphs with
    one query type or both, crops beside each frame; the model and its real (node, segment) pairs."""
    from contracts.language.graphs import graph_for_task
    from contracts.library.splits import get_split
    from contracts.library.tasks import get_task

    words = _words()
    gen = torch.Generator().manual_seed(3)
    instances = get_split("train").instances()[:12]
    items = [Item(frames=torch.randn(3 + (i * 5) % 9, DIM * 4, generator=gen), frame_labels=[NONE_LABEL] * (3 + (i * 5) % 9),
                  graph=graph_for_task(get_task(t), o, r), text=torch.zeros(DIM), label=i % 2, meta={})
             for i, (t, o, r) in enumerate(instances)]
    batch = Collator(words, segment_frames=3)(items)
    assert len({tuple(sorted(set(row[:n].tolist()))) for row, n in zip(batch.node_type, batch.num_nodes)}) > 1
    torch.manual_seed(0)
    model = build_model(ModelConfig(kind="nsg", feature_dim=DIM, hidden=8, crops=3))
    real = ((torch.arange(batch.node_type.shape[1]).view(1, -1, 1) < batch.num_nodes.view(-1, 1, 1))
            & (torch.arange(batch.segments.shape[1]).view(1, 1, -1) < batch.num_segments.view(-1, 1, 1)))
    return batch, model, real


def _grads(model, loss) -> list[torch.Tensor]:
    model.zero_grad()
    loss.backward()
    return [p.grad.clone() for p in model.parameters()]


def test_packed_node_logits_equal_the_dense_reference_on_real_pairs():
    """The packed encoders give the dense computation's logits and gradients on every real
    (node, segment) pair."""
    from nsg.models.networks import dense_node_logits

    batch, model, real = _mixed_batch()
    assert (~real).float().mean() > 0.3
    packed, dense = model.node_logits(batch), dense_node_logits(model, batch)
    assert torch.allclose(packed[real], dense[real], atol=1e-5)
    assert torch.all(packed[~real] == 0)
    grads = [_grads(model, (logits[real] ** 2).sum()) for logits in (packed, dense)]
    assert all(torch.allclose(a, b, atol=1e-4) for a, b in zip(*grads))


def test_training_step_through_aligned_pairs_equals_the_dense_reference():
    """NSG's training forward (every pair scored without a graph, the aligned pairs again with
    one) gives the dense all-pairs computation's outputs, loss and gradients."""
    from nsg.models.networks import dense_node_logits

    batch, model, _ = _mixed_batch()
    fast = model(batch)
    reference = model.score(batch, dense_node_logits(model, batch))
    assert torch.equal(fast.alignment.segment, reference.alignment.segment)
    assert torch.allclose(fast.log_p, reference.log_p, atol=1e-5)
    assert fast.node_logit.grad_fn is None and fast.log_p.grad_fn is not None
    grads = [_grads(model, training_loss(model, out, batch)) for out in (fast, reference)]
    assert all(torch.allclose(a, b, atol=1e-4) for a, b in zip(*grads))
    assert any(g.abs().sum() > 0 for g in grads[0])
    with torch.no_grad():
        assert torch.allclose(model(batch).log_p, reference.log_p, atol=1e-5)
