"""How typical a STRIPS check outcome is of a true future (strips.vilpact.outcomes), with the
completed knowledge base (package data: no ../shared needed), and the bootstrap of the gain."""
import numpy as np
import pytest

from strips.vilpact.calibrate import video_bootstrap
from strips.vilpact.completed import build_vocabulary, read_completed
from strips.vilpact.inference import StripsReplayer
from strips.vilpact.outcomes import OutcomeModel, outcome
from strips.vilpact.sequences import KBSequence


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(read_completed())[0]


def test_outcome_keys_name_the_step_and_its_object(vocab):
    rp = StripsReplayer(vocab)
    take_cup = vocab.by_text("Taking a cup/glass/bottle from somewhere")
    drink = vocab.by_text("Drinking from a cup/glass/bottle")
    blanket = vocab.by_text("Taking a blanket from somewhere")
    held = rp.infer([take_cup])
    steps = rp.check(held, [drink, take_cup, blanket]).steps
    assert steps[0].about_known is True and outcome(steps[0]) == "supported+known-object"
    assert outcome(steps[1]).startswith("redundant") and steps[1].about_known is True
    # taking a blanket has no precondition to be unknown, but its object is new all the same
    assert steps[2].about_known is False and outcome(steps[2]) == "new-object"
    sneeze = rp.check(held, [vocab.by_text("Someone is sneezing")]).steps[0]
    assert sneeze.about_known is None and outcome(sneeze) == "no-object"


def _sequences(vocab, n=40):
    """Cups are taken, drunk from and put back: the true futures use what was taken."""
    take = vocab.by_text("Taking a cup/glass/bottle from somewhere")
    drink = vocab.by_text("Drinking from a cup/glass/bottle")
    put = vocab.by_text("Putting a cup/glass/bottle somewhere")
    return [KBSequence(f"V{i:03d}", "train", (take, drink, put), 1) for i in range(n)]


def test_typicality_favours_true_futures_and_is_reproducible(vocab):
    rp = StripsReplayer(vocab)
    seqs = _sequences(vocab)
    model = OutcomeModel.from_sequences(rp, seqs, vocab.ids, draws=3)
    drink, put = seqs[0].future
    assert sum(model.genuine[drink].values()) == len(seqs)
    assert sum(sum(c.values()) for c in model.substituted.values()) == 3 * len(seqs)
    assert drink not in model.substituted and put not in model.substituted   # never substituted in
    inferred = rp.infer(seqs[0].observed)
    true = model.typicality(rp.check(inferred, seqs[0].future))
    blanket = vocab.by_text("Taking a blanket from somewhere")
    fake = model.typicality(rp.check(inferred, (blanket, put)))
    assert true > fake and true > 0
    again = OutcomeModel.from_sequences(rp, seqs, vocab.ids, draws=3)
    assert again.substituted == model.substituted
    # a class never seen falls back on what the outcome means over all classes
    sneeze = vocab.by_text("Someone is sneezing")
    assert np.isfinite(model.log_ratio(sneeze, "no-object"))
    # with no sequences at all there is no evidence either way
    empty = OutcomeModel.from_sequences(rp, [], vocab.ids)
    assert empty.log_ratio(drink, "supported+known-object") == pytest.approx(0.0)


def test_video_bootstrap_resamples_videos():
    groups = [f"v{i // 3}" for i in range(300)]
    diff = np.array([1.0 if i % 3 == 0 else 0.0 for i in range(300)])   # +1/3 in every video
    lo, hi = video_bootstrap(diff, groups)
    assert lo == pytest.approx(1 / 3) and hi == pytest.approx(1 / 3)   # no spread between videos
    noisy = np.random.default_rng(0).choice([-1.0, 0.0, 1.0], size=300)
    lo, hi = video_bootstrap(noisy, groups)
    assert lo < noisy.mean() < hi and hi - lo < 0.3


def test_weights_say_whether_typical_is_computed(tmp_path):
    """The released KB's weights predate ``typical``: nothing reads it, so it is not built (and the
    released figures stay as they were); the completed KB's read it; a file whose scorers read it
    without the extractor computing it is refused."""
    import json

    from strips.vilpact.errors import KnowledgeBaseError
    from strips.vilpact.weights import default_weights, load_weights

    released, completed = load_weights(classes="released"), load_weights(classes="completed")
    assert released.extractor.outcome_draws == 0
    assert not any("typical" in s.names for s in released.scorers.values())
    assert completed.extractor.outcome_draws >= 1 and "typical" in completed.scorers["combined"].names
    assert "typical" not in completed.scorers["combined-no-strips"].names
    data = json.loads(default_weights("completed").read_text())
    del data["extractor"]["outcome_draws"]
    bad = tmp_path / "w.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(KnowledgeBaseError, match="outcome_draws is 0"):
        load_weights(bad)
