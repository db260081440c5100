"""The layering is a contract: import-linter's contracts (pyproject.toml, [tool.importlinter])
pass, no two modules import each other through any chain, and no library file grows past 350
lines. A new import against the data flow fails here, in CI."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("pddl_domains", "contracts", "strips", "sim", "generators", "nsg")
MAX_LINES = 350


def test_import_linter_contracts_are_kept():
    pytest.importorskip("importlinter")
    lint = Path(sys.executable).with_name("lint-imports")
    proc = subprocess.run([str(lint) if lint.exists() else "lint-imports", "--no-cache"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "broken" in proc.stdout and " 0 broken" in proc.stdout


def module_graph() -> nx.DiGraph:
    """Imports between our modules (any depth: function-level imports count too)."""
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph(*PACKAGES, include_external_packages=False)
    g = nx.DiGraph()
    for m in graph.modules:
        g.add_node(m)
        for dep in graph.find_modules_directly_imported_by(m):
            g.add_edge(m, dep)
    return g


def test_no_import_cycles_between_modules_or_packages():
    g = module_graph()
    cycles = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert not cycles, f"modules importing each other: {cycles}"
    packages = nx.DiGraph((a.split(".")[0], b.split(".")[0]) for a, b in g.edges if a.split(".")[0] != b.split(".")[0])
    assert nx.is_directed_acyclic_graph(packages), list(nx.simple_cycles(packages))


def test_the_graph_sees_lazy_imports():
    """Guards the two tests above: function-level imports are edges too (the cycles the refactor
    removed hid behind them)."""
    g = module_graph()
    assert g.has_edge("generators.dataset.worker", "sim.episode")  # imported inside a method


def test_no_library_file_over_350_lines():
    long = {str(p.relative_to(ROOT)): n for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these files (> {MAX_LINES} lines): {long}"
