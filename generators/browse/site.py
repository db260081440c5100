"""Write the static browser site of a rendered dataset (``python -m generators browse``).

Layout of the site directory ``OUT`` (default ``DATASET/site``)::

    OUT/index.html            every video, with filters by split, task and type
    OUT/split_<split>.html    the same, one split
    OUT/samples/<id>.html     one page per video: video, timeline, states, descriptions + graphs
    OUT/stats.html            the dataset's statistics and plots (copied into OUT/plots/)
    OUT/thumbs/<id>.jpg       middle-frame thumbnails
    OUT/overlays/<id>.online.mp4, .png   a streaming verifier's run drawn over one video (--overlay)
    OUT/static/site.css, site.js

Pages are Jinja2 templates (``generators/browse/templates``); no server is needed. A row whose
annotation cannot be read still gets a page that says why, so one bad file does not hide the
rest of the dataset. ``online``: streaming verifiers' runs (``online.jsonl``) to show on the pages
of their videos (:mod:`generators.browse.online_view`); pages of other videos are unchanged.
"""
from __future__ import annotations

import json
import shutil
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from generators.browse.media import place_file, relative_href, write_thumbnail
from generators.browse.online_view import OnlineRun, online_view, read_online
from generators.browse.views import SampleView, sample_view
from generators.dataset.looks import look_stats
from generators.dataset.outdir import DirectoryLock
from generators.errors import BrowseError
from contracts.dataset.loader import LoaderError, read_annotation, read_manifest, video_id
from contracts.dataset.manifest import ManifestRow
from contracts.library.splits import SPLIT_NAMES
from contracts.dataset.layout import STATS_JSON, STATS_MD
from contracts.files import atomic_dir

HERE = Path(__file__).resolve().parent
SITE_DIRNAME = "site"


@dataclass(frozen=True)
class SiteConfig:
    """What to browse and where to write it. ``out`` None: ``DATASET/site``."""

    dataset: Path
    out: Path | None = None
    splits: tuple[str, ...] | None = None
    thumbnails: bool = True
    copy_videos: bool = False
    title: str | None = None
    online: tuple[Path, ...] = ()  # online.jsonl files of a streaming verifier
    overlays: tuple[str, ...] = ()  # job ids whose run is drawn over the video (needs ``online``)


@dataclass
class SiteReport:
    out: Path
    videos: int
    pages: int
    thumbnails: int
    seconds: float
    problems: list[str] = field(default_factory=list)
    overlays: list[Path] = field(default_factory=list)  # --overlay files, in the final site directory

    @property
    def index(self) -> Path:
        return self.out / "index.html"


def _environment():
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.ChainableUndefined)
    env.filters["wbr"] = _break_at_underscores
    return env


def _break_at_underscores(value: object):
    """Escaped text with a line-break opportunity after each underscore, so that long task names
    (``slice_then_clean_and_place``) wrap at word boundaries in narrow table cells."""
    from markupsafe import Markup, escape

    return Markup("_<wbr>").join(escape(str(value)).split("_"))


def _site_path(config: SiteConfig) -> Path:
    return Path(config.out) if config.out is not None else Path(config.dataset) / SITE_DIRNAME


def _out_dir(config: SiteConfig) -> Path:
    dataset = Path(config.dataset)
    out = _site_path(config)
    if out.resolve() == dataset.resolve():
        raise BrowseError(f"site directory {str(out)!r} is the dataset directory itself; pick a new directory "
                          f"(default {str(dataset / SITE_DIRNAME)!r})", setting="out")
    if out.exists() and not out.is_dir():
        raise BrowseError(f"site directory {str(out)!r} exists and is not a directory", setting="out")
    if out.is_dir() and any(out.iterdir()) and not (out / "index.html").is_file():
        # the new site replaces the directory: never one that is not an earlier site
        raise BrowseError(f"site directory {str(out)!r} is not empty and holds no site (no index.html); it would "
                          "be replaced: pick a new directory", setting="out")
    return out


