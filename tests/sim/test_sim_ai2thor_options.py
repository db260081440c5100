"""AI2-THOR options on the command line: flags, refused combinations with what works, and the
render command failing in one clear line when no Unity build is present."""
import argparse
import json

import pytest

from sim.commands.ai2thor import add_ai2thor_arguments, ai2thor_backend_options
from sim.errors import AI2ThorOptionError
from tests.conftest import run_module


def _parse(*argv):
    p = argparse.ArgumentParser()
    p.add_argument("--backend", default="embedded")
    add_ai2thor_arguments(p)
    return p.parse_args(argv)


def test_flags_become_backend_options():
    args = _parse("--backend", "ai2thor", "--ai2thor-platform", "Linux64", "--x-display", ":3",
                  "--ai2thor-executable", "/opt/thor/thor", "--ai2thor-quality", "Low")
    assert ai2thor_backend_options(args) == {"platform": "Linux64", "x_display": ":3",
                                             "local_executable_path": "/opt/thor/thor", "quality": "Low"}
    assert ai2thor_backend_options(_parse("--backend", "ai2thor")) == {}
    assert ai2thor_backend_options(_parse("--backend", "embedded")) == {}


@pytest.mark.parametrize("argv, message", [
    (("--backend", "embedded", "--x-display", ":1"),
     "--x-display: only for --backend ai2thor or auto, not --backend embedded"),
    (("--backend", "ai2thor", "--ai2thor-platform", "CloudRendering", "--ai2thor-executable", "/x"),
     "runs a local executable as Linux64.*What works"),
    (("--backend", "auto", "--ai2thor-platform", "CloudRendering", "--x-display", ":0"),
     "not used by platform='CloudRendering'"),
])
def test_invalid_combinations_are_refused_saying_what_works(argv, message):
    with pytest.raises(AI2ThorOptionError, match=message):
        ai2thor_backend_options(_parse(*argv))


def test_unknown_platform_is_an_argparse_error(capsys):
    with pytest.raises(SystemExit):
        _parse("--ai2thor-platform", "Windows")
    assert "invalid choice: 'Windows'" in capsys.readouterr().err


def test_render_without_a_build_fails_in_one_clear_line(tmp_path):
    jobs = tmp_path / "jobs.jsonl"  # one job: the job sampler is not what is tested here
    jobs.write_text(json.dumps({"split": "train", "task": "heat_simple", "object": "Apple", "receptacle": None,
                                "scene": 1, "seed": 0}) + "\n")
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT

    r = subprocess.run([sys.executable, "-m", "generators", "render", "--backend", "ai2thor", "--preset", "fast",
                        "--out", str(tmp_path / "out"), "--jobs", str(jobs), "--no-progress"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300, env={**os.environ, "HOME": str(tmp_path)})
    assert r.returncode != 0
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert "no Unity build at" in lines[0] and "python -m sim doctor" in lines[0]
    assert not (tmp_path / "out").exists()


def test_doctor_cli_runs():
    r = run_module("sim", "doctor", "--json", timeout=300)
    reports = {rep["name"]: rep for rep in json.loads(r.stdout)}
    assert set(reports) == {"embedded", "ai2thor", "auto"}
    assert r.returncode == (0 if reports["embedded"]["usable"] else 1)
