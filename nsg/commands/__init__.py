"""The command lines of the nsg package: one module per command, each with ``main(argv)``.

Follows the project's convention for command-line code (docs/architecture.md, "Commands"; stated
in :mod:`generators.commands`). Here: the names users type (``python -m nsg.train``,
``nsg.evaluate``, ``nsg.features``, ``nsg.parse``, ``nsg.table``, ``nsg.standin_clip``,
``nsg.qa_baselines``, ``nsg.probe``, ``nsg.online``, ``nsg.parser.train``, ``nsg.parser.evaluate``) are entry
modules that are one call into a module here, and every command ends through
:func:`nsg.commands.common.finish` (an error's setting -> the command's ``HINTS`` option).

Modules: ``common`` (``--device``, the feature-spec options, how a command ends), ``train``,
``evaluate``, ``features``, ``parse``, ``table``, ``standin_clip``, ``qa_baselines``, ``online``,
``parser_train``, ``parser_evaluate``, ``probe``.
"""
