"""The convention for command-line code (docs/architecture.md, "Commands"): argument parsing lives
in each package's ``commands`` package (or ``commands.py`` module), library modules never import
argparse and never name a command-line flag in what they raise, and ``__main__.py`` files (and
nsg's entry modules, the ``python -m nsg.X`` names users type) are one call into a commands
module. ``contracts/argtypes.py`` (the argument value checks every command shares) is the one
library module allowed argparse."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

PACKAGES = ("pddl_domains", "contracts", "strips", "sim", "generators", "nsg")
ALLOWED_ARGPARSE = {"contracts/argtypes.py"}
FLAG = re.compile(r"(?<![\w-])--[a-z]")
# the names users type (python -m nsg.train ...) that are not __main__.py files: entry modules
# like __main__.py, one call into nsg.commands
ENTRY_MODULES = {f"nsg/{name}.py" for name in ("train", "evaluate", "features", "parse", "table", "standin_clip",
                                                "qa_baselines", "probe", "parser/train", "parser/evaluate")}


def _is_entry(rel: Path) -> bool:
    return rel.name == "__main__.py" or rel.as_posix() in ENTRY_MODULES


def _is_command_code(rel: Path) -> bool:
    return "commands" in rel.parts[:-1] or rel.stem == "commands" or _is_entry(rel)


def _sources() -> list[tuple[Path, ast.Module]]:
    return [(p.relative_to(ROOT), ast.parse(p.read_text(encoding="utf-8"), filename=str(p)))
            for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))]


def _imported(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):  # function-level imports count too
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_only_commands_import_argparse():
    offenders = [str(rel) for rel, tree in _sources()
                 if not _is_command_code(rel) and rel.as_posix() not in ALLOWED_ARGPARSE
                 and any(name.split(".")[0] == "argparse" for name in _imported(tree))]
    assert not offenders, f"library modules importing argparse (move the parsing to commands/): {offenders}"


def test_library_modules_import_no_commands_module():
    offenders = [f"{rel}: {name}" for rel, tree in _sources() if not _is_command_code(rel)
                 for name in _imported(tree) if "commands" in name.split(".")]
    assert not offenders, offenders


def test_library_errors_name_settings_not_flags():
    """What a library module raises says what is wrong in its own terms (``overwrite``, ``out_dir``);
    a command adds the flag when it prints the error (``HINTS``, :func:`contracts.errors.error_line`)."""
    offenders = []
    for rel, tree in _sources():
        if _is_command_code(rel):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and node.exc is not None:
                texts = [n.value for n in ast.walk(node.exc) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                offenders += [f"{rel}:{node.lineno}: {t!r}" for t in texts if FLAG.search(t)]
    assert not offenders, "library errors naming command-line flags:\n" + "\n".join(offenders)


def _is_main_guard(node: ast.stmt) -> bool:
    return (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
            and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__" and not node.orelse)


def _one_call(body: list[ast.stmt]) -> bool:
    return len(body) == 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Call)


def test_main_modules_are_one_call_into_commands():
    """A docstring, imports from a commands module, and one call (in an ``if __name__ ==
    "__main__":`` block where the module is also imported: ``nsg.train``'s ``main`` is)."""
    entries = [p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py") if _is_entry(p.relative_to(ROOT))]
    assert {p.relative_to(ROOT).as_posix() for p in entries} >= {"generators/__main__.py", "sim/__main__.py",
                                                                 "strips/vilpact/__main__.py", "nsg/online/__main__.py",
                                                                 *ENTRY_MODULES}
    for path in entries:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        sources = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert any("commands" in m.split(".") for m in sources), f"{path}: not a call into a commands module"
        body = [n for n in tree.body if not isinstance(n, (ast.Import, ast.ImportFrom))]
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]  # the docstring
        calls = body[0].body if len(body) == 1 and _is_main_guard(body[0]) else body
        assert _one_call(calls), f"{path}: more than one call into commands"
