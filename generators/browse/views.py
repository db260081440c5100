"""What the browser shows of one manifest row: header facts, descriptions, timeline, states and look.

Everything here is plain data (dataclasses) computed from the manifest row and its annotation;
the templates only lay it out. Timeline tracks are built from whatever per-frame labels the
annotation has, so a label added later (e.g. ``distractor``) gets its own track without changes
here: every per-frame key the annotation record does not know (``FrameRecord.extra``) becomes a
track.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from generators.browse.graph_svg import GraphDrawing, draw_graph
from generators.dataset.looks import LookView, look_view
from contracts.dataset.annotation import Annotation, Mistake
from contracts.dataset.loader import Span, spans
from contracts.dataset.manifest import ManifestRow
from contracts.plan import PlanStep

DESCRIPTION_SIDES: tuple[str, ...] = ("positive", "negative", "abstract", "abstract_negative")


@dataclass(frozen=True)
class Segment:
    """One coloured span of a track, placed in percent of the video's length."""

    label: str
    start_frame: int
    end_frame: int
    start_s: float
    left_pct: float
    width_pct: float
    css: str  # a CSS class naming the value (sub-task name, state value ...)
    title: str


@dataclass(frozen=True)
class Track:
    name: str
    segments: list[Segment]


@dataclass(frozen=True)
class DescriptionView:
    side: str
    kind: str | None
    text: str
    task: str | None
    label: str  # what the description is for this video: "true" / "false"
    graph_text: str | None
    drawing: GraphDrawing | None


@dataclass(frozen=True)
class PlanStepView:
    index: int
    action: str
    args: str
    subtask: str | None
    start_s: float | None


@dataclass
class SampleView:
    """One video's page (and its row on the index)."""

    id: str
    row: ManifestRow
    fps: float
    n_frames: int
    descriptions: list[DescriptionView] = field(default_factory=list)
    tracks: list[Track] = field(default_factory=list)
    state_tracks: list[Track] = field(default_factory=list)
    plan: list[PlanStepView] = field(default_factory=list)
    mistake: Mistake | None = None
    video_href: str | None = None
    thumb_href: str | None = None
    annotation_href: str | None = None
    prev_id: str | None = None
    next_id: str | None = None
    problems: list[str] = field(default_factory=list)  # files that could not be read, shown on the page
    online: Any = None  # online_view.OnlineView of a streaming verifier's run (browse --online)
    overlays: list[str] = field(default_factory=list)  # hrefs of its overlay mp4 / contact sheet (--overlay)
    look: LookView | None = None  # the drawn look (domain randomisation); None: no annotation to read it from

    @property
    def type_label(self) -> str:
        """The filter value of the index's "type" column: mistake type, else negative source."""
        if self.row.mistake_type:
            return f"mistake: {self.row.mistake_type}"
        return f"negative: {self.row.negative_source or 'unknown'}"


def css_name(value: Any) -> str:
    text = "".join(c if c.isalnum() else "-" for c in str(value).lower())
    return text.strip("-") or "none"


def _segments(runs: Sequence[Span], n: int, fps: float, label_of: Callable[[Any], str],
              css_of: Callable[[int, Any], str]) -> list[Segment]:
    """Segments of ``runs``; ``css_of(k, value)`` names the k-th run's colour class."""
    n = max(n, 1)
    out = []
    for k, r in enumerate(runs):
        label = label_of(r.value)
        out.append(Segment(label=label, start_frame=r.start, end_frame=r.end, start_s=round(r.start / fps, 3),
                           left_pct=round(100 * r.start / n, 3), width_pct=round(100 * (r.end - r.start + 1) / n, 3),
                           css=css_of(k, r.value),
                           title=f"{label}: frames {r.start}-{r.end} ({r.start / fps:.1f}-{(r.end + 1) / fps:.1f} s)"))
    return out


def _alternate(k: int, value: Any) -> str:
    """Neighbouring runs of a many-valued label (plan steps, receptacles) in alternating colours."""
    return f"alt-{k % 2}"


def _step_label(plan: Sequence[PlanStep], step: Any) -> str:
    if isinstance(step, int) and 0 <= step < len(plan):
        return f"{step} {plan[step].action}"
    return str(step)


def _is_range(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value)


def _label_value(value: Any, key: str) -> str | None:
    """The text a per-frame label shows: None (nothing drawn) for null, false and empty values."""
    if value is None or value is False or value == [] or value == {}:
        return None
    if value is True:
        return key
    if isinstance(value, dict):
        named = [value[k] for k in ("label", "name", "type", "object") if isinstance(value.get(k), str)]
        return named[0] if named else ", ".join(f"{k}={v}" for k, v in sorted(value.items()) if k != "frame_range")
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_label_value(v, key)) for v in value)
    return str(value)


