"""The command lines of the nsg package: one module per command, each with ``main(argv)``.

The project's convention for command-line code (docs/architecture.md, "Commands"; the same in
``generators.commands`` and ``sim.commands``):

- every argument parser, ``--flag`` and terminal message of nsg lives here; the names users type
  (``python -m nsg.train``, ``nsg.evaluate``, ``nsg.features``, ``nsg.parse``, ``nsg.table``,
  ``nsg.standin_clip``, ``nsg.qa_baselines``, ``nsg.online``, ``nsg.parser.train``,
  ``nsg.parser.evaluate``) are entry modules that are one call into a module here;
- library modules never import argparse and never import this package; a command parses its
  arguments, calls the library with plain values (``TrainOptions``, keyword arguments) and prints;
- library messages speak of settings (``out``, ``resume``, ``clip_weights``), never of flags: an
  error names its setting (``exc.setting``), and the command's ``HINTS`` (setting -> option) add
  the option to the one ``error: ...`` line it prints (:func:`nsg.commands.common.finish`).

Modules: ``common`` (``--device``, the feature-spec options, how a command ends), ``train``,
``evaluate``, ``features``, ``parse``, ``table``, ``standin_clip``, ``qa_baselines``, ``online``,
``parser_train``, ``parser_evaluate``.
"""
