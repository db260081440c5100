"""The files of a dataset directory, by name: one place for writer, resume, readers and tests.

    DIR/dataset.json              settings that decide what a job renders (checked on resume)
    DIR/<split>/<job_id>.mp4      the egocentric video
    DIR/<split>/<job_id>.json     its annotation (plan, low-level actions, per-frame steps, boxes,
                                  states, the positive and negative description with graphs)
    DIR/manifest.jsonl            one line per video, sorted by split then job index
    DIR/failures.jsonl            one line per failed attempt (never in the manifest)
    DIR/plans.jsonl               while a run is unfinished: the plans made so far (a resumed run
                                  does not plan again); removed once every job is done
    DIR/stats.json, stats.md, plots/*.png, audit.json, audit.md
"""
from __future__ import annotations

MANIFEST = "manifest.jsonl"
FAILURES = "failures.jsonl"
PLANS = "plans.jsonl"
SETTINGS = "dataset.json"
STATS_JSON = "stats.json"
STATS_MD = "stats.md"
AUDIT_JSON = "audit.json"
AUDIT_MD = "audit.md"
LOCK = ".lock"
