"""Export a rendered dataset in standard formats: a Hugging Face ``datasets`` dataset,
WebDataset tar shards, or EgoTV's own trial folders
(``python -m generators export DATASET --format hf|webdataset|egotv OUT``).

Both hold one record per verification sample, i.e. per (video, description, label) as in
EgoTV: every video once with its positive description (label 1) and once with its negative
(label 0), in the manifest's splits. Records are built by :func:`contracts.dataset.loader.row_samples`,
so the exports agree with the loader and with ``nsg``.

- ``hf``: ``OUT`` is a ``DatasetDict`` written by ``save_to_disk`` (``datasets.load_from_disk``)
  plus ``OUT/parquet/<split>.parquet`` (``load_dataset("parquet", data_files=...)``, or
  ``load_dataset(OUT)`` through the dataset card ``OUT/README.md``). Graphs and
  the annotation's plan, per-frame labels and mistake are structured columns (schema:
  :mod:`generators.access.export_schema`); the full annotation and manifest row are kept verbatim as
  JSON strings so that labels added later survive the export. Videos are absolute paths
  (``video_path``) or, with ``video="bytes"``, the mp4 bytes (``video_bytes``).
- ``webdataset``: ``OUT/<split>-000000.tar`` ...; each sample is ``<key>.mp4`` (absent for a
  ``--no-video`` row), ``<key>.json`` (description, label, graph, manifest row),
  ``<key>.annotation.json`` and ``<key>.cls`` (the label).

- ``egotv``: EgoTV's release layout, one folder per video with ``video.mp4`` and
  ``traj_data.json``; see :mod:`generators.access.egotv_write` and docs/egotv.md.

``OUT/export.json`` records what was exported; it also marks ``OUT`` as ours, so ``overwrite``
never deletes a directory this module did not write.

Every format is written into a temporary sibling of ``OUT`` and renamed into place when
complete, under a lock beside ``OUT`` (a second export into ``OUT`` is refused while one runs), so an interrupted or failed export leaves the earlier export (or nothing), never a
valid-looking shard with part of the samples. Every video and annotation the manifest names is
checked before anything is written (render's resume check): a deleted or damaged video,
or an annotation that does not parse, is one line naming it.
"""
from __future__ import annotations

import json
import tempfile
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Iterable, Iterator, Sequence

from contracts.errors import UnknownNameError
from generators.access.egotv_write import write_egotv
from generators.access.export_schema import card_text, hf_features, hf_record
from contracts.dataset.loader import Sample, read_annotation, read_manifest, row_samples
from contracts.dataset.manifest import ManifestRow
from contracts.files import atomic_dir
from generators.dataset.outdir import DirectoryLock
from generators.dataset.verify import sample_problem
from generators.errors import ExportError

FORMATS: tuple[str, ...] = ("hf", "webdataset", "egotv")
# per format, its default first
VIDEO_MODES: dict[str, tuple[str, ...]] = {"hf": ("path", "bytes"), "webdataset": ("path",), "egotv": ("link", "copy")}
MARKER = "export.json"
DEFAULT_SHARD_SAMPLES = 1000


@dataclass(frozen=True)
class ExportConfig:
    dataset: Path
    out: Path
    format: str
    splits: tuple[str, ...] | None = None
    video: str | None = None  # hf: "path" (absolute paths, default) or "bytes"; egotv: "link" (default) or "copy"
    shard_samples: int = DEFAULT_SHARD_SAMPLES  # webdataset: samples per tar shard
    overwrite: bool = False


@dataclass
class ExportReport:
    out: str
    format: str
    samples: dict[str, int]
    files: list[str] = field(default_factory=list)
    seconds: float = 0.0
    skipped_no_video: int = 0  # rows without a video (egotv: no trial to write)
    videos: dict[str, int] = field(default_factory=dict)  # egotv: linked / copied


