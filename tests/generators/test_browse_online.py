"""``browse --online FILE`` / ``--overlay JOB_ID``: a streaming verifier's run (an ``online.jsonl``
read as data) on the pages of its videos, bad files as one-line errors, the overlay mp4 and
contact sheet, and (in headless Chromium, skipped where it is absent) the checklist ticking as
the video is sought past a state's time."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from contracts.dataset.loader import read_manifest
from contracts.dataset.manifest import ManifestRow
from generators.browse import BrowseError, SiteConfig, build_site
from generators.browse.online_view import OnlineRun, parse_run
from contracts.files import is_temp_name
from tests.generators.test_browse import CHROMIUM, _chromium
from tests.support.tiny_rendered import with_no_video_row

N_STATES = 5


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> Path:
    return with_no_video_row(tmp_path_factory.getbasetemp())


@pytest.fixture(scope="module")
def rows(ds) -> list[ManifestRow]:
    return read_manifest(ds)


@pytest.fixture(scope="module")
def mistake(rows) -> ManifestRow:
    return next(r for r in rows if r.mistake_type and r.video)


def run_line(row: ManifestRow, flag_state: int | None = None) -> dict:
    """A synthetic online line of ``row``: N_STATES states evenly over the video, node k done from
    state k on (probability 0.9, else 0.1 + 0.1 k), a mistake flagged from ``flag_state`` on."""
    fps, n = row.fps, row.n_frames or 50
    nodes = [{"id": f"n{i}", "text": node["query"]} for i, node in enumerate(row.positive_graph["nodes"])]
    states = []
    for k in range(N_STATES):
        flagged = flag_state is not None and k >= flag_state
        states.append({"segment": k, "t_s": round(n / fps * (k + 1) / (N_STATES + 1), 2),
                       "verdict": "mistake" if flagged else ("complete" if k == N_STATES - 1 else "on_track"),
                       "mistake_type": row.mistake_type if flagged else None, "node": "n1" if flagged else None,
                       "done": {nd["id"]: 0.9 if i <= k else round(0.1 + 0.1 * k, 2) for i, nd in enumerate(nodes)},
                       "next": [nd["id"] for i, nd in enumerate(nodes) if i == k + 1], "score": 0.5})
    return {"job_id": row.job_id, "split": row.split, "twin": row.twin,
            "mistake_type": row.mistake_type, "fps": float(fps), "nodes": nodes, "states": states, "extra": [1]}


def write_jsonl(path: Path, lines: list) -> Path:
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    return path


@pytest.fixture(scope="module")
def online(tmp_path_factory, rows, mistake) -> Path:
    twin = next(r for r in rows if r.job_id == mistake.twin)
    return write_jsonl(tmp_path_factory.mktemp("online") / "online.jsonl",
                       [run_line(mistake, flag_state=2), run_line(twin)])


@pytest.fixture(scope="module")
def sites(ds, online, mistake, tmp_path_factory):
    """The same dataset browsed without and with the online file (and the mistake video's overlay)."""
    base = tmp_path_factory.mktemp("sites")
    plain = build_site(SiteConfig(ds, base / "plain", thumbnails=False))
    with_run = build_site(SiteConfig(ds, base / "online", thumbnails=False, online=(online,),
                                     overlays=(mistake.job_id,)))
    return plain, with_run


def test_page_shows_the_checklist_and_the_flag(sites, mistake):
    _, site = sites
    page = (site.out / "samples" / f"{mistake.job_id}.html").read_text()
    line = run_line(mistake, flag_state=2)
    assert 'id="checklist"' in page and 'src="../static/online.js"' in page
    for node in line["nodes"]:
        assert f'<li data-node="{node["id"]}">' in page and node["text"] in page
    flag_t = line["states"][2]["t_s"]
    duration = mistake.n_frames / mistake.fps
    markers = re.findall(r'class="flag" style="left:([0-9.]+)%" data-t="([0-9.]+)"', page)
    assert [(float(p), float(t)) for p, t in markers] == [(pytest.approx(100 * flag_t / duration, abs=1e-3), flag_t)]
    start = mistake.mistake_frames[0] / mistake.fps
    assert f"delay {flag_t - start:+.1f} s" in page and f"mistake: {mistake.mistake_type}" in page
    assert 'class="seg label-mistake"' in page  # the annotated span stays in the timeline, above the flag
    data = json.loads(re.search(r'<script type="application/json" id="online-data">(.*?)</script>', page).group(1))
    assert [s["t"] for s in data["states"]] == [s["t_s"] for s in line["states"]]
    assert data["states"][0]["p"][0] == 0.9 and data["states"][0]["p"][1] == 0.1
    assert f"twin {mistake.twin}: no flag" in page
    assert (site.out / "static" / "online.js").is_file()


def test_videos_without_a_run_are_unchanged(sites, rows, mistake):
    plain, site = sites
    with_run = {mistake.job_id, mistake.twin}
    others = [r for r in rows if r.job_id not in with_run]
    assert others
    for r in others:
        name = f"samples/{r.job_id}.html"
        assert (site.out / name).read_text() == (plain.out / name).read_text(), name
    twin_page = (site.out / "samples" / f"{mistake.twin}.html").read_text()
    assert 'id="checklist"' in twin_page and 'class="flag"' not in twin_page and "no flag" in twin_page
    assert (site.out / "index.html").read_text() == (plain.out / "index.html").read_text()


def test_overlay_mp4_and_contact_sheet(sites, ds, mistake):
    import cv2
    from PIL import Image

    from generators.browse.overlay import BAR_H, LINE, MIN_H, PANEL_W, SHEET_COLUMNS, sheet_states
    from sim.mp4 import mp4_frame_count

    _, site = sites
    mp4, png = site.overlays
    assert mp4 == site.out / "overlays" / f"{mistake.job_id}.online.mp4" and png.suffix == ".png"
    assert mp4_frame_count(mp4) == mistake.n_frames
    frames = []
    for video in (mp4, ds / mistake.video):
        cap = cv2.VideoCapture(str(video))
        frames.append(cap.read())
        cap.release()
    (ok, frame), (_, source) = frames
    h, w = source.shape[:2]
    scale = max(1, -(-MIN_H // h))
    assert ok and frame.shape[:2] == (h * scale + BAR_H + (h * scale + BAR_H) % 2,
                                      w * scale + PANEL_W + (w * scale + PANEL_W) % 2)
    run = parse_run(run_line(mistake, flag_state=2), "x:1")
    # a tile where a node is ticked (state k ticks node k) and where the flag is raised (state 2)
    assert sheet_states(run) == sorted(set(range(min(N_STATES, len(run.nodes)))) | {2})
    tiles, tile_w, tile_h = len(sheet_states(run)), max(w, 260), h + LINE * (2 + len(run.nodes)) + 8
    cols = min(SHEET_COLUMNS, tiles)
    with Image.open(png) as im:  # one tile per state change, SHEET_COLUMNS to a row
        assert im.size == (cols * (tile_w + 6) + 6, -(-tiles // cols) * (tile_h + 6) + 3 * LINE + 6)
    page = (site.out / "samples" / f"{mistake.job_id}.html").read_text()
    assert f'href="../overlays/{mistake.job_id}.online.mp4"' in page
    assert not [p for p in site.out.rglob("*") if is_temp_name(p.name)]


def test_an_interrupted_overlay_leaves_nothing(ds, online, mistake, tmp_path, monkeypatch):
    import generators.browse.overlay as overlay

    def stop(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(overlay, "write_sheet", stop)  # Ctrl-C after the mp4, before the sheet
    with pytest.raises(KeyboardInterrupt):
        build_site(SiteConfig(ds, tmp_path / "site", thumbnails=False, online=(online,),
                              overlays=(mistake.job_id,)))
    assert list(tmp_path.iterdir()) == []


def test_states_in_force_and_flags(mistake):
    line = run_line(mistake, flag_state=2)
    line["states"][4].update(verdict="mistake", mistake_type="wrong_step", node="n0")
    run: OnlineRun = parse_run(line, "f:1")
    times = [s.t_s for s in run.states]
    assert run.state_index_at(0.0) == -1 and run.state_index_at(times[0]) == 0
    assert run.state_index_at((times[1] + times[2]) / 2) == 1 and run.state_index_at(1e9) == 4
    assert [(f.t_s, f.mistake_type) for f in run.flags()] == [(times[2], mistake.mistake_type),
                                                              (times[4], "wrong_step")]


def test_a_state_with_an_alignment_ticks_its_done_set_not_the_probabilities(mistake):
    """The verdict comes from the best done set; the checklist shows that set, so "complete" never
    appears beside an unticked box (a node at p = 0.39 in the verdict's done set is ticked, one at
    p = 0.6 outside it is not); without an alignment the probabilities decide."""
    line = run_line(mistake)
    ids = [n["id"] for n in line["nodes"]]
    last = dict(line["states"][-1], verdict="complete", mistake_type=None, node=None,
                done={i: (0.39 if k == 0 else 0.9) for k, i in enumerate(ids)}, alignment={i: k for k, i in enumerate(ids)})
    first = dict(line["states"][0], done={i: 0.6 for i in ids}, alignment={})
    run = parse_run(dict(line, states=[first, last]), "f:1")
    assert [run.states[1].ticked(i) for i in ids] == [True] * len(ids)
    assert [run.states[0].ticked(i) for i in ids] == [False] * len(ids)
    bare = parse_run(dict(line, states=[{k: v for k, v in last.items() if k != "alignment"}]), "f:1")
    assert bare.states[0].ticked(ids[0]) is False and bare.states[0].ticked(ids[-1]) is True


def _bad_lines(good: dict) -> dict[str, tuple[list, str]]:
    def edit(**changes):
        return dict(good, **changes)

    state = dict(good["states"][0])
    return {
        "not JSON": ([good, "{not json"], r":2: not JSON"),
        "missing key": ([edit(), {k: v for k, v in good.items() if k != "states"}], r":2: line lacks \['states'\]"),
        "state key": ([edit(states=[{k: v for k, v in state.items() if k != "done"}])],
                      r":1: states\[0\] lacks \['done'\]"),
        "unknown job": ([edit(job_id="train_77777")], r":1: job_id 'train_77777' is not a video of"),
        "verdict": ([edit(states=[dict(state, verdict="late")])], r":1: states\[0\]: unknown verdict 'late'"),
        "node": ([edit(states=[dict(state, done={"n9": 1.0})])], r":1: states\[0\]: 'done' names node 'n9'"),
        "alignment": ([edit(states=[dict(state, alignment={"n9": 0})])], r":1: states\[0\]: 'alignment' must map"),
        "time order": ([edit(states=[dict(state, t_s=5.0), dict(state, t_s=1.0)])], r":1: states\[1\]: 't_s' 1.0"),
        "split": ([edit(split="novel_tasks")], r":1: split 'novel_tasks' of"),
        "twice": ([good, good], r":2: job_id '.*' again \(first at .*:1\)"),
        "not an object": ([[1, 2]], r":1: a line must be a JSON object"),
    }


@pytest.mark.parametrize("case", ["not JSON", "missing key", "state key", "unknown job", "verdict", "node", "alignment",
                                  "time order", "split", "twice", "not an object"])
def test_bad_online_files_are_one_line_errors(ds, mistake, tmp_path, case):
    lines, pattern = _bad_lines(run_line(mistake))[case]
    path = write_jsonl(tmp_path / "bad.jsonl", lines)
    with pytest.raises(BrowseError, match=re.escape(str(path)) + pattern) as info:
        build_site(SiteConfig(ds, tmp_path / "site", thumbnails=False, online=(path,)))
    assert "\n" not in str(info.value)
    assert not (tmp_path / "site").exists()


def test_other_bad_requests(ds, mistake, rows, online, tmp_path):
    with pytest.raises(BrowseError, match="online file .*nope.jsonl' not found"):
        build_site(SiteConfig(ds, tmp_path / "s", online=(tmp_path / "nope.jsonl",)))
    with pytest.raises(BrowseError, match="overlays need an online file"):
        build_site(SiteConfig(ds, tmp_path / "s", overlays=(mistake.job_id,)))
    other = next(r for r in rows if r.job_id not in (mistake.job_id, mistake.twin))
    with pytest.raises(BrowseError, match=f"overlay '{other.job_id}': no line for it in the online file"):
        build_site(SiteConfig(ds, tmp_path / "s", online=(online,), overlays=(other.job_id,)))
    torn = tmp_path / "torn.jsonl"  # the unterminated last line of a run still writing is skipped
    torn.write_text(json.dumps(run_line(mistake)) + "\n" + json.dumps(run_line(other))[:40])
    report = build_site(SiteConfig(ds, tmp_path / "s", thumbnails=False, online=(torn,)))
    assert 'id="checklist"' in (report.out / "samples" / f"{mistake.job_id}.html").read_text()
    assert 'id="checklist"' not in (report.out / "samples" / f"{other.job_id}.html").read_text()


def test_cli(ds, mistake, online, tmp_path):
    from tests.conftest import run_module

    bad = write_jsonl(tmp_path / "bad.jsonl", [run_line(mistake), "[oops"])
    proc = run_module("generators", "browse", str(ds), "--out", str(tmp_path / "site"), "--no-thumbnails",
                      "--online", str(bad))
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert proc.stderr.startswith(f"error: {bad}:2: not JSON")
    helptext = run_module("generators", "browse", "--help").stdout
    assert "--online" in helptext and "OUT/overlays/JOB_ID.online.mp4" in re.sub(r"\s+", "", helptext)


# CI (.ci/run sets EGOVERIFY_CI) must run it: `make test` installs Chromium
@pytest.mark.skipif(CHROMIUM is None and not os.environ.get("EGOVERIFY_CI"),
                    reason="headless Chromium is not installed (apt-get install chromium)")
def test_checklist_ticks_in_headless_chromium(sites, mistake, tmp_path):
    _, site = sites
    page = site.out / "samples" / f"{mistake.job_id}.html"
    line = run_line(mistake, flag_state=2)
    k = 2  # just past state 2's time: nodes 0-2 done, the flag raised
    target = round(line["states"][k]["t_s"] + 0.1, 2)
    body = {}
    for _ in range(3):  # the seek completes in the real-time media pipeline (see test_browse)
        dom = _chromium(["--dump-dom", page.as_uri() + f"#t={target}"], tmp_path).stdout
        body = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', re.search(r"<body[^>]*>", dom).group(0)))
        if "video-time" in body:
            break
    assert "video-time" in body, f"the page did not seek to #t={target} in three tries"
    assert int(body["online-state"]) == k and body["online-verdict"] == "mistake"
    assert int(body["online-done"]) == min(k + 1, len(line["nodes"]))
    ticked = re.findall(r'<li data-node="(n\d+)" class="done">', dom)
    assert ticked == [f"n{i}" for i in range(min(k + 1, len(line["nodes"])))]
