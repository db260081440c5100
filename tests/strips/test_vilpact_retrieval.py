"""BM25 + intent retrieval over KB sequences, and the bundled sentence encoder (offline)."""
import numpy as np
import pytest

from strips.vilpact.kb import load_kb
from strips.vilpact.retrieval import Retriever, SentenceEncoder
from tests.support.vilpact_tiny import BagOfWordsEncoder, write_tiny_kb


@pytest.fixture(scope="module")
def kb(tmp_path_factory):
    return load_kb(write_tiny_kb(tmp_path_factory.mktemp("kb")))


def test_bm25_and_intent_rank_the_right_sequences(kb):
    r = Retriever(kb, BagOfWordsEncoder())
    got = r.retrieve(["c004"], "S/He wants to leave the room", k=4)
    assert all("c004" in x.sequence.actions for x in got)
    assert got[0].score == pytest.approx(1.0) and got[0].bm25 == pytest.approx(1.0)
    by_intent = r.retrieve(["c004"], "S/He is thirsty", k=3, mode="intent")
    assert all(x.sequence.motives[0] == "S/He is thirsty" for x in by_intent)
    assert all(x.intent == pytest.approx(1.0) for x in by_intent)


def test_exclude_own_video_and_bad_mode(kb):
    r = Retriever(kb, BagOfWordsEncoder())
    first = r.retrieve(["c001"], "S/He is thirsty", k=1)[0].sequence.vid
    assert all(x.sequence.vid != first
               for x in r.retrieve(["c001"], "S/He is thirsty", k=10, exclude_vid=first))
    with pytest.raises(ValueError, match="valid: bm25\\+intent, bm25, intent"):
        r.retrieve(["c001"], "x", mode="tfidf")
    assert np.all(r.bm25_scores([]) == 0) and np.all(r.intent_scores("  ") == 0)


@pytest.fixture(scope="session")
def sentence_encoder(tmp_path_factory):
    return SentenceEncoder(cache_file=tmp_path_factory.mktemp("emb") / "cache.npz")


def test_real_sentence_encoder_similarity_and_cache(sentence_encoder):
    texts = ["S/He is thirsty", "S/He wants to drink something", "S/He wants to read a book"]
    e = sentence_encoder.encode(texts)
    assert e.shape == (3, 384) and np.allclose(np.linalg.norm(e, axis=1), 1.0, atol=1e-4)
    assert e[0] @ e[1] > e[0] @ e[2]
    again = SentenceEncoder(cache_file=sentence_encoder.cache_file)     # from the disk cache
    assert np.allclose(again.encode(texts), e) and again._model is None
