"""``generators browse`` on a directory in EgoTV's layout (issue 40): the README says every reader
reads that layout, but browse refused even a clean export of ours, with an error naming as
missing the folders it had found. It now builds the same site as for the dataset it came from."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from generators.commands.main import main as generators_main
from tests.support.tiny_rendered import rendered


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    tiny = rendered(tmp_path_factory.getbasetemp())
    out = tmp_path_factory.mktemp("browse_egotv") / "release"
    assert generators_main(["export", str(tiny), str(out), "--format", "egotv"]) == 0
    return out


def test_browse_reads_an_egotv_layout_folder(release, tmp_path, capsys):
    site = tmp_path / "site"
    assert generators_main(["browse", str(release), "--out", str(site), "--no-thumbnails"]) == 0
    out = capsys.readouterr().out
    videos = int(re.match(r"(\d+) videos", out).group(1))
    trials = list(release.rglob("traj_data.json"))
    assert videos == len(trials) > 0 and "warning" not in out
    pages = list((site / "samples").glob("*.html"))
    assert len(pages) == videos and all("<video" in p.read_text() for p in pages)
