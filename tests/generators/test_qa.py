"""Situated QA: every answer re-derived independently from the exported graph (read back with
networkx) and the raw annotation files; balancing; programs; the Knowledge-Module executor."""
from __future__ import annotations

import json
import re
from collections import Counter

import networkx as nx
import numpy as np
import pytest

from contracts.dataset.loader import read_manifest
from generators.procedural import kg
from generators.procedural.qa import QAConfig, generate, template_names
from generators.procedural.qa_derive import LENGTH_BIN, POSITION_BIN
from tests.conftest import run_module
from tests.support.procedural_data import tiny_dataset

SKILL = {"heat": "HeatObject", "cool": "CoolObject", "clean": "CleanObject", "slice": "SliceObject",
         "place": "PlaceObject", "pick": "PickupObject"}
TOKEN_TYPE = {"knife": "Knife", "butter_knife": "ButterKnife", "counter": "CounterTop", "dining_table": "DiningTable",
              "sink": "SinkBasin", "stove_burner": "StoveBurner", "coffee_machine": "CoffeeMachine"}


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    ds = tiny_dataset()
    out = tmp_path_factory.mktemp("pkg")
    assert run_module("generators", "pkg", "--out", str(out)).returncode == 0
    raw = json.loads((out / "pkg.json").read_text())
    raw.pop("schema")
    graph = nx.node_link_graph(raw, directed=True, multigraph=True, edges="links")
    proc = run_module("generators", "qa", str(ds))
    assert proc.returncode == 0, proc.stderr
    qs = [json.loads(line) for line in (ds / "qa.jsonl").read_text().splitlines()]
    rows = {row.job_id: row for row in read_manifest(ds)}
    return ds, graph, qs, rows


def out(g, head, rel):
    return sorted(t for _, t, r in g.out_edges(head, keys=True) if r == rel)


def rtype(instance: str) -> str:
    tok = re.sub(r"_\d+$", "", instance)
    return TOKEN_TYPE.get(tok, "".join(w.capitalize() for w in tok.split("_")))


def runs(frames):
    """(sub-task, first, last) runs of the raw per-frame sub-task labels (distractor activity is
    no step of the task)."""
    res = []
    for i, f in enumerate(frames):
        if res and res[-1][0] == f["subtask"]:
            res[-1][2] = i
        else:
            res.append([f["subtask"], i, i])
    return [tuple(x) for x in res if x[0] is not None and x[0] != "distractor"]


def closure(g, task, sub, rel):
    start = f"Step:{task}/{sub}"
    return {n.split("/")[1] for n in nx.descendants(nx.DiGraph(
        [(h, t) for h, t, r in g.edges(keys=True) if r == rel and h.startswith(f"Step:{task}/")]), start)} \
        if any(h == start for h, _, r in g.edges(keys=True) if r == rel) else set()


def request_outcome(asked, asked_rec, order, placed):
    """A request (task name, receptacle) checked against what was done, from the task-name
    grammar (``_then_`` orders groups, ``_and_`` joins a group): complete, the one fault, or
    None for two faults or extra steps."""
    groups = [set(x.split("_and_")) for x in asked.replace("_simple", "").split("_then_")]
    want, did = set().union(*groups), set(order)
    pos = {s: i for i, s in enumerate(order)}
    faults = []
    if any(pos[a] > pos[b] for g1, g2 in zip(groups, groups[1:]) for a in g1 for b in g2 if a in pos and b in pos):
        faults.append("order")
    if "place" in want and "place" in did and placed != asked_rec:
        faults.append("wrong_receptacle")
    missing, extra = want - did, did - want
    if missing or extra:
        if len(missing) != 1 or len(extra) > 1:
            return None
        faults.append("wrong_step" if extra else "missing_step")
    return "complete" if not faults else faults[0] if len(faults) == 1 else None


def containing(steps, span):
    """Index of the step whose last CLIP frames the clip is (clips are the end of a step)."""
    a, b = span
    hits = [k for k, (_, s, e) in enumerate(steps) if e == b and s <= a and b - a + 1 == min(8, e - s + 1)]
    assert len(hits) == 1, (span, steps)
    return hits[0]


