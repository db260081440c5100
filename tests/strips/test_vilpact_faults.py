"""ViLPAct's command on a new user's mistakes (issue 40): an embedding cache whose name does not end
in ``.npz`` (numpy added the suffix to the temporary name, so a 0-byte cache was renamed into place
and two hidden temporaries stayed), a damaged cache (an ``EOFError`` traceback on the next run: it
is rebuilt, with one warning), and Ctrl-C or SIGTERM (a ``KeyboardInterrupt`` traceback: now one
line, exit 130 or 143, as every other command)."""
from __future__ import annotations

import os
import signal
import time

import numpy as np
import pytest

from contracts.errors import DataWarning
from strips.vilpact import commands
from strips.vilpact.retrieval import SentenceEncoder
from tests.support.vilpact_tiny import BagOfWordsEncoder

TEXTS = ["he wants to cook dinner", "she wants to clean the table", "he wants to watch tv"]


class _Model:
    """What ``load_sentence_model`` returns, as far as SentenceEncoder uses it."""

    def __init__(self):
        self.inner = BagOfWordsEncoder()

    def encode(self, texts, **_):
        return self.inner.encode(texts)


def _encoder(path) -> SentenceEncoder:
    enc = SentenceEncoder(cache_file=path)
    enc._model = _Model()
    return enc


@pytest.mark.parametrize("name", ["emb.cache", "emb", "emb.npz"])
def test_a_cache_of_any_name_is_written_whole_and_read_back(tmp_path, name):
    first = _encoder(tmp_path / name).encode(TEXTS)
    assert sorted(p.name for p in tmp_path.iterdir()) == [name] and (tmp_path / name).stat().st_size > 0
    again = SentenceEncoder(cache_file=tmp_path / name)  # no model: every text must come from the file
    assert np.allclose(again.encode(TEXTS), first) and again._model is None


@pytest.mark.parametrize("damage", [b"", b"not a zip file at all", None])
def test_a_damaged_cache_is_rebuilt_with_one_warning(tmp_path, damage):
    path = tmp_path / "emb.npz"
    _encoder(path).encode(TEXTS)
    path.write_bytes(damage if damage is not None else path.read_bytes()[:60])  # None: cut short
    with pytest.warns(DataWarning, match="rebuilt"):
        enc = _encoder(path)
    enc.encode(TEXTS)
    assert enc._model.inner.calls == 1
    assert len(SentenceEncoder(cache_file=path)._cache) == len(TEXTS)



@pytest.mark.parametrize("command", ["evaluate", "fit", "ablation"])
@pytest.mark.parametrize("how, status", [("ctrl-c", 130), ("sigterm", 143)])
def test_interrupted_vilpact_commands_end_in_one_line(tmp_path, capsys, monkeypatch, survive_sigterm,
                                                      command, how, status):
    def work(args):
        if how == "ctrl-c":
            raise KeyboardInterrupt
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(2)  # the handler runs before this returns
        return 0

    monkeypatch.setattr(commands, f"_cmd_{command}", work)
    argv = [command, "--kb", str(tmp_path), "--mqa", str(tmp_path / "q.json")] if command != "fit" else \
        [command, "--kb", str(tmp_path), "--out", str(tmp_path / "w.json")]
    try:
        code = commands.main(argv)
    except KeyboardInterrupt:  # (caught here: pytest would take it for the user's and stop the session)
        pytest.fail("the interruption reached the caller: Python prints it as a traceback")
    err = capsys.readouterr().err
    assert code == status and "Traceback" not in err
    assert [ln for ln in err.splitlines() if ln.strip()] == ["interrupted: nothing half-written was kept; run the "
                                                             "same command again"]
