"""Fast Downward's FF greedy search on a problem's own PDDL text, with the translator in process.

Why not through unified-planning, as the ``topk`` method still goes: a plan there cost about
0.55 CPU s on this project's problems, and under 0.02 s of it was search. About 0.16 s went to
unified-planning writing its model back out as PDDL and working out the problem's kind, and about
0.3 s to two Python interpreters starting (Fast Downward's driver, then its translator) before
the search binary ran for a few milliseconds. Here the translator (the ``fast-downward.translate``
package that up-fast-downward itself installs and imports) reads the PDDL that
:meth:`Problem.to_pddl` writes, in this process, and only the search binary that up-fast-downward
ships runs as a child: about a third of the CPU for the same search on the same task
(``bench/bench_planning.py --compare-up`` prints both and counts the plans that differ).
"""
from __future__ import annotations

import contextlib
import io
import subprocess
import tempfile
import threading
from functools import lru_cache
from pathlib import Path

from generators.errors import MissingEngineError, PlanningError, PlanningTimeout, UnsolvableProblem

FF_SEARCH = "let(hff,ff(),eager_greedy([hff],preferred=[hff]))"  # no spaces: unified-planning splits on them
# the search binary's exit codes (Fast Downward's driver/returncodes.py) that mean "no plan"
_NO_PLAN_EXIT_CODES = {11: "proved unsolvable", 12: "search space exhausted without a plan"}
_TRANSLATOR_LOCK = threading.Lock()  # its options and its progress printing are module globals


@lru_cache(maxsize=1)
def _translator():
    """The translator's modules, with its options set once (it reads them as module globals)."""
    try:
        from fast_downward.translate import normalize, options
        from fast_downward.translate.main import pddl_to_sas
        from fast_downward.translate.pddl_parser import lisp_parser, parsing_functions
    except ImportError as exc:
        raise MissingEngineError("Fast Downward's translator is not installed; `pip install up-fast-downward` "
                                 "(it brings the fast-downward.translate package)") from exc
    options.set_options(["domain.pddl", "problem.pddl"])  # file names unused: the texts are passed in
    return normalize, pddl_to_sas, lisp_parser, parsing_functions


@lru_cache(maxsize=1)
def search_binary() -> Path:
    """The ``downward`` search binary that up-fast-downward ships."""
    try:
        import up_fast_downward
    except ImportError as exc:
        raise MissingEngineError("the planning engine 'fast-downward' is not installed; "
                                 "`pip install up-fast-downward`") from exc
    path = Path(up_fast_downward.__file__).parent / "downward" / "builds" / "release" / "bin" / "downward"
    if not path.is_file():
        raise MissingEngineError(f"up-fast-downward is installed but its search binary is missing at {path}; "
                                 "reinstall the up-fast-downward package")
    return path


def translate(domain_pddl: str, problem_pddl: str) -> str:
    """The task in Fast Downward's SAS format, as its translator writes ``output.sas``."""
    normalize, pddl_to_sas, lisp_parser, parsing_functions = _translator()
    with _TRANSLATOR_LOCK, contextlib.redirect_stdout(io.StringIO()):  # it prints its timings
        task = parsing_functions.parse_task(lisp_parser.parse_nested_list(io.StringIO(domain_pddl)),
                                            lisp_parser.parse_nested_list(io.StringIO(problem_pddl)))
        normalize.normalize(task)
        sas = io.StringIO()
        pddl_to_sas(task).output(sas)
    return sas.getvalue()


def search(sas: str, name: str, timeout: float) -> list[tuple[str, tuple[str, ...]]]:
    """Run the FF greedy search on ``sas``; the plan as (lower-case action, arguments) pairs."""
    with tempfile.TemporaryDirectory(prefix="egoverify-plan-") as tmp:
        plan_file = Path(tmp) / "plan"
        try:
            done = subprocess.run([str(search_binary()), "--search", FF_SEARCH, "--internal-plan-file", str(plan_file)],
                                  input=sas, text=True, capture_output=True, cwd=tmp, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise PlanningTimeout(f"Fast Downward found no plan for {name} within {timeout} s") from None
        if done.returncode in _NO_PLAN_EXIT_CODES:
            raise UnsolvableProblem(f"no plan for {name}: Fast Downward {_NO_PLAN_EXIT_CODES[done.returncode]}")
        if done.returncode != 0 or not plan_file.is_file():
            tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
            raise PlanningError(f"Fast Downward failed on {name} (exit code {done.returncode}): {' | '.join(tail)}")
        steps = []
        for line in plan_file.read_text().splitlines():
            if line.startswith("("):  # the last line is "; cost = ..."
                action, *args = line.strip("()").split()
                steps.append((action, tuple(args)))
        return steps


def plan_ff(domain_pddl: str, problem_pddl: str, name: str, timeout: float) -> list[tuple[str, tuple[str, ...]]]:
    """One FF greedy search, as the ``ff`` planning method runs it."""
    return search(translate(domain_pddl, problem_pddl), name, timeout)


def plan_ff_through_unified_planning(up_problem, timeout: float) -> list[tuple[str, tuple[str, ...]]]:
    """The same search through unified-planning's Fast Downward engine (driver and translator as
    child processes): the route the ``ff`` method took before, kept as the reference that
    ``tests/generators/test_planning_fast_downward.py`` and ``bench/bench_planning.py
    --compare-up`` hold :func:`plan_ff` to."""
    from unified_planning.engines import PlanGenerationResultStatus as Status
    from unified_planning.shortcuts import OneshotPlanner

    planner = OneshotPlanner(name="fast-downward", params={"fast_downward_search_config": FF_SEARCH})
    with planner, tempfile.TemporaryDirectory(prefix="egoverify-plan-") as tmp, contextlib.chdir(tmp):
        result = planner.solve(up_problem, timeout=timeout)
    if result.status == Status.TIMEOUT or result.plan is None:
        raise PlanningError(f"unified-planning's Fast Downward found no plan for {up_problem.name}: {result.status.name}")
    return [(a.action.name.lower(), tuple(str(p) for p in a.actual_parameters)) for a in result.plan.actions]
