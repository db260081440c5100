"""A real two-node Ray run (issue 37), slow: a Ray cluster of a head and a second node started
with ``ray start`` on this machine (separate temp dirs, one CPU and a custom resource each, so
each node holds one of the two render actors), a small dataset rendered across both with
``--executor ray --ray-address``, the second node killed mid-run (every process of it, SIGKILL,
as a preempted cloud machine disappears). The run must finish on the head's actor, log the lost
worker with the node it ran on, and write a manifest byte-identical to an uninterrupted run's,
with the same videos and annotations and no temporary file. The recovery is printed.

Run with ``make test-slow`` (or ``pytest -m slow tests/generators/test_ray_two_nodes.py -s``)."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from contracts.files import read_jsonl
from tests.conftest import ROOT
from tests.generators.test_faults_ray import (Run, data_files, reference, render_cmd, temporaries,  # noqa: F401
                                              wait_for_rows)  # reference: the uninterrupted run (a fixture)

pytest.importorskip("ray")
pytestmark = pytest.mark.slow

# token authentication off: the nodes, the driver and nothing else share this throw-away cluster
ENV = {**os.environ, "RAY_AUTH_MODE": "disabled", "RAY_USAGE_STATS_ENABLED": "0", "OMP_NUM_THREADS": "1"}
RAY = str(Path(sys.executable).with_name("ray"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Node:
    """One ``ray start --block`` in its own process group: killing the group ends the node
    (raylet, its workers and the actors on it) and nothing else."""

    def __init__(self, tmp: Path, name: str, *args: str):
        self.log = tmp / f"{name}.log"
        self.proc = subprocess.Popen([RAY, "start", "--block", "--node-ip-address=127.0.0.1", "--num-cpus=1",
                                      f"--temp-dir={tmp / name}", "--disable-usage-stats", *args],
                                     stdout=self.log.open("w"), stderr=subprocess.STDOUT, env=ENV,
                                     start_new_session=True)
        self.pgid = self.proc.pid

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(30)


def ancestors_groups(pid: int) -> set[int]:
    """Process groups of ``pid`` and its ancestors (Ray's workers lead their own group; their
    raylet is in the group of the ``ray start`` that made it)."""
    groups = set()
    while pid > 1:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        pid, group = int(fields[1]), int(fields[2])
        groups.add(group)
    return groups


def wait_for_nodes(address: str, n: int, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = subprocess.run([RAY, "status", f"--address={address}"], capture_output=True, text=True, env=ENV,
                             timeout=60).stdout
        if "second_node" in out and out.count(" node_") >= n:
            return
        time.sleep(2)
    pytest.fail(f"the Ray cluster at {address} did not come up with {n} nodes")


@pytest.fixture
def cluster(tmp_path_factory):
    tmp = Path("/tmp") / f"egoray-{os.getpid()}"  # Ray's socket paths must stay short
    tmp.mkdir(exist_ok=True)
    port = free_port()
    address = f"127.0.0.1:{port}"
    head = Node(tmp, "head", "--head", f"--port={port}", "--include-dashboard=false",
                '--resources={"head_node": 1}')
    nodes = [head]
    try:
        time.sleep(5)
        nodes.append(Node(tmp, "second", f"--address={address}", '--resources={"second_node": 1}'))
        wait_for_nodes(address, 2)
        yield address, nodes[1]
    finally:
        for node in reversed(nodes):
            node.kill()
        shutil.rmtree(tmp, ignore_errors=True)


def test_losing_the_second_node_mid_run_changes_nothing_in_the_dataset(cluster, reference, tmp_path, capsys,
                                                                       monkeypatch):
    address, second = cluster
    for key in ("RAY_AUTH_MODE", "RAY_USAGE_STATS_ENABLED"):
        monkeypatch.setenv(key, ENV[key])  # the driver joins the cluster as the nodes did
    run = Run(render_cmd(tmp_path, "--executor", "ray", "--workers", "2", "--ray-address", address))
    pids = run.worker_pids()
    assert len(pids) == 2
    # one actor on each node (one CPU each): the second node's descends from that node's raylet
    on_second = [p for p in pids if second.pgid in ancestors_groups(p)]
    assert len(on_second) == 1, (pids, second.proc.pid)
    wait_for_rows(tmp_path, 1, run)
    lost_at = time.monotonic()
    second.kill()  # the whole node: raylet, its workers, the actor on it
    rc, out, err = run.wait(600)
    took = time.monotonic() - lost_at
    assert rc == 0, err[-3000:]
    assert "Traceback" not in err
    lost = [ln for ln in err.splitlines() if "was lost while rendering" in ln]
    assert len(lost) == 1, err[-3000:]
    assert f"(pid {on_second[0]}," in lost[0] and "retrying" in lost[0] and "same seed" in lost[0]
    assert (tmp_path / "manifest.jsonl").read_bytes() == (reference / "manifest.jsonl").read_bytes()
    assert data_files(tmp_path) == data_files(reference)
    assert temporaries(tmp_path) == []
    assert [f["stage"] for f in read_jsonl(tmp_path / "failures.jsonl")] == ["worker"]
    with capsys.disabled():
        print(f"\ntwo-node Ray run, second node (actor pid {on_second[0]}) killed after the first video:")
        for line in err.splitlines():
            if line.startswith("Ray worker"):
                print("  " + line)
        print(f"  run finished {took:.0f} s after the node was lost; manifest, videos and annotations equal "
              "the uninterrupted run's; no temporary file")
