"""NSG: neuro-symbolic grounding for egocentric task verification.

Library modules (import without training-only dependencies):

- :mod:`nsg.align`     the DP aligner over topological sorts
- :mod:`nsg.dataset`   manifest, videos and annotations of a rendered dataset
- :mod:`nsg.features`  frozen open_clip frame/text features, cached on disk
- :mod:`nsg.queries`   graph nodes as query types + argument words
- :mod:`nsg.batching`  verification samples -> padded tensors
- :mod:`nsg.model`     NSG query encoders and the baselines (mean, lstm, oracle)
- :mod:`nsg.parser`    grammar-constrained T5 semantic parser (description -> task graph)

Commands: ``python -m nsg.standin_clip``, ``python -m nsg.features``, ``python -m nsg.parser.train``,
``python -m nsg.parse``, ``python -m nsg.train``, ``python -m nsg.evaluate``. See docs/nsg.md.
"""
