"""Contact sheets: one row per labelled span, frames from each span, a clear error for a bad id."""
import json

import pytest
from PIL import Image

from contracts.dataset.loader import LoaderError, read_manifest
from generators.browse.contact_sheet import sheet_rows, write_contact_sheet
from tests.conftest import run_module
from tests.support.tiny_rendered import rendered


def test_rows_follow_the_spans_and_sample_each_evenly():
    labels = ["heat"] * 10 + ["distractor"] * 3 + ["clean"] * 7
    strips = sheet_rows(labels, 4)
    assert [(s.label, s.start, s.end) for s in strips] == [("heat", 0, 9), ("distractor", 10, 12), ("clean", 13, 19)]
    assert strips[0].frames == [0, 3, 6, 9] and strips[1].frames == [10, 11, 12] and strips[2].frames[-1] == 19


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return rendered(tmp_path_factory.mktemp("sheet"))


def test_sheet_of_a_rendered_video_has_a_row_per_span(dataset, tmp_path):
    row = read_manifest(dataset)[0]
    ann = json.loads((dataset / row.annotations).read_text())
    n_spans = len(sheet_rows([f["subtask"] for f in ann["frames"]], 3))
    out = write_contact_sheet(dataset, row.job_id, tmp_path / "s.png", per_span=3)
    w, h = ann["render"]["width"], ann["render"]["height"]
    img = Image.open(out)
    assert img.height == n_spans * (h + 4) + 24 and img.width == 150 + 3 * (w + 4)
    proc = run_module("generators", "contact-sheet", str(dataset), "no_such_video")
    assert proc.returncode == 2 and "no video 'no_such_video'" in proc.stderr
    with pytest.raises(LoaderError, match="videos are named like"):
        write_contact_sheet(dataset, "nope", tmp_path / "x.png")
