"""The earlier T5 parser: a small T5 (or a local pretrained one) whose decoding the query grammar
constrains. Its modules are listed in :mod:`nsg.parser`."""
