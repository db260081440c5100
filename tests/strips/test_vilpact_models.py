"""Bigram baseline, association model, pseudo-questions, the fitted scorer and its weights."""
import numpy as np
import pytest

from strips.vilpact.association import AssociationModel
from strips.vilpact.baselines import EOS, BigramModel
from strips.vilpact.calibrate import calibrate
from strips.vilpact.kb import load_kb
from strips.vilpact.methods import FITTED, METHODS, get_method
from strips.vilpact.errors import UnknownMethodError
from strips.vilpact.pseudo import make_questions
from strips.vilpact.scoring import FEATURES, fit_linear_scorer
from strips.vilpact.sequences import KBSequence
from strips.vilpact.weights import Weights, load_weights
from tests.support.vilpact_tiny import BagOfWordsEncoder, write_tiny_kb

SEQS = [KBSequence("A", "train", ("c001", "c003", "c002"), 1),
        KBSequence("B", "train", ("c001", "c003"), 1),
        KBSequence("C", "train", ("c004", "c006", "c005"), 1)]


def test_bigram_counts_and_scores():
    bg = BigramModel(SEQS, 7, k=0.1)
    assert bg.counts[1, 3] == 2 and bg.counts[3, 7] == 1 and bg.counts[7, 1] == 2   # 7: <s>/</s>
    assert np.allclose(np.exp(bg.logp).sum(axis=1), 1.0)
    t = bg.transitions(["c001"], ["c003", "c002"])
    assert [(a, b) for a, b, _ in t] == [("c001", "c003"), ("c003", "c002"), ("c002", EOS)]
    assert bg.score(["c001"], ["c003"]) > bg.score(["c001"], ["c005"])


def test_association_features():
    am = AssociationModel(SEQS, 7, k=0.1)
    assert am.together[1, 3] == 2 and am.obs_fut[3, 1] == 2 and am.fut_fut[2, 3] == 1
    good = am.features(["c001"], ["c003", "c002"])
    bad = am.features(["c001"], ["c003", "c005"])
    assert good["cooccurrence"] > bad["cooccurrence"]
    assert good["observed_to_future"] > bad["observed_to_future"]
    rep = am.features(["c001"], ["c001", "c003", "c003"])
    assert rep["repeats_observed"] == 1 and rep["repeats_candidate"] == 1
    assert [p.together for p in am.pair_counts("c002", ["c001", "c004"])] == [1, 0]


def test_pseudo_questions_look_like_the_test():
    ids = [f"c{i:03d}" for i in range(20)]
    seqs = [KBSequence(f"V{i}", "val", ("c001", "c002", "c003", "c004"), 1, ("S/He is busy",))
            for i in range(30)] + [KBSequence("NOFUT", "val", ("c001",), 1, ("x",))]
    qs = make_questions(seqs, ids, seed=3, draws=2)
    assert len(qs) == 60 and qs == make_questions(seqs, ids, seed=3, draws=2)
    for q in qs:
        truth = q.choices[q.answer]
        assert truth == ("c002", "c003", "c004") and len(set(q.choices)) == 6
        for j, c in enumerate(q.choices):
            diff = [i for i in range(3) if c[i] != truth[i]]
            assert j == q.answer or (len(diff) == 1 and c[diff[0]] not in truth)
    assert len({q.answer for q in qs}) == 6


def test_fit_recovers_an_informative_feature_and_respects_signs():
    rng = np.random.default_rng(0)
    n = 1000
    X = rng.normal(size=(n, 6, len(FEATURES)))
    answers = rng.integers(0, 6, n)
    X[np.arange(n), answers, FEATURES.index("bigram")] += 3.0
    X[np.arange(n), answers, FEATURES.index("violated")] += 3.0   # misleading: must stay <= 0
    scorer = fit_linear_scorer(X, answers, ("bigram", "violated", "cooccurrence"))
    w = dict(zip(scorer.names, scorer.weights))
    assert w["bigram"] > 1.0 and w["violated"] <= 0.0 and abs(w["cooccurrence"]) < 0.3
    assert np.mean([np.argmax(scorer.scores(x)) for x in X] == answers) > 0.9


def test_methods_registry():
    assert get_method("combined").kind == "fitted" and set(FITTED) <= set(METHODS)
    with pytest.raises(UnknownMethodError, match="valid methods: .*bigram"):
        get_method("oracle")


def test_calibrate_on_tiny_kb_and_round_trip(tmp_path):
    kb = load_kb(write_tiny_kb(tmp_path / "kb"))
    w = calibrate(kb, BagOfWordsEncoder(), draws=2)
    assert w.provenance["evidence_splits"] == ["train"] and w.provenance["question_splits"] == ["val"]
    assert w.provenance["pseudo_questions"] == 36 and set(w.scorers) == set(FITTED)
    assert w.extractor.nsplan.representation == "ids"             # no prototypes in this KB
    assert w.validation["combined"] >= 0.9
    w.save(tmp_path / "w.json")
    back = load_weights(tmp_path / "w.json")
    assert isinstance(back, Weights) and back.validation == w.validation
    assert np.allclose(back.scorers["combined"].weights, w.scorers["combined"].weights, atol=1e-5)


def test_shipped_weights_were_fitted_on_train_and_val_only():
    w = load_weights()
    assert w.provenance["evidence_splits"] == ["train"] and w.provenance["question_splits"] == ["val"]
    assert set(w.scorers) == set(FITTED)


def test_candidates_are_scored_independently_of_the_other_choices(tmp_path):
    """The test's distractors each change one position of the answer, so comparing choices with
    each other would reveal it. Apart from NSPlan's P(c | s), normalised over the question's
    choices as in the paper's Eq. 3, every feature scores a candidate alone. Also: empty
    observations and choices of different lengths."""
    from strips.vilpact.evaluate import Evaluator
    from strips.vilpact.sequences import Question

    kb = load_kb(write_tiny_kb(tmp_path / "kb"))
    enc = BagOfWordsEncoder()
    ev = Evaluator(kb, enc, calibrate(kb, enc, draws=1))
    a = Question("QA", ("c001",), "S/He is thirsty", (("c003", "c002"), ("c005", "c002"), ("c004",)), 0)
    b = Question("QB", ("c001",), "S/He is thirsty", (("c009", "c013", "c011"), ("c003", "c002")), 1)
    for method in ("bigram", "cooccurrence", "retrieved-support", "symbolic", "combined-no-retrieval"):
        assert ev.scores(method, a)[0] == pytest.approx(ev.scores(method, b)[1]), method
    empty = Question("QE", (), "", (("c001", "c003"), ("c004",)), 0)
    assert np.isfinite(ev.scores("combined", empty)).all()


def test_evaluator_refuses_questions_whose_video_is_in_its_kb(tmp_path):
    """The leakage guard lives in the library, not in the command line."""
    from strips.vilpact.errors import KnowledgeBaseError
    from strips.vilpact.evaluate import Evaluator
    from strips.vilpact.sequences import Question

    kb = load_kb(write_tiny_kb(tmp_path / "kb"))
    enc = BagOfWordsEncoder()
    weights = calibrate(kb, enc, draws=1)
    own = kb.sequences[0].vid
    q = Question(own, ("c001",), "S/He is thirsty", (("c003", "c002"), ("c004",)), 0)
    with pytest.raises(KnowledgeBaseError, match="for_questions"):
        Evaluator(kb, enc, weights).evaluate([q], "bigram")
    ev, notes = Evaluator.for_questions(kb, enc, weights, [q])
    assert own not in {s.vid for s in ev.kb.sequences} and notes
    assert ev.evaluate([q], "bigram").n == 1
