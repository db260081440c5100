"""The drawn looks of a randomised dataset in the browser and the statistics (issue 37): each
video's page lists its drawn values, the index says which axes were drawn, ``stats.json`` /
``stats.md`` / ``stats.html`` count videos per axis and give each drawn number's range; a plain
dataset's statistics are as before (no section) and its pages say "plain"."""
from __future__ import annotations

import json

import pytest

from contracts.dataset.loader import read_annotation, read_manifest
from contracts.dataset.manifest import ManifestRow
from generators.browse import SiteConfig, build_site
from generators.dataset import stats as ST
from generators.dataset.looks import PLAIN, format_value, look_stats, look_view
from sim.backends.embedded.randomize import draw_look
from tests.conftest import run_module
from tests.generators.test_randomize_dataset import render

OBJECTS = ["apple_1", "mug_1"]


def _look(setting: str, key: str) -> dict | None:
    """A look as the renderer records it (``Look.to_json``), without rendering."""
    look = draw_look(setting, key, OBJECTS)
    return None if look is None else look.to_json()


def _row(i: int, split: str = "train") -> ManifestRow:
    return ManifestRow.from_json({"job_id": f"{split}_{i:05d}", "split": split, "task": "heat_simple",
                                  "object": "Apple", "receptacle": None, "scene": 3, "n_frames": 50, "fps": 5.0,
                                  "duration_s": 10.0, "complexity": 1, "ordering": 0, "video": None,
                                  "annotations": None, "positive": "heat it", "negative": "cool it"})


def test_look_rows_show_every_drawn_value():
    look = _look("all", "3-7")
    view = look_view(look)
    assert view.axes == ("materials", "lighting", "objects", "camera") and view.label == ", ".join(view.axes)
    rows = {(r.axis, r.name): r for r in view.rows}
    assert rows["camera", "eye_height"].value == format_value(look["camera"]["eye_height"])
    assert rows["lighting", "temperature_k"].value == str(look["lighting"]["temperature_k"])
    assert {("materials", s) for s in ("floor", "wall", "counter", "cabinet")} <= set(rows)
    floor = rows["materials", "floor"]
    assert f"kind {look['materials']['floor']['kind']}" in floor.value and len(floor.swatches) == 2
    assert f"hue {format_value(look['objects']['mug_1']['hue'])}" in rows["objects", "mug_1"].value
    assert ("key", "3-7") in view.notes
    plain = look_view(None)
    assert plain.axes == () and plain.rows == () and plain.label == PLAIN
    assert format_value(3328) == "3328" and format_value(0.01234567) == "0.01235" and format_value(4321.6) == "4322"


def test_look_stats_count_axes_and_range_numbers_per_split():
    looks = [("train", _look("all", "1-1")), ("train", _look("camera", "1-2")), ("train", None),
             ("novel_scenes", _look("lighting", "27-1"))]
    s = look_stats(looks, ["train", "novel_scenes"])
    assert (s["videos"], s["randomised"]) == (4, 3)
    assert s["axes"] == {"materials": 1, "lighting": 2, "objects": 1, "camera": 2}
    assert s["splits"]["train"]["axes"] == {"materials": 1, "lighting": 1, "objects": 1, "camera": 2}
    assert (s["splits"]["train"]["videos"], s["splits"]["novel_scenes"]["randomised"]) == (3, 1)
    heights = sorted(look["camera"]["eye_height"] for _, look in looks if look and "camera" in look)
    assert s["values"]["camera.eye_height"] == {"count": 2, "min": heights[0], "median": round(sum(heights) / 2, 4),
                                               "max": heights[1]}
    temps = [look["lighting"]["temperature_k"] for _, look in looks if look and "lighting" in look]
    assert s["splits"]["novel_scenes"]["values"]["lighting.temperature_k"]["min"] == temps[1]
    assert s["values"]["objects.hue"]["count"] == len(OBJECTS)  # pooled over objects
    assert s["values"]["materials.repeat"]["count"] == 4 and "materials.noise_seed" not in s["values"]
    assert sum(s["kinds"]["materials.kind"].values()) == 4
    assert look_stats([("train", None), ("train", {})], ["train"]) is None


