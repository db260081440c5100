"""Frozen CLIP features: which features (:mod:`.spec`), the open_clip towers (:mod:`.frozen`), the
on-disk cache (:mod:`.cache`), building it (:mod:`.features`), and the stand-in CLIP trained here
(:mod:`.standin`, architecture in ``configs/``)."""
