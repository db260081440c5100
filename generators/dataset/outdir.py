"""The output directory of a dataset run: created and proven writable, locked against a second
run, and holding the settings it was rendered with (a resume must use the same)."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from generators.dataset.config import RenderConfig
from contracts.dataset.layout import LOCK, MANIFEST, SETTINGS
from generators.errors import DatasetError, DatasetMismatchError, OutputDirError
from contracts.files import TMP_MARK, is_temp_name, write_atomic


def prepare_output_dir(out_dir: str | os.PathLike) -> Path:
    """Create ``out_dir`` if needed and prove it writable; raise :class:`OutputDirError` if not, or
    if it holds files but no dataset (a render would mix its files with the user's)."""
    path = Path(out_dir)
    if path.exists() and not path.is_dir():
        raise OutputDirError(f"output directory {str(path)!r} exists and is not a directory; "
                             "choose another one", setting="out_dir")
    if path.is_dir() and not (path / SETTINGS).is_file() and not (path / MANIFEST).is_file():
        foreign = sorted(p.name for p in path.iterdir() if p.name != LOCK and not is_temp_name(p.name))
        if foreign:  # the user's own files: a render would write its splits, logs and stats among them
            raise OutputDirError(f"output directory {str(path)!r} is not empty ({len(foreign)} entries, e.g. "
                                 f"{foreign[0]!r}) and holds no dataset (no {SETTINGS}); render into a new or "
                                 "empty directory, or into an earlier dataset to resume or grow it",
                                 setting="out_dir")
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
    """Exclusive lock on an output directory: two runs writing one directory would delete each
    other's unfinished files (render), or each rename its complete output over the other's
    (exports, sites: both would report success and only the last would be left). Released by
    the OS when the process dies.

    ``beside``: the lock file is ``.NAME.lock`` in the parent rather than in the directory, for
    outputs built under a temporary name and renamed into place (the directory itself is
    replaced); it is removed on release, and temporaries of the output that a killed run left
    beside it are removed on taking it. ``command`` and ``setting`` word the refusal."""

    def __init__(self, out: Path, command: str = "render", beside: bool = False, setting: str | None = "out_dir"):
        out = Path(out)
        self.path = out.parent / f".{out.name}{LOCK}" if beside else out / LOCK
        self.out, self.command, self.beside, self.setting = out, command, beside, setting
        self._fh = None

    def __enter__(self) -> "DirectoryLock":
        import fcntl

        self.path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            self._fh = open(self.path, "a")
            try:
                fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                self._fh.close()
                raise DatasetError(f"another {self.command} is writing {self.out} (it holds {self.path}); wait "
                                   "for it or write to another output directory", setting=self.setting) from None
            try:  # a removable lock file may have been removed by its holder between open and flock
                if os.stat(self.path).st_ino == os.fstat(self._fh.fileno()).st_ino:
                    break
            except FileNotFoundError:
                pass
            self._fh.close()
        if self.beside:
            self._remove_stale()
        return self

    def _remove_stale(self) -> None:
        """Temporaries of this output beside it (``atomic_dir``'s) that a killed run left (kill -9,
        a power cut): under the lock no run can be writing them."""
        prefix = f".{self.out.name}{TMP_MARK}"
        for p in self.out.parent.iterdir():
            if not p.name.startswith(prefix):
                continue
            if p.is_dir() and not p.is_symlink():
                shutil.rmtree(p, ignore_errors=True)
            else:
                p.unlink(missing_ok=True)

    def __exit__(self, *exc) -> None:
        if self.beside:
            self.path.unlink(missing_ok=True)  # still held: no other run can be holding this file
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