def _check(config: ExportConfig) -> None:
    if config.format not in FORMATS:
        raise UnknownNameError("format", config.format, FORMATS)
    if config.video is not None and config.video not in VIDEO_MODES[config.format]:
        raise UnknownNameError(f"{config.format} video mode", config.video, VIDEO_MODES[config.format])
    if config.shard_samples < 1:
        raise ExportError(f"shard size must be at least 1 sample, got {config.shard_samples}", setting="shard_samples")


def _check_out(config: ExportConfig) -> Path:
    """``OUT``, refused when it is the dataset, a file, or a non-empty directory that is not an
    earlier export (or one without ``overwrite``)."""
    out, dataset = Path(config.out), Path(config.dataset)
    if out.resolve() == dataset.resolve() or out.resolve() in dataset.resolve().parents:
        raise ExportError(f"output {str(out)!r} is or contains the dataset {str(dataset)!r}; choose another directory")
    if out.exists():
        if not out.is_dir():
            raise ExportError(f"output {str(out)!r} exists and is not a directory")
        if any(out.iterdir()):
            if not config.overwrite:
                raise ExportError(f"output directory {str(out)!r} is not empty; an earlier export is replaced "
                                  "only with overwrite set, or choose a new directory", setting="overwrite")
            if not (out / MARKER).is_file():
                raise ExportError(f"overwrite refused: {str(out)!r} has no {MARKER}, so it is not an export "
                                  f"written here; remove it yourself or choose a new directory", setting="overwrite")
    return out


def _check_files(dataset: Path, rows: list[ManifestRow]) -> None:
    """Refuse, before any work, a manifest naming a video or annotation that is missing, empty or
    damaged (a truncated mp4, an annotation that does not parse): an export without it would be
    another dataset, and one with it would hand users a file they cannot read. The check is
    render's resume check (:func:`generators.dataset.verify.sample_problem`), a few small reads
    per video."""
    bad = [why for row in rows if (why := sample_problem(dataset, row)) is not None]
    if bad:
        raise ExportError(f"{len(bad)} video(s) of the manifest have missing or damaged files, first {bad[0]}; "
                          f"re-render them (rendering into {str(dataset)!r} again with the dataset's settings "
                          "resumes and redoes damaged ones) or export other splits", setting="splits")


def _samples(dataset: Path, rows: Iterable[ManifestRow]) -> Iterator[tuple[Sample, dict | None]]:
    """Every sample of the manifest's ``rows`` (read once by the export) with its annotation (read
    once per video)."""
    for row in rows:
        pair = row_samples(row, dataset)
        annotation = read_annotation(pair[0].annotations)
        for s in pair:
            yield s, annotation


def _split_records(dataset: str, rows: list[ManifestRow], with_bytes: bool) -> Iterator[dict]:
    """The table rows of one split's manifest ``rows``, one at a time (mp4 bytes are never all in memory)."""
    for s, annotation in _samples(Path(dataset), rows):
        yield hf_record(s, annotation, with_bytes=with_bytes)


def export_hf(config: ExportConfig, rows: Sequence[ManifestRow], shown_out: Path | None = None) -> ExportReport:
    """Write the hf export into ``config.out``; the dataset card names ``shown_out`` (the final
    directory when ``config.out`` is its temporary sibling)."""
    import datasets

    if datasets.is_progress_bar_enabled():  # a CLI that prints one summary line, not bars per split
        datasets.disable_progress_bars()
    out = Path(config.out)
    features = hf_features()
    present = {r.split: None for r in rows}
    with tempfile.TemporaryDirectory(prefix="egotv-hf-") as cache:  # from_generator's Arrow files
        dd = datasets.DatasetDict({
            split: datasets.Dataset.from_generator(
                _split_records, features=features, cache_dir=cache,
                gen_kwargs={"dataset": str(config.dataset), "rows": [r for r in rows if r.split == split],
                            "with_bytes": config.video == "bytes"})
            for split in present})
        dd.save_to_disk(str(out))
        files = []
        for split, ds in dd.items():
            path = out / "parquet" / f"{split}.parquet"
            path.parent.mkdir(exist_ok=True)
            ds.to_parquet(str(path))
            files.append(str(path.relative_to(out)))
        counts = {k: len(v) for k, v in dd.items()}
    (out / "README.md").write_text(card_text(Path(config.dataset).resolve().name, str(config.dataset),
                                             str(shown_out or out), counts, config.video or "path"), encoding="utf-8")
    return ExportReport(str(out), "hf", counts, files + ["README.md"])


