"""The convention for command-line code (docs/architecture.md, "Commands"): argument parsing lives
in each package's ``commands`` package (or ``commands.py`` module), library modules never import
argparse and never name a command-line flag in what they raise, and ``__main__.py`` files are one
call into a commands module. ``nsg`` is converted separately; ``contracts/argtypes.py`` (the
argument value checks every command shares) is the one library module allowed argparse."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

PACKAGES = ("pddl_domains", "contracts", "strips", "sim", "generators")
ALLOWED_ARGPARSE = {"contracts/argtypes.py"}
FLAG = re.compile(r"(?<![\w-])--[a-z]")


def _is_command_code(rel: Path) -> bool:
    return "commands" in rel.parts[:-1] or rel.stem in ("commands", "__main__")


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


def test_main_modules_are_one_call_into_commands():
    mains = [p for pkg in PACKAGES for p in (ROOT / pkg).rglob("__main__.py")]
    assert {p.relative_to(ROOT).as_posix() for p in mains} >= {"generators/__main__.py", "sim/__main__.py",
                                                               "strips/vilpact/__main__.py"}
    for path in mains:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        sources = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert any("commands" in m.split(".") for m in sources), f"{path}: not a call into a commands module"
        assert not any(isinstance(n, (ast.FunctionDef, ast.ClassDef)) for n in tree.body), path
