"""Runs of a streaming (online) verifier on the browser's pages: ``browse --online FILE``.

An ``online.jsonl`` (written by ``python -m nsg.online``, read here as plain data: generators
does not import nsg) has one JSON object per video::

    {"job_id", "split", "twin", "mistake_type", "fps", "nodes": [{"id", "text"}, ...],
     "states": [{"segment", "t_s", "verdict", "mistake_type", "node", "done": {id: p}, "next",
                 "alignment": {id: segment}}, ...]}

A state is what the verifier knew at the end of a segment (``t_s`` seconds), so it holds from
``t_s`` until the next state's time. A node is ticked when it is in the state's ``alignment``
(the done set the verdict was decided on, so a ``complete`` verdict always shows every box
ticked); a file without alignments ticks a node once its done-probability passes 0.5. A
*flag* is a state where the verdict turns to ``mistake`` (or the flagged type or node changes).
Unknown keys are fine; a missing file, a line that is not JSON, a missing or ill-typed required
key, or a video that is not in the dataset stop the build with one line naming the file, line
and key (the unterminated last line of a file still being written is skipped, as in manifests).
"""
from __future__ import annotations

import bisect
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from contracts.dataset.manifest import ManifestRow
from generators.errors import BrowseError

VERDICTS: tuple[str, ...] = ("on_track", "mistake", "complete")
REQUIRED_KEYS: tuple[str, ...] = ("job_id", "split", "nodes", "states")
STATE_KEYS: tuple[str, ...] = ("segment", "t_s", "verdict", "done")
DONE_AT = 0.5  # without an alignment, a node is ticked when its done-probability passes this


@dataclass(frozen=True)
class OnlineNode:
    id: str
    text: str


@dataclass(frozen=True)
class OnlineState:
    segment: int
    t_s: float
    verdict: str
    mistake_type: str | None
    node: str | None
    done: dict[str, float]
    next: tuple[str, ...] = ()
    alignment: dict[str, int] | None = None     # the verdict's done set (node id -> segment)

    def ticked(self, node_id: str) -> bool:
        if self.alignment is not None:
            return node_id in self.alignment
        return self.done.get(node_id, 0.0) > DONE_AT


@dataclass(frozen=True)
class OnlineRun:
    """One video's line of an online file; ``where`` is ``file:line``."""

    job_id: str
    split: str
    twin: str | None
    mistake_type: str | None
    fps: float | None
    nodes: tuple[OnlineNode, ...]
    states: tuple[OnlineState, ...]
    where: str

    def state_index_at(self, t: float) -> int:
        """Index of the last state with ``t_s <= t`` (-1 before the first)."""
        return bisect.bisect_right([s.t_s for s in self.states], t + 1e-6) - 1

    def flags(self) -> list[OnlineState]:
        """States where a mistake is raised: the verdict turns to ``mistake``, or its type or node changes."""
        out, prev = [], None
        for s in self.states:
            key = (s.mistake_type, s.node) if s.verdict == "mistake" else None
            if key is not None and key != prev:
                out.append(s)
            prev = key
        return out

    def node_text(self, node_id: str | None) -> str:
        return next((n.text for n in self.nodes if n.id == node_id), str(node_id))


def _fail(where: str, message: str) -> BrowseError:
    return BrowseError(f"{where}: {message}")


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _optional_str(obj: dict, key: str, where: str) -> str | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, str):
        raise _fail(where, f"{key!r} must be a string or null, got {value!r}")
    return value


def _nodes(value: object, where: str) -> tuple[OnlineNode, ...]:
    if not isinstance(value, list):
        raise _fail(where, f"'nodes' must be a list of {{\"id\", \"text\"}} objects, got {value!r}")
    nodes = []
    for k, n in enumerate(value):
        if not isinstance(n, dict) or not isinstance(n.get("id"), str) or not isinstance(n.get("text"), str):
            raise _fail(where, f"nodes[{k}] must be an object with string 'id' and 'text', got {n!r}")
        if any(m.id == n["id"] for m in nodes):
            raise _fail(where, f"nodes[{k}]: node id {n['id']!r} appears twice")
        nodes.append(OnlineNode(n["id"], n["text"]))
    return tuple(nodes)