def timeline_tracks(annotation: Annotation, row: ManifestRow, fps: float) -> list[Track]:
    """Plan steps, sub-tasks, any other per-frame label, and the mistake span."""
    frames = annotation.frames
    n = len(frames)
    tracks = [Track("plan step", _segments(spans([f.step for f in frames]), n, fps,
                                           lambda s: _step_label(annotation.plan, s), _alternate)),
              Track("sub-task", _segments(spans([f.subtask for f in frames]), n, fps, str,
                                          lambda k, v: f"sub-{css_name(v)}"))]
    extra = sorted({k for f in frames for k in f.extra})
    for key in extra:  # e.g. a future per-frame "distractor" label (a name, a flag, a dict or a list)
        values = [_label_value(f.extra.get(key), key) for f in frames]
        tracks.append(Track(key, _segments(spans(values), n, fps, str,
                                           lambda i, v, k=key: f"label-{css_name(k)}")))
    for key, ranges in annotation.labelled_ranges().items():  # e.g. a future list of [{"frame_range": ...}]
        runs = [Span(first, last, _label_value(entry, key)) for first, last, entry in ranges]
        tracks.append(Track(key, _segments(runs, n, fps, str, lambda i, v, k=key: f"label-{css_name(k)}")))
    mistake = annotation.mistake
    frame_range = (mistake.frame_range if mistake else None) or row.mistake_frames
    if _is_range(frame_range):
        kind = (mistake.type if mistake else None) or row.mistake_type or "mistake"
        run = Span(int(frame_range[0]), int(frame_range[1]), kind)
        tracks.append(Track("mistake", _segments([run], n, fps, lambda v: f"mistake: {v}",
                                                 lambda k, v: "label-mistake")))
    return [t for t in tracks if t.segments]


def state_tracks(annotation: Annotation, fps: float) -> list[Track]:
    """The target object's states over time: one track per state key (true spans, or values)."""
    states = annotation.frame_states() or []
    keys: list[str] = []
    for st in states:
        keys += [k for k in st if k not in keys]
    tracks = []
    for key in keys:
        values = [st.get(key) for st in states]
        if all(isinstance(v, bool) or v is None for v in values):
            runs = spans([True if v else None for v in values])
            tracks.append(Track(key, _segments(runs, len(states), fps, lambda v, k=key: k,
                                               lambda i, v, k=key: f"state-{css_name(k)}")))
        else:
            tracks.append(Track(key, _segments(spans(values), len(states), fps, str, _alternate)))
    return tracks


def plan_steps(annotation: Annotation, fps: float) -> list[PlanStepView]:
    first: dict[int, int] = {}
    for i, f in enumerate(annotation.frames):
        if f.step is not None:
            first.setdefault(f.step, i)
    return [PlanStepView(index=i, action=p.action, args=", ".join(map(str, p.args)),
                         subtask=annotation.step_subtask(i),
                         start_s=round(first[i] / fps, 3) if i in first else None)
            for i, p in enumerate(annotation.plan)]


def descriptions(row: ManifestRow, annotation: Annotation | None) -> list[DescriptionView]:
    """Every description the annotation carries (positive, negative, abstract ...), else the
    manifest's positive and negative, each with its graph drawn."""
    given = dict((annotation.descriptions if annotation else None) or {})
    out = []
    for side in list(DESCRIPTION_SIDES) + sorted(set(given) - set(DESCRIPTION_SIDES)):
        d = given.get(side)
        if d is not None:
            kind, text, task, graph = d.kind, d.text, d.task, d.graph
            graph_text = graph.to_text()
        elif side in ("positive", "negative"):
            kind, text, task = row.kind(side), row.description(side), row.described_task(side)
            graph, graph_text = row.task_graph(side), row.graph_text(side)
        else:
            continue
        if not text:
            continue
        out.append(DescriptionView(side=side, kind=kind, text=text, task=task,
                                   label="true" if side in ("positive", "abstract") else "false",
                                   graph_text=graph_text, drawing=draw_graph(graph) if graph is not None else None))
    return out


def sample_view(row: ManifestRow, annotation: Annotation | None, sample_id: str) -> SampleView:
    """The page data of one row; ``annotation`` is None for a ``--no-video`` row."""
    fps = float((annotation.fps if annotation else None) or row.fps or 5)
    n = int((annotation.n_frames if annotation else None) or row.n_frames or 0)
    view = SampleView(id=sample_id, row=row, fps=fps, n_frames=n, descriptions=descriptions(row, annotation))
    if annotation:
        view.tracks = timeline_tracks(annotation, row, fps)
        view.state_tracks = state_tracks(annotation, fps)
        view.plan = plan_steps(annotation, fps)
        view.mistake = annotation.mistake
        view.look = look_view(annotation.randomization)
    return view
