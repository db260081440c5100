"""NSG: neuro-symbolic grounding for egocentric task verification.

Library sub-packages, in the order they build on each other (each imports only those above it):

- :mod:`nsg.parser`    the semantic parser (description -> task graph): frozen MiniLM + a small head
                       (default, shipped), or a grammar-constrained T5
- :mod:`nsg.inputs`    dataset reader (manifest, videos, annotations), graph sources, queries
- :mod:`nsg.clip`      frozen open_clip features, their cache, and the stand-in CLIP trained here
- :mod:`nsg.models`    the DP aligner, batching, the networks and their name table
- :mod:`nsg.training`  the train loop, checkpoints, metrics, scoring a run, plots, tables

Commands (thin: argparse over the libraries): ``python -m nsg.standin_clip``, ``python -m
nsg.features``, ``python -m nsg.parser.train``, ``python -m nsg.parser.evaluate``, ``python -m
nsg.parse``, ``python -m nsg.train``, ``python -m nsg.evaluate``, ``python -m nsg.table``.
Shared by them: :mod:`nsg.cli`; errors: :mod:`nsg.errors`. See docs/nsg.md.
"""