def rederive(q, ann, row, g):
    """The right answer (and any other right answers) from the graph and the raw annotation."""
    steps = runs(ann["frames"])
    task = ann["task"]
    t = q["template"]
    if t == "task_status_end":
        ground = q["program"][0]
        asked, receptacle = ground["entity"].split(":", 1)[1], ground.get("receptacle")
        placed = [rtype(p["args"][1]) for p in ann["high_level_plan"] if p["action"] == "PlaceObject"]
        label = request_outcome(asked, receptacle, [s for s, _, _ in steps], placed[0] if placed else None)
        if row.intended_task == asked and row.intended_receptacle == receptacle:
            assert label == row.mistake_type, (asked, receptacle, label, row.mistake_type)
        if not row.mistake_type and asked == task and receptacle == row.receptacle:
            assert label == "complete"
        assert label is not None, (asked, receptacle, steps)
        return {f"Outcome:{label}"}
    k = containing(steps, q["spans"][0])
    sub = steps[k][0]
    act = f"Action:{SKILL[sub]}"
    if t in ("next_step", "previous_step"):
        j = k + (1 if t == "next_step" else -1)
        return {f"Action:{SKILL[steps[j][0]]}"} if 0 <= j < len(steps) else {"Nothing:nothing"}
    if t in ("required_before", "blocked_if_skipped"):
        linked = closure(g, task, sub, "PRECEDED_BY" if t == "required_before" else "PRECEDES")
        assert len(linked) <= 1
        return {f"Action:{SKILL[x]}" for x in linked} or {"Nothing:nothing"}
    if t == "missing_if_skipped":
        return set(out(g, act, "RESULTS_IN_STATE"))
    if t == "state_after":
        before = ann["frames"][max(0, steps[k][1] - 1)]["states"]
        after = ann["frames"][steps[k][2]]["states"]
        new = {f"State:{s}" for s in ("hot", "cold", "clean", "sliced") if after[s] and not before[s]}
        if sub == "place" and after["in"] == ann["place_receptacle"]:
            new.add("State:placed")
        return new
    step = f"Step:{task}/{sub}"
    slice_tool = [p["args"][1] for p in ann["high_level_plan"] if p["action"] == "SliceObject"]
    instrument = (out(g, step, "USES_DEVICE") or
                  ([f"Tool:{rtype(slice_tool[0])}"] if out(g, step, "USES_TOOL") else ["Nothing:nothing"]))
    if t == "device_or_tool":
        return set(instrument)
    if t == "device_purpose":
        return set(out(g, instrument[0], "HAS_PURPOSE")) if instrument[0] != "Nothing:nothing" else set(instrument)
    if t == "first_of_two":
        k1, k2 = sorted(containing(steps, s) for s in q["spans"])
        return {f"Action:{SKILL[steps[k1][0]]}"}
    if t == "remaining_after":
        return {f"Action:{SKILL[s]}" for s, _, _ in steps[k + 1:]} or {"Nothing:nothing"}
    if t == "place_destination":
        return {f"Receptacle:{rtype(p['args'][1])}" for p in ann["high_level_plan"] if p["action"] == "PlaceObject"}
    raise AssertionError(f"no independent check for template {t}")


def test_every_answer_is_rederived_from_graph_and_annotations(data):
    ds, g, qs, rows = data
    assert qs
    anns = {}
    for q in qs:
        ann = anns.setdefault(q["video_id"], json.loads((ds / q["annotations"]).read_text()))
        right = rederive(q, ann, rows[q["video_id"]], g)
        assert q["answer_id"] in right, (q["qid"], q["answer_id"], right)
        assert q["candidate_ids"][q["answer_index"]] == q["answer_id"]
        assert len(q["candidates"]) == 5 and len(set(q["candidate_ids"])) == 5
        assert not (set(q["candidate_ids"]) - {q["answer_id"]}) & right, q["qid"]  # no second right answer
        assert q["split"] == rows[q["video_id"]].split


def test_programs_are_hops_over_grounded_entities(data):
    _, g, qs, _ = data
    rels = set(kg.schema()["relations"]) | set(kg.schema()["situated_relations"])
    for q in qs:
        prog = q["program"]
        assert prog[0]["op"] == "ground" and prog[0]["entity"] in g
        for hop in prog[1:]:
            assert hop["op"] == "ground" or hop["relation"] in rels
            if hop["op"] == "hop" and not hop["situated"] and "|" not in hop["to"]:
                if hop["to"] == "Nothing:nothing":  # 'nothing': the head has no tail under the relation
                    assert not out(g, hop["from"], hop["relation"]), hop
                else:
                    assert g.has_edge(hop["from"], hop["to"], key=hop["relation"]), hop
        assert q["rationale"].endswith(".") and len(q["rationale"]) > 20


def test_questions_do_not_name_the_shown_step_or_object(data):
    _, _, qs, _ = data
    for q in qs:
        if q["template"] == "task_status_end":
            continue
        words = set(re.findall(r"[a-z]+", q["question"].lower()))
        assert not words & {"heat", "cool", "clean", "slice", "place", q["object"].lower()}, q["question"]
        assert not re.search(r"\d", q["question"])  # the clip's frames are beside the text, not in it


