"""Semantic parser: description -> task graph (grammar-constrained T5).

- :mod:`nsg.parser.grammar`   decoder symbols and the automaton that constrains decoding
- :mod:`nsg.parser.mentions`  mention order of steps in a description (training targets)
- :mod:`nsg.parser.model`     tokenizer, T5 construction/loading, :class:`~nsg.parser.model.Parser`
- :mod:`nsg.parser.corpus`    training / evaluation pairs from generators.descriptions
- :mod:`nsg.parser.metrics`   exact match and graph edit distance per split
- :mod:`nsg.parser.train`     ``python -m nsg.parser.train`` (``make parser``)
"""