def _state(k: int, s: object, ids: set[str], where: str) -> OnlineState:
    if not isinstance(s, dict):
        raise _fail(where, f"states[{k}] must be an object, got {s!r}")
    missing = [key for key in STATE_KEYS if key not in s]
    if missing:
        raise _fail(where, f"states[{k}] lacks {missing}; required state keys: {list(STATE_KEYS)}")
    if not _number(s["t_s"]) or s["t_s"] < 0:
        raise _fail(where, f"states[{k}]: 't_s' must be seconds (a number >= 0), got {s['t_s']!r}")
    if s["verdict"] not in VERDICTS:
        raise _fail(where, f"states[{k}]: unknown verdict {s['verdict']!r}; valid verdicts: {list(VERDICTS)}")
    done = s["done"]
    if not isinstance(done, dict) or not all(_number(p) for p in done.values()):
        raise _fail(where, f"states[{k}]: 'done' must map node ids to probabilities, got {done!r}")
    unknown = sorted(set(done) - ids)
    if unknown:
        raise _fail(where, f"states[{k}]: 'done' names node {unknown[0]!r}, not in 'nodes' {sorted(ids)}")
    nxt = s.get("next") or []
    if not isinstance(nxt, list) or not all(isinstance(n, str) for n in nxt):
        raise _fail(where, f"states[{k}]: 'next' must be a list of node ids, got {nxt!r}")
    align = s.get("alignment")
    if align is not None and (not isinstance(align, dict) or not set(align) <= ids
                              or not all(isinstance(g, int) for g in align.values())):
        raise _fail(where, f"states[{k}]: 'alignment' must map node ids of 'nodes' {sorted(ids)} to segments, "
                           f"got {align!r}")
    return OnlineState(segment=s["segment"] if isinstance(s["segment"], int) else k, t_s=float(s["t_s"]),
                       verdict=s["verdict"], mistake_type=_optional_str(s, "mistake_type", f"{where}: states[{k}]"),
                       node=None if s.get("node") is None else str(s["node"]),
                       done={str(i): float(p) for i, p in done.items()}, next=tuple(nxt),
                       alignment=None if align is None else {str(i): int(g) for i, g in align.items()})


def parse_run(line: dict, where: str) -> OnlineRun:
    """One line of an online file as an :class:`OnlineRun` (a :class:`BrowseError` naming ``where``
    and the key when it is not one)."""
    missing = [k for k in REQUIRED_KEYS if k not in line]
    if missing:
        raise _fail(where, f"line lacks {missing}; required keys: {list(REQUIRED_KEYS)}")
    for key in ("job_id", "split"):
        if not isinstance(line[key], str) or not line[key]:
            raise _fail(where, f"{key!r} must be a non-empty string, got {line[key]!r}")
    fps = line.get("fps")
    if fps is not None and (not _number(fps) or fps <= 0):
        raise _fail(where, f"'fps' must be a positive number, got {fps!r}")
    nodes = _nodes(line["nodes"], where)
    if not isinstance(line["states"], list):
        raise _fail(where, f"'states' must be a list, got {line['states']!r}")
    ids = {n.id for n in nodes}
    states = tuple(_state(k, s, ids, where) for k, s in enumerate(line["states"]))
    for k in range(1, len(states)):
        if states[k].t_s < states[k - 1].t_s:
            raise _fail(where, f"states[{k}]: 't_s' {states[k].t_s} is before the previous state's "
                               f"{states[k - 1].t_s}: states must be in time order")
    return OnlineRun(job_id=line["job_id"], split=line["split"], twin=_optional_str(line, "twin", where),
                     mistake_type=_optional_str(line, "mistake_type", where),
                     fps=float(fps) if fps is not None else None, nodes=nodes, states=states, where=where)


def _lines(path: Path) -> Iterable[tuple[str, dict]]:
    if not path.is_file():
        raise BrowseError(f"online file {str(path)!r} not found (an online.jsonl of `python -m nsg.online`)",
                          setting="online")
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    for lineno, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as exc:
            if lineno == len(lines):  # no newline after it: the torn last line of a run still writing
                continue
            raise BrowseError(f"{path}:{lineno}: not JSON ({exc})") from exc
        if not isinstance(obj, dict):
            raise BrowseError(f"{path}:{lineno}: a line must be a JSON object, got {obj!r}")
        yield f"{path}:{lineno}", obj


def read_online(paths: Iterable[str | Path], rows: Iterable[ManifestRow], dataset: str | Path = "the dataset"
                ) -> dict[str, OnlineRun]:
    """The runs of every online file, by job id, checked against the dataset's manifest ``rows``
    (every row, not only the browsed splits): each video once, known, in its split."""
    split_of = {r.identity(): r.split for r in rows}
    runs: dict[str, OnlineRun] = {}
    for path in paths:
        for where, line in _lines(Path(path)):
            run = parse_run(line, where)
            if run.job_id not in split_of:
                raise _fail(where, f"job_id {run.job_id!r} is not a video of {dataset} (manifest.jsonl)")
            if run.split != split_of[run.job_id]:
                raise _fail(where, f"split {run.split!r} of {run.job_id!r} is {split_of[run.job_id]!r} in the "
                                   f"manifest: is this file from another dataset?")
            if run.job_id in runs:
                raise _fail(where, f"job_id {run.job_id!r} again (first at {runs[run.job_id].where})")
            runs[run.job_id] = run
    return runs


@dataclass(frozen=True)
class Flag:
    t_s: float
    left_pct: float
    mistake_type: str | None
    node: str | None
    title: str


@dataclass(frozen=True)
class Change:
    """A row of the page's list of state changes: what the verifier said new at ``t_s``."""

    t_s: float
    verdict: str
    ticked: list[str]
    flag: bool


