"""NSG: neuro-symbolic grounding for egocentric task verification.

Library sub-packages, in the order they build on each other (each imports only those above it):

- :mod:`nsg.parser`    the semantic parser (description -> task graph): frozen MiniLM + a small head
                       (default, shipped), or a grammar-constrained T5
- :mod:`nsg.inputs`    dataset reader (manifest, videos, annotations), graph sources, queries
- :mod:`nsg.clip`      frozen open_clip features, their cache, and the stand-in CLIP trained here
- :mod:`nsg.models`    the DP aligner, batching, the networks and their name table
- :mod:`nsg.training`  the train loop, checkpoints, metrics, scoring a run, plots, tables

Above them, the procedural-QA baselines (:mod:`nsg.qa_eval` over :mod:`nsg.kml` and
:mod:`nsg.qa_grounding`) and online verification (:mod:`nsg.online`); errors: :mod:`nsg.errors`.

Commands (thin: argparse over the libraries) live in :mod:`nsg.commands`, one module each; the
names users type are entry modules, one call into it: ``python -m nsg.standin_clip``, ``python -m
nsg.features``, ``python -m nsg.parser.train``, ``python -m nsg.parser.evaluate``, ``python -m
nsg.parse``, ``python -m nsg.train``, ``python -m nsg.evaluate``, ``python -m nsg.table``,
``python -m nsg.qa_baselines``, ``python -m nsg.online``. See docs/nsg.md.
"""
