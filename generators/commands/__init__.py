"""The command line of the generators package: ``python -m generators COMMAND ...``.

The project's convention for command-line code (the same in ``sim.commands`` and
``strips.vilpact.commands``; docs/architecture.md, "Commands"):

- every argument parser, ``--flag`` and terminal message of a package lives in its
  ``commands`` sub-package, one module per command group; ``main.py`` builds the top-level
  parser and dispatches, and ``__main__.py`` is one call into it;
- library modules never import argparse (``contracts.argtypes``, the argument value checks, is
  the one exception) and never import a ``commands`` module; a command parses its arguments,
  calls the library with plain values (a config dataclass, keyword arguments) and prints;
- library messages speak of settings (``out_dir``, ``overwrite``), never of flags: an error
  names its setting (``exc.setting``), and the command's ``HINTS`` (setting -> option) add the
  option to the one ``error: ...`` line it prints (:func:`contracts.errors.error_line`).

Modules: ``main`` (parser, dispatch, how a command ends), ``symbolic`` (tasks, splits, plan,
describe), ``render``, ``audit``, ``export``, ``browse`` (browse, contact-sheet),
``procedural`` (pkg, qa, tuples).
"""
