"""A job list is a pure function of (sizes, seed): the same in every process, whatever Python's
string hashing (PYTHONHASHSEED differs between processes unless set)."""
import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DUMP = ("import json; from generators.dataset.config import RenderConfig; "
        "from generators.dataset.render import dataset_jobs; "
        "print(json.dumps([j.to_json() for j in dataset_jobs(RenderConfig())], sort_keys=True))")


def job_list_digest(hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", DUMP], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True, timeout=300).stdout
    assert out.count('"job_id"') > 200  # the small default list, mistakes and negatives included
    return hashlib.sha256(out.encode()).hexdigest()


def test_job_list_does_not_depend_on_string_hashing():
    assert job_list_digest("1") == job_list_digest("2") == job_list_digest("12345")
