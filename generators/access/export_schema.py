"""The Hugging Face ``datasets`` schema of an exported dataset and the record of one sample.

Kept apart from :mod:`generators.access.export` so that the columns are read in one place. Arrow needs
a fixed schema, so the structured columns hold the fields every annotation has today (plan,
per-frame step / sub-task / action / boxes / target states, mistake); anything else (a future
per-frame ``distractor`` label, low-level actions, render settings) is in ``annotation_json``
and ``row_json``, which keep the annotation and manifest row verbatim.
"""
from __future__ import annotations

import json
from typing import Any

from contracts.dataset.annotation import Annotation, FrameRecord
from contracts.dataset.loader import Sample

STATE_BOOLS: tuple[str, ...] = ("hot", "cold", "clean", "sliced", "held")
LABEL_NAMES: list[str] = ["false", "true"]  # ClassLabel: 0 the description is false of the video


def hf_features():
    """The ``datasets.Features`` of every split (one schema, so splits concatenate)."""
    from datasets import ClassLabel, Features, List, Value

    s, i32 = Value("string"), Value("int32")
    graph = {"nodes": List({"query": s, "subtask": s, "object": s, "receptacle": s}), "edges": List(List(i32))}
    states = {k: Value("bool") for k in STATE_BOOLS} | {"in": s}
    frame = {"step": i32, "subtask": s, "action": i32, "states": states,
             "boxes": List({"object": s, "box": List(i32)})}
    mistake = {"type": s, "intended_task": s, "executed_task": s, "mistaken_subtask": s, "frame_range": List(i32)}
    annotation = {"plan": List({"action": s, "args": List(s)}), "subtask_of_step": List(s),
                  "frames": List(frame), "mistake": mistake}
    return Features({
        "sample_id": s, "video_id": s, "split": s, "label": ClassLabel(names=LABEL_NAMES),
        "description": s, "description_kind": s, "described_task": s, "graph": graph, "graph_text": s,
        "task": s, "object": s, "receptacle": s, "scene": i32, "complexity": i32, "ordering": i32,
        "negative_source": s, "mistake_type": s, "intended_task": s, "twin": s, "mistake_frames": List(i32),
        "n_frames": i32, "fps": Value("float32"), "video_path": s, "video_bytes": Value("binary"),
        "annotation": annotation, "annotation_json": s, "row_json": s,
    })


def _graph(graph: dict | None) -> dict | None:
    if not isinstance(graph, dict):
        return None
    nodes = [{k: n.get(k) for k in ("query", "subtask", "object", "receptacle")} for n in graph.get("nodes") or []]
    return {"nodes": nodes, "edges": [[int(a), int(b)] for a, b in graph.get("edges") or []]}


def _int(value: Any) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _frame(f: FrameRecord) -> dict:
    st = f.states or {}
    return {"step": f.step, "subtask": f.subtask, "action": f.action,
            "states": {k: st.get(k) for k in STATE_BOOLS} | {"in": st.get("in")},
            "boxes": [{"object": k, "box": list(b)} for k, b in f.boxes.items()]}


def _annotation(annotation: Annotation | None) -> dict | None:
    if annotation is None:
        return None
    m = annotation.mistake
    return {"plan": [{"action": p.action, "args": [str(a) for a in p.args]} for p in annotation.plan],
            "subtask_of_step": list(annotation.subtask_of_step or []),
            "frames": [_frame(f) for f in annotation.frames],
            "mistake": None if m is None else {"type": m.type, "intended_task": m.intended_task,
                                               "executed_task": m.executed_task,
                                               "mistaken_subtask": m.mistaken_subtask,
                                               "frame_range": None if m.frame_range is None else list(m.frame_range)}}


def hf_record(sample: Sample, annotation: Annotation | None, with_bytes: bool) -> dict:
    """One table row of a sample; ``with_bytes`` puts the mp4 itself in ``video_bytes``."""
    r = sample.row
    video = sample.video
    return {
        "sample_id": sample.sample_id, "video_id": sample.video_id, "split": sample.split, "label": sample.label,
        "description": sample.description, "description_kind": sample.kind,
        "described_task": sample.described_task, "graph": _graph(sample.graph), "graph_text": sample.graph_text,
        "task": r.task, "object": r.object, "receptacle": r.receptacle,
        "scene": _int(r.scene), "complexity": _int(r.complexity), "ordering": _int(r.ordering),
        "negative_source": r.negative_source, "mistake_type": r.mistake_type,
        "intended_task": r.intended_task, "twin": r.twin,
        "mistake_frames": list(r.mistake_frames) if r.mistake_frames is not None else None,
        "n_frames": _int(r.n_frames), "fps": r.fps,
        "video_path": str(video.resolve()) if video is not None else None,
        "video_bytes": video.read_bytes() if with_bytes and video is not None else None,
        "annotation": _annotation(annotation),
        "annotation_json": json.dumps(annotation.to_json(), sort_keys=True) if annotation is not None else None,
        "row_json": json.dumps(r.to_json(), sort_keys=True),
    }


CARD = """---
{{ front_matter }}---
# {{ name }}: EgoTV-style task verification samples

Exported from `{{ dataset }}` by `python -m generators export --format hf`. One row per
(video, description, label) sample: every video once with its positive description
(`label` 1, "true") and once with its negative (`label` 0, "false").

```python
import datasets
ds = datasets.load_from_disk("{{ out }}")                 # the saved DatasetDict
ds = datasets.load_dataset("{{ out }}")                   # the parquet files via this card
ds = datasets.load_dataset("parquet", data_files={"train": "{{ out }}/parquet/train.parquet"})
```

Splits: {% for split, n in samples.items() %}`{{ split }}` ({{ n }} samples)
{%- if not loop.last %}, {% endif %}{% endfor %}.
Videos: {% if video == "bytes" %}mp4 bytes in `video_bytes`
{%- else %}absolute paths in `video_path` (`video_bytes` is empty){% endif %}.
Structured columns: `graph` (nodes and edges of the description's task graph) and `annotation`
(plan, per-frame step, sub-task, action, boxes and target states, mistake); `annotation_json`
and `row_json` keep the annotation file and manifest row verbatim.
"""


def card_text(name: str, dataset: str, out: str, samples: dict[str, int], video: str) -> str:
    """The dataset card (README.md) whose YAML ``configs`` let ``load_dataset(OUT)`` read the parquet files."""
    import jinja2
    import yaml

    configs = {"configs": [{"config_name": "default", "data_files": [
        {"split": split, "path": f"parquet/{split}.parquet"} for split in samples]}]}
    template = jinja2.Template(CARD, keep_trailing_newline=True)
    return template.render(front_matter=yaml.safe_dump(configs, sort_keys=False), name=name, dataset=dataset,
                           out=out, samples=samples, video=video)
