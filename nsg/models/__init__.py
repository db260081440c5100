"""The verifiers: the DP aligner (:mod:`.align`), samples -> padded tensors (:mod:`.batching`), the
networks (:mod:`.networks`) and the name table of models (:mod:`.registry`)."""
