"""TWED / DTW over action sequences and NSPlan's probabilistic inference (Eq. 2-3)."""
import numpy as np
import pytest

from strips.vilpact.kb import load_kb
from strips.vilpact.nsplan import NSPlan, NSPlanConfig
from strips.vilpact.retrieval import Retriever
from strips.vilpact.sequences import load_questions
from strips.vilpact.similarity import dtw, element_distances, twed
from tests.support.vilpact_tiny import BagOfWordsEncoder, write_questions, write_tiny_kb

IDS = element_distances(5)


def test_hand_computed_values():
    assert twed([[0]], [[1]], IDS)[0] == pytest.approx(1.0)
    assert twed([[0, 1]], [[0]], IDS, nu=0.1, lam=1.0)[0] == pytest.approx(2.1)
    assert dtw([[0, 1]], [[0]], IDS)[0] == pytest.approx(1.0)
    assert dtw([[0, 1, 2]], [[0, 0, 1, 2, 2]], IDS)[0] == 0.0      # DTW ignores repetitions
    assert twed([[0, 1, 2]], [[0, 0, 1, 2, 2]], IDS)[0] > 0.0      # TWED does not


def test_batch_equals_pairs_and_metric_properties():
    rng = np.random.default_rng(0)
    seqs = [list(rng.integers(0, 5, rng.integers(1, 6))) for _ in range(12)]
    a, b = seqs[:6], seqs[6:]
    batch = twed(a, b, IDS)
    assert np.allclose(batch, [twed([x], [y], IDS)[0] for x, y in zip(a, b)])
    assert np.allclose(twed(a, b, IDS), twed(b, a, IDS))                 # symmetric
    assert np.allclose(twed(a, a, IDS), 0.0) and np.allclose(dtw(a, a, IDS), 0.0)
    for x, y, z in zip(seqs, seqs[4:], seqs[8:]):                         # triangle inequality
        assert twed([x], [z], IDS)[0] <= twed([x], [y], IDS)[0] + twed([y], [z], IDS)[0] + 1e-9


def test_prototype_distances():
    feats = np.array([[1.0, 0.0], [0.9, 0.1], [0.0, 1.0]])
    d = element_distances(3, feats)
    assert d.shape == (4, 4) and d[0, 0] == 0.0 and d[0, 1] < d[0, 2] and d[3, 0] == 1.0
    assert twed([[0]], [[1]], d)[0] < twed([[0]], [[2]], d)[0]
    with pytest.raises(ValueError, match="expected 4"):
        element_distances(4, feats)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    root = write_tiny_kb(tmp_path_factory.mktemp("kb"))
    kb = load_kb(root)
    return kb, load_questions(write_questions(root / "q.json"), kb.vocab)


def test_nsplan_probabilities(tiny):
    kb, questions = tiny
    retriever = Retriever(kb, BagOfWordsEncoder())
    for cfg in (NSPlanConfig(), NSPlanConfig(distance="dtw", k=5), NSPlanConfig(retrieval="bm25")):
        ns = NSPlan(kb, retriever, cfg)
        for q in questions:
            res = ns.infer(q)
            assert res.probabilities.sum() == pytest.approx(1.0)
            assert res.path_probabilities.sum() == pytest.approx(1.0)
            assert np.allclose(res.choice_given_path.sum(axis=1), 1.0)
            assert len(res.retrieved) == cfg.k
            assert int(np.argmax(res.probabilities)) == q.answer, (cfg, q.qid)


def test_nsplan_rejects_bad_configs(tiny):
    kb, _ = tiny
    with pytest.raises(ValueError, match="representation 'sound'"):
        NSPlanConfig(representation="sound")
    with pytest.raises(ValueError, match="needs prototype features"):
        NSPlan(kb, Retriever(kb, BagOfWordsEncoder()), NSPlanConfig(representation="visual"))