@dataclass
class OnlineView:
    """What a sample page shows of a run: the checklist, verdict track, flags and span."""

    run: OnlineRun
    duration_s: float
    data: dict  # the states as the page's script reads them (JSON)
    verdicts: list = field(default_factory=list)  # views.Segment
    flags: list[Flag] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    span: tuple[float, float] | None = None  # the annotated mistake, seconds
    span_type: str | None = None
    twin_note: str | None = None


def _verdict_label(s: OnlineState) -> str:
    if s.verdict == "mistake":
        return f"mistake: {s.mistake_type or '?'}"
    return s.verdict.replace("_", " ")


def _verdict_segments(run: OnlineRun, duration: float, fps: float) -> list:
    from generators.browse.views import Segment

    out, k = [], 0
    while k < len(run.states):
        s, j = run.states[k], k + 1
        while j < len(run.states) and _verdict_label(run.states[j]) == _verdict_label(s):
            j += 1
        end = run.states[j].t_s if j < len(run.states) else duration
        left, right = (min(100.0, max(0.0, 100 * t / duration)) for t in (s.t_s, max(end, s.t_s)))
        label = _verdict_label(s)
        out.append(Segment(label=label, start_frame=round(s.t_s * fps), end_frame=max(round(end * fps) - 1, 0),
                           start_s=round(s.t_s, 3), left_pct=round(left, 3), width_pct=round(right - left, 3),
                           css=f"online-{s.verdict.replace('_', '-')}",
                           title=f"{label}: {s.t_s:.1f}-{end:.1f} s (states {k}-{j - 1})"))
        k = j
    return out


def mistake_span(row: ManifestRow, fps: float) -> tuple[float, float] | None:
    """The annotated mistake of a manifest row in seconds (``mistake_frames`` [first, last])."""
    frames = row.mistake_frames
    if isinstance(frames, (list, tuple)) and len(frames) == 2 and all(isinstance(f, int) for f in frames):
        return round(frames[0] / fps, 3), round((frames[1] + 1) / fps, 3)
    return None


def _twin_note(run: OnlineRun, row: ManifestRow, runs: dict[str, OnlineRun]) -> str | None:
    twin = run.twin or row.twin
    if not twin:
        return None
    if twin not in runs:
        return f"twin {twin}: no online run"
    flags = runs[twin].flags()
    if not flags:
        return f"twin {twin}: no flag"
    alarm = "" if runs[twin].mistake_type else " (a false alarm: the twin is the correct execution)"
    return f"twin {twin}: flagged {flags[0].mistake_type or '?'} at {flags[0].t_s:.1f} s{alarm}"


def online_view(run: OnlineRun, row: ManifestRow, fps: float, n_frames: int,
                runs: dict[str, OnlineRun]) -> OnlineView:
    """The page data of ``run`` on the page of manifest ``row`` (``fps``, ``n_frames``: the video's)."""
    fps = fps or run.fps or 5.0
    last = run.states[-1].t_s if run.states else 0.0
    duration = max(n_frames / fps if n_frames else 0.0, last, 1e-6)
    span = mistake_span(row, fps)
    flags = []
    for k, s in enumerate(run.flags()):
        title = f"flag {k + 1}: {s.mistake_type or 'mistake'} at {run.node_text(s.node)} ({s.node}), {s.t_s:.1f} s"
        if span is not None:
            title += f"; annotated mistake from {span[0]:.1f} s: delay {s.t_s - span[0]:+.1f} s"
        flags.append(Flag(t_s=round(s.t_s, 3), left_pct=round(min(100.0, 100 * s.t_s / duration), 3),
                          mistake_type=s.mistake_type, node=s.node, title=title))
    flagged = {f.t_s for f in flags}
    changes, before = [], None
    for s in run.states:
        ticked = [n.text for n in run.nodes if s.ticked(n.id) and not (before and before.ticked(n.id))]
        if before is None or ticked or _verdict_label(s) != _verdict_label(before) or round(s.t_s, 3) in flagged:
            changes.append(Change(t_s=round(s.t_s, 3), verdict=_verdict_label(s), ticked=ticked,
                                  flag=round(s.t_s, 3) in flagged and s.verdict == "mistake"))
        before = s
    data = {"nodes": [n.id for n in run.nodes],
            "states": [{"t": s.t_s, "v": s.verdict, "verdict": _verdict_label(s), "mistake": s.verdict == "mistake",
                        "node": run.node_text(s.node) if s.node else None,
                        "p": [round(s.done.get(n.id, 0.0), 3) for n in run.nodes],
                        "k": [int(s.ticked(n.id)) for n in run.nodes],
                        "next": [run.node_text(n) for n in s.next]} for s in run.states]}
    return OnlineView(run=run, duration_s=round(duration, 3), data=data,
                      verdicts=_verdict_segments(run, duration, fps), flags=flags, changes=changes, span=span,
                      span_type=row.mistake_type or run.mistake_type,
                      twin_note=_twin_note(run, row, runs))
