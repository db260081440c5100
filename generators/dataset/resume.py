"""What a dataset run keeps from an earlier run into the same directory, and what it redoes.

A run may have been killed (kill -9, Ctrl-C, SIGTERM), stopped by a full disk, or its files may
have been damaged since. On start-up, under the directory lock:

- the logs are repaired (a torn last line is cut off, :func:`contracts.files.repair_jsonl`);
- every manifest row is checked against its files (:func:`generators.dataset.verify.sample_problem`:
  sizes, annotation parses, frame counts agree); a row that fails is dropped, said, and its job
  rendered again; a row that names another job than this run's is an error (other settings);
- a row whose negative differs from this run's job list (the split was grown or shrunk, which
  re-pairs negatives) is dropped and rendered again;
- a job that gave up after attempts that failed for a resource error (logged so by runs before
  resource errors stopped the run) is retried, and said so: the cause may have gone;
- temporaries and files without a manifest row are deleted (:func:`remove_leftovers`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from contracts.dataset.loader import written_rows
from contracts.dataset.manifest import ManifestRow
from generators.dataset import jobs as job_lib
from contracts.library import splits as split_lib
from contracts.files import is_resource_failure, is_temp_name, read_jsonl, repair_jsonl, write_jsonl_atomic
from contracts.dataset.layout import FAILURES, MANIFEST
from generators.errors import DatasetMismatchError
from generators.dataset.verify import sample_problem



@dataclass
class Progress:
    """What an earlier run finished, as this run sees it after the checks."""

    rows: dict[str, ManifestRow]  # job id -> manifest row of every finished job
    final_failures: set[str]  # jobs that failed every attempt for reasons of their own (not retried)
    damaged: dict[str, str] = field(default_factory=dict)  # job id -> why its kept files were refused
    retried: set[str] = field(default_factory=set)  # given-up jobs retried: their failures were resource errors


def _dataset_files(out: Path):
    """(split or None, file) for every plain file of the dataset directory and its split directories."""
    for p in out.iterdir():
        if p.is_file():
            yield None, p
    for name in split_lib.SPLIT_NAMES:
        d = out / name
        if d.is_dir():
            yield from ((name, p) for p in d.iterdir() if p.is_file())


def remove_temporaries(out: Path) -> int:
    """Delete the temporaries in the dataset directory and its split directories. Also run after
    the workers of a stopped run were killed and waited for (a full disk, Ctrl-C): a killed
    worker cannot clean up its own half-written video."""
    removed = 0
    for _, p in _dataset_files(out):
        if is_temp_name(p.name):
            p.unlink(missing_ok=True)
            removed += 1
    return removed


def remove_leftovers(out: Path, finished: set[str]) -> int:
    """Delete what a killed run left: temporary files (:func:`remove_temporaries`), and the video
    or annotation of a job that has no manifest row (killed between the two writes or before its
    manifest line, or refused by the checks). Only names this package writes are touched; such a
    job is rendered again."""
    removed = remove_temporaries(out)
    for split, p in _dataset_files(out):
        if split is not None and job_lib.is_job_stem(split, p.stem) and p.suffix in (".mp4", ".json") \
                and p.stem not in finished:
            p.unlink()
            removed += 1
    return removed


def _check_same_job(out: Path, row: ManifestRow, job: job_lib.Job | None) -> None:
    if job is None:
        return
    if (row.task, row.object, row.receptacle, row.scene, row.job_seed) != \
            (job.task, job.object, job.receptacle, job.scene, job.seed):

        raise DatasetMismatchError(
            f"{out / MANIFEST}: {row.job_id} is ({row.task}, {row.object}, {row.receptacle}, "
            f"scene {row.scene}, seed {row.job_seed}) but this run's job is ({job.task}, {job.object}, "
            f"{job.receptacle}, scene {job.scene}, seed {job.seed}); write to another output directory",
            setting="out_dir")


def _stale_negative(row: ManifestRow, job: job_lib.Job | None) -> str | None:
    """Why a kept row's negative is not this run's: negatives are chosen over the whole job list,
    so growing a split (``--count train=600`` into a small dataset) re-pairs some kept jobs. Such
    a row is rendered again, so the grown dataset equals a fresh render of the larger job list."""
    if job is None or job.negative is None:
        return None
    neg = job.negative
    have = (row.negative_task, row.negative_receptacle, row.negative_source, row.negative_partner)
    if have == (neg.task, neg.receptacle, neg.source, neg.partner):
        return None
    return (f"its negative ({have[0]}, {have[2]}) is not this job list's ({neg.task}, {neg.source}); "
            "a changed split size re-pairs negatives")


def recover(out: Path, jobs: Sequence[job_lib.Job], log: Callable[[str], None] = print) -> Progress:
    """Read what a previous run finished; repair the logs so they hold checked, finished jobs only."""
    repair_jsonl(out / MANIFEST)
    repair_jsonl(out / FAILURES)
    by_id = {j.job_id: j for j in jobs}
    rows: dict[str, ManifestRow] = {}
    damaged: dict[str, str] = {}
    all_rows = written_rows(out)
    for row in all_rows:
        _check_same_job(out, row, by_id.get(row.job_id))
        problem = _stale_negative(row, by_id.get(row.job_id)) or sample_problem(out, row)
        if problem is not None:
            damaged[row.job_id] = problem
            continue
        rows[row.job_id] = row
    if len(rows) != len(all_rows):
        write_jsonl_atomic(out / MANIFEST, [r.to_json() for r in all_rows if r.job_id in rows])
    failures = read_jsonl(out / FAILURES)
    given_up = {f["job_id"]: f for f in failures if f.get("final") and f["job_id"] not in rows}
    retried = {j for j in given_up  # not the job's fault: a full disk, a lost worker
               if any(is_resource_failure(str(f.get("reason", ""))) or f.get("stage") == "worker"
                      for f in failures if f["job_id"] == j)}
    final = set(given_up) - retried
    # failed attempts of a job that did not finish (interrupted, or retried now) will be logged again
    kept = [f for f in failures if f["job_id"] in rows or f["job_id"] in final]
    if len(kept) != len(failures):
        write_jsonl_atomic(out / FAILURES, kept)
    if damaged:
        shown = "; ".join(f"{j}: {why}" for j, why in list(damaged.items())[:5])
        log(f"re-rendering {len(damaged)} kept sample(s) that failed the resume check: {shown}"
            + (" ..." if len(damaged) > 5 else ""))
    if retried:
        log(f"retrying {len(retried)} job(s) that an earlier run gave up on after resource errors "
            f"(full disk, too many open files, no write access) or lost workers: {', '.join(sorted(retried)[:5])}"
            + (" ..." if len(retried) > 5 else ""))
    return Progress(rows, final, damaged, retried)
