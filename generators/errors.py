"""One exception tree for the generators package.

Every error names the bad value and, where there is a finite set, what would be valid.
"""
from __future__ import annotations

from contracts.errors import ToolkitError


class GeneratorError(ToolkitError):
    """Base of every error raised by the generators package (``fatal`` and ``exit_status``:
    :class:`contracts.errors.ToolkitError`)."""


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
    worker processes. (:func:`contracts.files.resource_errno` recognises the causes.)
    """




class BrowseError(GeneratorError, ValueError):
    """A browse request that cannot be carried out (bad output directory, an ``online`` file
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




class NoNegativeError(GeneratorError):
    """No valid negative exists for a job: recorded as a final failure, never replaced by an
    invalid one."""


class RenderRejected(GeneratorError):
    """The simulator's episode was refused (failed action, state disagreement, invisible mistake)."""


class JobListError(GeneratorError, ValueError):
    """A job list (file) with a missing field, an invalid instance or a duplicate job."""