def test_each_answer_value_is_right_equally_often_and_shown_about_equally_often():
    """Within each balance group (split and stratum: the clip's place in the video, or the
    request and video length for task_status_end) every kept value is the answer equally often."""
    ds = tiny_dataset()
    qs, summary = generate(ds, QAConfig())
    per = {}
    for q in qs:
        per.setdefault((q["template"], *map(str, q["balance_group"])), []).append(q)
    assert per
    for key, group in per.items():
        assert key[1] == group[0]["split"]
        answers = Counter(q["answer_id"] for q in group)
        assert len(set(answers.values())) == 1 and len(answers) >= 5, (key, answers)
        shown = Counter(c for q in group for c in q["candidate_ids"])
        assert max(shown.values()) - min(shown.values()) <= max(3, 0.3 * max(shown.values())), (key, shown)
        if key[0] != "task_status_end":  # a clip: the end of one step, same length, same stratum place
            assert {len(q["spans"]) for q in group} == {len(q["spans"]) for q in group[:1]}
            assert all(b - a + 1 <= 8 for q in group for a, b in q["spans"])
            if len(group[0]["spans"]) == 1:  # one clip: its step's place and its end frame's bin
                assert {q["spans"][0][1] // POSITION_BIN for q in group} == {group[0]["balance_group"][2]}
        else:  # task_status_end: one request, videos of one length bin
            assert {q["program"][0]["entity"] for q in group} == {f"Task:{group[0]['balance_group'][1]}"}
            assert {q["spans"][0][1] // LENGTH_BIN for q in group} == {group[0]["balance_group"][2]}


def test_unknown_template_is_refused():
    from contracts.errors import UnknownNameError

    with pytest.raises(UnknownNameError, match="next_step"):
        QAConfig(templates=("nxt_step",)).chosen()
    assert len(template_names()) >= 12


def test_knowledge_modules_execute_programs(data):
    """Modules on random entity vectors (no encoder needed): GT grounding answers nearly all
    questions; a grounding that always sees the wrong order does worse."""
    import torch

    from generators.procedural.episodes import load_episodes
    from nsg.kml import Executor, KMLConfig, KnowledgeModules
    from nsg.qa_grounding import GroundTruthSource, VideoView

    torch.set_num_threads(1)
    ds, _, qs, _ = data
    rng = np.random.default_rng(0)
    emb = {n: (v := rng.normal(size=64)) / np.linalg.norm(v) for n in kg.kg().nodes}
    mods = KnowledgeModules(emb, KMLConfig(steps=200)).fit()
    eps = {e.video_id: e for e in load_episodes(ds)}
    ex = Executor(mods)
    gt = {v: GroundTruthSource().view(e) for v, e in eps.items()}
    acc = np.mean([ex.answer(q, gt[q["video_id"]], eps[q["video_id"]]) == q["answer_index"] for q in qs])
    assert acc >= 0.9
    rev = {v: VideoView(w.task, [(s, 10**6 - b, 10**6 - a) for s, a, b in w.steps][::-1]) for v, w in gt.items()}
    racc = np.mean([ex.answer(q, rev[q["video_id"]], eps[q["video_id"]]) == q["answer_index"] for q in qs])
    assert racc < acc


def test_every_derivation_of_every_template_is_rederived(data):
    """Before balancing (which drops most of a tiny dataset), all templates, every step."""
    from generators.procedural.episodes import load_episodes
    from generators.procedural.qa import derive_all

    ds, g, _, rows = data
    raw = derive_all(load_episodes(ds), QAConfig())
    assert set(raw) == set(template_names())
    seen = Counter()
    for t, items in raw.items():
        for item in items:
            ann = json.loads(open(item.episode.annotation_path).read())
            q = {"template": t, "spans": [list(s) for s in item.spans], "program": item.program}
            right = rederive(q, ann, rows[item.episode.video_id], g)
            assert item.answer in right and item.valid <= right, (t, item.episode.video_id, item.answer, right)
            seen[t] += 1
    assert all(seen[t] for t in template_names() if t != "task_status_end" or seen[t]), seen


def test_nsg_predictions_become_step_spans(data, tmp_path):
    """An NSG evaluation's predictions.jsonl (positive samples, one segment per graph node) is
    read into frame spans through the run's segment length and feature rate."""
    from generators.procedural.episodes import load_episodes
    from nsg.errors import NSGError
    from nsg.qa_grounding import PredictedStepSource, nsg_step_predictions

    ds, _, _, rows = data
    eps = load_episodes(ds)
    e = next(x for x in eps if len(x.steps) >= 2)
    graph = rows[e.video_id].positive_graph_text
    from contracts.language.graphs import parse_graph_text

    n = len(parse_graph_text(graph).nodes)
    lines = [{"sample_id": f"{e.split}/{e.video_id}:pos", "split": e.split, "label": 1, "prob": 0.9,
              "prediction": 1, "segments": list(range(n))[::-1], "graph": graph},
             {"sample_id": f"{e.split}/{e.video_id}:neg", "split": e.split, "label": 0, "prob": 0.1,
              "prediction": 0, "segments": [0] * n, "graph": graph}]
    path = tmp_path / "predictions.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    got = nsg_step_predictions(path, eps, segment_frames=4, feature_fps=2.5)
    steps = got[e.video_id]
    assert len(steps) == n and all(a <= b for _, a, b in steps)
    assert steps[0][1] > steps[-1][1]  # node 0 was aligned to the last segment
    view = PredictedStepSource(got).view(e)
    assert [s for s, _, _ in view.steps] == [s for s, _, _ in sorted(steps, key=lambda x: x[1])]
    assert PredictedStepSource({}).view(e) is None
    with pytest.raises(NSGError, match="nsg.evaluate"):
        nsg_step_predictions(tmp_path / "missing.jsonl", eps, 4, 2.5)
