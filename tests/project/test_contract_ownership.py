"""Who owns the data that flows between floors, checked on the source (an ast scan, so lazy
imports and every file count): the manifest row, the plan and the annotation are read only through
their typed classes, nsg reads contracts rather than the generators, and strips holds STRIPS and
ViLPAct only."""
from __future__ import annotations

import ast
from pathlib import Path

from contracts.dataset.annotation import KEYS as ANNOTATION_TOP_KEYS
from contracts.dataset.manifest import FIELD_NAMES as MANIFEST_KEYS
from contracts.plan import REQUIRED as PLAN_REQUIRED

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ("contracts", "strips", "sim", "generators", "nsg", "bench")
OWNERS = {"contracts/dataset/manifest.py", "contracts/plan.py", "contracts/dataset/annotation.py",
          "contracts/dataset/annotation_parts.py",
          "contracts/dataset/egotv_read.py",  # egotv_read builds annotations from EgoTV's own keys
          "nsg/run_record.py"}
# what a manifest row or a plan is called; any other value under these names must be renamed
ROW_NAMES = {"row", "rows", "r", "rec", "record", "manifest_row", "source_row"}
PLAN_NAMES = {"plan", "plan_json", "plan_spec", "spec"}
PLAN_KEYS = set(PLAN_REQUIRED) | {"check", "completion_step", "subtask_of_step", "place_receptacle",
                                  "initial_state", "planning_time_s", "distractors"}
# what an annotation (or a part of one) is called, and the functions whose result is one: a raw
# key read on such a name, or on a name bound from such a call, is flagged
ANNOTATION_NAMES = {"ann", "anns", "annotation", "annotation_json", "traj_annotation", "frame", "frames", "fr",
                    "mistake", "distractor", "requirement", "req"}
ANNOTATION_READERS = {"read_annotation", "annotation_from_traj", "annotation_json", "nsg_annotation",
                      "loader_read_annotation"}
ANNOTATION_KEYS = (set(ANNOTATION_TOP_KEYS) | {"step", "subtask", "action", "boxes", "states", "args", "success"}
                   | {"type", "intended_task", "executed_task", "mistaken_subtask", "frame_range", "verified", "twin"}
                   | {"kind", "steps", "before_subtask", "strips_atom", "simulator_key", "expected"}
                   | {"text", "graph", "graph_text", "initial", "after_step"})
# keys only an annotation or a plan carries: a read of one is flagged whatever the holder is called
OWNED_ONLY_KEYS = {"high_level_plan", "low_level_actions", "symbolic_states", "final_check", "subtask_of_step",
                   "goal_requirements", "strips_atom", "simulator_key", "before_subtask", "mistaken_subtask",
                   "executed_task", "frame_range", "after_step"}
# what a trained NSG run's checkpoint dict is called, and the keys it carries (nsg.run_record owns it)
RUN_NAMES = {"state", "ckpt", "checkpoint", "run_state", "saved", "run"}
RUN_KEYS = {"model", "optimizer", "epoch", "best_val_f1", "history", "rng", "config", "options", "feature_spec",
            "graphs", "batches_done", "interrupted"}
# modules whose ``state`` is another checkpoint than an NSG run's (the T5 parser's own)
RUN_ELSEWHERE = {"nsg/parser/t5/fit.py"}
MAX_NSG_NAMES_FROM_GENERATORS = 20


def _files(*packages: str):
    for pkg in packages:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _holder(node: ast.AST) -> str | None:
    """The variable a subscript or ``.get`` is taken of: ``row`` in ``row["x"]``,
    ``rows[i]["x"]`` and ``self.row.get("x")``."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _annotation_bound(tree: ast.AST) -> set[str]:
    """Names a module binds to an annotation reader's result (``x = read_annotation(p)``)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name in ANNOTATION_READERS:
                out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return out


def raw_key_reads() -> list[str]:
    found = []
    for path, tree in _files(*LIBRARY):
        rel = str(path.relative_to(ROOT))
        if rel in OWNERS:
            continue
        annotations = ANNOTATION_NAMES | _annotation_bound(tree)
        for node in ast.walk(tree):
            key = holder = None
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                key, holder = node.slice.value, _holder(node.value)
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                  and node.args and isinstance(node.args[0], ast.Constant)):
                key, holder = node.args[0].value, _holder(node.func.value)
            elif (isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant)
                  and isinstance(node.ops[0], (ast.In, ast.NotIn))):
                key, holder = node.left.value, _holder(node.comparators[0])
            if not isinstance(key, str) or holder is None:
                continue
            if ((holder in ROW_NAMES and key in MANIFEST_KEYS) or (holder in PLAN_NAMES and key in PLAN_KEYS)
                    or (holder in annotations and key in ANNOTATION_KEYS) or key in OWNED_ONLY_KEYS
                    or (holder in RUN_NAMES and key in RUN_KEYS and rel not in RUN_ELSEWHERE)):
                found.append(f"{rel}:{node.lineno}: {holder}[{key!r}]")
    return found


def test_no_manifest_plan_or_annotation_key_is_read_outside_the_typed_classes():
    found = raw_key_reads()
    assert not found, ("read these through ManifestRow / PlanSpec / Annotation / RunRecord attributes:\n"
                       + "\n".join(found))


def test_the_scan_sees_a_raw_read(monkeypatch):
    """Guards the test above: the scan flags the forms it is meant to flag, and only those."""
    code = ("def f(row, rows, plan_json, failure, path, d, counts, state, stats):\n"
            "    data = read_annotation(path)\n"
            "    return (row['split'], rows[0].get('twin'), 'job_id' in row, plan_json['states'], failure['split'],\n"
            "            data['frames'], ann['frames'][0]['states'], d['high_level_plan'], counts['frames'],\n"
            "            state['feature_spec'], stats['epoch'])\n")
    monkeypatch.setattr(f"{__name__}._files", lambda *p: [(ROOT / "nsg" / "x.py", ast.parse(code))])
    assert sorted(f.split(": ")[1] for f in raw_key_reads()) == sorted([
        "row['split']", "rows['twin']", "row['job_id']", "plan_json['states']", "data['frames']", "ann['frames']",
        "ann['states']", "d['high_level_plan']", "state['feature_spec']"])


def names_imported(src: str, dst: str) -> set[tuple[str, str]]:
    """(module, name) pairs that package ``src`` imports from package ``dst``, at any depth."""
    out = set()
    for _path, tree in _files(src):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module \
                    and (node.module == dst or node.module.startswith(dst + ".")):
                out |= {(node.module, a.name) for a in node.names}
            elif isinstance(node, ast.Import):
                out |= {(a.name, "*") for a in node.names if a.name == dst or a.name.startswith(dst + ".")}
    return out


def test_nsg_reads_the_contracts_not_the_generators():
    names = names_imported("nsg", "generators")
    assert len(names) < MAX_NSG_NAMES_FROM_GENERATORS, sorted(names)
    assert not {m for m, _ in names if m.startswith(("generators.library", "generators.language", "generators.access"))}


def test_strips_is_strips_and_vilpact_only():
    core = {"__init__", "actions", "state", "check", "pddl_domain", "errors"}
    modules = {p.relative_to(ROOT / "strips").with_suffix("").as_posix() for p in (ROOT / "strips").rglob("*.py")}
    assert {m for m in modules if not m.startswith("vilpact/")} == core
    assert not names_imported("strips", "generators") and not names_imported("strips", "nsg")
    used = {m for m, _ in names_imported("strips", "contracts")}
    assert used <= {"contracts.files", "contracts.argtypes", "contracts.encoder", "contracts.errors"}, used