def test_plain_statistics_are_unchanged():
    rows = [_row(0), _row(1), _row(0, "novel_scenes")]
    plain = ST.compute_stats(rows)
    assert ST.compute_stats(rows, looks=[None, None, None]) == plain and "randomization" not in plain
    assert "randomisation" not in ST.stats_markdown(plain)
    rand = ST.compute_stats(rows, looks=[_look("camera", "3-1"), None, None])
    assert {k: v for k, v in rand.items() if k != "randomization"} == plain
    md = ST.stats_markdown(rand)
    assert "## Domain randomisation per split" in md and "| train | 2 | 1 | 1 |" in md
    assert md.replace(md[md.index("## Domain"):md.index("## Objects")], "") == ST.stats_markdown(plain)


@pytest.fixture(scope="module")
def randomised(tmp_path_factory):
    """One video rendered with ``--randomize all`` (about 6 s; the command's summary counts its
    drawn axes) and its site."""
    out = tmp_path_factory.mktemp("randomised") / "ds"
    proc = render(out)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "drawn looks: 1 of 1 videos (materials 1, lighting 1, objects 1, camera 1)" in proc.stderr
    return out, build_site(SiteConfig(out, tmp_path_factory.mktemp("site")))


def test_the_video_page_and_index_show_the_drawn_look(randomised):
    ds, site = randomised
    row = read_manifest(ds)[0]
    look = read_annotation(ds / row.annotations).randomization
    page = (site.out / "samples" / f"{row.job_id}.html").read_text()
    assert "drawn look" in page and "plain (no randomisation)" not in page
    assert f'<td class="mono">{format_value(look["camera"]["eye_height"])}</td>' in page
    assert f'<td class="mono">{look["lighting"]["temperature_k"]}</td>' in page
    assert f"kind {look['materials']['wall']['kind']}" in page and look["key"] in page
    assert 'data-look="materials, lighting, objects, camera"' in site.index.read_text()
    stats_page = (site.out / "stats.html").read_text()
    assert "Domain randomisation" in stats_page and "camera.fovy" in stats_page


def test_stats_of_a_randomised_dataset(randomised):
    ds, _ = randomised
    row = read_manifest(ds)[0]
    look = read_annotation(ds / row.annotations).randomization
    section = json.loads((ds / "stats.json").read_text())["randomization"]
    assert section["splits"]["train"]["axes"] == {"materials": 1, "lighting": 1, "objects": 1, "camera": 1}
    fov = look["camera"]["fovy"]
    assert section["values"]["camera.fovy"] == {"count": 1, "min": fov, "median": fov, "max": fov}
    md = (ds / "stats.md").read_text()
    assert "| train | 1 | 1 | 1 | 1 | 1 | 1 |" in md and "| lighting.temperature_k | all | 1 |" in md


def test_an_egotv_export_shows_the_looks_too(randomised, tmp_path):
    """EgoTV's layout has no stats.json: the site's statistics come from the pages' looks."""
    ds, _ = randomised
    proc = run_module("generators", "export", str(ds), "--format", "egotv", str(tmp_path / "egotv"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    site = build_site(SiteConfig(tmp_path / "egotv", tmp_path / "site"))
    look = read_annotation(ds / read_manifest(ds)[0].annotations).randomization
    page = next((site.out / "samples").glob("*.html")).read_text()
    assert f'<td class="mono">{format_value(look["camera"]["fovy"])}</td>' in page
    stats_page = (site.out / "stats.html").read_text()
    assert "1 of 1 videos have a drawn look" in stats_page and "camera.eye_height" in stats_page