def _view(row: ManifestRow, dataset: Path, out: Path, config: SiteConfig, problems: list[str]) -> SampleView:
    vid = video_id(row)
    annotation, trouble = None, []
    ann_path = dataset / row.annotations if row.annotations else None
    try:
        annotation = read_annotation(ann_path)
    except LoaderError as exc:
        trouble.append(str(exc))
    view = sample_view(row, annotation, vid)
    if ann_path is not None and ann_path.is_file():
        view.annotation_href = relative_href(ann_path, out)
    video = dataset / row.video if row.video else None
    if video is not None and video.is_file():
        if config.copy_videos:
            copied = out / "videos" / row.video
            place_file(video, copied)
            video = copied
        view.video_href = relative_href(video, out)
        thumb = out / "thumbs" / f"{vid}.jpg"
        fresh = thumb.is_file() and thumb.stat().st_mtime >= video.stat().st_mtime
        if config.thumbnails and (fresh or write_thumbnail(video, thumb)):
            view.thumb_href = f"thumbs/{vid}.jpg"
    elif video is not None:
        trouble.append(f"video {str(video)!r} listed in the manifest does not exist")
    view.problems = trouble
    problems += [f"{vid}: {t}" for t in trouble]
    return view


def _stats(dataset: Path, rows: list[ManifestRow], out: Path, views: list[SampleView]) -> dict:
    """Context of stats.html: the dataset's stats.json when present, else computed from rows; the
    randomisation section from stats.json, else from the looks of the pages (an EgoTV export, or
    statistics written before they had one)."""
    from generators.dataset.stats import compute_stats

    path = dataset / STATS_JSON
    stats = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else compute_stats(rows)
    plots = []
    for png in sorted((dataset / "plots").glob("*.png")):
        place_file(png, out / "plots" / png.name)
        plots.append(f"plots/{png.name}")
    md = dataset / STATS_MD
    types = {}
    for split in _ordered_splits(rows):
        rs = [r for r in rows if r.split == split]
        negatives = Counter(r.negative_source or "unknown" for r in rs)
        mistakes = Counter(r.mistake_type for r in rs if r.mistake_type)
        types[split] = {"negative": dict(sorted(negatives.items())), "mistake": dict(sorted(mistakes.items()))}
    randomization = stats.get("randomization") or look_stats(
        ((v.row.split, v.look.drawn if v.look else None) for v in views), _ordered_splits(rows))
    return {"stats": stats, "plots": plots, "types": types, "source": STATS_JSON if path.is_file() else None,
            "randomization": randomization,
            "stats_md": relative_href(md, out) if md.is_file() else None,
            "stats_json": relative_href(path, out) if path.is_file() else None}


def _ordered_splits(rows: Iterable[ManifestRow]) -> list[str]:
    present = {r.split for r in rows}
    return [s for s in SPLIT_NAMES if s in present]


def build_site(config: SiteConfig) -> SiteReport:
    """Write the site for ``config.dataset`` and say what was written. The site is built in a
    temporary sibling of ``--out`` and renamed into place when complete (thumbnails and copied
    videos of an earlier site are linked in and reused), so an interrupted build leaves the
    earlier site or none; a lock beside ``--out`` refuses a second build into it meanwhile."""
    start = time.perf_counter()
    dataset = Path(config.dataset)
    order = {s: i for i, s in enumerate(SPLIT_NAMES)}  # a manifest still being written is in completion order
    rows = sorted(read_manifest(dataset, config.splits),  # ours or EgoTV's layout; a clear error before any write
                  key=lambda r: (order.get(r.split, len(order)), r.index or 0, video_id(r)))
    runs = _online_runs(config, dataset, rows)
    with DirectoryLock(_site_path(config), "browse", beside=True, setting="out"):  # checks hold till the rename
        final = _out_dir(config)
        with atomic_dir(final, keep=("thumbs", "videos")) as out:
            report = _write_site(config, dataset, rows, out, runs)
    report.out = final
    report.overlays = [final / rel.relative_to(out) for rel in report.overlays]
    report.seconds = time.perf_counter() - start
    return report


