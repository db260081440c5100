"""Online verification: progress tracking and mistake detection while a video streams in.

``python -m nsg.online`` (the command: :mod:`nsg.commands.online`); the steps, one module each: scoring a
new segment (:mod:`~nsg.online.scoring`), the incremental aligner (:mod:`~nsg.online.align`),
state and verdict rules (:mod:`~nsg.online.rules`), one video streamed
(:mod:`~nsg.online.stream`), thresholds fitted on the train split (:mod:`~nsg.online.fit`),
metrics and baselines (:mod:`~nsg.online.metrics`), the command's options
(:mod:`~nsg.online.options`), what it reads, once (:mod:`~nsg.online.inputs`), and the run/dataset
plumbing (:mod:`~nsg.online.data`, :mod:`~nsg.online.evaluate`).
"""
