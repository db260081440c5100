"""The command line of the sim package: ``python -m sim doctor``, and the AI2-THOR backend's
flags that ``python -m generators render`` adds (:mod:`sim.commands.ai2thor`).

The project's convention for command-line code (the same in ``generators.commands`` and
``strips.vilpact.commands``; docs/architecture.md, "Commands"):

- every argument parser, ``--flag`` and terminal message of a package lives in its
  ``commands`` sub-package, one module per command group; ``main.py`` builds the top-level
  parser and dispatches, and ``__main__.py`` is one call into it;
- library modules never import argparse (``contracts.argtypes``, the argument value checks, is
  the one exception) and never import a ``commands`` module: option *definitions* may stay in
  the library as data (:data:`sim.backends.ai2thor.options.OPTIONS`), their argparse wiring
  lives here;
- library messages speak of settings (``local_executable_path``, ``x_display``), never of
  flags: an error (or a doctor check) names its setting, and the command's ``HINTS``
  (setting -> option) add the option to what it prints.

Modules: ``main`` (parser, dispatch), ``doctor``, ``ai2thor`` (the render command's AI2-THOR flags).
"""