def wds_key(sample: Sample) -> str:
    """The WebDataset key of a sample: no dots (WebDataset splits names at the first dot)."""
    return f"{sample.video_id}_{sample.side[:3]}".replace(".", "_")


def wds_meta(sample: Sample) -> dict:
    return {"sample_id": sample.sample_id, "video_id": sample.video_id, "split": sample.split,
            "label": sample.label, "side": sample.side, "description": sample.description,
            "kind": sample.kind, "described_task": sample.described_task, "graph": sample.graph,
            "graph_text": sample.graph_text, "video": sample.row.video, "row": row_json(sample.row)}


def row_json(row: ManifestRow) -> dict:
    """A manifest row as its line in ``manifest.jsonl`` holds it (keys sorted), for the exports."""
    return dict(sorted(row.to_json().items()))


def export_webdataset(config: ExportConfig, rows: Sequence[ManifestRow]) -> ExportReport:
    import webdataset as wds

    out = Path(config.out)
    counts: dict[str, int] = {}
    files: list[str] = []
    writers: dict[str, object] = {}
    try:
        for s, annotation in _samples(Path(config.dataset), rows):
            if s.split not in writers:
                writers[s.split] = wds.ShardWriter(str(out / f"{s.split}-%06d.tar"), maxcount=config.shard_samples,
                                                   verbose=0)
            entry = {"__key__": wds_key(s), "json": wds_meta(s), "cls": s.label}
            if annotation is not None:
                entry["annotation.json"] = annotation.to_json()
            if s.video is not None:
                entry["mp4"] = s.video.read_bytes()
            writers[s.split].write(entry)
            counts[s.split] = counts.get(s.split, 0) + 1
    finally:
        for w in writers.values():
            w.close()
    files = sorted(p.name for p in out.glob("*.tar"))
    return ExportReport(str(out), "webdataset", counts, files)


def _export_egotv(config: ExportConfig, rows: list[ManifestRow]) -> ExportReport:
    rep = write_egotv(Path(config.dataset), Path(config.out), rows, config.video or VIDEO_MODES["egotv"][0])
    return ExportReport(str(config.out), "egotv", rep.trials, skipped_no_video=rep.skipped_no_video,
                        videos={"linked": rep.linked, "copied": rep.copied})


def export_dataset(config: ExportConfig) -> ExportReport:
    """Write ``config.dataset`` to ``config.out`` in ``config.format``; see the module docstring.
    Every format is built in a temporary sibling of ``OUT`` (:func:`contracts.files.atomic_dir`):
    on any error, Ctrl-C included, the earlier export (or nothing) stays."""
    _check(config)
    start = time.perf_counter()
    rows = read_manifest(config.dataset, config.splits)  # a clear error before OUT is touched
    with DirectoryLock(Path(config.out), "export", beside=True, setting=None):  # OUT's checks hold till the rename
        out = _check_out(config)
        _check_files(Path(config.dataset), rows)
        with atomic_dir(out) as tmp:
            staged = replace(config, out=tmp)
            if config.format == "egotv":
                report = _export_egotv(staged, rows)
            else:
                report = export_hf(staged, rows, out) if config.format == "hf" else export_webdataset(staged, rows)
            report.out = str(out)
            report.seconds = round(time.perf_counter() - start, 3)
            meta = asdict(report) | {"dataset": str(Path(config.dataset).resolve()),
                                     "video": config.video or VIDEO_MODES[config.format][0],
                                     "shard_samples": config.shard_samples}
            (tmp / MARKER).write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    return report

