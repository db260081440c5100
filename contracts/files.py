"""Crash-safe files, for every layer: atomic whole-file writes and append-only JSONL logs.

Datasets, recordings, features and checkpoints are written by jobs that may be killed at any
moment. Two rules keep them readable:

- whole files (videos, annotations, stats, the final sorted manifest) are written to a temporary
  name in the same directory and renamed over the target with ``os.replace`` (atomic on POSIX);
- log files (``manifest.jsonl``, ``failures.jsonl``) only grow by whole lines: one ``write`` of
  a line ending in a newline, then ``flush`` and ``fsync``. A kill can at worst leave a torn last
  line without its newline; :func:`repair_jsonl` cuts it off on start-up.

It lives in ``strips``, the bottom library layer (no kitchen knowledge, no imports of ours), so
``sim``, ``generators`` and ``nsg`` share one implementation. Errors of the machine rather than
the job (full disk, no file descriptors) are recognised here too (:func:`resource_errno`); each
package raises them as its own error type.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterable, Iterator, Mapping

TMP_MARK = ".tmp-"  # every temporary's name: one clean-up finds them all


def is_temp_name(name: str) -> bool:
    """Whether a file name is one of :func:`atomic_path`'s temporaries (leftovers of a killed run)."""
    return name.startswith(".") and TMP_MARK in name


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike) -> Iterator[Path]:
    """Yield a hidden temporary path beside ``path`` (same directory and suffix, so writers that
    look at the suffix work and the rename stays atomic); rename it over ``path`` when the block
    succeeds, delete it when it raises (a full disk must not leave a partial temporary behind).
    For writers that want a path (ffmpeg, ``torch.save``); :func:`write_atomic` for bytes/text."""
    final = Path(path)
    final.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{final.stem}{TMP_MARK}", suffix=final.suffix, dir=final.parent)
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.chmod(tmp_path, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(tmp_path, final)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise


@contextlib.contextmanager
def atomic_dir(path: str | os.PathLike, keep: Iterable[str] = ()) -> Iterator[Path]:
    """Yield a hidden temporary directory beside ``path`` (same parent, so relative links out of
    it stay right); when the block succeeds, put it in place of ``path`` (an earlier ``path`` is
    moved aside first and then deleted), and when it raises (Ctrl-C included) delete it. Readers
    see the earlier directory or the complete new one: an interrupted site, export or evaluation
    no longer looks finished. ``keep``: sub-directories of an earlier ``path`` (thumbnails ...) to
    hard-link into the new one first, so a rebuild can reuse them."""
    final = Path(path)
    final.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}{TMP_MARK}", dir=final.parent))
    try:
        os.chmod(tmp, 0o777 & ~_umask())  # mkdtemp makes 0700; give the usual mode
        for name in keep:
            if (final / name).is_dir():
                shutil.copytree(final / name, tmp / name, copy_function=link_or_copy)
        yield tmp
        old = None
        if final.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{final.name}{TMP_MARK}old-", dir=final.parent))
            os.replace(final, old / final.name)
        os.replace(tmp, final)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def link_or_copy(src: str | os.PathLike, dst: str | os.PathLike) -> bool:
    """Hard-link ``src`` to ``dst`` (True), or copy it with its times where links cannot be made
    (another file system, a file system without links: False). Either way the same bytes."""
    try:
        os.link(src, dst)
        return True
    except OSError:
        shutil.copy2(src, dst)
        return False


def write_atomic(path: str | os.PathLike, data: str | bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a part."""
    with atomic_path(path) as tmp:
        mode = "wb" if isinstance(data, bytes) else "w"
        with open(tmp, mode, **({} if isinstance(data, bytes) else {"encoding": "utf-8"})) as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())


def dumps_line(row: Mapping) -> str:
    """One JSONL line: keys in a fixed order, no spaces, newline-terminated."""
    return json.dumps(row, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"


def write_jsonl_atomic(path: str | os.PathLike, rows: Iterable[Mapping]) -> None:
    write_atomic(path, "".join(dumps_line(r) for r in rows))


def repair_jsonl(path: str | os.PathLike) -> int:
    """Make ``path`` a sequence of complete JSON lines; return how many lines were dropped.

    A missing final newline marks a torn last line (the writer was killed mid-write): it is cut
    off. A complete line that is not JSON cannot come from this writer, but if one is there it is
    dropped too, so the log never stops a resume. The repaired file is written atomically.
    """
    path = Path(path)
    if not path.exists():
        return 0
    raw = path.read_bytes()
    keep: list[bytes] = []
    dropped = 0
    lines = raw.split(b"\n")
    tail = lines.pop()  # b"" when the file ends with a newline
    if tail:
        dropped += 1
    for line in lines:
        if not line.strip():
            continue
        try:
            json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            dropped += 1
            continue
        keep.append(line + b"\n")
    if dropped:
        write_atomic(path, b"".join(keep))
    return dropped


def read_jsonl(path: str | os.PathLike) -> list[dict]:
    """Rows of a JSONL file ([] when absent); a torn or unparsable line is skipped, not raised."""
    path = Path(path)
    if not path.exists():
        return []
    rows = []
    with path.open("r", encoding="utf-8") as fh:
        for line in fh:
            if not line.endswith("\n") or not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return rows


class JsonlAppender:
    """Append-only JSONL log: each row becomes durable (fsync) before :meth:`append` returns."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self._fh = open(self.path, "a", encoding="utf-8")

    def append(self, row: Mapping) -> None:
        self._fh.write(dumps_line(row))
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> "JsonlAppender":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


# --------------------------------------------------------------------------- resource errors

# Errors of the machine, not of the job: another seed cannot help, and the same job succeeds once
# the cause is fixed (space freed, descriptors raised, permissions repaired).
RESOURCE_ERRNOS: dict[int, str] = {errno.ENOSPC: "no space left on the device",
                                   errno.EDQUOT: "disk quota exceeded",
                                   errno.EMFILE: "too many open files in this process",
                                   errno.ENFILE: "too many open files on the system",
                                   errno.EACCES: "permission denied", errno.EPERM: "operation not permitted",
                                   errno.EROFS: "read-only file system"}
# The same causes as C's strerror() prints them: ffmpeg and other child processes report only text.
RESOURCE_TEXTS: dict[str, int] = {os.strerror(code): code for code in RESOURCE_ERRNOS}


def resource_errno(exc: BaseException | None) -> int | None:
    """The resource errno behind ``exc`` (its ``errno``, its causes, or a strerror text in its
    message), or None when the error is the job's own."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, OSError) and exc.errno in RESOURCE_ERRNOS:
            return exc.errno
        text = str(exc)
        for words, code in RESOURCE_TEXTS.items():
            if words in text:
                return code
        exc = exc.__cause__ or exc.__context__
    return None


def resource_message(code: int, where: str) -> str:
    """One line naming the cause, where it happened and what to do."""
    return (f"{RESOURCE_ERRNOS.get(code, os.strerror(code))} ({errno.errorcode.get(code, code)}) "
            f"while writing {where}")


def resource_hint(code: int | None, out: str) -> str:
    """What the user can do about a resource error."""
    if code in (errno.ENOSPC, errno.EDQUOT):
        return f"free space on the disk of {out}"
    if code in (errno.EMFILE, errno.ENFILE):
        return "raise the open-file limit (ulimit -n) or use fewer workers"
    return f"restore write access to {out}"


def is_resource_failure(reason: str) -> bool:
    """Whether a ``failures.jsonl`` reason was a resource error (older runs logged full disks as
    failed attempts): such a job is retried on resume."""
    return any(words in reason for words in RESOURCE_TEXTS)
