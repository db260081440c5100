"""The command line of the sim package: ``python -m sim doctor``, and the AI2-THOR backend's
flags that ``python -m generators render`` adds (:mod:`sim.commands.ai2thor`).

Follows the project's convention for command-line code (docs/architecture.md, "Commands"; stated
in :mod:`generators.commands`). Here: the ai2thor option *definitions* stay in the library as data
(:data:`sim.backends.ai2thor.options.OPTIONS`) and only their argparse wiring lives in this
package; doctor checks name their setting (``local_executable_path``, ``x_display``) and
:mod:`sim.commands.doctor` adds the option.

Modules: ``main`` (parser, dispatch), ``doctor``, ``ai2thor`` (the render command's AI2-THOR flags).
"""
