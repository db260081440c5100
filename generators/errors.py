"""One exception tree for the generators package.

Every error names the bad value and, where there is a finite set, what would be valid.
"""
from __future__ import annotations

from typing import Iterable


class GeneratorError(Exception):
    """Base of every error raised by the generators package. ``fatal``: the run cannot go on
    (stop, resume later) rather than one attempt failed; ``exit_status``: what a command exits with."""

    fatal: bool = False
    exit_status: int = 2


def _listing(valid: Iterable[str], limit: int = 40) -> str:
    items = sorted(set(valid))
    shown = ", ".join(items[:limit])
    if len(items) > limit:
        shown += f", ... ({len(items)} in all)"
    return shown


class UnknownNameError(GeneratorError, KeyError):
    """A name (task, object, receptacle, split, scene ...) that the library does not know."""

    def __init__(self, kind: str, value: object, valid: Iterable[str]):
        self.kind, self.value, self.valid = kind, value, sorted(set(valid))
        super().__init__(f"unknown {kind} {value!r}; valid {kind}s: {_listing(self.valid)}")

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class InvalidInstanceError(GeneratorError, ValueError):
    """A task instance whose object or receptacle cannot take part in the task."""

    def __init__(self, message: str, valid: Iterable[str] | None = None):
        self.valid = sorted(set(valid)) if valid is not None else None
        if valid is not None:
            message = f"{message}; valid choices: {_listing(self.valid)}"
        super().__init__(message)


class PlanningError(GeneratorError, RuntimeError):
    """The planner failed: unsolvable problem, timeout, or missing engine."""


class PlanningTimeout(PlanningError):
    """The planner ran past its time limit."""


class UnsolvableProblem(PlanningError):
    """The planner proved (or reported) that no plan exists."""


class MissingEngineError(PlanningError):
    """A planning engine named by the user is not installed."""


class ResourceError(GeneratorError, OSError):
    """The machine ran out of something (disk space, file descriptors) or lost write access.

    Raised instead of a job failure: the run stops at once, no attempt is counted and a resume
    after the cause is fixed renders the job. Built from one message so it pickles across
    worker processes. (:func:`strips.files.resource_errno` recognises the causes.)
    """


class LoaderError(GeneratorError, FileNotFoundError):
    """A dataset directory, manifest line, annotation file or video that cannot be used (the
    reader's error, :mod:`generators.access`; EgoTV-layout problems name the file and key)."""


class BrowseError(GeneratorError, ValueError):
    """A browse request that cannot be carried out (bad output directory, an ``--online`` file
    that cannot be read: the message names the file, line and key)."""


class DatasetError(GeneratorError):
    """A dataset run that cannot start or continue (bad settings, output directory ...)."""


class OutputDirError(DatasetError, OSError):
    """The output directory cannot be created or written."""


class DatasetMismatchError(DatasetError):
    """``DIR`` already holds a dataset rendered with different settings."""


class ResourceStop(DatasetError):
    """The run stopped on a resource error (full disk, no file descriptors, no write access):
    finished jobs are kept, no attempt was counted, the same command resumes once it is fixed."""

    exit_status = 75  # EX_TEMPFAIL: try again later


class WorkersLostError(DatasetError):
    """Every worker of a distributed run was lost (actors died more often than they may restart):
    finished jobs are kept and the same command resumes once workers can run again."""

    exit_status = 75  # EX_TEMPFAIL: try again later


class ExportError(GeneratorError, ValueError):
    """An export that cannot be written (output directory in the way ...)."""


class GraphSyntaxError(ValueError):
    """Graph text that does not follow the grammar; the message says where."""


class NoNegativeError(GeneratorError):
    """No valid negative exists for a job: recorded as a final failure, never replaced by an
    invalid one."""


class RenderRejected(GeneratorError):
    """The simulator's episode was refused (failed action, state disagreement, invisible mistake)."""


class JobListError(GeneratorError, ValueError):
    """A job list (file) with a missing field, an invalid instance or a duplicate job."""


class Interrupted(KeyboardInterrupt):
    """SIGTERM, delivered as the same interruption as Ctrl-C."""

    exit_status = 130

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum
