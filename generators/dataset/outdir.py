"""The output directory of a dataset run: created and proven writable, locked against a second
run, and holding the settings it was rendered with (a resume must use the same)."""
from __future__ import annotations

import json
import os
from pathlib import Path

from generators.dataset.config import RenderConfig
from contracts.dataset.layout import LOCK, SETTINGS
from generators.errors import DatasetError, DatasetMismatchError, OutputDirError
from contracts.files import write_atomic


def prepare_output_dir(out_dir: str | os.PathLike) -> Path:
    """Create ``out_dir`` if needed and prove it writable; raise :class:`OutputDirError` if not."""
    path = Path(out_dir)
    if path.exists() and not path.is_dir():
        raise OutputDirError(f"output directory {str(path)!r} exists and is not a directory; "
                             "choose another one", setting="out_dir")
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".write-probe{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise OutputDirError(f"output directory {str(path)!r} is not writable "
                             f"({exc.strerror or exc}); choose another one or fix its permissions",
                             setting="out_dir") from exc
    return path


class DirectoryLock:
    """Exclusive lock on a dataset directory: two runs writing one directory would delete each
    other's unfinished files. Released by the OS when the process dies."""

    def __init__(self, out: Path):
        self.path = out / LOCK
        self._fh = None

    def __enter__(self) -> "DirectoryLock":
        import fcntl

        self._fh = open(self.path, "a")
        try:
            fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._fh.close()
            raise DatasetError(f"another render is writing {self.path.parent} (it holds {self.path}); "
                               "wait for it or write to another output directory", setting="out_dir") from None
        return self

    def __exit__(self, *exc) -> None:
        self._fh.close()


def check_settings(out: Path, config: RenderConfig) -> None:
    """Record the run's settings in a new directory; refuse to continue one rendered otherwise."""
    wanted = config.settings()
    settings_path = out / SETTINGS
    if settings_path.exists():
        try:
            have = json.loads(settings_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError:  # written atomically, so this is a user edit
            raise DatasetMismatchError(f"{settings_path} is not valid JSON; fix or delete it") from None
        diff = {k: (have.get(k), v) for k, v in wanted.items() if have.get(k) != v}
        if diff:
            detail = "; ".join(f"{k}: {a!r} there, {b!r} now" for k, (a, b) in sorted(diff.items()))
            raise DatasetMismatchError(
                f"{out} holds a dataset rendered with other settings ({detail}); resume with the same "
                "settings or write to another output directory", setting="out_dir")
    else:
        write_atomic(settings_path, json.dumps(wanted, indent=1, sort_keys=True) + "\n")
