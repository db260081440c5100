"""Every file and module the README and docs/ name exists: docs that point at moved files send
readers nowhere. Names of other projects' files (EgoTV's, ai2thor's) are listed here, so a new
one is a decision rather than an accident."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
OUR_DIRS = ("pddl_domains", "contracts", "strips", "generators", "sim", "nsg", "tests", "bench", "docs", ".ci")
PACKAGES = ("pddl_domains", "contracts", "strips", "generators", "sim", "nsg")
# Files of other projects that the docs name: EgoTV's release and baselines, ai2thor's package,
# ALFRED's environment. Paths relative to their own repositories.
OTHER_PROJECTS = {
    "nsg/nsg_v2.py", "nsg_v2.py", "dataset_utils.py", "goal_library.py", "goal_library_abstraction.py",
    "controller.py", "fifo_server.py", "exceptions.py", "_quality_settings.py", "platform.py",
    "offline_controller.py", "server.py", "thor_env.py", "interact.py",
}
PATH = re.compile(r"(?<![\w/.$-])((?:%s)/[\w./-]*\w)" % "|".join(re.escape(d) for d in OUR_DIRS))
BARE_PY = re.compile(r"`([A-Za-z_][\w-]*\.py)`")
MODULE = re.compile(r"(?<![\w/.-])((?:%s)(?:\.[A-Za-z_]\w*)+)" % "|".join(PACKAGES))


def _top_level_names(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return names


def _module_problem(dotted: str) -> str | None:
    """None when ``dotted`` is a module of ours or a name defined at a module's top level."""
    parts = dotted.split(".")
    k = 1
    while k < len(parts) and (ROOT.joinpath(*parts[:k + 1]).with_suffix(".py").exists()
                              or (ROOT.joinpath(*parts[:k + 1]) / "__init__.py").exists()):
        k += 1
    if k == len(parts) or parts[k] in ("py", "md", "json", "jsonl"):
        return None
    base = ROOT.joinpath(*parts[:k])
    source = base.with_suffix(".py") if base.with_suffix(".py").exists() else base / "__init__.py"
    return None if parts[k] in _top_level_names(source) else f"{'.'.join(parts[:k])} has no {parts[k]!r}"


def test_every_named_path_and_module_exists():
    ours = {p.name for d in OUR_DIRS if (ROOT / d).is_dir() for p in (ROOT / d).rglob("*.py")}
    missing = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        where = doc.relative_to(ROOT)
        missing += [f"{where}: {p}" for p in PATH.findall(text)
                    if p not in OTHER_PROJECTS and not (ROOT / p).exists()]
        missing += [f"{where}: {name}" for name in BARE_PY.findall(text)
                    if name not in ours and name not in OTHER_PROJECTS]
        missing += [f"{where}: {m} ({why})" for m in MODULE.findall(text) if (why := _module_problem(m))]
    assert not missing, "docs name files or modules that do not exist:\n" + "\n".join(sorted(set(missing)))