def _online_runs(config: SiteConfig, dataset: Path, rows: list[ManifestRow]) -> dict[str, OnlineRun]:
    """The ``online`` runs, read and checked before anything is written; each of ``overlays``
    must name a browsed video that has a run and a video file."""
    if config.overlays and not config.online:
        raise BrowseError("overlays need an online file (the online.jsonl whose run is drawn)", setting="online")
    if not config.online:
        return {}
    runs = read_online(config.online, read_manifest(dataset) if config.splits else rows, dataset)
    browsed = {video_id(r): r for r in rows}
    for vid in config.overlays:
        if vid not in runs:
            raise BrowseError(f"overlay {vid!r}: no line for it in the online file(s) "
                              f"{', '.join(map(str, config.online))}", setting="overlays")
        if vid not in browsed:
            raise BrowseError(f"overlay {vid!r} is not in the browsed splits {list(config.splits or [])}",
                              setting="overlays")
        if not browsed[vid].video or not (dataset / browsed[vid].video).is_file():
            raise BrowseError(f"overlay {vid!r}: the video has no file to draw on", setting="overlays")
    return runs


def _add_online(view: SampleView, runs: dict[str, OnlineRun], config: SiteConfig, dataset: Path, out: Path) -> None:
    run = runs.get(view.id)
    if run is None:
        return
    view.online = online_view(run, view.row, view.fps, view.n_frames, runs)
    if view.id in config.overlays:
        from generators.browse.overlay import write_overlay

        for path in write_overlay(dataset / view.row.video, run, view.row, out / "overlays"):
            view.overlays.append(relative_href(path, out))


def _write_site(config: SiteConfig, dataset: Path, rows: list[ManifestRow], out: Path,
                runs: dict[str, OnlineRun]) -> SiteReport:
    problems: list[str] = []
    views = [_view(r, dataset, out, config, problems) for r in rows]
    for v in views:
        _add_online(v, runs, config, dataset, out)
    for prev, cur, nxt in zip([None] + views[:-1], views, views[1:] + [None]):
        cur.prev_id = prev.id if prev else None
        cur.next_id = nxt.id if nxt else None

    env = _environment()
    splits = _ordered_splits(rows)
    site = {"title": config.title or f"{dataset.resolve().name}: dataset browser", "splits": splits}
    counts = [(s, n) for s, n in sorted(Counter(r.split for r in rows).items(), key=lambda kv: splits.index(kv[0]))]
    options = {"split": splits, "task": sorted({r.task for r in rows}),
               "type": sorted({v.type_label for v in views})}
    if any(v.look and v.look.axes for v in views):  # a plain dataset's index stays as it was
        options["look"] = sorted({v.look.label for v in views if v.look})

    def write(rel: str, template: str, **context) -> None:
        root = "../" * rel.count("/")
        html = env.get_template(template).render(site=site, root=root, counts=counts, options=options, **context)
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(html, encoding="utf-8")

    write("index.html", "index.html.j2", views=views, heading="All splits", preselect=None)
    for s in splits:
        write(f"split_{s}.html", "index.html.j2", views=[v for v in views if v.row.split == s],
              heading=f"Split {s}", preselect=s)
    for v in views:
        write(f"samples/{v.id}.html", "sample.html.j2", v=v)
    write("stats.html", "stats.html.j2", **_stats(dataset, rows, out, views))
    static = out / "static"
    static.mkdir(exist_ok=True)
    for f in (HERE / "static").iterdir():
        shutil.copyfile(f, static / f.name)
    return SiteReport(out=out, videos=len(views), pages=len(views) + len(splits) + 2,
                      thumbnails=sum(1 for v in views if v.thumb_href), seconds=0.0, problems=problems,
                      overlays=[out / h for v in views for h in v.overlays])
