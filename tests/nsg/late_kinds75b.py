"""Test file 75's second reading (teaching, testing and puzzle voices: riddles, worksheets, quiz answers), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` and ``NAMES`` like the lists of files 20-76."""
from __future__ import annotations

FILE75B_KINDS = [
    # the dirt a cleaning takes off, a word of lexicon.json ``dirt_nouns`` right after a cleaning verb and a determiner,
    # whatever follows it ("scrub the limescale out of it", "wipe the crumbs away"): no thing, not refused as an unknown
    # name (names.unknown_names; the older rule wanted "off"/"from" and a named thing or "it" after it)
    ('Scrub the limescale out of the kettle, then set it on the stove burner.', 'kettle: clean > place=stove_burner'),
    ('Wipe the crumbs away and put the plate in the cabinet.', 'plate: clean > place=cabinet'),
    ('Scrub the crud from its inside and put the pot on the counter.', 'pot: clean > place=counter'),
]

# the same kind for the unknown-name probe; contrast: a dirt word where the thing goes is still flagged
FILE75B_NAMES = [
    ("Worksheet: scrub the rust from its base, then put the pan on the counter.", []),
    ("Quiz answer: wipe the grease away and put the pan in the sink.", []),
    ("Wash the mug, then put it in the scale.", ["scale"]),
    ("Wash the mug, then put it in the credenza.", ["credenza"]),
]
